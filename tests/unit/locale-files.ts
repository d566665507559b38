import type { LocaleFiles } from 'src/lib/i18n';

// Every locale file of both languages for src/lib/i18n (the builds bundle Thai per module and
// load English on demand; unit tests render every module's screens in both languages at once).
// Imported by ./setup.ts before anything loads src/lib/i18n.
globalThis.__ALL_LOCALE_FILES__ = import.meta.glob<LocaleFiles[string]>('../../src/locales/*/*.json', {
  eager: true,
});

// The landing sections' own texts (namespace `public`: section titles, the carousel's controls).
// The back-office builds do not bundle the public site's texts (src/lib/i18n.ts), so the
// preview brings them, Thai and English, in this screen's chunk.
import enBanners from 'src/locales/en/public.landing.json';
import enSections from 'src/locales/en/public.landing-sections.json';
import thBanners from 'src/locales/th/public.landing.json';
import thSections from 'src/locales/th/public.landing-sections.json';
import { i18n } from 'src/lib/i18n';

for (const [language, texts] of [
  ['th', thBanners],
  ['th', thSections],
  ['en', enBanners],
  ['en', enSections],
] as const) {
  i18n.addResourceBundle(language, 'public', texts, true, false);
}

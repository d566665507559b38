import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from 'src/config/constants';

// Every namespace file under src/locales/<lang>/<namespace>.json is bundled and registered
// here, so a feature adds its own layout.json / customer.json … without touching this file.
// They are eager (not lazily fetched) so that the first paint never shows a raw key.
const files = import.meta.glob<{ default: ResourceLanguage[string] }>('../locales/*/*.json', {
  eager: true,
});

export const SUPPORTED_LANGUAGES = ['th', 'en'] as const;
export type LanguageCode = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: LanguageCode = 'th';
export const DEFAULT_NAMESPACE = 'common';

export function buildResources(modules: Record<string, { default: ResourceLanguage[string] }>): Resource {
  const resources: Resource = {};
  for (const [path, module] of Object.entries(modules)) {
    const match = /\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, lang = '', namespace = ''] = match;
    resources[lang] = { ...resources[lang], [namespace]: module.default };
  }
  return resources;
}

const resources = buildResources(files);

export const i18n = i18next.createInstance();

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    ns: Object.keys(resources[DEFAULT_LANGUAGE] ?? { [DEFAULT_NAMESPACE]: {} }),
    defaultNS: DEFAULT_NAMESPACE,
    fallbackNS: DEFAULT_NAMESPACE,
    fallbackLng: DEFAULT_LANGUAGE,
    // No supportedLngs on purpose: a stored 'ar' must stay visible as i18n.language so that
    // the settings switch to right-to-left (spec §4); its texts fall back to Thai.
    load: 'languageOnly',
    // Only the stored choice counts, never the browser language: Thai is the default even on
    // an English browser (spec §9). The detector caches the choice under i18nextLng.
    detection: {
      order: ['localStorage'],
      lookupLocalStorage: STORAGE_KEYS.language,
      caches: ['localStorage'],
    },
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });

/** The language whose texts are shown: 'th' or 'en' (an unsupported stored value shows Thai). */
export function currentLanguage(): LanguageCode {
  const resolved = i18n.resolvedLanguage ?? i18n.language;
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(resolved)
    ? (resolved as LanguageCode)
    : DEFAULT_LANGUAGE;
}

/** Right-to-left for Arabic (spec §4); the product ships no Arabic texts yet. */
export function directionOf(language: string | undefined): 'rtl' | 'ltr' {
  return language?.split('-')[0] === 'ar' ? 'rtl' : 'ltr';
}

export default i18n;

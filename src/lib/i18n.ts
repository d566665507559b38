import i18next, { type BackendModule, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from 'src/config/constants';
import { buildResources, type LocaleFiles } from './locale-resources';
import { getString, setString } from './storage';

export const SUPPORTED_LANGUAGES = ['th', 'en'] as const;
export type LanguageCode = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: LanguageCode = 'th';
export const DEFAULT_NAMESPACE = 'common';

export { buildResources, type LocaleFiles } from './locale-resources';

declare global {
  /** Unit tests only: every locale file of both languages (set by tests/unit/locale-files.ts). */
  var __ALL_LOCALE_FILES__: LocaleFiles | undefined;
}

/**
 * The Thai namespace files under src/locales/th/<namespace>.json that this build's first load
 * carries. They are eager (not fetched later) so that the first paint never shows a raw key, and
 * chosen per module so that no build carries another module's texts:
 * - public: the namespaces its layout and pages use (common, layout, public, errors) — a new
 *   public namespace is added to the pattern;
 * - admin / customer: what the signed-out pages show (common, layout, errors, auth, account:
 *   sign-in, forgot and forced password change, the error pages). Every other back-office
 *   namespace comes with the signed-in app (./i18n-back-office, loaded with it), so a feature
 *   adds its own customer.json, ticket.json … without touching this file.
 * A file named <namespace>.<part>.json adds its keys to <namespace>. The public pages keep
 * their texts so (public.landing.json …): those are not bundled here but registered by the
 * page's own chunk (addPageTexts), so a page's first load carries no other page's texts; so do
 * the password pages (account.passwords.json) and the second-factor set-up (auth.second-factor),
 * and the common texts only signed-in screens show (common.screens.json) come with the
 * signed-in app: the sign-in page carries neither.
 * English follows the same lists in ./i18n-english (and ./i18n-back-office-english), loaded when
 * English is first shown. import.meta.glob takes only literal patterns, hence the lists live in
 * the patterns (tests/unit/i18n/locale-split.test.ts checks that the lists agree). The module
 * flag is the raw VITE_MODULE, which the bundler folds: the other globs' files are dropped.
 *
 * Unit tests render every module's screens in one run, in both languages: their setup hands
 * every file over (a glob here would import the English files statically in builds too, and
 * pull them back into the first load).
 */
function bundledFiles(): LocaleFiles {
  if (import.meta.env.VITEST) return globalThis.__ALL_LOCALE_FILES__ ?? {};
  if (import.meta.env.VITE_MODULE === 'public') {
    return import.meta.glob('../locales/th/{common,layout,public,errors}.json', { eager: true });
  }
  return import.meta.glob('../locales/th/{common,layout,errors,auth,account}.json', { eager: true });
}

/** The namespaces of the back-office's first load (the rest come with the signed-in app). */
const SIGNED_OUT_NAMESPACES: readonly string[] = ['common', 'layout', 'errors', 'auth', 'account'];

type Loader = () => Promise<Resource>;

/**
 * An i18next backend for the texts that are not bundled: `chunkOf(language, namespace)` names
 * the loader of the chunk that has them. Each chunk is loaded once, the first time one of its
 * namespaces is needed in that language, and every namespace it holds joins the texts at once
 * (so that a key of another namespace, `list:home`, reads as soon as its chunk is there). A
 * language it does not have (a stored 'ar') gets nothing, so its texts fall back to Thai. After a
 * failed load, i18next asks again (with a new request) a few times.
 */
export function createLazyBackend(chunkOf: (language: string, namespace: string) => Loader): BackendModule {
  const pending = new Map<Loader, Promise<Resource>>();
  // i18next's typings leave the store's methods out; it is the store i18n.addResourceBundle writes to.
  let store: {
    addResourceBundle: (lng: string, ns: string, texts: unknown, deep: boolean, overwrite: boolean) => void;
  };
  return {
    type: 'backend',
    callbackApi: true,
    init(services) {
      store = services.resourceStore as unknown as typeof store;
    },
    read(language, namespace, callback) {
      const load = chunkOf(language, namespace);
      let loading = pending.get(load);
      if (!loading) {
        loading = load().then((resources) => {
          for (const [lng, namespaces] of Object.entries(resources)) {
            for (const [ns, texts] of Object.entries(namespaces))
              store.addResourceBundle(lng, ns, texts, true, false);
          }
          return resources;
        });
        pending.set(load, loading);
      }
      loading.then(
        (resources) => callback(null, resources[language]?.[namespace] ?? null),
        (error: unknown) => {
          pending.delete(load);
          // `true`: i18next tries again a few times, waiting longer each time.
          callback(error instanceof Error ? error : String(error), true);
        },
      );
    },
  };
}

const loadEnglish = () => import('./i18n-english').then((module) => module.englishResources);
const loadBackOfficeEnglish = () =>
  import('./i18n-back-office-english').then((module) => module.backOfficeEnglishResources);
const loadBackOfficeThai = () =>
  import('./i18n-back-office-thai').then((module) => module.backOfficeThaiResources);

/**
 * Which chunk has a namespace's texts in a language that is not bundled: English of the first
 * load's namespaces (./i18n-english), English of the signed-in back-office's (one chunk), and
 * the Thai of the signed-in back-office's screens (one chunk: the signed-in app carries only
 * the dashboard's and the menu's, ./i18n-back-office).
 */
function chunkOf(language: string, namespace: string): Loader {
  if (import.meta.env.VITE_MODULE === 'public' || SIGNED_OUT_NAMESPACES.includes(namespace))
    return loadEnglish;
  return language === DEFAULT_LANGUAGE ? loadBackOfficeThai : loadBackOfficeEnglish;
}

const resources = buildResources(bundledFiles());

export const i18n = i18next.createInstance();

// The language choice lives in localStorage under i18nextLng (spec §9). A first visit to the
// public site (nothing stored) follows the browser's languages (issue 32 item 6): English for an
// English browser, Thai otherwise. The back-office starts in Thai, the spec's default, whatever
// the browser. What i18next-browser-languagedetector does with `order: ['localStorage',
// 'navigator']`, without its ~2 KB: read at start, write every change (the initial one
// included) back, so the first visit's language is then the stored choice.
// On the public site each change is also written to a cookie of the same name: its server
// renders the next page load in it (server/plugins/public-language.ts), so a reload in English
// shows English at once and hydrates. A `?lang=` that no longer holds leaves the URL.
i18n.on('languageChanged', (language: string) => {
  setString(STORAGE_KEYS.language, language);
  if (import.meta.env.VITE_MODULE !== 'public' || typeof document === 'undefined') return;
  document.cookie = `${STORAGE_KEYS.language}=${encodeURIComponent(language)};path=/;max-age=31536000;samesite=lax`;
  const url = new URL(location.href);
  if (url.searchParams.get('lang') !== language && url.searchParams.has('lang')) {
    url.searchParams.delete('lang');
    history.replaceState(history.state, '', url);
  }
});

// English is not in the first load: Thai is the default. A visitor whose stored choice is
// English waits for that chunk before the first paint (react-i18next suspends until the texts
// are there), and a switch to English shows once it has arrived; the signed-in back-office's
// namespaces have their English in a chunk of their own, asked for when one of them is used.
if (!import.meta.env.VITEST) i18n.use(createLazyBackend(chunkOf));

/** The public page's `?lang=th|en` (its hreflang URLs), which wins over a stored choice. */
function urlLanguage(): LanguageCode | undefined {
  if (import.meta.env.VITE_MODULE !== 'public' || typeof document === 'undefined') return undefined;
  const asked = new URLSearchParams(location.search).get('lang') ?? '';
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(asked) ? (asked as LanguageCode) : undefined;
}

/** The first of the browser's languages that the product speaks; Thai when none is. */
export function browserLanguage(
  // Only a browser's: Node has a navigator too (its own locale), and the public pages' server
  // renderer must render in Thai, as the browser hydrates them.
  languages: readonly string[] = typeof document === 'undefined' ? [] : navigator.languages,
): LanguageCode {
  const spoken = languages
    .map((tag) => tag.split('-')[0]!.toLowerCase())
    .find((code) => (SUPPORTED_LANGUAGES as readonly string[]).includes(code));
  return (spoken as LanguageCode | undefined) ?? DEFAULT_LANGUAGE;
}

void i18n.use(initReactI18next).init({
  resources,
  partialBundledLanguages: true,
  lng:
    urlLanguage() ||
    getString(STORAGE_KEYS.language) ||
    (import.meta.env.VITE_MODULE === 'public' ? browserLanguage() : DEFAULT_LANGUAGE),
  ns: Object.keys(resources[DEFAULT_LANGUAGE] ?? { [DEFAULT_NAMESPACE]: {} }),
  defaultNS: DEFAULT_NAMESPACE,
  fallbackNS: DEFAULT_NAMESPACE,
  fallbackLng: DEFAULT_LANGUAGE,
  // No supportedLngs on purpose: a stored 'ar' must stay visible as i18n.language so that
  // the settings switch to right-to-left (spec §4); its texts fall back to Thai.
  load: 'languageOnly',
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

/** Adds the Thai texts of namespaces a lazily loaded part of the app brings (./i18n-back-office). */
export function addThaiTexts(resources: Resource): void {
  for (const [namespace, texts] of Object.entries(resources[DEFAULT_LANGUAGE] ?? {})) {
    i18n.addResourceBundle(DEFAULT_LANGUAGE, namespace, texts, true, false);
  }
}

/**
 * Adds the Thai texts a lazily loaded page brings along (src/locales/th/<namespace>.<part>.json)
 * before it first renders; English has them in its own chunk (./i18n-english).
 */
export function addPageTexts(namespace: string, thaiTexts: ResourceLanguage[string]): void {
  i18n.addResourceBundle(DEFAULT_LANGUAGE, namespace, thaiTexts, true, false);
}

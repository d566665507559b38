import { buildResources, type LocaleFiles } from './locale-resources';

/**
 * The English texts of this build's first-load namespaces (the same per-module lists as the Thai
 * ones in ./i18n), loaded in one chunk the first time English is shown. The signed-in
 * back-office's other namespaces have theirs in ./i18n-back-office-english.
 */
function englishFiles(): LocaleFiles {
  if (import.meta.env.VITE_MODULE === 'public') {
    return import.meta.glob(
      ['../locales/en/{common,layout,public,errors}.json', '../locales/en/public.*.json'],
      {
        eager: true,
      },
    );
  }
  // auth.*.json, account.*.json: the texts the signed-out pages' lazy chunks add in Thai
  // (addPageTexts); common.*.json: those the signed-in app adds (./i18n-back-office).
  return import.meta.glob(
    ['../locales/en/{common,layout,errors,auth,account}.json', '../locales/en/{auth,account,common}.*.json'],
    {
      eager: true,
    },
  );
}

export const englishResources = buildResources(englishFiles());

import { buildResources, type LocaleFiles } from './locale-resources';

/**
 * The English texts of the signed-in back-office's namespaces (those of ./i18n-back-office and
 * ./i18n-back-office-thai), loaded in one chunk when one of them is first shown in English.
 */
function backOfficeEnglishFiles(): LocaleFiles {
  if (import.meta.env.VITE_MODULE === 'customer') {
    return import.meta.glob(
      [
        '../locales/en/*.json',
        '!../locales/en/{common,layout,errors,auth,account}.json',
        '!../locales/en/{auth,common,account}.*.json',
        '!../locales/en/public.json',
        '!../locales/en/public.*.json',
        '!../locales/en/audit.json',
      ],
      { eager: true },
    );
  }
  return import.meta.glob(
    [
      '../locales/en/*.json',
      '!../locales/en/{common,layout,errors,auth,account}.json',
      '!../locales/en/{auth,common,account}.*.json',
      '!../locales/en/public.json',
      '!../locales/en/public.*.json',
    ],
    { eager: true },
  );
}

export const backOfficeEnglishResources = buildResources(backOfficeEnglishFiles());

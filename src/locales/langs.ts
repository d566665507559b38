import type { LanguageCode } from 'src/lib/i18n';
// Not from <lang>/common.json: importing the English one here would put all of its texts into
// the first load (they come with src/lib/i18n-english when English is chosen).
import languageNames from './language-names.json';

// The languages offered (spec §9). A language's label is its own name, written in that
// language (./language-names.json, not translated; no Thai literal in code).
// The date-picker texts are not here on purpose: they belong to the date-picker bundle,
// which the public site never loads (see src/app/date-provider.tsx); MUI's component texts are
// registered by the chunks that show such components (./mui-texts).

export interface LangOption {
  value: LanguageCode;
  label: string;
  /** dayjs / date-picker locale. */
  adapterLocale: LanguageCode;
  numberFormat: { code: string; currency: string };
}

export const allLangs: readonly LangOption[] = [
  {
    value: 'th',
    label: languageNames.th,
    adapterLocale: 'th',
    numberFormat: { code: 'th-TH', currency: 'THB' },
  },
  {
    value: 'en',
    label: languageNames.en,
    adapterLocale: 'en',
    numberFormat: { code: 'en-US', currency: 'USD' },
  },
];

export const defaultLang: LangOption = allLangs[0] as LangOption;

export function langOf(value: string | undefined): LangOption {
  return allLangs.find((lang) => lang.value === value) ?? defaultLang;
}

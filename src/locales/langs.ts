import { enUS as muiEnUS, thTH as muiThTH, type Localization } from '@mui/material/locale';
import type { LanguageCode } from 'src/lib/i18n';
import enCommon from './en/common.json';
import thCommon from './th/common.json';

// The languages offered (spec §9). A language's label is its own name, written in that
// language, so it is read from that language's common.json (no Thai literal in code).
// The date-picker texts are not here on purpose: they belong to the date-picker bundle,
// which the public site never loads (see src/app/date-provider.tsx).

export interface LangOption {
  value: LanguageCode;
  label: string;
  /** dayjs / date-picker locale. */
  adapterLocale: LanguageCode;
  numberFormat: { code: string; currency: string };
  /** MUI core component texts (pagination, alert close …), merged into the theme. */
  muiLocale: Localization;
}

export const allLangs: readonly LangOption[] = [
  {
    value: 'th',
    label: thCommon.language.name,
    adapterLocale: 'th',
    numberFormat: { code: 'th-TH', currency: 'THB' },
    muiLocale: muiThTH,
  },
  {
    value: 'en',
    label: enCommon.language.name,
    adapterLocale: 'en',
    numberFormat: { code: 'en-US', currency: 'USD' },
    muiLocale: muiEnUS,
  },
];

export const defaultLang: LangOption = allLangs[0] as LangOption;

export function langOf(value: string | undefined): LangOption {
  return allLangs.find((lang) => lang.value === value) ?? defaultLang;
}

import dayjs, { type Dayjs } from 'dayjs';
import buddhistEra from 'dayjs/plugin/buddhistEra';
import 'dayjs/locale/th';
import { langOf } from 'src/locales/langs';
import { currentLanguage, type LanguageCode } from './i18n';

// Display formatting that follows the current language (spec §9, api-contract §Transport):
// Thai shows Buddhist-era years, English Gregorian. Only the display changes — values passed
// in and stored stay Gregorian.

dayjs.extend(buddhistEra);

export type DateInput = string | number | Date | Dayjs | null | undefined;

export const DATE_FORMAT = 'D MMM YYYY';
export const DATE_TIME_FORMAT = 'D MMM YYYY HH:mm';
/** A date as users type it into a file: 31/01/2569 in Thai (Buddhist era), 31/01/2026 in English. */
export const TYPED_DATE_FORMAT = 'DD/MM/YYYY';

/** 'YYYY' → 'BBBB' and 'YY' → 'BB' (dayjs buddhistEra tokens). */
export function toBuddhistFormat(format: string): string {
  return format.replace(/YYYY/g, 'BBBB').replace(/YY/g, 'BB');
}

/** Formats with Gregorian tokens; in Thai the year tokens become Buddhist era. '' when empty or invalid. */
export function fDate(
  value: DateInput,
  format: string = DATE_FORMAT,
  lang: LanguageCode = currentLanguage(),
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  if (!date.isValid()) return '';
  return date.locale(lang).format(lang === 'th' ? toBuddhistFormat(format) : format);
}

export function fDateTime(value: DateInput, lang: LanguageCode = currentLanguage()): string {
  return fDate(value, DATE_TIME_FORMAT, lang);
}

function isNumber(value: number | string | null | undefined): value is number | string {
  return value !== null && value !== undefined && value !== '' && Number.isFinite(Number(value));
}

/** Grouped number in the language's format (th-TH / en-US). '' when not a number. */
export function fNumber(
  value: number | string | null | undefined,
  options?: Intl.NumberFormatOptions,
  lang: LanguageCode = currentLanguage(),
): string {
  if (!isNumber(value)) return '';
  return new Intl.NumberFormat(langOf(lang).numberFormat.code, {
    maximumFractionDigits: 2,
    ...options,
  }).format(Number(value));
}

/** Money in the language's currency (THB for Thai, USD for English, per spec §9) unless given. */
export function fCurrency(
  value: number | string | null | undefined,
  currency?: string,
  lang: LanguageCode = currentLanguage(),
): string {
  if (!isNumber(value)) return '';
  const { code, currency: langCurrency } = langOf(lang).numberFormat;
  return new Intl.NumberFormat(code, { style: 'currency', currency: currency ?? langCurrency }).format(
    Number(value),
  );
}

/** Bytes as B / KB / MB for upload screens (1 KB = 1024 B, like the 5 MB limit). */
export function fFileSize(bytes: number, lang: LanguageCode = currentLanguage()): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${fNumber(size, { maximumFractionDigits: unit === 0 ? 0 : 1 }, lang)} ${units[unit]}`;
}

// Decimal strings as the API sends them ("1338.04"), shown in the language's format, digit for
// digit (the document and import screens).
import { currentLanguage, type LanguageCode } from 'src/lib/i18n';
import { langOf } from 'src/locales/langs';

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * A decimal string as the API sends it ("1338.04") grouped in the language's format
 * ("1,338.04"), digit for digit: no trip through a float, so an 18-digit amount stays exact.
 * Trailing zeros beyond `minFractionDigits` go ("2.00" → "2" for a quantity); amounts keep 2.
 * '' when empty or not a decimal.
 */
export function formatDecimal(
  value: string | null | undefined,
  minFractionDigits = 2,
  lang: LanguageCode = currentLanguage(),
): string {
  const match = DECIMAL.exec(value?.trim() ?? '');
  if (!match) return '';
  const [, sign = '', whole = '0', fraction = ''] = match;
  const grouped = new Intl.NumberFormat(langOf(lang).numberFormat.code).format(BigInt(whole));
  const digits = fraction.replace(/0+$/, '').padEnd(minFractionDigits, '0');
  // th-TH and en-US both write the decimal point as '.'.
  return `${sign}${grouped}${digits ? `.${digits}` : ''}`;
}

/** An amount: always 2 decimals. */
export const formatAmount = (value: string | null | undefined) => formatDecimal(value, 2);

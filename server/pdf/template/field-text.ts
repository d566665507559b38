// What a template field prints: the value as given, then its format (contract FIELD_FORMATS).
// A value a format cannot read (a date that is not YYYY-MM-DD, an amount that is not a decimal)
// is printed as given rather than dropped: the form shows what the data said.
import { bahttext } from 'bahttext';
import type { FieldFormat } from '../../../contract/pdf-template';
import { toSatang } from '../../validation/money';
import { formatQuantity, formatThaiDate, formatUnitPrice } from '../format';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function numericDate(value: string, yearShift: number): string {
  const match = ISO_DATE.exec(value);
  if (!match) return value;
  return `${match[3]}/${match[2]}/${Number(match[1]) + yearShift}`;
}

function amountInWords(value: string): string {
  const satang = toSatang(value.replace(/,/g, ''));
  return satang === undefined ? value : bahttext(Number(satang) / 100);
}

export function fieldText(value: string | undefined, format: FieldFormat | null): string {
  const text = (value ?? '').trim();
  if (text === '' || !format) return text;
  switch (format) {
    case 'DATE_BE_LONG':
      return formatThaiDate(text);
    case 'DATE_BE':
      return numericDate(text, 543);
    case 'DATE_CE':
      return numericDate(text, 0);
    case 'AMOUNT':
      // Amounts have 2 places; a unit price may have 4 (fuel by the litre), none rounded away.
      return formatUnitPrice(text);
    case 'AMOUNT_WORDS_TH':
      return amountInWords(text);
    case 'NUMBER':
      return formatQuantity(text);
  }
}

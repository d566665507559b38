// One cell, checked and normalised by the column's input type. Values are kept as text (numbers
// too), so that nothing is lost to floating point on the way to the documents. Wherever digits
// are read (numbers, dates, IDs, phones, branch codes), Thai digits count as digits.
import { isEmail } from '../../../../contract/email';
import { isThaiPhone, normalisePhone } from '../../../../contract/phone';
import { isValidTaxId } from '../../../../contract/tax-id';
import { asciiDigits } from '../../../validation/thai-digits';
import type { CellInput, ProblemCode } from './types';

export type Checked = { value: string } | { code: ProblemCode; params?: Record<string, string | number> };

/** The text of a cell as the user typed or Excel shows it (numbers in plain notation). */
export function cellText(cell: CellInput): string {
  if (cell === null) return '';
  if (cell instanceof Date) return isoDate(cell);
  if (typeof cell === 'number') return plainNumber(cell);
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  return cell.trim();
}

/** A number without exponent or float noise (0.1 + 0.2 → "0.3", 9999999.1234 stays). */
function plainNumber(value: number): string {
  if (Number.isInteger(value) && Math.abs(value) < 1e21) return BigInt(value).toString();
  // A spreadsheet keeps 15 significant digits; the shortest text of that number has no noise.
  const rounded = Number(value.toPrecision(15));
  const text = String(rounded);
  return /e/i.test(text) ? rounded.toFixed(20).replace(/0+$/, '').replace(/\.$/, '') : text;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The cell's text with Thai digits as ASCII digits, for the checks that read digits. */
const digitText = (cell: CellInput): string => asciiDigits(cellText(cell));

/** Thousands separators are fine where they are well placed: 1,234,567.50. */
const GROUPED = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/;
const PLAIN = /^-?\d+(\.\d+)?$/;

function numberText(cell: CellInput): string | undefined {
  const text = digitText(cell);
  if (PLAIN.test(text)) return text;
  if (GROUPED.test(text)) return text.replace(/,/g, '');
  return undefined;
}

export function checkInteger(cell: CellInput): Checked {
  const text = numberText(cell);
  if (text === undefined || text.includes('.')) return { code: 'INTEGER' };
  return { value: text.replace(/^(-?)0+(?=\d)/, '$1') };
}

/** A decimal of at most `maxPlaces` significant places (2 for money, 4 for quantities and prices). */
export function checkDecimal(cell: CellInput, maxPlaces = 2): Checked {
  const text = numberText(cell);
  if (text === undefined) return { code: 'DECIMAL' };
  const [whole, fraction = ''] = text.split('.');
  const places = fraction.replace(/0+$/, '');
  if (places.length > maxPlaces) return { code: 'DECIMAL_PLACES', params: { max: maxPlaces } };
  const normalised = whole!.replace(/^(-?)0+(?=\d)/, '$1');
  return { value: places ? `${normalised}.${places}` : normalised };
}

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const THAI = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
/** Excel's day 1 is 1900-01-01, and it counts a 29 February 1900 that never was (day 60). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

/** A year above 2400 is Buddhist era (Thai users type 2569 for 2026): minus 543. */
const GREGORIAN_FROM_BUDDHIST = 543;
const BUDDHIST_ERA_ABOVE = 2400;

/** The day as YYYY-MM-DD, or undefined when it is no real day of 1900–2200. */
function validDate(givenYear: number, month: number, day: number): string | undefined {
  const year = givenYear > BUDDHIST_ERA_ABOVE ? givenYear - GREGORIAN_FROM_BUDDHIST : givenYear;
  if (year < 1900 || year > 2200) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return undefined;
  }
  return isoDate(date);
}

const dateOfDay = (date: Date) => validDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());

/**
 * YYYY-MM-DD, DD/MM/YYYY, a real Excel date, or an Excel date serial (a number in a date column)
 * → YYYY-MM-DD. Whatever the form, a year above 2400 is Buddhist era: a Thai user's 20/11/2569
 * that Excel stored as a date in AD 2569 is 2026-11-20, as the same text is.
 */
export function checkDate(cell: CellInput): Checked {
  let date: string | undefined;
  if (cell instanceof Date) date = Number.isNaN(cell.getTime()) ? undefined : dateOfDay(cell);
  else if (typeof cell === 'number') {
    if (Number.isInteger(cell) && cell >= 1 && cell <= 2_958_465 && cell !== 60) {
      const days = cell < 60 ? cell + 1 : cell;
      date = dateOfDay(new Date(EXCEL_EPOCH + days * DAY_MS));
    }
  } else {
    const text = digitText(cell);
    const iso = ISO.exec(text);
    const thai = THAI.exec(text);
    if (iso) date = validDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
    else if (thai) date = validDate(Number(thai[3]), Number(thai[2]), Number(thai[1]));
  }
  return date ? { value: date } : { code: 'DATE' };
}

export function checkEmail(cell: CellInput): Checked {
  const text = cellText(cell);
  return isEmail(text) ? { value: text } : { code: 'EMAIL' };
}

/** A Thai phone number; a number cell lost its leading 0 to Excel, which is put back. */
export function checkTel(cell: CellInput): Checked {
  const digits = digitText(cell);
  const text = typeof cell === 'number' && /^\d{8,9}$/.test(digits) ? `0${digits}` : digits;
  return isThaiPhone(text) ? { value: normalisePhone(text) } : { code: 'TEL' };
}

/** 13 digits with the check digit; a 12-digit number cell lost its leading 0 to Excel. */
export function checkTaxId(cell: CellInput): Checked {
  const digits = digitText(cell).replace(/[\s-]/g, '');
  const text = typeof cell === 'number' && digits.length === 12 ? `0${digits}` : digits;
  return isValidTaxId(text) ? { value: text } : { code: 'TAX_ID' };
}

const BRANCH_CODE = /^\d{1,5}$/;

/**
 * A branch code: exactly 5 digits. A spreadsheet drops the leading zeros of 00000 or 00001 (a
 * number cell, or a CSV it saved): they are put back.
 */
export function checkBranchCode(cell: CellInput): Checked {
  const text = typeof cell === 'number' && !Number.isInteger(cell) ? '' : digitText(cell);
  return BRANCH_CODE.test(text) ? { value: text.padStart(5, '0') } : { code: 'BRANCH_CODE' };
}

/** One of the options; a match that differs only in case takes the option's spelling. */
export function checkOption(cell: CellInput, options: readonly string[]): Checked {
  const text = cellText(cell);
  const match =
    options.find((option) => option === text) ?? options.find((o) => o.toLowerCase() === text.toLowerCase());
  return match !== undefined ? { value: match } : { code: 'OPTION', params: { allowed: options.join(', ') } };
}

const YES = new Set(['true', 'y', 'yes', '1', 'ใช่']);
const NO = new Set(['false', 'n', 'no', '0', 'ไม่ใช่']);

export function checkCheckbox(cell: CellInput): Checked {
  const text = cellText(cell).toLowerCase();
  if (YES.has(text)) return { value: 'Y' };
  if (NO.has(text)) return { value: 'N' };
  return { code: 'CHECKBOX' };
}

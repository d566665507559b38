// One .xlsx cell as plain data, read as Excel shows it.
import type ExcelJS from 'exceljs';

/**
 * What one cell holds: text, a number, a boolean, a real Excel date (UTC midnight), or nothing.
 * A number in a percent format is text: its percent, "7%" for 0.07.
 */
export type CellValue = string | number | boolean | Date | null;

/** An exceljs cell value as plain data: rich text joined, a formula's result, a link's text. */
function plainValue(value: ExcelJS.CellValue | undefined): CellValue {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  // A hand-made file can hold a number cell that is no number, or a date beyond the calendar.
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if ('richText' in value) return plainValue(value.richText.map((part) => part.text).join(''));
  if ('formula' in value || 'sharedFormula' in value) return plainValue(value.result);
  if ('hyperlink' in value) return plainValue(value.text);
  if ('error' in value) return value.error;
  return null;
}

/**
 * A format that shows a number × 100: a `%` outside quoted text ("%"), colour or locale brackets
 * ([Red]) and the padding (_%) and fill (*%) codes, which print it as a mere character. (exceljs
 * drops the backslash of an escaped \% as it reads the styles: `0\%` reads as `0%`.)
 */
function isPercentFormat(numFmt: string | undefined): boolean {
  return (numFmt ?? '').replace(/"[^"]*"|\[[^\]]*]|[_*]./g, '').includes('%');
}

/**
 * value × 100 with a `%`, in plain notation and without float noise (0.07 → "7%", 0.075 →
 * "7.5%", 1e-7 → "0.00001%"): the decimal point of the value's text moved two places, never a
 * multiplication (0.07 × 100 is 7.000000000000001). The value to the 15 significant digits that
 * Excel shows, so that a formula's 0.30000000000000004 is 30 %, as on the screen.
 */
function percentText(value: number): string {
  const shown = Number(Math.abs(value).toPrecision(15));
  const [mantissa = '0', exponent = '0'] = shown.toString().split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  const point = whole.length + Number(exponent) + 2;
  const padded = point <= 0 ? '0'.repeat(1 - point) + digits : digits.padEnd(point, '0');
  const at = Math.max(point, 1);
  const integer = padded.slice(0, at).replace(/^0+(?=\d)/, '');
  const decimals = padded.slice(at).replace(/0+$/, '');
  const sign = value < 0 && /[1-9]/.test(digits) ? '-' : '';
  return `${sign}${integer}${decimals ? `.${decimals}` : ''}%`;
}

/** A cell as plain data; a number shown as a percent is read as that percent ("7%"). */
export function cellValue(cell: ExcelJS.Cell): CellValue {
  const value = plainValue(cell.value);
  return typeof value === 'number' && isPercentFormat(cell.numFmt) ? percentText(value) : value;
}

// CSV for spreadsheets (domain.md "Thai conventions"): a UTF-8 byte-order mark so that Excel
// reads Thai correctly, CRLF line ends, RFC 4180 quoting, and text cells that a spreadsheet
// would run as a formula (= + - @, tab, carriage return) neutralised with a leading quote.

import { saveFile } from 'src/lib/save-file';

export const UTF8_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell that starts like a formula gets a leading ' (OWASP "CSV injection"). */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export type CsvValue = string | number | boolean | null | undefined;

/** One cell: numbers as they are, text guarded against formulas, quoted when needed. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? neutraliseFormula(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: BOM, header row, data rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','));
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}

/** Saves text as a file (the browser's download). */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  saveFile(fileName, new Blob([text], { type }));
}

/** `<base>-YYYYMMDD-HHmm.csv` in local time (Gregorian, so files sort by name). */
export function csvFileName(base: string, now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const stamp = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}-${pad(now.getHours())}${pad(now.getMinutes())}`;
  return `${base}-${stamp}.csv`;
}

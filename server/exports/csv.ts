// CSV for spreadsheets (domain.md "Thai conventions"): a UTF-8 byte-order mark so that Excel
// reads Thai, CRLF line ends, RFC 4180 quoting, and text that a spreadsheet would run as a
// formula (= + - @, tab, carriage return) neutralised with a leading quote (OWASP "CSV injection").

export const UTF8_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | null;

/** One cell: numbers as they are, text guarded against formulas, quoted when needed. */
export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  const text = typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of the file, its CRLF included. */
export const csvLine = (cells: readonly CsvValue[]) => `${cells.map(csvCell).join(',')}\r\n`;

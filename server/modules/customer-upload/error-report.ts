// The error report: the staged rows back in the template's layout and file type (each at its row
// number in the file, the header row above the first data row), every cell with a problem marked,
// and one added column describing the row's problems — so that a user fixes the file and uploads
// it again as it is. The template reads its own columns only, so the added one is never read.
//
// The cells are written from the staged values, which are the file's values normalised where they
// passed their rule and the text as read where they did not: in a DATE column a real day goes back
// as a date cell, in a number column a plain number as a number cell (a failed 1.234 too: it is
// the number typed), everything else as the text it was. Read again, every cell gives the value it
// gave the first time, so an unchanged report gets the same verdicts.
import Papa from 'papaparse';
import { excelDate, SHEET_DATE_FORMATS } from '../../files/spreadsheet-dates';
import type { Language } from '../../http/language';
import { say } from '../../http/language';
import { loadExcelJs } from '../../lazy';
import { columnIndex, columnLetter, type FileKind } from './file-reading';
import { uploadMessages } from './messages';
import type { RowRecord } from './repository';
import { describeProblem } from './row-rules';

export interface ErrorReport {
  fileName: string;
  contentType: string;
  content: Buffer;
}

interface ReportColumn {
  inputCol: string;
  columnName: string;
  dataTypeKey: string;
  /** The column's input type (DATE, DECIMAL …): which staged values are dates or numbers. */
  inputType: string;
}

export interface ErrorReportInput {
  uploadId: number;
  /** The template's file type: the report is a file the template reads. */
  kind: FileKind;
  startRow: number;
  columns: readonly ReportColumn[];
  rows: readonly RowRecord[];
  language: Language;
}

/** A cell of the report: a date cell, a number cell, or text. */
type ReportCell = Date | number | string;

interface ReportRow {
  rowNo: number;
  cells: Map<string, ReportCell>;
  /** The columns of cells with a problem. */
  marked: Set<string>;
  /** "column field: problem", one line each; null for a row without problems. */
  errors: string | null;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** At most 15 significant digits and 10 decimals: a double holds it exactly, and reads back the same. */
const PLAIN_NUMBER = /^-?\d{1,15}(\.\d{1,10})?$/;
const NUMBER_TYPES = new Set(['INTEGER', 'DECIMAL']);

/** A staged value as the cell it is written as (see the top of the file). */
function reportCell(value: string, inputType: string): ReportCell {
  if (inputType === 'DATE' && ISO_DAY.test(value)) {
    const date = excelDate(value);
    // A real day in the years the rules take from text (an impossible day, or a year a date
    // cell would read otherwise — above 2400 is Buddhist era —, stays the text it was).
    const real = !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    if (real && date.getUTCFullYear() >= 1900 && date.getUTCFullYear() <= 2200) return date;
  }
  if (NUMBER_TYPES.has(inputType) && PLAIN_NUMBER.test(value) && String(Number(value)) === value) {
    return Number(value);
  }
  return value;
}

function reportRows(input: ErrorReportInput): ReportRow[] {
  const nameOf = new Map(input.columns.map((c) => [c.dataTypeKey, c.columnName]));
  return input.rows.map((row) => {
    const cells = new Map<string, ReportCell>();
    for (const column of input.columns) {
      const value = row.data[column.dataTypeKey];
      if (value !== undefined && value !== null)
        cells.set(column.inputCol, reportCell(value, column.inputType));
    }
    const lines = row.problems.map((problem) => {
      const where = [problem.column, nameOf.get(problem.key) ?? problem.key].filter(Boolean).join(' ');
      return `${where}: ${describeProblem(problem, input.language)}`;
    });
    const marked = new Set(row.problems.flatMap((problem) => (problem.column ? [problem.column] : [])));
    return { rowNo: row.rowNo, cells, marked, errors: lines.length ? lines.join('\n') : null };
  });
}

const MARKED = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFC7CE' } } as const;
const MARKED_FONT = { color: { argb: 'FF9C0006' } };

async function writeXlsx(
  input: ErrorReportInput,
  rows: readonly ReportRow[],
  layout: Layout,
): Promise<Buffer> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Data');
  if (layout.headerRow) {
    for (const column of input.columns)
      sheet.getCell(`${column.inputCol}${layout.headerRow}`).value = column.columnName;
    sheet.getCell(`${layout.errorCol}${layout.headerRow}`).value = layout.errorTitle;
    sheet.getRow(layout.headerRow).font = { bold: true };
  }
  for (const row of rows) {
    for (const [col, value] of row.cells) {
      const cell = sheet.getCell(`${col}${row.rowNo}`);
      cell.value = value;
      if (value instanceof Date) cell.numFmt = SHEET_DATE_FORMATS[input.language];
    }
    for (const col of row.marked) {
      const cell = sheet.getCell(`${col}${row.rowNo}`);
      cell.fill = MARKED;
      cell.font = MARKED_FONT;
    }
    if (row.errors === null) continue;
    const errorCell = sheet.getCell(`${layout.errorCol}${row.rowNo}`);
    errorCell.value = row.errors;
    errorCell.font = MARKED_FONT;
    errorCell.alignment = { wrapText: true, vertical: 'top' };
  }
  sheet.getColumn(layout.errorCol).width = 60;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A date as a user types it in a CSV: DD/MM/BBBB in Thai (a year above 2400 is read as BE), ISO in English. */
function csvDate(date: Date, language: Language): string {
  const iso = date.toISOString().slice(0, 10);
  if (language === 'en') return iso;
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${Number(year) + 543}`;
}

/**
 * A CSV the reader takes back: UTF-8 with a byte-order mark (as Excel saves "CSV UTF-8"), commas,
 * CRLF; one record per row of the file, an empty line for a blank one, so that every row keeps
 * its number.
 */
function writeCsv(input: ErrorReportInput, rows: readonly ReportRow[], layout: Layout): Buffer {
  const width = columnIndex(layout.errorCol);
  const records = new Map<number, string[]>();
  const put = (rowNo: number, col: string, text: string) => {
    const record = records.get(rowNo) ?? Array<string>(width).fill('');
    record[columnIndex(col) - 1] = text;
    records.set(rowNo, record);
  };
  if (layout.headerRow) {
    for (const column of input.columns) put(layout.headerRow, column.inputCol, column.columnName);
    put(layout.headerRow, layout.errorCol, layout.errorTitle);
  }
  for (const row of rows) {
    for (const [col, value] of row.cells) {
      put(row.rowNo, col, value instanceof Date ? csvDate(value, input.language) : String(value));
    }
    if (row.errors !== null) put(row.rowNo, layout.errorCol, row.errors);
  }
  const lastRow = Math.max(0, ...records.keys());
  const lines = Array.from({ length: lastRow }, (_, index) => {
    const record = records.get(index + 1);
    return record ? Papa.unparse([record], { newline: '\r\n' }) : '';
  });
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

interface Layout {
  /** The row above the first data row, when there is one: the column titles. */
  headerRow: number | undefined;
  /** The column after the template's last one. */
  errorCol: string;
  errorTitle: string;
}

const FILE_TYPES: Record<FileKind, { contentType: string; extension: string }> = {
  XLSX: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
  },
  CSV: { contentType: 'text/csv; charset=utf-8', extension: 'csv' },
};

export async function errorReport(input: ErrorReportInput): Promise<ErrorReport> {
  const layout: Layout = {
    headerRow: input.startRow > 1 ? input.startRow - 1 : undefined,
    errorCol: columnLetter(Math.max(0, ...input.columns.map((c) => columnIndex(c.inputCol))) + 1),
    errorTitle: say({ language: input.language }, uploadMessages.errorColumn),
  };
  const rows = reportRows(input);
  const type = FILE_TYPES[input.kind];
  return {
    fileName: `import-${input.uploadId}-errors.${type.extension}`,
    contentType: type.contentType,
    content: input.kind === 'XLSX' ? await writeXlsx(input, rows, layout) : writeCsv(input, rows, layout),
  };
}

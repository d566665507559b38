// A file's data rows as cells keyed by column letter, read as a stream and never past the row
// limit: the (limit + 1)-th data row stops the reading, so a million-row file costs what ten
// thousand rows cost.
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { Readable } from 'node:stream';
import { columnLetter, MAX_COLUMN_INDEX } from './column-letters';
import { FileReadError } from './errors';
import { decodeText, type FileKind } from './file-kind';

/** What one cell holds: text, a number, a boolean, a real Excel date (UTC midnight), or nothing. */
export type CellValue = string | number | boolean | Date | null;

export interface FileRow {
  /** The row number in the file, as Excel shows it (1-based). */
  rowNo: number;
  /** Cells by column letter A … AZ; empty cells are absent. */
  cells: Record<string, CellValue>;
}

export interface ReadResult {
  rows: FileRow[];
  /** The row above the first data row (the column titles), by column letter. */
  headers: Record<string, string>;
}

export interface ReadOptions {
  /** The first data row (1-based). */
  startRow: number;
  maxRows: number;
}

/** Collects data rows from startRow on, skipping blank ones, and stops past the limit. */
class RowCollector {
  readonly rows: FileRow[] = [];
  headers: Record<string, string> = {};
  constructor(private readonly options: ReadOptions) {}

  add(rowNo: number, cells: Record<string, CellValue>): void {
    if (rowNo === this.options.startRow - 1) {
      this.headers = Object.fromEntries(Object.entries(cells).map(([col, value]) => [col, textOf(value)]));
      return;
    }
    if (rowNo < this.options.startRow || Object.keys(cells).length === 0) return;
    if (this.rows.length >= this.options.maxRows) {
      throw new FileReadError('TOO_MANY_ROWS', { limit: this.options.maxRows });
    }
    this.rows.push({ rowNo, cells });
  }
}

const textOf = (value: CellValue): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : value === null ? '' : String(value);

/** An exceljs cell value as plain data: rich text joined, a formula's result, a link's text. */
function plainValue(value: ExcelJS.CellValue): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if ('richText' in value) return plainValue(value.richText.map((part) => part.text).join(''));
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: unknown }).result;
    if (result && typeof result === 'object' && 'error' in result) return String(result.error);
    return plainValue((result ?? null) as ExcelJS.CellValue);
  }
  if ('hyperlink' in value) return plainValue((value as { text?: ExcelJS.CellValue }).text ?? null);
  if ('error' in value) return String(value.error);
  return null;
}

async function readXlsx(content: Buffer, collector: RowCollector): Promise<void> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([content]), {
    sharedStrings: 'cache',
    // Styles tell a date from a number: with them, date cells arrive as Date.
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
  });
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const cells: Record<string, CellValue> = {};
      row.eachCell({ includeEmpty: false }, (cell, column) => {
        if (column > MAX_COLUMN_INDEX) return;
        const value = plainValue(cell.value);
        if (value !== null) cells[columnLetter(column)] = value;
      });
      collector.add(row.number, cells);
    }
    return; // the first sheet only
  }
}

function readCsv(content: Buffer, collector: RowCollector): void {
  const text = decodeText(content);
  if (text === undefined) throw new FileReadError('WRONG_TYPE');
  let rowNo = 0;
  let failure: FileReadError | undefined;
  Papa.parse<string[]>(text, {
    skipEmptyLines: false,
    step: (result, parser) => {
      rowNo += 1;
      const cells: Record<string, CellValue> = {};
      result.data.slice(0, MAX_COLUMN_INDEX).forEach((value, index) => {
        if (value.trim() !== '') cells[columnLetter(index + 1)] = value;
      });
      try {
        collector.add(rowNo, cells);
      } catch (error) {
        if (!(error instanceof FileReadError)) throw error;
        failure = error;
        parser.abort();
      }
    },
  });
  if (failure) throw failure;
}

/** The data rows of a file already known (file-kind.ts, zip-guard.ts) to be of this kind. */
export async function readRows(content: Buffer, kind: FileKind, options: ReadOptions): Promise<ReadResult> {
  const collector = new RowCollector(options);
  try {
    if (kind === 'XLSX') await readXlsx(content, collector);
    else readCsv(content, collector);
  } catch (error) {
    if (error instanceof FileReadError) throw error;
    throw new FileReadError('UNREADABLE');
  }
  return { rows: collector.rows, headers: collector.headers };
}

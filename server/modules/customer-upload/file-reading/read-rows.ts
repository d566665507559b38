// A file's data rows as cells keyed by column letter, read as a stream and never past the row
// limit: the (limit + 1)-th data row stops the reading, so a million-row file costs what ten
// thousand rows cost, and the row array never holds more than the limit.
import Papa from 'papaparse';
import { cellValue, type CellValue } from './cell-value';
import { columnLetter, MAX_COLUMN_INDEX } from './column-letters';
import { FileReadError } from './errors';
import { decodeText, type FileKind } from './file-kind';
import { workbookReader } from './workbook-reader';
import { workbookStream } from './workbook-stream';
import { checkWorkbookZip } from './zip-guard';

export interface FileRow {
  /** The row number in the file, as Excel shows it (1-based). */
  rowNo: number;
  /** Cells by column letter A … AZ; an empty cell is absent (read it as null). */
  cells: Record<string, CellValue>;
}

export interface ReadResult {
  rows: FileRow[];
  /** The row above the first data row (the column titles) as text, by column letter. */
  headers: Record<string, string>;
}

export interface ReadOptions {
  /** The first data row (1-based); the row above it holds the headers. */
  startRow: number;
  maxRows: number;
}

const isBlank = (value: CellValue) => value === null || (typeof value === 'string' && value.trim() === '');

const textOf = (value: CellValue): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : value === null ? '' : String(value);

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
    // A row of blanks is a blank line at the end or a row that only carries formatting.
    if (rowNo < this.options.startRow || Object.values(cells).every(isBlank)) return;
    if (this.rows.length >= this.options.maxRows) {
      throw new FileReadError('TOO_MANY_ROWS', { limit: this.options.maxRows });
    }
    this.rows.push({ rowNo, cells });
  }
}

async function readXlsx(content: Buffer, collector: RowCollector): Promise<void> {
  const input = workbookStream(await checkWorkbookZip(content));
  const reader = await workbookReader(input, {
    sharedStrings: 'cache',
    // Styles tell a date from a number and a percent from a number: with them, date cells arrive
    // as Date and the number formats are known.
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        // <row r> is optional in the format, but exceljs numbers rows only by it.
        if (!Number.isInteger(row.number) || row.number < 1) throw new FileReadError('UNREADABLE');
        const cells: Record<string, CellValue> = {};
        row.eachCell({ includeEmpty: false }, (cell, column) => {
          const value = column <= MAX_COLUMN_INDEX ? cellValue(cell) : null;
          if (value !== null) cells[columnLetter(column)] = value;
        });
        collector.add(row.number, cells);
      }
      return; // the first sheet only (the stream holds no other)
    }
  } finally {
    input.destroy();
  }
  throw new FileReadError('UNREADABLE'); // no worksheet
}

function readCsv(content: Buffer, collector: RowCollector): void {
  const text = decodeText(content);
  if (text === undefined) throw new FileReadError('UNREADABLE');
  let rowNo = 0;
  let stop: FileReadError | undefined;
  Papa.parse<string[]>(text, {
    // Thai Excel separates with commas; guessing the delimiter could split a one-column file on "|".
    delimiter: ',',
    // In pieces: in one piece, papaparse splits the whole text into lines before the first step
    // (a million strings and 250 ms for a million rows, however early we stop).
    chunkSize: 64 * 1024,
    step: (result, parser) => {
      rowNo += 1; // one record, one row as Excel shows it, even when a quoted cell spans lines
      const cells: Record<string, CellValue> = {};
      result.data.slice(0, MAX_COLUMN_INDEX).forEach((value, index) => {
        if (value !== '') cells[columnLetter(index + 1)] = value;
      });
      try {
        collector.add(rowNo, cells);
      } catch (error) {
        if (!(error instanceof FileReadError)) throw error;
        stop = error;
        parser.abort();
      }
    },
  });
  if (stop) throw stop;
}

/**
 * The data rows of a file of this kind (file-kind.ts). An .xlsx goes through the zip guard first.
 * FileReadError UNREADABLE when it cannot be parsed, TOO_MANY_ROWS past `maxRows` data rows.
 */
export async function readUploadRows(
  content: Buffer,
  kind: FileKind,
  options: ReadOptions,
): Promise<ReadResult> {
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

// The file of a list export (docs/exports.md): the rows of the list's search, batch by batch, as
// CSV or .xlsx, streamed into the reply. Only one batch is in memory; the workbook is written
// with exceljs' streaming WorkbookWriter, each row committed as it goes.
import type { FastifyReply } from 'fastify';
import { once } from 'node:events';
import { PassThrough, Readable, type Writable } from 'node:stream';
import { EXPORT_TYPES, type ExportFormat } from '../../contract/exports';
import type { ServiceContext } from '../command/context';
import { readableFileName } from '../files/file-names';
import {
  bangkokWallClock,
  excelDate,
  SHEET_DATE_FORMATS,
  streamingWorkbook,
} from '../files/spreadsheet-dates';
import { contentDisposition } from '../http/content-disposition';
import type { Language } from '../http/language';
import type { Text } from '../validation/messages';
import { csvCell, csvLine, UTF8_BOM } from './csv';

/**
 * What a column holds: text; a count (a number); money as stored (a decimal string, '1070.00');
 * a calendar date (YYYY-MM-DD); a moment (a Date, shown on Bangkok's clock).
 */
export type ExportKind = 'text' | 'count' | 'money' | 'date' | 'time';
type ValueOf<K extends ExportKind> = K extends 'count' ? number : K extends 'time' ? Date : string;

export interface ExportColumn<Row, K extends ExportKind = ExportKind> {
  header: Text;
  kind: K;
  value: (row: Row, language: Language) => ValueOf<K> | null;
  /** In characters, in the workbook. */
  width?: number;
}

export interface ExportTable<Row> {
  /** The sheet's name and the file's name (with the moment of the export). */
  title: Text;
  columns: readonly ExportColumn<Row>[];
  batches: AsyncIterable<Row[]>;
}

/** A column of a kind, its value typed by the kind. */
export const column = <Row, K extends ExportKind>(spec: ExportColumn<Row, K>) =>
  spec as unknown as ExportColumn<Row>;

/** Rows of one worksheet (Excel holds 1,048,576 with the header); more go on a next sheet. */
export const SHEET_ROWS = 1_000_000;

const MONEY_FORMAT = '#,##0.00;-#,##0.00';
const COUNT_FORMAT = '#,##0';
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** A calendar date as people write it: DD/MM/BBBB in Thai (Buddhist era), ISO in English. */
function dateText(iso: string, language: Language): string {
  if (language === 'en') return iso;
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${Number(year) + 543}`;
}

/** The text of one CSV cell. Money stays a plain number (a minus is no formula there). */
function csvText<Row>(column: ExportColumn<Row>, row: Row, language: Language): string {
  const value = column.value(row, language);
  if (value === null) return '';
  if (value instanceof Date) {
    const wall = bangkokWallClock(value).toISOString();
    return `${dateText(wall.slice(0, 10), language)} ${wall.slice(11, 19)}`;
  }
  if (column.kind === 'money' && typeof value === 'string' && DECIMAL.test(value)) return value;
  if (column.kind === 'date' && typeof value === 'string') return csvCell(dateText(value, language));
  return csvCell(value);
}

async function* csvChunks<Row>(table: ExportTable<Row>, language: Language): AsyncGenerator<Buffer> {
  yield Buffer.from(UTF8_BOM + csvLine(table.columns.map((c) => c.header[language])), 'utf8');
  for await (const batch of table.batches) {
    const lines = batch.map((row) => `${table.columns.map((c) => csvText(c, row, language)).join(',')}\r\n`);
    yield Buffer.from(lines.join(''), 'utf8');
  }
}

function cellOf<Row>(column: ExportColumn<Row>, row: Row, language: Language): string | number | Date | null {
  const value = column.value(row, language);
  if (value === null) return null;
  if (value instanceof Date) return bangkokWallClock(value);
  if (column.kind === 'money' && typeof value === 'string' && DECIMAL.test(value)) return Number(value);
  if (column.kind === 'date' && typeof value === 'string') return excelDate(value);
  return value;
}

function numFmtOf(kind: ExportKind, language: Language): string | undefined {
  if (kind === 'money') return MONEY_FORMAT;
  if (kind === 'count') return COUNT_FORMAT;
  if (kind === 'date') return SHEET_DATE_FORMATS[language];
  if (kind === 'time') return `${SHEET_DATE_FORMATS[language]} hh:mm:ss`;
  return undefined;
}

/** A writable of Node's streams, or of the older `readable-stream` archiver pipes through. */
interface Pipe extends Writable {
  _writableState?: { needDrain?: boolean };
}
const needsDrain = (pipe: Pipe) => pipe.writableNeedDrain ?? pipe._writableState?.needDrain ?? false;

/**
 * Waits until the zip has taken the sheet's rows and the reader the zip's bytes: the memory stays
 * one batch and a few buffers. exceljs writes a sheet's XML into archiver's pipe without heeding
 * its backpressure (exceljs issue #734), so rows made faster than they deflate piled up there:
 * 900 MB of XML at 1,000,000 rows before this wait. The pipe is the first of the sheet's stream's.
 */
async function caughtUp(sheet: object, out: Writable): Promise<void> {
  const sheetPipe = (sheet as { stream?: { pipes?: Pipe[] } }).stream?.pipes?.[0];
  for (const pipe of [sheetPipe, out]) {
    if (!pipe || !needsDrain(pipe)) continue;
    // A reader gone (the download cancelled) ends the wait, and the export with an error; the
    // listener that lost the race is removed (a million rows make thousands of waits).
    const waiting = new AbortController();
    const { signal } = waiting;
    await Promise.race([once(pipe, 'drain', { signal }), once(out, 'close', { signal })]).finally(() =>
      waiting.abort(),
    );
    if (out.destroyed) throw new Error('the export was closed before its end');
  }
}

async function writeWorkbook<Row>(table: ExportTable<Row>, language: Language, out: Writable): Promise<void> {
  const workbook = await streamingWorkbook(out);
  const title = table.title[language];
  const addSheet = (n: number) => {
    const sheet = workbook.addWorksheet(n === 1 ? title : `${title} (${n})`, {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    sheet.columns = table.columns.map((c) => {
      const numFmt = numFmtOf(c.kind, language);
      return { width: c.width ?? 16, ...(numFmt ? { style: { numFmt } } : {}) };
    });
    const header = sheet.addRow(table.columns.map((c) => c.header[language]));
    header.font = { bold: true };
    header.commit();
    return sheet;
  };
  let sheets = 1;
  let sheet = addSheet(sheets);
  let inSheet = 0;
  for await (const batch of table.batches) {
    for (const row of batch) {
      if (inSheet === SHEET_ROWS) {
        sheet.commit();
        sheet = addSheet((sheets += 1));
        inSheet = 0;
      }
      sheet.addRow(table.columns.map((c) => cellOf(c, row, language))).commit();
      inSheet += 1;
    }
    await caughtUp(sheet, out);
  }
  sheet.commit();
  await workbook.commit();
}

/** `<title>-YYYYMMDD-HHmm.<format>` on Bangkok's clock (Gregorian, so that files sort by name). */
export function exportFileName(title: string, format: ExportFormat, now: Date = new Date()): string {
  const stamp = bangkokWallClock(now).toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
  return readableFileName(`${title}-${stamp}`, format, 'export');
}

/**
 * Answers with the table as a file. The first batch is read before the headers go out, so that
 * a failure of the search itself is an ordinary failure answer; a later one can only cut the
 * download short, and is logged.
 */
export async function sendExport<Row>(
  reply: FastifyReply,
  ctx: ServiceContext,
  format: ExportFormat,
  table: ExportTable<Row>,
): Promise<FastifyReply> {
  const iterator = table.batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  const batches = (async function* () {
    if (first.done) return;
    yield first.value;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  })();
  const read: ExportTable<Row> = { ...table, batches };
  const language = ctx.language;
  let body: Readable;
  if (format === 'csv') {
    body = Readable.from(csvChunks(read, language), { objectMode: false });
  } else {
    const out = new PassThrough();
    writeWorkbook(read, language, out).catch((error: unknown) => {
      ctx.log.error({ err: error }, 'export failed while streaming');
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    body = out;
  }
  return reply
    .type(EXPORT_TYPES[format])
    .header(
      'content-disposition',
      contentDisposition('attachment', exportFileName(table.title[language], format)),
    )
    .header('x-content-type-options', 'nosniff')
    .send(body);
}

// exceljs' streaming reader, made to decode UTF-8 across chunk boundaries.
//
// Why: exceljs (4.4) turns every chunk of an inflated part into text on its own
// (lib/utils/parse-sax.js calls `textDecoder.decode(chunk)` without `{ stream: true }`). A chunk
// ends wherever zlib's 16 KB output buffer or the zip stream's read ends, so a character that
// straddles two chunks — a Thai character is 3 bytes — becomes U+FFFD U+FFFD: about 1 % of the
// rows of a 10,000-row Thai workbook were staged broken (upstream issues 2063, 2084, 2316; the
// fixes PR 1665, 2081, 2213 were never merged). parse-sax passes strings through untouched, so
// here every part reaches it as text already, each decoded by one StringDecoder from its first
// byte to its last: the parts read from a zip entry stream through the entry's own decoder
// (setEncoding), the worksheet, which exceljs reads through an iterator, through utf8Text.
import type ExcelJS from 'exceljs';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { lazy, loadExcelJs } from '../../../lazy';

type Chunks = AsyncIterable<Buffer | string>;

/** exceljs' reader's own steps, one per part (lib/stream/xlsx/workbook-reader.js). */
interface ReaderSteps {
  _parseRels: (this: unknown, entry: Readable) => Promise<void>;
  _parseWorkbook: (this: unknown, entry: Readable) => Promise<void>;
  _parseStyles: (this: unknown, entry: Readable) => Promise<void>;
  _parseSharedStrings: (this: unknown, entry: Readable) => AsyncGenerator<unknown>;
  _parseWorksheet: (this: unknown, chunks: Chunks, sheetNo: string) => Generator<unknown>;
}

const STEPS = ['_parseRels', '_parseWorkbook', '_parseStyles', '_parseSharedStrings', '_parseWorksheet'];
/** exceljs' reader, loaded with the first upload (server/lazy.ts). */
const loadReader = lazy(async () => {
  const Reader = (await loadExcelJs()).stream.xlsx.WorkbookReader;
  const prototype = Reader.prototype as unknown as Record<string, unknown>;
  // An exceljs that renamed its steps would read every file unguarded: refuse every file instead.
  const missing = STEPS.filter((step) => typeof prototype[step] !== 'function');
  if (missing.length > 0) throw new Error(`exceljs' WorkbookReader has no ${missing.join(', ')}`);
  return Reader;
});

/** The chunks of one part as text, a character cut by a chunk boundary put back together. */
async function* utf8Text(chunks: Chunks): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  for await (const chunk of chunks) {
    const text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
    if (text) yield text;
  }
  const rest = decoder.end();
  if (rest) yield rest;
}

/** exceljs' streaming WorkbookReader over `input`, every part decoded whole. */
export async function workbookReader(
  input: Readable,
  options: Partial<ExcelJS.stream.xlsx.WorkbookStreamReaderOptions>,
): Promise<ExcelJS.stream.xlsx.WorkbookReader> {
  const reader = new (await loadReader())(input, options);
  const steps = reader as unknown as ReaderSteps;
  const { _parseRels, _parseWorkbook, _parseStyles, _parseSharedStrings, _parseWorksheet } = steps;
  steps._parseRels = (entry) => _parseRels.call(reader, entry.setEncoding('utf8'));
  steps._parseWorkbook = (entry) => _parseWorkbook.call(reader, entry.setEncoding('utf8'));
  steps._parseStyles = (entry) => _parseStyles.call(reader, entry.setEncoding('utf8'));
  steps._parseSharedStrings = (entry) => _parseSharedStrings.call(reader, entry.setEncoding('utf8'));
  steps._parseWorksheet = (chunks, sheetNo) => _parseWorksheet.call(reader, utf8Text(chunks), sheetNo);
  return reader;
}

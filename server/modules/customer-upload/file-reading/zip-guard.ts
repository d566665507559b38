// An .xlsx is a zip, and a zip can lie: a few hundred KB may inflate to gigabytes, and exceljs'
// streaming reader trusts nothing and stops at nothing (toolchain.md). So before exceljs sees a
// byte: (1) the central directory — entry count, declared sizes, compression ratios — refused in
// milliseconds; (2) the parts exceljs will read are inflated once, yauzl checking that each
// inflates to exactly what it declares, so a lying header fails as soon as it overflows.
// exceljs then reads only these checked parts (workbook-stream.ts), never the raw file: its
// reader walks the local headers, which may disagree with the directory checked here.
import yauzl from 'yauzl';
import { FileReadError } from './errors';
import { WORKBOOK_PARTS } from './file-kind';

/** A workbook has a dozen entries; two hundred leave room for pictures, comments and the like. */
const MAX_ENTRIES = 200;
/** 10,000 rows × 52 columns of Thai text stay well below this once inflated. */
const MAX_TOTAL_SIZE = 100 * 2 ** 20;
/** Sheet XML of real data deflates about 10–30:1; far beyond that, on a large entry, is a bomb. */
const MAX_RATIO = 200;
const LARGE_ENTRY = 2 ** 20;

/** One checked part: its raw compressed bytes, as the central directory describes them. */
export interface WorkbookPart {
  name: string;
  compressionMethod: number;
  crc32: number;
  uncompressedSize: number;
  data: Buffer;
}

/** The parts exceljs needs, by name; the worksheet is the first one (sheet1, or the lowest number). */
const NEEDED = ['xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml', 'xl/styles.xml'];
const SHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;

const unreadable = () => new FileReadError('UNREADABLE');

/** Step 1: the central directory, read without inflating anything. */
async function directoryOf(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  if (zip.entryCount > MAX_ENTRIES) throw unreadable();
  const entries: yauzl.Entry[] = [];
  let declared = 0;
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      declared += entry.uncompressedSize;
      const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
      if (declared > MAX_TOTAL_SIZE || (entry.uncompressedSize > LARGE_ENTRY && ratio > MAX_RATIO)) {
        return reject(unreadable());
      }
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return entries;
}

/** The entries exceljs will read; a repeated name is refused (which of the two would it read?). */
function neededEntries(entries: yauzl.Entry[]): yauzl.Entry[] {
  const byName = new Map<string, yauzl.Entry>();
  for (const entry of entries) {
    if (byName.has(entry.fileName)) throw unreadable();
    byName.set(entry.fileName, entry);
  }
  if (!WORKBOOK_PARTS.every((name) => byName.has(name))) throw new FileReadError('WRONG_TYPE');
  const sheets = entries
    .filter((entry) => SHEET.test(entry.fileName))
    .sort((a, b) => sheetNo(a) - sheetNo(b));
  const [sheet] = sheets;
  if (!sheet) throw unreadable();
  return [...NEEDED.flatMap((name) => byName.get(name) ?? []), sheet];
}

const sheetNo = (entry: yauzl.Entry) => Number(SHEET.exec(entry.fileName)?.[1]);

/**
 * Step 2: inflates one entry to nowhere — yauzl fails the stream past the declared size — and
 * keeps its last bytes.
 */
async function inflate(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<string> {
  const stream = await zip.openReadStreamPromise(entry);
  let tail: Buffer = Buffer.alloc(0);
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      tail = chunk.length >= 64 ? chunk.subarray(-64) : Buffer.concat([tail, chunk]).subarray(-64);
    }
  } finally {
    stream.destroy();
  }
  return tail.toString('latin1');
}

/** exceljs reads a sheet cut short without a word, as if its rows ended there: it must end whole. */
const WHOLE_SHEET = /<\/([\w.-]+:)?worksheet>\s*$/;

/**
 * The workbook parts of a zip of sane size, checked and ready for exceljs; FileReadError
 * WRONG_TYPE for a zip that is not a workbook, UNREADABLE for a damaged zip or a bomb.
 */
export async function checkWorkbookZip(content: Buffer): Promise<WorkbookPart[]> {
  let zip: yauzl.ZipFile | undefined;
  try {
    zip = await yauzl.fromBufferPromise(content, { lazyEntries: true, validateEntrySizes: true });
    const entries = neededEntries(await directoryOf(zip));
    const parts: WorkbookPart[] = [];
    for (const entry of entries) {
      const tail = await inflate(zip, entry);
      if (SHEET.test(entry.fileName) && !WHOLE_SHEET.test(tail)) throw unreadable();
      // The compressed bytes start after the local header, whose length varies.
      const start = (await zip.readLocalFileHeaderPromise(entry, { minimal: true })).fileDataStart;
      parts.push({
        name: entry.fileName,
        compressionMethod: entry.compressionMethod,
        crc32: entry.crc32,
        uncompressedSize: entry.uncompressedSize,
        data: content.subarray(start, start + entry.compressedSize),
      });
    }
    return parts;
  } catch (error) {
    if (error instanceof FileReadError) throw error;
    throw unreadable();
  } finally {
    zip?.close();
  }
}

// An .xlsx is a zip, and a zip can lie: a few hundred KB may inflate to gigabytes (exceljs'
// streaming reader trusts nothing and stops at nothing — toolchain.md). Before parsing, (1) the
// central directory is read: the entry count and the declared sizes; (2) every entry is inflated
// once with yauzl checking that it inflates to exactly what it declares, so a lying header is
// caught as soon as it overflows. Either refusal is an unreadable file.
import yauzl from 'yauzl';
import { FileReadError } from './errors';

/** A real workbook has a dozen entries; a few hundred leaves room for pictures and comments. */
const MAX_ENTRIES = 300;
/** 10,000 rows × 52 columns of Thai text stay well below this once inflated. */
const MAX_TOTAL_SIZE = 100 * 2 ** 20;
const WORKBOOK_ENTRIES = ['[Content_Types].xml', 'xl/workbook.xml'];

function openZip(content: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(content, { lazyEntries: true, validateEntrySizes: true }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    ),
  );
}

/** Every entry of the central directory, without inflating anything. */
async function entriesOf(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  if (zip.entryCount > MAX_ENTRIES) throw new FileReadError('UNREADABLE');
  const entries: yauzl.Entry[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return entries;
}

/** Inflates one entry, counting; yauzl fails it when it inflates past its declared size. */
function inflate(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<number> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(error);
      let size = 0;
      stream.on('data', (chunk: Buffer) => (size += chunk.length));
      stream.on('end', () => resolve(size));
      stream.on('error', reject);
    }),
  );
}

/** Is this zip a workbook of sane size? FileReadError WRONG_TYPE (not a workbook) or UNREADABLE. */
export async function checkWorkbookZip(content: Buffer): Promise<void> {
  let zip: yauzl.ZipFile | undefined;
  try {
    zip = await openZip(content);
    const entries = await entriesOf(zip);
    const names = new Set(entries.map((entry) => entry.fileName));
    if (!WORKBOOK_ENTRIES.every((name) => names.has(name))) throw new FileReadError('WRONG_TYPE');
    const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
    if (declared > MAX_TOTAL_SIZE) throw new FileReadError('UNREADABLE');
    let inflated = 0;
    for (const entry of entries) {
      inflated += await inflate(zip, entry);
      if (inflated > MAX_TOTAL_SIZE) throw new FileReadError('UNREADABLE');
    }
  } catch (error) {
    if (error instanceof FileReadError) throw error;
    throw new FileReadError('UNREADABLE');
  } finally {
    zip?.close();
  }
}

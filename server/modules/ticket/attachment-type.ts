// What a ticket attachment is, found in its bytes — never its name or the browser's type.
import yauzl from 'yauzl';
import type { TICKET_ATTACHMENT_TYPES } from '../../../contract/ticket';

export interface AttachmentType {
  contentType: (typeof TICKET_ATTACHMENT_TYPES)[number];
  extension: 'pdf' | 'png' | 'jpg' | 'webp' | 'xlsx';
}

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const WEBP_CHUNKS = new Set(['VP8 ', 'VP8L', 'VP8X']);
const ZIP_MAGIC = Buffer.from('PK\x03\x04', 'latin1');
/** The parts every .xlsx has ([Content_Types].xml says "OOXML", xl/workbook.xml says "a workbook"). */
const WORKBOOK_PARTS = ['[Content_Types].xml', 'xl/workbook.xml'];
/** A workbook has a dozen entries; a zip with thousands is no spreadsheet anyone attaches. */
const MAX_ZIP_ENTRIES = 1000;

/** The names in a zip's central directory (nothing is inflated); undefined for a damaged zip. */
async function zipEntryNames(content: Buffer): Promise<Set<string> | undefined> {
  let zip: yauzl.ZipFile | undefined;
  try {
    zip = await yauzl.fromBufferPromise(content, { lazyEntries: true });
    if (zip.entryCount > MAX_ZIP_ENTRIES) return undefined;
    const names = new Set<string>();
    const opened = zip;
    await new Promise<void>((resolve, reject) => {
      opened.on('entry', (entry: yauzl.Entry) => {
        names.add(entry.fileName);
        opened.readEntry();
      });
      opened.on('end', resolve);
      opened.on('error', reject);
      opened.readEntry();
    });
    return names;
  } catch {
    return undefined;
  } finally {
    zip?.close();
  }
}

const ascii = (bytes: Buffer, start: number, length: number) =>
  bytes.toString('latin1', start, start + length);
const startsWith = (bytes: Buffer, magic: Buffer) => bytes.subarray(0, magic.length).equals(magic);

/** PNG (signature, then the IHDR chunk), JPEG (SOI and a marker) or WebP (RIFF…WEBP and a VP8 chunk). */
function imageType(bytes: Buffer): AttachmentType | undefined {
  if (startsWith(bytes, PNG_MAGIC) && ascii(bytes, 12, 4) === 'IHDR')
    return { contentType: 'image/png', extension: 'png' };
  if (bytes.length > 4 && startsWith(bytes, JPEG_MAGIC))
    return { contentType: 'image/jpeg', extension: 'jpg' };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP' && WEBP_CHUNKS.has(ascii(bytes, 12, 4)))
    return { contentType: 'image/webp', extension: 'webp' };
  return undefined;
}

/**
 * PDF (starts with %PDF-), PNG, JPEG, WebP (their headers) or .xlsx (a zip
 * whose directory names the workbook parts); anything else — an executable renamed .pdf, HTML,
 * SVG, a zip of something else — is undefined.
 */
export async function attachmentTypeOf(content: Buffer): Promise<AttachmentType | undefined> {
  if (startsWith(content, PDF_MAGIC)) return { contentType: 'application/pdf', extension: 'pdf' };
  const image = imageType(content);
  if (image) return image;
  if (startsWith(content, ZIP_MAGIC)) {
    const names = await zipEntryNames(content);
    if (names && WORKBOOK_PARTS.every((name) => names.has(name))) {
      return {
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        extension: 'xlsx',
      };
    }
  }
  return undefined;
}

// What an upload is, found in its bytes — never its name or the browser's type.
export type FileKind = 'XLSX' | 'CSV';

const ZIP_MAGIC = Buffer.from('PK\x03\x04', 'latin1');
const END_OF_DIRECTORY = Buffer.from('PK\x05\x06', 'latin1');
/** The parts every .xlsx has ([Content_Types].xml says "OOXML", xl/workbook.xml says "a workbook"). */
export const WORKBOOK_PARTS = ['[Content_Types].xml', 'xl/workbook.xml'];

/**
 * XLSX: a zip whose central directory names the workbook parts (a cheap look at the names:
 * zip-guard.ts checks them entry by entry). A zip without a readable directory is a damaged file,
 * not another type: it stays XLSX, and the guard calls it UNREADABLE.
 * CSV: text (decodeText). Anything else — a PDF, an image, an old .xls, binary — is undefined.
 */
export function detectFileKind(content: Buffer): FileKind | undefined {
  if (content.subarray(0, 4).equals(ZIP_MAGIC)) {
    const directory = centralDirectory(content);
    if (!directory) return 'XLSX';
    return WORKBOOK_PARTS.every((name) => directory.includes(name)) ? 'XLSX' : undefined;
  }
  // A PDF may be plain ASCII from end to end; the header is allowed anywhere in the first 1 KB.
  if (content.subarray(0, 1024).includes('%PDF-')) return undefined;
  return decodeText(content) === undefined ? undefined : 'CSV';
}

/** The bytes of the central directory, as the end-of-directory record places them. */
function centralDirectory(content: Buffer): Buffer | undefined {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  if (content.length < 22) return undefined;
  const end = content.lastIndexOf(END_OF_DIRECTORY, content.length - 22);
  if (end < 0 || end < content.length - 22 - 0xffff) return undefined;
  const size = content.readUInt32LE(end + 12);
  const offset = content.readUInt32LE(end + 16);
  return offset + size <= end ? content.subarray(offset, offset + size) : undefined;
}

/** Control characters no spreadsheet text holds (tab, line breaks, VT and FF are fine). */
const BINARY = /[\x00-\x08\x0e-\x1f]/; // eslint-disable-line no-control-regex
/** What windows-874 bytes that Microsoft's code page leaves unassigned decode to: C1 or private use. */
const UNASSIGNED_874 = /[\x80-\x9f\ue000-\uf8ff\ufffd]/;

/**
 * The text of a CSV, or undefined when it is not text: strict UTF-8 (a BOM dropped) first, then
 * Windows-874, which Thai Excel uses for "CSV" — nearly every byte is a character there, so
 * the bytes it leaves unassigned are what tell binary apart.
 */
export function decodeText(content: Buffer): string | undefined {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    text = new TextDecoder('windows-874').decode(content);
    if (UNASSIGNED_874.test(text)) return undefined;
  }
  return BINARY.test(text) ? undefined : text;
}

// What a file is, found in its bytes (never its name or the browser's type).
export type FileKind = 'XLSX' | 'CSV';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * A zip (possibly an .xlsx: zip-guard.ts then checks it holds a workbook) or text a CSV can be:
 * no NUL byte and decodable as strict UTF-8 or as Windows-874 (Thai Excel's "CSV").
 * Anything else (a PDF, an image, an old .xls, binary) is undefined.
 */
export function detectFileKind(content: Buffer): FileKind | undefined {
  if (content.subarray(0, 4).equals(ZIP_MAGIC)) return 'XLSX';
  if (content.length === 0 || content.includes(0)) return undefined;
  return decodeText(content) === undefined ? undefined : 'CSV';
}

/**
 * The text of a CSV: strict UTF-8 (a BOM dropped) first, then Windows-874, where every byte but a
 * few unassigned ones (0xDB–0xDE, 0xFC–0xFF) is a character; a byte outside it is not Thai text.
 */
export function decodeText(content: Buffer): string | undefined {
  const body = content.subarray(0, 3).equals(UTF8_BOM) ? content.subarray(3) : content;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    for (const byte of body) {
      if ((byte >= 0xdb && byte <= 0xde) || byte >= 0xfc) return undefined;
    }
    return new TextDecoder('windows-874').decode(body);
  }
}

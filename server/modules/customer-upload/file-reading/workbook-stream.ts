// The checked workbook parts (zip-guard.ts) re-packed as a small zip stream for exceljs' reader,
// which walks local headers in file order. Writing the headers ourselves means exceljs reads
// exactly the bytes the guard inflated — nothing hidden between entries, no header that says
// otherwise — and the order is ours: exceljs copies a worksheet met before the shared strings
// and the relationships to a temp file (never removed when we stop early at the row limit), and
// tells dates from numbers only when the styles came first. Excel writes the sheets first.
import { Readable } from 'node:stream';
import type { WorkbookPart } from './zip-guard';

const ORDER = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/sharedStrings.xml', 'xl/styles.xml'];
const RANK = (name: string) => (ORDER.includes(name) ? ORDER.indexOf(name) : ORDER.length);

/** What exceljs must have before a sheet for it to stream the sheet straight through. */
const STAND_INS: Record<string, string> = {
  'xl/_rels/workbook.xml.rels':
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>',
  'xl/sharedStrings.xml': '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>',
};

const stored = (name: string, text: string): WorkbookPart => ({
  name,
  compressionMethod: 0,
  crc32: 0, // nobody checks it: neither exceljs nor its unzipper
  uncompressedSize: Buffer.byteLength(text),
  data: Buffer.from(text),
});

function localHeader(part: WorkbookPart): Buffer {
  const name = Buffer.from(part.name);
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4); // version needed: 2.0 (deflate)
  header.writeUInt16LE(0x0800, 6); // UTF-8 name; sizes known, so no data descriptor to scan for
  header.writeUInt16LE(part.compressionMethod, 8);
  header.writeUInt32LE(part.crc32, 14);
  header.writeUInt32LE(part.data.length, 18);
  header.writeUInt32LE(part.uncompressedSize, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

/** An empty end-of-directory record: exceljs' unzipper ends cleanly on it. */
const END = (() => {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  return end;
})();

export function workbookStream(parts: WorkbookPart[]): Readable {
  const names = new Set(parts.map((part) => part.name));
  const all = [
    ...parts,
    ...Object.entries(STAND_INS)
      .filter(([name]) => !names.has(name))
      .map(([name, text]) => stored(name, text)),
  ].sort((a, b) => RANK(a.name) - RANK(b.name));
  return Readable.from([...all.flatMap((part) => [localHeader(part), part.data]), END]);
}

// Files built to hurt a server that trusts them: a zip bomb dressed as an .xlsx workbook.
import { crc32, deflateRawSync } from 'node:zlib';

interface Entry {
  name: string;
  data: Buffer;
  /** What the headers say the entry inflates to (a lying header says less than the truth). */
  declaredSize?: number;
}

/** A zip file written by hand (stored names, deflated data), so its headers can lie. */
export function zipOf(entries: Entry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const compressed = deflateRawSync(entry.data, { level: 9 });
    const size = entry.declaredSize ?? entry.data.length;
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, compressed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;

const workbookZip = (sheet: Entry) =>
  zipOf([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: 'xl/workbook.xml', data: Buffer.from(WORKBOOK) },
    { name: 'xl/_rels/workbook.xml.rels', data: Buffer.from(RELS) },
    sheet,
  ]);

/**
 * A zip bomb dressed as an .xlsx: its sheet inflates to `inflatedMb` (200 MB from ~200 KB).
 * `lying`: the headers claim the sheet is 1 KB, so only an inflate pass that checks the real size
 * catches it.
 */
export function zipBomb(options: { inflatedMb?: number; lying?: boolean } = {}): Buffer {
  const data = Buffer.alloc((options.inflatedMb ?? 200) * 2 ** 20, ' ');
  return workbookZip({
    name: 'xl/worksheets/sheet1.xml',
    data,
    ...(options.lying ? { declaredSize: 1024 } : {}),
  });
}

/** A real .xlsx of `rows` data rows (one number each) under a header row: 1,000,000 rows ≈ 2.5 MB. */
export function manyRowsXlsx(rows: number): Buffer {
  const parts = ['<row r="1"><c r="A1" t="inlineStr"><is><t>H</t></is></c></row>'];
  // Every cell says A1: exceljs takes the row from <row r>, and the repeats compress well.
  for (let r = 2; r <= rows + 1; r += 1) parts.push(`<row r="${r}"><c r="A1"><v>1</v></c></row>`);
  const sheet = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${parts.join('')}</sheetData></worksheet>`;
  return workbookZip({ name: 'xl/worksheets/sheet1.xml', data: Buffer.from(sheet) });
}

// The file-reading part of customer imports: bytes → rows of cells by column letter, and every
// refusal a hostile or broken file deserves (wrong type, zip bombs, too many rows, damage).
import ExcelJS from 'exceljs';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { constants, deflateRawSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import {
  checkWorkbookZip,
  columnIndex,
  columnLetter,
  detectFileKind,
  FileReadError,
  readUploadFile,
  readUploadRows,
} from '../../server/modules/customer-upload/file-reading';

const LIMIT = 10_000;
const options = { startRow: 2, maxRows: LIMIT };

// ---------------------------------------------------------------------------------------------
// Fixtures

async function xlsxOf(build: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  build(workbook.addWorksheet('Data'));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Thai as Windows-874 (what Thai Excel saves as "CSV"): U+0E01–U+0E5B → 0xA1–0xFB, ASCII as is. */
function windows874(text: string): Buffer {
  return Buffer.from(
    [...text].map((char) => {
      const code = char.codePointAt(0) ?? 0;
      if (code < 0x80) return code;
      if (code >= 0x0e01 && code <= 0x0e5b) return code - 0x0e01 + 0xa1;
      throw new Error(`not in Windows-874: ${char}`);
    }),
  );
}

interface ZipEntry {
  name: string;
  /** Raw deflate data (see deflated / deflatedRepeat) and the size it really inflates to. */
  deflated: Buffer;
  size: number;
  /** What the headers claim the entry inflates to (a lying header says less than the truth). */
  declaredSize?: number;
  /** In the file, not in the central directory: a reader of local headers still meets it. */
  hidden?: boolean;
}

const deflated = (text: string): Pick<ZipEntry, 'deflated' | 'size'> => {
  const data = Buffer.from(text);
  return { deflated: deflateRawSync(data), size: data.length };
};

/**
 * `head`, then `chunk` `times` over, then `tail`, deflated without ever holding the whole:
 * independently deflated pieces, each ended by a sync flush, concatenate into one valid stream.
 */
function deflatedRepeat(head: string, chunk: string, times: number, tail: string) {
  const piece = (text: string) => deflateRawSync(Buffer.from(text), { finishFlush: constants.Z_SYNC_FLUSH });
  const repeated = piece(chunk);
  return {
    deflated: Buffer.concat([
      piece(head),
      ...Array<Buffer>(times).fill(repeated),
      piece(tail),
      deflateRawSync(Buffer.alloc(0)),
    ]),
    size: Buffer.byteLength(head) + Buffer.byteLength(chunk) * times + Buffer.byteLength(tail),
  };
}

/** A zip written by hand, so that its headers can lie (no CRC: neither reader checks it). */
function zipOf(entries: ZipEntry[]): Buffer {
  const records: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const size = entry.declaredSize ?? entry.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(entry.deflated.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    records.push(local, name, entry.deflated);
    if (!entry.hidden) {
      const central = Buffer.alloc(46);
      central.writeUInt32LE(0x02014b50, 0);
      central.writeUInt16LE(20, 4);
      central.writeUInt16LE(20, 6);
      central.writeUInt16LE(8, 10);
      central.writeUInt32LE(entry.deflated.length, 20);
      central.writeUInt32LE(size, 24);
      central.writeUInt16LE(name.length, 28);
      central.writeUInt32LE(offset, 42);
      directory.push(central, name);
    }
    offset += local.length + name.length + entry.deflated.length;
  }
  const listed = entries.filter((entry) => !entry.hidden).length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(listed, 8);
  end.writeUInt16LE(listed, 10);
  end.writeUInt32LE(Buffer.concat(directory).length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...records, ...directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;
const SHEET_HEAD = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>`;
const SHEET_TAIL = '</sheetData></worksheet>';
const textRow = (rowNo: number, text: string) =>
  `<row r="${rowNo}"><c r="A${rowNo}" t="inlineStr"><is><t>${text}</t></is></c></row>`;

/** A hand-made workbook (no shared strings, no styles) around the given sheet entries. */
const workbookZip = (...sheets: ZipEntry[]) =>
  zipOf([
    { name: '[Content_Types].xml', ...deflated(CONTENT_TYPES) },
    { name: 'xl/workbook.xml', ...deflated(WORKBOOK) },
    { name: 'xl/_rels/workbook.xml.rels', ...deflated(RELS) },
    ...sheets,
  ]);

/** A sheet of `rows` rows inflating to ≈ 50 bytes each: 4,000,000 rows ≈ 200 MB from ≈ 800 KB. */
const bombSheet = (rows: number) => ({
  name: 'xl/worksheets/sheet1.xml',
  ...deflatedRepeat(
    SHEET_HEAD,
    '<row><c t="inlineStr"><is><t>x</t></is></c></row>'.repeat(1000),
    rows / 1000,
    SHEET_TAIL,
  ),
});

async function refusal(read: Promise<unknown>): Promise<FileReadError> {
  const error = await read.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(FileReadError);
  return error as FileReadError;
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const OLE_XLS = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)]);
const PDF_TEXT_ONLY = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const PDF_BINARY = Buffer.concat([
  Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'),
  Buffer.from([0x78, 0x9c, 0, 1, 2, 0xff]),
]);

// ---------------------------------------------------------------------------------------------

describe('column letters', () => {
  it('counts A … Z, AA … AZ and beyond both ways', () => {
    const cases: [number, string][] = [
      [1, 'A'],
      [26, 'Z'],
      [27, 'AA'],
      [52, 'AZ'],
      [53, 'BA'],
      [702, 'ZZ'],
      [703, 'AAA'],
    ];
    for (const [index, letters] of cases) {
      expect(columnLetter(index)).toBe(letters);
      expect(columnIndex(letters)).toBe(index);
    }
    for (let index = 1; index <= 800; index += 1) expect(columnIndex(columnLetter(index))).toBe(index);
  });
});

describe('detectFileKind (by content only)', () => {
  it('knows an .xlsx and CSV text in UTF-8, UTF-8 with a BOM and Windows-874', async () => {
    expect(detectFileKind(await xlsxOf((sheet) => sheet.addRow(['a'])))).toBe('XLSX');
    expect(
      detectFileKind(workbookZip({ name: 'xl/worksheets/sheet1.xml', ...deflated(SHEET_HEAD + SHEET_TAIL) })),
    ).toBe('XLSX');
    expect(detectFileKind(Buffer.from('เลขที่,จำนวน\nINV-1,10\n'))).toBe('CSV');
    expect(detectFileKind(Buffer.from('\ufeffเลขที่,จำนวน\r\n'))).toBe('CSV');
    expect(detectFileKind(windows874('เลขที่,ชื่อผู้ซื้อ\nINV-1,บริษัท ทดสอบ จำกัด\n'))).toBe('CSV');
  });

  it('knows nothing else: PDF, PNG, an old .xls, binary, a zip that is not a workbook', () => {
    expect(detectFileKind(PDF_TEXT_ONLY)).toBeUndefined();
    expect(detectFileKind(PDF_BINARY)).toBeUndefined();
    expect(detectFileKind(PNG)).toBeUndefined();
    expect(detectFileKind(OLE_XLS)).toBeUndefined();
    expect(detectFileKind(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x10, 0x4a, 0x46]))).toBeUndefined(); // JPEG
    expect(detectFileKind(Buffer.from([0x41, 0x01, 0x02, 0x42]))).toBeUndefined(); // control bytes
    expect(detectFileKind(Buffer.from([0xa1, 0xfc, 0xa2]))).toBeUndefined(); // unassigned in Windows-874
    const docx = zipOf([
      { name: '[Content_Types].xml', ...deflated(CONTENT_TYPES) },
      { name: 'word/document.xml', ...deflated('<document/>') },
    ]);
    expect(detectFileKind(docx)).toBeUndefined();
  });

  it('takes a damaged zip for a damaged workbook (UNREADABLE, not WRONG_TYPE)', async () => {
    const whole = await xlsxOf((sheet) => sheet.addRow(['a']));
    expect(detectFileKind(whole.subarray(0, Math.floor(whole.length * 0.6)))).toBe('XLSX');
  });
});

describe('readUploadFile: the type', () => {
  it('refuses what is not a spreadsheet and what the template does not expect (WRONG_TYPE)', async () => {
    const xlsx = await xlsxOf((sheet) => sheet.addRows([['h'], ['a']]));
    const csv = Buffer.from('h\na\n');
    const docx = zipOf([
      { name: '[Content_Types].xml', ...deflated(CONTENT_TYPES) },
      { name: 'word/document.xml', ...deflated('<document/>') },
    ]);
    for (const [content, expectedKind] of [
      [xlsx, 'CSV'],
      [csv, 'XLSX'],
      [PNG, undefined],
      [PDF_TEXT_ONLY, 'CSV'],
      [docx, 'XLSX'],
    ] as const) {
      const error = await refusal(
        readUploadFile(content, { ...options, ...(expectedKind ? { expectedKind } : {}) }),
      );
      expect(error.reason).toBe('WRONG_TYPE');
    }
    expect((await readUploadFile(xlsx, { ...options, expectedKind: 'XLSX' })).kind).toBe('XLSX');
    expect((await readUploadFile(csv, { ...options, expectedKind: 'CSV' })).kind).toBe('CSV');
    expect((await readUploadFile(csv, options)).rows).toEqual([{ rowNo: 2, cells: { A: 'a' } }]);
  });

  it('refuses a zip whose directory names a workbook only in a longer name (WRONG_TYPE)', async () => {
    const fake = zipOf([
      { name: 'old/[Content_Types].xml', ...deflated(CONTENT_TYPES) },
      { name: 'old/xl/workbook.xml', ...deflated(WORKBOOK) },
    ]);
    expect(detectFileKind(fake)).toBe('XLSX'); // the cheap look is fooled; the guard is not
    expect((await refusal(readUploadFile(fake, options))).reason).toBe('WRONG_TYPE');
  });
});

describe('readUploadRows: .xlsx', () => {
  it('reads values as Excel shows them, keyed by column letter, from the first sheet', async () => {
    const date = new Date(Date.UTC(2026, 0, 31));
    const xlsx = await xlsxOf((sheet) => {
      sheet.getRow(1).values = ['เลขที่', 'วันที่', 'จำนวน', 'สูตร', 'หมายเหตุ', 'ลิงก์'];
      const row = sheet.getRow(2);
      row.getCell('A').value = 'INV-001 ใบแจ้งหนี้';
      row.getCell('B').value = date;
      row.getCell('B').numFmt = 'dd/mm/yyyy';
      row.getCell('C').value = 1234.5;
      row.getCell('D').value = { formula: 'C2*2', result: 2469 };
      row.getCell('E').value = { richText: [{ text: 'ตัว', font: { bold: true } }, { text: 'หนา' }] };
      row.getCell('F').value = { text: 'เว็บไซต์', hyperlink: 'https://example.com' };
      row.getCell('G').value = true;
      row.getCell('H').value = { error: '#N/A' };
      row.getCell('I').value = '  เว้นวรรค  ';
      row.getCell('J').value = ''; // empty text is an empty cell
      row.getCell('L').value = 'หลังช่องว่าง'; // K stays empty: exceljs reads no K
      row.getCell('M').font = { bold: true }; // formatting only
      // exceljs' streaming reader drops a formula's error result (parseFloat('#DIV/0!') is NaN):
      // the cell reads as empty, as a formula without a cached result does.
      row.getCell('N').value = { formula: '1/0', result: { error: '#DIV/0!' } };
      row.getCell('O').value = { formula: 'A2&"!"', result: 'INV-001 ใบแจ้งหนี้!' };
      // Row 3 is missing from the file; row 4 only has formatting; row 5 holds blanks only.
      sheet.getRow(4).getCell('A').fill = {
        type: 'pattern',
        pattern: 'solid',
        fgColor: { argb: 'FFFFFF00' },
      };
      sheet.getRow(5).values = ['   ', ''];
      sheet.getRow(6).values = ['INV-002'];
      sheet.getRow(8).getCell('A').border = { top: { style: 'thin' } }; // trailing formatting
    });
    const { rows, headers } = await readUploadRows(xlsx, 'XLSX', options);
    expect(headers).toEqual({ A: 'เลขที่', B: 'วันที่', C: 'จำนวน', D: 'สูตร', E: 'หมายเหตุ', F: 'ลิงก์' });
    expect(rows).toEqual([
      {
        rowNo: 2,
        cells: {
          A: 'INV-001 ใบแจ้งหนี้',
          B: date,
          C: 1234.5,
          D: 2469,
          E: 'ตัวหนา',
          F: 'เว็บไซต์',
          G: true,
          H: '#N/A',
          I: '  เว้นวรรค  ',
          L: 'หลังช่องว่าง',
          O: 'INV-001 ใบแจ้งหนี้!',
        },
      },
      { rowNo: 6, cells: { A: 'INV-002' } },
    ]);
    expect(rows[0]?.cells.B).toBeInstanceOf(Date);
  });

  it('reads a number in a percent format as its percent, in plain notation without float noise', async () => {
    const percents: [value: ExcelJS.CellValue, numFmt: string | undefined][] = [
      [0.07, '0%'], // Excel's built-in format 9
      [0.075, '0.00%'], // built-in 10
      [0.075, '0.0%'], // a format of the file's own
      [1, '0%'],
      [0, '0%'],
      [-0.05, '[Red]0%'],
      [1.5e-7, '0.00000%'],
      [{ formula: 'B1/100', result: 0.1 + 0.2 }, '0%'], // 0.30000000000000004: 30 % on the screen
      [0.07, undefined], // a plain number stays a number …
      [0.07, '0"%"'], // … and so does one that prints % as a mere character
      [0.07, '0_%'],
      ['7%', '@'], // text stays text
    ];
    const xlsx = await xlsxOf((sheet) => {
      const row = sheet.getRow(2);
      percents.forEach(([value, numFmt], index) => {
        const cell = row.getCell(index + 1);
        cell.value = value;
        if (numFmt) cell.numFmt = numFmt;
      });
    });
    const { rows } = await readUploadRows(xlsx, 'XLSX', options);
    expect(Object.values(rows[0]!.cells)).toEqual([
      '7%',
      '7.5%',
      '7.5%',
      '100%',
      '0%',
      '-5%',
      '0.000015%',
      '30%',
      0.07,
      0.07,
      0.07,
      '7%',
    ]);
  });

  it('reads a date cell of any year as the very date written (Buddhist-era years typed as AD too)', async () => {
    const dates = [
      new Date(Date.UTC(2569, 10, 20)), // 20/11/2569 typed by a Thai user: AD 2569 to Excel
      new Date(Date.UTC(3112, 10, 20)),
      new Date(Date.UTC(2026, 1, 28)),
      new Date(Date.UTC(1900, 0, 1)),
    ];
    const xlsx = await xlsxOf((sheet) => {
      sheet.addRow(['h']);
      sheet.addRow(dates); // exceljs' default date format
      const formatted = sheet.addRow(dates);
      formatted.eachCell((cell) => (cell.numFmt = 'dd/mm/yyyy'));
    });
    const { rows } = await readUploadRows(xlsx, 'XLSX', options);
    for (const row of rows) {
      expect(Object.values(row.cells).map((cell) => (cell as Date).toISOString())).toEqual(
        dates.map((date) => date.toISOString()),
      );
    }
    expect(rows).toHaveLength(2);
  });

  it('reads only the first worksheet', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('First').addRows([['h'], ['first']]);
    workbook.addWorksheet('Second').addRows([['h'], ['second']]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    expect((await readUploadRows(xlsx, 'XLSX', options)).rows).toEqual([{ rowNo: 2, cells: { A: 'first' } }]);
  });

  it('keys columns past Z as AA … AZ and ignores the columns beyond AZ', async () => {
    const xlsx = await xlsxOf((sheet) => {
      const row = sheet.getRow(2);
      for (const letters of ['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ']) row.getCell(letters).value = letters;
    });
    expect((await readUploadRows(xlsx, 'XLSX', options)).rows).toEqual([
      { rowNo: 2, cells: { A: 'A', Z: 'Z', AA: 'AA', AZ: 'AZ' } },
    ]);
  });

  it('takes the data from startRow and the headers from the row above', async () => {
    const xlsx = await xlsxOf((sheet) =>
      sheet.addRows([['รายงาน'], ['เลขที่', 'วันที่', null, 'ยอด'], ['INV-1', null, null, 5], ['INV-2']]),
    );
    expect(await readUploadRows(xlsx, 'XLSX', { startRow: 3, maxRows: LIMIT })).toEqual({
      headers: { A: 'เลขที่', B: 'วันที่', D: 'ยอด' },
      rows: [
        { rowNo: 3, cells: { A: 'INV-1', D: 5 } },
        { rowNo: 4, cells: { A: 'INV-2' } },
      ],
    });
    expect(await readUploadRows(xlsx, 'XLSX', { startRow: 1, maxRows: LIMIT })).toMatchObject({
      headers: {},
      rows: [{ rowNo: 1, cells: { A: 'รายงาน' } }, {}, {}, {}],
    });
  });

  it('reads a number cell that is no number, or a date beyond the calendar, as empty', async () => {
    const sheet = `${SHEET_HEAD}<row r="2"><c r="A2"><v>abc</v></c><c r="B2"><v>1e400</v></c><c r="C2"><v>5</v></c></row>${SHEET_TAIL}`;
    const xlsx = workbookZip({ name: 'xl/worksheets/sheet1.xml', ...deflated(sheet) });
    expect((await readUploadRows(xlsx, 'XLSX', options)).rows).toEqual([{ rowNo: 2, cells: { C: 5 } }]);
  });

  it('reads a hand-made workbook without shared strings or styles', async () => {
    const sheet =
      SHEET_HEAD +
      textRow(1, 'H') +
      textRow(2, 'ไทย') +
      '<row r="3"><c r="B3"><v>7</v></c></row>' +
      SHEET_TAIL;
    const xlsx = workbookZip({ name: 'xl/worksheets/sheet1.xml', ...deflated(sheet) });
    expect(await readUploadRows(xlsx, 'XLSX', options)).toEqual({
      headers: { A: 'H' },
      rows: [
        { rowNo: 2, cells: { A: 'ไทย' } },
        { rowNo: 3, cells: { B: 7 } },
      ],
    });
  });
});

describe('readUploadRows: .xlsx as Excel orders it (the sheet before shared strings and styles)', () => {
  // exceljs copies such a sheet to a temp file, and leaves it behind when reading stops early.
  const tmp = createRequire(import.meta.url)('tmp') as { file: (...args: unknown[]) => void };

  it('streams the sheet straight through: no temp file, and dates still come as dates', async () => {
    const xlsx = await xlsxOf((sheet) => {
      sheet.addRow(['h']);
      for (let i = 1; i <= 20; i += 1) sheet.addRow([new Date(Date.UTC(2026, 0, i))]);
      sheet.getColumn('A').numFmt = 'yyyy-mm-dd';
    });
    // No file is really made: the spy refuses, so that the raw read below leaves none behind.
    const tempFiles = vi
      .spyOn(tmp, 'file')
      .mockImplementation((callback) => (callback as (error: Error) => void)(new Error('no temp file')));
    try {
      const plain = async () => {
        const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([xlsx]), {});
        for await (const sheet of reader) for await (const _row of sheet) break;
      };
      await expect(plain()).rejects.toThrow('no temp file'); // what exceljs does with the raw file
      tempFiles.mockClear();
      expect((await refusal(readUploadRows(xlsx, 'XLSX', { startRow: 2, maxRows: 10 }))).reason).toBe(
        'TOO_MANY_ROWS',
      );
      const { rows } = await readUploadRows(xlsx, 'XLSX', { startRow: 2, maxRows: 20 });
      expect(rows[19]).toEqual({ rowNo: 21, cells: { A: new Date(Date.UTC(2026, 0, 20)) } });
      // A hand-made workbook without relationships or shared strings gets stand-ins for them.
      const bare = zipOf([
        { name: '[Content_Types].xml', ...deflated(CONTENT_TYPES) },
        { name: 'xl/worksheets/sheet1.xml', ...deflated(SHEET_HEAD + textRow(2, 'bare') + SHEET_TAIL) },
        { name: 'xl/workbook.xml', ...deflated(WORKBOOK) },
      ]);
      expect((await readUploadRows(bare, 'XLSX', options)).rows).toEqual([
        { rowNo: 2, cells: { A: 'bare' } },
      ]);
      expect(tempFiles).not.toHaveBeenCalled();
    } finally {
      tempFiles.mockRestore();
    }
  });
});

describe('readUploadRows: CSV', () => {
  it('reads UTF-8 with quoted commas and line breaks, all cells as text, as Excel numbers the rows', async () => {
    const csv = Buffer.from(
      [
        'เลขที่,ชื่อ,ยอด',
        'INV-1,"บริษัท ก, จำกัด",001.50',
        'INV-2,"บรรทัดหนึ่ง\nบรรทัดสอง",  7  ',
        '',
        ',,',
        'INV-3,"เขา ""ว่า""",',
        '',
      ].join('\r\n'),
    );
    expect(await readUploadRows(csv, 'CSV', options)).toEqual({
      headers: { A: 'เลขที่', B: 'ชื่อ', C: 'ยอด' },
      rows: [
        { rowNo: 2, cells: { A: 'INV-1', B: 'บริษัท ก, จำกัด', C: '001.50' } },
        { rowNo: 3, cells: { A: 'INV-2', B: 'บรรทัดหนึ่ง\nบรรทัดสอง', C: '  7  ' } },
        { rowNo: 6, cells: { A: 'INV-3', B: 'เขา "ว่า"' } },
      ],
    });
  });

  it('drops a UTF-8 BOM and reads Windows-874 Thai exactly', async () => {
    const text = 'เลขที่,ชื่อผู้ซื้อ\nINV-1,บริษัท ทดสอบ จำกัด ฿ ๑๒๓ ฯลฯ\n';
    const expected = {
      headers: { A: 'เลขที่', B: 'ชื่อผู้ซื้อ' },
      rows: [{ rowNo: 2, cells: { A: 'INV-1', B: 'บริษัท ทดสอบ จำกัด ฿ ๑๒๓ ฯลฯ' } }],
    };
    expect(await readUploadRows(Buffer.from(`\ufeff${text}`), 'CSV', options)).toEqual(expected);
    expect(await readUploadRows(windows874(text), 'CSV', options)).toEqual(expected);
    expect(await readUploadFile(windows874(text), { ...options, expectedKind: 'CSV' })).toEqual({
      ...expected,
      kind: 'CSV',
    });
  });

  it('keys columns A … AZ by position and ignores the columns beyond AZ', async () => {
    const cells = Array.from({ length: 60 }, (_, i) => columnLetter(i + 1));
    const { rows } = await readUploadRows(Buffer.from(`h\n${cells.join(',')}\n`), 'CSV', options);
    expect(Object.keys(rows[0]?.cells ?? {})).toEqual(cells.slice(0, 52));
    expect(rows[0]?.cells).toMatchObject({ A: 'A', Z: 'Z', AA: 'AA', AZ: 'AZ' });
  });

  it('calls text that is not text UNREADABLE when told it is a CSV', async () => {
    expect((await refusal(readUploadRows(PNG, 'CSV', options))).reason).toBe('UNREADABLE');
  });
});

describe('row limit', () => {
  it('refuses a CSV of 1,000,000 rows at the 10,001st, quickly', async () => {
    const csv = Buffer.from(Array.from({ length: 1_000_000 }, (_, i) => `${i},x`).join('\n'));
    const { result: error, ms } = await timed(() => refusal(readUploadFile(csv, options)));
    expect(error.reason).toBe('TOO_MANY_ROWS');
    expect(error.detail).toEqual({ limit: LIMIT });
    expect(ms).toBeLessThan(1000);
    console.info(`1,000,000-row CSV refused in ${ms.toFixed(0)} ms`);
  });

  it('reads an .xlsx of 10,000 data rows (blank rows after them do not count) and refuses 10,001', async () => {
    const build = (rows: number) =>
      xlsxOf((sheet) => {
        sheet.addRow(['เลขที่', 'ยอด']);
        for (let i = 1; i <= rows; i += 1) sheet.addRow([`INV-${i}`, i]);
        for (let i = 1; i <= 5; i += 1)
          sheet.getRow(rows + 1 + i).getCell('A').border = { top: { style: 'thin' } };
      });
    const { rows } = await readUploadFile(await build(LIMIT), options);
    expect(rows).toHaveLength(LIMIT);
    expect(rows.at(-1)).toEqual({ rowNo: LIMIT + 1, cells: { A: `INV-${LIMIT}`, B: LIMIT } });
    const error = await refusal(readUploadFile(await build(LIMIT + 1), options));
    expect(error.reason).toBe('TOO_MANY_ROWS');
    expect(error.detail).toEqual({ limit: LIMIT });
  });

  it('refuses an .xlsx of 1,000,000 rows at the limit', async () => {
    // ≈ 45 MB of sheet XML from ≈ 4 MB: a real file, not a bomb (it deflates about 12:1).
    const rows = Array.from(
      { length: 1_000_000 },
      (_, i) => `<row r="${i + 2}"><c r="A${i + 2}"><v>${i}</v></c></row>`,
    );
    const xlsx = workbookZip({
      name: 'xl/worksheets/sheet1.xml',
      ...deflated(SHEET_HEAD + textRow(1, 'H') + rows.join('') + SHEET_TAIL),
    });
    const { result: error, ms } = await timed(() => refusal(readUploadFile(xlsx, options)));
    expect(error.reason).toBe('TOO_MANY_ROWS');
    expect(error.detail).toEqual({ limit: LIMIT });
    console.info(
      `1,000,000-row .xlsx (${(xlsx.length / 2 ** 20).toFixed(1)} MB) refused in ${ms.toFixed(0)} ms`,
    );
  });
});

describe('zip guard', () => {
  it('refuses a zip bomb from its central directory, well under a second', async () => {
    const bomb = workbookZip(bombSheet(4_000_000)); // 200 MB of rows from a few hundred KB
    const { result: error, ms } = await timed(() => refusal(readUploadFile(bomb, options)));
    expect(error.reason).toBe('UNREADABLE');
    expect(ms).toBeLessThan(1000);
    console.info(`zip bomb (${(bomb.length / 1024).toFixed(0)} KB → 200 MB) refused in ${ms.toFixed(0)} ms`);
  });

  it('refuses a bomb whose headers lie about its size, in the inflate pass', async () => {
    const bomb = workbookZip({ ...bombSheet(4_000_000), declaredSize: 1024 });
    const { result: error, ms } = await timed(() => refusal(readUploadFile(bomb, options)));
    expect(error.reason).toBe('UNREADABLE');
    expect(ms).toBeLessThan(1000);
    console.info(`lying zip bomb refused in ${ms.toFixed(0)} ms`);
  });

  it('refuses a large entry compressed beyond 200:1 even under the total size', async () => {
    const dense = workbookZip(bombSheet(1_000_000)); // 50 MB, about 1000:1
    expect((await refusal(checkWorkbookZip(dense))).reason).toBe('UNREADABLE');
  });

  it('refuses more than 200 entries', async () => {
    const many = Array.from({ length: 200 }, (_, i) => ({
      name: `xl/media/image${i}.png`,
      ...deflated('x'),
    }));
    const zip = workbookZip(
      { name: 'xl/worksheets/sheet1.xml', ...deflated(SHEET_HEAD + SHEET_TAIL) },
      ...many,
    );
    expect((await refusal(readUploadFile(zip, options))).reason).toBe('UNREADABLE');
  });

  it('never lets exceljs meet an entry the central directory does not list', async () => {
    const listed = SHEET_HEAD + textRow(1, 'H') + textRow(2, 'listed') + SHEET_TAIL;
    const hidden = Array.from({ length: 100 }, (_, i) => textRow(i + 2, 'hidden')).join('');
    const zip = workbookZip(
      {
        name: 'xl/worksheets/sheet1.xml',
        ...deflated(SHEET_HEAD + textRow(1, 'H') + hidden + SHEET_TAIL),
        hidden: true,
      },
      { name: 'xl/worksheets/sheet1.xml', ...deflated(listed) },
    );
    expect((await readUploadFile(zip, options)).rows).toEqual([{ rowNo: 2, cells: { A: 'listed' } }]);
  });
});

describe('damaged files (UNREADABLE)', () => {
  it('refuses a truncated .xlsx, a sheet cut short or malformed, broken deflate data, no sheet', async () => {
    const whole = await xlsxOf((sheet) => sheet.addRows([['h'], ['a']]));
    const sheetOf = (xml: string) => workbookZip({ name: 'xl/worksheets/sheet1.xml', ...deflated(xml) });
    // exceljs would read a sheet cut short as if its rows ended there: the guard wants it whole.
    const cutShort = sheetOf(`${SHEET_HEAD}${textRow(1, 'H')}${textRow(2, 'a')}<row r="3"><c r="A3"`);
    const mismatched = sheetOf(`${SHEET_HEAD}<row r="2"><c r="A2"><v>1</v></row></c>${SHEET_TAIL}`);
    const sheetless = workbookZip();
    for (const content of [
      whole.subarray(0, Math.floor(whole.length * 0.6)),
      whole.subarray(0, 40),
      cutShort,
      mismatched,
      sheetless,
    ]) {
      expect((await refusal(readUploadFile(content, options))).reason).toBe('UNREADABLE');
    }
    const garbage = workbookZip({
      name: 'xl/worksheets/sheet1.xml',
      deflated: Buffer.alloc(300, 0xff),
      size: 4000,
    });
    expect((await refusal(readUploadRows(garbage, 'XLSX', options))).reason).toBe('UNREADABLE');
  });
});

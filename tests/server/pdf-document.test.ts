// The built-in A4 document layout (server/pdf): rendered, then read back the way a person's
// copy-and-paste would (Poppler's pdftotext) and, for the glyph codes, through the font's own
// ToUnicode map. Pure: no server, no database.
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  decodePDFRawStream,
  type PDFPage,
} from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { PdfDocument } from '../../server/pdf/document-model';
import { BUILT_IN_DOCUMENT_TYPES } from '../../server/pdf/document-titles';
import { loadFace } from '../../server/pdf/fonts';
import { formatAmount, formatBranch, formatQuantity, formatThaiDate } from '../../server/pdf/format';
import { renderDocumentPdf } from '../../server/pdf/render-document';
import { BUYER_AT, pdfLine, SAMPLE_TOTALS, SELLER } from './support/pdf-documents';
import { pdfText } from './support/pdf-text';
import { showGlyphsOperators, textWidth, wrapText, type ShapedRun } from '../../server/pdf/thai-text';

const TONE_MARKS = 'ปู่ ญี่ปุ่น น้ำ';
// In Sarabun the tone mark over sara i is raised by GPOS (mark-to-mark): drawn with text rise.
const RAISED_MARKS = 'กิ่งไม้ ปิ่นโต';

/** The layout reading by default (columns kept apart), as a person sees the page. */
const pdftotext = (pdf: Uint8Array, layout = true) => pdfText(pdf, { layout });

/** pdftotext ends every page with a form feed. */
const pagesOf = (text: string) => text.split('\f').slice(0, -1);

const count = (text: string, part: string) => text.split(part).length - 1;

function sample(overrides: Partial<PdfDocument> = {}): PdfDocument {
  return {
    documentTypeCode: '388',
    documentNo: 'INV-2026-000123',
    issueDate: '2026-11-21',
    dueDate: '2026-12-21',
    seller: { ...SELLER, tel: '021234567' },
    buyer: { ...BUYER_AT, name: TONE_MARKS, email: 'buyer@example.com' },
    lines: [pdfLine(1, { itemName: TONE_MARKS }), pdfLine(2, { itemName: RAISED_MARKS })],
    ...SAMPLE_TOTALS,
    reference: {
      documentNo: 'INV-2026-000100',
      documentDate: '2026-11-01',
      reasonText: 'ลดราคาเนื่องจากสินค้าชำรุด',
    },
    remark: 'ชำระเงินภายใน 30 วัน',
    ...overrides,
  };
}

const TITLES: Record<string, string> = {
  '388': 'ใบกำกับภาษี',
  T02: 'ใบแจ้งหนี้/ใบกำกับภาษี',
  T03: 'ใบเสร็จรับเงิน/ใบกำกับภาษี',
  T04: 'ใบส่งของ/ใบกำกับภาษี',
  T01: 'ใบรับ (ใบเสร็จรับเงิน)',
  '80': 'ใบเพิ่มหนี้',
  '81': 'ใบลดหนี้',
  T05: 'ใบกำกับภาษีอย่างย่อ',
  T06: 'ใบเสร็จรับเงิน/ใบกำกับภาษีอย่างย่อ',
  T07: 'ใบแจ้งยกเลิก',
  '380': 'ใบแจ้งหนี้',
};

describe('the rendered document, as pdftotext reads it', () => {
  it('titles every document type with its Thai name from the domain', async () => {
    expect([...BUILT_IN_DOCUMENT_TYPES].sort()).toEqual(Object.keys(TITLES).sort());
    for (const [code, title] of Object.entries(TITLES)) {
      const text = pdftotext(await renderDocumentPdf(sample({ documentTypeCode: code })));
      // The title is the first thing in the right column, alone on its line.
      expect(
        text.split('\n').some((row) => row.trim().endsWith(title)),
        `${code} ${title}`,
      ).toBe(true);
    }
  });

  it('refuses a type it has no title for unless the caller names one', async () => {
    await expect(renderDocumentPdf(sample({ documentTypeCode: 'QUOTATION' }))).rejects.toThrow(/QUOTATION/);
    const text = pdftotext(
      await renderDocumentPdf(
        sample({ documentTypeCode: 'QUOTATION', documentTitle: { th: 'ใบเสนอราคา', en: 'Quotation' } }),
      ),
    );
    expect(text).toContain('ใบเสนอราคา');
    expect(text).toContain('Quotation');
  });

  it('gives back Thai with tone marks exactly as typed, in the buyer and in an item', async () => {
    const text = pdftotext(await renderDocumentPdf(sample()));
    expect(count(text, TONE_MARKS)).toBe(2);
    expect(count(text, RAISED_MARKS)).toBe(1);
    // Without /ActualText the decomposed sara am would come out as น้ำา.
    expect(text).not.toContain('น้ำา');
    const raw = pdftotext(await renderDocumentPdf(sample()), false);
    expect(count(raw, TONE_MARKS)).toBe(2);
  });

  it('shows tax IDs with the branch: head office in words, a branch by its number', async () => {
    const text = pdftotext(await renderDocumentPdf(sample()));
    expect(text).toMatch(/Tax ID 0105536112014\s+สำนักงานใหญ่/);
    expect(text).toMatch(/Tax ID 0994000165510\s+สาขาที่ 00001/);
    expect(formatBranch('00000')).toBe('สำนักงานใหญ่');
    expect(formatBranch('00012')).toBe('สาขาที่ 00012');
  });

  it('formats amounts th-TH with 2 decimals and dates in the Buddhist era', async () => {
    const text = pdftotext(
      await renderDocumentPdf(
        sample({
          lines: [pdfLine(1, { qty: '1200', unitPrice: '1234567.5', discount: '10', amount: '1481481000' })],
          totalBeforeVat: '1481481000',
          vatAmount: '103703670',
          totalAmount: '1585184670',
        }),
      ),
    );
    // Big numbers shrink to fit their cell rather than wrap.
    expect(text).toMatch(/L-001 .*1,200\s+ชิ้น\s+1,234,567\.50\s+10\.00\s+1,481,481,000\.00/);
    expect(text).toMatch(/Total before VAT\s+1,481,481,000\.00/);
    expect(text).toMatch(/VAT 7%\s+103,703,670\.00/);
    expect(text).toMatch(/Grand total\s+1,585,184,670\.00/);
    expect(text).toContain('(ห้าพันสองร้อยแปดสิบสามบาทหกสิบหกสตางค์)');
    expect(text).toMatch(/วันที่ \/ Date\s+21 พ.ย. 2569/);
    expect(text).toMatch(/ครบกำหนด \/ Due date\s+21 ธ.ค. 2569/);
  });

  it('continues a long table over pages, header repeated, every line once, หน้า x / N on each', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => pdfLine(i + 1));
    // One line long enough to wrap over several lines of its cell.
    lines[29] = pdfLine(30, { itemName: 'ค่าบริการที่ปรึกษาด้านภาษีอากร ประจำเดือนพฤศจิกายน 2569 '.repeat(4) });
    const text = pdftotext(await renderDocumentPdf(sample({ lines })));
    const pages = pagesOf(text);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, i) => {
      expect(page).toContain(`หน้า ${i + 1} / ${pages.length}`);
      expect(page).toContain('INV-2026-000123');
    });
    // The table header is on every page that has rows; the totals only on the last page.
    const withRows = pages.filter((page) => /^\s*\d+\s+L-\d{3}/m.test(page));
    for (const page of withRows) expect(page).toMatch(/รายการ[\s\S]*Description/);
    expect(count(text, 'Grand total')).toBe(1);
    expect(pages.at(-1)).toContain('Grand total');

    const numbers = [...text.matchAll(/^\s*(\d+)\s+L-(\d{3})/gm)].map((m) => {
      expect(Number(m[1])).toBe(Number(m[2]));
      return Number(m[1]);
    });
    expect(numbers).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
  });

  it('splits a row taller than a page between its lines, its number shown once', async () => {
    const longName = Array.from({ length: 200 }, (_, i) => `บรรทัดที่ ${i + 1}`).join('\n');
    const text = pdftotext(
      await renderDocumentPdf(sample({ lines: [pdfLine(1), pdfLine(2, { itemName: longName })] })),
    );
    const pages = pagesOf(text);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (let i = 1; i <= 200; i++) expect(count(text, `บรรทัดที่ ${i}\n`) + count(text, `บรรทัดที่ ${i} `)).toBe(1);
    expect([...text.matchAll(/^\s*(\d+)\s+L-\d{3}/gm)].map((m) => m[1])).toEqual(['1', '2']);
  });

  it('shows the reference block for debit and credit notes and cancellations only', async () => {
    for (const code of Object.keys(TITLES)) {
      const text = pdftotext(await renderDocumentPdf(sample({ documentTypeCode: code })));
      if (['80', '81', 'T07'].includes(code)) {
        expect(text, code).toContain('เอกสารอ้างอิง / Reference');
        expect(text, code).toMatch(/เลขที่ \/ No\.\s+INV-2026-000100/);
        expect(text, code).toMatch(/ลงวันที่ \/ Date\s+1 พ.ย. 2569/);
        expect(text, code).toContain('ลดราคาเนื่องจากสินค้าชำรุด');
      } else {
        expect(text, code).not.toContain('Reference');
        expect(text, code).not.toContain('INV-2026-000100');
      }
    }
  });

  it('shows the remark, and no remark block without one', async () => {
    expect(pdftotext(await renderDocumentPdf(sample()))).toMatch(/หมายเหตุ \/ Remark\s+ชำระเงินภายใน 30 วัน/);
    expect(pdftotext(await renderDocumentPdf(sample({ remark: undefined })))).not.toContain('Remark');
  });

  it('renders documents side by side (one parsed font, one subset per document)', async () => {
    const names = ['ปู่ ญี่ปุ่น', 'น้ำ ฝุ่น', 'กิ่งไม้', 'ABC Co., Ltd.', 'ฐานุพงศ์ ญาณี'];
    const pdfs = await Promise.all(
      names.map((name, i) =>
        renderDocumentPdf(
          sample({
            buyer: { ...sample().buyer, name },
            lines: [pdfLine(1, { itemName: name.repeat(i + 1) })],
          }),
        ),
      ),
    );
    pdfs.forEach((pdf, i) => {
      const text = pdftotext(pdf);
      expect(text).toContain(names[i]);
      expect(text).toContain(names[i]!.repeat(i + 1).slice(0, 8));
    });
  });

  it('sets the title, author and producer', async () => {
    const pdf = await PDFDocument.load(await renderDocumentPdf(sample({ documentTypeCode: '81' })), {
      updateMetadata: false,
    });
    expect(pdf.getTitle()).toBe('ใบลดหนี้ INV-2026-000123');
    expect(pdf.getAuthor()).toBe('บริษัท ตัวอย่างการค้า จำกัด');
    expect(pdf.getProducer()).toBe('etax-edocument');
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
  });
});

// The glyph codes written in the content stream, read through the embedded font's own
// ToUnicode map instead of /ActualText: they must spell the text, which shows that each code
// names the glyph it was meant to in the subset pdf-lib built.
describe('glyph codes in the content stream', () => {
  function decode(stream: unknown): string {
    if (!(stream instanceof PDFRawStream)) throw new Error('expected a stream');
    return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
  }

  function toUnicodeMaps(pdf: PDFDocument, page: PDFPage): Map<string, Map<number, string>> {
    const fonts = page.node.Resources()!.lookup(PDFName.of('Font'), PDFDict);
    const maps = new Map<string, Map<number, string>>();
    for (const [key, ref] of fonts.entries()) {
      const font = pdf.context.lookup(ref, PDFDict);
      const cmap = decode(pdf.context.lookup(font.get(PDFName.of('ToUnicode'))));
      const map = new Map<number, string>();
      for (const [, code, unicode] of cmap.matchAll(/<([0-9a-f]{4})> <([0-9a-f]*)>/gi)) {
        map.set(
          parseInt(code!, 16),
          String.fromCharCode(...(unicode!.match(/.{4}/g) ?? []).map((u) => parseInt(u, 16))),
        );
      }
      maps.set(key.toString(), map);
    }
    return maps;
  }

  it('spell the shown text through ToUnicode (Latin and Thai without sara am)', async () => {
    const pdf = await PDFDocument.load(
      await renderDocumentPdf(sample({ buyer: { ...sample().buyer, name: 'ปู่ ญี่ปุ่น ฝุ่น ที่' } })),
    );
    const page = pdf.getPage(0);
    const maps = toUnicodeMaps(pdf, page);
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
    const content = streams.map(decode).join('\n');

    const spans = [
      ...content.matchAll(/(\/[^\s]+) [\d.]+ Tf .*?\/ActualText <FEFF([0-9a-f]*)>>> BDC (.*?)EMC/gi),
    ];
    expect(spans.length).toBeGreaterThan(50);
    const checked: string[] = [];
    for (const [, fontKey, actual, operators] of spans) {
      const text = String.fromCharCode(...(actual!.match(/.{4}/g) ?? []).map((u) => parseInt(u, 16)));
      if (text.includes('ำ')) continue;
      const map = maps.get(fontKey!)!;
      const codes = [...operators!.matchAll(/<([0-9a-f]+)>/g)].flatMap(([, hex]) =>
        (hex!.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)),
      );
      expect(codes.map((code) => map.get(code) ?? '?').join(''), text).toBe(text);
      checked.push(text);
    }
    expect(checked).toEqual(
      expect.arrayContaining(['Tax Invoice', 'ปู่ ญี่ปุ่น ฝุ่น ที่', RAISED_MARKS, 'INV-2026-000123']),
    );
    // The raised tone marks did go through text rise.
    expect(content).toMatch(/ Ts \[/);
  });
});

describe('positioned glyphs', () => {
  // A consonant (600 wide), a zero-advance mark moved 100 left and 50 up, a second consonant
  // kerned 20 closer; the mark's own width in the font is 0.
  const run: ShapedRun = {
    text: 'x',
    advance: 1180,
    glyphs: [
      { id: 10, width: 600, xAdvance: 600, xOffset: 0, yOffset: 0 },
      { id: 11, width: 0, xAdvance: 0, xOffset: -100, yOffset: 50 },
      { id: 12, width: 600, xAdvance: 580, xOffset: 0, yOffset: 0 },
    ],
  };

  it('moves marks with TJ adjustments and text rise, then resets the rise', () => {
    // At 10 pt in a 1000-unit font: -100 units is a +100 adjustment, 50 units up is 0.5 pt.
    expect(showGlyphsOperators(run, [1, 2, 3], 10, 1000)).toBe(
      '[<0001>] TJ 0.5 Ts [100 <0002>] TJ 0 Ts [-100 <0003>] TJ ',
    );
  });

  it('writes the codes it is given, in one string while nothing moves, and applies kerning', () => {
    // The first glyph is kerned 20 units towards the next: the mark and the glyph after it
    // start 20 units left of where the font's widths alone would put them.
    const kerned: ShapedRun = {
      text: 'x',
      advance: 1180,
      glyphs: [
        { id: 10, width: 600, xAdvance: 580, xOffset: 0, yOffset: 0 },
        { id: 11, width: 0, xAdvance: 0, xOffset: 0, yOffset: 0 },
        { id: 12, width: 600, xAdvance: 600, xOffset: 0, yOffset: 0 },
      ],
    };
    expect(showGlyphsOperators(kerned, [0x1f, 0x20, 0x21], 12, 1000)).toBe('[<001f> 20 <00200021>] TJ ');
  });
});

describe('measuring and wrapping Thai', () => {
  const face = loadFace('regular');

  it('breaks Thai between words, never inside one, and keeps punctuation with its word', () => {
    const text = 'ค่าบริการที่ปรึกษาด้านภาษีอากรประจำเดือนพฤศจิกายน (รวมค่าเดินทาง) และค่าที่พักของที่ปรึกษาอาวุโส';
    const lines = wrapText(face, text, 9, 120);
    expect(lines.length).toBeGreaterThan(2);
    for (const wrapped of lines) expect(textWidth(face, wrapped, 9)).toBeLessThanOrEqual(120.01);
    expect(lines.join('').replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
    const words = new Set(
      [...new Intl.Segmenter('th', { granularity: 'word' }).segment(text)].map((s) => s.index),
    );
    let at = 0;
    for (const wrapped of lines.slice(0, -1)) {
      at = text.indexOf(wrapped, at) + wrapped.length;
      expect(words.has(at) || text[at] === ' ', `break after "${wrapped}"`).toBe(true);
    }
    expect(lines.some((l) => l.startsWith(')'))).toBe(false);
    expect(lines.some((l) => l.trimEnd().endsWith('('))).toBe(false);
  });

  it('cuts a word longer than the line between grapheme clusters, never before a mark', () => {
    const lines = wrapText(face, 'ปู่'.repeat(40), 9, 50);
    expect(lines.length).toBeGreaterThan(1);
    for (const wrapped of lines) {
      expect(wrapped.startsWith('ปู่')).toBe(true);
      expect(textWidth(face, wrapped, 9)).toBeLessThanOrEqual(50.01);
    }
    expect(lines.join('')).toBe('ปู่'.repeat(40));
  });

  it('keeps line breaks and empty lines of the text', () => {
    expect(wrapText(face, 'หนึ่ง\n\nสาม', 9, 200)).toEqual(['หนึ่ง', '', 'สาม']);
    expect(wrapText(face, '', 9, 200)).toEqual(['']);
  });

  it('measures shaped width: marks take no room', () => {
    expect(textWidth(face, 'ปู่', 10)).toBeCloseTo(textWidth(face, 'ป', 10), 5);
    expect(textWidth(face, 'ab', 10)).toBeGreaterThan(textWidth(face, 'a', 10));
  });
});

describe('value formats', () => {
  it('formats amounts, quantities and dates', () => {
    expect(formatAmount('1234.5')).toBe('1,234.50');
    expect(formatAmount('-0.5')).toBe('-0.50');
    expect(formatAmount('12345678901234567.125')).toBe('12,345,678,901,234,567.13');
    expect(formatQuantity('1200')).toBe('1,200');
    expect(formatQuantity('2.500')).toBe('2.500');
    expect(formatThaiDate('2026-11-21')).toBe('21 พ.ย. 2569');
    expect(formatThaiDate('2024-01-05')).toBe('5 ม.ค. 2567');
  });
});

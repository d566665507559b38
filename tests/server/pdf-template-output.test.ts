// What a PDF template makes, read back with Poppler (pdftotext -bbox: each value where its field
// is) and qpdf: the form's page as a PNG, the preview (sample values, given values, an unsaved
// layout), the item table continuing on copies of its page, a stored PDF, collections (merged,
// zipped, and as a job with progress), and document generation filling the customer's ACTIVE form.
import JSZip from 'jszip';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_PREFIX } from '../../contract/document';
import { fileDownloadUrl } from '../../contract/file';
import { call, callGet, controllerCalls, type Row } from './support/api';
import { expectFailureKey } from './support/answers';
import { useAdminApp } from './support/app-per-file';
import { createCustomer, signInNewCustomerUser, type SignedIn } from './support/auth';
import { pdfDetach, qpdfCheck } from './support/document-tools';
import { generateFrom, importCustomer, invoiceRow } from './support/imports';
import { FORM_MARKER, pdfForm, pngSize } from './support/pdf-forms';
import { pdfText, pdfWords, type PdfWord } from './support/pdf-text';
import { field, PDF_TEMPLATE, templateWithLayout } from './support/pdf-templates';

const { t, admin } = useAdminApp();
const templates = controllerCalls(t, PDF_TEMPLATE, admin);

let customerCode: string;
let customerName: string;
let ownUser: SignedIn;
let otherUser: SignedIn;
beforeAll(async () => {
  ({ customerCode, customerName } = await createCustomer(t, { documentTypes: ['388', '380'] }));
  ownUser = await signInNewCustomerUser(t, { customerCode, userRole: 'USER' });
  const other = (await createCustomer(t)).customerCode;
  otherUser = await signInNewCustomerUser(t, { customerCode: other, userRole: 'CUSTOMER_ADMIN' });
});

/** The invoice layout of these tests: header fields, an item table of 10 rows, totals, page number. */
const INVOICE_LAYOUT = {
  columns: [
    field('DOCUMENT_NO', 400, 100, { align: 'RIGHT', fontSize: 12 }),
    field('ISSUE_DATE', 400, 120, { format: 'DATE_BE_LONG' }),
    field('SELLER_NAME', 40, 100, { width: 300 }),
    field('BUYER_NAME', 40, 150, { width: 300, height: 30 }),
    field('ITEM_LINE_NO', 40, 300, { width: 20, align: 'CENTER' }),
    field('ITEM_NAME', 70, 300, { width: 300 }),
    field('ITEM_AMOUNT', 450, 300, { width: 100, align: 'RIGHT', format: 'AMOUNT' }),
    field('TOTAL_AMOUNT', 450, 620, { width: 100, align: 'RIGHT', format: 'AMOUNT' }),
    field('AMOUNT_IN_WORDS_TH', 40, 640, { width: 500 }),
    field('PAGE_NO', 500, 800, { width: 60, align: 'RIGHT' }),
  ],
  itemTable: { page: 1, x: 36, y: 300, width: 523, rowHeight: 20, rowsPerPage: 10 },
};

const words = (pdf: Uint8Array, page?: number) =>
  pdfWords(pdf).filter((word) => page === undefined || word.page === page);

/** The word (or run of words pdftotext joined) holding the text, on the page. */
function wordOf(found: PdfWord[], text: string): PdfWord {
  const word = found.find((w) => w.text === text) ?? found.find((w) => w.text.includes(text));
  if (!word) throw new Error(`"${text}" not found in ${found.map((w) => w.text).join(' | ')}`);
  return word;
}

/** Within a point of where the layout put it (pdftotext boxes are the glyphs' extent). */
const near = (actual: number, expected: number, tolerance = 1.5) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(tolerance);

async function previewBytes(body: Row): Promise<Buffer> {
  const res = await templates.post('previewPdf', body);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('application/pdf');
  return res.rawPayload;
}

const lines = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ ITEM_NAME: `สินค้าที่ ${i + 1}`, ITEM_AMOUNT: `${100 + i}.50` }));

describe('generateImage', () => {
  it("answers a page of the form as a PNG of the page's size (1.5 × 72 dpi), the last for a page past it", async () => {
    const template = await templateWithLayout(
      t,
      admin,
      customerCode,
      { columns: [] },
      { form: await pdfForm({ pages: 2 }) },
    );
    const first = await templates.dataOf('generateImage', { pdfTemplateId: template.pdfTemplateId, page: 1 });
    expect(first).toMatchObject({ page: 1, pageCount: 2, width: 893, height: 1263 });
    expect(pngSize(String(first.image))).toEqual({ width: 893, height: 1263 });
    const past = await templates.dataOf('generateImage', { pdfTemplateId: template.pdfTemplateId, page: 9 });
    expect(past).toMatchObject({ page: 2, pageCount: 2 });
  });

  it('answers 404 for a template without its form', async () => {
    const created = await templates.dataOf('createPdfTemplate', {
      customerCode,
      templateName: 'ยังไม่มีฟอร์ม',
      templateType: 'ETAX',
      documentType: '388',
    });
    const res = await templates.post('generateImage', { pdfTemplateId: created.pdfTemplateId, page: 1 });
    expect(res.statusCode).toBe(404);
    expectFailureKey(
      await templates.post('previewPdf', { pdfTemplateId: created.pdfTemplateId }),
      422,
      'FORM_REQUIRED',
    );
  });
});

describe('previewPdf', () => {
  it('fills the form with sample values where the fields are, the customer as the seller', async () => {
    const template = await templateWithLayout(t, admin, customerCode, INVOICE_LAYOUT);
    const pdf = await previewBytes({ pdfTemplateId: template.pdfTemplateId });
    const page = words(pdf, 1);
    expect(wordOf(page, FORM_MARKER.split(' ')[0]!).text).toBe('ACME');
    // Right-aligned in its box: ends at x 550; its top at y 100.
    const number = wordOf(page, 'INV2026-000123');
    near(number.xMax, 550);
    near(number.yMin, 100, 3);
    near(wordOf(page, customerName.split(' ')[0]!).xMin, 40);
    // Three sample lines, one row apart.
    near(wordOf(page, 'ค่าบริการติดตั้งระบบ').yMin - wordOf(page, 'ปุ่มกดฉุกเฉิน').yMin, -20, 0.5);
    expect(pdfText(pdf)).toContain('1 / 1');
  });

  it("shows a note's template its three values, worked out as its notes' are; an invoice's none", async () => {
    const columns = ['ORIGINAL_AMOUNT', 'CORRECT_AMOUNT', 'DIFFERENCE_AMOUNT'].map((key, i) =>
      field(key, 400, 100 + 20 * i, { width: 150, align: 'RIGHT', format: 'AMOUNT' }),
    );
    const notes = (await createCustomer(t, { documentTypes: ['80', '81'] })).customerCode;
    const shown = async (customer: string, documentType: string) => {
      const template = await templateWithLayout(t, admin, customer, { columns }, { documentType });
      const page = words(await previewBytes({ pdfTemplateId: template.pdfTemplateId }), 1);
      return page.filter((word) => word.xMin >= 390).map((word) => word.text);
    };
    // The sample lines (3,148.00 before VAT) are the note's; its original is 10,000.00.
    expect(await shown(notes, '81')).toEqual(['10,000.00', '6,852.00', '3,148.00']);
    expect(await shown(notes, '80')).toEqual(['10,000.00', '13,148.00', '3,148.00']);
    expect(await shown(customerCode, '388')).toEqual([]);
  });

  it('uses the layout sent with the call (the designer not saved yet)', async () => {
    const template = await templateWithLayout(t, admin, customerCode, INVOICE_LAYOUT);
    const pdf = await previewBytes({
      pdfTemplateId: template.pdfTemplateId,
      columns: [field('BUYER_NAME', 60, 500, { width: 400, fontSize: 14 })],
      itemTable: null,
      data: { fields: { BUYER_NAME: 'บริษัท ปู่ ญี่ปุ่น น้ำ กิ่งไม้ จำกัด', DOCUMENT_NO: 'NOT-SHOWN' } },
    });
    const buyer = wordOf(words(pdf, 1), 'บริษัท');
    near(buyer.xMin, 60);
    near(buyer.yMin, 500, 4);
    expect(pdfText(pdf)).toContain('บริษัท ปู่ ญี่ปุ่น น้ำ กิ่งไม้ จำกัด');
    expect(pdfText(pdf)).not.toContain('NOT-SHOWN');
  });

  it('continues the item lines on copies of the page; the totals on the last copy only', async () => {
    const template = await templateWithLayout(t, admin, customerCode, INVOICE_LAYOUT);
    const pdf = await previewBytes({
      pdfTemplateId: template.pdfTemplateId,
      data: { fields: { DOCUMENT_NO: 'MULTI-1', TOTAL_AMOUNT: '2912.50' }, lines: lines(25) },
    });
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(3);
    const second = words(pdf, 2);
    // Line 11 is the first row of the second copy; line 20 its last.
    near(wordOf(second, '11').yMin, 300, 3);
    near(wordOf(second, 'สินค้าที่').yMin, wordOf(words(pdf, 1), 'สินค้าที่').yMin, 0.5);
    expect(second.map((w) => w.text)).toContain('2 / 3');
    expect(second.map((w) => w.text)).toContain('MULTI-1');
    expect(words(pdf, 3).map((w) => w.text)).toContain('2,912.50');
    expect([...words(pdf, 1), ...second].map((w) => w.text)).not.toContain('2,912.50');
    expect(pdfText(pdf)).toContain('สินค้าที่ 25');
  });

  it('writes in the right place over a form whose content leaves a transform behind, and on a turned page', async () => {
    const columns = [field('DOCUMENT_NO', 100, 200)];
    for (const form of [await pdfForm({ strayTransform: true }), await pdfForm({ rotate: 90 })]) {
      const template = await templateWithLayout(t, admin, customerCode, { columns }, { form });
      const pdf = await previewBytes({
        pdfTemplateId: template.pdfTemplateId,
        data: { fields: { DOCUMENT_NO: 'PLACE-1' } },
      });
      const word = wordOf(words(pdf, 1), 'PLACE-1');
      near(word.xMin, 100);
      near(word.yMin, 200, 3);
      // Written across the page as it is seen, not along its turned edge.
      expect(word.xMax - word.xMin).toBeGreaterThan(word.yMax - word.yMin);
    }
  });
});

describe('generatePdf', () => {
  it("stores the filled form as the template customer's file", async () => {
    const template = await templateWithLayout(t, admin, customerCode, INVOICE_LAYOUT);
    const res = await templates.post('generatePdf', {
      pdfTemplateId: template.pdfTemplateId,
      data: { fields: { DOCUMENT_NO: 'GEN-PDF-1', ISSUE_DATE: '2026-11-21' }, lines: lines(2) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { fileId, pageCount } = res.json().data;
    expect(pageCount).toBe(1);
    const download = await callGet(t, fileDownloadUrl(fileId), { as: ownUser });
    expect(download.statusCode).toBe(200);
    const text = pdfText(download.rawPayload);
    for (const expected of ['GEN-PDF-1', '21 พ.ย. 2569', 'สินค้าที่ 2', '101.50'])
      expect(text).toContain(expected);
    expect((await callGet(t, fileDownloadUrl(fileId), { as: otherUser })).statusCode).toBe(404);
  });
});

describe('generateCollection', () => {
  const rows = (count: number) =>
    Array.from({ length: count }, (_, i) => ({ fields: { DOCUMENT_NO: `COL-${i + 1}` }, lines: lines(1) }));

  it('merges a few rows into one PDF at once', async () => {
    const template = await templateWithLayout(t, admin, customerCode, INVOICE_LAYOUT);
    const res = await templates.post('generateCollection', {
      pdfTemplateId: template.pdfTemplateId,
      output: 'PDF',
      rows: rows(3),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'COMPLETED', total: 3, done: 3, output: 'PDF' });
    const pdf = (await callGet(t, fileDownloadUrl(res.json().data.fileId), { as: admin })).rawPayload;
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(3);
    expect(words(pdf, 3).map((w) => w.text)).toContain('COL-3');
    expect(qpdfCheck(pdf).ok).toBe(true);
  });

  it('zips one PDF per row', async () => {
    const template = await templateWithLayout(t, admin, customerCode, INVOICE_LAYOUT);
    const made = await templates.dataOf('generateCollection', {
      pdfTemplateId: template.pdfTemplateId,
      output: 'ZIP',
      rows: rows(2),
    });
    const zipped = (await callGet(t, fileDownloadUrl(made.fileId), { as: admin })).rawPayload;
    const zip = await JSZip.loadAsync(zipped);
    expect(Object.keys(zip.files)).toEqual(['0001-COL-1.pdf', '0002-COL-2.pdf']);
    expect(pdfText(await zip.file('0002-COL-2.pdf')!.async('uint8array'))).toContain('COL-2');
  });

  it('makes more than 50 rows in a job, telling how far it is', async () => {
    const template = await templateWithLayout(t, admin, customerCode, INVOICE_LAYOUT);
    const queued = await templates.dataOf('generateCollection', {
      pdfTemplateId: template.pdfTemplateId,
      output: 'PDF',
      rows: rows(60),
    });
    expect(queued).toMatchObject({ status: 'PROCESSING', total: 60, fileId: null });
    await t.deps.jobs.idle();
    const done = await templates.dataOf('getCollection', { collectionId: queued.collectionId });
    expect(done).toMatchObject({ status: 'COMPLETED', total: 60, done: 60 });
    const pdf = (await callGet(t, fileDownloadUrl(done.fileId), { as: admin })).rawPayload;
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(60);
    expect(pdfText(pdf)).toContain('COL-60');
  });
});

describe('document generation', () => {
  it("fills the customer's ACTIVE template for the document type (an E-TAX PDF/A-3 carrying its XML)", async () => {
    const importer = await importCustomer(t, admin);
    await templateWithLayout(t, admin, importer.customerCode, INVOICE_LAYOUT, { status: 'ACTIVE' });
    const user = await signInNewCustomerUser(t, {
      customerCode: importer.customerCode,
      userRole: 'USER',
      branchCodes: ['00000'],
    });
    const [document] = await generateFrom(t, { admin, user, templateCode: importer.excelTemplate }, [
      invoiceRow('TPL-001', { 2: 'บริษัท ปู่ ญี่ปุ่น น้ำ จำกัด' }),
    ]);
    expect(document).toMatchObject({ documentNo: 'TPL-001', status: 'GENERATED' });
    const detail = (
      await call(t, `${DOCUMENT_PREFIX}/getDocumentById`, { documentId: document!.documentId }, { as: user })
    ).json().data;
    const pdf = (await callGet(t, fileDownloadUrl(detail.pdfFileId), { as: user })).rawPayload;
    const page = words(pdf, 1);
    expect(wordOf(page, 'ACME').page).toBe(1);
    near(wordOf(page, 'TPL-001').xMax, 550);
    near(wordOf(page, 'ค่าบริการรายเดือน').yMin, 300, 4);
    expect(pdfText(pdf)).toContain('1,070.00');
    expect(qpdfCheck(pdf).ok).toBe(true);
    expect(pdfDetach(pdf).list).toContain('.xml');
  });
});

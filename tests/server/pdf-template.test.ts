// PDF templates: create, the form upload and what it refuses, the layout (checked, clamped, all
// or nothing, versioned), one ACTIVE template per customer and document type, search — ADMIN only.
import { beforeAll, describe, expect, it } from 'vitest';
import { fileDownloadUrl } from '../../contract/file';
import { callGet, controllerCalls, type Row } from './support/api';
import { detailsOf, errorKey, expectFailureKey, expectRefused } from './support/answers';
import { useAdminApp } from './support/app-per-file';
import { auditActions, auditRows } from './support/audit';
import { createCustomer, signInNewCustomerUser, type SignedIn } from './support/auth';
import { A4, encryptedForm, formWithAttachment, javascriptForm, pdfForm } from './support/pdf-forms';
import { field, PDF_TEMPLATE, templateWithLayout, uploadForm } from './support/pdf-templates';

const { t, admin } = useAdminApp();
const templates = controllerCalls(t, PDF_TEMPLATE, admin);

let customerCode: string;
let customerAdmin: SignedIn;
beforeAll(async () => {
  customerCode = (await createCustomer(t, { documentTypes: ['388', 'T02', '380'] })).customerCode;
  customerAdmin = await signInNewCustomerUser(t, { customerCode, userRole: 'CUSTOMER_ADMIN' });
});

const body = (overrides: Row = {}): Row => ({
  customerCode,
  templateName: 'ใบกำกับภาษี ฟอร์มบริษัท',
  templateType: 'ETAX',
  documentType: '388',
  ...overrides,
});

async function draft(overrides: Row = {}): Promise<Row> {
  const res = await templates.post('createPdfTemplate', body(overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function withForm(overrides: Row = {}, form?: Buffer): Promise<Row> {
  const res = await uploadForm(t, admin, await draft(overrides), form ?? (await pdfForm()));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const save = (template: Row, columns: Row[], itemTable: Row | null = null) =>
  templates.post('savePdfInputColumn', {
    pdfTemplateId: template.pdfTemplateId,
    version: template.version,
    columns,
    itemTable,
  });

const update = (template: Row, overrides: Row) =>
  templates.post('updatePdfTemplate', {
    pdfTemplateId: template.pdfTemplateId,
    version: template.version,
    templateName: template.templateName,
    templateType: template.templateType,
    documentType: template.documentType,
    status: template.status,
    ...overrides,
  });

describe('create', () => {
  it('makes a DRAFT without a form, audited', async () => {
    const created = await draft({ templateName: '  ฟอร์มสาขา  ' });
    expect(created).toMatchObject({
      customerCode,
      templateName: 'ฟอร์มสาขา',
      templateType: 'ETAX',
      documentType: '388',
      status: 'DRAFT',
      fileName: null,
      formFileId: null,
      pageCount: 0,
      fieldCount: 0,
      pages: [],
      columns: [],
      itemTable: null,
      version: 1,
    });
    expect(await auditActions(t, 'pdf_template', String(created.pdfTemplateId))).toEqual(['CREATE']);
  });

  it('refuses a document type the customer has not enabled, and an unknown customer', async () => {
    const res = await templates.post('createPdfTemplate', body({ documentType: '81' }), admin, 'en');
    expectRefused(res, 400, { documentType: 'the customer has not enabled this document type' });
    expect((await templates.post('createPdfTemplate', body({ customerCode: 'NOPE01' }))).statusCode).toBe(
      404,
    );
  });

  it('is for administrators only', async () => {
    const res = await templates.post('createPdfTemplate', body(), customerAdmin);
    expect(res.statusCode).toBe(403);
    expect((await templates.post('searchPdfTemplate', {}, customerAdmin)).statusCode).toBe(403);
  });
});

describe('uploadPdfTemplate', () => {
  it('stores the form and answers its pages; the form belongs to the customer', async () => {
    const template = await draft();
    const res = await uploadForm(t, admin, template, await pdfForm({ pages: 2 }), 'ฟอร์ม บริษัท.pdf');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      pdfTemplateId: template.pdfTemplateId,
      pageCount: 2,
      pages: [A4, A4],
      fileName: 'ฟอร์ม บริษัท.pdf',
      version: 2,
    });
    const download = await callGet(t, fileDownloadUrl(data.formFileId), { as: customerAdmin });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers a turned page as it is seen (width and height swapped)', async () => {
    const data = await withForm({}, await pdfForm({ rotate: 90 }));
    expect(data.pages).toEqual([{ width: A4.height, height: A4.width }]);
  });

  it('refuses what is not a PDF by its content (415), whatever its name', async () => {
    const res = await uploadForm(
      t,
      admin,
      await draft(),
      Buffer.from('<html><script>x()</script></html>'),
      'form.pdf',
    );
    expectFailureKey(res, 415, 'FILE_TYPE');
  });

  it.each([
    ['JavaScript', javascriptForm, 'JavaScript'],
    ['an attached file', formWithAttachment, 'JavaScript'],
    ['encryption', encryptedForm, 'encrypted'],
    ['eleven pages', () => pdfForm({ pages: 11 }), 'at most 10 pages'],
    ['a broken body', () => Promise.resolve(Buffer.from('%PDF-1.7\nnot really a pdf\n')), 'cannot be read'],
  ])('refuses a form with %s (422 PDF_REFUSED, said in words)', async (_, make, words) => {
    const template = await draft();
    expectFailureKey(await uploadForm(t, admin, template, await make()), 422, 'PDF_REFUSED');
    const english = await uploadForm(t, admin, template, await make(), 'form.pdf', 'en');
    expect(detailsOf(english).PDF_REFUSED).toContain(words);
    // Nothing was stored: the template still has no form.
    expect(
      (await templates.dataOf('getPdfTemplateById', { pdfTemplateId: template.pdfTemplateId })).formFileId,
    ).toBeNull();
  });

  it('refuses a file over 5 MB (413) and a stale version (409)', async () => {
    const template = await draft();
    const big = Buffer.concat([await pdfForm(), Buffer.alloc(5 * 1024 * 1024)]);
    expectFailureKey(await uploadForm(t, admin, template, big), 413, 'FILE_TOO_LARGE');
    await withFormOn(template);
    expectFailureKey(await uploadForm(t, admin, template, await pdfForm()), 409, 'STALE_RECORD');
  });

  it('keeps the fields when the form is replaced, moved inside smaller pages; refuses fewer pages', async () => {
    const template = await withForm({}, await pdfForm({ pages: 2 }));
    const saved = (
      await save(template, [field('DOCUMENT_NO', 400, 700), field('BUYER_NAME', 40, 40, { page: 2 })])
    ).json().data;
    expectFailureKey(await uploadForm(t, admin, saved, await pdfForm()), 422, 'FIELDS_OFF_FORM');
    const turned = await uploadForm(t, admin, saved, await pdfForm({ pages: 2, rotate: 90 }));
    expect(turned.statusCode, turned.body).toBe(200);
    const [documentNo] = turned.json().data.columns as Row[];
    // Page 1 is now 841.89 wide and 595.28 high: the box at y 700 moves up to fit.
    expect(documentNo).toMatchObject({ x: 400, y: round(A4.width - 14), width: 150, height: 14 });
  });
});

async function withFormOn(template: Row): Promise<Row> {
  const res = await uploadForm(t, admin, template, await pdfForm());
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const round = (value: number) => Math.round(value * 100) / 100;

describe('savePdfInputColumn', () => {
  it('saves the whole layout in order, moving boxes inside the page and item fields into the first row', async () => {
    const template = await withForm();
    const res = await save(
      template,
      [
        field('DOCUMENT_NO', 560, 20, { align: 'RIGHT', fontSize: 12, label: 'เลขที่' }),
        field('ISSUE_DATE', -0, 900, { format: 'DATE_BE_LONG' }),
        field('ITEM_NAME', 60, 330, { width: 2000 }),
        field('ITEM_AMOUNT', 450, 280, { format: 'AMOUNT', align: 'RIGHT', width: 100 }),
      ],
      { page: 1, x: 36, y: 300, width: 523, rowHeight: 20, rowsPerPage: 80 },
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.version).toBe(Number(template.version) + 1);
    expect(data.fieldCount).toBe(4);
    expect(data.columns.map((c: Row) => [c.dataTypeKey, c.seq, c.x, c.y, c.width, c.height])).toEqual([
      ['DOCUMENT_NO', 0, round(A4.width - 150), 20, 150, 14],
      ['ISSUE_DATE', 1, 0, round(A4.height - 14), 150, 14],
      // Wider than the page: as wide as the page. In the table's first row (300–320).
      ['ITEM_NAME', 2, 0, 306, A4.width, 14],
      ['ITEM_AMOUNT', 3, 450, 300, 100, 14],
    ]);
    // As many rows as fit below y 300 on an A4 page of 841.89 pt: 27 of 20 pt.
    expect(data.itemTable).toEqual({ page: 1, x: 36, y: 300, width: 523, rowHeight: 20, rowsPerPage: 27 });
    expect(await auditActions(t, 'pdf_template', String(template.pdfTemplateId))).toEqual([
      'CREATE',
      'UPDATE',
      'UPDATE',
    ]);
    const listed = await templates.dataOf('listPdfInputColumn', { pdfTemplateId: template.pdfTemplateId });
    expect(listed.map((c: Row) => c.dataTypeKey)).toEqual([
      'DOCUMENT_NO',
      'ISSUE_DATE',
      'ITEM_NAME',
      'ITEM_AMOUNT',
    ]);
  });

  it('says every problem on its field and saves nothing', async () => {
    const template = await withForm();
    const res = await templates.post(
      'savePdfInputColumn',
      {
        pdfTemplateId: template.pdfTemplateId,
        version: template.version,
        columns: [
          field('DOCUMENT_NO', 10, 10, { format: 'AMOUNT' }),
          field('NOT_A_FIELD', 10, 10),
          field('ITEM_NAME', 10, 10),
          field('BUYER_NAME', 10, 10, { page: 2 }),
        ],
      },
      admin,
      'en',
    );
    expectRefused(res, 400, {
      'columns.0.format': 'this format does not apply to this field',
      'columns.1.dataTypeKey': 'not a PDF template field',
      'columns.2.dataTypeKey': 'Item fields go in the item table; add the item table first',
      'columns.3.page': 'the form has no such page',
    });
    const unchanged = await templates.dataOf('getPdfTemplateById', { pdfTemplateId: template.pdfTemplateId });
    expect(unchanged).toMatchObject({ version: template.version, columns: [] });
  });

  it('refuses sizes outside 6–36 and unknown properties by the schema', async () => {
    const template = await withForm();
    const big = await save(template, [field('DOCUMENT_NO', 10, 10, { fontSize: 40 })]);
    expect(big.statusCode).toBe(400);
    expect(Object.keys(detailsOf(big))).toEqual(['columns.0.fontSize']);
    const extra = await save(template, [field('DOCUMENT_NO', 10, 10, { color: 'red' })]);
    expect(extra.statusCode).toBe(400);
  });

  it('answers 409 to a layout saved over an older version', async () => {
    const template = await withForm();
    expect((await save(template, [field('DOCUMENT_NO', 10, 10)])).statusCode).toBe(200);
    expectFailureKey(await save(template, [field('BUYER_NAME', 10, 10)]), 409, 'STALE_RECORD');
  });

  it('deletePdfInputColumn removes one field of the template', async () => {
    const template = await withForm();
    const saved = (await save(template, [field('DOCUMENT_NO', 10, 10), field('BUYER_NAME', 10, 40)])).json()
      .data;
    const [first] = saved.columns as Row[];
    const res = await templates.post('deletePdfInputColumn', {
      pdfTemplateId: saved.pdfTemplateId,
      pdfInputColumnId: first!.pdfInputColumnId,
      version: saved.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.columns.map((c: Row) => c.dataTypeKey)).toEqual(['BUYER_NAME']);
    const again = await templates.post('deletePdfInputColumn', {
      pdfTemplateId: saved.pdfTemplateId,
      pdfInputColumnId: first!.pdfInputColumnId,
      version: res.json().data.version,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('updatePdfTemplate', () => {
  it('needs the form and a field before ACTIVE', async () => {
    const template = await draft();
    expectFailureKey(await update(template, { status: 'ACTIVE' }), 422, 'FORM_REQUIRED');
    const uploaded = await withFormOn(template);
    expectFailureKey(await update(uploaded, { status: 'ACTIVE' }), 422, 'FIELDS_REQUIRED');
  });

  it('keeps one ACTIVE template per customer and document type: activating one retires the other', async () => {
    const documentType = 'T02';
    const activated = async () => {
      const made = await templateWithLayout(
        t,
        admin,
        customerCode,
        { columns: [field('DOCUMENT_NO', 10, 10)] },
        { documentType, status: 'ACTIVE' },
      );
      expect(made.status).toBe('ACTIVE');
      return made;
    };
    const first = await activated();
    const second = await activated();
    const retired = await templates.dataOf('getPdfTemplateById', { pdfTemplateId: first.pdfTemplateId });
    expect(retired.status).toBe('INACTIVE');
    const audit = await auditRows(t, 'pdf_template', String(first.pdfTemplateId));
    expect(audit.at(-1)).toMatchObject({
      action: 'UPDATE',
      beforeData: { status: 'ACTIVE' },
      afterData: { status: 'INACTIVE', replacedBy: second.pdfTemplateId },
    });
    const active = await templates.dataOf('listPdfTemplate', { customerCode, documentType });
    expect(active.filter((r: Row) => r.status === 'ACTIVE').map((r: Row) => r.pdfTemplateId)).toEqual([
      second.pdfTemplateId,
    ]);
  });

  it('answers 409 to a stale version and 404 to an unknown template', async () => {
    const template = await draft();
    expect((await update(template, { templateName: 'ชื่อใหม่' })).statusCode).toBe(200);
    expect(errorKey(await update(template, { templateName: 'อีกชื่อ' }))).toBe('STALE_RECORD');
    expect((await update({ ...template, pdfTemplateId: 999999 }, {})).statusCode).toBe(404);
  });
});

describe('searchPdfTemplate', () => {
  it('finds by customer, name, type, document type and status, with paging', async () => {
    const other = (await createCustomer(t, { documentTypes: ['380'] })).customerCode;
    const mine = await draft({ templateName: 'ฟอร์มค้นหา ใบแจ้งหนี้', templateType: 'EDOC', documentType: '380' });
    await templates.post(
      'createPdfTemplate',
      body({ customerCode: other, templateName: 'ฟอร์มค้นหา อื่น', templateType: 'EDOC', documentType: '380' }),
    );
    const res = await templates.post('searchPdfTemplate', {
      customerCode,
      templateName: 'ค้นหา',
      templateType: 'EDOC',
      documentType: '380',
      status: 'DRAFT',
      sortBy: 'templateName',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().paging.totalRecords).toBe(1);
    expect(res.json().data.map((r: Row) => r.pdfTemplateId)).toEqual([mine.pdfTemplateId]);
    expect((await templates.post('searchPdfTemplate', { sortBy: 'color' })).statusCode).toBe(400);
  });
});

// Corrections of an issued document (docs/corrections.md): a credit note, debit note or
// cancellation typed in from the invoice's page becomes an import of one document that goes
// through the two steps and generation; the note's XML references the invoice with its amount and
// passes the official XSD (the product's validator and xmllint) and ETDA's Schematron (the
// product's and node-schematron); the invoice lists its corrections; a cancellation marks it
// cancelled and nothing corrects or cancels it again; another customer's document cannot be named.
import { readFileSync } from 'node:fs';
import { Schema } from 'node-schematron';
import { beforeAll, describe, expect, it } from 'vitest';
import { CORRECTION_PREFIX } from '../../contract/correction';
import { DOCUMENT_PREFIX } from '../../contract/document';
import { fileDownloadUrl } from '../../contract/file';
import { etaxMessageOf } from '../../server/etax/xml/build-xml';
import { schematronFileOf, xsdFileOf } from '../../server/etax/xml/etax-versions';
import { schemaPath } from '../../server/etax/xml/schema-files';
import { validateEtaxXml } from '../../server/etax/xml/validate-xml';
import { call, callGet, type Row } from './support/api';
import { useImportApp } from './support/app-per-file';
import { signInNewCustomerUser, type SignedIn } from './support/auth';
import { xmllint } from './support/document-tools';
import { pdfText, pdfWords } from './support/pdf-text';
import { field, templateWithLayout } from './support/pdf-templates';
import {
  BUYER_ADDRESS,
  BUYER_ZIP_CODE,
  excelTemplate,
  generateFrom,
  importCustomer,
  invoiceRow,
  noteColumns,
  UPLOAD,
  uploadFile,
  xlsxOf,
  type ImportCustomer,
} from './support/imports';

const { t, admin, documents, userSubmits, accountingSubmitted } = useImportApp();

interface Seller {
  customer: ImportCustomer;
  user: SignedIn;
  /** The ACTIVE template of each correction type: the invoice layout, without reference columns. */
  templates: Record<'80' | '81' | 'T07', string>;
  /** File templates of the notes' layout (with reference number, date and reason: M–O). */
  files: Record<'81' | 'T07', string>;
}

let seller: Seller;
let other: Seller;

async function sellerWithTemplates(): Promise<Seller> {
  // documentTypes [] = every type is open to the customer's templates.
  const customer = await importCustomer(t, admin, { documentTypes: [] });
  const user = await signInNewCustomerUser(t, {
    customerCode: customer.customerCode,
    userRole: 'USER',
    branchCodes: ['00000'],
  });
  const template = (documentType: string, layout?: Row[]) =>
    excelTemplate(t, admin, customer.customerCode, documentType, layout);
  return {
    customer,
    user,
    templates: { '80': await template('80'), '81': await template('81'), T07: await template('T07') },
    files: { '81': await template('81', noteColumns()), T07: await template('T07', noteColumns()) },
  };
}

beforeAll(async () => {
  seller = await sellerWithTemplates();
  other = await sellerWithTemplates();
});

/** An invoice of 2 × 500.00 + 7 % VAT issued by the seller's user and approved; answers its row. */
async function issuedInvoice(documentNo: string, who: Seller = seller): Promise<Row> {
  const [row] = await generateFrom(t, { admin, user: who.user, templateCode: who.customer.excelTemplate }, [
    invoiceRow(documentNo),
  ]);
  expect(row).toMatchObject({ status: 'GENERATED', documentNo });
  return row!;
}

/** The form's body: the invoice's buyer, one line of `amount`, and the reason. */
function correctionBody(
  documentId: unknown,
  correctionType: '80' | '81' | 'T07',
  documentNo: string,
  extra: Row = {},
  who: Seller = seller,
): Row {
  return {
    documentId,
    correctionType,
    templateCode: who.templates[correctionType],
    data: {
      DOCUMENT_NO: documentNo,
      ISSUE_DATE: '2026-11-20',
      BUYER_NAME: 'บริษัท ผู้ซื้อ จำกัด',
      BUYER_TAX_ID: '0105536112014',
      BUYER_ADDRESS,
      BUYER_ZIP_CODE,
      VAT_RATE: '7',
      CURRENCY: 'THB',
      items: [
        { ITEM_NAME: 'ค่าบริการรายเดือน', ITEM_QTY: '1', ITEM_UNIT_PRICE: '200.00', ITEM_AMOUNT: '200.00' },
      ],
      ...extra,
    },
  };
}

const saveCorrection = (body: Row, as: SignedIn = seller.user, language?: 'th' | 'en') =>
  call(t, `${CORRECTION_PREFIX}/saveCorrection`, body, { as, language });

/** The user submits the import, the administrator approves it; answers the document made. */
async function approved(uploadId: number, user: SignedIn = seller.user): Promise<Row> {
  await accountingSubmitted(admin, await userSubmits(user, uploadId));
  const [made] = (await documents.post('search', { uploadId })).json().data as Row[];
  return made!;
}

async function issuedCorrection(body: Row, user: SignedIn = seller.user): Promise<Row> {
  const saved = await saveCorrection(body, user);
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json().data).toMatchObject({ status: 'READY', errorRows: 0 });
  return approved(saved.json().data.uploadId, user);
}

async function xmlOf(row: Row): Promise<string> {
  const res = await callGet(t, fileDownloadUrl(String(row.xmlFileId)), { as: admin });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** The note's PDF as text (pdftotext, layout kept: a label and its value on one line). */
async function pdfOf(row: Row): Promise<string> {
  const res = await callGet(t, fileDownloadUrl(String(row.pdfFileId)), { as: admin });
  expect(res.statusCode).toBe(200);
  return pdfText(res.rawPayload, { layout: true });
}

/** The value printed after a label on the note's PDF. */
const printed = (text: string, label: string) => new RegExp(`${label}\\s+([\\d,.-]+)`).exec(text)?.[1];

const element = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<ram:${name}(?: [^>]*)?>([^<]*)</ram:${name}>`, 'g'))].map((m) => m[1]);

describe('a credit note from the invoice page', () => {
  it('is an import of one document that, approved, makes a note whose XML references the invoice and validates', async () => {
    const invoice = await issuedInvoice('INV-CN-1');
    const note = await issuedCorrection(
      correctionBody(invoice.documentId, '81', 'CN-0001', { PURPOSE_CODE: 'CDNG02' }),
    );
    expect(note).toMatchObject({ documentNo: 'CN-0001', documentType: '81', status: 'GENERATED' });
    const detail = await documents.dataOf('getDocumentById', { documentId: note.documentId });
    expect(detail).toMatchObject({
      xmlStatus: 'VALID',
      referenceDocumentNo: 'INV-CN-1',
      referenceDocumentDate: '2026-11-20',
      purposeCode: 'CDNG02',
      purposeText: 'สินค้าชำรุดเสียหาย',
      totalBeforeVat: '200.00',
    });

    const xml = await xmlOf(note);
    expect(element(xml, 'ID')).toContain('CN-0001');
    expect(element(xml, 'IssuerAssignedID')).toEqual(['INV-CN-1']);
    expect(element(xml, 'ReferenceTypeCode')).toEqual(['388']);
    expect(element(xml, 'PurposeCode')).toEqual(['CDNG02']);
    expect(element(xml, 'Purpose')).toEqual(['สินค้าชำรุดเสียหาย']);
    // ETDA's note states the original's value before VAT and the difference.
    expect(element(xml, 'OriginalInformationAmount')).toEqual(['1000.00']);
    expect(element(xml, 'DifferenceInformationAmount')).toEqual(['200.00']);
    // Its PDF states them too, with the correct value (Revenue Code s.86/10).
    const pdf = await pdfOf(note);
    expect(printed(pdf, 'Original')).toBe('1,000.00');
    expect(printed(pdf, 'Correct')).toBe('800.00');
    expect(printed(pdf, 'Difference')).toBe('200.00');

    const message = etaxMessageOf('81')!;
    expect(await validateEtaxXml(xml)).toEqual([]);
    expect(xmllint(xml, xsdFileOf(message, '2.1')).ok).toBe(true);
    const sch = readFileSync(schemaPath(schematronFileOf(message, '2.1')), 'utf8');
    expect(Schema.fromString(sch).validateString(xml)).toEqual([]);

    // The invoice's page lists it; the invoice is not cancelled.
    const original = await documents.dataOf('getDocumentById', { documentId: invoice.documentId });
    expect(original.cancelled).toBe(false);
    expect(original.corrections).toEqual([
      {
        documentId: note.documentId,
        documentType: '81',
        documentNo: 'CN-0001',
        issueDate: '2026-11-20',
        totalAmount: '214.00',
        status: 'GENERATED',
      },
    ]);
  });

  it('a debit note takes a debit code and states the original amount too', async () => {
    const invoice = await issuedInvoice('INV-DN-1');
    const note = await issuedCorrection(
      correctionBody(invoice.documentId, '80', 'DN-0001', {
        PURPOSE_CODE: 'DBNG99',
        PURPOSE_TEXT: 'ค่าขนส่งเพิ่มเติม',
      }),
    );
    expect(note).toMatchObject({ documentType: '80', status: 'GENERATED' });
    const xml = await xmlOf(note);
    expect(element(xml, 'PurposeCode')).toEqual(['DBNG99']);
    expect(element(xml, 'Purpose')).toEqual(['ค่าขนส่งเพิ่มเติม']);
    expect(element(xml, 'OriginalInformationAmount')).toEqual(['1000.00']);
    expect(await validateEtaxXml(xml)).toEqual([]);
    // A debit note's correct value is the original's plus the difference (s.86/9).
    const pdf = await pdfOf(note);
    expect(printed(pdf, 'Original')).toBe('1,000.00');
    const difference = Number(element(xml, 'DifferenceInformationAmount')[0]);
    const money = (baht: number) => baht.toLocaleString('en-US', { minimumFractionDigits: 2 });
    expect(printed(pdf, 'Difference')).toBe(money(difference));
    expect(printed(pdf, 'Correct')).toBe(money(1000 + difference));
  });

  it("fills the three values in the customer's own PDF form, and leaves them empty on an invoice", async () => {
    // A seller of its own: its ACTIVE PDF templates would change the other tests' PDFs.
    const own = await sellerWithTemplates();
    const amount = (key: string, y: number) =>
      field(key, 400, y, { width: 150, align: 'RIGHT', format: 'AMOUNT' });
    const layout = {
      columns: [
        field('DOCUMENT_NO', 40, 100),
        amount('ORIGINAL_AMOUNT', 120),
        amount('CORRECT_AMOUNT', 140),
        amount('DIFFERENCE_AMOUNT', 160),
      ],
    };
    for (const documentType of ['388', '81'])
      await templateWithLayout(t, admin, own.customer.customerCode, layout, {
        documentType,
        status: 'ACTIVE',
      });

    /** What the form shows in the box at `y` (the amounts' column), on its first page. */
    const filled = async (row: Row) => {
      const res = await callGet(t, fileDownloadUrl(String(row.pdfFileId)), { as: admin });
      const words = pdfWords(res.rawPayload).filter((word) => word.page === 1);
      expect(words.map((word) => word.text)).toContain('ACME');
      return (y: number) =>
        words
          .filter((word) => word.xMin >= 390 && Math.abs(word.yMin - y) < 5)
          .map((word) => word.text)
          .join(' ');
    };

    const invoice = await issuedInvoice('INV-OWN-1', own);
    const onInvoice = await filled(invoice);
    expect([onInvoice(120), onInvoice(140), onInvoice(160)]).toEqual(['', '', '']);

    const note = await issuedCorrection(
      correctionBody(invoice.documentId, '81', 'CN-OWN-1', { PURPOSE_CODE: 'CDNG02' }, own),
      own.user,
    );
    expect(note).toMatchObject({ documentType: '81', status: 'GENERATED' });
    const onNote = await filled(note);
    // An original of 1,000.00 less a credit of 200.00 (Revenue Code s.86/10).
    expect([onNote(120), onNote(140), onNote(160)]).toEqual(['1,000.00', '800.00', '200.00']);
  });

  it('refuses a code of another type, a "99" code without its text and a template of another type, at the field', async () => {
    const invoice = await issuedInvoice('INV-BAD-1');
    const wrongCode = await saveCorrection(
      correctionBody(invoice.documentId, '81', 'CN-BAD-1', { PURPOSE_CODE: 'DBNG01' }),
      seller.user,
      'en',
    );
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().status.details).toEqual([
      { key: 'data.PURPOSE_CODE', description: expect.stringContaining('CDNG01') },
    ]);
    const noText = await saveCorrection(
      correctionBody(invoice.documentId, '81', 'CN-BAD-1', { PURPOSE_CODE: 'CDNS99' }),
    );
    expect(noText.statusCode).toBe(400);
    expect(noText.json().status.details).toEqual([
      { key: 'data.PURPOSE_TEXT', description: 'กรุณาระบุสาเหตุการออกเอกสาร' },
    ]);
    const wrongTemplate = await saveCorrection({
      ...correctionBody(invoice.documentId, '81', 'CN-BAD-1', { PURPOSE_CODE: 'CDNG01' }),
      templateCode: seller.templates['80'],
    });
    expect(wrongTemplate.statusCode).toBe(400);
    expect(wrongTemplate.json().status.details).toEqual([
      { key: 'templateCode', description: 'เทมเพลตนี้ไม่ใช่เอกสารประเภท 81' },
    ]);
    // A note is not corrected itself.
    const note = await issuedCorrection(
      correctionBody(invoice.documentId, '81', 'CN-BAD-2', { PURPOSE_CODE: 'CDNG01' }),
    );
    const ofNote = await saveCorrection(
      correctionBody(note.documentId, '81', 'CN-BAD-3', { PURPOSE_CODE: 'CDNG01' }),
    );
    expect(ofNote.statusCode).toBe(422);
    expect(ofNote.json().status.details[0].key).toBe('NOT_CORRECTABLE');
  });
});

describe('a cancellation', () => {
  it('marks the invoice cancelled, on its page and in the search, and nothing corrects or cancels it again', async () => {
    const invoice = await issuedInvoice('INV-CX-1');
    const cancellation = await issuedCorrection(
      correctionBody(invoice.documentId, 'T07', 'CX-0001', { PURPOSE_TEXT: 'ออกเอกสารผิด' }),
    );
    expect(cancellation).toMatchObject({ documentType: 'T07', status: 'GENERATED' });
    const xml = await xmlOf(cancellation);
    expect(element(xml, 'ID')).toContain('CX-0001');
    expect(element(xml, 'IssuerAssignedID')).toEqual(['INV-CX-1']);
    expect(await validateEtaxXml(xml)).toEqual([]);

    const original = await documents.dataOf('getDocumentById', { documentId: invoice.documentId });
    expect(original.cancelled).toBe(true);
    expect(original.corrections).toMatchObject([{ documentNo: 'CX-0001', documentType: 'T07' }]);
    const [row] = (await documents.post('search', { uploadId: invoice.uploadId })).json().data as Row[];
    expect(row).toMatchObject({ documentNo: 'INV-CX-1', cancelled: true });

    for (const [type, extra] of [
      ['T07', { PURPOSE_TEXT: 'ซ้ำ' }],
      ['81', { PURPOSE_CODE: 'CDNG01' }],
    ] as const) {
      const again = await saveCorrection(correctionBody(invoice.documentId, type, `AGAIN-${type}`, extra));
      expect(again.statusCode).toBe(422);
      expect(again.json().status.details).toEqual([
        {
          key: 'DOCUMENT_CANCELLED',
          description: expect.stringContaining('เอกสารเลขที่ INV-CX-1 ถูกยกเลิกแล้ว'),
        },
      ]);
    }
  });

  it('waiting in an import already, refuses a second one', async () => {
    const invoice = await issuedInvoice('INV-CX-2');
    const first = await saveCorrection(
      correctionBody(invoice.documentId, 'T07', 'CX-0002', { PURPOSE_TEXT: 'ออกเอกสารผิด' }),
    );
    expect(first.statusCode, first.body).toBe(200);
    const second = await saveCorrection(
      correctionBody(invoice.documentId, 'T07', 'CX-0003', { PURPOSE_TEXT: 'ออกเอกสารผิด' }),
      seller.user,
      'en',
    );
    expect(second.statusCode).toBe(422);
    expect(second.json().status.details[0]).toEqual({
      key: 'DOCUMENT_CANCELLED',
      description: expect.stringContaining('Document INV-CX-2 is cancelled'),
    });
  });
});

describe('tenancy and roles', () => {
  it("another customer's document cannot be referenced (404), and ACCOUNTING does not send data (403)", async () => {
    const invoice = await issuedInvoice('INV-TEN-1');
    // The other customer's user, with its own template: the document is not found for it.
    const foreign = await saveCorrection(
      correctionBody(invoice.documentId, '81', 'CN-TEN-1', { PURPOSE_CODE: 'CDNG01' }, other),
      other.user,
    );
    expect(foreign.statusCode).toBe(404);
    const accounting = await signInNewCustomerUser(t, {
      customerCode: seller.customer.customerCode,
      userRole: 'ACCOUNTING',
    });
    const refused = await saveCorrection(
      correctionBody(invoice.documentId, '81', 'CN-TEN-2', { PURPOSE_CODE: 'CDNG01' }),
      accounting,
    );
    expect(refused.statusCode).toBe(403);
    // The other customer's page lists nothing of it.
    const theirs = await issuedInvoice('INV-TEN-1', other);
    const detail = (
      await call(
        t,
        `${DOCUMENT_PREFIX}/getDocumentById`,
        { documentId: theirs.documentId },
        { as: other.user },
      )
    ).json().data;
    expect(detail.corrections).toEqual([]);
    // An administrator acts for the customer: the note is the seller's.
    const byAdmin = await saveCorrection(
      correctionBody(invoice.documentId, '81', 'CN-TEN-3', { PURPOSE_CODE: 'CDNG01' }),
      admin,
    );
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
  });
});

describe('from a file', () => {
  /** A note's row: the invoice layout with the reference (M, N) and the reason (O). */
  const noteRow = (documentNo: string, reference: string) =>
    invoiceRow(documentNo, { 6: '1', 8: '500.00', 12: reference, 13: '2026-11-20', 14: 'ส่วนลด' });

  /** Uploads the rows with the seller's file template of `type`; answers the import and its errors by row. */
  async function uploaded(type: '81' | 'T07', rows: ReturnType<typeof invoiceRow>[], who: Seller = seller) {
    const res = await uploadFile(
      t,
      who.user,
      { file: await xlsxOf(rows), templateCode: who.files[type] },
      'th',
    );
    expect(res.statusCode, res.body).toBe(200);
    const { uploadId, status } = res.json().data;
    const staged = (
      await call(t, `${UPLOAD}/searchCustomerFileUploadTempData`, { uploadId }, { as: who.user })
    ).json().data as {
      rowNo: number;
      errors: { key: string; column: string | null; description: string }[];
    }[];
    return { uploadId, status, errors: staged.map((row) => row.errors) };
  }

  it('takes a note of an issued invoice, and refuses at the row one of a number not issued here or cancelled', async () => {
    await issuedInvoice('INV-F-1');
    await issuedInvoice('INV-F-OTHER', other);
    const ok = await uploaded('81', [noteRow('CN-F-1', 'INV-F-1')]);
    expect(ok).toMatchObject({ status: 'READY', errors: [[]] });

    const refused = await uploaded('81', [noteRow('CN-F-2', 'INV-F-NONE'), noteRow('CN-F-3', 'INV-F-OTHER')]);
    expect(refused.status).toBe('VALIDATION_FAILED');
    expect(refused.errors).toEqual([
      [
        {
          key: 'REFERENCE_DOCUMENT_NO',
          column: 'M',
          description: 'ไม่พบใบกำกับภาษีเลขที่ INV-F-NONE ที่ออกแล้วของลูกค้านี้ (388, T02, T03, T04)',
        },
      ],
      // Another customer's invoice is not this customer's to correct (tenancy).
      [
        expect.objectContaining({
          key: 'REFERENCE_DOCUMENT_NO',
          description: expect.stringContaining('INV-F-OTHER'),
        }),
      ],
    ]);
  });

  it('refuses a second cancellation: in the same file, waiting in another import, or of a cancelled invoice', async () => {
    const invoice = await issuedInvoice('INV-F-CX');
    await issuedInvoice('INV-F-CX2');
    const twice = await uploaded('T07', [noteRow('CX-F-1', 'INV-F-CX2'), noteRow('CX-F-2', 'INV-F-CX2')]);
    expect(twice.errors[0]).toEqual([]);
    expect(twice.errors[1]).toEqual([
      expect.objectContaining({
        key: 'REFERENCE_DOCUMENT_NO',
        description: expect.stringContaining('ถูกยกเลิกแล้ว'),
      }),
    ]);

    const first = await uploaded('T07', [noteRow('CX-F-3', 'INV-F-CX')]);
    expect(first.status).toBe('READY');
    const waiting = await uploaded('T07', [noteRow('CX-F-4', 'INV-F-CX')]);
    expect(waiting.status).toBe('VALIDATION_FAILED');
    await approved(first.uploadId);
    const original = await documents.dataOf('getDocumentById', { documentId: invoice.documentId });
    expect(original.cancelled).toBe(true);
    const afterwards = await uploaded('81', [noteRow('CN-F-4', 'INV-F-CX')]);
    expect(afterwards.errors).toEqual([
      [
        expect.objectContaining({
          key: 'REFERENCE_DOCUMENT_NO',
          description: expect.stringContaining('INV-F-CX'),
        }),
      ],
    ]);
  });
});

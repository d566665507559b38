// E-TAX documents made from import rows (docs/etax-xml.md): every E-TAX type gets an e-Tax XML
// that the official v2.0 XSD accepts (the product's validator and xmllint), signed with the
// customer's certificate (the product's verifier and xmlsec1), inside a PDF/A-3 that qpdf accepts
// and from which pdfdetach gives the XML back byte for byte. A document whose XML fails is
// XML_INVALID with every failure, never delivered, and made again by a retry; a customer without
// a certificate gets unsigned documents that say so; a signed XML changed afterwards reads invalid.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_PREFIX } from '../../contract/document';
import { fileDownloadUrl } from '../../contract/file';
import { storedFile } from '../../server/db/schema/file';
import { etaxMessageOf } from '../../server/etax/xml/build-xml';
import { xsdFileOf } from '../../server/etax/xml/etax-versions';
import { validateEtaxXml } from '../../server/etax/xml/validate-xml';
import { callGet, controllerCalls, type Row } from './support/api';
import { useAdminApp } from './support/app-per-file';
import { signInNewCustomerUser, type SignedIn } from './support/auth';
import { giveCertificate } from './support/certificates';
import { newTaxId } from './support/customers';
import { pdfDetach, qpdfCheck, xmllint, xmlsec1Verify } from './support/document-tools';
import {
  activeTemplate,
  generateFrom,
  importCustomer,
  invoiceRow,
  noteColumns,
  UPLOAD,
  type Cell,
  type ImportCustomer,
} from './support/imports';
import { pdfText } from './support/pdf-text';
import { makeTestPkcs12, type TestPkcs12 } from './support/test-certificate';

const { t, admin } = useAdminApp();
const documents = controllerCalls(t, DOCUMENT_PREFIX, admin);
const uploads = controllerCalls(t, UPLOAD, admin);

const ETAX_TYPES = ['388', 'T02', 'T03', 'T04', 'T01', '80', '81', 'T05', 'T06', 'T07'] as const;
type EtaxType = (typeof ETAX_TYPES)[number];
/** The invoice the notes and the cancellation refer to. */
const INVOICE_NO = 'E388-0001';

/** A row of the note layout: the invoice layout plus reference number, date and reason. */
const noteRow = (
  documentNo: string,
  reference: string | null,
  reason: string | null,
  overrides: Record<number, Cell> = {},
) => invoiceRow(documentNo, { 12: reference, 13: reference ? '2026-11-20' : null, 14: reason, ...overrides });

let cert: TestPkcs12;
let seller: ImportCustomer;
let user: SignedIn;
const templates = new Map<string, string>();
beforeAll(async () => {
  cert = makeTestPkcs12({ commonName: 'บริษัท ผู้ขาย จำกัด', organization: 'บริษัท ผู้ขาย จำกัด' });
  // documentTypes [] = every type is open to the customer's templates.
  seller = await importCustomer(t, admin, { documentTypes: [] });
  await giveCertificate(t, admin, seller.customerCode, cert);
  user = await signInNewCustomerUser(t, {
    customerCode: seller.customerCode,
    userRole: 'USER',
    branchCodes: ['00000'],
  });
  for (const type of ETAX_TYPES)
    templates.set(
      type,
      await activeTemplate(
        t,
        admin,
        seller.customerCode,
        { templateType: 'EXCEL', documentType: type, templateName: `แบบ ${type}` },
        noteColumns(),
      ),
    );
});

const generate = (type: EtaxType, rows: Cell[][]) =>
  generateFrom(t, { admin, user, templateCode: templates.get(type)! }, rows);

async function fileBytes(fileId: unknown): Promise<Buffer> {
  const res = await callGet(t, fileDownloadUrl(String(fileId)), { as: user });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

/** What each type's import holds: the notes and the cancellation refer to the invoice. */
function rowsOf(type: EtaxType): Cell[][] {
  const no = `E${type}-0001`;
  if (type === '80') return [noteRow(no, INVOICE_NO, 'ราคาสินค้าเพิ่มขึ้น')];
  if (type === '81') return [noteRow(no, INVOICE_NO, 'ส่วนลดหลังการขาย', { 6: '1', 8: '500.00' })];
  if (type === 'T07') return [noteRow(no, INVOICE_NO, 'ออกเอกสารผิด')];
  // A receipt to a person: the buyer's 13-digit ID does not start with 0 (NIDN).
  if (type === 'T01') return [noteRow(no, null, null, { 3: newTaxId() })];
  return [
    noteRow(no, null, null),
    noteRow(no, null, null, { 5: 'ค่าติดตั้ง', 6: '1', 7: '250.00', 8: '250.00' }),
  ];
}

describe('E-TAX documents from import rows', () => {
  it.each(ETAX_TYPES)('%s: a valid e-Tax XML, signed, inside a PDF/A-3', async (type) => {
    // The invoice comes first (the notes state its amount); each type is its own import.
    const [row] = await generate(type, type === '388' ? [noteRow(INVOICE_NO, null, null)] : rowsOf(type));
    expect(row).toMatchObject({ status: 'GENERATED', documentType: type, xmlFileId: expect.any(String) });
    const detail = await documents.dataOf('getDocumentById', { documentId: row!.documentId }, user);
    expect(detail).toMatchObject({
      xmlStatus: 'VALID',
      xmlFailures: [],
      signature: { status: 'SIGNED', signedBy: cert.subject, valid: true, signedAt: expect.any(String) },
    });

    const xml = await fileBytes(row!.xmlFileId);
    const message = etaxMessageOf(type)!;
    expect(xml.toString('utf8')).toContain(`<rsm:${message.root}`);
    expect(xml.toString('utf8')).toContain(`<ram:TypeCode>${type}</ram:TypeCode>`);
    expect(await validateEtaxXml(xml.toString('utf8'))).toEqual([]);
    expect(xmllint(xml, xsdFileOf(message, '2.0'))).toMatchObject({ ok: true });
    const verified = xmlsec1Verify(xml, cert.certificatePem);
    expect(verified.output).toContain('OK');
    expect(verified.ok).toBe(true);

    const pdf = await fileBytes(row!.pdfFileId);
    expect(qpdfCheck(pdf)).toMatchObject({
      ok: true,
      output: expect.stringContaining('No syntax or stream encoding errors'),
    });
    const attached = pdfDetach(pdf);
    expect(attached.list).toContain('.xml');
    expect(attached.first.equals(xml)).toBe(true);
    expect(pdfText(pdf)).toContain(String(row!.documentNo));
  });

  it('reads a signature invalid once the stored XML has changed', async () => {
    const [row] = await generate('T02', [noteRow('E-TAMPER-1', null, null)]);
    const xml = (await fileBytes(row!.xmlFileId)).toString('utf8');
    const changed = xml.replace('<ram:Name>บริษัท ผู้ซื้อ จำกัด</ram:Name>', '<ram:Name>บริษัท ผู้ซื้อ จำกัT</ram:Name>');
    expect(changed).not.toBe(xml);
    await t.deps.db
      .update(storedFile)
      .set({ content: Buffer.from(changed, 'utf8') })
      .where(eq(storedFile.fileId, String(row!.xmlFileId)));
    const detail = await documents.dataOf('getDocumentById', { documentId: row!.documentId });
    expect(detail.signature).toMatchObject({ status: 'SIGNED', valid: false });
    expect(xmlsec1Verify(changed, cert.certificatePem).ok).toBe(false);
  });

  it('makes unsigned documents for a customer without a certificate, and says so', async () => {
    const other = await importCustomer(t, admin);
    const otherUser = await signInNewCustomerUser(t, {
      customerCode: other.customerCode,
      userRole: 'USER',
      branchCodes: ['00000'],
    });
    const [row] = await generateFrom(t, { admin, user: otherUser, templateCode: other.excelTemplate }, [
      invoiceRow('E-UNSIGNED-1'),
    ]);
    const detail = await documents.dataOf('getDocumentById', { documentId: row!.documentId });
    expect(detail).toMatchObject({
      status: 'GENERATED',
      xmlStatus: 'VALID',
      signature: { status: 'UNSIGNED', signedBy: null, signedAt: null, valid: null },
    });
    const xml = await callGet(t, fileDownloadUrl(String(row!.xmlFileId)), { as: otherUser });
    expect(xml.body).not.toContain('Signature');
    expect(xmllint(xml.rawPayload, xsdFileOf(etaxMessageOf('388')!, '2.0')).ok).toBe(true);
  });

  it('keeps a document whose XML fails XML_INVALID with every failure, undelivered, and a retry makes it', async () => {
    // A credit note for an invoice this customer never issued: its original amount is unknown,
    // and ETDA's schema requires it.
    const [row] = await generate('81', [noteRow('E81-ORPHAN', 'E388-LATER', 'ส่วนลด')]);
    expect(row).toMatchObject({
      status: 'FAILED',
      failCode: 'XML_INVALID',
      pdfFileId: null,
      xmlFileId: expect.any(String),
      emailStatus: 'NOT_REQUESTED',
    });
    const detail = await documents.dataOf('getDocumentById', { documentId: row!.documentId });
    expect(detail.xmlStatus).toBe('INVALID');
    expect(detail.signature).toBeNull();
    expect(detail.failParams).toEqual({ count: detail.xmlFailures.length });
    expect(detail.xmlFailures).toContainEqual({
      source: 'XSD',
      ruleId: expect.any(String),
      path: expect.any(String),
      message: expect.stringContaining('OriginalInformationAmount'),
    });
    // The XML kept to read what failed is not signed.
    expect((await fileBytes(row!.xmlFileId)).toString('utf8')).not.toContain('Signature');
    const upload = await uploads.dataOf('getCustomerFileUploadById', { uploadId: row!.uploadId });
    expect(upload).toMatchObject({ status: 'FAILED', failReason: 'DOCUMENTS_FAILED' });

    // Once the invoice is issued, the admin's retry makes the note, signed and valid.
    await generate('388', [noteRow('E388-LATER', null, null)]);
    const retried = await uploads.post('retryGenerationFile', {
      uploadId: row!.uploadId,
      version: upload.version,
    });
    expect(retried.statusCode, retried.body).toBe(200);
    await t.deps.jobs.idle();
    const [made] = (
      await documents.post('search', { uploadId: row!.uploadId, sortBy: 'documentId', sortDir: 'asc' })
    ).json().data as Row[];
    expect(made).toMatchObject({ status: 'GENERATED', documentNo: 'E81-ORPHAN', emailStatus: 'SENT' });
    const after = await documents.dataOf('getDocumentById', { documentId: made!.documentId });
    expect(after).toMatchObject({
      xmlStatus: 'VALID',
      xmlFailures: [],
      signature: { status: 'SIGNED', valid: true },
    });
  });
});

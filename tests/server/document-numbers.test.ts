// Document numbers as customers write them (IV2569/0001, ใบกำกับ-0001, INV 0001): accepted at
// upload, made into documents after both approvals, and downloaded under a safe, readable name.
// A number ETDA's schema would not take is refused at its row; a value the database cannot hold
// fails its document with the reason, once; a system error is tried again, and never logs a PDF.
import { inspect } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileDownloadUrl } from '../../contract/file';
import { job } from '../../server/db/schema/jobs';
import { fileNameOf } from '../../src/lib/api-request';
import { callGet, type Row } from './support/api';
import { useImportApp, useImportCustomer } from './support/app-per-file';
import { column } from './support/upload-templates';
import {
  activeTemplate,
  generateFrom,
  invoiceColumns,
  invoiceRow,
  uploadFile,
  xlsxOf,
  type Cell,
} from './support/imports';

const { t, admin, uploads, documents } = useImportApp();

const { customer, user } = useImportCustomer(t, admin);

/** The user uploads the rows, user-submits them, the administrator approves; the documents made. */
const generated = (rows: Cell[][], templateCode = customer.excelTemplate) =>
  generateFrom(t, { admin, user, templateCode }, rows);

const uploadOf = (document: Row) =>
  uploads.dataOf('getCustomerFileUploadById', { uploadId: document.uploadId }, user);

/** The generation job of an upload, as the job table keeps it. */
async function generationJob(uploadId: unknown) {
  const [row] = await t.deps.db
    .select()
    .from(job)
    .where(sql`${job.type} = 'document-generation' AND ${job.payload}->>'uploadId' = ${String(uploadId)}`);
  return row!;
}

/** RFC 6266 with an RFC 5987 filename*: only attr-chars and %XX stand in the encoded name. */
const DISPOSITION =
  /^attachment; filename="[\x20-\x21\x23-\x5b\x5d-\x7e]+"; filename\*=UTF-8''[\w!#$&+.^`|~%-]+$/;

describe('common document numbers', () => {
  it('makes every document after both approvals, each downloadable under its title and number', async () => {
    const numbers = ['IV2569/0001', 'ใบกำกับ-0001', 'INV 0001'];
    const made = await generated(numbers.map((documentNo) => invoiceRow(documentNo)));
    expect(made.map((d) => [d.documentNo, d.status, d.failCode])).toEqual(
      numbers.map((documentNo) => [documentNo, 'GENERATED', null]),
    );
    expect(await uploadOf(made[0]!)).toMatchObject({
      status: 'COMPLETED',
      failReason: null,
      documentCount: 3,
    });

    const names: string[][] = [];
    for (const row of made) {
      const detail: Row = await documents.dataOf('getDocumentById', { documentId: row.documentId }, user);
      const pdf = await callGet(t, fileDownloadUrl(String(detail.pdfFileId)), { as: user });
      const xml = await callGet(t, fileDownloadUrl(String(detail.xmlFileId)), { as: user });
      expect([pdf.statusCode, xml.statusCode]).toEqual([200, 200]);
      expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // The XML says the number exactly as the file did.
      expect(xml.body).toContain(`<ram:ID>${String(row.documentNo)}</ram:ID>`);
      for (const file of [pdf, xml]) expect(file.headers['content-disposition']).toMatch(DISPOSITION);
      names.push(
        [pdf, xml].flatMap((file) => {
          const header = String(file.headers['content-disposition']);
          return [fileNameOf(header)!, /filename="([^"]*)"/.exec(header)![1]!];
        }),
      );
    }
    // The name as the web app saves it (filename*), and the ASCII fallback of older clients.
    expect(names).toEqual([
      ['ใบกำกับภาษี-IV2569-0001.pdf', 'IV2569-0001.pdf', 'ใบกำกับภาษี-IV2569-0001.xml', 'IV2569-0001.xml'],
      ['ใบกำกับภาษี-ใบกำกับ-0001.pdf', '0001.pdf', 'ใบกำกับภาษี-ใบกำกับ-0001.xml', '0001.xml'],
      ['ใบกำกับภาษี-INV 0001.pdf', 'INV 0001.pdf', 'ใบกำกับภาษี-INV 0001.xml', 'INV 0001.xml'],
    ]);
  });
});

describe('numbers refused at their row', () => {
  it('says at the row what ETDA would not take: an invisible character, two spaces, more than 35 characters', async () => {
    // The template allows 50 characters: the 35 of ETDA's schema still apply.
    const layout = invoiceColumns().map((c) =>
      c.dataTypeKey === 'DOCUMENT_NO'
        ? column('A', 'DOCUMENT_NO', { columnName: 'เลขที่เอกสาร', maxLength: 50 })
        : c,
    );
    const templateCode = await activeTemplate(
      t,
      admin,
      customer.customerCode,
      { templateType: 'EXCEL' },
      layout,
    );
    const rows = [
      'INV\t0001',
      'INV\u200b0002',
      'INV  0003',
      `LONG-${'9'.repeat(31)}`,
      `OK-${'9'.repeat(32)}`,
    ];
    const res = await uploadFile(t, user, {
      file: await xlsxOf(rows.map((n) => invoiceRow(n))),
      templateCode,
    });
    expect(res.json().data).toMatchObject({ status: 'VALIDATION_FAILED', errorRows: 4, validRows: 1 });
    const staged = await uploads.dataOf(
      'searchCustomerFileUploadTempData',
      { uploadId: res.json().data.uploadId, onlyErrors: true },
      user,
    );
    expect(
      (staged as Row[]).map((row) => {
        const [error] = row.errors as Row[];
        return [row.rowNo, error!.key, error!.column, error!.description];
      }),
    ).toEqual([
      [
        2,
        'DOCUMENT_NO',
        'A',
        'มีอักขระที่มองไม่เห็นหรือพิมพ์ไม่ได้ (U+0009 ตัวที่ 4) ใช้ได้เฉพาะตัวอักษร ตัวเลข เครื่องหมาย และเว้นวรรค',
      ],
      [
        3,
        'DOCUMENT_NO',
        'A',
        'มีอักขระที่มองไม่เห็นหรือพิมพ์ไม่ได้ (U+200B ตัวที่ 4) ใช้ได้เฉพาะตัวอักษร ตัวเลข เครื่องหมาย และเว้นวรรค',
      ],
      [4, 'DOCUMENT_NO', 'A', 'มีเว้นวรรคติดกันเกินหนึ่งช่อง (ตัวที่ 4) ใช้เว้นวรรคครั้งละหนึ่งช่อง'],
      [
        5,
        'DOCUMENT_NO',
        'A',
        'ยาวเกิน 35 ตัวอักษร ซึ่งเป็นความยาวสูงสุดของเลขที่เอกสารตามมาตรฐาน e-Tax Invoice ของ สพธอ.',
      ],
    ]);
  });
});

describe('a value the database cannot hold', () => {
  it('fails its document with the reason after one try; the other documents are made', async () => {
    // 10^16 passes every rule of the file but is beyond numeric(18, 2).
    const huge = '10000000000000000';
    const made = await generated([
      invoiceRow('BIG-001', { 6: '1', 7: huge, 8: huge }),
      invoiceRow('BIG-002'),
    ]);
    expect(made.map((d) => [d.documentNo, d.status, d.failCode, d.failParams])).toEqual([
      ['BIG-001', 'FAILED', 'VALUE_REFUSED', { rowNo: 2 }],
      ['BIG-002', 'GENERATED', null, null],
    ]);
    // Said at its document, not a system error: the import's reason is its documents.
    expect(await uploadOf(made[0]!)).toMatchObject({ status: 'FAILED', failReason: 'DOCUMENTS_FAILED' });
    expect(await generationJob(made[0]!.uploadId)).toMatchObject({
      status: 'DONE',
      attempts: 1,
      lastError: null,
    });
  });
});

describe('a system error', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await t.deps.db.execute(sql`DROP TRIGGER IF EXISTS disk_full ON stored_file`);
  });

  it('is tried again, and its log and last error hold no PDF bytes', async () => {
    // The disk fills up as a document's PDF is stored (SQLSTATE 53100).
    await t.deps.db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION disk_full() RETURNS trigger AS $$
        BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = '53100'; END
        $$ LANGUAGE plpgsql`),
    );
    await t.deps.db.execute(
      sql.raw(`CREATE TRIGGER disk_full BEFORE INSERT ON stored_file FOR EACH ROW
        WHEN (NEW.purpose = 'DOCUMENT_PDF') EXECUTE FUNCTION disk_full()`),
    );
    const logged: unknown[][] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args));
    const res = await uploadFile(t, user, {
      file: await xlsxOf([invoiceRow('SYS-001')]),
      templateCode: customer.excelTemplate,
    });
    const { uploadId } = res.json().data;
    const ready = await uploads.dataOf('getCustomerFileUploadById', { uploadId }, user);
    const submitted = await uploads.dataOf('userSubmitFile', { uploadId, version: ready.version }, user);
    await uploads.post('accountingSubmitFile', { uploadId, version: submitted.version });
    await t.deps.jobs.idle();

    const tried = await generationJob(uploadId);
    expect(tried).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect((await uploads.dataOf('getCustomerFileUploadById', { uploadId }, user)).status).toBe('PROCESSING');
    const log = inspect(logged, { depth: 10, maxStringLength: Infinity });
    for (const text of [log, tried.lastError!]) {
      expect(text).toContain('No space left on device');
      expect(text).not.toContain('%PDF');
      // eslint-disable-next-line no-control-regex -- what a PDF's bytes would bring
      expect(text).not.toMatch(/[\u0000-\u0008\u000e-\u001f\uFFFD]|\\x[01][0-9A-F]/i);
    }

    // Space again: the next try makes the document.
    await t.deps.db.execute(sql`DROP TRIGGER disk_full ON stored_file`);
    await t.deps.db.execute(sql`UPDATE job SET run_at = now() WHERE id = ${tried.id}`);
    await t.deps.jobs.runDue();
    expect(await uploads.dataOf('getCustomerFileUploadById', { uploadId }, user)).toMatchObject({
      status: 'COMPLETED',
      documentCount: 1,
    });
  });
});

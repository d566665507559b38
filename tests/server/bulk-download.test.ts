// Bulk download (docs/bulk-download.md): a document search's PDFs and XMLs as one zip, through the
// real API and the real job: the zip holds exactly the searched documents, named and as they
// download one by one; another customer reaches neither the request nor its file; a search of
// more than 10,000 documents is refused; an expired one is gone with its file.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BULK_DOWNLOAD_PREFIX, bulkDownloadFileUrl } from '../../contract/bulk-download';
import { fileDownloadUrl } from '../../contract/file';
import { bulkDownload } from '../../server/db/schema/bulk-download';
import { storedFile, storedFilePart } from '../../server/db/schema/file';
import { job } from '../../server/db/schema/jobs';
import { call, callGet, type Row } from './support/api';
import { expectFailureKey } from './support/answers';
import { useAdminApp } from './support/app-per-file';
import { signInNewCustomerUser, type SignedIn } from './support/auth';
import { filingSeller, invoices, packEntries, type FilingSeller } from './support/rd-filing';
import { makeTestPkcs12 } from './support/test-certificate';

const { t, admin } = useAdminApp();

let a: FilingSeller;
let b: FilingSeller;
let aDocuments: Row[];
let bDocuments: Row[];

const bulk = (as: SignedIn, path: string, body: Row, language?: 'th' | 'en') =>
  call(t, `${BULK_DOWNLOAD_PREFIX}/${path}`, body, { as, language });

/** A file as its document's page downloads it: the name it is saved under and its bytes. */
async function asDownloaded(as: SignedIn, fileId: unknown): Promise<{ name: string; bytes: Buffer }> {
  const res = await callGet(t, fileDownloadUrl(String(fileId)), { as });
  expect(res.statusCode).toBe(200);
  const disposition = String(res.headers['content-disposition']);
  const name = decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1] ?? '');
  return { name, bytes: res.rawPayload };
}

/** Asks for the zip of `criteria`, runs the job, and answers the request once the job is done. */
async function zipOf(as: SignedIn, criteria: Row): Promise<Row> {
  const created = await bulk(as, 'create', criteria);
  expect(created.statusCode, created.body).toBe(200);
  expect(created.json().data).toMatchObject({ status: 'QUEUED', done: 0 });
  await t.deps.jobs.idle();
  const res = await bulk(as, 'getBulkDownloadById', { bulkDownloadId: created.json().data.bulkDownloadId });
  expect(res.statusCode).toBe(200);
  return res.json().data as Row;
}

beforeAll(async () => {
  const cert = makeTestPkcs12({ commonName: 'บริษัท ผู้ขาย จำกัด', organization: 'บริษัท ผู้ขาย จำกัด' });
  a = await filingSeller(t, admin, cert);
  b = await filingSeller(t, admin, cert);
  aDocuments = await invoices(t, admin, a, [
    ['A-001', '2026-10-05'],
    ['A-002', '2026-10-31'],
    ['A/003', '2026-11-01'],
  ]);
  bDocuments = await invoices(t, admin, b, [['B-001', '2026-10-10']]);
  for (const document of [...aDocuments, ...bDocuments]) {
    expect(document).toMatchObject({
      status: 'GENERATED',
      pdfFileId: expect.any(String),
      xmlFileId: expect.any(String),
    });
  }
});

describe('the zip', () => {
  it("holds each searched document's PDF and XML, named and as they download one by one, and nothing else", async () => {
    const done = await zipOf(a.filer, { issueDateFrom: '2026-10-01', issueDateTo: '2026-10-31' });
    expect(done).toMatchObject({ status: 'DONE', done: 2, total: 2, sizeBytes: expect.any(Number) });
    const res = await callGet(t, bulkDownloadFileUrl(Number(done.bulkDownloadId)), { as: a.filer });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.rawPayload.length).toBe(done.sizeBytes);
    const entries = await packEntries(res.rawPayload);
    const october = aDocuments.filter((d) => d.documentNo !== 'A/003');
    const expected = [];
    for (const document of october) {
      expected.push(await asDownloaded(a.filer, document.pdfFileId));
      expected.push(await asDownloaded(a.filer, document.xmlFileId));
    }
    expect([...entries.keys()].sort()).toEqual(expected.map((file) => file.name).sort());
    expect(expected.map((file) => file.name)).toContain('ใบกำกับภาษี-A-001.pdf');
    for (const file of expected) expect(entries.get(file.name)?.equals(file.bytes), file.name).toBe(true);
  });

  it("gives a customer user its own customer's documents only, even when the criteria name another", async () => {
    const done = await zipOf(a.filer, { customerCode: b.customerCode });
    expect(done).toMatchObject({ status: 'DONE', total: 3 });
    const res = await callGet(t, bulkDownloadFileUrl(Number(done.bulkDownloadId)), { as: a.filer });
    const names = [...(await packEntries(res.rawPayload)).keys()];
    expect(names).toHaveLength(6);
    expect(names.some((name) => name.includes('B-001'))).toBe(false);
    expect(names).toContain('ใบกำกับภาษี-A-003.pdf');
  });

  it('gives an administrator the customers the criteria name, a folder per customer', async () => {
    const done = await zipOf(admin, { customerCode: b.customerCode });
    expect(done).toMatchObject({ status: 'DONE', total: 1 });
    const res = await callGet(t, bulkDownloadFileUrl(Number(done.bulkDownloadId)), { as: admin });
    const names = [...(await packEntries(res.rawPayload)).keys()].sort();
    expect(names).toEqual([`${b.customerCode}/ใบกำกับภาษี-B-001.pdf`, `${b.customerCode}/ใบกำกับภาษี-B-001.xml`]);
  });
});

describe('tenancy', () => {
  it('keeps the request and its zip from another customer (and from another user of the same one)', async () => {
    const done = await zipOf(a.filer, {});
    const bulkDownloadId = Number(done.bulkDownloadId);
    const [row] = await t.deps.db
      .select()
      .from(bulkDownload)
      .where(eq(bulkDownload.bulkDownloadId, bulkDownloadId));
    for (const other of [b.filer, b.uploader, a.uploader]) {
      expect((await bulk(other, 'getBulkDownloadById', { bulkDownloadId })).statusCode).toBe(404);
      expect((await callGet(t, bulkDownloadFileUrl(bulkDownloadId), { as: other })).statusCode).toBe(404);
      expect((await callGet(t, fileDownloadUrl(String(row!.fileId)), { as: other })).statusCode).toBe(404);
      const list = (await bulk(other, 'listMine', {})).json().data as Row[];
      expect(list.map((r) => r.bulkDownloadId)).not.toContain(bulkDownloadId);
    }
    const mine = (await bulk(a.filer, 'listMine', {})).json().data as Row[];
    expect(mine[0]).toMatchObject({ bulkDownloadId, status: 'DONE' });
  });
});

describe('a USER of some branches', () => {
  it("zips its branches' documents only, as its search shows them", async () => {
    const otherBranch = await signInNewCustomerUser(t, {
      customerCode: a.customerCode,
      userRole: 'USER',
      branchCodes: ['00001'],
    });
    expectFailureKey(await bulk(otherBranch, 'create', {}), 422, 'NO_DOCUMENTS');
    const headOffice = await signInNewCustomerUser(t, {
      customerCode: a.customerCode,
      userRole: 'USER',
      branchCodes: ['00000'],
    });
    expect(await zipOf(headOffice, {})).toMatchObject({ status: 'DONE', total: 3 });
  });
});

describe('limits and expiry', () => {
  it('refuses a search of more than 10,000 documents with a message to narrow it, and takes a narrower one', async () => {
    const [document] = bDocuments;
    await t.deps.db.execute(sql`
      INSERT INTO document (upload_id, customer_code, branch_code, upload_type, document_type, document_no, first_row_no,
        issue_date, buyer_name, total_amount, status, email_status, sms_status, pdf_file_id, create_by, last_update_by)
      SELECT ${document!.uploadId}, ${b.customerCode}, '00000', 'ETAX', '388', 'BULK-' || i, i + 10,
        '2026-09-01', 'ผู้ซื้อ', 100, 'GENERATED', 'NOT_REQUESTED', 'NOT_REQUESTED', ${document!.pdfFileId}::uuid, 'test', 'test'
      FROM generate_series(1, 10000) AS i`);
    const refused = await bulk(b.filer, 'create', {}, 'th');
    expectFailureKey(refused, 422, 'TOO_MANY_DOCUMENTS');
    expect(refused.json().status.details[0].description).toBe(
      'ค้นพบเอกสารมากกว่า 10,000 รายการ กรุณาระบุเงื่อนไขการค้นหาให้แคบลง (เช่น ช่วงวันที่) แล้วลองอีกครั้ง',
    );
    expect((await bulk(b.filer, 'create', {}, 'en')).json().status.details[0].description).toBe(
      'The search finds more than 10,000 documents; narrow it (a date range, for example) and try again',
    );
    expect((await bulk(b.filer, 'listMine', {})).json().data).toEqual([]);
    const narrower = await zipOf(b.filer, { issueDateFrom: '2026-10-01' });
    expect(narrower).toMatchObject({ status: 'DONE', total: 1 });
  });

  it('refuses a search that finds no generated document', async () => {
    const res = await bulk(a.filer, 'create', { documentNo: 'NO-SUCH-NUMBER' });
    expectFailureKey(res, 422, 'NO_DOCUMENTS');
  });

  it('removes an expired request and its zip when its expiry job runs', async () => {
    const done = await zipOf(a.filer, { documentNo: 'A-002' });
    const bulkDownloadId = Number(done.bulkDownloadId);
    const [row] = await t.deps.db
      .select()
      .from(bulkDownload)
      .where(eq(bulkDownload.bulkDownloadId, bulkDownloadId));
    expect(row!.expiresAt.getTime() - row!.createDtm.getTime()).toBe(24 * 3600 * 1000);
    await t.deps.db
      .update(bulkDownload)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(bulkDownload.bulkDownloadId, bulkDownloadId));
    // Expired: gone for its user at once, before the job removes it.
    expect((await bulk(a.filer, 'getBulkDownloadById', { bulkDownloadId })).statusCode).toBe(404);
    expect((await callGet(t, bulkDownloadFileUrl(bulkDownloadId), { as: a.filer })).statusCode).toBe(404);
    await t.deps.db
      .update(job)
      .set({ runAt: new Date() })
      .where(
        sql`${job.type} = 'bulk-download-expiry' AND ${job.payload}->>'bulkDownloadId' = ${String(bulkDownloadId)}`,
      );
    await t.deps.jobs.runDue();
    await t.deps.jobs.idle();
    expect(
      await t.deps.db.select().from(bulkDownload).where(eq(bulkDownload.bulkDownloadId, bulkDownloadId)),
    ).toEqual([]);
    expect(await t.deps.db.select().from(storedFile).where(eq(storedFile.fileId, row!.fileId!))).toEqual([]);
    expect(
      await t.deps.db.select().from(storedFilePart).where(eq(storedFilePart.fileId, row!.fileId!)),
    ).toEqual([]);
  });
});

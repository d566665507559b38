// The monthly filing with the Revenue Department (docs/rd-filing.md), through the API and the
// real import: the months and their summary, the pack (every signed document of the month once,
// none of another month or customer, the same bytes when made again), the move to SUBMITTED by
// hand and its refusals, tenancy between two customers, and the reminder from the 10th.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../server/db/schema/mail';
import { job } from '../../server/db/schema/jobs';
import { nextRunAfter, remindUnfiledMonths, scheduleReminder } from '../../server/modules/rd-filing/reminder';
import { DASHBOARD_PREFIX } from '../../contract/dashboard';
import { fileDownloadUrl } from '../../contract/file';
import { call, callGet, type Row } from './support/api';
import { useAdminApp } from './support/app-per-file';
import { auditRows } from './support/audit';
import { createCustomerUser, signInNewCustomerUser, type SignedIn } from './support/auth';
import {
  cancellation,
  documentXml,
  filingSeller,
  invoices,
  packEntries,
  rdCall,
  type FilingSeller,
} from './support/rd-filing';
import { makeTestPkcs12 } from './support/test-certificate';

const { t, admin } = useAdminApp();

let a: FilingSeller;
let b: FilingSeller;
/** Seller A's October documents: two invoices and the cancellation of the first. */
let aOctober: Row[];
let aNovember: Row[];
let bOctober: Row[];

const month = (seller: FilingSeller, m: string) => ({ customerCode: seller.customerCode, month: m });

beforeAll(async () => {
  const cert = makeTestPkcs12({ commonName: 'บริษัท ผู้ขาย จำกัด', organization: 'บริษัท ผู้ขาย จำกัด' });
  a = await filingSeller(t, admin, cert);
  b = await filingSeller(t, admin, cert);
  const aInvoices = await invoices(t, admin, a, [
    ['A-001', '2026-10-05'],
    ['A-002', '2026-10-31'],
    ['A-003', '2026-11-01'],
  ]);
  const [aCancel] = await cancellation(t, admin, a, 'A-C01', '2026-10-20', {
    documentNo: 'A-001',
    date: '2026-10-05',
  });
  aOctober = [aInvoices[0]!, aInvoices[1]!, aCancel!];
  aNovember = [aInvoices[2]!];
  bOctober = await invoices(t, admin, b, [['B-001', '2026-10-10']]);
  for (const document of [...aOctober, ...aNovember, ...bOctober]) {
    expect(document).toMatchObject({ status: 'GENERATED', xmlFileId: expect.any(String) });
  }
});

describe('the months', () => {
  it("lists a customer's months newest first, with counts and totals by type and the cancelled ones", async () => {
    const res = await rdCall(t, a.filer, 'searchMonths', {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        month: '2026-11',
        documents: 1,
        status: 'NOT_SUBMITTED',
        dueDate: '2026-12-15',
      }),
      {
        customerCode: a.customerCode,
        customerName: expect.any(String),
        month: '2026-10',
        dueDate: '2026-11-15',
        status: 'NOT_SUBMITTED',
        documents: 3,
        cancelled: 1,
        unsigned: 0,
        totalAmount: '3210.00',
        byType: [
          { documentType: '388', count: 2, totalAmount: '2140.00' },
          { documentType: 'T07', count: 1, totalAmount: '1070.00' },
        ],
        rdReference: null,
        submittedBy: null,
        submittedAt: null,
        packFileId: null,
      },
    ]);
    expect(res.json().paging).toMatchObject({ totalRecords: 2 });
  });

  it("gives an administrator any customer's months, and a customer only its own", async () => {
    const all = (await rdCall(t, admin, 'searchMonths', { customerCode: b.customerCode })).json()
      .data as Row[];
    expect(all.map((row) => [row.customerCode, row.month])).toEqual([[b.customerCode, '2026-10']]);
    // A CUSTOMER token's own customer, whatever the body names.
    const own = (await rdCall(t, a.filer, 'searchMonths', { customerCode: b.customerCode })).json()
      .data as Row[];
    expect(new Set(own.map((row) => row.customerCode))).toEqual(new Set([a.customerCode]));
    const bMonth = await rdCall(t, b.filer, 'getMonth', month(b, '2026-11'));
    expect(bMonth.statusCode).toBe(404);
  });

  it('refuses a branch-bound USER', async () => {
    for (const path of ['searchMonths', 'getMonth', 'downloadPack', 'markSubmitted', 'sendPack']) {
      const res = await rdCall(t, a.uploader, path, { ...month(a, '2026-10'), rdReference: 'X' });
      expect(res.statusCode, path).toBe(403);
    }
  });
});

describe('the pack', () => {
  let pack: Buffer;

  it('holds every signed XML of the month once, as its page downloads it, and nothing else', async () => {
    const res = await rdCall(t, a.filer, 'downloadPack', month(a, '2026-10'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain(`rd-${a.customerCode}-2026-10.zip`);
    pack = res.rawPayload;
    const entries = await packEntries(pack);
    const expected = await Promise.all(aOctober.map((document) => documentXml(t, admin, document)));
    expect([...entries.keys()]).toEqual(expected.map((xml) => xml.name).sort());
    for (const xml of expected) expect(entries.get(xml.name)?.equals(xml.bytes), xml.name).toBe(true);
    const text = [...entries.values()].map((bytes) => bytes.toString('utf8')).join('\n');
    expect(text).not.toContain('A-003');
    expect(text).not.toContain('B-001');
  });

  it('is the same bytes when made again, by whoever asks', async () => {
    const again = await rdCall(t, admin, 'downloadPack', month(a, '2026-10'));
    expect(again.rawPayload.equals(pack)).toBe(true);
  });

  it('answers 404 for a month without signed documents', async () => {
    expect((await rdCall(t, a.filer, 'downloadPack', month(a, '2026-09'))).statusCode).toBe(404);
  });
});

describe('filing by hand', () => {
  it('moves the month to SUBMITTED with who, when and the reference, and keeps the pack filed', async () => {
    const before = await rdCall(t, a.filer, 'downloadPack', month(a, '2026-10'));
    const res = await rdCall(t, a.filer, 'markSubmitted', {
      ...month(a, '2026-10'),
      rdReference: ' RD-6911-000123 ',
    });
    expect(res.statusCode).toBe(200);
    const filed = res.json().data;
    expect(filed).toMatchObject({
      status: 'SUBMITTED',
      rdReference: 'RD-6911-000123',
      submittedBy: a.filer.username,
      packFileId: expect.any(String),
    });
    expect(Date.now() - Date.parse(filed.submittedAt)).toBeLessThan(60_000);
    const kept = await rdCall(t, a.filer, 'downloadPack', month(a, '2026-10'));
    expect(kept.rawPayload.equals(before.rawPayload)).toBe(true);
    // The kept file, through the file route: its filer reads it; a branch-bound USER of the same
    // customer gets the 404 of a file it may not read, as the filing calls refuse it.
    const fileUrl = fileDownloadUrl(String(filed.packFileId));
    const asFiler = await callGet(t, fileUrl, { as: a.filer });
    expect(asFiler.statusCode).toBe(200);
    expect(asFiler.rawPayload.equals(before.rawPayload)).toBe(true);
    expect((await callGet(t, fileUrl, { as: a.uploader })).statusCode).toBe(404);
    const audit = await auditRows(t, 'rd_submission', `${a.customerCode}/2026-10`);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'UPDATE',
        actor: a.filer.username,
        customerCode: a.customerCode,
        afterData: expect.objectContaining({
          status: 'SUBMITTED',
          rdReference: 'RD-6911-000123',
          documents: 3,
        }),
      }),
    ]);
    const listed = (
      await rdCall(t, admin, 'searchMonths', { customerCode: a.customerCode, status: 'SUBMITTED' })
    ).json().data as Row[];
    expect(listed.map((row) => row.month)).toEqual(['2026-10']);
  });

  it('refuses a month filed already, and a blank reference, saying so in the language asked', async () => {
    const again = await rdCall(t, a.filer, 'markSubmitted', { ...month(a, '2026-10'), rdReference: 'RD-2' });
    expect(again.statusCode).toBe(409);
    expect(again.json().status.details).toEqual([
      { key: 'ALREADY_SUBMITTED', description: 'เดือนนี้ยื่นต่อกรมสรรพากรแล้ว' },
    ]);
    const blank = await rdCall(t, a.filer, 'markSubmitted', { ...month(a, '2026-11'), rdReference: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().status.details).toEqual([
      { key: 'rdReference', description: 'กรุณากรอกเลขอ้างอิงจากกรมสรรพากร' },
    ]);
    expect((await rdCall(t, admin, 'getMonth', month(a, '2026-11'))).json().data.status).toBe(
      'NOT_SUBMITTED',
    );
  });

  it("never files another customer's month: a customer's call works on its own", async () => {
    const res = await rdCall(t, b.filer, 'markSubmitted', { ...month(a, '2026-11'), rdReference: 'RD-B' });
    expect(res.statusCode).toBe(404);
    expect((await rdCall(t, admin, 'getMonth', month(a, '2026-11'))).json().data.status).toBe(
      'NOT_SUBMITTED',
    );
  });

  it('says there is no connection to file through without RD_SUBMIT_URL', async () => {
    const res = await rdCall(t, a.filer, 'sendPack', month(a, '2026-11'));
    expect(res.statusCode).toBe(422);
    expect(res.json().status.details[0].key).toBe('NO_TRANSPORT');
  });
});

describe('the dashboard', () => {
  const unfiled = async (as: SignedIn) =>
    (await call(t, `${DASHBOARD_PREFIX}/summary`, {}, { as })).json().data.unfiledMonths;

  it("counts the months that ended and are not filed, in the caller's reach; none for a USER", async () => {
    // B's October (A filed its October above; November has not ended on the day this was written).
    expect(await unfiled(b.filer)).toBe(1);
    expect(await unfiled(b.uploader)).toBeNull();
    expect(await unfiled(admin)).toBeGreaterThanOrEqual(1);
  });
});

describe('the reminder', () => {
  let bAdmin: SignedIn & { user: { email: string } };

  beforeAll(async () => {
    bAdmin = await signInNewCustomerUser(t, { customerCode: b.customerCode, userRole: 'CUSTOMER_ADMIN' });
    await createCustomerUser(t, {
      customerCode: b.customerCode,
      userRole: 'CUSTOMER_ADMIN',
      status: 'INACTIVE',
    });
  });

  const mailsTo = async (email: string) => t.deps.db.select().from(outbox).where(eq(outbox.recipient, email));
  const ours = (runs: Awaited<ReturnType<typeof remindUnfiledMonths>>) =>
    runs.filter((run) => [a.customerCode, b.customerCode].includes(run.customerCode));

  it('is not sent before the 10th', async () => {
    expect(ours(await remindUnfiledMonths(t.deps, new Date('2026-11-09T23:00:00+07:00')))).toEqual([]);
  });

  it('from the 10th, mails each active CUSTOMER_ADMIN of a customer with a month not filed, once', async () => {
    const runs = ours(await remindUnfiledMonths(t.deps, new Date('2026-11-10T08:00:00+07:00')));
    // A filed October; November is not due yet.
    expect(runs).toEqual([{ customerCode: b.customerCode, months: ['2026-10'], mails: 2 }]);
    const [mail] = await mailsTo(bAdmin.user.email);
    expect(mail!.subject).toBe(
      'เตือนยื่นเอกสาร e-Tax ต่อกรมสรรพากร เดือน ตุลาคม 2569 / e-Tax filing due: October 2026',
    );
    expect(mail!.body).toContain('/customer/rd-filing');
    // Its uploader is no CUSTOMER_ADMIN: no reminder (its import's own mails aside).
    expect((await mailsTo(b.uploader.user.email)).filter((m) => m.refEntity === 'rd_submission')).toEqual([]);
    expect(ours(await remindUnfiledMonths(t.deps, new Date('2026-11-11T08:00:00+07:00')))).toEqual([]);
  });

  it('names the next month once its 10th has come', async () => {
    const runs = ours(await remindUnfiledMonths(t.deps, new Date('2026-12-10T08:00:00+07:00')));
    expect(runs).toEqual([{ customerCode: a.customerCode, months: ['2026-11'], mails: 1 }]);
    expect((await mailsTo(a.filer.user.email)).map((mail) => mail.subject)).toEqual([
      'เตือนยื่นเอกสาร e-Tax ต่อกรมสรรพากร เดือน พฤศจิกายน 2569 / e-Tax filing due: November 2026',
    ]);
  });
});

describe('the daily run', () => {
  it('is due at 08:00 in Bangkok, and only one run waits however often it is scheduled', async () => {
    expect(nextRunAfter(new Date('2026-11-10T00:30:00Z')).toISOString()).toBe('2026-11-10T01:00:00.000Z');
    expect(nextRunAfter(new Date('2026-11-10T01:00:00Z')).toISOString()).toBe('2026-11-11T01:00:00.000Z');
    await scheduleReminder(t.deps.db, new Date('2026-11-11T01:00:00Z'));
    await scheduleReminder(t.deps.db, new Date('2026-11-12T01:00:00Z'));
    const waiting = await t.deps.db
      .select({ runAt: job.runAt })
      .from(job)
      .where(and(eq(job.type, 'rd-filing-reminder'), eq(job.status, 'PENDING')));
    expect(waiting.map((row) => new Date(row.runAt).toISOString())).toEqual(['2026-11-11T01:00:00.000Z']);
  });
});

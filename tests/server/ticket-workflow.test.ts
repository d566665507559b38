// ticketController update and addComment: the status rules of administrators and of the
// requester's customer (the reopen window), priority, stale versions, internal notes hidden from
// customers (and their files not downloadable), comments on a closed ticket, and the mails.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileDownloadUrl } from '../../contract/file';
import { REOPEN_DAYS, TICKET_PREFIX } from '../../contract/ticket';
import { ticket } from '../../server/db/schema/ticket';
import { call, callGet, callMultipart, fieldParts, type MultipartPart, type Row } from './support/api';
import { detailsOf, expectFailureKey } from './support/answers';
import { useAdminApp } from './support/app-per-file';
import { auditActions } from './support/audit';
import { signInNewCustomerUser, type SignedIn } from './support/auth';
import { apiCustomer, mailsTo } from './support/customers';

const SUPPORT = 'help-desk@etax.test';
const { t, admin } = useAdminApp({ supportTo: SUPPORT });

const PDF = Buffer.from('%PDF-1.7\n%%EOF\n');

const pdfParts = (count: number): MultipartPart[] =>
  Array.from({ length: count }, (_, i) => ({ name: 'files', filename: `แนบ-${i}.pdf`, content: PDF }));

async function open(as: SignedIn, customerCode?: unknown): Promise<Row> {
  const res = await callMultipart(
    t,
    `${TICKET_PREFIX}/create`,
    fieldParts({
      ticketSubject: 'ระบบส่งอีเมลไม่ได้',
      detail: 'ลูกค้าไม่ได้รับอีเมลใบกำกับภาษี',
      priority: 'MEDIUM',
      actionType: 'PROBLEM',
      ...(customerCode ? { customerCode } : {}),
    }),
    { as },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const update = (as: SignedIn, body: Row, language?: 'th' | 'en') =>
  call(t, `${TICKET_PREFIX}/update`, body, { as, language });

/** Moves the ticket as `as`, expecting success; answers the detail. */
async function moved(as: SignedIn, detail: Row, change: Row): Promise<Row> {
  const res = await update(as, {
    ticketRequestNo: detail.ticketRequestNo,
    version: detail.version,
    ...change,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const comment = (as: SignedIn, fields: Row, files = 0, language?: 'th' | 'en') =>
  callMultipart(t, `${TICKET_PREFIX}/addComment`, [...fieldParts(fields), ...pdfParts(files)], {
    as,
    language,
  });

/** userA opens a ticket; the administrator comments on it with one file: the ticket and the comment. */
async function adminCommentWithFile(message: string, internal: 'true' | 'false') {
  const opened = await open(userA);
  const res = await comment(admin, { ticketRequestNo: opened.ticketRequestNo, message, internal }, 1);
  expect(res.statusCode, res.body).toBe(200);
  return { opened, posted: res.json().data.comments[0] };
}

const detailOf = async (as: SignedIn, ticketRequestNo: unknown) =>
  (await call(t, `${TICKET_PREFIX}/getByRequestNo`, { ticketRequestNo }, { as })).json().data;

/** The ticket mails to an address about one ticket, oldest first. */
const mailsAbout = async (to: string, ticketRequestNo: unknown) =>
  (await mailsTo(t, to))
    .filter((mail) => mail.refId === ticketRequestNo && mail.refEntity === 'ticket')
    .sort((a, b) => a.id - b.id);

/** Moves the ticket's resolution back in time (the reopen window), straight in the database. */
const resolvedDaysAgo = (ticketRequestNo: unknown, days: number) =>
  t.deps.db
    .update(ticket)
    .set({ resolvedDtm: sql`now() - make_interval(days => ${days})` })
    .where(eq(ticket.ticketRequestNo, String(ticketRequestNo)));

let customerA: Row;
let userA: SignedIn & { user: { email: string } };
let accountingA: SignedIn;
let userB: SignedIn;
beforeAll(async () => {
  customerA = await apiCustomer(t, admin, { customerName: 'บริษัท ลูกค้า เอ จำกัด' });
  const customerB = await apiCustomer(t, admin);
  userA = await signInNewCustomerUser(t, {
    customerCode: String(customerA.customerCode),
    userRole: 'USER',
    fullName: 'สมหญิง ผู้แจ้ง',
  });
  accountingA = await signInNewCustomerUser(t, {
    customerCode: String(customerA.customerCode),
    userRole: 'ACCOUNTING',
  });
  userB = await signInNewCustomerUser(t, { customerCode: String(customerB.customerCode) });
});

describe('status as an administrator', () => {
  it('moves OPEN → IN_PROGRESS → RESOLVED → CLOSED with history, audit, and a mail to the requester each time', async () => {
    const opened = await open(userA);
    const no = opened.ticketRequestNo;
    const working = await moved(admin, opened, { status: 'IN_PROGRESS' });
    expect(working).toMatchObject({
      status: 'IN_PROGRESS',
      version: 2,
      nextStatuses: ['RESOLVED', 'CLOSED'],
    });
    const resolved = await moved(admin, working, { status: 'RESOLVED' });
    expect(resolved.nextStatuses).toEqual(['IN_PROGRESS', 'CLOSED']);
    const closed = await moved(admin, resolved, { status: 'CLOSED' });
    expect(closed).toMatchObject({ status: 'CLOSED', version: 4, nextStatuses: [] });
    expect(closed.history).toEqual([
      expect.objectContaining({ status: 'OPEN', priority: 'MEDIUM', changedBy: 'สมหญิง ผู้แจ้ง' }),
      expect.objectContaining({ status: 'IN_PROGRESS', priority: null }),
      expect.objectContaining({ status: 'RESOLVED', priority: null }),
      expect.objectContaining({ status: 'CLOSED', priority: null }),
    ]);
    expect(await auditActions(t, 'ticket', String(no))).toEqual(['CREATE', 'UPDATE', 'UPDATE', 'UPDATE']);
    const mails = await mailsAbout(userA.user.email, no);
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringContaining('กำลังดำเนินการ'),
      expect.stringContaining('แก้ไขแล้ว'),
      expect.stringContaining('ปิด'),
    ]);
    expect(mails[0]!.subject).toContain(String(no));
    expect(mails[0]!.body).toContain('ระบบส่งอีเมลไม่ได้');
    expect(mails[0]!.body).toContain(`/customer/ticket/${String(no)}`);
  });

  it('may skip forward and reopen a resolved ticket, never move back otherwise (422 TICKET_STATUS)', async () => {
    const opened = await open(userA);
    const resolved = await moved(admin, opened, { status: 'RESOLVED' });
    const reopened = await moved(admin, resolved, { status: 'IN_PROGRESS' });
    const back = await update(
      admin,
      { ticketRequestNo: opened.ticketRequestNo, version: reopened.version, status: 'OPEN' },
      'en',
    );
    expectFailureKey(back, 422, 'TICKET_STATUS');
    expect(detailsOf(back)).toEqual({ TICKET_STATUS: 'The ticket cannot move from In progress to Open' });
    const closed = await moved(admin, reopened, { status: 'CLOSED' });
    for (const status of ['OPEN', 'IN_PROGRESS', 'RESOLVED']) {
      const res = await update(admin, {
        ticketRequestNo: opened.ticketRequestNo,
        version: closed.version,
        status,
      });
      expectFailureKey(res, 422, 'TICKET_STATUS');
    }
    // Nor a priority on a closed ticket.
    const priority = await update(admin, {
      ticketRequestNo: opened.ticketRequestNo,
      version: closed.version,
      priority: 'URGENT',
    });
    expectFailureKey(priority, 422, 'TICKET_STATUS');
    expect(detailsOf(priority)).toEqual({ TICKET_STATUS: 'คำร้องนี้ปิดแล้ว' });
  });

  it('changes the priority (history, no mail), and answers a call that changes nothing as it is', async () => {
    const opened = await open(userA);
    const urgent = await moved(admin, opened, { priority: 'URGENT' });
    expect(urgent).toMatchObject({ priority: 'URGENT', status: 'OPEN', version: 2 });
    expect(urgent.history).toEqual([
      expect.objectContaining({ status: 'OPEN', priority: 'MEDIUM' }),
      expect.objectContaining({ status: null, priority: 'URGENT' }),
    ]);
    const both = await moved(admin, urgent, { status: 'IN_PROGRESS', priority: 'LOW' });
    expect((both.history as Row[]).at(-1)).toMatchObject({ status: 'IN_PROGRESS', priority: 'LOW' });
    expect(await mailsAbout(userA.user.email, opened.ticketRequestNo)).toHaveLength(1);
    const same = await moved(admin, both, { status: 'IN_PROGRESS', priority: 'LOW' });
    expect(same.version).toBe(both.version);
    expect(same.history).toHaveLength(3);
  });

  it('refuses a stale version (409 STALE_RECORD) and an unknown ticket (404)', async () => {
    const opened = await open(userA);
    await moved(admin, opened, { status: 'IN_PROGRESS' });
    const stale = await update(admin, {
      ticketRequestNo: opened.ticketRequestNo,
      version: 1,
      status: 'RESOLVED',
    });
    expectFailureKey(stale, 409, 'STALE_RECORD');
    expect((await detailOf(admin, opened.ticketRequestNo)).status).toBe('IN_PROGRESS');
    const unknown = await update(admin, { ticketRequestNo: 'TK-2400-000001', version: 1, status: 'CLOSED' });
    expect(unknown.statusCode).toBe(404);
  });

  it('mails the customer’s address for a ticket an administrator opened for it', async () => {
    const opened = await open(admin, customerA.customerCode);
    await moved(admin, opened, { status: 'IN_PROGRESS' });
    const mails = await mailsAbout(String(customerA.email), opened.ticketRequestNo);
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringContaining('เจ้าหน้าที่เปิดคำร้องให้ท่าน'),
      expect.stringContaining('กำลังดำเนินการ'),
    ]);
  });
});

describe('status as the requester’s customer', () => {
  it('may reopen a RESOLVED ticket within the window (any user of the customer); support is told', async () => {
    const opened = await open(userA);
    const resolved = await moved(admin, opened, { status: 'RESOLVED' });
    expect((await detailOf(accountingA, opened.ticketRequestNo)).nextStatuses).toEqual(['IN_PROGRESS']);
    await resolvedDaysAgo(opened.ticketRequestNo, REOPEN_DAYS - 1);
    const reopened = await moved(accountingA, resolved, { status: 'IN_PROGRESS' });
    expect(reopened).toMatchObject({ status: 'IN_PROGRESS', nextStatuses: [] });
    const [mail, ...more] = await mailsAbout(SUPPORT, opened.ticketRequestNo).then((mails) =>
      mails.filter((m) => m.subject?.includes('เปิดคำร้องอีกครั้ง')),
    );
    expect(more).toEqual([]);
    expect(mail!.body).toContain(`/admin/ticket/${String(opened.ticketRequestNo)}`);
  });

  it('may not reopen after REOPEN_DAYS days (422 TICKET_STATUS)', async () => {
    const opened = await open(userA);
    const resolved = await moved(admin, opened, { status: 'RESOLVED' });
    await resolvedDaysAgo(opened.ticketRequestNo, REOPEN_DAYS + 1);
    expect((await detailOf(userA, opened.ticketRequestNo)).nextStatuses).toEqual([]);
    const res = await update(userA, {
      ticketRequestNo: opened.ticketRequestNo,
      version: resolved.version,
      status: 'IN_PROGRESS',
    });
    expectFailureKey(res, 422, 'TICKET_STATUS');
    expect(detailsOf(res)).toEqual({
      TICKET_STATUS: `เปิดคำร้องอีกครั้งได้ภายใน ${REOPEN_DAYS} วันหลังจากแก้ไขแล้วเท่านั้น`,
    });
    // The administrator still may.
    await moved(admin, resolved, { status: 'IN_PROGRESS' });
  });

  it('may make no other move (422), may not change the priority (403), and reaches no other customer’s ticket (404)', async () => {
    const opened = await open(userA);
    for (const status of ['IN_PROGRESS', 'RESOLVED', 'CLOSED']) {
      const res = await update(userA, { ticketRequestNo: opened.ticketRequestNo, version: 1, status });
      expectFailureKey(res, 422, 'TICKET_STATUS');
    }
    const priority = await update(userA, {
      ticketRequestNo: opened.ticketRequestNo,
      version: 1,
      priority: 'URGENT',
    });
    expect(priority.statusCode).toBe(403);
    expect(detailsOf(priority)).toEqual({ priority: 'เฉพาะเจ้าหน้าที่เท่านั้นที่เปลี่ยนความเร่งด่วนของคำร้องได้' });
    const foreign = await update(userB, {
      ticketRequestNo: opened.ticketRequestNo,
      version: 1,
      status: 'CLOSED',
    });
    expect(foreign.statusCode).toBe(404);
    expect((await detailOf(admin, opened.ticketRequestNo)).version).toBe(1);
  });
});

describe('comments', () => {
  it('a customer’s comment with files: shown to both sides, files downloadable by the customer, support mailed', async () => {
    const opened = await open(userA);
    const res = await comment(
      userA,
      { ticketRequestNo: opened.ticketRequestNo, message: 'แนบหลักฐานเพิ่มเติม' },
      2,
    );
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json().data;
    expect(detail.comments).toEqual([
      {
        commentId: expect.any(Number),
        authorName: 'สมหญิง ผู้แจ้ง',
        authorRole: 'CUSTOMER',
        message: 'แนบหลักฐานเพิ่มเติม',
        internal: false,
        createDtm: expect.any(String),
        attachments: [
          {
            fileId: expect.any(String),
            fileName: 'แนบ-0.pdf',
            fileSize: PDF.length,
            contentType: 'application/pdf',
          },
          {
            fileId: expect.any(String),
            fileName: 'แนบ-1.pdf',
            fileSize: PDF.length,
            contentType: 'application/pdf',
          },
        ],
      },
    ]);
    const fileId = detail.comments[0].attachments[0].fileId as string;
    expect((await callGet(t, fileDownloadUrl(fileId), { as: accountingA })).statusCode).toBe(200);
    expect((await callGet(t, fileDownloadUrl(fileId), { as: admin })).statusCode).toBe(200);
    expect((await callGet(t, fileDownloadUrl(fileId), { as: userB })).statusCode).toBe(404);
    const mails = await mailsAbout(SUPPORT, opened.ticketRequestNo);
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringContaining('คำร้องใหม่'),
      expect.stringContaining('ลูกค้าตอบกลับคำร้อง'),
    ]);
    expect(mails[1]!.body).toContain('แนบหลักฐานเพิ่มเติม');
    expect(await auditActions(t, 'ticket', String(opened.ticketRequestNo))).toEqual(['CREATE', 'COMMENT']);
  });

  it('an administrator’s answer is mailed to the requester; its files are the customer’s', async () => {
    const { opened, posted: answer } = await adminCommentWithFile('ตรวจสอบแล้ว ส่งใหม่ให้แล้วครับ', 'false');
    expect(answer).toMatchObject({ authorRole: 'ADMIN', internal: false });
    expect((await callGet(t, fileDownloadUrl(answer.attachments[0].fileId), { as: userA })).statusCode).toBe(
      200,
    );
    const [mail, ...more] = await mailsAbout(userA.user.email, opened.ticketRequestNo);
    expect(more).toEqual([]);
    expect(mail!.subject).toContain('เจ้าหน้าที่ตอบกลับคำร้อง');
    expect(mail!.body).toContain('ตรวจสอบแล้ว ส่งใหม่ให้แล้วครับ');
  });

  it('a staff reply moves an OPEN ticket to IN_PROGRESS unless startWork is "false"; notes, customers and later statuses leave it', async () => {
    const opened = await open(userA);
    const replied = await comment(admin, {
      ticketRequestNo: opened.ticketRequestNo,
      message: 'กำลังตรวจสอบครับ',
    });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json().data).toMatchObject({ status: 'IN_PROGRESS', version: Number(opened.version) + 1 });
    expect(replied.json().data.history).toEqual([
      expect.objectContaining({ status: 'OPEN' }),
      expect.objectContaining({ status: 'IN_PROGRESS', priority: null }),
    ]);
    expect(await auditActions(t, 'ticket', String(opened.ticketRequestNo))).toEqual(['CREATE', 'COMMENT']);
    // One mail, the reply: the status moved with it.
    expect((await mailsAbout(userA.user.email, opened.ticketRequestNo)).map((mail) => mail.subject)).toEqual([
      expect.stringContaining('เจ้าหน้าที่ตอบกลับคำร้อง'),
    ]);

    const kept = await open(userA);
    const no = kept.ticketRequestNo;
    const statusAfter = async (as: SignedIn, fields: Row) => {
      const res = await comment(as, { ticketRequestNo: no, message: 'ข้อความ', ...fields });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.status;
    };
    expect(await statusAfter(admin, { startWork: 'false' })).toBe('OPEN');
    expect(await statusAfter(admin, { internal: 'true' })).toBe('OPEN');
    expect(await statusAfter(userA, {})).toBe('OPEN');
    expect((await detailOf(admin, no)).history).toHaveLength(1);

    const resolved = await moved(admin, await detailOf(admin, no), { status: 'RESOLVED' });
    expect(await statusAfter(admin, {})).toBe('RESOLVED');
    expect((await detailOf(admin, no)).version).toBe(resolved.version);

    const bad = await comment(admin, { ticketRequestNo: no, message: 'x', startWork: 'yes' }, 0, 'en');
    expect(bad.statusCode).toBe(400);
    expect(detailsOf(bad)).toEqual({ startWork: 'must be one of: true, false' });
  });

  it('an internal note: administrators only, its files never downloadable by the customer, no mail', async () => {
    const { opened, posted: note } = await adminCommentWithFile('ลูกค้ารายนี้เคยแจ้งแล้ว', 'true');
    expect(note).toMatchObject({ internal: true, message: 'ลูกค้ารายนี้เคยแจ้งแล้ว' });
    await comment(userA, { ticketRequestNo: opened.ticketRequestNo, message: 'มีความคืบหน้าไหมคะ' });

    const seenByCustomer = await detailOf(userA, opened.ticketRequestNo);
    expect(seenByCustomer.comments.map((c: Row) => c.message)).toEqual(['มีความคืบหน้าไหมคะ']);
    expect(JSON.stringify(seenByCustomer)).not.toContain(note.attachments[0].fileId);
    expect((await detailOf(admin, opened.ticketRequestNo)).comments.map((c: Row) => c.internal)).toEqual([
      true,
      false,
    ]);

    const fileId = note.attachments[0].fileId as string;
    expect((await callGet(t, fileDownloadUrl(fileId), { as: userA })).statusCode).toBe(404);
    expect((await callGet(t, fileDownloadUrl(fileId), { as: admin })).statusCode).toBe(200);
    expect(await mailsAbout(userA.user.email, opened.ticketRequestNo)).toEqual([]);
    expect(await auditActions(t, 'ticket', String(opened.ticketRequestNo))).toEqual([
      'CREATE',
      'INTERNAL_NOTE',
      'COMMENT',
    ]);
  });

  it('refuses an internal note from a customer user (403)', async () => {
    const opened = await open(userA);
    const res = await comment(userA, {
      ticketRequestNo: opened.ticketRequestNo,
      message: 'x',
      internal: 'true',
    });
    expect(res.statusCode).toBe(403);
    expect(detailsOf(res)).toEqual({ internal: 'เฉพาะเจ้าหน้าที่เท่านั้นที่บันทึกหมายเหตุภายในได้' });
  });

  it('refuses a comment on a CLOSED ticket (422), bad fields (400), too many files (422), another customer’s ticket (404)', async () => {
    const opened = await open(userA);
    const no = opened.ticketRequestNo;
    const fields = await comment(userA, { ticketRequestNo: 'TK-1', message: ' ', internal: 'yes' }, 0, 'en');
    expect(fields.statusCode).toBe(400);
    expect(detailsOf(fields)).toEqual({
      ticketRequestNo: 'is not a valid ticket number',
      message: 'is required',
      internal: 'must be one of: true, false',
    });
    expect(detailsOf(await comment(userA, { ticketRequestNo: no, message: 'ก'.repeat(4001) }))).toEqual({
      message: 'ต้องไม่เกิน 4000 ตัวอักษร',
    });
    expectFailureKey(
      await comment(userA, { ticketRequestNo: no, message: 'สี่ไฟล์' }, 4),
      422,
      'TOO_MANY_FILES',
    );
    expect((await comment(userB, { ticketRequestNo: no, message: 'hello' })).statusCode).toBe(404);
    expect((await comment(admin, { ticketRequestNo: 'TK-2400-000009', message: 'hello' })).statusCode).toBe(
      404,
    );

    await moved(admin, opened, { status: 'CLOSED' });
    const closed = await comment(userA, { ticketRequestNo: no, message: 'ยังไม่ได้รับครับ' });
    expectFailureKey(closed, 422, 'TICKET_STATUS');
    expect((await detailOf(admin, no)).comments).toEqual([]);
  });
});

// ticketController create and getByRequestNo: numbering (sequential per Buddhist-era year, also
// under parallel creates), the fields, attachments checked by content and who may download them,
// an administrator opening a ticket for a customer, the opening's history, audit and mails.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileDownloadUrl, MAX_UPLOAD_BYTES } from '../../contract/file';
import { TICKET_PREFIX, TICKET_SUBJECT_MAX } from '../../contract/ticket';
import { ticket } from '../../server/db/schema/ticket';
import { customer as customerTable } from '../../server/db/schema/customer';
import { outbox } from '../../server/db/schema/mail';
import { call, callGet, callMultipart, fieldParts, type MultipartPart, type Row } from './support/api';
import { API_TIME, detailsOf, expectFailureKey } from './support/answers';
import { useAdminApp } from './support/app-per-file';
import { auditActions, auditRows } from './support/audit';
import { signInNewCustomerUser, type SignedIn } from './support/auth';
import { apiCustomer, mailsTo } from './support/customers';
import { zipOf } from './support/hostile-files';
import { xlsxOf } from './support/imports';

const SUPPORT = 'help-desk@etax.test';
const { t, admin } = useAdminApp({ supportTo: SUPPORT });

// ---------------------------------------------------------------- files and calls

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** A PNG signature and IHDR chunk of a 2×1 image (what the content check reads). */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.from([0, 0, 0, 2, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0, 0, 0, 0]),
]);
/** A Windows executable: "MZ" and its DOS stub. */
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(120)]);

interface Upload {
  name: string;
  content: Buffer;
}

const filesOf = (files: Upload[]): MultipartPart[] =>
  files.map((file) => ({
    name: 'files',
    filename: file.name,
    type: 'application/octet-stream',
    content: file.content,
  }));

const ticketFields = (overrides: Row = {}): Row => ({
  ticketSubject: 'ขอใบกำกับภาษีฉบับแก้ไข',
  detail: 'เลขที่เอกสาร INV-0001 ระบุที่อยู่ผิด\nกรุณาแก้ไขให้ด้วย',
  priority: 'HIGH',
  actionType: 'CORRECTION',
  ...overrides,
});

function create(as: SignedIn, fields: Row = ticketFields(), files: Upload[] = [], language?: 'th' | 'en') {
  return callMultipart(t, `${TICKET_PREFIX}/create`, [...fieldParts(fields), ...filesOf(files)], {
    as,
    language,
  });
}

async function created(as: SignedIn, fields: Row = ticketFields(), files: Upload[] = []): Promise<Row> {
  const res = await create(as, fields, files);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const detailOf = (as: SignedIn, ticketRequestNo: unknown) =>
  call(t, `${TICKET_PREFIX}/getByRequestNo`, { ticketRequestNo }, { as });

const ticketCount = async () => (await t.deps.db.select({ id: ticket.ticketId }).from(ticket)).length;

/** The Buddhist-era year in Bangkok now. */
const beYear = () => new Date(Date.now() + 7 * 3600_000).getUTCFullYear() + 543;
const seqOf = (no: unknown) => Number(String(no).split('-')[2]);

// ---------------------------------------------------------------- the callers

let customerA: Row;
let customerB: Row;
let userA: SignedIn & { user: { email: string } };
let userB: SignedIn;
beforeAll(async () => {
  customerA = await apiCustomer(t, admin, { customerName: 'บริษัท ลูกค้า เอ จำกัด' });
  customerB = await apiCustomer(t, admin, { customerName: 'บริษัท ลูกค้า บี จำกัด' });
  userA = await signInNewCustomerUser(t, {
    customerCode: String(customerA.customerCode),
    userRole: 'USER',
    fullName: 'สมชาย ผู้ใช้',
  });
  userB = await signInNewCustomerUser(t, { customerCode: String(customerB.customerCode) });
});

describe('create as a customer user', () => {
  it('opens an OPEN ticket for its customer, numbered TK-<BE year>-<6 digits>, with history, audit and a mail to support', async () => {
    const detail = await created(userA);
    expect(detail).toMatchObject({
      ticketSubject: 'ขอใบกำกับภาษีฉบับแก้ไข',
      detail: 'เลขที่เอกสาร INV-0001 ระบุที่อยู่ผิด\nกรุณาแก้ไขให้ด้วย',
      priority: 'HIGH',
      actionType: 'CORRECTION',
      status: 'OPEN',
      customerCode: customerA.customerCode,
      customerName: 'บริษัท ลูกค้า เอ จำกัด',
      requestName: 'สมชาย ผู้ใช้',
      unread: false,
      version: 1,
      attachments: [],
      comments: [],
      nextStatuses: [],
    });
    expect(detail.ticketRequestNo).toMatch(new RegExp(`^TK-${beYear()}-[0-9]{6}$`));
    expect(detail.createDtm).toMatch(API_TIME);
    expect(detail.lastUpdateDtm).toMatch(API_TIME);
    expect(detail.history).toEqual([
      {
        status: 'OPEN',
        priority: 'HIGH',
        changedBy: 'สมชาย ผู้ใช้',
        changedDtm: expect.stringMatching(API_TIME),
      },
    ]);
    expect(await auditActions(t, 'ticket', String(detail.ticketRequestNo))).toEqual(['CREATE']);

    const mails = (await mailsTo(t, SUPPORT)).filter((mail) => mail.refId === detail.ticketRequestNo);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ refEntity: 'ticket', status: 'KEPT', channel: 'EMAIL' });
    expect(mails[0]!.subject).toContain(String(detail.ticketRequestNo));
    expect(mails[0]!.subject).toContain('ขอใบกำกับภาษีฉบับแก้ไข');
    expect(mails[0]!.body).toContain('บริษัท ลูกค้า เอ จำกัด');
    expect(mails[0]!.body).toContain(`/admin/ticket/${String(detail.ticketRequestNo)}`);
    // Nothing to the requester about its own ticket.
    expect(await mailsTo(t, userA.user.email)).toEqual([]);
  });

  it('ignores a customerCode sent by a customer user: the ticket is its own customer’s', async () => {
    const detail = await created(userA, ticketFields({ customerCode: customerB.customerCode }));
    expect(detail.customerCode).toBe(customerA.customerCode);
    expect((await detailOf(userB, detail.ticketRequestNo)).statusCode).toBe(404);
  });

  it('answers the same detail from getByRequestNo, and 404 to another customer, an unknown number or a bad one', async () => {
    const opened = await created(userA);
    const read = await detailOf(userA, opened.ticketRequestNo);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(opened);
    expect((await detailOf(admin, opened.ticketRequestNo)).json().data.nextStatuses).toEqual([
      'IN_PROGRESS',
      'RESOLVED',
      'CLOSED',
    ]);
    expect((await detailOf(userB, opened.ticketRequestNo)).statusCode).toBe(404);
    expect((await detailOf(userA, `TK-${beYear()}-999999`)).statusCode).toBe(404);
    const bad = await detailOf(userA, 'TK-1');
    expect(bad.statusCode).toBe(400);
    expect(detailsOf(bad)).toEqual({ ticketRequestNo: 'เลขที่คำร้องไม่ถูกต้อง' });
  });
});

describe('numbers', () => {
  it('are sequential within the year, and parallel creates never share one', async () => {
    const first = await created(userA);
    const parallel = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        create(i % 2 ? userA : admin, ticketFields({ customerCode: customerA.customerCode })),
      ),
    );
    for (const res of parallel) expect(res.statusCode, res.body).toBe(200);
    const numbers = parallel.map((res) => res.json().data.ticketRequestNo as string);
    expect(new Set(numbers).size).toBe(6);
    const seqs = numbers.map(seqOf).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 6 }, (_, i) => seqOf(first.ticketRequestNo) + 1 + i));
    for (const no of numbers) expect(no).toMatch(new RegExp(`^TK-${beYear()}-[0-9]{6}$`));
  });

  it('are not used up by a refused create', async () => {
    const before = await created(userA);
    expect((await create(userA, ticketFields(), [{ name: 'x.pdf', content: EXE }])).statusCode).toBe(415);
    const after = await created(userA);
    expect(seqOf(after.ticketRequestNo)).toBe(seqOf(before.ticketRequestNo) + 1);
  });
});

describe('create as an administrator', () => {
  it('opens it for the named customer, shows the admin as requester, and mails the customer', async () => {
    const detail = await created(
      admin,
      ticketFields({ customerCode: customerB.customerCode, priority: 'LOW' }),
    );
    expect(detail).toMatchObject({ customerCode: customerB.customerCode, status: 'OPEN', priority: 'LOW' });
    expect(detail.requestName).toMatch(/\(เจ้าหน้าที่\)$/);
    // The customer's users see it (and it is news for them).
    const seen = await detailOf(userB, detail.ticketRequestNo);
    expect(seen.statusCode).toBe(200);
    const customerMails = (await mailsTo(t, String(customerB.email))).filter(
      (mail) => mail.refId === detail.ticketRequestNo,
    );
    expect(customerMails).toHaveLength(1);
    expect(customerMails[0]!.body).toContain(`/customer/ticket/${String(detail.ticketRequestNo)}`);
    expect((await mailsTo(t, SUPPORT)).filter((mail) => mail.refId === detail.ticketRequestNo)).toEqual([]);
  });

  it('sends no mail when the customer has no e-mail', async () => {
    const noMail = await apiCustomer(t, admin, { email: null });
    const detail = await created(admin, ticketFields({ customerCode: noMail.customerCode }));
    expect(detail.customerCode).toBe(noMail.customerCode);
    const mails = await t.deps.db
      .select()
      .from(outbox)
      .where(eq(outbox.refId, String(detail.ticketRequestNo)));
    expect(mails).toEqual([]);
  });

  it('must name an existing, not deleted customer (400 on customerCode)', async () => {
    const missing = await create(admin, ticketFields());
    expect(missing.statusCode).toBe(400);
    expect(detailsOf(missing)).toEqual({ customerCode: 'กรุณาระบุ' });
    const unknown = await create(admin, ticketFields({ customerCode: 'NOPE999' }), [], 'en');
    expect(unknown.statusCode).toBe(400);
    expect(detailsOf(unknown)).toEqual({ customerCode: 'no such customer' });
    const gone = await apiCustomer(t, admin);
    await t.deps.db
      .update(customerTable)
      .set({ customerStatus: 'DELETE' })
      .where(eq(customerTable.customerCode, String(gone.customerCode)));
    expect(detailsOf(await create(admin, ticketFields({ customerCode: gone.customerCode })))).toEqual({
      customerCode: 'ไม่พบลูกค้านี้',
    });
  });
});

describe('fields', () => {
  it('answers 400 with every bad field, in Thai by default and in English when asked', async () => {
    const before = await ticketCount();
    const empty = await create(userA, { ticketSubject: '  ', priority: 'SOON' });
    expect(empty.statusCode).toBe(400);
    expect(detailsOf(empty)).toEqual({
      ticketSubject: 'กรุณาระบุ',
      detail: 'กรุณาระบุ',
      priority: 'ต้องเป็นค่าใดค่าหนึ่งใน: LOW, MEDIUM, HIGH, URGENT',
      actionType: 'กรุณาระบุ',
    });
    const long = await create(
      userA,
      ticketFields({ ticketSubject: 'ก'.repeat(TICKET_SUBJECT_MAX + 1), detail: 'x'.repeat(4001) }),
      [],
      'en',
    );
    expect(detailsOf(long)).toEqual({
      ticketSubject: `must be at most ${TICKET_SUBJECT_MAX} characters`,
      detail: 'must be at most 4000 characters',
    });
    const nul = await create(userA, ticketFields({ detail: 'a\u0000b' }));
    expect(detailsOf(nul)).toEqual({ detail: 'มีอักขระที่ไม่อนุญาต' });
    const unknown = await create(userA, ticketFields({ status: 'CLOSED' }));
    expect(unknown.statusCode).toBe(400);
    expect(detailsOf(unknown)).toEqual({ status: 'ไม่รู้จักฟิลด์นี้' });
    expect(await ticketCount()).toBe(before);
  });

  it('keeps a subject at exactly the limit, on one line', async () => {
    const subject = `${'ข'.repeat(TICKET_SUBJECT_MAX - 2)}\na`;
    const detail = await created(userA, ticketFields({ ticketSubject: subject }));
    expect(detail.ticketSubject).toBe(`${'ข'.repeat(TICKET_SUBJECT_MAX - 2)} a`);
  });

  it('refuses a JSON body (415)', async () => {
    const res = await call(t, `${TICKET_PREFIX}/create`, ticketFields(), { as: userA });
    expect(res.statusCode).toBe(415);
  });
});

describe('attachments', () => {
  it('takes PDF, PNG and .xlsx by content (whatever the name), owned by the ticket’s customer', async () => {
    const xlsx = await xlsxOf([]);
    const detail = await created(userA, ticketFields(), [
      { name: 'หนังสือ.pdf', content: PDF },
      { name: 'screen.bin', content: PNG },
      { name: 'data.xlsx', content: xlsx },
    ]);
    expect(detail.attachments).toEqual([
      {
        fileId: expect.any(String),
        fileName: 'หนังสือ.pdf',
        fileSize: PDF.length,
        contentType: 'application/pdf',
      },
      { fileId: expect.any(String), fileName: 'screen.bin', fileSize: PNG.length, contentType: 'image/png' },
      {
        fileId: expect.any(String),
        fileName: 'data.xlsx',
        fileSize: xlsx.length,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
    ]);
    const [pdf] = detail.attachments as { fileId: string }[];
    const own = await callGet(t, fileDownloadUrl(pdf!.fileId), { as: userA });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(own.rawPayload, PDF)).toBe(0);
    expect((await callGet(t, fileDownloadUrl(pdf!.fileId), { as: admin })).statusCode).toBe(200);
    expect((await callGet(t, fileDownloadUrl(pdf!.fileId), { as: userB })).statusCode).toBe(404);
    expect((await callGet(t, fileDownloadUrl(pdf!.fileId))).statusCode).toBe(404);
    const [audit] = await auditRows(t, 'ticket', String(detail.ticketRequestNo));
    expect(JSON.stringify(audit!.afterData)).toContain(pdf!.fileId);
  });

  it('takes JPEG and WebP images by content', async () => {
    const jpeg = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]),
      Buffer.from('JFIF\0'),
      Buffer.alloc(40),
    ]);
    const webp = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.from([30, 0, 0, 0]),
      Buffer.from('WEBPVP8L'),
      Buffer.alloc(26),
    ]);
    const detail = await created(userA, ticketFields(), [
      { name: 'photo.jpg', content: jpeg },
      { name: 'photo', content: webp },
    ]);
    expect((detail.attachments as Row[]).map((a) => a.contentType)).toEqual(['image/jpeg', 'image/webp']);
  });

  it('refuses an executable renamed .pdf, a zip that is no workbook, or text (415 FILE_TYPE)', async () => {
    const before = await ticketCount();
    const exe = await create(userA, ticketFields(), [{ name: 'invoice.pdf', content: EXE }]);
    expectFailureKey(exe, 415, 'FILE_TYPE');
    expect(detailsOf(exe).FILE_TYPE).toContain('ชนิดไฟล์ไม่ถูกต้อง');
    const zip = zipOf([{ name: 'word/document.xml', data: Buffer.from('<w/>') }]);
    expectFailureKey(
      await create(userA, ticketFields(), [{ name: 'a.xlsx', content: zip }]),
      415,
      'FILE_TYPE',
    );
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expectFailureKey(
      await create(userA, ticketFields(), [{ name: 'a.png', content: html }]),
      415,
      'FILE_TYPE',
    );
    expect(await ticketCount()).toBe(before);
  });

  it('refuses a fourth file (422 TOO_MANY_FILES)', async () => {
    const four = Array.from({ length: 4 }, (_, i) => ({ name: `${i}.pdf`, content: PDF }));
    const res = await create(userA, ticketFields(), four, 'en');
    expectFailureKey(res, 422, 'TOO_MANY_FILES');
    expect(detailsOf(res)).toEqual({ TOO_MANY_FILES: 'At most 3 files can be attached' });
  });

  it('takes a file of exactly 5 MB and refuses a larger one (413 FILE_TOO_LARGE)', async () => {
    const exact = Buffer.concat([PDF, Buffer.alloc(MAX_UPLOAD_BYTES - PDF.length, 0x20)]);
    const ok = await create(userA, ticketFields(), [{ name: 'big.pdf', content: exact }]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.attachments[0].fileSize).toBe(MAX_UPLOAD_BYTES);
    const over = Buffer.concat([exact, Buffer.from(' ')]);
    const res = await create(userA, ticketFields(), [{ name: 'big.pdf', content: over }]);
    expectFailureKey(res, 413, 'FILE_TOO_LARGE');
    expect(detailsOf(res)).toEqual({ FILE_TOO_LARGE: 'ไฟล์ขนาดต้องไม่เกิน 5 MB' });
  });

  it('answers a broken multipart body with 400 on files, and stores nothing', async () => {
    const before = await ticketCount();
    const boundary = '----broken';
    const cut = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\n%PDF-1.4`;
    for (const contentType of [`multipart/form-data; boundary=${boundary}`, 'multipart/form-data']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${TICKET_PREFIX}/create`,
        payload: Buffer.from(cut),
        headers: { ...userA.headers, 'content-type': contentType },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(detailsOf(res))).toEqual(['files']);
    }
    expect(await ticketCount()).toBe(before);
  });

  it('refuses a file sent under another part name (400 on files)', async () => {
    const res = await callMultipart(
      t,
      `${TICKET_PREFIX}/create`,
      [...fieldParts(ticketFields()), { name: 'file', filename: 'a.pdf', content: PDF }],
      { as: userA },
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(detailsOf(res))).toEqual(['files']);
  });
});

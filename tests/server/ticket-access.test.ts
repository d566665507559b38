// ticketController search and unreadCount, and tenancy on every call: two customers, whose users
// reach only their own customer's tickets (whatever role), and administrators, who reach all.
// Unread marks: per user, set by opening a ticket, raised by what someone else did.
import { beforeAll, describe, expect, it } from 'vitest';
import { TICKET_PREFIX } from '../../contract/ticket';
import { call, callMultipart, fieldParts, type Row } from './support/api';
import { detailsOf } from './support/answers';
import { useAdminApp, useSignedIn } from './support/app-per-file';
import { createAdminUser, signInAdmin, signInNewCustomerUser, type SignedIn } from './support/auth';
import { apiCustomer } from './support/customers';

const { t, admin } = useAdminApp();
const otherAdmin = useSignedIn(async () => signInAdmin(t, await createAdminUser(t)));

async function open(as: SignedIn, fields: Row = {}): Promise<Row> {
  const res = await callMultipart(
    t,
    `${TICKET_PREFIX}/create`,
    fieldParts({
      ticketSubject: 'สอบถามการใช้งาน',
      detail: 'รายละเอียด',
      priority: 'MEDIUM',
      actionType: 'GENERAL',
      ...fields,
    }),
    { as },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const post = (as: SignedIn, path: string, body: Row = {}) =>
  call(t, `${TICKET_PREFIX}/${path}`, body, { as });
const search = async (as: SignedIn, body: Row = {}) =>
  (await post(as, 'search', { size: 100, ...body })).json();
const numbersOf = (answer: { data: Row[] }) => answer.data.map((row) => row.ticketRequestNo);
const unreadCount = async (as: SignedIn) => (await post(as, 'unreadCount')).json().data.count as number;
const read = (as: SignedIn, ticketRequestNo: unknown) => post(as, 'getByRequestNo', { ticketRequestNo });
const comment = (as: SignedIn, fields: Row) =>
  callMultipart(t, `${TICKET_PREFIX}/addComment`, fieldParts(fields), { as });
const unreadIn = async (as: SignedIn, ticketRequestNo: unknown) =>
  (await search(as, { ticketRequestNo })).data.find((row: Row) => row.ticketRequestNo === ticketRequestNo)
    ?.unread;

let customerA: string;
let customerB: string;
let userA: SignedIn;
let managerA: SignedIn;
let accountingA: SignedIn;
let userB: SignedIn;
let ticketA: Row;
let ticketB: Row;
beforeAll(async () => {
  customerA = String((await apiCustomer(t, admin, { customerName: 'ลูกค้า A' })).customerCode);
  customerB = String((await apiCustomer(t, admin, { customerName: 'ลูกค้า B' })).customerCode);
  userA = await signInNewCustomerUser(t, { customerCode: customerA, userRole: 'USER' });
  managerA = await signInNewCustomerUser(t, { customerCode: customerA, userRole: 'CUSTOMER_ADMIN' });
  accountingA = await signInNewCustomerUser(t, { customerCode: customerA, userRole: 'ACCOUNTING' });
  userB = await signInNewCustomerUser(t, { customerCode: customerB, userRole: 'USER' });
  ticketA = await open(userA, { ticketSubject: 'ลูกค้า A ถามเรื่องใบกำกับ' });
  ticketB = await open(userB, { ticketSubject: 'ลูกค้า B แจ้งปัญหา', priority: 'URGENT', actionType: 'PROBLEM' });
});

describe('tenancy', () => {
  it('search: a customer’s users see their customer’s tickets only, whatever customerCode says; admins see all', async () => {
    for (const user of [userA, managerA, accountingA]) {
      const own = await search(user);
      expect(numbersOf(own)).toContain(ticketA.ticketRequestNo);
      expect(own.data.every((row: Row) => row.customerCode === customerA)).toBe(true);
      expect(numbersOf(await search(user, { customerCode: customerB }))).not.toContain(
        ticketB.ticketRequestNo,
      );
    }
    const all = numbersOf(await search(admin));
    expect(all).toEqual(expect.arrayContaining([ticketA.ticketRequestNo, ticketB.ticketRequestNo]));
    expect(numbersOf(await search(admin, { customerCode: customerB }))).toEqual([ticketB.ticketRequestNo]);
  });

  it('getByRequestNo, update and addComment answer 404 for another customer’s ticket, and change nothing', async () => {
    expect((await read(userA, ticketB.ticketRequestNo)).statusCode).toBe(404);
    expect((await read(accountingA, ticketB.ticketRequestNo)).statusCode).toBe(404);
    const update = await post(userA, 'update', {
      ticketRequestNo: ticketB.ticketRequestNo,
      version: 1,
      status: 'IN_PROGRESS',
    });
    expect(update.statusCode).toBe(404);
    const answer = await comment(managerA, { ticketRequestNo: ticketB.ticketRequestNo, message: 'แอบดู' });
    expect(answer.statusCode).toBe(404);
    const seen = (await read(admin, ticketB.ticketRequestNo)).json().data;
    expect(seen).toMatchObject({ version: 1, comments: [] });
  });

  it('unreadCount counts within the caller’s reach only', async () => {
    const fresh = await signInNewCustomerUser(t, { customerCode: customerB, userRole: 'USER' });
    const before = await unreadCount(fresh);
    await open(admin, { customerCode: customerA });
    expect(await unreadCount(fresh)).toBe(before);
  });
});

describe('unread marks', () => {
  it('follow what someone else did since the caller last opened the ticket', async () => {
    const opened = await open(userA, { ticketSubject: 'ติดตามสถานะ' });
    const no = opened.ticketRequestNo;
    // A new ticket is news for administrators, not for its opener nor its colleagues.
    expect(await unreadIn(userA, no)).toBe(false);
    expect(await unreadIn(managerA, no)).toBe(false);
    expect(await unreadIn(admin, no)).toBe(true);
    expect(await unreadIn(otherAdmin, no)).toBe(true);

    const adminCount = await unreadCount(admin);
    const detail = (await read(admin, no)).json().data;
    expect(detail.unread).toBe(false);
    expect(await unreadIn(admin, no)).toBe(false);
    expect(await unreadCount(admin)).toBe(adminCount - 1);
    expect(await unreadIn(otherAdmin, no)).toBe(true);

    // An answer: news for the customer's users, not for its author.
    const userCount = await unreadCount(userA);
    expect((await comment(admin, { ticketRequestNo: no, message: 'รับเรื่องแล้วครับ' })).statusCode).toBe(200);
    expect(await unreadIn(admin, no)).toBe(false);
    expect(await unreadIn(userA, no)).toBe(true);
    expect(await unreadIn(managerA, no)).toBe(true);
    expect(await unreadCount(userA)).toBe(userCount + 1);
    expect(await unreadIn(userB, no)).toBeUndefined();

    (await read(userA, no)).json();
    expect(await unreadIn(userA, no)).toBe(false);
    expect(await unreadCount(userA)).toBe(userCount);
    expect(await unreadIn(managerA, no)).toBe(true);

    // An internal note is news for nobody.
    await comment(otherAdmin, { ticketRequestNo: no, message: 'โน้ตภายใน', internal: 'true' });
    expect(await unreadIn(userA, no)).toBe(false);
    expect(await unreadIn(admin, no)).toBe(false);

    // The customer answers: news for administrators, not for the author.
    await comment(userA, { ticketRequestNo: no, message: 'ขอบคุณค่ะ' });
    expect(await unreadIn(admin, no)).toBe(true);
    expect(await unreadIn(userA, no)).toBe(false);

    // A status change by an administrator: news for the customer's users. (The staff answer above
    // already moved the ticket to IN_PROGRESS.)
    const current = (await read(admin, no)).json().data;
    expect(current.status).toBe('IN_PROGRESS');
    await post(admin, 'update', { ticketRequestNo: no, version: current.version, status: 'RESOLVED' });
    expect(await unreadIn(userA, no)).toBe(true);
    expect(await unreadIn(admin, no)).toBe(false);
  });

  it('a ticket an administrator opened for the customer is news for the customer’s users', async () => {
    const opened = await open(admin, { customerCode: customerA });
    expect(await unreadIn(accountingA, opened.ticketRequestNo)).toBe(true);
    expect(await unreadIn(admin, opened.ticketRequestNo)).toBe(false);
  });
});

describe('search', () => {
  let rows: Row[];
  beforeAll(async () => {
    rows = [
      await open(managerA, { ticketSubject: 'ค้นหา-หนึ่ง', priority: 'LOW', actionType: 'CERTIFICATE' }),
      await open(managerA, { ticketSubject: 'ค้นหา-สอง', priority: 'URGENT', actionType: 'CERTIFICATE' }),
      await open(managerA, { ticketSubject: 'ค้นหา-สาม 100%', priority: 'HIGH', actionType: 'CERTIFICATE' }),
    ];
  });

  it('answers the contract’s rows, newest first by default, with paging', async () => {
    const answer = await search(managerA, { ticketSubject: 'ค้นหา-', size: 2 });
    expect(answer.paging).toEqual({ page: 1, size: 2, totalRecords: 3, totalPages: 2, totalExact: true });
    expect(numbersOf(answer)).toEqual([rows[2]!.ticketRequestNo, rows[1]!.ticketRequestNo]);
    expect(answer.data[0]).toEqual({
      ticketRequestNo: rows[2]!.ticketRequestNo,
      ticketSubject: 'ค้นหา-สาม 100%',
      priority: 'HIGH',
      actionType: 'CERTIFICATE',
      status: 'OPEN',
      customerCode: customerA,
      customerName: 'ลูกค้า A',
      requestName: expect.any(String),
      createDtm: expect.any(String),
      lastUpdateDtm: expect.any(String),
      unread: false,
      version: 1,
    });
    const second = await search(managerA, { ticketSubject: 'ค้นหา-', size: 2, page: 2 });
    expect(numbersOf(second)).toEqual([rows[0]!.ticketRequestNo]);
  });

  it('sorts priority and status by rank, and filters by each criterion', async () => {
    const byPriority = await search(managerA, {
      actionType: 'CERTIFICATE',
      sortBy: 'priority',
      sortDir: 'asc',
    });
    expect(byPriority.data.map((row: Row) => row.priority)).toEqual(['LOW', 'HIGH', 'URGENT']);
    const desc = await search(managerA, { actionType: 'CERTIFICATE', sortBy: 'priority', sortDir: 'desc' });
    expect(desc.data.map((row: Row) => row.priority)).toEqual(['URGENT', 'HIGH', 'LOW']);
    expect(numbersOf(await search(managerA, { ticketSubject: '100%' }))).toEqual([rows[2]!.ticketRequestNo]);
    expect(numbersOf(await search(managerA, { ticketSubject: '%' }))).toEqual([rows[2]!.ticketRequestNo]);
    expect(numbersOf(await search(managerA, { priority: 'URGENT', actionType: 'CERTIFICATE' }))).toEqual([
      rows[1]!.ticketRequestNo,
    ]);
    expect(numbersOf(await search(managerA, { ticketRequestNo: rows[0]!.ticketRequestNo }))).toEqual([
      rows[0]!.ticketRequestNo,
    ]);
    expect((await search(admin, { status: 'CLOSED', customerCode: customerA })).data).toEqual([]);
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    expect(
      (await search(managerA, { createDateFrom: today, createDateTo: today, actionType: 'CERTIFICATE' }))
        .data,
    ).toHaveLength(3);
    expect((await search(managerA, { createDateTo: '2020-01-01' })).data).toEqual([]);
  });

  it('refuses a date that is no day (400)', async () => {
    const res = await post(managerA, 'search', { createDateFrom: '2026-02-30' });
    expect(res.statusCode).toBe(400);
    expect(detailsOf(res)).toEqual({ createDateFrom: 'วันที่ไม่ถูกต้อง' });
  });
});

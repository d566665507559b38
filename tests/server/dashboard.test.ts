// dashboardController/summary: the figures of a known data set (documents by month, type and
// status, imports waiting per step, delivery failures, open tickets, customers by status), each
// caller's reach (an administrator every customer's; a customer user its own customer's; a USER
// its branches' documents and imports), the date range's defaults and rules, and documents made
// by the real import and generation counted at once.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_PREFIX, type DashboardSummary } from '../../contract/dashboard';
import { DOCUMENT_PREFIX } from '../../contract/document';
import { call, type Row } from './support/api';
import { expectRefused } from './support/answers';
import { useAdminApp } from './support/app-per-file';
import { createCustomer, signInNewCustomerUser, type SignedIn } from './support/auth';
import {
  addDays,
  firstOfMonth,
  insertDocuments,
  insertTicket,
  insertUpload,
  todayInBangkok,
} from './support/figures-data';
import { generatedDocuments, invoiceRow } from './support/imports';

const { t, admin } = useAdminApp();
const SUMMARY = `${DASHBOARD_PREFIX}/summary`;

const today = todayInBangkok();
const thisMonth = firstOfMonth(today);
const lastMonth = firstOfMonth(today, -1);

let a: string;
let b: string;
const callers: Record<'customerA' | 'userOfBranch1' | 'userOfNoBranch' | 'customerB', SignedIn> = {} as never;

beforeAll(async () => {
  a = (await createCustomer(t, { customerName: 'Dashboard A' })).customerCode;
  b = (await createCustomer(t, { customerName: 'Dashboard B' })).customerCode;
  await createCustomer(t, { customerStatus: 'INACTIVE' });
  await createCustomer(t, { customerStatus: 'DELETE' });

  // Documents: this month, last month, and 14 months ago (outside the default twelve).
  for (const seed of [
    { customerCode: a, documentType: '388', issueDate: thisMonth, count: 2 },
    { customerCode: a, documentType: '388', issueDate: thisMonth, emailStatus: 'FAILED' },
    { customerCode: a, branchCode: '00001', documentType: 'T02', issueDate: thisMonth },
    { customerCode: a, branchCode: '00001', documentType: 'T02', issueDate: thisMonth, smsStatus: 'FAILED' },
    { customerCode: a, documentType: '388', issueDate: thisMonth, status: 'FAILED' as const },
    { customerCode: a, branchCode: '00001', documentType: '388', issueDate: lastMonth, count: 3 },
    {
      customerCode: a,
      branchCode: '00001',
      documentType: '388',
      issueDate: lastMonth,
      emailStatus: 'FAILED',
      smsStatus: 'FAILED',
    },
    { customerCode: a, documentType: '388', issueDate: firstOfMonth(today, -14), count: 5 },
    { customerCode: b, documentType: '81', issueDate: thisMonth, emailStatus: 'FAILED' },
    { customerCode: b, documentType: '388', issueDate: lastMonth, count: 2 },
  ]) {
    await insertDocuments(t, seed);
  }

  // Imports: the waiting ones, and some that wait for nobody.
  for (const seed of [
    { customerCode: a, status: 'READY' },
    { customerCode: a, branchCode: '00001', status: 'READY' },
    { customerCode: a, branchCode: '00001', uploadType: 'EDOC' as const, status: 'USER_SUBMITTED' },
    { customerCode: a, status: 'VALIDATION_FAILED' },
    { customerCode: a, status: 'FAILED' },
    { customerCode: a, status: 'CANCELLED' },
    { customerCode: a, status: 'REJECTED' },
    { customerCode: b, status: 'READY' },
    { customerCode: b, status: 'PROCESSING' },
    { customerCode: b, uploadType: 'EDOC' as const, status: 'ACCOUNTING_SUBMITTED' },
  ]) {
    await insertUpload(t, seed);
  }

  for (const seed of [
    { customerCode: a, priority: 'HIGH', status: 'OPEN' },
    { customerCode: a, priority: 'HIGH', status: 'OPEN' },
    { customerCode: a, priority: 'HIGH', status: 'IN_PROGRESS' },
    { customerCode: a, priority: 'LOW', status: 'OPEN' },
    { customerCode: a, priority: 'URGENT', status: 'RESOLVED' },
    { customerCode: a, priority: 'MEDIUM', status: 'CLOSED' },
    { customerCode: b, priority: 'URGENT', status: 'OPEN' },
  ] as const) {
    await insertTicket(t, seed);
  }

  callers.customerA = await signInNewCustomerUser(t, { customerCode: a, userRole: 'CUSTOMER_ADMIN' });
  callers.userOfBranch1 = await signInNewCustomerUser(t, {
    customerCode: a,
    userRole: 'USER',
    branchCodes: ['00001'],
  });
  callers.userOfNoBranch = await signInNewCustomerUser(t, {
    customerCode: a,
    userRole: 'USER',
    branchCodes: [],
  });
  callers.customerB = await signInNewCustomerUser(t, { customerCode: b, userRole: 'ACCOUNTING' });
});

async function summary(as: SignedIn, body: Row = {}): Promise<DashboardSummary> {
  const res = await call(t, SUMMARY, body, { as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as DashboardSummary;
}

/** The figures that are not zero, keyed by what they count (easier to read than the full grids). */
function nonZero(data: DashboardSummary) {
  const pairs = <R extends { count: number }>(rows: readonly R[], key: (row: R) => string) =>
    Object.fromEntries(rows.filter((row) => row.count > 0).map((row) => [key(row), row.count]));
  const types = (byType: readonly { documentType: string; count: number }[]) =>
    byType.map((row) => `${row.documentType}:${row.count}`);
  return {
    issued: data.documents.issued,
    failed: data.documents.failed,
    byType: types(data.documents.byType),
    thisMonth: { ...data.documents.thisMonth, byType: types(data.documents.thisMonth.byType) },
    imports: pairs(data.imports, (row) => `${row.uploadType} ${row.status}`),
    deliveryFailures: data.deliveryFailures,
    tickets: pairs(data.tickets, (row) => `${row.priority} ${row.status}`),
  };
}

describe('the figures of a known data set', () => {
  it('answers an administrator for every customer, twelve months up to today by default', async () => {
    const data = await summary(admin);
    expect(data.today).toBe(today);
    expect(data.dateTo).toBe(today);
    expect(data.dateFrom).toBe(firstOfMonth(today, -11));
    expect(nonZero(data)).toEqual({
      issued: 12,
      failed: 1,
      byType: ['388:9', 'T02:2', '81:1'],
      thisMonth: {
        month: today.slice(0, 7),
        dateFrom: thisMonth,
        dateTo: addDays(firstOfMonth(today, 1), -1),
        issued: 6,
        issuedValue: '600.00',
        issuedVat: '42.00',
        failed: 1,
        byType: ['388:3', 'T02:2', '81:1'],
      },
      imports: {
        'ETAX READY': 3,
        'ETAX VALIDATION_FAILED': 1,
        'ETAX FAILED': 1,
        'ETAX PROCESSING': 1,
        'EDOC USER_SUBMITTED': 1,
        'EDOC ACCOUNTING_SUBMITTED': 1,
      },
      deliveryFailures: { documents: 4, email: 3, sms: 2 },
      tickets: { 'LOW OPEN': 1, 'HIGH OPEN': 2, 'HIGH IN_PROGRESS': 1, 'URGENT OPEN': 1 },
    });
    expect(data.documentTypes).toEqual([
      { documentType: '388', nameTh: 'ใบกำกับภาษี', nameEn: 'Tax invoice' },
      { documentType: '81', nameTh: 'ใบลดหนี้', nameEn: 'Credit note' },
      { documentType: 'T02', nameTh: 'ใบแจ้งหนี้/ใบกำกับภาษี', nameEn: 'Invoice/Tax invoice' },
    ]);
    // Every import type × waiting status and every priority × open status, zeros included.
    expect(data.imports).toHaveLength(12);
    expect(data.tickets).toHaveLength(8);
  });

  it('gives every month of the range, oldest first, the last one clipped to the range', async () => {
    const { documents } = await summary(admin);
    expect(documents.months.map((m) => m.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => firstOfMonth(today, i - 11).slice(0, 7)),
    );
    const [previous, current] = documents.months.slice(-2);
    expect(previous).toEqual({
      month: lastMonth.slice(0, 7),
      dateFrom: lastMonth,
      dateTo: addDays(thisMonth, -1),
      issued: 6,
      issuedValue: '600.00',
      issuedVat: '42.00',
      failed: 0,
      byType: [{ documentType: '388', count: 6, value: '600.00', vat: '42.00' }],
    });
    expect(current).toMatchObject({ dateFrom: thisMonth, dateTo: today, issued: 6, failed: 1 });
    expect(documents.months.slice(0, -2).every((m) => m.issued === 0 && m.failed === 0)).toBe(true);
  });

  it('counts customers per status, deleted ones left out, as the customer table holds them', async () => {
    const { customers } = await summary(admin);
    const truth: unknown = await t.deps.db.execute(
      sql`SELECT customer_status AS status, count(*)::int AS count FROM customer
          WHERE customer_status <> 'DELETE' GROUP BY 1 ORDER BY 1`,
    );
    expect(customers).toEqual((truth as { rows: Row[] }).rows);
    expect(customers?.find((c) => c.status === 'INACTIVE')?.count).toBeGreaterThanOrEqual(1);
  });

  it('narrows the documents to a range, clipping its first month', async () => {
    const from = addDays(lastMonth, 1); // last month's documents are all issued on its first day
    const data = await summary(admin, { dateFrom: from, dateTo: today });
    expect(data.documents.months.map((m) => [m.dateFrom, m.issued])).toEqual([
      [from, 0],
      [thisMonth, 6],
    ]);
    expect(data.documents.issued).toBe(6);
    const lastMonthOnly = await summary(admin, { dateFrom: lastMonth, dateTo: addDays(thisMonth, -1) });
    expect([lastMonthOnly.documents.issued, lastMonthOnly.documents.months.length]).toEqual([6, 1]);
    // This month's figure does not follow the range.
    expect(lastMonthOnly.documents.thisMonth.issued).toBe(6);
  });
});

describe('tenancy', () => {
  it('answers a customer user for its own customer only, without customers by status', async () => {
    const data = await summary(callers.customerA);
    expect(nonZero(data)).toMatchObject({
      issued: 9,
      failed: 1,
      byType: ['388:7', 'T02:2'],
      thisMonth: { issued: 5, failed: 1, byType: ['388:3', 'T02:2'] },
      imports: {
        'ETAX READY': 2,
        'ETAX VALIDATION_FAILED': 1,
        'ETAX FAILED': 1,
        'EDOC USER_SUBMITTED': 1,
      },
      deliveryFailures: { documents: 3, email: 2, sms: 2 },
      tickets: { 'LOW OPEN': 1, 'HIGH OPEN': 2, 'HIGH IN_PROGRESS': 1 },
    });
    expect(data.customers).toBeNull();
    const other = await summary(callers.customerB);
    expect(nonZero(other)).toMatchObject({
      issued: 3,
      byType: ['388:2', '81:1'],
      imports: { 'ETAX READY': 1, 'ETAX PROCESSING': 1, 'EDOC ACCOUNTING_SUBMITTED': 1 },
      deliveryFailures: { documents: 1, email: 1, sms: 0 },
      tickets: { 'URGENT OPEN': 1 },
    });
  });

  it('narrows a USER to its branches’ documents and imports; tickets stay the customer’s', async () => {
    expect(nonZero(await summary(callers.userOfBranch1))).toMatchObject({
      issued: 6,
      failed: 0,
      byType: ['388:4', 'T02:2'],
      thisMonth: { issued: 2, byType: ['T02:2'] },
      imports: { 'ETAX READY': 1, 'EDOC USER_SUBMITTED': 1 },
      deliveryFailures: { documents: 2, email: 1, sms: 2 },
      tickets: { 'LOW OPEN': 1, 'HIGH OPEN': 2, 'HIGH IN_PROGRESS': 1 },
    });
    expect(nonZero(await summary(callers.userOfNoBranch))).toMatchObject({
      issued: 0,
      failed: 0,
      imports: {},
      deliveryFailures: { documents: 0, email: 0, sms: 0 },
      tickets: { 'HIGH OPEN': 2 },
    });
  });

  it('takes no customer from the body', async () => {
    const res = await call(t, SUMMARY, { customerCode: b }, { as: callers.customerA });
    expect(res.statusCode).toBe(400);
  });

  it('answers 401 without a session', async () => {
    expect((await call(t, SUMMARY, {})).statusCode).toBe(401);
  });
});

describe('the date range', () => {
  it('refuses a range that ends before it starts, or is longer than 366 days', async () => {
    expectRefused(
      await call(t, SUMMARY, { dateFrom: '2026-05-01', dateTo: '2026-04-30' }, { as: admin }),
      400,
      {
        dateTo: 'วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น',
      },
    );
    expectRefused(
      await call(t, SUMMARY, { dateFrom: '2025-01-01', dateTo: '2026-01-02' }, { as: admin, language: 'en' }),
      400,
      { dateTo: 'the range must not be longer than 366 days' },
    );
    // A leap year is 366 days: allowed.
    expect(
      (await call(t, SUMMARY, { dateFrom: '2024-01-01', dateTo: '2024-12-31' }, { as: admin })).statusCode,
    ).toBe(200);
  });

  it('refuses a date that names no day, or is not written YYYY-MM-DD', async () => {
    expectRefused(await call(t, SUMMARY, { dateFrom: '2026-02-30' }, { as: admin }), 400, {
      dateFrom: 'วันที่ไม่ถูกต้อง',
    });
    expectRefused(await call(t, SUMMARY, { dateTo: '30/01/2569' }, { as: admin, language: 'en' }), 400, {
      dateTo: 'is not a valid date',
    });
  });
});

describe('money', () => {
  it('sums the issued documents’ value and VAT by type, this month and per month; failed ones add nothing', async () => {
    const { documents } = await summary(admin);
    expect(documents.thisMonth.byType).toEqual([
      { documentType: '388', count: 3, value: '300.00', vat: '21.00' },
      { documentType: 'T02', count: 2, value: '200.00', vat: '14.00' },
      { documentType: '81', count: 1, value: '100.00', vat: '7.00' },
    ]);
    expect([documents.issuedValue, documents.issuedVat]).toEqual(['1200.00', '84.00']);
    expect(documents.months.map((m) => m.issuedValue).slice(-2)).toEqual(['600.00', '600.00']);
    const own = await summary(callers.userOfBranch1);
    expect([own.documents.issuedValue, own.documents.issuedVat]).toEqual(['600.00', '42.00']);
  });
});

describe('documents made by a real import', () => {
  it('counts them at once, for the administrator and for the customer', async () => {
    const before = await summary(admin);
    const made = await generatedDocuments(t, admin, [
      invoiceRow('DASH-0001', { 1: today }),
      invoiceRow('DASH-0002', { 1: today }),
    ]);
    expect(made.documents.map((d) => d.status)).toEqual(['GENERATED', 'GENERATED']);
    const after = await summary(admin);
    expect(after.documents.thisMonth.issued - before.documents.thisMonth.issued).toBe(2);
    const own = await summary(made.user);
    expect(nonZero(own)).toMatchObject({ issued: 2, thisMonth: { issued: 2, byType: ['388:2'] } });
    // The approval's money is the documents' own: what the document call answers for each.
    const details = await Promise.all(
      made.documents.map(
        async (d) =>
          (
            await call(t, `${DOCUMENT_PREFIX}/getDocumentById`, { documentId: d.documentId }, { as: admin })
          ).json().data as { totalBeforeVat: string; vatAmount: string },
      ),
    );
    const sum = (pick: (d: { totalBeforeVat: string; vatAmount: string }) => string) =>
      details.reduce((total, d) => total + Number(pick(d)), 0).toFixed(2);
    expect([own.documents.thisMonth.issuedValue, own.documents.thisMonth.issuedVat]).toEqual([
      sum((d) => d.totalBeforeVat),
      sum((d) => d.vatAmount),
    ]);
    expect(own.documents.thisMonth.issuedValue).toBe('2000.00');
    const afterValue =
      Number(after.documents.thisMonth.issuedValue) - Number(before.documents.thisMonth.issuedValue);
    expect(afterValue.toFixed(2)).toBe('2000.00');
  });
});

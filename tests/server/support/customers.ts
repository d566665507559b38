// Helpers of the customer, branch, customer-user and admin-user server tests.
import { desc, eq } from 'drizzle-orm';
import { outbox } from '../../../server/db/schema/mail';
import { call, type Row } from './api';
import { BANGKOK_ADDRESS, newTaxId } from './customer-data';
import type { SignedIn } from './auth';
import type { TestApp } from './test-app';

let nameCounter = 0;
/** A valid create body for customerController/create. */
export function customerBody(overrides: Row = {}): Row {
  nameCounter += 1;
  return {
    customerName: `บริษัท ทดสอบ ${nameCounter} จำกัด`,
    customerNumber: newTaxId(),
    customerStatus: 'ACTIVE',
    customerType: 'JURISTIC',
    contactTel: '02-123-4567',
    email: `billing${nameCounter}@example.test`,
    address: BANGKOK_ADDRESS,
    shippingAddress: null,
    documentTypes: ['388', 'T02'],
    ...overrides,
  };
}

export const CUSTOMER = '/api/app/customerController';
export const BRANCH = '/api/app/customerBranchController';
export const CUSTOMER_USER = '/api/app/customerUserController';
export const ADMIN_USER = '/api/app/adminUser';

/** Creates a customer through the API as `admin`; returns its data. */
export async function apiCustomer(t: TestApp, admin: SignedIn, overrides: Row = {}): Promise<Row> {
  const res = await call(t, `${CUSTOMER}/create`, customerBody(overrides), { as: admin });
  if (res.statusCode !== 200) throw new Error(`customer create failed: ${res.statusCode} ${res.body}`);
  return res.json<{ data: Row }>().data;
}

/** The outbox mails to an address. */
export function mailsTo(t: TestApp, recipient: string) {
  return t.deps.db.select().from(outbox).where(eq(outbox.recipient, recipient));
}

/** The newest outbox mail to an address, with the OTP and refCode read from its body. */
export async function latestOtpMail(
  t: TestApp,
  recipient: string,
): Promise<{ subject: string | null; otp: string; refCode: string; body: string } | undefined> {
  const [row] = await t.deps.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.id))
    .limit(1);
  if (!row) return undefined;
  const otp = /OTP[^0-9]*(\d{6})/.exec(row.body)?.[1];
  if (!otp || !row.refId) return undefined;
  return { subject: row.subject, otp, refCode: row.refId, body: row.body };
}

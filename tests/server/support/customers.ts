// Helpers of the customer, branch, customer-user and admin-user server tests.
import { desc, eq } from 'drizzle-orm';
import { outbox } from '../../../server/db/schema/mail';
import { taxIdCheckDigit } from '../../../contract/tax-id';
import { call, type Row } from './api';
import type { SignedIn } from './auth';
import type { TestApp } from './test-app';

let taxIdCounter = 0;
/** A fresh valid tax ID: 12 digits from a counter (and the time, so files never collide) + the check digit. */
export function newTaxId(): string {
  taxIdCounter += 1;
  const first12 = `1${String(Date.now() % 1_000_000).padStart(6, '0')}${String(taxIdCounter).padStart(5, '0')}`;
  return first12 + String(taxIdCheckDigit(first12));
}

/** Bangkok, Phra Nakhon, Phra Borom Maha Ratchawang (seeded master data). */
export const BANGKOK_ADDRESS = {
  addressNo: '99/1',
  road: 'ราชดำเนิน',
  provinceCode: '10',
  districtCode: '1001',
  subDistrictCode: '100101',
  zipCode: '10200',
};
/** Chiang Mai, Mueang Chiang Mai, Si Phum. */
export const CHIANG_MAI_ADDRESS = {
  addressNo: '12',
  moo: '3',
  provinceCode: '50',
  districtCode: '5001',
  subDistrictCode: '500101',
  zipCode: '50200',
};

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

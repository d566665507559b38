// All SQL of customer saves and reads (the search lives in ./search.ts).
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type {
  CustomerOption,
  BuyerDelivery,
  DeliveryMode,
  DocumentLanguage,
  EditableStatus,
} from '../../../contract/customer';
import type { EtaxVersion } from '../../../contract/etax-version';
import type { Db } from '../../db/client';
import { firstRow } from '../../db/first-row';
import { nextCode } from '../../db/generated-code';
import { userSession } from '../../db/schema/auth';
import { customer, customerUser, type AddressJson } from '../../db/schema/customer';
import { customerBranch } from '../../db/schema/customer-branch';
import { updateStamped } from '../../db/edit-stamp';

export type CustomerRecord = typeof customer.$inferSelect;

/** Every column but search_grams (kept by a trigger, never answered). */
export const customerColumns = {
  customerCode: customer.customerCode,
  customerName: customer.customerName,
  customerNumber: customer.customerNumber,
  customerStatus: customer.customerStatus,
  customerType: customer.customerType,
  contactTel: customer.contactTel,
  email: customer.email,
  address: customer.address,
  shippingAddress: customer.shippingAddress,
  documentTypes: customer.documentTypes,
  documentLanguage: customer.documentLanguage,
  vatRates: customer.vatRates,
  etaxStartDate: customer.etaxStartDate,
  etaxVersion: customer.etaxVersion,
  deliveryMode: customer.deliveryMode,
  buyerDelivery: customer.buyerDelivery,
  version: customer.version,
  createDtm: customer.createDtm,
  createBy: customer.createBy,
  lastUpdateDtm: customer.lastUpdateDtm,
  lastUpdateBy: customer.lastUpdateBy,
};

export interface CustomerValues {
  customerName: string;
  customerNumber: string;
  customerStatus: EditableStatus;
  customerType: string;
  contactTel: string | null;
  email: string | null;
  address: AddressJson;
  shippingAddress: AddressJson | null;
  documentTypes: string[];
  /** Absent: unchanged (a client that does not know the field keeps the stored language). */
  documentLanguage?: DocumentLanguage;
  /** Absent: unchanged (0 and 7 for a new customer). */
  vatRates?: string[];
  /** Absent: unchanged; null: no start date. */
  etaxStartDate?: string | null;
  /** Absent: unchanged (v2.1 for a new customer). */
  etaxVersion?: EtaxVersion;
  /** Absent: unchanged (SIGNED for a new customer). */
  deliveryMode?: DeliveryMode;
  /** Absent: unchanged (AUTOMATIC for a new customer). */
  buyerDelivery?: BuyerDelivery;
}

export async function findCustomer(db: Db, code: string, lock = false): Promise<CustomerRecord | undefined> {
  const query = db.select(customerColumns).from(customer).where(eq(customer.customerCode, code));
  return firstRow(query, lock && 'update');
}

/** The live customer holding this tax ID, other than `exceptCode`. */
export async function liveCustomerWithTaxId(
  db: Db,
  taxId: string,
  exceptCode?: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ code: customer.customerCode })
    .from(customer)
    .where(
      and(
        eq(customer.customerNumber, taxId),
        ne(customer.customerStatus, 'DELETE'),
        exceptCode ? ne(customer.customerCode, exceptCode) : undefined,
      ),
    )
    .limit(1);
  return row?.code;
}

/** Inserts a customer with the next generated code: C000001, C000002 … */
export async function insertCustomer(tx: Db, values: CustomerValues, actor: string): Promise<CustomerRecord> {
  const [row] = await tx
    .insert(customer)
    .values({
      customerCode: nextCode('customer_code_seq', 'C', 6),
      ...values,
      createBy: actor,
      lastUpdateBy: actor,
    })
    .returning(customerColumns);
  return row!;
}

export function updateCustomer(
  tx: Db,
  code: string,
  values: Partial<Omit<CustomerValues, 'customerStatus'>> & {
    customerStatus?: CustomerRecord['customerStatus'];
  },
  actor: string,
): Promise<CustomerRecord> {
  return updateStamped(tx, customer, eq(customer.customerCode, code), values, actor, customerColumns);
}

/** The head office (00000) created with the customer, at the customer's address. */
export async function insertHeadOffice(
  tx: Db,
  input: {
    customerCode: string;
    branchName: string;
    address: AddressJson;
    contactTel: string | null;
    actor: string;
  },
): Promise<{ branchId: number }> {
  const [row] = await tx
    .insert(customerBranch)
    .values({
      customerCode: input.customerCode,
      branchCode: '00000',
      branchName: input.branchName,
      branchType: 'HEAD_OFFICE',
      address: input.address,
      contactTel: input.contactTel,
      status: 'ACTIVE',
      createBy: input.actor,
      lastUpdateBy: input.actor,
    })
    .returning({ branchId: customerBranch.branchId });
  return row!;
}

/** Head-office names of these customers (one query for a search page). */
export async function headOfficeNames(db: Db, codes: string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ code: customerBranch.customerCode, name: customerBranch.branchName })
    .from(customerBranch)
    .where(and(inArray(customerBranch.customerCode, codes), eq(customerBranch.branchCode, '00000')));
  return new Map(rows.map((r) => [r.code, r.name]));
}

/**
 * Deleting a customer deletes its branches and users too (soft, each version bumped): nothing of a
 * deleted customer stays reachable, and its users' e-mails are free again. Returns the counts.
 */
export async function deleteCustomerParts(
  tx: Db,
  code: string,
  actor: string,
): Promise<{ branches: number; users: number }> {
  const stamp = { status: 'DELETE' as const, lastUpdateDtm: sql`now()`, lastUpdateBy: actor };
  const branches = await tx
    .update(customerBranch)
    .set({ ...stamp, version: sql`${customerBranch.version} + 1` })
    .where(and(eq(customerBranch.customerCode, code), ne(customerBranch.status, 'DELETE')))
    .returning({ id: customerBranch.branchId });
  const users = await tx
    .update(customerUser)
    .set({ ...stamp, version: sql`${customerUser.version} + 1` })
    .where(and(eq(customerUser.customerCode, code), ne(customerUser.status, 'DELETE')))
    .returning({ id: customerUser.userId });
  return { branches: branches.length, users: users.length };
}

/** A customer that stops being ACTIVE ends the sessions of all its users at once. */
export async function revokeCustomerSessions(tx: Db, code: string): Promise<number> {
  const users = tx
    .select({ userCode: customerUser.userCode })
    .from(customerUser)
    .where(eq(customerUser.customerCode, code));
  const rows = await tx
    .update(userSession)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(userSession.userKind, 'CUSTOMER'),
        isNull(userSession.revokedAt),
        inArray(userSession.userCode, users),
      ),
    )
    .returning({ id: userSession.id });
  return rows.length;
}

/** listCustomerByStatus: every customer of the status, by name (a dropdown's options). */
export function customersByStatus(db: Db, status: EditableStatus): Promise<CustomerOption[]> {
  return db
    .select({
      customerCode: customer.customerCode,
      customerName: customer.customerName,
      customerNumber: customer.customerNumber,
    })
    .from(customer)
    .where(eq(customer.customerStatus, status))
    .orderBy(asc(customer.customerName), asc(customer.customerCode));
}

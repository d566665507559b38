// All SQL of the sales tax report: the seller (customer and branch) and the month's documents of
// one branch, read through document_search_idx (customer, issue date); whether a cancellation
// note names a document through document_cancellation_idx (migration 0093).
import { and, asc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { SALES_TAX_DOCUMENT_TYPES } from '../../../contract/sales-tax-report';
import { cancelledByNote } from '../../db/cancelled-document';
import type { Db } from '../../db/client';
import { customer } from '../../db/schema/customer';
import { customerBranch } from '../../db/schema/customer-branch';
import { document } from '../../db/schema/document';

/** A customer that is not deleted, with its tax ID. */
export async function findSeller(db: Db, customerCode: string) {
  const [row] = await db
    .select({
      customerCode: customer.customerCode,
      customerName: customer.customerName,
      taxId: customer.customerNumber,
    })
    .from(customer)
    .where(and(eq(customer.customerCode, customerCode), ne(customer.customerStatus, 'DELETE')));
  return row;
}

/** The branch's name (a deleted branch's too: its documents were issued); undefined if it never was. */
export async function findBranchName(
  db: Db,
  customerCode: string,
  branchCode: string,
): Promise<{ branchName: string } | undefined> {
  const [row] = await db
    .select({ branchName: customerBranch.branchName })
    .from(customerBranch)
    .where(and(eq(customerBranch.customerCode, customerCode), eq(customerBranch.branchCode, branchCode)))
    .limit(1);
  return row;
}

export interface SalesTaxRecord {
  documentId: number;
  issueDate: string;
  documentNo: string;
  documentType: string;
  buyerName: string | null;
  buyerTaxId: string | null;
  buyerBranchCode: string | null;
  /** As stored: numeric(18,2) as text, never signed by type. */
  totalBeforeVat: string | null;
  vatAmount: string | null;
  cancelled: boolean;
}

/** The branch's issued tax documents of these issue dates, by date and number. */
export function salesTaxRecords(
  db: Db,
  scope: { customerCode: string; branchCode: string; from: string; to: string },
): Promise<SalesTaxRecord[]> {
  const d = document;
  return db
    .select({
      documentId: d.documentId,
      issueDate: sql<string>`to_char(${d.issueDate}, 'YYYY-MM-DD')`,
      documentNo: d.documentNo,
      documentType: d.documentType,
      buyerName: d.buyerName,
      buyerTaxId: d.buyerTaxId,
      buyerBranchCode: d.buyerBranchCode,
      totalBeforeVat: d.totalBeforeVat,
      vatAmount: d.vatAmount,
      cancelled: cancelledByNote(),
    })
    .from(d)
    .where(
      and(
        eq(d.customerCode, scope.customerCode),
        gte(d.issueDate, scope.from),
        lte(d.issueDate, scope.to),
        eq(d.branchCode, scope.branchCode),
        eq(d.status, 'GENERATED'),
        inArray(d.documentType, [...SALES_TAX_DOCUMENT_TYPES]),
      ),
    )
    .orderBy(asc(d.issueDate), asc(d.documentNo), asc(d.documentId));
}

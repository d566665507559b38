// All SQL of the document report: sums of the day tally (documents per issue date, customer,
// branch, type and status; migration 0078), never a read of the documents themselves — a year of
// all customers is a few thousand tally rows, where the documents would be hundreds of thousands
// (and PGlite runs one query at a time for the whole server).
import { and, asc, eq, gt, gte, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customer } from '../../db/schema/customer';
import { documentDayTally } from '../../db/schema/document';
import { listboxItem } from '../../db/schema/master-data';

/** The listbox group of the document types (domain.md). */
const DOCUMENT_TYPE_GROUP = 'DOCUMENT_TYPE';

export interface ReportRow {
  customerCode: string;
  customerName: string;
  documentType: string;
  /** The type's names in the DOCUMENT_TYPE listbox; null for a type no longer in it. */
  typeNameTh: string | null;
  typeNameEn: string | null;
  generated: number;
  failed: number;
  /** YYYY-MM-DD */
  firstIssueDate: string;
  lastIssueDate: string;
}

/** A customer that is not deleted, by code (its name for the report's heading). */
export async function findCustomer(db: Db, customerCode: string) {
  const [row] = await db
    .select({ customerCode: customer.customerCode, customerName: customer.customerName })
    .from(customer)
    .where(and(eq(customer.customerCode, customerCode), ne(customer.customerStatus, 'DELETE')));
  return row;
}

/** Documents issued from `from` to `to` per customer and type, by customer code and the types' order. */
export function documentsByCustomerAndType(
  db: Db,
  range: { from: string; to: string },
  customerCode: string | undefined,
): Promise<ReportRow[]> {
  const t = documentDayTally;
  const count = (status: string) =>
    sql<number>`coalesce(sum(${t.n}) FILTER (WHERE ${t.status} = ${status}), 0)::int`;
  return db
    .select({
      customerCode: t.customerCode,
      customerName: customer.customerName,
      documentType: t.documentType,
      typeNameTh: listboxItem.nameTh,
      typeNameEn: listboxItem.nameEn,
      generated: count('GENERATED'),
      failed: count('FAILED'),
      firstIssueDate: sql<string>`to_char(min(${t.issueDate}), 'YYYY-MM-DD')`,
      lastIssueDate: sql<string>`to_char(max(${t.issueDate}), 'YYYY-MM-DD')`,
    })
    .from(t)
    .innerJoin(customer, eq(customer.customerCode, t.customerCode))
    .leftJoin(
      listboxItem,
      and(eq(listboxItem.listboxGroupCode, DOCUMENT_TYPE_GROUP), eq(listboxItem.code, t.documentType)),
    )
    .where(
      and(
        gte(t.issueDate, range.from),
        lte(t.issueDate, range.to),
        gt(t.n, 0),
        customerCode !== undefined ? eq(t.customerCode, customerCode) : undefined,
      ),
    )
    .groupBy(
      t.customerCode,
      customer.customerName,
      t.documentType,
      listboxItem.nameTh,
      listboxItem.nameEn,
      listboxItem.seq,
    )
    .orderBy(asc(t.customerCode), asc(listboxItem.seq), asc(t.documentType));
}

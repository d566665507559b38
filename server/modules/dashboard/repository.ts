// All SQL of the dashboard: sums of the tallies the triggers keep (documents per day, type and
// status; per delivery status; customers per status) and counts of the few imports and tickets a
// partial index holds (migration 0078). Nothing here reads the document table itself.
import { and, eq, gt, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  OPEN_TICKET_STATUSES,
  WAITING_UPLOAD_STATUSES,
  type OpenTicketStatus,
  type WaitingUploadStatus,
} from '../../../contract/dashboard';
import type { TicketPriority } from '../../../contract/ticket';
import type { UploadType } from '../../../contract/upload-template';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/raw-rows';
import { customerTally } from '../../db/schema/customer-branch';
import { customerUpload } from '../../db/schema/customer-upload';
import { documentDayTally, documentTally, type DocumentStatus } from '../../db/schema/document';
import { listboxItem } from '../../db/schema/master-data';
import { ticket } from '../../db/schema/ticket';
import type { CustomerReach } from '../../security/assigned-branches';

/** The caller's reach on a table with customer and branch columns (none: every customer's). */
function reached(reach: CustomerReach, customerCode: AnyPgColumn, branchCode: AnyPgColumn): SQL | undefined {
  return and(
    reach.customerCode !== undefined ? eq(customerCode, reach.customerCode) : undefined,
    reach.branchCodes !== undefined
      ? reach.branchCodes.length
        ? inArray(branchCode, [...reach.branchCodes])
        : sql`false`
      : undefined,
  );
}

const total = (n: AnyPgColumn) => sql<number>`coalesce(sum(${n}), 0)::int`;
const totalWhere = (n: AnyPgColumn, condition: SQL) =>
  sql<number>`coalesce(sum(${n}) FILTER (WHERE ${condition}), 0)::int`;

export interface MonthTypeCount {
  /** YYYY-MM */
  month: string;
  documentType: string;
  status: DocumentStatus;
  count: number;
  /** Sums of the documents' value before VAT and VAT (decimal strings, "1070.00"). */
  value: string;
  vat: string;
}

/** Documents issued from `from` to `to` (inclusive) by month, type and status, with their money. */
export function documentsByMonth(
  db: Db,
  reach: CustomerReach,
  from: string,
  to: string,
): Promise<MonthTypeCount[]> {
  const t = documentDayTally;
  // Grouped by the month's first day (a date), named YYYY-MM once per group: text made for each
  // of the thousands of tally rows a year holds was a third of the query's time.
  const month = sql`date_trunc('month', ${t.issueDate})`;
  return db
    .select({
      month: sql<string>`to_char(${month}, 'YYYY-MM')`,
      documentType: t.documentType,
      status: t.status,
      count: total(t.n),
      value: sql<string>`coalesce(sum(${t.value}), 0)::text`,
      vat: sql<string>`coalesce(sum(${t.vat}), 0)::text`,
    })
    .from(t)
    .where(
      and(
        gte(t.issueDate, from),
        lte(t.issueDate, to),
        gt(t.n, 0),
        reached(reach, t.customerCode, t.branchCode),
      ),
    )
    .groupBy(month, t.documentType, t.status);
}

/** Documents whose e-mail or SMS delivery failed (either: the document search's deliveryStatus FAILED). */
export async function deliveryFailures(db: Db, reach: CustomerReach) {
  const t = documentTally;
  const [row] = await db
    .select({
      documents: totalWhere(t.n, sql`${t.emailStatus} = 'FAILED' OR ${t.smsStatus} = 'FAILED'`),
      email: totalWhere(t.n, sql`${t.emailStatus} = 'FAILED'`),
      sms: totalWhere(t.n, sql`${t.smsStatus} = 'FAILED'`),
    })
    .from(t)
    .where(reached(reach, t.customerCode, t.branchCode));
  return row ?? { documents: 0, email: 0, sms: 0 };
}

export interface WaitingCount {
  uploadType: UploadType;
  status: WaitingUploadStatus;
  count: number;
}

/** Imports in a waiting status, by import type and status (customer_upload_waiting_idx). */
export function waitingImports(db: Db, reach: CustomerReach): Promise<WaitingCount[]> {
  const t = customerUpload;
  return db
    .select({
      uploadType: t.uploadType,
      status: sql<WaitingUploadStatus>`${t.status}`,
      count: sql<number>`count(*)::int`,
    })
    .from(t)
    .where(and(inArray(t.status, [...WAITING_UPLOAD_STATUSES]), reached(reach, t.customerCode, t.branchCode)))
    .groupBy(t.uploadType, t.status);
}

export interface TicketCount {
  priority: TicketPriority;
  status: OpenTicketStatus;
  count: number;
}

/** Open and in-progress tickets by priority and status (ticket_open_idx); a customer's own only. */
export function openTickets(db: Db, customerCode: string | undefined): Promise<TicketCount[]> {
  const t = ticket;
  return db
    .select({
      priority: t.priority,
      status: sql<OpenTicketStatus>`${t.status}`,
      count: sql<number>`count(*)::int`,
    })
    .from(t)
    .where(
      and(
        inArray(t.status, [...OPEN_TICKET_STATUSES]),
        customerCode !== undefined ? eq(t.customerCode, customerCode) : undefined,
      ),
    )
    .groupBy(t.priority, t.status);
}

/** Customers per status, deleted ones left out (customer_tally of 0031). */
export function customersByStatus(db: Db): Promise<{ status: string; count: number }[]> {
  const t = customerTally;
  return db
    .select({ status: t.customerStatus, count: total(t.n) })
    .from(t)
    .where(ne(t.customerStatus, 'DELETE'))
    .groupBy(t.customerStatus);
}

/** Thai and English names of these document types (the DOCUMENT_TYPE listbox); a code it lacks is its own name. */
export async function documentTypeNames(
  db: Db,
  codes: readonly string[],
): Promise<{ documentType: string; nameTh: string; nameEn: string }[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .select({ documentType: listboxItem.code, nameTh: listboxItem.nameTh, nameEn: listboxItem.nameEn })
    .from(listboxItem)
    .where(and(eq(listboxItem.listboxGroupCode, 'DOCUMENT_TYPE'), inArray(listboxItem.code, [...codes])));
  return codes.map(
    (code) =>
      rows.find((row) => row.documentType === code) ?? { documentType: code, nameTh: code, nameEn: code },
  );
}

/**
 * Months before `thisMonth` (YYYY-MM) with signed E-TAX documents and no SUBMITTED filing, per
 * customer and month. The one figure that reads the document table: through the partial index of
 * signed documents (migration 0087), customer and issue date only.
 */
export async function unfiledMonths(
  db: Db,
  customerCode: string | undefined,
  thisMonth: string,
): Promise<number> {
  const own = customerCode ? sql`AND d.customer_code = ${customerCode}` : sql``;
  const rows = rowsOf<{ n: number }>(
    await db.execute(sql`
      SELECT count(*)::int AS n FROM (
        SELECT DISTINCT d.customer_code, to_char(d.issue_date, 'YYYY-MM') AS month
          FROM document d
         WHERE d.status = 'GENERATED' AND d.signature_status = 'SIGNED' AND d.upload_type = 'ETAX'
           AND d.issue_date < to_date(${thisMonth} || '-01', 'YYYY-MM-DD') ${own}
      ) m
      JOIN customer c ON c.customer_code = m.customer_code AND c.customer_status <> 'DELETE'
      WHERE NOT EXISTS (SELECT 1 FROM rd_submission r WHERE r.customer_code = m.customer_code
                          AND r.month = m.month AND r.status = 'SUBMITTED')`),
  );
  return rows[0]!.n;
}

// All SQL of the monthly filing (docs/rd-filing.md). A month is the documents' issue month; the
// pack holds the GENERATED E-TAX documents signed with the customer's key, each once.
import { sql, type SQL } from 'drizzle-orm';
import { CANCELLATION_TYPE, type RdSubmissionStatus } from '../../../contract/rd-filing';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/raw-rows';

/** The filters of a month list; a customer caller always names its own customer. */
export interface MonthFilter {
  customerCode?: string;
  month?: string;
  status?: RdSubmissionStatus;
  /** Only months that ended before this one (YYYY-MM): those that can be overdue. */
  before?: string;
}

export interface MonthFacts {
  customerCode: string;
  customerName: string;
  month: string;
  status: RdSubmissionStatus;
  documents: number;
  cancelled: number;
  unsigned: number;
  totalAmount: string;
  byType: { documentType: string; count: number; totalAmount: string }[];
  rdReference: string | null;
  submittedBy: string | null;
  submittedAt: Date | null;
  packFileId: string | null;
  remindedAt: Date | null;
  version: number | null;
}

/** The months of E-TAX documents per customer, with their figures and their filing row. */
function monthsSql(filter: MonthFilter): SQL {
  const where: SQL[] = [sql`TRUE`];
  if (filter.customerCode) where.push(sql`m.customer_code = ${filter.customerCode}`);
  if (filter.month) where.push(sql`m.month = ${filter.month}`);
  if (filter.before) where.push(sql`m.month < ${filter.before}`);
  if (filter.status) where.push(sql`coalesce(r.status, 'NOT_SUBMITTED') = ${filter.status}`);
  const docFilter = filter.customerCode ? sql`AND d.customer_code = ${filter.customerCode}` : sql``;
  return sql`
    WITH docs AS (
      SELECT d.customer_code, to_char(d.issue_date, 'YYYY-MM') AS month, d.document_type,
             d.signature_status = 'SIGNED' AS signed, d.total_amount
        FROM document d
       WHERE d.status = 'GENERATED' AND d.upload_type = 'ETAX' AND d.issue_date IS NOT NULL ${docFilter}
    ), by_type AS (
      SELECT customer_code, month, document_type, count(*)::int AS n,
             coalesce(sum(total_amount), 0)::numeric(18, 2)::text AS total
        FROM docs WHERE signed GROUP BY customer_code, month, document_type
    ), m AS (
      SELECT customer_code, month,
             count(*) FILTER (WHERE signed)::int AS documents,
             count(*) FILTER (WHERE signed AND document_type = ${CANCELLATION_TYPE})::int AS cancelled,
             count(*) FILTER (WHERE NOT signed)::int AS unsigned,
             (coalesce(sum(total_amount) FILTER (WHERE signed), 0))::numeric(18, 2)::text AS total_amount
        FROM docs GROUP BY customer_code, month
       HAVING count(*) FILTER (WHERE signed) > 0
    )
    SELECT m.customer_code AS "customerCode", c.customer_name AS "customerName", m.month,
           coalesce(r.status, 'NOT_SUBMITTED') AS status, m.documents, m.cancelled, m.unsigned,
           m.total_amount AS "totalAmount",
           (SELECT coalesce(json_agg(json_build_object('documentType', t.document_type, 'count', t.n,
                   'totalAmount', t.total) ORDER BY t.document_type), '[]'::json)
              FROM by_type t WHERE t.customer_code = m.customer_code AND t.month = m.month) AS "byType",
           r.rd_reference AS "rdReference", r.submitted_by AS "submittedBy",
           r.submitted_at AS "submittedAt", r.pack_file_id::text AS "packFileId",
           r.reminded_at AS "remindedAt", r.version
      FROM m
      JOIN customer c ON c.customer_code = m.customer_code AND c.customer_status <> 'DELETE'
      LEFT JOIN rd_submission r ON r.customer_code = m.customer_code AND r.month = m.month
     WHERE ${sql.join(where, sql` AND `)}`;
}

/** Timestamps come back as text from one driver and as Date from the other. */
const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));

function factsOf(row: MonthFacts): MonthFacts {
  return { ...row, submittedAt: asDate(row.submittedAt), remindedAt: asDate(row.remindedAt) };
}

export async function findMonths(
  db: Db,
  filter: MonthFilter,
  page: { offset: number; size: number; order: 'month' | 'customerCode'; dir: 'asc' | 'desc' },
): Promise<{ rows: MonthFacts[]; total: number }> {
  const dir = page.dir === 'asc' ? sql`ASC` : sql`DESC`;
  const order =
    page.order === 'customerCode'
      ? sql`"customerCode" ${dir}, month DESC`
      : sql`month ${dir}, "customerCode" ASC`;
  const [rows, count] = await Promise.all([
    db.execute(sql`${monthsSql(filter)} ORDER BY ${order} LIMIT ${page.size} OFFSET ${page.offset}`),
    db.execute(sql`SELECT count(*)::int AS n FROM (${monthsSql(filter)}) all_months`),
  ]);
  return { rows: rowsOf<MonthFacts>(rows).map(factsOf), total: rowsOf<{ n: number }>(count)[0]!.n };
}

export async function findMonth(
  db: Db,
  customerCode: string,
  month: string,
): Promise<MonthFacts | undefined> {
  const rows = rowsOf<MonthFacts>(await db.execute(monthsSql({ customerCode, month })));
  return rows[0] && factsOf(rows[0]);
}

/** Every month of every customer that ended before `before` and is not filed. */
export async function unfiledMonths(db: Db, before: string): Promise<MonthFacts[]> {
  const rows = rowsOf<MonthFacts>(
    await db.execute(sql`${monthsSql({ before, status: 'NOT_SUBMITTED' })} ORDER BY "customerCode", month`),
  );
  return rows.map(factsOf);
}

export interface PackDocument {
  documentId: number;
  documentType: string;
  documentNo: string;
  xmlFileId: string;
  downloadName: string;
}

/** The signed XMLs of the month, in document type and number order. */
export async function packDocuments(db: Db, customerCode: string, month: string): Promise<PackDocument[]> {
  return rowsOf<PackDocument>(
    await db.execute(sql`
      SELECT d.document_id::int AS "documentId", d.document_type AS "documentType",
             d.document_no AS "documentNo", d.xml_file_id::text AS "xmlFileId",
             f.download_name AS "downloadName"
        FROM document d JOIN stored_file f ON f.file_id = d.xml_file_id
       WHERE d.customer_code = ${customerCode} AND d.status = 'GENERATED' AND d.upload_type = 'ETAX'
         AND d.signature_status = 'SIGNED' AND to_char(d.issue_date, 'YYYY-MM') = ${month}
       ORDER BY d.document_type, d.document_no, d.document_id`),
  );
}

export interface SubmittedFacts {
  rdReference: string;
  packFileId: string;
  submittedBy: string;
}

/** NOT_SUBMITTED → SUBMITTED; false when the month was already filed (another caller won). */
export async function markSubmitted(
  tx: Db,
  customerCode: string,
  month: string,
  facts: SubmittedFacts,
): Promise<boolean> {
  const result = await tx.execute(sql`
    INSERT INTO rd_submission (customer_code, month, status, rd_reference, pack_file_id,
                               submitted_by, submitted_at, create_by, last_update_by)
    VALUES (${customerCode}, ${month}, 'SUBMITTED', ${facts.rdReference}, ${facts.packFileId}::uuid,
            ${facts.submittedBy}, now(), ${facts.submittedBy}, ${facts.submittedBy})
    ON CONFLICT (customer_code, month) DO UPDATE
       SET status = 'SUBMITTED', rd_reference = excluded.rd_reference,
           pack_file_id = excluded.pack_file_id, submitted_by = excluded.submitted_by,
           submitted_at = now(), version = rd_submission.version + 1,
           last_update_dtm = now(), last_update_by = excluded.last_update_by
     WHERE rd_submission.status = 'NOT_SUBMITTED'
    RETURNING month`);
  return rowsOf(result).length === 1;
}

/** The month's reminder went out; false when it had already (another process sent it). */
export async function markReminded(
  tx: Db,
  customerCode: string,
  month: string,
  actor: string,
): Promise<boolean> {
  const result = await tx.execute(sql`
    INSERT INTO rd_submission (customer_code, month, reminded_at, create_by, last_update_by)
    VALUES (${customerCode}, ${month}, now(), ${actor}, ${actor})
    ON CONFLICT (customer_code, month) DO UPDATE
       SET reminded_at = now(), last_update_dtm = now(), last_update_by = excluded.last_update_by
     WHERE rd_submission.reminded_at IS NULL AND rd_submission.status = 'NOT_SUBMITTED'
    RETURNING month`);
  return rowsOf(result).length === 1;
}

/** The active CUSTOMER_ADMIN users of a customer: who is reminded. */
export async function customerAdmins(
  db: Db,
  customerCode: string,
): Promise<{ email: string; username: string }[]> {
  return rowsOf(
    await db.execute(sql`
      SELECT email, username FROM customer_user
       WHERE customer_code = ${customerCode} AND user_role = 'CUSTOMER_ADMIN' AND status = 'ACTIVE'
       ORDER BY user_code`),
  );
}

/** The seller's tax ID (customer_number): who the Revenue Department files the pack under. */
export async function sellerTaxId(db: Db, customerCode: string): Promise<string> {
  const [row] = rowsOf<{ taxId: string }>(
    await db.execute(
      sql`SELECT customer_number AS "taxId" FROM customer WHERE customer_code = ${customerCode}`,
    ),
  );
  return row!.taxId;
}

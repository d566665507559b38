// Known data for the dashboard and report tests, written straight into the tables (the tallies'
// triggers count it as they count generated documents): templates, imports in given statuses,
// documents with given types, statuses, issue dates and delivery results, and tickets.
import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app';

/** A calendar date n days after `iso` (negative: before). */
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Today in Bangkok, worked out here rather than by the code under test. */
export function todayInBangkok(): string {
  return new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** YYYY-MM-01 of the month `months` months from `iso`'s. */
export function firstOfMonth(iso: string, months = 0): string {
  const [year, month] = iso.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 + months, 1)).toISOString().slice(0, 10);
}

let sequence = 0;
const next = () => (sequence += 1);

/** An upload template of the customer, for its imports (one per customer and import type). */
export async function insertTemplate(
  t: TestApp,
  customerCode: string,
  uploadType: 'ETAX' | 'EDOC',
): Promise<string> {
  const templateCode = `FG-${customerCode}-${uploadType}`;
  await t.deps.db.execute(sql`
    INSERT INTO upload_template (template_code, customer_code, template_name, template_type, upload_type, document_type,
      template_status, create_by, last_update_by)
    VALUES (${templateCode}, ${customerCode}, 'figures', 'EXCEL', ${uploadType},
      ${uploadType === 'ETAX' ? '388' : '380'}, 'ACTIVE', 'test', 'test')
    ON CONFLICT DO NOTHING`);
  return templateCode;
}

export interface UploadSeed {
  customerCode: string;
  branchCode?: string;
  uploadType?: 'ETAX' | 'EDOC';
  status: string;
}

/** An import in the given status; answers its id. */
export async function insertUpload(t: TestApp, seed: UploadSeed): Promise<number> {
  const uploadType = seed.uploadType ?? 'ETAX';
  const templateCode = await insertTemplate(t, seed.customerCode, uploadType);
  const result: unknown = await t.deps.db.execute(sql`
    INSERT INTO customer_upload (customer_code, branch_code, upload_type, template_code, document_type, total_rows,
      valid_rows, error_rows, status, upload_by, last_update_by)
    VALUES (${seed.customerCode}, ${seed.branchCode ?? '00000'}, ${uploadType}, ${templateCode},
      ${uploadType === 'ETAX' ? '388' : '380'}, 1, 1, 0, ${seed.status}, 'test', 'test')
    RETURNING upload_id`);
  return Number((result as { rows: { upload_id: number | string }[] }).rows[0]!.upload_id);
}

export interface DocumentSeed {
  customerCode: string;
  branchCode?: string;
  documentType?: string;
  status?: 'GENERATED' | 'FAILED';
  issueDate: string;
  emailStatus?: string;
  smsStatus?: string;
  /** How many such documents (1). */
  count?: number;
}

/** Each GENERATED document's value before VAT and VAT (its total 107.00). */
export const DOCUMENT_VALUE = '100.00';
export const DOCUMENT_VAT = '7.00';

/** Documents of one COMPLETED import of their customer and branch. */
export async function insertDocuments(t: TestApp, seed: DocumentSeed): Promise<void> {
  const uploadId = await insertUpload(t, {
    customerCode: seed.customerCode,
    branchCode: seed.branchCode ?? '00000',
    status: 'COMPLETED',
  });
  for (let i = 0; i < (seed.count ?? 1); i += 1) {
    const status = seed.status ?? 'GENERATED';
    await t.deps.db.execute(sql`
      INSERT INTO document (upload_id, customer_code, branch_code, upload_type, document_type, document_no, first_row_no,
        issue_date, total_before_vat, vat_amount, total_amount, status, fail_code, email_status, sms_status, create_by,
        last_update_by)
      VALUES (${uploadId}, ${seed.customerCode}, ${seed.branchCode ?? '00000'}, 'ETAX', ${seed.documentType ?? '388'},
        ${`FG-${next()}`}, 2, ${seed.issueDate}::date, ${status === 'FAILED' ? null : DOCUMENT_VALUE},
        ${status === 'FAILED' ? null : DOCUMENT_VAT}, ${status === 'FAILED' ? null : '107.00'}, ${status},
        ${status === 'FAILED' ? 'TOTAL_MISMATCH' : null}, ${seed.emailStatus ?? 'NOT_REQUESTED'},
        ${seed.smsStatus ?? 'NOT_REQUESTED'}, 'test', 'test')`);
  }
}

export interface TicketSeed {
  customerCode: string;
  priority: 'LOW' | 'MEDIUM' | 'HIGH' | 'URGENT';
  status: 'OPEN' | 'IN_PROGRESS' | 'RESOLVED' | 'CLOSED';
}

export async function insertTicket(t: TestApp, seed: TicketSeed): Promise<void> {
  await t.deps.db.execute(sql`
    INSERT INTO ticket (ticket_request_no, customer_code, ticket_subject, detail, priority, action_type, status,
      request_role, request_code, request_name, create_by, last_update_by)
    VALUES (${`TK-2569-${String(900_000 + next())}`}, ${seed.customerCode}, 'figures', 'figures', ${seed.priority},
      'GENERAL', ${seed.status}, 'ADMIN', 'ADM0001', 'Admin', 'test', 'test')`);
}

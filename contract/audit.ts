// The audit log (docs/audit-log.md): every sign-in and every change, read by administrators.
// Under /api/app/auditController/ (ADMIN only). Read calls only: nothing in the API changes or
// deletes a row of the log. Types are read off the schemas.
import { codePatterns, schemaKit as k } from './customer';
import { controllerOf } from './schema-kit';
import type { BodyOf, DataOf, RowOf } from './schema-kit';

export const AUDIT_PREFIX = '/api/app/auditController';

/**
 * The actions the product writes (server code: `audit({ action })`), offered by the screen and
 * named in its texts. The search takes any action code: a new one is found before it is listed.
 */
export const AUDIT_ACTIONS = [
  'SIGN_IN',
  'SIGN_IN_FAILED',
  'SIGN_IN_CHALLENGE',
  'SIGN_OUT',
  'SECOND_FACTOR_ENROL',
  'SECOND_FACTOR_DISABLE',
  'CHANGE_PASSWORD',
  'RESET_PASSWORD',
  'OTP_REQUEST',
  'CREATE',
  'UPDATE',
  'DELETE',
  'REORDER',
  'UPLOAD',
  'DIRECT_ENTRY',
  'USER_SUBMIT',
  'ACCOUNTING_SUBMIT',
  'REJECT',
  'CANCEL',
  'RETRY_GENERATION',
  'GENERATE',
  'GENERATE_COMPLETED',
  'GENERATE_FAILED',
  'RESEND_EMAIL',
  'RESEND_SMS',
  'RELEASE',
  'COMMENT',
  'INTERNAL_NOTE',
  'CONTACT_MESSAGE',
  'HSM_KEY_GENERATED',
] as const;

/** The kinds of record the product audits (`audit({ entity })`), offered by the screen. */
export const AUDIT_ENTITIES = [
  'admin_user',
  'customer',
  'customer_branch',
  'customer_user',
  'customer_certificate',
  'customer_upload',
  'document',
  'rd_submission',
  'ticket',
  'upload_template',
  'input_column',
  'input_column_option',
  'province',
  'district',
  'sub_district',
  'listbox_group',
  'listbox_item',
  'config_group',
  'landing_item',
  'landing_stat_counter',
  'pdf_template',
  'pdf_collection',
  'stored_file',
  'otp_request',
  'outbox',
  'bulk_download',
] as const;

/** Without sortBy the newest come first; a sort by a column breaks ties by time in the same direction. */
export const AUDIT_SORT_BY = ['occurredAt', 'actor', 'action', 'entity'] as const;
export type AuditSortBy = (typeof AUDIT_SORT_BY)[number];

// ---------------------------------------------------------------- schemas

const isoDate = k.pattern('^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$');

const auditRow = k.object({
  id: k.int,
  /** ISO 8601 with the Bangkok offset. */
  occurredAt: k.str,
  /** The username (or a job's name: job:pdf); null for an anonymous caller. */
  actor: k.nullableStr,
  /** ADMIN, CUSTOMER, or null (a job, an anonymous caller). */
  actorRole: k.nullableStr,
  action: k.str,
  entity: k.str,
  entityId: k.nullableStr,
  /** The customer the row concerns (null for administrators' accounts, master data …). */
  customerCode: k.nullableStr,
  customerName: k.nullableStr,
  ip: k.nullableStr,
});

/** Any JSON value as it was recorded (a record, a few fields, a list, or null). */
const recorded = {} as const;

const auditDetail = k.object({
  ...auditRow.properties,
  /** Links the row to the server's log lines of the same request (or job run). */
  requestId: k.nullableStr,
  before: recorded,
  after: recorded,
});

export const auditSchemas = {
  search: {
    body: k.searchBody(
      {
        /** A username, whatever its case (exact). */
        actor: k.criterion,
        action: k.pattern('^[A-Z][A-Z0-9_]{0,49}$'),
        /** A record kind: customer, document … */
        entity: k.pattern('^[a-z][a-z0-9_]{0,49}$'),
        /** The record's code or id (exact). */
        entityId: k.criterion,
        customerCode: k.pattern(codePatterns.customerCode),
        /** Calendar days in Bangkok, both included. */
        dateFrom: isoDate,
        dateTo: isoDate,
      },
      AUDIT_SORT_BY,
    ),
    response: k.searchEnvelope(auditRow),
  },
  getById: {
    body: k.body({ id: k.recordId }, ['id']),
    response: k.okEnvelope(auditDetail),
  },
} as const;

type Calls = typeof auditSchemas;
export type SearchAuditRequest = BodyOf<Calls['search']>;
export type AuditRow = RowOf<Calls['search']>;
export type AuditIdRequest = BodyOf<Calls['getById']>;
export type AuditDetail = DataOf<Calls['getById']>;

/** The route table's controller of these calls (the web app's typed client reads it). */
export const auditController = controllerOf<typeof auditSchemas>(AUDIT_PREFIX);

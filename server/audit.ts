import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { contextOf, type ServiceContext } from './command/context';
import type { Db } from './db/client';
import { auditLog } from './db/schema/audit';

export interface AuditEntry {
  action: string; // SIGN_IN, SIGN_IN_FAILED, CREATE, UPDATE, DELETE, RESET_PASSWORD …
  entity: string; // table or aggregate name: province, admin_user …
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
  /** Overrides the caller (sign-in happens before there is a principal). */
  actor?: string;
  actorRole?: string;
  /** The customer the change concerns, when the caller knows it better than customerOf below. */
  customerCode?: string | null;
}

/**
 * Writes one audit row. Pass the transaction when the change runs in one, so both commit
 * together (runCommand's `audit` does). The log is append-only (migration 0079 refuses UPDATE,
 * DELETE and TRUNCATE): this insert is the only way a row is ever written.
 */
export async function writeAudit(
  db: Db,
  who: ServiceContext | FastifyRequest,
  entry: AuditEntry,
): Promise<void> {
  const ctx = 'actor' in who ? who : contextOf(who);
  await db.insert(auditLog).values({
    actor: entry.actor ?? ctx.principal?.username ?? (ctx.principal ? null : jobActor(ctx)),
    actorRole: entry.actorRole ?? ctx.principal?.role ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    ip: ctx.ip,
    requestId: ctx.requestId,
    beforeData: entry.before ?? null,
    afterData: entry.after ?? null,
    customerCode: await customerOf(db, ctx, entry),
  });
}

/** A job names itself as the actor; an anonymous request leaves the actor empty, as before. */
function jobActor(ctx: ServiceContext): string | null {
  return ctx.actor === 'anonymous' ? null : ctx.actor;
}

/** Records keyed by the customer's own code. */
const KEYED_BY_CUSTOMER = new Set(['customer', 'customer_certificate']);

/**
 * Records that carry their customer in their own table, found by the audit row's entityId (a
 * workflow step or a delivery audits only what changed). Migration 0079 backfilled old rows the
 * same way.
 */
const CUSTOMER_OF_RECORD: Record<string, (entityId: string) => ReturnType<typeof sql>> = {
  customer_upload: (id) =>
    sql`SELECT customer_code FROM customer_upload WHERE upload_id = ${numeric(id)}::bigint`,
  document: (id) => sql`SELECT customer_code FROM document WHERE document_id = ${numeric(id)}::bigint`,
  customer_branch: (id) =>
    sql`SELECT customer_code FROM customer_branch WHERE branch_id = ${numeric(id)}::bigint`,
  customer_user: (id) => sql`SELECT customer_code FROM customer_user WHERE user_code = ${id}`,
  ticket: (id) => sql`SELECT customer_code FROM ticket WHERE ticket_request_no = ${id}`,
};

/** A numeric id as text, or one that matches no row. */
function numeric(id: string): string {
  return /^[0-9]{1,18}$/.test(id) ? id : '-1';
}

function customerCodeIn(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const code = (data as { customerCode?: unknown }).customerCode;
  return typeof code === 'string' && code !== '' ? code : undefined;
}

/**
 * The customer an audit row concerns, so that an administrator can read one customer's history:
 * what the caller says; a customer user's own customer (a customer user reaches no other); the
 * customer record itself; the customerCode of the record's data; the record's own table. None
 * for administrators' accounts, master data and the public site.
 */
async function customerOf(db: Db, ctx: ServiceContext, entry: AuditEntry): Promise<string | null> {
  if (entry.customerCode !== undefined) return entry.customerCode;
  if (ctx.principal?.customerCode) return ctx.principal.customerCode;
  const entityId = entry.entityId ?? null;
  if (KEYED_BY_CUSTOMER.has(entry.entity)) return entityId;
  const fromData = customerCodeIn(entry.after) ?? customerCodeIn(entry.before);
  if (fromData) return fromData;
  const lookup = entityId === null ? undefined : CUSTOMER_OF_RECORD[entry.entity];
  if (!lookup || entityId === null) return null;
  const result: unknown = await db.execute(lookup(entityId));
  const [row] = (result as { rows: { customer_code: string }[] }).rows;
  return row?.customer_code ?? null;
}

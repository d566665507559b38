import type { FastifyRequest } from 'fastify';
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
}

/** Writes one audit row. Pass the transaction when the change runs in one, so both commit together. */
export async function writeAudit(db: Db, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actor: entry.actor ?? request.principal?.username ?? null,
    actorRole: entry.actorRole ?? request.principal?.role ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    ip: request.ip,
    requestId: request.id,
    beforeData: entry.before ?? null,
    afterData: entry.after ?? null,
  });
}

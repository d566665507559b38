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
}

/**
 * Writes one audit row. Pass the transaction when the change runs in one, so both commit
 * together (runCommand's `audit` does).
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
  });
}

/** A job names itself as the actor; an anonymous request leaves the actor empty, as before. */
function jobActor(ctx: ServiceContext): string | null {
  return ctx.actor === 'anonymous' ? null : ctx.actor;
}

// Reading the audit log in server tests.
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../../server/db/schema/audit';
import type { TestApp } from './test-app';

/** The audit rows of one record, oldest first. */
export function auditRows(t: TestApp, entity: string, entityId: string) {
  return t.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.id);
}

/** The audit actions of one record, oldest first. */
export async function auditActions(t: TestApp, entity: string, entityId: string): Promise<string[]> {
  return (await auditRows(t, entity, entityId)).map((r) => r.action);
}

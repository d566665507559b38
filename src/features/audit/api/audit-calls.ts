import { type AuditDetail, auditController } from 'contract/audit';
import { callsOf, type ApiRequestOptions } from 'src/lib/api-client';

/** Query keys of the audit log screen (nothing invalidates them: the log is never edited). */
export const auditKeys = {
  all: ['audit'] as const,
  list: ['audit', 'list'] as const,
  entry: (id: number) => ['audit', 'entry', id] as const,
};

export const searchAudit = callsOf(auditController).search('search');

export function getAuditEntry(id: number, options?: ApiRequestOptions): Promise<AuditDetail> {
  return callsOf(auditController).post('getById')({ id }, options);
}

import {
  AUDIT_PREFIX as PREFIX,
  type AuditDetail,
  type AuditRow,
  type SearchAuditRequest,
} from 'contract/audit';
import type { SearchBody } from 'contract/envelope';
import { apiPost, apiSearch, type ApiRequestOptions } from 'src/lib/api-client';

/** Query keys of the audit log screen (nothing invalidates them: the log is never edited). */
export const auditKeys = {
  all: ['audit'] as const,
  list: ['audit', 'list'] as const,
  entry: (id: number) => ['audit', 'entry', id] as const,
};

export function searchAudit(
  body: SearchAuditRequest,
  options?: ApiRequestOptions,
): Promise<SearchBody<AuditRow>> {
  return apiSearch<AuditRow>(`${PREFIX}/search`, body, options);
}

export function getAuditEntry(id: number, options?: ApiRequestOptions): Promise<AuditDetail> {
  return apiPost<AuditDetail>(`${PREFIX}/getById`, { id }, options);
}

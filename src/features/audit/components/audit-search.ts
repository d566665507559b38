import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  AUDIT_SORT_BY,
  type AuditSortBy,
  type SearchAuditRequest,
} from 'contract/audit';
import { isOneOf, type SearchRequestOf, type UrlSearchStateOptions } from 'src/hooks/use-url-search-state';

// The audit log's URL state (a module constant: useUrlSearchState depends on its identity).

export interface AuditCriteria extends Record<string, string> {
  actor: string;
  action: string;
  entity: string;
  entityId: string;
  customerCode: string;
  dateFrom: string;
  dateTo: string;
}

export const auditSearchOptions: UrlSearchStateOptions<AuditCriteria, AuditSortBy> = {
  emptyCriteria: {
    actor: '',
    action: '',
    entity: '',
    entityId: '',
    customerCode: '',
    dateFrom: '',
    dateTo: '',
  },
  sortFields: AUDIT_SORT_BY,
  defaultSort: { field: 'occurredAt', direction: 'desc' },
};

/** The URL's search as the API takes it: a hand-edited action or kind it would refuse is left out. */
export function auditRequest(request: SearchRequestOf<AuditCriteria, AuditSortBy>): SearchAuditRequest {
  const { action, entity, ...rest } = request;
  return {
    ...rest,
    ...(isOneOf(AUDIT_ACTIONS, action) ? { action } : {}),
    ...(isOneOf(AUDIT_ENTITIES, entity) ? { entity } : {}),
  };
}

import { AUDIT_ACTIONS, AUDIT_ENTITIES } from 'contract/audit';
import { useMemo } from 'react';
import { CriteriaFields } from 'src/components/search-card';
import type { AuditCriteria } from './audit-search';
import { useAuditTexts } from './audit-texts';

/** The audit search card: who, action, record kind and code, customer, between two days. */
export function AuditCriteriaFields() {
  const texts = useAuditTexts();
  const { t } = texts;
  const actions = useMemo(
    () => AUDIT_ACTIONS.map((value) => ({ value, label: texts.action(value) })),
    [texts],
  );
  const entities = useMemo(
    () => AUDIT_ENTITIES.map((value) => ({ value, label: texts.entity(value) })),
    [texts],
  );
  return (
    <CriteriaFields<AuditCriteria>
      fields={[
        { name: 'actor', label: t('actor'), helperText: t('actorHint') },
        { name: 'action', label: t('action'), options: actions },
        { name: 'entity', label: t('entity'), options: entities },
        { name: 'entityId', label: t('entityId') },
        { name: 'customerCode', label: t('customer'), kind: 'customer' },
        { name: 'dateFrom', label: t('dateFrom'), kind: 'date' },
        { name: 'dateTo', label: t('dateTo'), kind: 'date' },
      ]}
    />
  );
}

import { AUDIT_ACTIONS, AUDIT_ENTITIES } from 'contract/audit';
import { useMemo } from 'react';
import { CustomerSelect } from 'src/components/customer-select';
import { RhfDateField, RhfSelect, RhfTextField } from 'src/components/form-fields';
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
    <>
      <RhfTextField<AuditCriteria> name="actor" label={t('actor')} helperText={t('actorHint')} />
      <RhfSelect<AuditCriteria>
        name="action"
        label={t('action')}
        options={actions}
        emptyLabel={t('list:select.all')}
      />
      <RhfSelect<AuditCriteria>
        name="entity"
        label={t('entity')}
        options={entities}
        emptyLabel={t('list:select.all')}
      />
      <RhfTextField<AuditCriteria> name="entityId" label={t('entityId')} />
      <CustomerSelect<AuditCriteria> name="customerCode" label={t('customer')} empty="all" />
      <RhfDateField<AuditCriteria> name="dateFrom" label={t('dateFrom')} />
      <RhfDateField<AuditCriteria> name="dateTo" label={t('dateTo')} />
    </>
  );
}

import { RD_SUBMISSION_STATUSES } from 'contract/rd-filing';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerSelect } from 'src/components/customer-select';
import { RhfSelect } from 'src/components/form-fields';
import type { RdMonthCriteria } from './rd-month-search';

/** The filing search card: the customer (administrators) and the status. */
export function RdMonthCriteriaFields({ anyCustomer }: { anyCustomer: boolean }) {
  const { t } = useTranslation('rd-filing');
  const statuses = useMemo(
    () => RD_SUBMISSION_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
    [t],
  );
  return (
    <>
      {anyCustomer && (
        <CustomerSelect<RdMonthCriteria> name="customerCode" label={t('customer')} empty="all" />
      )}
      <RhfSelect<RdMonthCriteria>
        name="status"
        label={t('statusLabel')}
        options={statuses}
        emptyLabel={t('list:select.all')}
      />
    </>
  );
}

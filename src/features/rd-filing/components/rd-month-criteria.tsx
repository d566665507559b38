import { RD_SUBMISSION_STATUSES } from 'contract/rd-filing';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CriteriaFields } from 'src/components/search-card';
import type { RdMonthCriteria } from './rd-month-search';

/** The filing search card: the customer (administrators) and the status. */
export function RdMonthCriteriaFields({ anyCustomer }: { anyCustomer: boolean }) {
  const { t } = useTranslation('rd-filing');
  const statuses = useMemo(
    () => RD_SUBMISSION_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
    [t],
  );
  return (
    <CriteriaFields<RdMonthCriteria>
      fields={[
        { name: 'customerCode', label: t('customer'), kind: 'customer', hidden: !anyCustomer },
        { name: 'status', label: t('statusLabel'), options: statuses },
      ]}
    />
  );
}

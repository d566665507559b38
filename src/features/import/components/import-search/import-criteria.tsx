import { UPLOAD_STATUSES } from 'contract/customer-upload';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { choosesCustomer } from 'src/components/import-target';
import { CriteriaFields } from 'src/components/search-card';
import type { ImportCriteria } from './import-search';

/** The import search card's fields (spec §2: company, tax ID, branch, status, upload dates). */
export function ImportCriteriaFields() {
  const { t } = useTranslation('import');
  const statuses = useMemo(
    () => UPLOAD_STATUSES.map((status) => ({ value: status, label: t(`common:status.${status}`) })),
    [t],
  );
  return (
    <CriteriaFields<ImportCriteria>
      fields={[
        { name: 'customerCode', label: t('customer'), kind: 'customer', hidden: !choosesCustomer },
        { name: 'companyName', label: t('companyName') },
        { name: 'taxId', label: t('taxId') },
        { name: 'branchCode', label: t('branchCode') },
        { name: 'status', label: t('status'), options: statuses },
        { name: 'uploadDateFrom', label: t('uploadDateFrom'), kind: 'date' },
        { name: 'uploadDateTo', label: t('uploadDateTo'), kind: 'date' },
      ]}
    />
  );
}

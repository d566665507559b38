import { UPLOAD_STATUSES } from 'contract/customer-upload';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerSelect } from 'src/components/customer-select';
import { RhfDateField, RhfSelect, RhfTextField } from 'src/components/form-fields';
import { choosesCustomer } from 'src/components/import-target';
import type { ImportCriteria } from './import-search';

/** The import search card's fields (spec §2: company, tax ID, branch, status, upload dates). */
export function ImportCriteriaFields() {
  const { t } = useTranslation('import');
  const statuses = useMemo(
    () => UPLOAD_STATUSES.map((status) => ({ value: status, label: t(`common:status.${status}`) })),
    [t],
  );
  return (
    <>
      {choosesCustomer && (
        <CustomerSelect<ImportCriteria> name="customerCode" label={t('customer')} empty="all" />
      )}
      <RhfTextField<ImportCriteria> name="companyName" label={t('companyName')} />
      <RhfTextField<ImportCriteria> name="taxId" label={t('taxId')} />
      <RhfTextField<ImportCriteria> name="branchCode" label={t('branchCode')} />
      <RhfSelect<ImportCriteria>
        name="status"
        label={t('status')}
        options={statuses}
        emptyLabel={t('list:select.all')}
      />
      <RhfDateField<ImportCriteria> name="uploadDateFrom" label={t('uploadDateFrom')} />
      <RhfDateField<ImportCriteria> name="uploadDateTo" label={t('uploadDateTo')} />
    </>
  );
}

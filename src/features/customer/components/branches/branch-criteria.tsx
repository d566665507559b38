import { useTranslation } from 'react-i18next';
import { RhfTextField } from 'src/components/form-fields';
import type { BranchCriteria } from './branch-search';
import { RecordStatusSelect } from './status-select';

/** The branch search card's fields (names = criteria = the API's body fields). */
export function BranchCriteriaFields() {
  const { t } = useTranslation('customer-branch');
  return (
    <>
      <RhfTextField<BranchCriteria> name="branchCode" label={t('field.branchCode')} />
      <RhfTextField<BranchCriteria> name="branchName" label={t('field.branchName')} />
      <RecordStatusSelect<BranchCriteria> label={t('field.status')} empty="all" />
    </>
  );
}

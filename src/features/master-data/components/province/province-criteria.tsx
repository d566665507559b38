import { useTranslation } from 'react-i18next';
import { RhfTextField } from 'src/components/form-fields';
import { MasterStatusSelect } from '../shared/master-status';
import type { ProvinceCriteria } from './province-search';

/** The province search card's fields (names = criteria = the API's body fields). */
export function ProvinceCriteriaFields() {
  const { t } = useTranslation('master-data');
  return (
    <>
      <RhfTextField<ProvinceCriteria> name="provinceCode" label={t('province.provinceCode')} />
      <RhfTextField<ProvinceCriteria> name="provinceName" label={t('province.provinceName')} />
      <MasterStatusSelect<ProvinceCriteria> empty="all" />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { AddressFields } from 'src/components/address-fields';
import { RhfTextField } from 'src/components/form-fields';
import { MasterStatusSelect } from '../shared/master-status';
import type { SubDistrictCriteria } from './sub-district-search';

export function SubDistrictCriteriaFields() {
  const { t } = useTranslation('master-data');
  return (
    <>
      <AddressFields<SubDistrictCriteria> depth="district" emptyOption="all" />
      <RhfTextField<SubDistrictCriteria> name="subDistrictCode" label={t('subDistrict.subDistrictCode')} />
      <RhfTextField<SubDistrictCriteria> name="subDistrictName" label={t('subDistrict.subDistrictName')} />
      <RhfTextField<SubDistrictCriteria> name="zipCode" label={t('subDistrict.zipCode')} />
      <MasterStatusSelect<SubDistrictCriteria> empty="all" />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { AddressFields } from 'src/components/address-fields';
import { RhfTextField } from 'src/components/form-fields';
import { MasterStatusSelect } from '../shared/master-status';
import type { DistrictCriteria } from './district-search';

export function DistrictCriteriaFields() {
  const { t } = useTranslation('master-data');
  return (
    <>
      <AddressFields<DistrictCriteria> depth="province" emptyOption="all" />
      <RhfTextField<DistrictCriteria> name="districtCode" label={t('district.districtCode')} />
      <RhfTextField<DistrictCriteria> name="districtName" label={t('district.districtName')} />
      <MasterStatusSelect<DistrictCriteria> empty="all" />
    </>
  );
}

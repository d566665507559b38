import { useTranslation } from 'react-i18next';
import { AddressFields } from 'src/components/address-fields';
import { FormGrid } from 'src/components/form-dialog';
import { RhfTextField } from 'src/components/form-fields';
import type { DistrictFormValues } from '../../schemas/district-schema';
import { MasterStatusSelect } from '../shared/master-status';
import { MasterCodeField } from '../shared/master-code-field';

/** Every district field of spec §3. Province and code are fixed once the district exists. */
export function DistrictFormFields({ existing }: { existing: boolean }) {
  const { t } = useTranslation('master-data');
  return (
    <FormGrid>
      <AddressFields<DistrictFormValues> depth="province" required readOnly={existing} />
      <MasterCodeField<DistrictFormValues>
        name="districtCode"
        prefix="district"
        existing={existing}
        digits={4}
      />
      <RhfTextField<DistrictFormValues> name="districtNameTh" label={t('district.districtNameTh')} required />
      <RhfTextField<DistrictFormValues> name="districtNameEn" label={t('district.districtNameEn')} required />
      <MasterStatusSelect<DistrictFormValues> required />
    </FormGrid>
  );
}

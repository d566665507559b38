import { useTranslation } from 'react-i18next';
import { AddressFields } from 'src/components/address-fields';
import { FormGrid } from 'src/components/form-dialog';
import { RhfTextField } from 'src/components/form-fields';
import type { SubDistrictFormValues } from '../../schemas/sub-district-schema';
import { MasterStatusSelect } from '../shared/master-status';
import { MasterCodeField } from '../shared/master-code-field';
import { MasterNameFields } from '../shared/master-name-fields';

/**
 * Every sub-district field of spec §3: choose the province, then the district (fixed once the
 * sub-district exists), then the code, names, zip code and status.
 */
export function SubDistrictFormFields({ existing }: { existing: boolean }) {
  const { t } = useTranslation('master-data');
  return (
    <FormGrid>
      <AddressFields<SubDistrictFormValues> depth="district" required readOnly={existing} />
      <MasterCodeField<SubDistrictFormValues>
        name="subDistrictCode"
        prefix="subDistrict"
        existing={existing}
        digits={6}
      />
      <RhfTextField<SubDistrictFormValues>
        name="zipCode"
        label={t('subDistrict.zipCode')}
        required
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
      />
      <MasterNameFields<SubDistrictFormValues>
        prefix="subDistrict"
        names={['subDistrictNameTh', 'subDistrictNameEn']}
      />
      <MasterStatusSelect<SubDistrictFormValues> required />
    </FormGrid>
  );
}

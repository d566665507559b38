import { AddressFields } from 'src/components/address-fields';
import { FormGrid } from 'src/components/form-dialog';
import type { DistrictFormValues } from '../../schemas/district-schema';
import { MasterStatusSelect } from '../shared/master-status';
import { MasterCodeField } from '../shared/master-code-field';
import { MasterNameFields } from '../shared/master-name-fields';

/** Every district field of spec §3. Province and code are fixed once the district exists. */
export function DistrictFormFields({ existing }: { existing: boolean }) {
  return (
    <FormGrid>
      <AddressFields<DistrictFormValues> depth="province" required readOnly={existing} />
      <MasterCodeField<DistrictFormValues>
        name="districtCode"
        prefix="district"
        existing={existing}
        digits={4}
      />
      <MasterNameFields<DistrictFormValues> prefix="district" names={['districtNameTh', 'districtNameEn']} />
      <MasterStatusSelect<DistrictFormValues> required />
    </FormGrid>
  );
}

import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddressFields } from 'src/components/address-fields';
import { FormGrid } from 'src/components/form-dialog';
import { RhfTelField, RhfTextField } from 'src/components/form-fields';
import { ListboxSelect } from 'src/components/listbox-select';
import { branchTypeOf, type BranchFormValues } from '../../schemas/branch-schema';
import { RecordStatusSelect } from './status-select';

/**
 * Every branch field (api-contract "Branches"). The code is fixed once the branch exists; the
 * type follows the code (00000 is the head office, any other code a branch), so it is shown but
 * not chosen.
 */
export function BranchFormFields({ existing }: { existing: boolean }) {
  const { t } = useTranslation('customer-branch');
  const { control, setValue, getValues } = useFormContext<BranchFormValues>();
  const branchCode = useWatch({ control, name: 'branchCode' });

  useEffect(() => {
    const type = branchTypeOf(branchCode.trim());
    if (getValues('branchType') !== type) setValue('branchType', type);
  }, [branchCode, getValues, setValue]);

  return (
    <FormGrid>
      <RhfTextField<BranchFormValues>
        name="branchCode"
        label={t('field.branchCode')}
        helperText={t('codeHint')}
        required
        readOnly={existing}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
      />
      <ListboxSelect<BranchFormValues>
        name="branchType"
        group="BRANCH_TYPE"
        label={t('field.branchType')}
        helperText={t('typeHint')}
        readOnly
      />
      <RhfTextField<BranchFormValues> name="branchName" label={t('field.branchName')} required />
      <RecordStatusSelect<BranchFormValues> label={t('field.status')} required />
      <RhfTextField<BranchFormValues> name="address.addressNo" label={t('field.addressNo')} required />
      <RhfTextField<BranchFormValues> name="address.moo" label={t('field.moo')} />
      <RhfTextField<BranchFormValues> name="address.building" label={t('field.building')} />
      <RhfTextField<BranchFormValues> name="address.soi" label={t('field.soi')} />
      <RhfTextField<BranchFormValues> name="address.road" label={t('field.road')} />
      <AddressFields<BranchFormValues> prefix="address." required />
      <RhfTelField<BranchFormValues> name="contactTel" label={t('field.contactTel')} autoComplete="off" />
    </FormGrid>
  );
}

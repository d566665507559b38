import { useTranslation } from 'react-i18next';
import { FormDialog, useRecordDialogForm, type RecordDialogState } from 'src/components/form-dialog';
import { lookupKeys } from 'src/lib/lookups';
import { getBySubDistrictCode } from '../../api/get-by-sub-district-code';
import { masterDataKeys } from '../../api/query-keys';
import { saveSubDistrict } from '../../api/save-sub-district';
import {
  emptySubDistrict,
  subDistrictSchema,
  subDistrictToForm,
  subDistrictToRequest,
} from '../../schemas/sub-district-schema';
import { SubDistrictFormFields } from './sub-district-form-fields';

/** Add / modify / view one sub-district. */
export function SubDistrictDialog({ dialog }: { dialog: RecordDialogState<string> }) {
  const { t } = useTranslation('master-data');
  const { mode, recordKey } = dialog;
  const { existing, current, dialogProps } = useRecordDialogForm({
    dialog,
    queryKey: masterDataKeys.detail(masterDataKeys.subDistrict, recordKey ?? ''),
    queryFn: ({ signal }) => getBySubDistrictCode({ subDistrictCode: recordKey ?? '' }, { signal }),
    schema: subDistrictSchema,
    emptyValues: emptySubDistrict,
    toValues: subDistrictToForm,
  });

  return (
    <FormDialog
      {...dialogProps}
      title={t(`list:dialogTitle.${mode}`, { entity: t('subDistrict.entity') })}
      save={(values) => saveSubDistrict(subDistrictToRequest(values, current))}
      invalidate={[masterDataKeys.subDistrict, lookupKeys.all]}
      duplicateFields={{ SUB_DISTRICT_DUPLICATE: 'subDistrictCode' }}
    >
      <SubDistrictFormFields existing={existing} />
    </FormDialog>
  );
}

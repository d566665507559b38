import { useTranslation } from 'react-i18next';
import { FormDialog, useRecordDialogForm, type RecordDialogState } from 'src/components/form-dialog';
import { lookupKeys } from 'src/lib/lookups';
import { getDistrictByCode } from '../../api/list-district-by-district-code';
import { masterDataKeys } from '../../api/query-keys';
import { saveDistrict } from '../../api/save-district';
import {
  districtSchema,
  districtToForm,
  districtToRequest,
  emptyDistrict,
} from '../../schemas/district-schema';
import { DistrictFormFields } from './district-form-fields';

/** Add / modify / view one district. */
export function DistrictDialog({ dialog }: { dialog: RecordDialogState<string> }) {
  const { t } = useTranslation('master-data');
  const { mode, recordKey } = dialog;
  const { existing, current, dialogProps } = useRecordDialogForm({
    dialog,
    queryKey: masterDataKeys.detail(masterDataKeys.district, recordKey ?? ''),
    queryFn: ({ signal }) => getDistrictByCode({ districtCode: recordKey ?? '' }, { signal }),
    schema: districtSchema,
    emptyValues: emptyDistrict,
    toValues: districtToForm,
  });

  return (
    <FormDialog
      {...dialogProps}
      title={t(`list:dialogTitle.${mode}`, { entity: t('district.entity') })}
      save={(values) => saveDistrict(districtToRequest(values, current))}
      invalidate={[masterDataKeys.district, lookupKeys.all]}
      duplicateFields={{ DISTRICT_DUPLICATE: 'districtCode' }}
    >
      <DistrictFormFields existing={existing} />
    </FormDialog>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormDialog, useRecordForm, type RecordDialogState } from 'src/components/form-dialog';
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
  const { open, mode, recordKey, close } = dialog;
  const existing = mode !== 'add';

  const record = useQuery({
    queryKey: masterDataKeys.detail(masterDataKeys.subDistrict, recordKey ?? ''),
    queryFn: ({ signal }) => getBySubDistrictCode({ subDistrictCode: recordKey ?? '' }, { signal }),
    enabled: open && existing && recordKey !== null,
  });
  const current = existing ? record.data : undefined;

  const form = useRecordForm({
    schema: subDistrictSchema,
    emptyValues: emptySubDistrict,
    record: current,
    toValues: subDistrictToForm,
    open,
  });

  return (
    <FormDialog
      open={open}
      mode={mode}
      title={t(`list:dialogTitle.${mode}`, { entity: t('subDistrict.entity') })}
      form={form}
      save={(values) => saveSubDistrict(subDistrictToRequest(values, current))}
      invalidate={[masterDataKeys.subDistrict, lookupKeys.all]}
      duplicateFields={{ SUB_DISTRICT_DUPLICATE: 'subDistrictCode' }}
      onReload={() => record.refetch()}
      onClose={close}
      loading={existing && record.isLoading}
      loadFailed={existing && record.isError}
    >
      <SubDistrictFormFields existing={existing} />
    </FormDialog>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormDialog, useRecordForm, type RecordDialogState } from 'src/components/form-dialog';
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
  const { open, mode, recordKey, close } = dialog;
  const existing = mode !== 'add';

  const record = useQuery({
    queryKey: masterDataKeys.detail(masterDataKeys.district, recordKey ?? ''),
    queryFn: ({ signal }) => getDistrictByCode({ districtCode: recordKey ?? '' }, { signal }),
    enabled: open && existing && recordKey !== null,
  });
  const current = existing ? (record.data ?? undefined) : undefined;

  const form = useRecordForm({
    schema: districtSchema,
    emptyValues: emptyDistrict,
    record: current,
    toValues: districtToForm,
    open,
  });

  return (
    <FormDialog
      open={open}
      mode={mode}
      title={t(`list:dialogTitle.${mode}`, { entity: t('district.entity') })}
      form={form}
      save={(values) => saveDistrict(districtToRequest(values, current))}
      invalidate={[masterDataKeys.district, lookupKeys.all]}
      duplicateFields={{ DISTRICT_DUPLICATE: 'districtCode' }}
      onReload={() => record.refetch()}
      onClose={close}
      loading={existing && record.isLoading}
      // The API answers [] for a district that no longer exists.
      loadFailed={existing && (record.isError || record.data === null)}
    >
      <DistrictFormFields existing={existing} />
    </FormDialog>
  );
}

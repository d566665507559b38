import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormDialog, useRecordForm, type RecordDialogState } from 'src/components/form-dialog';
import { lookupKeys } from 'src/lib/lookups';
import { getProvinceByCode } from '../../api/get-province-by-code';
import { masterDataKeys } from '../../api/query-keys';
import { saveProvince } from '../../api/save-province';
import {
  emptyProvince,
  provinceSchema,
  provinceToForm,
  provinceToRequest,
} from '../../schemas/province-schema';
import { ProvinceFormFields } from './province-form-fields';

/** Add / modify / view one province. The record is read fresh (its version guards the save). */
export function ProvinceDialog({ dialog }: { dialog: RecordDialogState<string> }) {
  const { t } = useTranslation('master-data');
  const { open, mode, recordKey, close } = dialog;
  const existing = mode !== 'add';

  const record = useQuery({
    queryKey: masterDataKeys.detail(masterDataKeys.province, recordKey ?? ''),
    queryFn: ({ signal }) => getProvinceByCode({ provinceCode: recordKey ?? '' }, { signal }),
    enabled: open && existing && recordKey !== null,
  });
  const current = existing ? record.data : undefined;

  const form = useRecordForm({
    schema: provinceSchema,
    emptyValues: emptyProvince,
    record: current,
    toValues: provinceToForm,
    open,
  });

  return (
    <FormDialog
      open={open}
      mode={mode}
      title={t(`list:dialogTitle.${mode}`, { entity: t('province.entity') })}
      form={form}
      save={(values) => saveProvince(provinceToRequest(values, current))}
      // The list, the open record and every province dropdown show the change.
      invalidate={[masterDataKeys.province, lookupKeys.all]}
      duplicateFields={{ PROVINCE_DUPLICATE: 'provinceCode' }}
      onReload={() => record.refetch()}
      onClose={close}
      loading={existing && record.isLoading}
      loadFailed={existing && record.isError}
    >
      <ProvinceFormFields existing={existing} />
    </FormDialog>
  );
}

import { useTranslation } from 'react-i18next';
import { FormDialog, useRecordDialogForm, type RecordDialogState } from 'src/components/form-dialog';
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
  const { mode, recordKey } = dialog;
  const { existing, current, dialogProps } = useRecordDialogForm({
    dialog,
    queryKey: masterDataKeys.detail(masterDataKeys.province, recordKey ?? ''),
    queryFn: ({ signal }) => getProvinceByCode({ provinceCode: recordKey ?? '' }, { signal }),
    schema: provinceSchema,
    emptyValues: emptyProvince,
    toValues: provinceToForm,
  });

  return (
    <FormDialog
      {...dialogProps}
      title={t(`list:dialogTitle.${mode}`, { entity: t('province.entity') })}
      save={(values) => saveProvince(provinceToRequest(values, current))}
      // The list, the open record and every province dropdown show the change.
      invalidate={[masterDataKeys.province, lookupKeys.all]}
      duplicateFields={{ PROVINCE_DUPLICATE: 'provinceCode' }}
    >
      <ProvinceFormFields existing={existing} />
    </FormDialog>
  );
}

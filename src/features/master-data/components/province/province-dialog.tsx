import type { RecordDialogState } from 'src/components/form-dialog';
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
import { MasterRecordDialog } from '../shared/master-record-dialog';
import { ProvinceFormFields } from './province-form-fields';

/** Add / modify / view one province. The record is read fresh (its version guards the save). */
export function ProvinceDialog({ dialog }: { dialog: RecordDialogState<string> }) {
  return (
    <MasterRecordDialog
      dialog={dialog}
      entity="province"
      entityKey={masterDataKeys.province}
      read={(provinceCode, options) => getProvinceByCode({ provinceCode }, options)}
      schema={provinceSchema}
      emptyValues={emptyProvince}
      toValues={provinceToForm}
      save={(values, current) => saveProvince(provinceToRequest(values, current))}
      // The list, the open record and every province dropdown show the change.
      invalidate={[masterDataKeys.province, lookupKeys.all]}
      duplicateFields={{ PROVINCE_DUPLICATE: 'provinceCode' }}
    >
      {(existing) => <ProvinceFormFields existing={existing} />}
    </MasterRecordDialog>
  );
}

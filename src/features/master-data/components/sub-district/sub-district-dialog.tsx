import type { RecordDialogState } from 'src/components/form-dialog';
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
import { MasterRecordDialog } from '../shared/master-record-dialog';
import { SubDistrictFormFields } from './sub-district-form-fields';

/** Add / modify / view one sub-district. */
export function SubDistrictDialog({ dialog }: { dialog: RecordDialogState<string> }) {
  return (
    <MasterRecordDialog
      dialog={dialog}
      entity="subDistrict"
      entityKey={masterDataKeys.subDistrict}
      read={(subDistrictCode, options) => getBySubDistrictCode({ subDistrictCode }, options)}
      schema={subDistrictSchema}
      emptyValues={emptySubDistrict}
      toValues={subDistrictToForm}
      save={(values, current) => saveSubDistrict(subDistrictToRequest(values, current))}
      invalidate={[masterDataKeys.subDistrict, lookupKeys.all]}
      duplicateFields={{ SUB_DISTRICT_DUPLICATE: 'subDistrictCode' }}
    >
      {(existing) => <SubDistrictFormFields existing={existing} />}
    </MasterRecordDialog>
  );
}

import type { RecordDialogState } from 'src/components/form-dialog';
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
import { MasterRecordDialog } from '../shared/master-record-dialog';
import { DistrictFormFields } from './district-form-fields';

/** Add / modify / view one district. */
export function DistrictDialog({ dialog }: { dialog: RecordDialogState<string> }) {
  return (
    <MasterRecordDialog
      dialog={dialog}
      entity="district"
      entityKey={masterDataKeys.district}
      read={(districtCode, options) => getDistrictByCode({ districtCode }, options)}
      schema={districtSchema}
      emptyValues={emptyDistrict}
      toValues={districtToForm}
      save={(values, current) => saveDistrict(districtToRequest(values, current))}
      invalidate={[masterDataKeys.district, lookupKeys.all]}
      duplicateFields={{ DISTRICT_DUPLICATE: 'districtCode' }}
    >
      {(existing) => <DistrictFormFields existing={existing} />}
    </MasterRecordDialog>
  );
}

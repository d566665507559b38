import type { SubDistrict } from 'contract/master-data';
import { useListScreen } from 'src/components/list-screen';
import { lookupKeys } from 'src/lib/lookups';
import { masterDataKeys } from '../api/query-keys';
import { saveSubDistrict } from '../api/save-sub-district';
import { searchSubDistrict } from '../api/search-sub-district';
import { MasterDataListPage } from '../components/shared/master-data-list-page';
import { useSubDistrictColumns } from '../components/sub-district/sub-district-columns';
import { SubDistrictCriteriaFields } from '../components/sub-district/sub-district-criteria';
import { SubDistrictDialog } from '../components/sub-district/sub-district-dialog';
import {
  subDistrictSearchOptions,
  toSubDistrictRequest,
} from '../components/sub-district/sub-district-search';

const subDistrictCodeOf = (row: SubDistrict) => row.subDistrictCode;

const deleteSubDistrict = (row: SubDistrict) =>
  saveSubDistrict({
    version: row.version,
    districtCode: row.districtCode,
    subDistrictCode: row.subDistrictCode,
    subDistrictNameTh: row.subDistrictNameTh,
    subDistrictNameEn: row.subDistrictNameEn,
    zipCode: row.zipCode,
    status: 'DELETE',
  });

/** Sub-district search (spec §2–§3), by district and zip code. Built like the province screen. */
export default function SubDistrictPage() {
  const screen = useListScreen({
    search: subDistrictSearchOptions,
    queryKey: masterDataKeys.subDistrict,
    call: searchSubDistrict,
    // The province criterion only narrows the district dropdown: it is not sent.
    toRequest: toSubDistrictRequest,
    recordKey: subDistrictCodeOf,
    remove: { action: deleteSubDistrict, invalidate: [masterDataKeys.subDistrict, lookupKeys.all] },
  });
  const columns = useSubDistrictColumns(screen.actions);

  return (
    <MasterDataListPage
      page="sub-district"
      entity="subDistrict"
      screen={screen}
      criteria={<SubDistrictCriteriaFields />}
      columns={columns}
    >
      <SubDistrictDialog dialog={screen.dialog} />
    </MasterDataListPage>
  );
}

import type { District } from 'contract/master-data';
import { useListScreen } from 'src/components/list-screen';
import { lookupKeys } from 'src/lib/lookups';
import { masterDataKeys } from '../api/query-keys';
import { saveDistrict } from '../api/save-district';
import { searchDistrict } from '../api/search-district';
import { useDistrictColumns } from '../components/district/district-columns';
import { DistrictCriteriaFields } from '../components/district/district-criteria';
import { DistrictDialog } from '../components/district/district-dialog';
import { districtSearchOptions } from '../components/district/district-search';
import { MasterDataListPage } from '../components/shared/master-data-list-page';

const districtCodeOf = (row: District) => row.districtCode;

const deleteDistrict = (row: District) =>
  saveDistrict({
    version: row.version,
    provinceCode: row.provinceCode,
    districtCode: row.districtCode,
    districtNameTh: row.districtNameTh,
    districtNameEn: row.districtNameEn,
    status: 'DELETE',
  });

/** District search (spec §2–§3), filtered by province. Built like the province screen. */
export default function DistrictPage() {
  const screen = useListScreen({
    search: districtSearchOptions,
    queryKey: masterDataKeys.district,
    call: searchDistrict,
    recordKey: districtCodeOf,
    remove: { action: deleteDistrict, invalidate: [masterDataKeys.district, lookupKeys.all] },
  });
  const columns = useDistrictColumns(screen.actions);

  return (
    <MasterDataListPage
      page="district"
      entity="district"
      screen={screen}
      criteria={<DistrictCriteriaFields />}
      columns={columns}
    >
      <DistrictDialog dialog={screen.dialog} />
    </MasterDataListPage>
  );
}

import type { Province } from 'contract/master-data';
import { useListScreen } from 'src/components/list-screen';
import { lookupKeys } from 'src/lib/lookups';
import { masterDataKeys } from '../api/query-keys';
import { saveProvince } from '../api/save-province';
import { searchProvince } from '../api/search-province';
import { useProvinceColumns } from '../components/province/province-columns';
import { ProvinceCriteriaFields } from '../components/province/province-criteria';
import { ProvinceDialog } from '../components/province/province-dialog';
import { provinceSearchOptions } from '../components/province/province-search';
import { MasterDataListPage } from '../components/shared/master-data-list-page';

const provinceCodeOf = (row: Province) => row.provinceCode;

// Delete is a soft delete: the same save with status DELETE and the version that was read.
const deleteProvince = (row: Province) =>
  saveProvince({
    id: row.id,
    version: row.version,
    provinceCode: row.provinceCode,
    provinceNameTh: row.provinceNameTh,
    provinceNameEng: row.provinceNameEng,
    status: 'DELETE',
  });

/**
 * Province search (spec §2–§3) — the reference list screen: header, search card, results table
 * and record dialog. docs/list-screen-pattern.md walks through it.
 */
export default function ProvincePage() {
  const screen = useListScreen({
    search: provinceSearchOptions,
    queryKey: masterDataKeys.province,
    call: searchProvince,
    recordKey: provinceCodeOf,
    remove: { action: deleteProvince, invalidate: [masterDataKeys.province, lookupKeys.all] },
  });
  const columns = useProvinceColumns(screen.actions);

  return (
    <MasterDataListPage
      page="province"
      entity="province"
      screen={screen}
      criteria={<ProvinceCriteriaFields />}
      columns={columns}
    >
      <ProvinceDialog dialog={screen.dialog} />
    </MasterDataListPage>
  );
}

import Box from '@mui/material/Box';
import type { SubDistrict } from 'contract/master-data';
import { useTranslation } from 'react-i18next';
import { ListScreenBody, useListScreen } from 'src/components/list-screen';
import { PageHeader } from 'src/components/page-header';
import { lookupKeys } from 'src/lib/lookups';
import { masterDataKeys } from '../api/query-keys';
import { saveSubDistrict } from '../api/save-sub-district';
import { searchSubDistrict } from '../api/search-sub-district';
import { masterDataBreadcrumbs } from '../components/shared/breadcrumbs';
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
  const { t } = useTranslation('master-data');
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
    <Box data-page="page-master-data-sub-district">
      <PageHeader
        title={t('subDistrict.title')}
        breadcrumbs={masterDataBreadcrumbs(t, t('subDistrict.title'))}
        onAdd={screen.dialog.openAdd}
      />
      <ListScreenBody
        screen={screen}
        criteria={<SubDistrictCriteriaFields />}
        columns={columns}
        exportFileName={t('subDistrict.exportFile')}
      >
        <SubDistrictDialog dialog={screen.dialog} />
      </ListScreenBody>
    </Box>
  );
}

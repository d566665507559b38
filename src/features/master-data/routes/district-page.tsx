import Box from '@mui/material/Box';
import type { District } from 'contract/master-data';
import { useTranslation } from 'react-i18next';
import { ListScreenBody, useListScreen } from 'src/components/list-screen';
import { PageHeader } from 'src/components/page-header';
import { lookupKeys } from 'src/lib/lookups';
import { masterDataKeys } from '../api/query-keys';
import { saveDistrict } from '../api/save-district';
import { searchDistrict } from '../api/search-district';
import { useDistrictColumns } from '../components/district/district-columns';
import { DistrictCriteriaFields } from '../components/district/district-criteria';
import { DistrictDialog } from '../components/district/district-dialog';
import { districtSearchOptions } from '../components/district/district-search';
import { masterDataBreadcrumbs } from '../components/shared/breadcrumbs';

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
  const { t } = useTranslation('master-data');
  const screen = useListScreen({
    search: districtSearchOptions,
    queryKey: masterDataKeys.district,
    call: searchDistrict,
    recordKey: districtCodeOf,
    remove: { action: deleteDistrict, invalidate: [masterDataKeys.district, lookupKeys.all] },
  });
  const columns = useDistrictColumns(screen.actions);

  return (
    <Box data-page="page-master-data-district">
      <PageHeader
        title={t('district.title')}
        breadcrumbs={masterDataBreadcrumbs(t, t('district.title'))}
        onAdd={screen.dialog.openAdd}
      />
      <ListScreenBody
        screen={screen}
        criteria={<DistrictCriteriaFields />}
        columns={columns}
        exportFileName={t('district.exportFile')}
      >
        <DistrictDialog dialog={screen.dialog} />
      </ListScreenBody>
    </Box>
  );
}

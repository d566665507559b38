import Box from '@mui/material/Box';
import type { SubDistrict } from 'contract/master-data';
import { useTranslation } from 'react-i18next';
import { DataTable } from 'src/components/data-table';
import { useRecordDialog } from 'src/components/form-dialog';
import { PageHeader } from 'src/components/page-header';
import { SearchCard } from 'src/components/search-card';
import { useConfirmedAction } from 'src/hooks/use-confirmed-action';
import { useSearchQuery } from 'src/hooks/use-search-query';
import { useUrlSearchState } from 'src/hooks/use-url-search-state';
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

/** Sub-district search (spec §2–§3), by district and zip code. Built like the province screen. */
export default function SubDistrictPage() {
  const { t } = useTranslation('master-data');
  const list = useUrlSearchState(subDistrictSearchOptions);
  const request = toSubDistrictRequest(list.request);
  const query = useSearchQuery(masterDataKeys.subDistrict, request, searchSubDistrict);
  const dialog = useRecordDialog<string>();

  const remove = useConfirmedAction({
    action: (row: SubDistrict) =>
      saveSubDistrict({
        version: row.version,
        districtCode: row.districtCode,
        subDistrictCode: row.subDistrictCode,
        subDistrictNameTh: row.subDistrictNameTh,
        subDistrictNameEn: row.subDistrictNameEn,
        zipCode: row.zipCode,
        status: 'DELETE',
      }),
    confirmation: { message: t('common:confirm.delete'), destructive: true },
    invalidate: [masterDataKeys.subDistrict, lookupKeys.all],
  });

  const columns = useSubDistrictColumns({
    onView: (row) => dialog.openRecord('inquiry', row.subDistrictCode),
    onEdit: (row) => dialog.openRecord('modify', row.subDistrictCode),
    onDelete: (row) => void remove.run(row),
  });

  return (
    <Box data-page="page-master-data-sub-district">
      <PageHeader
        title={t('subDistrict.title')}
        breadcrumbs={masterDataBreadcrumbs(t, t('subDistrict.title'))}
        onAdd={dialog.openAdd}
      />
      <SearchCard list={list}>
        <SubDistrictCriteriaFields />
      </SearchCard>
      <DataTable<SubDistrict>
        columns={columns}
        list={list}
        query={query}
        getRowId={(row) => row.subDistrictCode}
        exportCsv={{
          fileName: t('subDistrict.exportFile'),
          fetchPage: (page, size, signal) => searchSubDistrict({ ...request, page, size }, { signal }),
        }}
      />
      <SubDistrictDialog dialog={dialog} />
      {remove.confirmDialog}
    </Box>
  );
}

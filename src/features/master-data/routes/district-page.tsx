import Box from '@mui/material/Box';
import type { District } from 'contract/master-data';
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
import { saveDistrict } from '../api/save-district';
import { searchDistrict } from '../api/search-district';
import { useDistrictColumns } from '../components/district/district-columns';
import { DistrictCriteriaFields } from '../components/district/district-criteria';
import { DistrictDialog } from '../components/district/district-dialog';
import { districtSearchOptions } from '../components/district/district-search';
import { masterDataBreadcrumbs } from '../components/shared/breadcrumbs';

/** District search (spec §2–§3), filtered by province. Built like the province screen. */
export default function DistrictPage() {
  const { t } = useTranslation('master-data');
  const list = useUrlSearchState(districtSearchOptions);
  const query = useSearchQuery(masterDataKeys.district, list.request, searchDistrict);
  const dialog = useRecordDialog<string>();

  const remove = useConfirmedAction({
    action: (row: District) =>
      saveDistrict({
        version: row.version,
        provinceCode: row.provinceCode,
        districtCode: row.districtCode,
        districtNameTh: row.districtNameTh,
        districtNameEn: row.districtNameEn,
        status: 'DELETE',
      }),
    confirmation: { message: t('common:confirm.delete'), destructive: true },
    invalidate: [masterDataKeys.district, lookupKeys.all],
  });

  const columns = useDistrictColumns({
    onView: (row) => dialog.openRecord('inquiry', row.districtCode),
    onEdit: (row) => dialog.openRecord('modify', row.districtCode),
    onDelete: (row) => void remove.run(row),
  });

  return (
    <Box data-page="page-master-data-district">
      <PageHeader
        title={t('district.title')}
        breadcrumbs={masterDataBreadcrumbs(t, t('district.title'))}
        onAdd={dialog.openAdd}
      />
      <SearchCard list={list}>
        <DistrictCriteriaFields />
      </SearchCard>
      <DataTable<District>
        columns={columns}
        list={list}
        query={query}
        getRowId={(row) => row.districtCode}
        exportCsv={{
          fileName: t('district.exportFile'),
          fetchPage: (page, size, signal) => searchDistrict({ ...list.request, page, size }, { signal }),
        }}
      />
      <DistrictDialog dialog={dialog} />
      {remove.confirmDialog}
    </Box>
  );
}

import Box from '@mui/material/Box';
import type { Province } from 'contract/master-data';
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
import { saveProvince } from '../api/save-province';
import { searchProvince } from '../api/search-province';
import { useProvinceColumns } from '../components/province/province-columns';
import { ProvinceCriteriaFields } from '../components/province/province-criteria';
import { ProvinceDialog } from '../components/province/province-dialog';
import { provinceSearchOptions } from '../components/province/province-search';
import { masterDataBreadcrumbs } from '../components/shared/breadcrumbs';

/**
 * Province search (spec §2–§3) — the reference list screen: header, search card, results
 * table and record dialog. docs/list-screen-pattern.md walks through it.
 */
export default function ProvincePage() {
  const { t } = useTranslation('master-data');
  const list = useUrlSearchState(provinceSearchOptions);
  const query = useSearchQuery(masterDataKeys.province, list.request, searchProvince);
  const dialog = useRecordDialog<string>();

  // Delete is a soft delete: the same save with status DELETE and the version that was read.
  const remove = useConfirmedAction({
    action: (row: Province) =>
      saveProvince({
        id: row.id,
        version: row.version,
        provinceCode: row.provinceCode,
        provinceNameTh: row.provinceNameTh,
        provinceNameEng: row.provinceNameEng,
        status: 'DELETE',
      }),
    confirmation: { message: t('common:confirm.delete'), destructive: true },
    invalidate: [masterDataKeys.province, lookupKeys.all],
  });

  const columns = useProvinceColumns({
    onView: (row) => dialog.openRecord('inquiry', row.provinceCode),
    onEdit: (row) => dialog.openRecord('modify', row.provinceCode),
    onDelete: (row) => void remove.run(row),
  });

  return (
    <Box data-page="page-master-data-province">
      <PageHeader
        title={t('province.title')}
        breadcrumbs={masterDataBreadcrumbs(t, t('province.title'))}
        onAdd={dialog.openAdd}
      />
      <SearchCard list={list}>
        <ProvinceCriteriaFields />
      </SearchCard>
      <DataTable<Province>
        columns={columns}
        list={list}
        query={query}
        getRowId={(row) => row.provinceCode}
        exportCsv={{
          fileName: t('province.exportFile'),
          fetchPage: (page, size, signal) => searchProvince({ ...list.request, page, size }, { signal }),
        }}
      />
      <ProvinceDialog dialog={dialog} />
      {remove.confirmDialog}
    </Box>
  );
}

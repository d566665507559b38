import Box from '@mui/material/Box';
import type { ListboxGroupRow } from 'contract/master-data';
import { useTranslation } from 'react-i18next';
import { DataTable } from 'src/components/data-table';
import { useRecordDialog } from 'src/components/form-dialog';
import { PageHeader } from 'src/components/page-header';
import { SearchCard } from 'src/components/search-card';
import { useSearchQuery } from 'src/hooks/use-search-query';
import { useUrlSearchState } from 'src/hooks/use-url-search-state';
import { masterDataKeys } from '../api/query-keys';
import { searchListboxGroup } from '../api/search-listbox-group';
import { useListboxGroupColumns } from '../components/listbox/listbox-columns';
import { ListboxGroupCriteriaFields } from '../components/listbox/listbox-criteria';
import { ListboxGroupDialog } from '../components/listbox/listbox-group-dialog';
import { listboxGroupSearchOptions } from '../components/listbox/listbox-search';
import { masterDataBreadcrumbs } from '../components/shared/breadcrumbs';

/** Listbox groups (the values of every dropdown) and their items. */
export default function ListboxPage() {
  const { t } = useTranslation('master-data');
  const list = useUrlSearchState(listboxGroupSearchOptions);
  const query = useSearchQuery(masterDataKeys.listboxGroup, list.request, searchListboxGroup);
  const dialog = useRecordDialog<string>();

  const columns = useListboxGroupColumns({
    onView: (row) => dialog.openRecord('inquiry', row.listboxGroupCode),
    onEdit: (row) => dialog.openRecord('modify', row.listboxGroupCode),
  });

  return (
    <Box data-page="page-master-data-listbox">
      <PageHeader
        title={t('listbox.title')}
        breadcrumbs={masterDataBreadcrumbs(t, t('listbox.title'))}
        onAdd={dialog.openAdd}
      />
      <SearchCard list={list}>
        <ListboxGroupCriteriaFields />
      </SearchCard>
      <DataTable<ListboxGroupRow>
        columns={columns}
        list={list}
        query={query}
        getRowId={(row) => row.listboxGroupCode}
        exportCsv={{
          fileName: t('listbox.exportFile'),
          fetchPage: (page, size, signal) => searchListboxGroup({ ...list.request, page, size }, { signal }),
        }}
      />
      <ListboxGroupDialog dialog={dialog} />
    </Box>
  );
}

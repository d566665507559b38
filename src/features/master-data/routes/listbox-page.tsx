import Box from '@mui/material/Box';
import type { ListboxGroupRow } from 'contract/master-data';
import { useTranslation } from 'react-i18next';
import { ListScreenBody, useListScreen } from 'src/components/list-screen';
import { PageHeader } from 'src/components/page-header';
import { masterDataKeys } from '../api/query-keys';
import { searchListboxGroup } from '../api/search-listbox-group';
import { useListboxGroupColumns } from '../components/listbox/listbox-columns';
import { ListboxGroupCriteriaFields } from '../components/listbox/listbox-criteria';
import { ListboxGroupDialog } from '../components/listbox/listbox-group-dialog';
import { listboxGroupSearchOptions } from '../components/listbox/listbox-search';
import { masterDataBreadcrumbs } from '../components/shared/breadcrumbs';

const groupCodeOf = (row: ListboxGroupRow) => row.listboxGroupCode;

/** Listbox groups (the values of every dropdown) and their items; groups are not deleted. */
export default function ListboxPage() {
  const { t } = useTranslation('master-data');
  const screen = useListScreen({
    search: listboxGroupSearchOptions,
    queryKey: masterDataKeys.listboxGroup,
    call: searchListboxGroup,
    recordKey: groupCodeOf,
  });
  const columns = useListboxGroupColumns(screen.actions);

  return (
    <Box data-page="page-master-data-listbox">
      <PageHeader
        title={t('listbox.title')}
        breadcrumbs={masterDataBreadcrumbs(t, t('listbox.title'))}
        onAdd={screen.dialog.openAdd}
      />
      <ListScreenBody
        screen={screen}
        criteria={<ListboxGroupCriteriaFields />}
        columns={columns}
        exportFileName={t('listbox.exportFile')}
      >
        <ListboxGroupDialog dialog={screen.dialog} />
      </ListScreenBody>
    </Box>
  );
}

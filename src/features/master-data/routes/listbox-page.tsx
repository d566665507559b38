import type { ListboxGroupRow } from 'contract/master-data';
import { useListScreen } from 'src/components/list-screen';
import { masterDataKeys } from '../api/query-keys';
import { searchListboxGroup } from '../api/search-listbox-group';
import { useListboxGroupColumns } from '../components/listbox/listbox-columns';
import { ListboxGroupCriteriaFields } from '../components/listbox/listbox-criteria';
import { ListboxGroupDialog } from '../components/listbox/listbox-group-dialog';
import { listboxGroupSearchOptions } from '../components/listbox/listbox-search';
import { MasterDataListPage } from '../components/shared/master-data-list-page';

const groupCodeOf = (row: ListboxGroupRow) => row.listboxGroupCode;

/** Listbox groups (the values of every dropdown) and their items; groups are not deleted. */
export default function ListboxPage() {
  const screen = useListScreen({
    search: listboxGroupSearchOptions,
    queryKey: masterDataKeys.listboxGroup,
    call: searchListboxGroup,
    recordKey: groupCodeOf,
  });
  const columns = useListboxGroupColumns(screen.actions);

  return (
    <MasterDataListPage
      page="listbox"
      entity="listbox"
      screen={screen}
      criteria={<ListboxGroupCriteriaFields />}
      columns={columns}
    >
      <ListboxGroupDialog dialog={screen.dialog} />
    </MasterDataListPage>
  );
}

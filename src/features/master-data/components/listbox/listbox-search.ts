import type { ListboxGroupSortBy, SearchableStatus } from 'contract/master-data';
import { LISTBOX_GROUP_SORT_BY } from 'contract/master-data-constants';
import type { UrlSearchStateOptions } from 'src/hooks/use-url-search-state';

export interface ListboxGroupCriteria extends Record<string, string> {
  listboxGroupCode: string;
  listboxGroupName: string;
  status: '' | SearchableStatus;
}

export const listboxGroupSearchOptions: UrlSearchStateOptions<ListboxGroupCriteria, ListboxGroupSortBy> = {
  emptyCriteria: { listboxGroupCode: '', listboxGroupName: '', status: '' },
  sortFields: LISTBOX_GROUP_SORT_BY,
  defaultSort: { field: 'listboxGroupCode', direction: 'asc' },
};

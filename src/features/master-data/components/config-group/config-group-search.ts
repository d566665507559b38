import type { ConfigGroupSortBy } from 'contract/master-data';
import { CONFIG_GROUP_SORT_BY } from 'contract/master-data-constants';
import type { UrlSearchStateOptions } from 'src/hooks/use-url-search-state';

export interface ConfigGroupCriteria extends Record<string, string> {
  configGroupType: string;
}

export const configGroupSearchOptions: UrlSearchStateOptions<ConfigGroupCriteria, ConfigGroupSortBy> = {
  emptyCriteria: { configGroupType: '' },
  sortFields: CONFIG_GROUP_SORT_BY,
  defaultSort: { field: 'configGroupType', direction: 'asc' },
};

import type { DistrictSortBy, SearchableStatus } from 'contract/master-data';
import { DISTRICT_SORT_BY } from 'contract/master-data-constants';
import type { UrlSearchStateOptions } from 'src/hooks/use-url-search-state';

export interface DistrictCriteria extends Record<string, string> {
  /** Exact: the districts of this province. */
  provinceCode: string;
  districtCode: string;
  districtName: string;
  status: '' | SearchableStatus;
}

export const districtSearchOptions: UrlSearchStateOptions<DistrictCriteria, DistrictSortBy> = {
  emptyCriteria: { provinceCode: '', districtCode: '', districtName: '', status: '' },
  sortFields: DISTRICT_SORT_BY,
  defaultSort: { field: 'districtCode', direction: 'asc' },
};

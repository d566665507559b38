import type { SearchableStatus, SearchSubDistrictRequest, SubDistrictSortBy } from 'contract/master-data';
import { SUB_DISTRICT_SORT_BY } from 'contract/master-data-constants';
import type { SearchRequestOf, UrlSearchStateOptions } from 'src/hooks/use-url-search-state';

export interface SubDistrictCriteria extends Record<string, string> {
  /** Narrows the district dropdown only: searchSubDistrict has no province criterion. */
  provinceCode: string;
  /** Exact: the sub-districts of this district. */
  districtCode: string;
  subDistrictCode: string;
  subDistrictName: string;
  zipCode: string;
  status: '' | SearchableStatus;
}

export const subDistrictSearchOptions: UrlSearchStateOptions<SubDistrictCriteria, SubDistrictSortBy> = {
  emptyCriteria: {
    provinceCode: '',
    districtCode: '',
    subDistrictCode: '',
    subDistrictName: '',
    zipCode: '',
    status: '',
  },
  sortFields: SUB_DISTRICT_SORT_BY,
  defaultSort: { field: 'subDistrictCode', direction: 'asc' },
};

/** The URL's request without the UI-only province. */
export function toSubDistrictRequest({
  provinceCode: _provinceCode,
  ...request
}: SearchRequestOf<SubDistrictCriteria, SubDistrictSortBy>): SearchSubDistrictRequest {
  return request;
}

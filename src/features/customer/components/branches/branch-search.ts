import { BRANCH_SORT_BY, type BranchSortBy } from 'contract/customer-branch';
import type { EditableStatus } from 'contract/customer';
import type { UrlSearchStateOptions } from 'src/hooks/use-url-search-state';

// The branches list's URL state. A module constant: the state hook depends on its identity.

/** The panel's URL keys start with this ('b.branchCode', 'b.page' …): it shares its page. */
export const BRANCH_URL_PREFIX = 'b.';

export interface BranchCriteria extends Record<string, string> {
  branchCode: string;
  branchName: string;
  status: '' | EditableStatus;
}

export const branchSearchOptions: UrlSearchStateOptions<BranchCriteria, BranchSortBy> = {
  emptyCriteria: { branchCode: '', branchName: '', status: '' },
  sortFields: BRANCH_SORT_BY,
  defaultSort: { field: 'branchCode', direction: 'asc' },
};

import { ADMIN_USER_SORT_BY, type AdminUserSortBy } from 'contract/admin-user';
import type { EditableStatus } from 'contract/customer';
import type { UrlSearchStateOptions } from 'src/hooks/use-url-search-state';

// The administrator list's URL state. A module constant: useUrlSearchState depends on its
// identity. The criteria are the contract's (tel is a column only: the search refuses it).

export interface AdminUserCriteria extends Record<string, string> {
  adminCode: string;
  fullName: string;
  email: string;
  status: '' | EditableStatus;
}

export const adminUserSearchOptions: UrlSearchStateOptions<AdminUserCriteria, AdminUserSortBy> = {
  emptyCriteria: { adminCode: '', fullName: '', email: '', status: '' },
  sortFields: ADMIN_USER_SORT_BY,
  defaultSort: { field: 'adminCode', direction: 'asc' },
};

/** Listbox group of the administrator statuses (domain.md). */
export const ADMIN_STATUS_GROUP = 'ADMIN_STATUS';

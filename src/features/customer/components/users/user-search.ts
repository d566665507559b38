import type { EditableStatus } from 'contract/customer';
import {
  CUSTOMER_USER_SORT_BY,
  type CustomerUserRole,
  type CustomerUserSortBy,
} from 'contract/customer-user';
import type { UrlSearchStateOptions } from 'src/hooks/use-url-search-state';

// The users list's URL state. A module constant: the state hook depends on its identity.

/** The panel's URL keys start with this ('u.username', 'u.page' …): it shares its page. */
export const USER_URL_PREFIX = 'u.';

export interface UserCriteria extends Record<string, string> {
  username: string;
  fullName: string;
  email: string;
  userRole: '' | CustomerUserRole;
  status: '' | EditableStatus;
}

export const userSearchOptions: UrlSearchStateOptions<UserCriteria, CustomerUserSortBy> = {
  emptyCriteria: { username: '', fullName: '', email: '', userRole: '', status: '' },
  sortFields: CUSTOMER_USER_SORT_BY,
  defaultSort: { field: 'userCode', direction: 'asc' },
};

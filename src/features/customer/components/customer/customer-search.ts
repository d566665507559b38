import { CUSTOMER_SORT_BY, type CustomerSortBy, type EditableStatus } from 'contract/customer';
import type { UrlSearchStateOptions } from 'src/hooks/use-url-search-state';

// The customer list's URL state. A module constant: useUrlSearchState depends on its identity.

export interface CustomerCriteria extends Record<string, string> {
  customerCode: string;
  customerName: string;
  customerNumber: string;
  customerStatus: '' | EditableStatus;
  customerType: string;
}

export const customerSearchOptions: UrlSearchStateOptions<CustomerCriteria, CustomerSortBy> = {
  emptyCriteria: {
    customerCode: '',
    customerName: '',
    customerNumber: '',
    customerStatus: '',
    customerType: '',
  },
  sortFields: CUSTOMER_SORT_BY,
  defaultSort: { field: 'customerCode', direction: 'asc' },
};

/** Listbox groups of the customer fields (domain.md). */
export const CUSTOMER_STATUS_GROUP = 'CUSTOMER_STATUS';
export const CUSTOMER_TYPE_GROUP = 'CUSTOMER_TYPE';
export const DOCUMENT_TYPE_GROUP = 'DOCUMENT_TYPE';

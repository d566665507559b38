import {
  CUSTOMER_UPLOAD_SORT_BY,
  type CustomerUploadSortBy,
  type SearchCustomerUploadRequest,
  type UploadStatus,
} from 'contract/customer-upload';
import type { UploadType } from 'contract/upload-template';
import type { SearchRequestOf, UrlSearchStateOptions } from 'src/hooks/use-url-search-state';

// The import list's URL state (a module constant: useUrlSearchState depends on its identity).
// The criteria are the contract's search fields; the import type comes from the route.

export interface ImportCriteria extends Record<string, string> {
  customerCode: string;
  companyName: string;
  taxId: string;
  branchCode: string;
  status: '' | UploadStatus;
  uploadDateFrom: string;
  uploadDateTo: string;
}

export const importSearchOptions: UrlSearchStateOptions<ImportCriteria, CustomerUploadSortBy> = {
  emptyCriteria: {
    customerCode: '',
    companyName: '',
    taxId: '',
    branchCode: '',
    status: '',
    uploadDateFrom: '',
    uploadDateTo: '',
  },
  sortFields: CUSTOMER_UPLOAD_SORT_BY,
  defaultSort: { field: 'uploadDtm', direction: 'desc' },
};

/** The URL's search plus the route's import type. */
export const importRequest =
  (uploadType: UploadType) =>
  (request: SearchRequestOf<ImportCriteria, CustomerUploadSortBy>): SearchCustomerUploadRequest => ({
    ...(request as SearchCustomerUploadRequest),
    uploadType,
  });

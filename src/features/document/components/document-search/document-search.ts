import {
  DELIVERY_STATUSES,
  DOCUMENT_SORT_BY,
  DOCUMENT_STATUSES,
  type DeliveryStatus,
  type DocumentSortBy,
  type DocumentStatus,
  type SearchDocumentRequest,
} from 'contract/document';
import { isOneOf, type SearchRequestOf, type UrlSearchStateOptions } from 'src/hooks/use-url-search-state';

// The document list's URL state (a module constant: useUrlSearchState depends on its identity).
// The criteria are the contract's search fields. `uploadId` has no field in the card: the import
// page links to /document?uploadId=12, and the page shows it as a filter that can be removed.

export interface DocumentCriteria extends Record<string, string> {
  customerCode: string;
  uploadId: string;
  documentType: string;
  documentNo: string;
  buyerName: string;
  buyerTaxId: string;
  issueDateFrom: string;
  issueDateTo: string;
  status: '' | DocumentStatus;
  deliveryStatus: '' | DeliveryStatus;
}

export const documentSearchOptions: UrlSearchStateOptions<DocumentCriteria, DocumentSortBy> = {
  emptyCriteria: {
    customerCode: '',
    uploadId: '',
    documentType: '',
    documentNo: '',
    buyerName: '',
    buyerTaxId: '',
    issueDateFrom: '',
    issueDateTo: '',
    status: '',
    deliveryStatus: '',
  },
  sortFields: DOCUMENT_SORT_BY,
  defaultSort: { field: 'issueDate', direction: 'desc' },
};

/** The import's id as the API takes it (a number), or null when the URL holds no usable one. */
export function uploadIdOf(criteria: Pick<DocumentCriteria, 'uploadId'>): number | null {
  const id = /^\d{1,15}$/.test(criteria.uploadId.trim()) ? Number(criteria.uploadId) : 0;
  return id >= 1 ? id : null;
}

/**
 * The URL's search as the API takes it: the import's id as a number; a hand-edited status the
 * API does not know is left out rather than refused.
 */
export function documentRequest(
  request: SearchRequestOf<DocumentCriteria, DocumentSortBy>,
): SearchDocumentRequest {
  const { uploadId: _uploadId, status, deliveryStatus, ...rest } = request;
  const uploadId = uploadIdOf({ uploadId: request.uploadId ?? '' });
  return {
    ...rest,
    ...(uploadId === null ? {} : { uploadId }),
    ...(isOneOf(DOCUMENT_STATUSES, status) ? { status } : {}),
    ...(isOneOf(DELIVERY_STATUSES, deliveryStatus) ? { deliveryStatus } : {}),
  };
}

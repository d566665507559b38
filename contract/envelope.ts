// The response envelope of the API contract (docs/api-contract.md §Envelope).
// Type-only: imported by the web app (type imports) and by the server.

export type StatusCode = '000' | '102' | '401' | '403' | '404' | '413' | '415' | '429' | '500';

export interface ErrorDetail {
  key: string;
  description: string;
}

export interface ResponseStatus {
  code: StatusCode | (string & {});
  message: string;
  details?: ErrorDetail[];
  requestId?: string;
}

export interface Paging {
  page: number;
  size: number;
  totalRecords: number;
  totalPages: number;
  /** False when totalRecords is an estimate (a large text search): "about" on screen, never an export's end. */
  totalExact: boolean;
}

export interface SuccessBody<T> {
  status: ResponseStatus;
  data: T;
}

/** A search answer: the client keeps this whole body. */
export interface SearchBody<T> {
  status: ResponseStatus;
  data: T[];
  paging: Paging;
}

export interface FailureBody {
  status: ResponseStatus;
}

export interface SearchRequest {
  page?: number;
  size?: number;
  sortBy?: string;
  sortDir?: 'asc' | 'desc';
}

export type ClientModule = 'ADMIN' | 'CUSTOMER';
export type Role = 'ADMIN' | 'CUSTOMER';
export type RecordStatus = 'ACTIVE' | 'INACTIVE' | 'DELETE';

export const PAGE_SIZE_DEFAULT = 25;
export const PAGE_SIZE_MAX = 100;

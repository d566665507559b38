import {
  CUSTOMER_UPLOAD_PREFIX as PREFIX,
  errorReportUrl,
  stagedPreviewUrl,
  type ApprovalReview,
  type BulkApprovalRequest,
  type BulkApprovalResult,
  type CustomerUpload,
  type CustomerUploadDetail,
  type RejectUploadRequest,
  type SearchCustomerUploadRequest,
  type SearchStagedRowsRequest,
  type StagedRow,
  type UploadAction,
  type UploadResult,
  type UploadWorkflowRequest,
} from 'contract/customer-upload';
import type { SearchBody } from 'contract/envelope';
import {
  apiDownload,
  apiPost,
  apiSearch,
  apiUpload,
  type ApiRequestOptions,
  type DownloadedFile,
  type UploadOptions,
} from 'src/lib/api-client';
import { WAITING_IMPORTS_KEY } from 'src/lib/menus';

/** Query keys of the import screens: a step or an upload refreshes the list and the upload. */
export const importKeys = {
  all: ['imports'] as const,
  list: ['imports', 'list'] as const,
  detail: (uploadId: number) => ['imports', 'detail', uploadId] as const,
  rows: (uploadId: number) => ['imports', 'rows', uploadId] as const,
  review: (uploadId: number) => ['imports', 'review', uploadId] as const,
  /** The menu's badge of imports waiting for approval (src/lib/menus). */
  waiting: WAITING_IMPORTS_KEY,
};

export function searchImports(
  body: SearchCustomerUploadRequest,
  options?: ApiRequestOptions,
): Promise<SearchBody<CustomerUpload>> {
  return apiSearch<CustomerUpload>(`${PREFIX}/searchCustomerFileUpload`, body, options);
}

export function getImport(uploadId: number, options?: ApiRequestOptions): Promise<CustomerUploadDetail> {
  return apiPost<CustomerUploadDetail>(`${PREFIX}/getCustomerFileUploadById`, { uploadId }, options);
}

export function searchStagedRows(
  body: SearchStagedRowsRequest,
  options?: ApiRequestOptions,
): Promise<SearchBody<StagedRow>> {
  return apiSearch<StagedRow>(`${PREFIX}/searchCustomerFileUploadTempData`, body, options);
}

/** The file with its target (multipart), with the browser's progress. */
export function uploadImportFile(form: FormData, options?: UploadOptions): Promise<UploadResult> {
  return apiUpload<UploadResult>(`${PREFIX}/upload`, form, options);
}

export function downloadErrorReport(uploadId: number): Promise<DownloadedFile> {
  return apiDownload(errorReportUrl(uploadId));
}

const STEP_PATHS: Record<UploadAction, string> = {
  USER_SUBMIT: 'userSubmitFile',
  ACCOUNTING_SUBMIT: 'accountingSubmitFile',
  REJECT: 'rejectFile',
  CANCEL: 'cancelFile',
  RETRY_GENERATION: 'retryGenerationFile',
};

/** One workflow step (REJECT needs the reason). */
export function takeImportStep(
  action: UploadAction,
  body: UploadWorkflowRequest | RejectUploadRequest,
): Promise<CustomerUploadDetail> {
  return apiPost<CustomerUploadDetail>(`${PREFIX}/${STEP_PATHS[action]}`, body);
}

/** What approving the import will make: documents, sums per type, the first ones, warnings. */
export function getApprovalReview(uploadId: number, options?: ApiRequestOptions): Promise<ApprovalReview> {
  return apiPost<ApprovalReview>(`${PREFIX}/getApprovalReview`, { uploadId }, options);
}

/** The PDF of staged document `index` (1-based) as it will be issued; nothing is issued. */
export function downloadStagedPreview(uploadId: number, index: number): Promise<DownloadedFile> {
  return apiDownload(stagedPreviewUrl(uploadId, index));
}

/** Approves each import on its own; the answer says which were approved and why not the others. */
export async function approveImports(body: BulkApprovalRequest): Promise<BulkApprovalResult[]> {
  return (await apiPost<{ results: BulkApprovalResult[] }>(`${PREFIX}/accountingSubmitFiles`, body)).results;
}

// Imports: a customer's invoice data uploaded as a file (or typed in by direct entry), checked
// row by row against an upload template, then submitted in two steps (api-contract.md "Uploads
// and submission"; domain.md "Import workflow"). Under /api/document/customerUploadFile/.
// Types are read off the schemas.
import { codePatterns, schemaKit as k } from './customer';
import { controllerOf } from './schema-kit';
import type { BodyOf, DataOf, RowOf } from './schema-kit';
import { UPLOAD_TYPES } from './upload-template';
import { CUSTOMER_UPLOAD_PREFIX } from './customer-upload-constants';

export { CUSTOMER_UPLOAD_PREFIX };

/** GET: the uploaded rows in the template's layout and file type (.xlsx or CSV) with an added error column. */
export function errorReportUrl(uploadId: number): string {
  return `${CUSTOMER_UPLOAD_PREFIX}/downloadErrorReport/${uploadId}`;
}

/** At most this many data rows in one file (422 TOO_MANY_ROWS beyond). */
export const MAX_UPLOAD_ROWS = 10_000;
/** At most this many item lines in one document typed in by direct entry. */
export const MAX_DIRECT_ITEMS = 500;

/**
 * Where an upload stands (domain.md "Import workflow"): VALIDATION_FAILED and READY after the
 * upload; READY → USER_SUBMITTED → ACCOUNTING_SUBMITTED (then generation: PROCESSING →
 * COMPLETED or FAILED); REJECTED by accounting; CANCELLED by the customer.
 */
export const UPLOAD_STATUSES = [
  'VALIDATION_FAILED',
  'READY',
  'USER_SUBMITTED',
  'ACCOUNTING_SUBMITTED',
  'REJECTED',
  'CANCELLED',
  'PROCESSING',
  'COMPLETED',
  'FAILED',
] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

/** The workflow steps a caller may take on an upload now (detail `actions`). */
export const UPLOAD_ACTIONS = [
  'USER_SUBMIT',
  'ACCOUNTING_SUBMIT',
  'REJECT',
  'CANCEL',
  /** ADMIN: a FAILED generation runs again (back to ACCOUNTING_SUBMITTED). */
  'RETRY_GENERATION',
] as const;
export type UploadAction = (typeof UPLOAD_ACTIONS)[number];

/**
 * The document fields of one item line; every other DATA_TYPE_KEY is a header field, the same on
 * every row of a document (rows with the same DOCUMENT_NO form one document).
 */
export const ITEM_FIELD_KEYS = [
  'ITEM_CODE',
  'ITEM_NAME',
  'ITEM_QTY',
  'ITEM_UNIT',
  'ITEM_UNIT_PRICE',
  'ITEM_DISCOUNT',
  'ITEM_AMOUNT',
] as const;
export function isItemField(dataTypeKey: string): boolean {
  return (ITEM_FIELD_KEYS as readonly string[]).includes(dataTypeKey);
}

/**
 * ETDA's kinds of advance payment (v2.1 prepaid TypeCode): PP001 deposit (เงินมัดจำ), PP002
 * security deposit, PP003 reservation, PP004 advance payment, PP005 performance guarantee, PP006
 * other. The field PREPAID_TYPE takes one; a deduction without one is a deposit (PP001).
 */
export const PREPAID_TYPE_CODES = ['PP001', 'PP002', 'PP003', 'PP004', 'PP005', 'PP006'] as const;

/**
 * The decimal places a DECIMAL field may carry: quantities and unit prices 4 (fuel by the litre),
 * amounts 2 (line amounts and totals are rounded to 2, as ETDA's amounts are).
 */
export function decimalPlacesOf(dataTypeKey: string): 2 | 4 {
  return dataTypeKey === 'ITEM_QTY' || dataTypeKey === 'ITEM_UNIT_PRICE' ? 4 : 2;
}

/** Keys of the import failures (details[].key) besides field names. */
export const UPLOAD_ERROR_KEYS = [
  'STALE_RECORD',
  /** 413: more than 5 MB — 'ไฟล์ขนาดต้องไม่เกิน 5 MB'. */
  'FILE_TOO_LARGE',
  /** 415: not an .xlsx / .csv by content, or not the template's type — 'ชนิดไฟล์ไม่ถูกต้อง'. */
  'FILE_TYPE',
  /** 422: the file cannot be read — 'ไฟล์ข้อมูลผิดผลาด'. */
  'FILE_UNREADABLE',
  /** 422: more than MAX_UPLOAD_ROWS data rows (the limit is in the description). */
  'TOO_MANY_ROWS',
  /** 422: the file has no data row. */
  'NO_ROWS',
  /** 422: the step does not fit the upload's status (e.g. submitting a VALIDATION_FAILED upload). */
  'UPLOAD_STATUS',
  /** 422: the account that user-submitted cannot also accounting-submit. */
  'SAME_ACCOUNT',
] as const;

// ---------------------------------------------------------------- schemas

const customerCode = k.pattern(codePatterns.customerCode);
const templateCode = k.pattern('^[A-Za-z0-9_-]{1,30}$');
const branchCode = k.pattern('^[0-9]{5}$');
const uploadType = k.oneOf(UPLOAD_TYPES);
const status = k.oneOf(UPLOAD_STATUSES);
/** A calendar date YYYY-MM-DD (month 01–12, day 01–31). */
const isoDate = k.pattern('^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$');
const uploadId = k.recordId;
const nullableInt = { type: ['integer', 'null'] } as const;
const remark = k.optionalText(500);

export const CUSTOMER_UPLOAD_SORT_BY = [
  'uploadId',
  'uploadDtm',
  'companyName',
  'branchCode',
  'fileName',
  'totalRows',
  'errorRows',
  'status',
] as const;
export type CustomerUploadSortBy = (typeof CUSTOMER_UPLOAD_SORT_BY)[number];

/** What an upload (or a direct entry) answers right after it is stored. */
const uploadResult = k.object({
  uploadId: k.int,
  /** null for direct entry. */
  fileName: k.nullableStr,
  fileSize: nullableInt,
  totalRows: k.int,
  validRows: k.int,
  errorRows: k.int,
  status,
});

/** A row of the search: the result's counts with who, what and when. */
const upload = k.object({
  ...uploadResult.properties,
  uploadType,
  customerCode: k.str,
  /** The customer's name. */
  companyName: k.str,
  /** The customer's tax ID (customerNumber). */
  taxId: k.str,
  branchCode: k.str,
  branchName: k.nullableStr,
  templateCode: k.str,
  templateName: k.str,
  documentType: k.str,
  uploadDtm: k.str,
  uploadBy: k.str,
  userSubmitDtm: k.nullableStr,
  userSubmitBy: k.nullableStr,
  accountingSubmitDtm: k.nullableStr,
  accountingSubmitBy: k.nullableStr,
  version: k.int,
  /** The workflow steps this caller may take now (the list offers Cancel, the page every step). */
  actions: { type: 'array', items: k.oneOf(UPLOAD_ACTIONS) },
});

const historyEntry = k.object({
  status,
  /** UPLOAD, DIRECT_ENTRY, USER_SUBMIT, ACCOUNTING_SUBMIT, REJECT, CANCEL … */
  action: k.str,
  actionBy: k.str,
  /** ADMIN when an administrator acted for the customer, else the customer user's role. */
  actionRole: k.str,
  actionDtm: k.str,
  remark: k.nullableStr,
});

const uploadDetail = k.object({
  ...upload.properties,
  /** The stored file (download through fileController); null for direct entry. */
  fileId: k.nullableStr,
  rejectReason: k.nullableStr,
  history: { type: 'array', items: historyEntry },
  /** Documents generated from the upload (0 until generation). */
  documentCount: k.int,
  /** Documents the generation makes in all (null before it starts): progress is count / total. */
  documentTotal: nullableInt,
  /** Documents that could not be made (their reasons: documentController). */
  failedDocumentCount: k.int,
  /** Why the generation FAILED: DOCUMENTS_FAILED (some documents) or GENERATION_ERROR. */
  failReason: k.nullableStr,
});

const rowError = k.object({
  /** The document field (DATA_TYPE_KEY) the error is about. */
  key: k.str,
  /** The file column (A … AZ) the field is read from; null when the template has none. */
  column: k.nullableStr,
  /** In the request's language. */
  description: k.str,
});

const stagedRow = k.object({
  /** The row number in the file, as Excel shows it (1-based). */
  rowNo: k.int,
  /** The row's values by document field: checked values normalised (dates YYYY-MM-DD), others as read. */
  data: { type: 'object', additionalProperties: { type: ['string', 'null'] } },
  errors: { type: 'array', items: rowError },
});

const workflowBody = k.body({ uploadId, version: k.version, remark }, ['uploadId', 'version']);

// ---------------------------------------------------------------- review before approval (issue 28)

/** At most this many imports in one bulk approval. */
export const MAX_BULK_APPROVALS = 100;
/** The first documents the review lists (each can be previewed as its PDF). */
export const REVIEW_DOCUMENTS = 10;
/** At most this many warnings in the review (warningTotal counts them all). */
export const REVIEW_WARNINGS = 50;

/** GET: the PDF of staged document `index` (1-based, file order) as generation would render it. */
export function stagedPreviewUrl(uploadId: number, index: number): string {
  return `${CUSTOMER_UPLOAD_PREFIX}/previewStagedDocument/${uploadId}/${index}`;
}

/**
 * What the review warns of: a document that will fail (the document failure codes, with the same
 * params: MISSING_FIELD, TOTAL_MISMATCH — a total the file states that the lines do not add up
 * to —, INVALID_AMOUNT, NUMBER_TAKEN), and UNSIGNED: E-TAX documents will be made without a
 * signature, the customer having no valid certificate.
 */
export const REVIEW_WARNING_CODES = [
  'MISSING_FIELD',
  'TOTAL_MISMATCH',
  'INVALID_AMOUNT',
  'NUMBER_TAKEN',
  'UNSIGNED',
] as const;

/** Sums of the documents that will be issued, per document type and currency (decimals, 2 places). */
const reviewTotal = k.object({
  documentType: k.str,
  currency: k.str,
  documentCount: k.int,
  totalBeforeVat: k.str,
  vatAmount: k.str,
  totalAmount: k.str,
});

const reviewDocument = k.object({
  /** Its place among the import's documents (1-based): what the preview asks for. */
  index: k.int,
  documentNo: k.str,
  firstRowNo: k.int,
  issueDate: k.nullableStr,
  buyerName: k.nullableStr,
  currency: k.str,
  /** null when the document will fail (failCode says why). */
  totalAmount: k.nullableStr,
  failCode: k.nullableStr,
});

const reviewWarning = k.object({
  code: k.oneOf(REVIEW_WARNING_CODES),
  /** The document it is about; null for the import as a whole (UNSIGNED). */
  documentNo: k.nullableStr,
  params: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
});

const approvalReview = k.object({
  uploadId: k.int,
  /** Documents the generation will make (issued or failed). */
  documentCount: k.int,
  /** Of them, those that will fail. */
  failingCount: k.int,
  totals: { type: 'array', items: reviewTotal },
  /** The first REVIEW_DOCUMENTS documents. */
  documents: { type: 'array', items: reviewDocument },
  /** The first REVIEW_WARNINGS warnings. */
  warnings: { type: 'array', items: reviewWarning },
  warningTotal: k.int,
});

/** One import's answer in a bulk approval: approved (its new version), or refused with why. */
const bulkApprovalResult = k.object({
  uploadId: k.int,
  approved: k.bool,
  /** The version after the step (approved), or null. */
  version: nullableInt,
  /** Refused: STALE_RECORD, UPLOAD_STATUS, SAME_ACCOUNT, NOT_FOUND (also another customer's) … */
  key: k.nullableStr,
  /** Refused: why, in the request's language. */
  description: k.nullableStr,
});

/** A value typed into a direct-entry field (numbers and check boxes may come as such). */
const entryValue = {
  anyOf: [{ type: 'string', maxLength: 1000 }, { type: 'number' }, { type: 'boolean' }, { type: 'null' }],
} as const;
const entryFields = { type: 'object', maxProperties: 60, additionalProperties: entryValue } as const;

export const customerUploadSchemas = {
  /** multipart/form-data: file, uploadType, templateCode, branchCode, customerCode (ADMIN). */
  upload: {
    consumes: ['multipart/form-data'],
    response: k.okEnvelope(uploadResult),
  },
  searchCustomerFileUpload: {
    body: k.searchBody(
      {
        uploadType,
        customerCode,
        companyName: k.criterion,
        taxId: k.criterion,
        branchCode: k.criterion,
        status,
        uploadDateFrom: isoDate,
        uploadDateTo: isoDate,
      },
      CUSTOMER_UPLOAD_SORT_BY,
    ),
    response: k.searchEnvelope(upload),
  },
  getCustomerFileUploadById: {
    body: k.body({ uploadId }, ['uploadId']),
    response: k.okEnvelope(uploadDetail),
  },
  searchCustomerFileUploadTempData: {
    body: {
      ...k.searchBody({ uploadId, onlyErrors: k.bool }, ['rowNo'] as const),
      required: ['uploadId'],
    },
    response: k.searchEnvelope(stagedRow),
  },
  downloadErrorReport: {
    params: k.body({ uploadId: k.pattern('^[1-9][0-9]{0,14}$') }, ['uploadId']),
  },
  userSubmitFile: { body: workflowBody, response: k.okEnvelope(uploadDetail) },
  accountingSubmitFile: { body: workflowBody, response: k.okEnvelope(uploadDetail) },
  rejectFile: {
    body: k.body({ uploadId, version: k.version, reason: k.text(500) }, ['uploadId', 'version', 'reason']),
    response: k.okEnvelope(uploadDetail),
  },
  cancelFile: { body: workflowBody, response: k.okEnvelope(uploadDetail) },
  retryGenerationFile: { body: workflowBody, response: k.okEnvelope(uploadDetail) },
  getApprovalReview: {
    body: k.body({ uploadId }, ['uploadId']),
    response: k.okEnvelope(approvalReview),
  },
  previewStagedDocument: {
    params: k.body({ uploadId: k.pattern('^[1-9][0-9]{0,14}$'), index: k.pattern('^[1-9][0-9]{0,5}$') }, [
      'uploadId',
      'index',
    ]),
  },
  accountingSubmitFiles: {
    body: k.body(
      {
        uploads: {
          type: 'array',
          minItems: 1,
          maxItems: MAX_BULK_APPROVALS,
          items: k.body({ uploadId, version: k.version }, ['uploadId', 'version']),
        },
        remark,
      },
      ['uploads'],
    ),
    response: k.okEnvelope(k.object({ results: { type: 'array', items: bulkApprovalResult } })),
  },
  saveCustomerUploadDirect: {
    body: k.body(
      {
        uploadType,
        templateCode,
        customerCode,
        branchCode,
        /** Header fields by DATA_TYPE_KEY, and `items`: one object of item fields per line. */
        data: {
          type: 'object',
          maxProperties: 60,
          required: ['items'],
          properties: {
            items: { type: 'array', minItems: 1, maxItems: MAX_DIRECT_ITEMS, items: entryFields },
          },
          additionalProperties: entryValue,
        },
      },
      ['uploadType', 'templateCode', 'branchCode', 'data'],
    ),
    response: k.okEnvelope(uploadResult),
  },
} as const;

// ---------------------------------------------------------------- types (read off the schemas)

type Calls = typeof customerUploadSchemas;
export type UploadResult = DataOf<Calls['upload']>;
export type CustomerUpload = RowOf<Calls['searchCustomerFileUpload']>;
export type SearchCustomerUploadRequest = BodyOf<Calls['searchCustomerFileUpload']>;
export type CustomerUploadDetail = DataOf<Calls['getCustomerFileUploadById']>;
export type UploadHistoryEntry = CustomerUploadDetail['history'][number];
export type UploadIdRequest = BodyOf<Calls['getCustomerFileUploadById']>;
export type SearchStagedRowsRequest = BodyOf<Calls['searchCustomerFileUploadTempData']>;
export type StagedRow = RowOf<Calls['searchCustomerFileUploadTempData']>;
export type StagedRowError = StagedRow['errors'][number];
export type UploadWorkflowRequest = BodyOf<Calls['userSubmitFile']>;
export type RejectUploadRequest = BodyOf<Calls['rejectFile']>;
export type ErrorReportParams = { uploadId: string };
export type ApprovalReview = DataOf<Calls['getApprovalReview']>;
export type ReviewDocument = ApprovalReview['documents'][number];
export type ReviewWarning = ApprovalReview['warnings'][number];
export type BulkApprovalRequest = BodyOf<Calls['accountingSubmitFiles']>;
export type BulkApprovalResult = DataOf<Calls['accountingSubmitFiles']>['results'][number];

/** A value typed into one direct-entry field. */
export type DirectEntryValue = string | number | boolean | null;
/**
 * Header fields by DATA_TYPE_KEY, and the item lines (the schema's `data`, typed by hand: a map
 * with a named property too is past what a type read off the schema can say, so header values
 * are `unknown` here and the schema is what checks them).
 */
export type DirectEntryData = { items: DirectEntryItem[]; [dataTypeKey: string]: unknown };
export type DirectEntryItem = Record<string, DirectEntryValue>;
export interface SaveDirectEntryRequest {
  uploadType: (typeof UPLOAD_TYPES)[number];
  templateCode: string;
  customerCode?: string;
  branchCode: string;
  data: DirectEntryData;
}

/** The multipart fields of `upload` besides the file. */
export interface UploadFields {
  uploadType: (typeof UPLOAD_TYPES)[number];
  templateCode: string;
  branchCode: string;
  customerCode?: string;
}

/** The route table's controller of these calls (the web app's typed client reads it). */
export const customerUploadController = controllerOf<typeof customerUploadSchemas>(CUSTOMER_UPLOAD_PREFIX);

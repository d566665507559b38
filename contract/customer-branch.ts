// Branches of a customer (docs/api-contract.md, "Branches"), under
// /api/app/customerBranchController/. ADMIN, or a CUSTOMER_ADMIN for the own customer only: for a
// CUSTOMER token the server takes the customer from the token and ignores `customerCode`;
// another customer's branch answers 404.
import { codePatterns, schemaKit as k } from './customer';
import { controllerOf } from './schema-kit';
import type { BodyOf, DataOf, RowOf } from './schema-kit';

export const CUSTOMER_BRANCH_PREFIX = '/api/app/customerBranchController';

export const BRANCH_TYPES = ['HEAD_OFFICE', 'BRANCH'] as const;
/** HEAD_OFFICE exactly when branchCode is 00000. */
export type BranchType = (typeof BRANCH_TYPES)[number];

export const BRANCH_SORT_BY = ['branchCode', 'branchName', 'branchType', 'status', 'lastUpdateDtm'] as const;
export type BranchSortBy = (typeof BRANCH_SORT_BY)[number];

/** Keys of the branch failures (details[].key) besides field names. */
export const CUSTOMER_BRANCH_ERROR_KEYS = [
  'CUSTOMER_BRANCH_DUPLICATE',
  'STALE_RECORD',
  /** 422: the head office (00000) cannot be deleted; it goes with its customer. */
  'HEAD_OFFICE_DELETE',
] as const;

// ---------------------------------------------------------------- types (read off the schemas)

export type CustomerBranch = DataOf<Calls['getCustomerBranchById']>;
export type SearchBranchRequest = BodyOf<Calls['search']>;
export type BranchIdRequest = BodyOf<Calls['getCustomerBranchById']>;
export type CreateBranchRequest = BodyOf<Calls['create']>;
/** Finds the branch by branchId when given, else by customer + branchCode. */
export type UpdateBranchRequest = BodyOf<Calls['update']>;
export type DeleteBranchRequest = BodyOf<Calls['delete']>;
export type ListBranchByCustomerAndStatusRequest = BodyOf<Calls['listBranchByCustomerAndStatus']>;
export type BranchOption = RowOf<Calls['listBranchByCustomerAndStatus']>;
type Calls = typeof customerBranchSchemas;

// ---------------------------------------------------------------- schemas

const branchId = k.recordId;
/** Required for ADMIN; ignored for CUSTOMER tokens (their own customer). */
const customerCode = k.pattern(codePatterns.customerCode);
const branchType = k.oneOf(BRANCH_TYPES);
const branch = k.object({
  branchId: k.int,
  customerCode: k.str,
  /** 5 digits; 00000 = head office. Cannot change once created. */
  branchCode: k.str,
  branchName: k.str,
  branchType,
  address: k.addressOut,
  contactTel: k.nullableStr,
  status: k.editableStatus,
  ...k.stamp,
});
const branchFields = {
  customerCode,
  branchCode: k.pattern(codePatterns.branchCode),
  branchName: k.text(200),
  branchType,
  address: k.addressIn,
  contactTel: k.optionalText(20),
  status: k.editableStatus,
} as const;
const branchRequired = ['branchCode', 'branchName', 'branchType', 'address', 'status'] as const;

export const customerBranchSchemas = {
  search: {
    body: k.searchBody(
      { customerCode, branchCode: k.criterion, branchName: k.criterion, status: k.editableStatus },
      BRANCH_SORT_BY,
    ),
    response: k.searchEnvelope(branch),
  },
  getCustomerBranchById: {
    body: k.body({ branchId }, ['branchId']),
    response: k.okEnvelope(branch),
  },
  create: {
    body: k.body(branchFields, branchRequired),
    response: k.okEnvelope(branch),
  },
  update: {
    body: k.body({ ...branchFields, branchId, version: k.version }, [...branchRequired, 'version']),
    response: k.okEnvelope(branch),
  },
  delete: {
    body: k.body({ branchId, version: k.version }, ['branchId', 'version']),
    response: k.emptyData,
  },
  listBranchByCustomerAndStatus: {
    body: k.body({ customerCode, status: k.editableStatus }, ['status']),
    response: k.listEnvelope(k.object({ branchId: k.int, branchCode: k.str, branchName: k.str, branchType })),
  },
} as const;

/** The route table's controller of these calls (the web app's typed client reads it). */
export const customerBranchController = controllerOf<typeof customerBranchSchemas>(CUSTOMER_BRANCH_PREFIX);

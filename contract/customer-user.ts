// Customer users (shared/design/api-contract.md, "Customer users"), under
// /api/app/customerUserController/ (resetPassword is in ./auth.ts). ADMIN, or a CUSTOMER_ADMIN
// for the own customer only: for a CUSTOMER token the server takes the customer from the token
// and ignores `customerCode`; another customer's user answers 404.
import type { SearchRequest } from './envelope';
import { codePatterns, schemaKit as k, type EditableStatus, type RecordStamp } from './customer';
import type { CustomerUserRole } from './menus';

export type { CustomerUserRole } from './menus';

export const CUSTOMER_USER_PREFIX = '/api/app/customerUserController';

export const CUSTOMER_USER_ROLES = ['CUSTOMER_ADMIN', 'USER', 'ACCOUNTING'] as const;

export const CUSTOMER_USER_SORT_BY = [
  'userCode',
  'username',
  'fullName',
  'email',
  'userRole',
  'status',
  'customerCode',
  'lastUpdateDtm',
] as const;
export type CustomerUserSortBy = (typeof CUSTOMER_USER_SORT_BY)[number];

/** Keys of the customer-user failures (details[].key) besides field names. */
export const CUSTOMER_USER_ERROR_KEYS = [
  /** 409: the username is taken (deleted users included). */
  'CUSTOMER_USER_DUPLICATE',
  /** 409: another live user of the same customer has the e-mail. */
  'CUSTOMER_USER_EMAIL_DUPLICATE',
  /** 409: an administrator or a user of another customer has the e-mail. */
  'ALREADY_REGISTERED_EMAIL',
  'STALE_RECORD',
  /** 422: a customer admin cannot delete, deactivate or change the role of their own account. */
  'CUSTOMER_USER_SELF_DELETE',
  'CUSTOMER_USER_SELF_DEACTIVATE',
  'CUSTOMER_USER_SELF_ROLE',
] as const;

// ---------------------------------------------------------------- types

export interface CustomerUser extends RecordStamp {
  userId: number;
  /** Generated: U000001 … */
  userCode: string;
  customerCode: string;
  customerName: string;
  username: string;
  fullName: string;
  email: string;
  tel: string | null;
  userRole: CustomerUserRole;
  /** Branches the user works for ([] = none chosen). */
  branchCodes: string[];
  status: EditableStatus;
}

/** getCustomerUserDetailByUserCode: the user with the names of its branches. */
export interface CustomerUserDetail extends CustomerUser {
  branches: { branchCode: string; branchName: string }[];
}

export interface SearchCustomerUserRequest extends SearchRequest {
  /** ADMIN: one customer, or all when absent. Ignored for CUSTOMER tokens. */
  customerCode?: string;
  /** Substrings: */
  username?: string;
  fullName?: string;
  email?: string;
  userRole?: CustomerUserRole;
  status?: EditableStatus;
  sortBy?: CustomerUserSortBy;
}

export interface UserIdRequest {
  userId: number;
}
export interface UserCodeRequest {
  userCode: string;
}

/** The new user gets an e-mail with an OTP to set a password (when created ACTIVE). */
export interface CreateCustomerUserRequest {
  /** Required for ADMIN; ignored for CUSTOMER tokens. */
  customerCode?: string;
  username: string;
  fullName: string;
  email: string;
  tel?: string | null;
  userRole: CustomerUserRole;
  branchCodes: string[];
  status: EditableStatus;
}

/** username and customerCode cannot change (send the stored values or leave customerCode out). */
export interface UpdateCustomerUserRequest extends CreateCustomerUserRequest {
  userId: number;
  version: number;
}

export interface DeleteCustomerUserRequest {
  userId: number;
  version: number;
}

// ---------------------------------------------------------------- schemas

const userId = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } as const;
const customerCode = k.pattern(codePatterns.customerCode);
const userRole = { type: 'string', enum: CUSTOMER_USER_ROLES } as const;
const userProperties = {
  userId: k.int,
  userCode: k.str,
  customerCode: k.str,
  customerName: k.str,
  username: k.str,
  fullName: k.str,
  email: k.str,
  tel: k.nullableStr,
  userRole: k.str,
  branchCodes: { type: 'array', items: k.str },
  status: k.str,
  ...k.stamp,
} as const;
const user = k.object(userProperties);
const userDetail = k.object({
  ...userProperties,
  branches: { type: 'array', items: k.object({ branchCode: k.str, branchName: k.str }) },
});
const userFields = {
  customerCode,
  username: k.pattern(codePatterns.username),
  fullName: k.text(200),
  email: { type: 'string', minLength: 1, maxLength: 254 },
  tel: k.optionalText(20),
  userRole,
  branchCodes: { type: 'array', maxItems: 500, uniqueItems: true, items: k.pattern(codePatterns.branchCode) },
  status: k.editableStatus,
} as const;
const userRequired = ['username', 'fullName', 'email', 'userRole', 'branchCodes', 'status'] as const;

export const customerUserSchemas = {
  search: {
    body: k.searchBody(
      {
        customerCode,
        username: k.criterion,
        fullName: k.criterion,
        email: k.criterion,
        userRole,
        status: k.editableStatus,
      },
      CUSTOMER_USER_SORT_BY,
    ),
    response: k.searchEnvelope(user),
  },
  getById: {
    body: k.body({ userId }, ['userId']),
    response: k.okEnvelope(user),
  },
  getCustomerUserDetailByUserCode: {
    body: k.body({ userCode: k.pattern(codePatterns.userCode) }, ['userCode']),
    response: k.okEnvelope(userDetail),
  },
  create: {
    body: k.body(userFields, userRequired),
    response: k.okEnvelope(user),
  },
  update: {
    body: k.body({ ...userFields, userId, version: k.version }, [...userRequired, 'userId', 'version']),
    response: k.okEnvelope(user),
  },
  delete: {
    body: k.body({ userId, version: k.version }, ['userId', 'version']),
    response: k.emptyData,
  },
} as const;

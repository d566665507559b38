// Customer users (docs/api-contract.md, "Customer users"), under
// /api/app/customerUserController/ (resetPassword is in ./auth.ts). ADMIN, or a CUSTOMER_ADMIN
// for the own customer only: for a CUSTOMER token the server takes the customer from the token
// and ignores `customerCode`; another customer's user answers 404.
import { codePatterns, schemaKit as k } from './customer';
import { CUSTOMER_USER_ROLES } from './menus';
import { controllerOf } from './schema-kit';
import type { BodyOf, DataOf } from './schema-kit';

export { CUSTOMER_USER_ROLES, type CustomerUserRole } from './menus';

export const CUSTOMER_USER_PREFIX = '/api/app/customerUserController';

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

// ---------------------------------------------------------------- types (read off the schemas)

export type CustomerUser = DataOf<Calls['getById']>;
/** getCustomerUserDetailByUserCode: the user with the names of its branches. */
export type CustomerUserDetail = DataOf<Calls['getCustomerUserDetailByUserCode']>;
export type SearchCustomerUserRequest = BodyOf<Calls['search']>;
export type UserIdRequest = BodyOf<Calls['getById']>;
export type UserCodeRequest = BodyOf<Calls['getCustomerUserDetailByUserCode']>;
/** The new user gets an e-mail with an OTP to set a password (when created ACTIVE). */
export type CreateCustomerUserRequest = BodyOf<Calls['create']>;
/** username and customerCode cannot change (send the stored values or leave customerCode out). */
export type UpdateCustomerUserRequest = BodyOf<Calls['update']>;
export type DeleteCustomerUserRequest = BodyOf<Calls['delete']>;
type Calls = typeof customerUserSchemas;

// ---------------------------------------------------------------- schemas

const userId = k.recordId;
/** ADMIN: one customer (search: or all when absent). Ignored for CUSTOMER tokens. */
const customerCode = k.pattern(codePatterns.customerCode);
const userRole = k.oneOf(CUSTOMER_USER_ROLES);
const userProperties = {
  userId: k.int,
  /** Generated: U000001 … */
  userCode: k.str,
  customerCode: k.str,
  customerName: k.str,
  username: k.str,
  fullName: k.str,
  email: k.str,
  tel: k.nullableStr,
  userRole,
  /** Branches the user works for ([] = none chosen). */
  branchCodes: { type: 'array', items: k.str },
  status: k.editableStatus,
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

/** The route table's controller of these calls (the web app's typed client reads it). */
export const customerUserController = controllerOf<typeof customerUserSchemas>(CUSTOMER_USER_PREFIX);

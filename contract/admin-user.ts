// Administrators (docs/api-contract.md, "Admin users"), under /api/app/adminUser/
// (ADMIN only; resetPassword is in ./auth.ts).
import { controllerOf } from './schema-kit';
import type { BodyOf, DataOf } from './schema-kit';
import { codePatterns, schemaKit as k } from './customer';

export const ADMIN_USER_PREFIX = '/api/app/adminUser';

export const ADMIN_USER_SORT_BY = [
  'adminCode',
  'username',
  'fullName',
  'email',
  'status',
  'lastUpdateDtm',
] as const;
export type AdminUserSortBy = (typeof ADMIN_USER_SORT_BY)[number];

/** Keys of the admin-user failures (details[].key) besides field names. */
export const ADMIN_USER_ERROR_KEYS = [
  /** 409: the username is taken (deleted administrators included). */
  'ADMIN_USER_DUPLICATE',
  /** 409: another live account (administrator or customer user) has the e-mail. */
  'ALREADY_REGISTERED_EMAIL',
  'STALE_RECORD',
  /** 422: nobody can delete or deactivate their own account … */
  'ADMIN_USER_SELF_DELETE',
  'ADMIN_USER_SELF_DEACTIVATE',
  /** 422: … nor the last active administrator. */
  'ADMIN_USER_LAST_ACTIVE',
] as const;

// ---------------------------------------------------------------- types (read off the schemas)

export type AdminUser = DataOf<Calls['getAdminByCode']>;
export type SearchAdminUserRequest = BodyOf<Calls['search']>;
export type AdminCodeRequest = BodyOf<Calls['getAdminByCode']>;
/** The new administrator gets an e-mail with an OTP to set a password (when created ACTIVE). */
export type CreateAdminUserRequest = BodyOf<Calls['create']>;
/** username cannot change (send the stored one). */
export type UpdateAdminUserRequest = BodyOf<Calls['update']>;
export type DeleteAdminUserRequest = BodyOf<Calls['delete']>;
type Calls = typeof adminUserSchemas;

// ---------------------------------------------------------------- schemas

const adminCode = k.pattern(codePatterns.adminCode);
const admin = k.object({
  /** Generated: ADM0002 … (ADM0001 is the first administrator). */
  adminCode: k.str,
  username: k.str,
  fullName: k.str,
  email: k.str,
  tel: k.nullableStr,
  status: k.editableStatus,
  ...k.stamp,
});
const adminFields = {
  username: k.pattern(codePatterns.username),
  fullName: k.text(200),
  email: { type: 'string', minLength: 1, maxLength: 254 },
  tel: k.optionalText(20),
  status: k.editableStatus,
} as const;
const adminRequired = ['username', 'fullName', 'email', 'status'] as const;

export const adminUserSchemas = {
  search: {
    body: k.searchBody(
      { adminCode: k.criterion, fullName: k.criterion, email: k.criterion, status: k.editableStatus },
      ADMIN_USER_SORT_BY,
    ),
    response: k.searchEnvelope(admin),
  },
  getAdminByCode: {
    body: k.body({ adminCode }, ['adminCode']),
    response: k.okEnvelope(admin),
  },
  create: {
    body: k.body(adminFields, adminRequired),
    response: k.okEnvelope(admin),
  },
  update: {
    body: k.body({ ...adminFields, adminCode, version: k.version }, [
      ...adminRequired,
      'adminCode',
      'version',
    ]),
    response: k.okEnvelope(admin),
  },
  delete: {
    body: k.body({ adminCode, version: k.version }, ['adminCode', 'version']),
    response: k.emptyData,
  },
} as const;

/** The route table's controller of these calls (the web app's typed client reads it). */
export const adminUserController = controllerOf<typeof adminUserSchemas>(ADMIN_USER_PREFIX);

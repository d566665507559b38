import {
  ADMIN_USER_PREFIX,
  type AdminUser,
  type CreateAdminUserRequest,
  type UpdateAdminUserRequest,
} from 'contract/admin-user';
import { apiPost, type ApiRequestOptions } from 'src/lib/api-client';

export function createAdminUser(
  body: CreateAdminUserRequest,
  options?: ApiRequestOptions,
): Promise<AdminUser> {
  return apiPost<AdminUser>(`${ADMIN_USER_PREFIX}/create`, body, options);
}

export function updateAdminUser(
  body: UpdateAdminUserRequest,
  options?: ApiRequestOptions,
): Promise<AdminUser> {
  return apiPost<AdminUser>(`${ADMIN_USER_PREFIX}/update`, body, options);
}

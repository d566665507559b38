import { ADMIN_USER_PREFIX, type AdminCodeRequest, type AdminUser } from 'contract/admin-user';
import { apiPost, type ApiRequestOptions } from 'src/lib/api-client';

export function getAdminByCode(body: AdminCodeRequest, options?: ApiRequestOptions): Promise<AdminUser> {
  return apiPost<AdminUser>(`${ADMIN_USER_PREFIX}/getAdminByCode`, body, options);
}

import type { SearchBody } from 'contract/envelope';
import { ADMIN_USER_PREFIX, type AdminUser, type SearchAdminUserRequest } from 'contract/admin-user';
import { apiSearch, type ApiRequestOptions } from 'src/lib/api-client';

export function searchAdminUser(
  body: SearchAdminUserRequest,
  options?: ApiRequestOptions,
): Promise<SearchBody<AdminUser>> {
  return apiSearch<AdminUser>(`${ADMIN_USER_PREFIX}/search`, body, options);
}

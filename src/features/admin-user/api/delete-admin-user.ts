import { ADMIN_USER_PREFIX, type DeleteAdminUserRequest } from 'contract/admin-user';
import { apiPost, type ApiRequestOptions } from 'src/lib/api-client';

/** Soft delete with the version that was read (the server refuses self and the last active one). */
export function deleteAdminUser(body: DeleteAdminUserRequest, options?: ApiRequestOptions): Promise<object> {
  return apiPost<object>(`${ADMIN_USER_PREFIX}/delete`, body, options);
}

import type { EmptyData } from 'contract/auth';
import { CUSTOMER_USER_PREFIX, type DeleteCustomerUserRequest } from 'contract/customer-user';
import { apiPost, type ApiRequestOptions } from 'src/lib/api-client';

/** Soft delete with the version read; a customer admin's own account answers 422. */
export function deleteCustomerUser(
  body: DeleteCustomerUserRequest,
  options?: ApiRequestOptions,
): Promise<EmptyData> {
  return apiPost<EmptyData>(`${CUSTOMER_USER_PREFIX}/delete`, body, options);
}

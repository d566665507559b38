import {
  CUSTOMER_USER_PREFIX,
  type CreateCustomerUserRequest,
  type CustomerUser,
  type UpdateCustomerUserRequest,
} from 'contract/customer-user';
import { apiPost, type ApiRequestOptions } from 'src/lib/api-client';

/**
 * create for a new user (the server mails an OTP to set the password), update (with userId and
 * the version read) for an existing one.
 */
export function saveCustomerUser(
  body: CreateCustomerUserRequest | UpdateCustomerUserRequest,
  options?: ApiRequestOptions,
): Promise<CustomerUser> {
  const call = 'version' in body ? 'update' : 'create';
  return apiPost<CustomerUser>(`${CUSTOMER_USER_PREFIX}/${call}`, body, options);
}

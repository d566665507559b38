import { CUSTOMER_USER_PREFIX, type CustomerUserDetail, type UserCodeRequest } from 'contract/customer-user';
import { apiPost, type ApiRequestOptions } from 'src/lib/api-client';

/** The user with the names of its branches (a branch since deactivated still has its name). */
export function getCustomerUserDetail(
  body: UserCodeRequest,
  options?: ApiRequestOptions,
): Promise<CustomerUserDetail> {
  return apiPost<CustomerUserDetail>(
    `${CUSTOMER_USER_PREFIX}/getCustomerUserDetailByUserCode`,
    body,
    options,
  );
}

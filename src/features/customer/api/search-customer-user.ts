import {
  CUSTOMER_USER_PREFIX,
  type CustomerUser,
  type SearchCustomerUserRequest,
} from 'contract/customer-user';
import type { SearchBody } from 'contract/envelope';
import { apiSearch, type ApiRequestOptions } from 'src/lib/api-client';

export function searchCustomerUser(
  body: SearchCustomerUserRequest,
  options?: ApiRequestOptions,
): Promise<SearchBody<CustomerUser>> {
  return apiSearch<CustomerUser>(`${CUSTOMER_USER_PREFIX}/search`, body, options);
}

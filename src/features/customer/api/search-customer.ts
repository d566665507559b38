import type { SearchBody } from 'contract/envelope';
import { CUSTOMER_PREFIX, type CustomerRow, type SearchCustomerRequest } from 'contract/customer';
import { apiSearch, type ApiRequestOptions } from 'src/lib/api-client';

export function searchCustomer(
  body: SearchCustomerRequest,
  options?: ApiRequestOptions,
): Promise<SearchBody<CustomerRow>> {
  return apiSearch<CustomerRow>(`${CUSTOMER_PREFIX}/search`, body, options);
}

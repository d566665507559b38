import { CUSTOMER_PREFIX, type Customer, type CustomerCodeRequest } from 'contract/customer';
import { apiPost, type ApiRequestOptions } from 'src/lib/api-client';

export function getCustomerByCode(body: CustomerCodeRequest, options?: ApiRequestOptions): Promise<Customer> {
  return apiPost<Customer>(`${CUSTOMER_PREFIX}/getCustomerByCode`, body, options);
}

import { CUSTOMER_PREFIX, type CreateCustomerRequest, type Customer } from 'contract/customer';
import { apiPost, type ApiRequestOptions } from 'src/lib/api-client';

export function createCustomer(body: CreateCustomerRequest, options?: ApiRequestOptions): Promise<Customer> {
  return apiPost<Customer>(`${CUSTOMER_PREFIX}/create`, body, options);
}

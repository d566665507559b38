import { CUSTOMER_PREFIX, type Customer, type UpdateCustomerRequest } from 'contract/customer';
import { apiPost, type ApiRequestOptions } from 'src/lib/api-client';

export function updateCustomer(body: UpdateCustomerRequest, options?: ApiRequestOptions): Promise<Customer> {
  return apiPost<Customer>(`${CUSTOMER_PREFIX}/update`, body, options);
}

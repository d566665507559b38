import { CUSTOMER_PREFIX, type DeleteCustomerRequest } from 'contract/customer';
import { apiPost, type ApiRequestOptions } from 'src/lib/api-client';

/** Soft delete (status DELETE) with the version that was read; its branches and users go too. */
export function deleteCustomer(body: DeleteCustomerRequest, options?: ApiRequestOptions): Promise<object> {
  return apiPost<object>(`${CUSTOMER_PREFIX}/delete`, body, options);
}

import { CUSTOMER_BRANCH_PREFIX, type BranchIdRequest, type CustomerBranch } from 'contract/customer-branch';
import { apiPost, type ApiRequestOptions } from 'src/lib/api-client';

export function getBranchById(body: BranchIdRequest, options?: ApiRequestOptions): Promise<CustomerBranch> {
  return apiPost<CustomerBranch>(`${CUSTOMER_BRANCH_PREFIX}/getCustomerBranchById`, body, options);
}

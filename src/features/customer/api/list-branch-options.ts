import {
  CUSTOMER_BRANCH_PREFIX,
  type BranchOption,
  type ListBranchByCustomerAndStatusRequest,
} from 'contract/customer-branch';
import { apiPost, type ApiRequestOptions } from 'src/lib/api-client';

/** The customer's branches of one status (the users' branch choices). */
export function listBranchOptions(
  body: ListBranchByCustomerAndStatusRequest,
  options?: ApiRequestOptions,
): Promise<BranchOption[]> {
  return apiPost<BranchOption[]>(`${CUSTOMER_BRANCH_PREFIX}/listBranchByCustomerAndStatus`, body, options);
}

import {
  CUSTOMER_BRANCH_PREFIX,
  type CreateBranchRequest,
  type CustomerBranch,
  type UpdateBranchRequest,
} from 'contract/customer-branch';
import { apiPost, type ApiRequestOptions } from 'src/lib/api-client';

/** create for a new branch, update (with branchId and the version read) for an existing one. */
export function saveBranch(
  body: CreateBranchRequest | UpdateBranchRequest,
  options?: ApiRequestOptions,
): Promise<CustomerBranch> {
  const call = 'version' in body ? 'update' : 'create';
  return apiPost<CustomerBranch>(`${CUSTOMER_BRANCH_PREFIX}/${call}`, body, options);
}

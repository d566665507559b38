import {
  CUSTOMER_BRANCH_PREFIX,
  type CustomerBranch,
  type SearchBranchRequest,
} from 'contract/customer-branch';
import type { SearchBody } from 'contract/envelope';
import { apiSearch, type ApiRequestOptions } from 'src/lib/api-client';

export function searchBranch(
  body: SearchBranchRequest,
  options?: ApiRequestOptions,
): Promise<SearchBody<CustomerBranch>> {
  return apiSearch<CustomerBranch>(`${CUSTOMER_BRANCH_PREFIX}/search`, body, options);
}

import { CUSTOMER_BRANCH_PREFIX, type DeleteBranchRequest } from 'contract/customer-branch';
import type { EmptyData } from 'contract/auth';
import { apiPost, type ApiRequestOptions } from 'src/lib/api-client';

/** Soft delete with the version read; the head office answers 422 HEAD_OFFICE_DELETE. */
export function deleteBranch(body: DeleteBranchRequest, options?: ApiRequestOptions): Promise<EmptyData> {
  return apiPost<EmptyData>(`${CUSTOMER_BRANCH_PREFIX}/delete`, body, options);
}

import { customerBranchController } from 'contract/customer-branch';
import { callsOf } from 'src/lib/api-client';

/** Soft delete with the version read; the head office answers 422 HEAD_OFFICE_DELETE. */
export const deleteBranch = callsOf(customerBranchController).post('delete');

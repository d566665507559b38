import { customerBranchController } from 'contract/customer-branch';
import { callsOf } from 'src/lib/api-client';

/** The customer's branches of one status (the users' branch choices). */
export const listBranchOptions = callsOf(customerBranchController).post('listBranchByCustomerAndStatus');

import { customerBranchController } from 'contract/customer-branch';
import { callsOf } from 'src/lib/api-client';

export const searchBranch = callsOf(customerBranchController).search('search');

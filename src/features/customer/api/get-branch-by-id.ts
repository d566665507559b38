import { customerBranchController } from 'contract/customer-branch';
import { callsOf } from 'src/lib/api-client';

export const getBranchById = callsOf(customerBranchController).post('getCustomerBranchById');

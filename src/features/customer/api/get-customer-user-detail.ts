import { customerUserController } from 'contract/customer-user';
import { callsOf } from 'src/lib/api-client';

/** The user with the names of its branches (a branch since deactivated still has its name). */
export const getCustomerUserDetail = callsOf(customerUserController).post('getCustomerUserDetailByUserCode');

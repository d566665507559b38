import { customerUserController } from 'contract/customer-user';
import { callsOf } from 'src/lib/api-client';

export const searchCustomerUser = callsOf(customerUserController).search('search');

import { customerController } from 'contract/customer';
import { callsOf } from 'src/lib/api-client';

export const searchCustomer = callsOf(customerController).search('search');

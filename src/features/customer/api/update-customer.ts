import { customerController } from 'contract/customer';
import { callsOf } from 'src/lib/api-client';

export const updateCustomer = callsOf(customerController).post('update');

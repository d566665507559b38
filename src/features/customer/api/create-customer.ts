import { customerController } from 'contract/customer';
import { callsOf } from 'src/lib/api-client';

export const createCustomer = callsOf(customerController).post('create');

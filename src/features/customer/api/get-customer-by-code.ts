import { customerController } from 'contract/customer';
import { callsOf } from 'src/lib/api-client';

export const getCustomerByCode = callsOf(customerController).post('getCustomerByCode');

import { customerController } from 'contract/customer';
import { callsOf } from 'src/lib/api-client';

/** Soft delete (status DELETE) with the version that was read; its branches and users go too. */
export const deleteCustomer = callsOf(customerController).post('delete');

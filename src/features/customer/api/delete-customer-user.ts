import { customerUserController } from 'contract/customer-user';
import { callsOf } from 'src/lib/api-client';

/** Soft delete with the version read; a customer admin's own account answers 422. */
export const deleteCustomerUser = callsOf(customerUserController).post('delete');

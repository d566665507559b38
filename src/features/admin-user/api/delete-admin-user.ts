import { adminUserController } from 'contract/admin-user';
import { callsOf } from 'src/lib/api-client';

/** Soft delete with the version that was read (the server refuses self and the last active one). */
export const deleteAdminUser = callsOf(adminUserController).post('delete');

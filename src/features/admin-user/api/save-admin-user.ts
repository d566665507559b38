import { adminUserController } from 'contract/admin-user';
import { callsOf } from 'src/lib/api-client';

export const createAdminUser = callsOf(adminUserController).post('create');

export const updateAdminUser = callsOf(adminUserController).post('update');

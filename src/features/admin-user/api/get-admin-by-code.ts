import { adminUserController } from 'contract/admin-user';
import { callsOf } from 'src/lib/api-client';

export const getAdminByCode = callsOf(adminUserController).post('getAdminByCode');

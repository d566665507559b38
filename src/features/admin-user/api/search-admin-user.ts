import { adminUserController } from 'contract/admin-user';
import { callsOf } from 'src/lib/api-client';

export const searchAdminUser = callsOf(adminUserController).search('search');

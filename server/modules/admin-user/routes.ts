import { registerResetPassword } from '../../accounts/reset-password-route';
import { registerAdminUserCrud } from './crud-routes';
import type { RoutesPlugin } from '../../http/route-kit';

/** /api/app/adminUser: resetPassword, and the administrator CRUD (./crud-routes.ts). */
export const adminUserRoutes: RoutesPlugin = (app, { deps }, done) => {
  registerResetPassword(app, deps, 'ADMIN', '/api/app/adminUser', 'admin-user');
  registerAdminUserCrud(app, deps);
  done();
};

import { registerResetPassword } from '../../accounts/reset-password-route';
import { registerCustomerUserCrud } from './crud-routes';
import type { RoutesPlugin } from '../../http/route-kit';

/** /api/app/customerUserController: resetPassword, and the user CRUD (./crud-routes.ts). */
export const customerUserRoutes: RoutesPlugin = (app, { deps }, done) => {
  registerResetPassword(app, deps, 'CUSTOMER', '/api/app/customerUserController', 'customer-user');
  registerCustomerUserCrud(app, deps);
  done();
};

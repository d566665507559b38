import { authSchemas } from '../../../contract/auth';
import { contextOf } from '../../command/context';
import { ok } from '../../http/envelope';
import { rateLimits } from '../../plugins/rate-limit';
import { resetPassword } from '../auth/service';
import { registerCustomerUserCrud } from './crud-routes';
import type { RoutesPlugin } from '../../http/route-kit';

/** /api/app/customerUserController: resetPassword, and the user CRUD (./crud-routes.ts). */
export const customerUserRoutes: RoutesPlugin = (app, { deps }, done) => {
  app.post(
    '/api/app/customerUserController/resetPassword',
    {
      schema: { tags: ['customer-user'], ...authSchemas.resetPassword },
      // Anonymous with the e-mailed OTP, or signed in (even while the password must change).
      config: { access: 'public', rateLimit: rateLimits.login },
    },
    async (request) => {
      await resetPassword(deps, contextOf(request), 'CUSTOMER', request.body);
      return ok({});
    },
  );
  registerCustomerUserCrud(app, deps);
  done();
};

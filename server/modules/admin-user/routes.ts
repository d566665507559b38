import { authSchemas } from '../../../contract/auth';
import { contextOf } from '../../command/context';
import { ok } from '../../http/envelope';
import { rateLimits } from '../../plugins/rate-limit';
import { resetPassword } from '../auth/service';
import { registerAdminUserCrud } from './crud-routes';
import type { RoutesPlugin } from '../../http/route-kit';

/** /api/app/adminUser: resetPassword, and the administrator CRUD (./crud-routes.ts). */
export const adminUserRoutes: RoutesPlugin = (app, { deps }, done) => {
  app.post(
    '/api/app/adminUser/resetPassword',
    {
      schema: { tags: ['admin-user'], ...authSchemas.resetPassword },
      // Anonymous with the e-mailed OTP, or signed in (even while the password must change).
      config: { access: 'public', rateLimit: rateLimits.login },
    },
    async (request) => {
      await resetPassword(deps, contextOf(request), 'ADMIN', request.body);
      return ok({});
    },
  );
  registerAdminUserCrud(app, deps);
  done();
};

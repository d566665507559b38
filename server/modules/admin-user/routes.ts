import type { FastifyPluginCallback } from 'fastify';
import { authSchemas } from '../../../contract/auth';
import { contextOf } from '../../command/context';
import type { AppDeps } from '../../deps';
import { ok } from '../../http/envelope';
import { rateLimits } from '../../plugins/rate-limit';
import { resetPassword, type ResetPasswordBody } from '../auth/service';
import { registerAdminUserCrud } from './crud-routes';

/** /api/app/adminUser: resetPassword, and the administrator CRUD (./crud-routes.ts). */
export const adminUserRoutes: FastifyPluginCallback<{ deps: AppDeps }> = (app, { deps }, done) => {
  app.post<{ Body: ResetPasswordBody }>(
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

import type { FastifyPluginCallback } from 'fastify';
import { authSchemas } from '../../../contract/auth';
import { contextOf } from '../../command/context';
import type { AppDeps } from '../../deps';
import { ok } from '../../http/envelope';
import { rateLimits } from '../../plugins/rate-limit';
import { resetPassword, type ResetPasswordBody } from '../auth/service';
import { registerCustomerUserCrud } from './crud-routes';

/** /api/app/customerUserController: resetPassword, and the user CRUD (./crud-routes.ts). */
export const customerUserRoutes: FastifyPluginCallback<{ deps: AppDeps }> = (app, { deps }, done) => {
  app.post<{ Body: ResetPasswordBody }>(
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

import type { FastifyPluginCallback } from 'fastify';
import { authSchemas } from '../../../contract/auth';
import type { AuthenticateRequest, VerifyEmailRequest } from '../../../contract/auth';
import type { Role } from '../../../contract/envelope';
import { contextOf } from '../../command/context';
import type { AppDeps } from '../../deps';
import { ok } from '../../http/envelope';
import { rateLimits } from '../../plugins/rate-limit';
import { requestPasswordReset } from '../otp/service';
import { signIn } from './sign-in';
import { signOut } from './sign-out';

/** /api/authen/*: sign-in, logout and the OTP e-mail that starts a password reset. */
export const authRoutes: FastifyPluginCallback<{ deps: AppDeps }> = (app, { deps }, done) => {
  const authenticate = (
    url: string,
    kind: Role,
    schema: typeof authSchemas.adminAuthenticate | typeof authSchemas.customerAuthenticate,
  ) =>
    app.post<{ Body: AuthenticateRequest }>(
      url,
      { schema: { tags: ['auth'], ...schema }, config: { access: 'public', rateLimit: rateLimits.login } },
      async (request) =>
        ok(
          await signIn(
            deps,
            contextOf(request),
            request.headers['user-agent'],
            kind,
            request.body.username,
            request.body.password,
          ),
        ),
    );
  authenticate('/api/authen/admin/authenticate', 'ADMIN', authSchemas.adminAuthenticate);
  authenticate('/api/authen/customer/authenticate', 'CUSTOMER', authSchemas.customerAuthenticate);

  const verifyEmail = (url: string, kind: Role) =>
    app.post<{ Body: VerifyEmailRequest }>(
      url,
      {
        schema: { tags: ['auth'], ...authSchemas.verifyEmail },
        config: { access: 'public', rateLimit: rateLimits.otp },
      },
      async (request) => ok(await requestPasswordReset(deps, contextOf(request), kind, request.body.email)),
    );
  verifyEmail('/api/authen/admin/verifyAdminUser', 'ADMIN');
  verifyEmail('/api/authen/customer/verifyUser', 'CUSTOMER');

  app.post(
    '/api/authen/logout',
    {
      schema: { tags: ['auth'], ...authSchemas.logout },
      config: { access: 'authenticated' },
      // `{}` is the contract's body; a logout sent with no body at all is accepted too.
      preValidation: (request, _reply, done) => {
        request.body ??= {};
        done();
      },
    },
    async (request) => {
      await signOut(deps, contextOf(request));
      return ok({});
    },
  );
  done();
};

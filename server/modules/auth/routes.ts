import { authSchemas } from '../../../contract/auth';
import type { Role } from '../../../contract/envelope';
import { contextOf } from '../../command/context';
import { ok } from '../../http/envelope';
import { rateLimits } from '../../plugins/rate-limit';
import { requestPasswordReset } from '../otp/service';
import {
  confirmSecondFactorEnrolment,
  disableSecondFactor,
  enrolSecondFactor,
  secondFactorStatus,
} from './second-factor';
import { confirmAtSignIn, enrolAtSignIn, verifySecondFactor } from './second-factor-sign-in';
import { signIn } from './sign-in';
import { signOut } from './sign-out';
import type { RequestTypesOnly, RoutesPlugin } from '../../http/route-kit';

/**
 * /api/authen/*: sign-in (with its second step), logout, the OTP e-mail that starts a password
 * reset, and a signed-in user's own second factor.
 */
export const authRoutes: RoutesPlugin = (app, { deps }, done) => {
  // A session's user is an administrator's or a customer user's by the kind of the call, which
  // the services' types do not carry: these answers are checked by their serializer only.
  const signInApp = app.withTypeProvider<RequestTypesOnly>();
  const authenticate = (
    url: string,
    kind: Role,
    schema: typeof authSchemas.adminAuthenticate | typeof authSchemas.customerAuthenticate,
  ) =>
    signInApp.post(
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

  // The code step, for both kinds (a customer admin may have a second factor too).
  const verifyCode = (
    url: string,
    kind: Role,
    schema: typeof authSchemas.adminVerifySecondFactor | typeof authSchemas.customerVerifySecondFactor,
  ) =>
    signInApp.post(
      url,
      { schema: { tags: ['auth'], ...schema }, config: { access: 'public', rateLimit: rateLimits.login } },
      async (request) =>
        ok(
          await verifySecondFactor(
            deps,
            contextOf(request),
            request.headers['user-agent'],
            kind,
            request.body.challengeToken,
            request.body.code,
          ),
        ),
    );
  verifyCode('/api/authen/admin/verifySecondFactor', 'ADMIN', authSchemas.adminVerifySecondFactor);
  verifyCode('/api/authen/customer/verifySecondFactor', 'CUSTOMER', authSchemas.customerVerifySecondFactor);

  // Enrolment during sign-in: only administrators can be required to have a second factor.
  app.post(
    '/api/authen/admin/enrolSecondFactor',
    {
      schema: { tags: ['auth'], ...authSchemas.adminEnrolSecondFactor },
      config: { access: 'public', rateLimit: rateLimits.login },
    },
    async (request) =>
      ok(await enrolAtSignIn(deps, contextOf(request), 'ADMIN', request.body.challengeToken)),
  );
  signInApp.post(
    '/api/authen/admin/confirmSecondFactor',
    {
      schema: { tags: ['auth'], ...authSchemas.adminConfirmSecondFactor },
      config: { access: 'public', rateLimit: rateLimits.login },
    },
    async (request) =>
      ok(
        await confirmAtSignIn(
          deps,
          contextOf(request),
          request.headers['user-agent'],
          'ADMIN',
          request.body.challengeToken,
          request.body.code,
        ),
      ),
  );

  // The signed-in user's own second factor: administrators and customer admins.
  const own = { roles: ['ADMIN', 'CUSTOMER'], customerRoles: ['CUSTOMER_ADMIN'] } as const;
  app.post(
    '/api/authen/secondFactor/status',
    { schema: { tags: ['auth'], ...authSchemas.secondFactorStatus }, config: { access: own } },
    async (request) => ok(await secondFactorStatus(deps, contextOf(request))),
  );
  app.post(
    '/api/authen/secondFactor/enrol',
    { schema: { tags: ['auth'], ...authSchemas.enrolSecondFactor }, config: { access: own } },
    async (request) => ok(await enrolSecondFactor(deps, contextOf(request))),
  );
  app.post(
    '/api/authen/secondFactor/confirm',
    { schema: { tags: ['auth'], ...authSchemas.confirmSecondFactor }, config: { access: own } },
    async (request) => ok(await confirmSecondFactorEnrolment(deps, contextOf(request), request.body.code)),
  );
  app.post(
    '/api/authen/secondFactor/disable',
    {
      schema: { tags: ['auth'], ...authSchemas.disableSecondFactor },
      config: { access: own, rateLimit: rateLimits.login },
    },
    async (request) => {
      await disableSecondFactor(deps, contextOf(request), request.body);
      return ok({});
    },
  );

  const verifyEmail = (url: string, kind: Role) =>
    app.post(
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

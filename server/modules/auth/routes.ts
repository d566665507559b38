import type { FastifyRequest } from 'fastify';
import { authSchemas } from '../../../contract/auth';
import type { Role } from '../../../contract/envelope';
import { contextOf } from '../../command/context';
import { ok } from '../../http/envelope';
import { rateLimits } from '../../plugins/rate-limit';
import type { RouteAccess } from '../../http/access';
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

type RateLimit = (typeof rateLimits)[keyof typeof rateLimits];

/**
 * /api/authen/*: sign-in (with its second step), logout, the OTP e-mail that starts a password
 * reset, and a signed-in user's own second factor.
 */
export const authRoutes: RoutesPlugin = (app, { deps }, done) => {
  /** An auth route's options: its tag, who may call it, and the rate limit of a guessable step. */
  const options = <S extends object>(schema: S, access: RouteAccess, rateLimit?: RateLimit) => ({
    schema: { tags: ['auth'], ...schema },
    config: { access, ...(rateLimit ? { rateLimit } : {}) },
  });
  /** What every sign-in step takes first: the deps, the request's context and its browser. */
  const caller = (request: FastifyRequest) =>
    [deps, contextOf(request), request.headers['user-agent']] as const;

  // A session's user is an administrator's or a customer user's by the kind of the call, which
  // the services' types do not carry: these answers are checked by their serializer only.
  const signInApp = app.withTypeProvider<RequestTypesOnly>();
  const authenticate = (
    url: string,
    kind: Role,
    schema: typeof authSchemas.adminAuthenticate | typeof authSchemas.customerAuthenticate,
  ) =>
    signInApp.post(url, options(schema, 'public', rateLimits.login), async (request) =>
      ok(await signIn(...caller(request), kind, request.body.username, request.body.password)),
    );
  authenticate('/api/authen/admin/authenticate', 'ADMIN', authSchemas.adminAuthenticate);
  authenticate('/api/authen/customer/authenticate', 'CUSTOMER', authSchemas.customerAuthenticate);

  // The code step, for both kinds (a customer admin may have a second factor too).
  const verifyCode = (
    url: string,
    kind: Role,
    schema: typeof authSchemas.adminVerifySecondFactor | typeof authSchemas.customerVerifySecondFactor,
  ) =>
    signInApp.post(url, options(schema, 'public', rateLimits.login), async (request) =>
      ok(await verifySecondFactor(...caller(request), kind, request.body.challengeToken, request.body.code)),
    );
  verifyCode('/api/authen/admin/verifySecondFactor', 'ADMIN', authSchemas.adminVerifySecondFactor);
  verifyCode('/api/authen/customer/verifySecondFactor', 'CUSTOMER', authSchemas.customerVerifySecondFactor);

  // Enrolment during sign-in: only administrators can be required to have a second factor.
  app.post(
    '/api/authen/admin/enrolSecondFactor',
    options(authSchemas.adminEnrolSecondFactor, 'public', rateLimits.login),
    async (request) =>
      ok(await enrolAtSignIn(deps, contextOf(request), 'ADMIN', request.body.challengeToken)),
  );
  signInApp.post(
    '/api/authen/admin/confirmSecondFactor',
    options(authSchemas.adminConfirmSecondFactor, 'public', rateLimits.login),
    async (request) =>
      ok(await confirmAtSignIn(...caller(request), 'ADMIN', request.body.challengeToken, request.body.code)),
  );

  // The signed-in user's own second factor: administrators and customer admins.
  const own = { roles: ['ADMIN', 'CUSTOMER'], customerRoles: ['CUSTOMER_ADMIN'] } as const;
  app.post('/api/authen/secondFactor/status', options(authSchemas.secondFactorStatus, own), async (request) =>
    ok(await secondFactorStatus(deps, contextOf(request))),
  );
  app.post('/api/authen/secondFactor/enrol', options(authSchemas.enrolSecondFactor, own), async (request) =>
    ok(await enrolSecondFactor(deps, contextOf(request))),
  );
  app.post(
    '/api/authen/secondFactor/confirm',
    options(authSchemas.confirmSecondFactor, own),
    async (request) => ok(await confirmSecondFactorEnrolment(deps, contextOf(request), request.body.code)),
  );
  app.post(
    '/api/authen/secondFactor/disable',
    options(authSchemas.disableSecondFactor, own, rateLimits.login),
    async (request) => {
      await disableSecondFactor(deps, contextOf(request), request.body);
      return ok({});
    },
  );

  const verifyEmail = (url: string, kind: Role) =>
    app.post(url, options(authSchemas.verifyEmail, 'public', rateLimits.otp), async (request) =>
      ok(await requestPasswordReset(deps, contextOf(request), kind, request.body.email)),
    );
  verifyEmail('/api/authen/admin/verifyAdminUser', 'ADMIN');
  verifyEmail('/api/authen/customer/verifyUser', 'CUSTOMER');

  app.post(
    '/api/authen/logout',
    {
      ...options(authSchemas.logout, 'authenticated'),
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

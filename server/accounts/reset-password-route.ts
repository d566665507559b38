import { authSchemas } from '../../contract/auth';
import type { Role } from '../../contract/envelope';
import { contextOf } from '../command/context';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import type { RoutesApp } from '../http/route-kit';
import { rateLimits } from '../plugins/rate-limit';
import { resetPassword } from '../modules/auth/service';

/** `${prefix}/resetPassword` of one kind of account (the admin-user and customer-user controllers). */
export function registerResetPassword(
  app: RoutesApp,
  deps: AppDeps,
  kind: Role,
  prefix: string,
  tag: string,
) {
  app.post(
    `${prefix}/resetPassword`,
    {
      schema: { tags: [tag], ...authSchemas.resetPassword },
      // Anonymous with the e-mailed OTP, or signed in (even while the password must change).
      config: { access: 'public', rateLimit: rateLimits.login },
    },
    async (request) => {
      await resetPassword(deps, contextOf(request), kind, request.body);
      return ok({});
    },
  );
}

import { authSchemas } from '../../../contract/auth';
import { contextOf } from '../../command/context';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { toApiTime } from '../../http/time';
import { rateLimits } from '../../plugins/rate-limit';
import { latestOtpRequestOf } from './repository';
import { verifyOtp } from './service';
import type { RoutesPlugin } from '../../http/route-kit';

/** /api/app/otpController: check an OTP (anonymous), look up the latest request of an e-mail (ADMIN). */
export const otpRoutes: RoutesPlugin = (app, { deps }, done) => {
  app.post(
    '/api/app/otpController/getByValue',
    {
      schema: { tags: ['otp'], ...authSchemas.otpGetByValue },
      config: { access: 'public', rateLimit: rateLimits.otp },
    },
    async (request) =>
      ok({
        refCode: await verifyOtp(deps, contextOf(request), request.body.refCode, request.body.otp),
        verified: true,
      }),
  );

  app.post(
    '/api/app/otpController/getByEmail',
    { schema: { tags: ['otp'], ...authSchemas.otpGetByEmail }, config: { access: { roles: ['ADMIN'] } } },
    async (request) => {
      const row = await latestOtpRequestOf(deps.db, request.body.email);
      if (!row) throw notFound();
      return ok({
        refCode: row.refCode,
        createDtm: toApiTime(row.createdAt),
        expiresAt: toApiTime(row.expiresAt),
        used: row.usedAt !== null,
      });
    },
  );
  done();
};

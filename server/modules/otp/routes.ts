import type { FastifyPluginCallback } from 'fastify';
import { authSchemas } from '../../../contract/auth';
import type { OtpByEmailRequest, OtpCheckRequest } from '../../../contract/auth';
import { contextOf } from '../../command/context';
import type { AppDeps } from '../../deps';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { toApiTime } from '../../http/time';
import { rateLimits } from '../../plugins/rate-limit';
import { latestOtpRequestOf } from './repository';
import { verifyOtp } from './service';

/** /api/app/otpController: check an OTP (anonymous), look up the latest request of an e-mail (ADMIN). */
export const otpRoutes: FastifyPluginCallback<{ deps: AppDeps }> = (app, { deps }, done) => {
  app.post<{ Body: OtpCheckRequest }>(
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

  app.post<{ Body: OtpByEmailRequest }>(
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

import type { FastifyPluginCallback } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { ok } from '../../http/envelope';
import { version } from '../../version';

const checkApiSchema = {
  response: {
    200: {
      type: 'object',
      properties: {
        status: { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string' } } },
        data: {
          type: 'object',
          properties: {
            service: { type: 'string' },
            database: { type: 'string' },
            version: { type: 'string' },
          },
        },
      },
    },
  },
} as const;

/** /api/commonController: health check (and, later, the contact form). */
export const commonRoutes: FastifyPluginCallback<{ deps: AppDeps }> = (app, { deps }, done) => {
  const checkApi = async () => {
    const database = await deps.db
      .execute(sql`SELECT 1`)
      .then(() => 'UP')
      .catch(() => 'DOWN');
    return ok({ service: 'UP', database, version });
  };
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/api/commonController/check-api',
      schema: checkApiSchema,
      config: { access: 'public' },
      handler: checkApi,
    });
  }
  done();
};

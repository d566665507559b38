import { sql } from 'drizzle-orm';
import { ok } from '../../http/envelope';
import { version } from '../../version';
import { object, okEnvelope, str } from '../../../contract/schema-kit';
import type { RoutesPlugin } from '../../http/route-kit';

const checkApiSchema = {
  response: okEnvelope(object({ service: str, database: str, version: str })),
} as const;

/** /api/commonController: health check (and, later, the contact form). */
export const commonRoutes: RoutesPlugin = (app, { deps }, done) => {
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

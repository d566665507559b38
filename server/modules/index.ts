import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { commonRoutes } from './common/routes';

/** Every controller of the API contract, one module each (prefix = contract path). */
export async function registerModules(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(commonRoutes, { deps });
}

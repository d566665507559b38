import type { FastifyPluginCallback } from 'fastify';
import { menuSchemas } from '../../../contract/menus';
import type { AppDeps } from '../../deps';
import { ok } from '../../http/envelope';
import { menusFor } from './repository';

/** GET /api/v1/menus/listAllMenu: the caller's menu (the routes enforce the same rights). */
export const menuRoutes: FastifyPluginCallback<{ deps: AppDeps }> = (app, { deps }, done) => {
  app.get(
    '/api/v1/menus/listAllMenu',
    {
      schema: { tags: ['menus'], ...menuSchemas.listAllMenu },
      config: { access: { roles: ['ADMIN', 'CUSTOMER'] } },
    },
    async (request) => ok(await menusFor(deps.db, request.principal!)),
  );
  done();
};

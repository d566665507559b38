import { menuSchemas } from '../../../contract/menus';
import { ok } from '../../http/envelope';
import { menusFor } from './repository';
import type { RoutesPlugin } from '../../http/route-kit';

/** GET /api/v1/menus/listAllMenu: the caller's menu (the routes enforce the same rights). */
export const menuRoutes: RoutesPlugin = (app, { deps }, done) => {
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

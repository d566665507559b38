import { ADMIN_USER_PREFIX as PREFIX, adminUserSchemas as s } from '../../../contract/admin-user';
import { contextOf } from '../../command/context';
import type { AppDeps } from '../../deps';
import type { RouteAccess } from '../../http/access';
import { ok } from '../../http/envelope';
import { routeOptions, type Controller, type RoutesApp } from '../../http/route-kit';
import { patternTexts } from '../../validation/pattern-texts';
import { createAdminUserService } from './service';

/** Administrator records are managed by administrators only (api-contract.md, Admin users). */
const ADMIN_ONLY: RouteAccess = { roles: ['ADMIN'] };

const controller: Controller = { tag: 'admin-user', access: ADMIN_ONLY, patternTexts };
const options = <S extends object>(schema: S, summary: string) => routeOptions(controller, schema, summary);

/** search, getAdminByCode, create, update, delete. */
export function registerAdminUserCrud(app: RoutesApp, deps: AppDeps): void {
  const service = createAdminUserService(deps);

  app.post(`${PREFIX}/search`, options(s.search, 'Search administrators'), async (request) => {
    return service.search(request.body);
  });

  app.post(
    `${PREFIX}/getAdminByCode`,
    options(s.getAdminByCode, 'An administrator by code'),
    async (request) => {
      return ok(await service.getAdminByCode(request.body.adminCode));
    },
  );

  app.post(
    `${PREFIX}/create`,
    options(s.create, 'Create an administrator (an OTP e-mail lets them set a password)'),
    async (request) => {
      return ok(await service.create(contextOf(request), request.body));
    },
  );

  app.post(`${PREFIX}/update`, options(s.update, 'Update an administrator'), async (request) => {
    return ok(await service.update(contextOf(request), request.body));
  });

  app.post(
    `${PREFIX}/delete`,
    options(s.delete, 'Delete an administrator (soft); their sessions end'),
    async (request) => {
      await service.remove(contextOf(request), request.body);
      return ok({});
    },
  );
}

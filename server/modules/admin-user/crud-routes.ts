import type { FastifyInstance } from 'fastify';
import {
  ADMIN_USER_PREFIX as PREFIX,
  adminUserSchemas as s,
  type AdminCodeRequest,
  type CreateAdminUserRequest,
  type DeleteAdminUserRequest,
  type SearchAdminUserRequest,
  type UpdateAdminUserRequest,
} from '../../../contract/admin-user';
import { contextOf } from '../../command/context';
import type { AppDeps } from '../../deps';
import type { RouteAccess } from '../../http/access';
import { ok } from '../../http/envelope';
import { routeOptions, type Controller } from '../../http/route-kit';
import { patternTexts } from '../../validation/pattern-texts';
import { createAdminUserService } from './service';

/** Administrator records are managed by administrators only (api-contract.md, Admin users). */
const ADMIN_ONLY: RouteAccess = { roles: ['ADMIN'] };

const controller: Controller = { tag: 'admin-user', access: ADMIN_ONLY, patternTexts };
const options = <S extends object>(schema: S, summary: string) => routeOptions(controller, schema, summary);

/** search, getAdminByCode, create, update, delete. */
export function registerAdminUserCrud(app: FastifyInstance, deps: AppDeps): void {
  const service = createAdminUserService(deps);

  app.post<{ Body: SearchAdminUserRequest }>(
    `${PREFIX}/search`,
    options(s.search, 'Search administrators'),
    async (request) => {
      return service.search(request.body);
    },
  );

  app.post<{ Body: AdminCodeRequest }>(
    `${PREFIX}/getAdminByCode`,
    options(s.getAdminByCode, 'An administrator by code'),
    async (request) => {
      return ok(await service.getAdminByCode(request.body.adminCode));
    },
  );

  app.post<{ Body: CreateAdminUserRequest }>(
    `${PREFIX}/create`,
    options(s.create, 'Create an administrator (an OTP e-mail lets them set a password)'),
    async (request) => {
      return ok(await service.create(contextOf(request), request.body));
    },
  );

  app.post<{ Body: UpdateAdminUserRequest }>(
    `${PREFIX}/update`,
    options(s.update, 'Update an administrator'),
    async (request) => {
      return ok(await service.update(contextOf(request), request.body));
    },
  );

  app.post<{ Body: DeleteAdminUserRequest }>(
    `${PREFIX}/delete`,
    options(s.delete, 'Delete an administrator (soft); their sessions end'),
    async (request) => {
      await service.remove(contextOf(request), request.body);
      return ok({});
    },
  );
}

import { CUSTOMER_USER_PREFIX as PREFIX, customerUserSchemas as s } from '../../../contract/customer-user';
import { contextOf } from '../../command/context';
import type { AppDeps } from '../../deps';
import type { RouteAccess } from '../../http/access';
import { ok } from '../../http/envelope';
import { routeOptions, type Controller, type RoutesApp } from '../../http/route-kit';
import { patternTexts } from '../../validation/pattern-texts';
import { createCustomerUserService } from './service';

/** Administrators, and customer admins for their own customer (api-contract.md, Customer users). */
const USER_MANAGERS: RouteAccess = { roles: ['ADMIN', 'CUSTOMER'], customerRoles: ['CUSTOMER_ADMIN'] };

const controller: Controller = { tag: 'customer-user', access: USER_MANAGERS, patternTexts };
const options = <S extends object>(schema: S, summary: string) => routeOptions(controller, schema, summary);

/** search, getById, getCustomerUserDetailByUserCode, create, update, delete. */
export function registerCustomerUserCrud(app: RoutesApp, deps: AppDeps): void {
  const service = createCustomerUserService(deps);

  app.post(`${PREFIX}/search`, options(s.search, 'Search customer users'), async (request) => {
    return service.search(contextOf(request), request.body);
  });

  app.post(`${PREFIX}/getById`, options(s.getById, 'A customer user by id'), async (request) => {
    return ok(await service.getById(contextOf(request), request.body.userId));
  });

  app.post(
    `${PREFIX}/getCustomerUserDetailByUserCode`,
    options(s.getCustomerUserDetailByUserCode, 'A customer user by code, with the names of its branches'),
    async (request) => {
      return ok(await service.getDetailByUserCode(contextOf(request), request.body.userCode));
    },
  );

  app.post(
    `${PREFIX}/create`,
    options(s.create, 'Create a customer user (an OTP e-mail lets them set a password)'),
    async (request) => {
      return ok(await service.create(contextOf(request), request.body));
    },
  );

  app.post(`${PREFIX}/update`, options(s.update, 'Update a customer user'), async (request) => {
    return ok(await service.update(contextOf(request), request.body));
  });

  app.post(
    `${PREFIX}/delete`,
    options(s.delete, 'Delete a customer user (soft); their sessions end'),
    async (request) => {
      await service.remove(contextOf(request), request.body);
      return ok({});
    },
  );
}

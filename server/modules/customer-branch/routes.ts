import {
  CUSTOMER_BRANCH_PREFIX as PREFIX,
  customerBranchSchemas as s,
} from '../../../contract/customer-branch';
import { contextOf } from '../../command/context';
import type { RouteAccess } from '../../http/access';
import { ok } from '../../http/envelope';
import { routeOptions, type Controller, type RoutesPlugin } from '../../http/route-kit';
import { patternTexts } from '../../validation/pattern-texts';
import { createBranchService } from './service';

/** Administrators, and customer admins for their own customer (api-contract.md, Branches). */
const BRANCH_MANAGERS: RouteAccess = { roles: ['ADMIN', 'CUSTOMER'], customerRoles: ['CUSTOMER_ADMIN'] };

/** Every customer user picks a branch to import for (a USER sees its assigned ones only). */
const BRANCH_READERS: RouteAccess = { roles: ['ADMIN', 'CUSTOMER'] };

const controller: Controller = { tag: 'customer-branch', access: BRANCH_MANAGERS, patternTexts };
const options = <S extends object>(schema: S, summary: string) => routeOptions(controller, schema, summary);

/** /api/app/customerBranchController: the branches of one customer. */
export const customerBranchRoutes: RoutesPlugin = (app, { deps }, done) => {
  const service = createBranchService(deps);

  app.post(`${PREFIX}/search`, options(s.search, "Search a customer's branches"), async (request) => {
    return service.search(contextOf(request), request.body);
  });

  app.post(
    `${PREFIX}/getCustomerBranchById`,
    options(s.getCustomerBranchById, 'A branch by its id'),
    async (request) => {
      return ok(await service.getById(contextOf(request), request.body.branchId));
    },
  );

  app.post(`${PREFIX}/create`, options(s.create, 'Create a branch'), async (request) => {
    return ok(await service.create(contextOf(request), request.body));
  });

  app.post(`${PREFIX}/update`, options(s.update, 'Update a branch'), async (request) => {
    return ok(await service.update(contextOf(request), request.body));
  });

  app.post(`${PREFIX}/delete`, options(s.delete, 'Delete a branch (soft)'), async (request) => {
    await service.remove(contextOf(request), request.body);
    return ok({});
  });

  app.post(
    `${PREFIX}/listBranchByCustomerAndStatus`,
    routeOptions(
      controller,
      s.listBranchByCustomerAndStatus,
      "A customer's branches of a status, by code",
      BRANCH_READERS,
    ),
    async (request) => {
      return ok(await service.listByStatus(contextOf(request), request.body));
    },
  );
  done();
};

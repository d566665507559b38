import { CUSTOMER_PREFIX, customerSchemas as s } from '../../../contract/customer';
import { contextOf } from '../../command/context';
import type { RouteAccess } from '../../http/access';
import { ok } from '../../http/envelope';
import { routeOptions, type Controller, type RoutesPlugin } from '../../http/route-kit';
import { patternTexts } from '../../validation/pattern-texts';
import { registerListExport } from '../../exports/export-route';
import { customerExport } from './export-route';
import { createCustomerService } from './service';

/** Customers are managed by administrators only (api-contract.md, Customers). */
const ADMIN_ONLY: RouteAccess = { roles: ['ADMIN'] };

const controller: Controller = { tag: 'customer', access: ADMIN_ONLY, patternTexts };
const options = <S extends object>(schema: S, summary: string) => routeOptions(controller, schema, summary);

/** /api/app/customerController: search, read, create (with its head office), update, delete. */
export const customerRoutes: RoutesPlugin = (app, { deps }, done) => {
  const service = createCustomerService(deps);

  app.post(`${CUSTOMER_PREFIX}/search`, options(s.search, 'Search customers'), async (request) => {
    return service.search(request.body);
  });
  registerListExport(app, deps.config.exportBatchRows, controller, customerExport(deps.db));

  app.post(
    `${CUSTOMER_PREFIX}/getCustomerByCode`,
    options(s.getCustomerByCode, 'A customer with its addresses and document types'),
    async (request) => {
      return ok(await service.getCustomerByCode(request.body.customerCode));
    },
  );

  app.post(
    `${CUSTOMER_PREFIX}/create`,
    options(s.create, 'Create a customer and its head office (branch 00000)'),
    async (request) => {
      return ok(await service.create(contextOf(request), request.body));
    },
  );

  app.post(`${CUSTOMER_PREFIX}/update`, options(s.update, 'Update a customer'), async (request) => {
    return ok(await service.update(contextOf(request), request.body));
  });

  app.post(
    `${CUSTOMER_PREFIX}/delete`,
    options(s.delete, 'Delete a customer (soft), with its branches and users'),
    async (request) => {
      await service.remove(contextOf(request), request.body);
      return ok({});
    },
  );

  app.post(
    `${CUSTOMER_PREFIX}/listCustomerByStatus`,
    options(s.listCustomerByStatus, 'Every customer of a status, by name'),
    async (request) => {
      return ok(await service.listCustomerByStatus(request.body.status));
    },
  );
  done();
};

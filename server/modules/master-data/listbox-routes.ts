import { listboxSchemas as s } from '../../../contract/master-data-schemas';
import { contextOf } from '../../command/context';
import { ok, sendSerialised } from '../../http/envelope';
import type { ListboxService } from './listbox-service';
import { ADMIN_ONLY, ADMIN_OR_CUSTOMER, PUBLIC, routeOptions } from './route-kit';
import type { RoutesApp } from '../../http/route-kit';

/** Listbox groups, items, the RD code map and a customer's document types. */
export function registerListboxRoutes(app: RoutesApp, service: ListboxService): void {
  app.post(
    '/listboxByGroup',
    // Public: the public site fills a few dropdowns; anonymous callers get only those groups.
    routeOptions(PUBLIC, s.listboxByGroup, 'Active items of a listbox group, by seq'),
    async (request, reply) =>
      sendSerialised(reply, await service.listboxByGroup(contextOf(request), request.body.listboxGroup)),
  );

  app.post(
    '/getListboxMapRdByKey',
    routeOptions(PUBLIC, s.getListboxMapRdByKey, 'Our codes mapped to Revenue Department codes'),
    async (request, reply) => sendSerialised(reply, await service.getListboxMapRdByKey(request.body.key)),
  );

  app.post(
    '/searchListboxGroup',
    routeOptions(ADMIN_ONLY, s.searchListboxGroup, 'Search listbox groups'),
    async (request) => service.searchListboxGroup(request.body),
  );

  app.post(
    '/listAllListboxGroup',
    routeOptions(ADMIN_ONLY, s.listAllListboxGroup, 'Every listbox group that is not deleted'),
    async () => ok(await service.listAllListboxGroup()),
  );

  app.get(
    '/getListboxGroupMaster/:code',
    routeOptions(ADMIN_ONLY, s.getListboxGroupMaster, 'A listbox group with its items of every status'),
    async (request) => ok(await service.getListboxGroupMaster(request.params.code)),
  );

  app.post(
    '/listboxGroupMaster',
    routeOptions(ADMIN_ONLY, s.listboxGroupMaster, 'Items of a listbox group, every status'),
    async (request) => ok(await service.listboxGroupMaster(request.body.listboxGroupCode)),
  );

  app.post(
    '/saveListBoxGroupMaster',
    routeOptions(ADMIN_ONLY, s.saveListBoxGroupMaster, 'Create (no version) or update a listbox group'),
    async (request) => ok(await service.saveListBoxGroupMaster(contextOf(request), request.body)),
  );

  app.post(
    '/saveListBoxMaster',
    routeOptions(ADMIN_ONLY, s.saveListBoxMaster, 'Create (no version) or update a listbox item'),
    async (request) => ok(await service.saveListBoxMaster(contextOf(request), request.body)),
  );

  app.post(
    '/getDocumentTypeByCustomer',
    routeOptions(
      ADMIN_OR_CUSTOMER,
      s.getDocumentTypeByCustomer,
      'Document types enabled for a customer (a CUSTOMER token: its own)',
    ),
    async (request) =>
      ok(await service.getDocumentTypeByCustomer(contextOf(request), request.body.customerCode)),
  );
}

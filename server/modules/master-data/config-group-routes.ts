import { configGroupSchemas as s } from '../../../contract/master-data-schemas';
import { contextOf } from '../../command/context';
import { ok } from '../../http/envelope';
import type { ConfigGroupService } from './config-group-service';
import { ADMIN_ONLY, routeOptions } from './route-kit';
import type { RoutesApp } from '../../http/route-kit';

/** Config groups: administrators only, secrets masked. */
export function registerConfigGroupRoutes(app: RoutesApp, service: ConfigGroupService): void {
  app.post(
    '/searchConfigGroup',
    routeOptions(ADMIN_ONLY, s.searchConfigGroup, 'Search config groups'),
    async (request) => service.searchConfigGroup(request.body),
  );

  app.post(
    '/getConfigGroup',
    routeOptions(ADMIN_ONLY, s.getConfigGroup, 'A config group with its items; secrets masked'),
    async (request) => ok(await service.getConfigGroup(request.body.configGroupType)),
  );

  app.post(
    '/saveConfigGroup',
    routeOptions(
      ADMIN_ONLY,
      s.saveConfigGroup,
      'Create (no version) or update a config group; a masked secret keeps its value',
    ),
    async (request) => ok(await service.saveConfigGroup(contextOf(request), request.body)),
  );
}

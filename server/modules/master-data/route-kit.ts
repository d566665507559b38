import type { RouteAccess } from '../../http/access';
import { routeOptions as controllerRouteOptions, type Controller } from '../../http/route-kit';
import { MASTER_DATA_PATTERN_TEXTS } from './pattern-texts';

/** Dropdown look-ups of non-secret reference data: anyone, signed in or not. */
export const PUBLIC: RouteAccess = 'public';
/** Searches, admin reads, config groups and every write. */
export const ADMIN_ONLY: RouteAccess = { roles: ['ADMIN'] };
export const ADMIN_OR_CUSTOMER: RouteAccess = { roles: ['ADMIN', 'CUSTOMER'] };

const masterData: Controller = {
  tag: 'master-data',
  access: ADMIN_ONLY,
  patternTexts: MASTER_DATA_PATTERN_TEXTS,
};

/** Route options of a master-data call: each names who may call it. */
export function routeOptions<S extends object>(access: RouteAccess, schema: S, summary: string) {
  return controllerRouteOptions(masterData, schema, summary, access);
}

import {
  LANDING_CALL_NAMES,
  LANDING_KINDS,
  LANDING_PREFIX,
  type LandingKind,
  type SearchStatCounterRequest,
  type StatCounterRequest,
  type UpdateStatCounterRequest,
} from '../../../contract/landing';
import { landingSchemas as s } from '../../../contract/landing-schemas';
import { contextOf } from '../../command/context';
import type { RouteAccess } from '../../http/access';
import { ok, sendSerialised } from '../../http/envelope';
import { landingServiceFor, type LandingService } from './landing-service';
import {
  routeOptions as controllerRouteOptions,
  type Controller,
  type AsyncRoutesPlugin,
  type RoutesApp,
} from '../../http/route-kit';
import { formatText } from './messages';

/** The landing page is read by every visitor; only administrators edit it. */
const PUBLIC: RouteAccess = 'public';
const ADMIN_ONLY: RouteAccess = { roles: ['ADMIN'] };

const landing: Controller = { tag: 'landing', access: ADMIN_ONLY, patternTexts: formatText };
const routeOptions = <S extends object>(access: RouteAccess, schema: S, summary: string) =>
  controllerRouteOptions(landing, schema, summary, access);

/** Every call of every kind, written out so that a search for the call's name finds it. */
const CALLS = {
  PRODUCT: {
    list: '/listProduct',
    search: '/searchProduct',
    create: '/createProduct',
    update: '/updateProduct',
    reorder: '/reorderProduct',
  },
  BANNER: {
    list: '/listBanner',
    search: '/searchBanner',
    create: '/createBanner',
    update: '/updateBanner',
    reorder: '/reorderBanner',
  },
  ABOUT_US: {
    list: '/listAboutUs',
    search: '/searchAboutUs',
    create: '/createAboutUs',
    update: '/updateAboutUs',
    reorder: '/reorderAboutUs',
  },
  ANNOUNCEMENT: {
    list: '/listAnnouncement',
    search: '/searchAnnouncement',
    create: '/createAnnouncement',
    update: '/updateAnnouncement',
    reorder: '/reorderAnnouncement',
  },
} as const satisfies Record<LandingKind, Record<'list' | 'search' | 'create' | 'update' | 'reorder', string>>;

/** list<Name> (public), search<Name>, create<Name>, update<Name>, reorder<Name> (ADMIN) of one kind. */
function registerKind(app: RoutesApp, service: LandingService, kind: LandingKind): void {
  const name = LANDING_CALL_NAMES[kind];
  const calls = CALLS[kind];

  app.post(
    calls.list,
    routeOptions(PUBLIC, s.list, `Active ${name} items, by seq`),
    async (_request, reply) => sendSerialised(reply, await service.list(kind)),
  );

  app.post(
    calls.search,
    routeOptions(ADMIN_ONLY, s.search, `Search ${name} items of every status but DELETE`),
    async (request) => {
      return service.search(kind, request.body);
    },
  );

  app.post(calls.create, routeOptions(ADMIN_ONLY, s.create, `Create a ${name} item`), async (request) => {
    return ok(await service.create(contextOf(request), kind, request.body));
  });

  app.post(
    calls.update,
    routeOptions(ADMIN_ONLY, s.update, `Update a ${name} item (status DELETE removes it)`),
    async (request) => {
      return ok(await service.update(contextOf(request), kind, request.body));
    },
  );

  app.post(
    calls.reorder,
    routeOptions(ADMIN_ONLY, s.reorder, `Save the order of every ${name} item at once`),
    async (request) => {
      return ok(await service.reorder(contextOf(request), kind, request.body));
    },
  );
}

/** /api/app/landingPageController: the public landing page's content and its editing. */
export const landingRoutes: AsyncRoutesPlugin = async (app, { deps }) => {
  const service = landingServiceFor(deps);
  await app.register(
    (scoped, _options, done) => {
      // A POST without a body (axios.post(url)) is read as `{}`: the lists need nothing, and the
      // other calls then answer their missing fields one by one instead of "body must be object".
      scoped.addHook('preValidation', (request, _reply, next) => {
        request.body ??= {};
        next();
      });
      for (const kind of LANDING_KINDS) registerKind(scoped, service, kind);
      scoped.post<{ Body: StatCounterRequest }>(
        '/getStatCounterById',
        routeOptions(
          PUBLIC,
          s.getStatCounterById,
          'A figure of the landing page (1 events, 2 runners, 3 documents)',
        ),
        async (request, reply) => sendSerialised(reply, await service.statCounter(request.body.id)),
      );
      scoped.post<{ Body: SearchStatCounterRequest }>(
        '/searchStatCounter',
        routeOptions(ADMIN_ONLY, s.searchStatCounter, 'Every figure with its record stamp'),
        async (request) => {
          return service.searchStatCounters(request.body);
        },
      );
      scoped.post<{ Body: UpdateStatCounterRequest }>(
        '/updateStatCounter',
        routeOptions(ADMIN_ONLY, s.updateStatCounter, "Change a figure's labels and value"),
        async (request) => {
          return ok(await service.updateStatCounter(contextOf(request), request.body));
        },
      );
      done();
    },
    { prefix: LANDING_PREFIX },
  );
};

import type {
  FastifyPluginAsyncJsonSchemaToTs,
  FastifyPluginCallbackJsonSchemaToTs,
} from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyTypeProvider } from 'fastify';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { AppDeps } from '../deps';
import type { RouteAccess } from './access';
import type { PatternTexts } from './schema-validation';

/**
 * A module's routes. Each handler's body, query, params and reply types are read off its route's
 * schema (json-schema-to-ts), so a handler cannot drift from the schema the server checks.
 */
export type RoutesPlugin = FastifyPluginCallbackJsonSchemaToTs<{ Options: { deps: AppDeps } }>;
export type AsyncRoutesPlugin = FastifyPluginAsyncJsonSchemaToTs<{ Options: { deps: AppDeps } }>;
/** The app a module's route helpers register on (its handlers typed the same way). */
export type RoutesApp = Parameters<RoutesPlugin>[0];

/**
 * Request types read off the schema, the reply left to the serializer: only for an answer whose
 * shape depends on run-time data its type does not carry (the sign-in session of either kind).
 */
export interface RequestTypesOnly extends FastifyTypeProvider {
  validator: this['schema'] extends JSONSchema ? FromSchema<this['schema']> : unknown;
}

/** What every route of one controller shares: its OpenAPI tag, who may call it, its field texts. */
export interface Controller {
  tag: string;
  access: RouteAccess;
  /** Texts for a failed `pattern` / `format`, by field name (the generic ones say too little). */
  patternTexts?: PatternTexts;
}

/**
 * The options of one route of a controller. Schema failures need nothing in the handler: the
 * error handler answers them in the request's language with the controller's field texts.
 * Write each route's full path in its file (`${CUSTOMER_PREFIX}/search`), so that a search for
 * the endpoint's name finds its route.
 */
export function routeOptions<S extends object>(
  controller: Controller,
  schema: S,
  summary: string,
  access: RouteAccess = controller.access,
) {
  return {
    schema: { tags: [controller.tag], summary, ...schema },
    config: { access, ...(controller.patternTexts ? { patternTexts: controller.patternTexts } : {}) },
  };
}

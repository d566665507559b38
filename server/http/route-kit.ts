import type { RouteAccess } from './access';
import type { PatternTexts } from './schema-validation';

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

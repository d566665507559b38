import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { version } from '../version';

/**
 * The OpenAPI document, generated from the route schemas (register before the routes), and
 * swagger-ui at /api/docs. Every docs route is 'public'.
 */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'E-TAX / E-DOCUMENT API',
        version,
        description: 'The contract between the web apps and the server (docs/api-contract.md).',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: ({ schema, url, route }) => {
      const access = route.config?.access;
      const secured = access !== undefined && access !== 'public';
      return { schema: secured ? { ...schema, security: [{ bearer: [] }] } : schema, url };
    },
  });
  await app.register(async (scope) => {
    // swagger-ui's own routes declare no access: they are the public documentation.
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'public' };
    });
    await scope.register(swaggerUi, {
      routePrefix: '/api/docs',
      // No call to validator.swagger.io (the CSP allows only this origin).
      uiConfig: { validatorUrl: null, docExpansion: 'list', deepLinking: true },
    });
  });
}

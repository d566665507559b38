import Fastify, { type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { ServerConfig } from './config';
import type { AppDeps } from './deps';
import { answerClientError, answerFrameworkError, installErrorHandler } from './plugins/error-handler';
import { registerPlugins } from './plugins';
import { registerModules } from './modules';
import { errorSerializer } from './log/error-summary';

export interface BuildAppOptions {
  logger?: boolean | { level: string };
}

/**
 * TRUST_PROXY as Fastify takes it. A hop count trusts that many hops nearest this server (Fastify
 * turns a bare number into "trust nothing"): right only when the servers are reachable through
 * the balancer alone, as docs/several-servers.md says; addresses or CIDRs hold without that.
 */
function trustProxyOption(setting: ServerConfig['trustProxy']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

/** Builds the whole HTTP app; server/main.ts listens with it, tests use app.inject(). */
export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // An error is logged by its summary: never the values of a failed query (a PDF's bytes).
    logger:
      typeof options.logger === 'object'
        ? { ...options.logger, serializers: { err: errorSerializer } }
        : (options.logger ?? false),
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024, // JSON bodies; file uploads have their own 5 MB limit
    connectionTimeout: 60_000,
    requestTimeout: 60_000,
    trustProxy: trustProxyOption(deps.config.trustProxy),
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    ajv: {
      // Unknown fields are refused (schemas say additionalProperties: false), not silently dropped.
      customOptions: { removeAdditional: false, allErrors: true, coerceTypes: false, useDefaults: true },
    },
  });
  app.decorateRequest('principal', null);
  installErrorHandler(app);
  await registerPlugins(app, deps);
  await registerModules(app, deps);
  return app;
}

import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';

/** Cross-cutting plugins, in order: security headers, rate limits, auth, docs, static web apps. */
export async function registerPlugins(_app: FastifyInstance, _deps: AppDeps): Promise<void> {}

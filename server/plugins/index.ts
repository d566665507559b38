import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { installAuth } from './auth';
import { installBodyGuard } from './body-guard';
import { registerDocs } from './docs';
import { registerMultipart } from './multipart';
import { registerRateLimit } from './rate-limit';
import { registerSecurityHeaders } from './security-headers';
import { registerStaticApps } from './static-apps';

/** Cross-cutting plugins, in order: security headers, rate limits, auth, docs, static web apps. */
export async function registerPlugins(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerSecurityHeaders(app);
  await registerRateLimit(app, deps.db);
  await registerMultipart(app);
  installAuth(app, deps);
  installBodyGuard(app);
  await registerDocs(app);
  await registerStaticApps(app, deps);
}

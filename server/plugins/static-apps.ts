import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { AppDeps } from '../deps';
import { landingServiceFor } from '../modules/landing/landing-service';
import { createBackOfficeHtml, type BackOfficeHtml } from './back-office-html';
import { createPublicHtml, type PublicHtml } from './public-html';
import { requestLanguage } from './public-language';

/** The three built web apps (vite build --mode <module>-prod writes dist/<module>). */
const webApps = [
  { module: 'admin', prefix: '/admin' },
  { module: 'customer', prefix: '/customer' },
  { module: 'public', prefix: '' },
] as const;

// Vite puts content-hashed files under assets/: they never change, so browsers keep them.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// index.html names the current hashed files: always revalidated.
const REVALIDATE = 'no-cache';

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The public page compressed as the browser accepts it (a few KB of HTML and data: brotli at a
 * middle level costs well under a millisecond); the built files come precompressed instead.
 */
function encodePage(request: FastifyRequest, reply: FastifyReply, html: string): string | Buffer {
  reply.header('vary', 'accept-encoding');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    reply.header('content-encoding', 'br');
    return brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  if (/\bgzip\b/.test(accepted)) {
    reply.header('content-encoding', 'gzip');
    return gzipSync(html, { level: 6 });
  }
  return html;
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/** A path inside the app folder, or null when the URL tries to leave it. */
function fileInApp(appDir: string, requested: string): string | null {
  if (requested.includes('\0')) return null;
  const relative = path.posix.normalize(`/${requested}`).slice(1);
  // No dotfiles (.vite/manifest.json …): only what the app itself links to.
  if (relative.split('/').some((segment) => segment.startsWith('.'))) return null;
  const file = path.resolve(appDir, relative);
  return file === appDir || file.startsWith(appDir + path.sep) ? relative : null;
}

/** How an app's pages are written: the public site's per page, the back-office's sign-in pages with their preloads. */
interface AppHtml {
  publicHtml?: PublicHtml;
  backOfficeHtml?: BackOfficeHtml;
}

async function serve(
  appDir: string,
  requested: string,
  request: FastifyRequest,
  reply: FastifyReply,
  { publicHtml, backOfficeHtml }: AppHtml,
): Promise<void> {
  if (request.url === '/api' || request.url.startsWith('/api/')) {
    reply.callNotFound();
    return;
  }
  const relative = fileInApp(appDir, requested);
  if (relative && relative !== 'index.html' && isFile(path.join(appDir, relative))) {
    reply.header('cache-control', relative.startsWith('assets/') ? IMMUTABLE : 'public, max-age=3600');
    reply.sendFile(relative, appDir, { cacheControl: false });
    return;
  }
  // SPA fallback: a page URL of the app (a browser asking for HTML) gets the app's index.html.
  if (relative === 'index.html' || relative === '' || acceptsHtml(request)) {
    reply.header('cache-control', REVALIDATE);
    if (publicHtml) {
      // The public site's pages carry their own tags and content (./public-html.ts).
      const page = await publicHtml.render(request.url, requestLanguage(request.url, request.headers));
      const body = encodePage(request, reply, page.html);
      // Its language follows the cookie and Accept-Language (./public-language.ts).
      reply.header('vary', 'accept-encoding, accept-language, cookie');
      await reply.code(page.status).type('text/html; charset=utf-8').send(body);
      return;
    }
    const signedOutPage = backOfficeHtml?.pageHtml(`/${requested}`);
    if (signedOutPage) {
      await reply.type('text/html; charset=utf-8').send(encodePage(request, reply, signedOutPage));
      return;
    }
    reply.sendFile('index.html', appDir, { cacheControl: false });
    return;
  }
  reply.callNotFound();
}

/**
 * Serves dist/public at /, dist/admin at /admin/ and dist/customer at /customer/, with the same
 * security headers as the API. A missing build is skipped with a log line (the API still runs).
 */
export async function registerStaticApps(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'config' | 'db' | 'mailer' | 'files' | 'jobs' | 'changes'>,
): Promise<void> {
  const { config } = deps;
  const present = webApps.filter(({ module }) => {
    const ok = existsSync(path.join(config.webDir, module, 'index.html'));
    if (!ok)
      app.log.warn({ dir: path.join(config.webDir, module) }, `web app "${module}" is not built; not served`);
    return ok;
  });
  if (present.length === 0) return;
  // preCompressed: x.js.br / x.js.gz from the build (build/precompressed-files.ts) when the browser takes them.
  await app.register(fastifyStatic, { root: config.webDir, serve: false, preCompressed: true });
  for (const { module, prefix } of present) {
    const appDir = path.join(config.webDir, module);
    const routeOptions = { config: { access: 'public' as const }, schema: { hide: true } };
    if (prefix) {
      app.get(prefix, routeOptions, (_request, reply) => reply.redirect(`${prefix}/`, 301));
    }
    // The API's landing service: the same cached answers, cleared by an administrator's edit.
    const html: AppHtml =
      module === 'public'
        ? { publicHtml: createPublicHtml(appDir, landingServiceFor(deps), app.log) }
        : { backOfficeHtml: createBackOfficeHtml(appDir, prefix, app.log) };
    // Once the server listens (not under inject), the public pages are rendered ahead.
    const { publicHtml } = html;
    if (publicHtml) app.addHook('onListen', () => void publicHtml.warm());
    app.get<{ Params: { '*': string } }>(`${prefix}/*`, routeOptions, async (request, reply) => {
      await serve(appDir, request.params['*'], request, reply, html);
      return reply;
    });
  }
}

import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';

/**
 * One Content-Security-Policy for the API answers, the served web apps and /api/docs
 * (swagger-ui loads only its own files, so the same policy fits it):
 * - no inline or foreign script; nothing framed, embedded or used as <base>;
 * - style-src allows 'unsafe-inline' because MUI (emotion) and swagger-ui inject <style> tags and
 *   style attributes at run time; styles cannot run code, scripts stay strict.
 */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

const helmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'no-referrer' },
  // Fonts and images are same-origin; COEP would only get in the way of the web apps.
  crossOriginEmbedderPolicy: false,
} as const;

const isApiUrl = (url: string) => url === '/api' || url.startsWith('/api/');

/** Security headers on every answer, and `Cache-Control: no-store` on every /api answer. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, { global: true, ...helmetOptions });
  app.addHook('onSend', async (request, reply, payload) => {
    // API answers carry personal data and tokens: never stored by a browser or a proxy.
    if (isApiUrl(request.url)) reply.header('cache-control', 'no-store');
    return payload;
  });
}

const applyHelmet = helmet(helmetOptions);

/**
 * The same headers for an answer that Fastify makes before any hook runs (a URL it cannot
 * decode: server/plugins/error-handler.ts `answerFrameworkError`), then `send`.
 */
export function setSecurityHeadersBeforeHooks(
  request: FastifyRequest,
  reply: FastifyReply,
  send: () => void,
): void {
  applyHelmet(request.raw, reply.raw, () => {
    if (isApiUrl(request.url)) reply.header('cache-control', 'no-store');
    send();
  });
}

/**
 * The same headers as plain name → value pairs, for an answer written straight to the socket
 * (a request Node's HTTP parser refused: server/plugins/error-handler.ts `answerClientError`).
 */
export function securityHeadersForRawAnswer(): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  // helmet only sets and removes headers on the answer; it never reads the request.
  applyHelmet({ headers: {} } as never, res as never, () => undefined);
  return { ...headers, 'cache-control': 'no-store' };
}

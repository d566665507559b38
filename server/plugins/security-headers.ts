import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

/** Security headers on every answer, and `Cache-Control: no-store` on every /api answer. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'no-referrer' },
    // Fonts and images are same-origin; COEP would only get in the way of the web apps.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // API answers carry personal data and tokens: never stored by a browser or a proxy.
    if (request.url === '/api' || request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    return payload;
  });
}

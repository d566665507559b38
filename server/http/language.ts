import type { FastifyRequest } from 'fastify';

export type Language = 'th' | 'en';

/** The request's language for error descriptions: English when asked for, Thai otherwise (the default). */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  return typeof header === 'string' && /^\s*en\b/i.test(header) ? 'en' : 'th';
}

/** Picks the Thai or English text of a message for this request. */
export function say(request: FastifyRequest, text: { th: string; en: string }): string {
  return text[requestLanguage(request)];
}

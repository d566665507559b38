import type { FastifyRequest } from 'fastify';

export type Language = 'th' | 'en';

/** The request's language for error descriptions: English when asked for, Thai otherwise (the default). */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  return typeof header === 'string' && /^\s*en\b/i.test(header) ? 'en' : 'th';
}

/** A request, or anything that knows its language (a ServiceContext). */
export type Speaker = FastifyRequest | { language: Language };

/** Picks the Thai or English text of a message for this request or service context. */
export function say(speaker: Speaker, text: { th: string; en: string }): string {
  return text['language' in speaker ? speaker.language : requestLanguage(speaker)];
}

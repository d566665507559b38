// The language a public page is rendered in, decided as the browser's app decides it
// (src/lib/i18n.ts), so that the page it hydrates is the one it would render itself:
// 1. `?lang=th|en` in the URL (the hreflang links: one URL per page and language);
// 2. the visitor's choice, which the app copies from localStorage into the `i18nextLng` cookie;
// 3. on a first visit, the first language of Accept-Language that the site speaks;
// 4. else Thai.
import type { IncomingHttpHeaders } from 'node:http';

export const PUBLIC_LANGUAGES = ['th', 'en'] as const;
export type PublicLanguage = (typeof PUBLIC_LANGUAGES)[number];

/** The cookie the app writes with every language change (src/lib/i18n.ts). */
export const LANGUAGE_COOKIE = 'i18nextLng';

function spoken(tag: string | undefined): PublicLanguage | undefined {
  const code = tag?.trim().split(/[-_;]/, 1)[0]?.toLowerCase();
  return (PUBLIC_LANGUAGES as readonly string[]).includes(code ?? '') ? (code as PublicLanguage) : undefined;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const [key, value] = pair.split('=', 2);
    if (key?.trim() === name) return value?.trim();
  }
  return undefined;
}

/** Accept-Language's languages, most wanted first (a q=0 one is refused, not wanted). */
function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== '' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

export function requestLanguage(url: string, headers: IncomingHttpHeaders): PublicLanguage {
  const query = new URLSearchParams(url.split('?', 2)[1]?.split('#', 1)[0] ?? '');
  const cookie = cookieValue(headers.cookie, LANGUAGE_COOKIE);
  // A stored language the site has no texts for (ar) shows Thai, as in the app.
  if (cookie) return spoken(query.get('lang') ?? undefined) ?? spoken(cookie) ?? 'th';
  return (
    spoken(query.get('lang') ?? undefined) ??
    acceptedLanguages(headers['accept-language']).map(spoken).find(Boolean) ??
    'th'
  );
}

/** The English page's URL of a Thai page's URL (no query of its own). */
export function englishUrl(url: string): string {
  return `${url}?lang=en`;
}

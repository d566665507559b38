// The public site's <head> tags besides the title: description, canonical link, hreflang
// alternates and Open Graph. The server writes them into the HTML of each page in the visitor's
// language (server/plugins/public-html.ts),
// for crawlers and link previews; this keeps them right as the visitor moves between pages or
// switches to English. Updated in place (never duplicated), created when missing (vite dev).

/** Indexable pages: their key in the `public:seo.pages` texts. Other paths get no canonical. */
export const SEO_PAGES: Readonly<Record<string, string>> = {
  '/': 'landing',
  '/about-us': 'about',
  '/contact-us': 'contact',
  '/404': 'notFound',
};

/** Pages with a canonical address (the error page has none: it is never indexed). */
const CANONICAL_PAGES = new Set(['/', '/about-us', '/contact-us']);

export interface HeadTags {
  /** The whole title, "<page> | <brand>". */
  title: string;
  description?: string;
  /** The page's path in the app, e.g. '/about-us'. */
  path: string;
  language: string;
}

// The site's origin as the server wrote it (its configured address, not necessarily the one in
// the address bar), read before any tag is changed.
let siteOrigin: string | undefined;

function originOf(doc: Document): string {
  if (siteOrigin === undefined) {
    const written =
      doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.getAttribute('href') ??
      doc.head.querySelector('meta[property="og:url"]')?.getAttribute('content');
    try {
      siteOrigin = new URL(written ?? doc.location.href).origin;
    } catch {
      siteOrigin = doc.location.origin;
    }
  }
  return siteOrigin;
}

function setMeta(doc: Document, attribute: 'name' | 'property', key: string, content: string): void {
  let element = doc.head.querySelector(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = doc.createElement('meta');
    element.setAttribute(attribute, key);
    doc.head.appendChild(element);
  }
  element.setAttribute('content', content);
}

export function applyHeadTags(
  { title, description, path, language }: HeadTags,
  doc: Document = document,
): void {
  const origin = originOf(doc);
  setMeta(doc, 'property', 'og:title', title);
  if (description !== undefined) {
    setMeta(doc, 'name', 'description', description);
    setMeta(doc, 'property', 'og:description', description);
  }
  const english = language.startsWith('en');
  setMeta(doc, 'property', 'og:locale', english ? 'en_US' : 'th_TH');
  setMeta(doc, 'property', 'og:locale:alternate', english ? 'th_TH' : 'en_US');

  const links = doc.head.querySelectorAll('link[rel="canonical"], link[rel="alternate"][hreflang]');
  if (!CANONICAL_PAGES.has(path)) {
    links.forEach((link) => link.remove());
    return;
  }
  // As the server writes them: the Thai page is the plain URL, the English one adds ?lang=en.
  const thai = `${origin}${path}`;
  const own = english ? `${thai}?lang=en` : thai;
  for (const [attributes, href] of [
    ['[rel="canonical"]', own],
    ['[rel="alternate"][hreflang="th"]', thai],
    ['[rel="alternate"][hreflang="en"]', `${thai}?lang=en`],
    ['[rel="alternate"][hreflang="x-default"]', thai],
  ] as const) {
    let link = doc.head.querySelector<HTMLLinkElement>(`link${attributes}`);
    if (!link) {
      // '[rel="x"][hreflang="y"]' written as the element's attributes: rel="x" hreflang="y".
      doc.head.insertAdjacentHTML('beforeend', `<link ${attributes.slice(1, -1).replace('][', ' ')}>`);
      link = doc.head.lastElementChild as HTMLLinkElement;
    }
    link.href = href;
  }
  setMeta(doc, 'property', 'og:url', own);
}

/** Tests only: forget the origin read from the document. */
export function resetHeadTagsForTests(): void {
  siteOrigin = undefined;
}

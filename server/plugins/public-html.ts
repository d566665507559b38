// The public site's index.html as the server hands it out: per page and language (Thai or
// English, ./public-language.ts), the title, description, canonical link, hreflang alternates
// and Open Graph tags (crawlers and link previews run no
// JavaScript, so these must be in the HTML itself), and for `/` the landing content as a JSON
// data block (contract/landing.ts, LandingPageData), so the first paint needs no API call.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { fileDownloadUrl } from '../../contract/file';
import {
  LANDING_DATA_ELEMENT_ID,
  STAT_COUNTER_IDS,
  type LandingItem,
  type LandingKind,
  type LandingPageData,
  type StatCounter,
} from '../../contract/landing';
import { englishUrl, PUBLIC_LANGUAGES, type PublicLanguage } from './public-language';
import { createPageRenderer } from './public-page-renderer';

/** A language's texts of the pages (seo block of src/locales/<language>/public.json). */
export interface PublicSeoTexts {
  siteName: string;
  imageAlt: string;
  pages: Record<string, { title: string; description: string }>;
}

/** `.vite/seo.json` of the public build (build/public-seo-files.ts). */
export interface PublicSeo {
  /**
   * The build's second entry (src/app-start.ts): in a server-rendered page it stands in for the
   * entry script and starts the app after the page's first paint.
   */
  appStart?: string;
  /** The site's origin, without a trailing slash: https://www.example.com */
  siteUrl: string;
  siteName: string;
  /** Open Graph locale of the texts: th_TH. */
  locale: string;
  image: { path: string; width: number; height: number; alt: string };
  /**
   * Title ("<page> | <brand>") and description per page path, plus '404'; `modulePreload`: the
   * page's own script chunks (URLs), fetched with the entry instead of after it has run.
   */
  pages: Record<string, { title: string; description: string; modulePreload?: string[] }>;
  /** The same texts in English (a build without them serves its pages with the Thai ones). */
  en?: PublicSeoTexts;
}

/** What the page needs from the landing service: its cached, serialised `ok(…)` answers. */
export interface LandingSource {
  list(kind: LandingKind): Promise<string>;
  statCounter(id: number): Promise<string>;
  /** Calls back after every committed edit of the content (returns the unsubscribe). */
  onChange?(listener: () => void): () => void;
}

export interface PublicPage {
  status: number;
  html: string;
}

/** Pages of the public router; any other path is its 404 page (the client redirects there). */
const PAGES = new Set(['/', '/about-us', '/contact-us']);
/** Error pages of the router: served as such, kept out of search results. */
const ERROR_PAGES = new Set(['/403', '/500']);

const LANDING_LISTS: [keyof LandingPageData, LandingKind][] = [
  ['banners', 'BANNER'],
  ['products', 'PRODUCT'],
  ['aboutUs', 'ABOUT_US'],
  ['announcements', 'ANNOUNCEMENT'],
];

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * JSON for a `<script type="application/json">` block: `<` written as \u003c, so no value can
 * close the element (`</script>`) or open a comment (`<!--`); JSON.parse reads it back as is.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function dataOf<T>(serialised: string): T {
  return (JSON.parse(serialised) as { data: T }).data;
}

/** The landing content, each list on its own: one that fails to load is left out. */
export async function loadLandingData(
  source: LandingSource,
  log: FastifyBaseLogger,
  lists: readonly (keyof LandingPageData)[] = [
    'banners',
    'products',
    'aboutUs',
    'announcements',
    'statCounters',
  ],
): Promise<LandingPageData> {
  const data: LandingPageData = {};
  const failed = (what: string) => (error: unknown) => {
    log.warn({ err: error }, `landing content "${what}" not inlined: it failed to load`);
  };
  await Promise.all(
    LANDING_LISTS.filter(([key]) => lists.includes(key)).map(([key, kind]) =>
      source.list(kind).then((answer) => {
        (data as Record<string, LandingItem[]>)[key] = dataOf<LandingItem[]>(answer);
      }, failed(key)),
    ),
  );
  if (lists.includes('statCounters')) {
    const counters = await Promise.all(
      Object.values(STAT_COUNTER_IDS).map((id) =>
        source.statCounter(id).then((answer) => dataOf<StatCounter>(answer), failed(`statCounter ${id}`)),
      ),
    );
    const loaded = counters.filter((counter): counter is StatCounter => counter !== undefined);
    // All or nothing: the page then asks for the counters itself, as for any failed list.
    if (loaded.length === counters.length) data.statCounters = loaded;
  }
  // Object keys in a fixed order, whatever finished first (stable HTML, stable tests).
  const ordered: LandingPageData = {};
  for (const key of ['banners', 'products', 'aboutUs', 'announcements', 'statCounters'] as const) {
    if (data[key] !== undefined) (ordered as Record<string, unknown>)[key] = data[key];
  }
  return ordered;
}

/** A request path as a page path: no query, no trailing slash (except the root). */
export function pagePath(url: string): string {
  const pathname = url.split(/[?#]/, 1)[0] ?? '/';
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function seoTags(
  seo: PublicSeo,
  page: string,
  known: boolean,
  noindex: boolean,
  language: PublicLanguage,
): { title: string; head: string } {
  const english = language === 'en' ? seo.en : undefined;
  const pages = english?.pages ?? seo.pages;
  const texts = (known ? pages[page] : undefined) ?? pages['404'] ?? { title: seo.siteName, description: '' };
  const thaiUrl = `${seo.siteUrl}${known ? (page === '/' ? '/' : page) : '/404'}`;
  // One URL per page and language: the Thai page is the plain URL (and the default for
  // visitors who asked for neither), the English one adds ?lang=en.
  const url = language === 'en' ? englishUrl(thaiUrl) : thaiUrl;
  const image = `${seo.siteUrl}${seo.image.path}`;
  const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
    `<meta ${attribute}="${key}" content="${escapeAttribute(String(content))}" />`;
  const alternate = (hreflang: string, href: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(href)}" />`;
  const tags = [
    ...(noindex
      ? [meta('name', 'robots', 'noindex')]
      : [
          `<link rel="canonical" href="${escapeAttribute(url)}" />`,
          alternate('th', thaiUrl),
          alternate('en', englishUrl(thaiUrl)),
          alternate('x-default', thaiUrl),
        ]),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', english?.siteName ?? seo.siteName),
    meta('property', 'og:title', texts.title),
    meta('property', 'og:description', texts.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', seo.image.width),
    meta('property', 'og:image:height', seo.image.height),
    meta('property', 'og:image:alt', english?.imageAlt ?? seo.image.alt),
    meta('property', 'og:locale', english ? 'en_US' : seo.locale),
    meta('property', 'og:locale:alternate', english ? seo.locale : 'en_US'),
    meta('name', 'twitter:card', 'summary_large_image'),
  ];
  return {
    title: texts.title,
    head: [meta('name', 'description', texts.description), ...tags].join('\n    '),
  };
}

interface Build {
  mtimeMs: number;
  html: string;
  seo: PublicSeo | null;
}

function readBuild(appDir: string, log: FastifyBaseLogger): Build {
  const index = path.join(appDir, 'index.html');
  const mtimeMs = statSync(index).mtimeMs;
  const html = readFileSync(index, 'utf8');
  let seo: PublicSeo | null = null;
  try {
    seo = JSON.parse(readFileSync(path.join(appDir, '.vite', 'seo.json'), 'utf8')) as PublicSeo;
  } catch {
    log.warn({ dir: appDir }, 'public build without .vite/seo.json: pages served without their SEO tags');
  }
  return { mtimeMs, html, seo };
}

/**
 * The public index.html per page path. The built file is read once per build (a new build —
 * a newer index.html — is read again); the landing content comes from the landing service's
 * cached answers on every request, so an edit shows on the next page load.
 */
export function createPublicHtml(appDir: string, landing: LandingSource, log: FastifyBaseLogger) {
  let build: Build | undefined;
  const renderer = createPageRenderer(appDir, log);
  // An edit makes every rendered page old: dropped at once, not left to age out of the cache,
  // and rendered again before a visitor asks.
  landing.onChange?.(() => {
    renderer.clear();
    void warm();
  });

  function current(): Build {
    const mtimeMs = statSync(path.join(appDir, 'index.html')).mtimeMs;
    if (build?.mtimeMs !== mtimeMs) build = readBuild(appDir, log);
    return build;
  }

  /**
   * Every page in every language rendered into the cache, one after another: the first visitor
   * after a start or an edit gets a cached page instead of waiting for the renderer to load and
   * render (0.5–2 s on a busy machine). One that fails here is rendered when it is asked for.
   */
  async function warm(): Promise<void> {
    try {
      for (const page of PAGES) for (const language of PUBLIC_LANGUAGES) await render(page, language);
    } catch (error) {
      log.warn({ err: error }, 'public pages not rendered ahead: each is rendered when asked for');
    }
  }

  /** The page at `url` in `language` (./public-language.ts, requestLanguage). */
  async function render(url: string, language: PublicLanguage = 'th'): Promise<PublicPage> {
    const { html, seo } = current();
    const page = pagePath(url);
    const known = PAGES.has(page);
    const isErrorPage = ERROR_PAGES.has(page);
    const status = known || isErrorPage ? 200 : 404;
    let head = '';
    let out = html.replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`);
    if (seo) {
      const tags = seoTags(seo, page, known, !known, language);
      out = out
        .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeText(tags.title)}</title>`)
        .replace(/\s*<meta\s+name="description"[^>]*>/, '');
      head += `    ${tags.head}\n`;
    }

    let body = '';
    let data: LandingPageData | undefined;
    let dataJson = '';
    const lists: (keyof LandingPageData)[] | undefined =
      page === '/' ? undefined : page === '/about-us' ? ['aboutUs'] : [];
    if (lists === undefined || lists.length > 0) {
      data = await loadLandingData(landing, log, lists);
      dataJson = jsonForScript(data);
      const banner = data.banners?.[0];
      // The first banner is the landing page's largest paint: its request goes first, before
      // the fonts and the script take the browser's six connections (HTTP/1.1).
      if (banner?.imageFileId) {
        const preload = `<link rel="preload" as="image" href="${escapeAttribute(fileDownloadUrl(banner.imageFileId))}" fetchpriority="high" />`;
        out = out.replace(/<\/title>/, () => `</title>\n    ${preload}`);
      }
      body = `    <script type="application/json" id="${LANDING_DATA_ELEMENT_ID}">${dataJson}</script>\n`;
    }
    const rendered = known ? await renderer.render(page, language, data, dataJson) : undefined;
    if (rendered === undefined) {
      // The browser renders the page: its chunks are fetched with the entry, not after it.
      for (const href of (known ? seo?.pages[page]?.modulePreload : undefined) ?? []) {
        head += `    <link rel="modulepreload" crossorigin href="${escapeAttribute(href)}" />\n`;
      }
    } else {
      out = out.replace('<div id="root"></div>', () => `<div id="root">${rendered.root}</div>`);
      // Last in the head, where Emotion would have moved them (public-page-renderer.ts).
      if (rendered.styles) head += `    ${rendered.styles}\n`;
      // The page reads and paints without the app: its script waits until it has (app-start).
      // The entry's own files (the build's modulepreload links) go with it: app-start fetches them
      // after the paint and runs them one at a time.
      const appStart = seo?.appStart;
      if (appStart) {
        const parts: string[] = [];
        out = out.replace(
          /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g,
          (_link, href: string) => {
            parts.push(href);
            return '';
          },
        );
        out = out.replace(
          /<script type="module" crossorigin src="([^"]+)"><\/script>/,
          (_tag, app: string) =>
            `<script type="module" crossorigin src="${escapeAttribute(appStart)}" data-app="${app}" data-parts="${parts.join(' ')}"></script>`,
        );
      }
    }
    // Replacer functions: a `$&` in the content must stay text, not a replacement pattern.
    if (head) out = out.replace(/<\/head>/, () => `${head}  </head>`);
    if (body) out = out.replace(/<\/body>/, () => `${body}  </body>`);
    return { status, html: out };
  }

  return { render, warm };
}

export type PublicHtml = ReturnType<typeof createPublicHtml>;

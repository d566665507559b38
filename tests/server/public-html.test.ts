// The public index.html as served: SEO tags per page, the landing content inlined as JSON data,
// and the other apps' index.html untouched (server/plugins/public-html.ts, static-apps.ts).
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fileDownloadUrl } from '../../contract/file';
import {
  LANDING_DATA_ELEMENT_ID,
  LANDING_PREFIX,
  type LandingItem,
  type LandingKind,
  type LandingPageData,
} from '../../contract/landing';
import { createPublicHtml, jsonForScript, pagePath, type PublicSeo } from '../../server/plugins/public-html';
import { hoistEmotionStyles } from '../../server/plugins/public-page-renderer';
import { signInAdmin, type SignedIn } from './support/auth';
import { createTestApp, type TestApp } from './support/test-app';

// What vite build writes for the public site (index.html as in the repo, Vite's tags added).
const INDEX_HTML = `<!doctype html>
<html lang="th" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="default description"
    />
    <title>RunThai</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-abc.js">
    <link rel="modulepreload" crossorigin href="/assets/mui-abc.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const SEO: PublicSeo = {
  siteUrl: 'https://www.runthai.example',
  siteName: 'RunThai',
  locale: 'th_TH',
  image: { path: '/og-image.png', width: 1200, height: 630, alt: 'RunThai "&" <ภาพ>' },
  pages: {
    '/': { title: 'งานวิ่งทั่วประเทศไทย | RunThai', description: 'หน้าแรก' },
    '/about-us': { title: 'เกี่ยวกับเรา | RunThai', description: 'เกี่ยวกับ' },
    '/contact-us': {
      title: 'ติดต่อเรา | RunThai',
      description: 'ติดต่อ',
      modulePreload: ['/assets/contact-page-abc.js', '/assets/marketing-abc.js'],
    },
    '404': { title: 'ไม่พบหน้าที่ต้องการ | RunThai', description: 'ไม่พบ' },
  },
  en: {
    siteName: 'RunThai EN',
    imageAlt: 'RunThai picture',
    pages: {
      '/': { title: 'Running events across Thailand | RunThai', description: 'Home' },
      '/about-us': { title: 'About us | RunThai', description: 'About' },
      '/contact-us': { title: 'Contact us | RunThai', description: 'Contact' },
      '404': { title: 'Page not found | RunThai', description: 'Not found' },
    },
  },
};

const webDir = mkdtempSync(path.join(os.tmpdir(), 'etax-public-html-'));
function write(file: string, content: string) {
  mkdirSync(path.dirname(path.join(webDir, file)), { recursive: true });
  writeFileSync(path.join(webDir, file), content);
}
write('public/index.html', INDEX_HTML);
write('public/.vite/seo.json', JSON.stringify(SEO));
write('admin/index.html', INDEX_HTML.replace('<title>RunThai</title>', '<title>admin</title>'));

// jsdom ships no types (the unit project uses it as its environment): the part used here.
interface Element {
  getAttribute(name: string): string | null;
  textContent: string | null;
}
interface ParsedDocument {
  title: string;
  documentElement: { lang: string };
  querySelector(selector: string): Element | null;
  querySelectorAll(selector: string): ArrayLike<Element> & Iterable<Element>;
  getElementById(id: string): Element | null;
}
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { document: ParsedDocument } };
};

// Warnings of a failed list are expected here.
const log = { warn: () => undefined } as unknown as FastifyBaseLogger;

function parse(html: string) {
  const { document } = new JSDOM(html).window;
  const meta = (selector: string) => document.querySelector(selector)?.getAttribute('content') ?? null;
  const dataElement = document.getElementById(LANDING_DATA_ELEMENT_ID);
  return {
    document,
    title: document.title,
    titles: document.querySelectorAll('title').length,
    descriptions: [...document.querySelectorAll('meta[name="description"]')].map((m) =>
      m.getAttribute('content'),
    ),
    og: (property: string) => meta(`meta[property="${property}"]`),
    robots: meta('meta[name="robots"]'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    alternates: Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"]')].map((l) => [
        l.getAttribute('hreflang'),
        l.getAttribute('href'),
      ]),
    ),
    modulePreload: [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
      l.getAttribute('href'),
    ),
    dataElement,
    data: dataElement ? (JSON.parse(dataElement.textContent ?? '') as LandingPageData) : undefined,
  };
}

describe('public pages served by the real app (seeded landing content)', () => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp({ webDir });
    admin = await signInAdmin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it("writes each page's Thai title, description, canonical link and Open Graph tags", async () => {
    for (const [url, canonical] of [
      ['/', 'https://www.runthai.example/'],
      ['/about-us', 'https://www.runthai.example/about-us'],
      ['/contact-us?utm=x', 'https://www.runthai.example/contact-us'],
      ['/contact-us/', 'https://www.runthai.example/contact-us'],
    ] as const) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      const html = parse(res.body);
      const texts = SEO.pages[pagePath(url)]!;
      expect(html.title).toBe(texts.title);
      expect(html.titles).toBe(1);
      expect(html.descriptions).toEqual([texts.description]);
      expect(html.canonical).toBe(canonical);
      expect(html.robots).toBeNull();
      expect(html.og('og:title')).toBe(texts.title);
      expect(html.og('og:description')).toBe(texts.description);
      expect(html.og('og:type')).toBe('website');
      expect(html.og('og:url')).toBe(canonical);
      expect(html.og('og:image')).toBe('https://www.runthai.example/og-image.png');
      expect(html.og('og:image:alt')).toBe('RunThai "&" <ภาพ>');
      expect(html.og('og:locale')).toBe('th_TH');
      expect(html.og('og:locale:alternate')).toBe('en_US');
      expect(html.document.documentElement.lang).toBe('th');
      expect(html.alternates).toEqual({ th: canonical, en: `${canonical}?lang=en`, 'x-default': canonical });
    }
  });

  it('serves the English page to a visitor who asks for it: ?lang=en, the cookie the app writes, or the browser', async () => {
    const english = SEO.en!.pages['/about-us']!;
    const thai = SEO.pages['/about-us']!;
    const asked = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
    for (const [url, headers, texts] of [
      ['/about-us?lang=en', {}, english],
      ['/about-us', { cookie: 'theme=dark; i18nextLng=en' }, english],
      ['/about-us', { 'accept-language': 'en-GB,en;q=0.9,th;q=0.8' }, english],
      ['/about-us', { 'accept-language': 'fr, th;q=0.5, en;q=0.4' }, thai],
      // The visitor's choice wins over the browser's languages, the URL's over both.
      ['/about-us', { cookie: 'i18nextLng=th', 'accept-language': 'en' }, thai],
      ['/about-us?lang=th', { cookie: 'i18nextLng=en' }, thai],
      // A stored language the site has no texts for shows Thai, as the app does.
      ['/about-us', { cookie: 'i18nextLng=ar', 'accept-language': 'en' }, thai],
      ['/about-us?lang=xx', {}, thai],
    ] as const) {
      const res = await asked(url, headers);
      const html = parse(res.body);
      const label = `${url} ${JSON.stringify(headers)}`;
      expect(html.title, label).toBe(texts.title);
      expect(html.descriptions, label).toEqual([texts.description]);
      expect(html.document.documentElement.lang, label).toBe(texts === english ? 'en' : 'th');
      expect(res.headers.vary, label).toBe('accept-encoding, accept-language, cookie');
    }
    const html = parse((await asked('/about-us?lang=en')).body);
    expect(html.canonical).toBe('https://www.runthai.example/about-us?lang=en');
    expect(html.og('og:url')).toBe('https://www.runthai.example/about-us?lang=en');
    expect(html.og('og:title')).toBe(english.title);
    expect(html.og('og:site_name')).toBe('RunThai EN');
    expect(html.og('og:image:alt')).toBe('RunThai picture');
    expect(html.og('og:locale')).toBe('en_US');
    expect(html.og('og:locale:alternate')).toBe('th_TH');
    expect(html.alternates).toEqual({
      th: 'https://www.runthai.example/about-us',
      en: 'https://www.runthai.example/about-us?lang=en',
      'x-default': 'https://www.runthai.example/about-us',
    });
    const notFound = parse((await asked('/no-such-page', { cookie: 'i18nextLng=en' })).body);
    expect(notFound.title).toBe(SEO.en!.pages['404']!.title);
    expect(notFound.alternates).toEqual({});
  });

  it("names the page's own script chunks for preloading when it sends no server HTML, and no other page's", async () => {
    // The entry's own (the build's links) stay, for the browser renders the page.
    const entry = ['/assets/react-abc.js', '/assets/mui-abc.js'];
    expect(parse((await page('/contact-us')).body).modulePreload).toEqual([
      ...entry,
      '/assets/contact-page-abc.js',
      '/assets/marketing-abc.js',
    ]);
    expect(parse((await page('/about-us')).body).modulePreload).toEqual(entry);
    expect(parse((await page('/no-such-page')).body).modulePreload).toEqual(entry);
  });

  it('answers an unknown path with status 404, the 404 texts and noindex (the app then shows /404)', async () => {
    const res = await page('/no/such/page');
    expect(res.statusCode).toBe(404);
    const html = parse(res.body);
    expect(html.title).toBe(SEO.pages['404']!.title);
    expect(html.robots).toBe('noindex');
    expect(html.canonical).toBeNull();
    expect(html.alternates).toEqual({});
    // The SPA still boots from it.
    expect(res.body).toContain('src="/assets/index-abc.js"');
    expect((await page('/500')).statusCode).toBe(200);
    expect(parse((await page('/500')).body).robots).toBe('noindex');
  });

  it("inlines the landing content on / as JSON that round-trips to the API's lists", async () => {
    const { data, dataElement, document } = parse((await page('/')).body);
    expect(dataElement?.getAttribute('type')).toBe('application/json');
    const listOf = async (name: string) =>
      (await t.app.inject({ method: 'POST', url: `${LANDING_PREFIX}/list${name}`, payload: {} })).json<{
        data: LandingItem[];
      }>().data;
    expect(data?.banners).toEqual(await listOf('Banner'));
    expect(data?.products).toEqual(await listOf('Product'));
    expect(data?.aboutUs).toEqual(await listOf('AboutUs'));
    expect(data?.announcements).toEqual(await listOf('Announcement'));
    expect(data?.statCounters?.map((counter) => counter.id)).toEqual([1, 2, 3]);
    expect(data?.banners?.length).toBeGreaterThan(0);
    // The first banner's picture is fetched early (the page's largest paint).
    const preload = document.querySelector('link[rel="preload"][as="image"]');
    expect(preload?.getAttribute('href')).toBe(fileDownloadUrl(data!.banners![0]!.imageFileId!));
    expect(preload?.getAttribute('fetchpriority')).toBe('high');
    // Data, never run: the CSP keeps inline scripts off.
    expect(
      document.querySelectorAll('script:not([type="module"]):not([type="application/json"])'),
    ).toHaveLength(0);
  });

  it('inlines only the about-us sections on /about-us and nothing on the contact page', async () => {
    const about = parse((await page('/about-us')).body);
    expect(Object.keys(about.data ?? {})).toEqual(['aboutUs']);
    expect(about.document.querySelector('link[rel="preload"][as="image"]')).toBeNull();
    expect(parse((await page('/contact-us')).body).dataElement).toBeNull();
    expect(parse((await page('/no/such/page')).body).dataElement).toBeNull();
  });

  it('keeps "</script>" and "<!--" in content as text inside the data block', async () => {
    const hostile = "</script><script>alert(1)</script><!-- $& $'";
    const created = await t.app.inject({
      method: 'POST',
      url: `${LANDING_PREFIX}/createAnnouncement`,
      headers: admin.headers,
      payload: { titleTh: hostile, titleEn: 'x', bodyTh: hostile, seq: 0, status: 'ACTIVE' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const res = await page('/');
    expect(res.body).not.toContain('<script>alert(1)');
    const { data, document } = parse(res.body);
    expect(data?.announcements?.[0]?.titleTh).toBe(hostile);
    expect(data?.announcements?.[0]?.bodyTh).toBe(hostile);
    expect(document.querySelectorAll('script')).toHaveLength(2);
  });

  it('compresses the page for browsers that accept it', async () => {
    const plain = (await page('/about-us')).body;
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/about-us',
        headers: { accept: 'text/html', 'accept-encoding': encoding },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(decode(res.rawPayload).toString('utf8')).toBe(plain);
    }
  });

  it("serves the other apps' index.html as built", async () => {
    const res = await page('/admin/customer');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX_HTML.replace('<title>RunThai</title>', '<title>admin</title>'));
  });
});

/** A public build of its own in a temporary folder: its index.html, seo.json and server renderer. */
async function withOwnBuild(seo: PublicSeo, renderer: string, run: (appDir: string) => Promise<void>) {
  const own = mkdtempSync(path.join(os.tmpdir(), 'etax-public-html-own-'));
  try {
    const app = path.join(own, 'public');
    mkdirSync(path.join(app, '.vite'), { recursive: true });
    mkdirSync(path.join(own, 'public-server'));
    writeFileSync(path.join(app, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(app, '.vite', 'seo.json'), JSON.stringify(seo));
    writeFileSync(path.join(own, 'public-server', 'entry-server.js'), renderer);
    await run(app);
  } finally {
    rmSync(own, { recursive: true, force: true });
  }
}

describe('createPublicHtml', () => {
  const dir = path.join(webDir, 'public');
  const items = (kind: LandingKind): LandingItem[] => [
    { id: 1, titleTh: `${kind} ไทย`, titleEn: kind, seq: 1, status: 'ACTIVE' },
  ];
  const ok = (data: unknown) =>
    Promise.resolve(JSON.stringify({ status: { code: '200', message: 'OK' }, data }));

  it('leaves out a list that fails to load, and the counters when one of them fails', async () => {
    const html = createPublicHtml(
      dir,
      {
        list: (kind) => (kind === 'PRODUCT' ? Promise.reject(new Error('db down')) : ok(items(kind))),
        statCounter: (id) =>
          id === 2 ? Promise.reject(new Error('db down')) : ok({ id, labelTh: 'a', labelEn: 'a', value: 1 }),
      },
      log,
    );
    const { data } = parse((await html.render('/')).html);
    expect(Object.keys(data ?? {})).toEqual(['banners', 'aboutUs', 'announcements']);
    expect(data?.banners).toEqual(items('BANNER'));
  });

  it('reads the build once, and again when a new index.html is written', async () => {
    const source = {
      list: (kind: LandingKind) => ok(items(kind)),
      statCounter: () => ok({ id: 1, labelTh: 'a', labelEn: 'a', value: 1 }),
    };
    const own = mkdtempSync(path.join(os.tmpdir(), 'etax-public-html-own-'));
    try {
      const index = path.join(own, 'index.html');
      const built = new Date('2026-01-01T00:00:00Z');
      writeFileSync(index, INDEX_HTML);
      utimesSync(index, built, built);
      const html = createPublicHtml(own, source, log);
      // Without seo.json the tags are left as built; the content is still inlined.
      const first = parse((await html.render('/')).html);
      expect(first.title).toBe('RunThai');
      expect(first.descriptions).toEqual(['default description']);
      expect(first.data?.banners).toEqual(items('BANNER'));

      // Not read again while the build's time stays the same…
      writeFileSync(index, INDEX_HTML.replace('RunThai', 'New build'));
      utimesSync(index, built, built);
      expect(parse((await html.render('/')).html).title).toBe('RunThai');
      // …and read once a new build is written.
      const rebuilt = new Date('2026-01-02T00:00:00Z');
      utimesSync(index, rebuilt, rebuilt);
      expect(parse((await html.render('/')).html).title).toBe('New build');
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });

  it('sends the server-rendered page with the app started after its first paint, and the banner first', async () => {
    // The renderer the public build writes (vite.config.ts), failing for one page.
    const renderer = `export async function renderPage(page, _data, language) {
      if (page === '/contact-us') throw new Error('render failed');
      return '<style data-emotion="css 1x">.css-1x{}</style><main lang="' + language + '"><h1>server ' + page + '</h1></main>';
    }`;
    await withOwnBuild({ ...SEO, appStart: '/assets/app-start-abc.js' }, renderer, async (app) => {
      const errors: string[] = [];
      const ownLog = {
        ...log,
        error: (_: unknown, message: string) => errors.push(message),
      } as unknown as FastifyBaseLogger;
      const source = {
        list: (kind: LandingKind) => ok(items(kind)),
        statCounter: () => ok({ id: 1, labelTh: 'a', labelEn: 'a', value: 1 }),
      };
      const html = createPublicHtml(
        app,
        { ...source, list: (kind) => ok([{ ...items(kind)[0], imageFileId: 'banner-1' }]) },
        ownLog,
      );

      const landing = (await html.render('/')).html;
      expect(landing).toContain('<div id="root"><main lang="th"><h1>server /</h1></main></div>');
      // The page's styles are in the head, not in front of the elements they style.
      expect(landing).toMatch(/<style data-emotion="css 1x" data-s="">\.css-1x\{\}<\/style>\s*<\/head>/);
      // Rendered in the visitor's language, each language cached apart.
      const english = (await html.render('/', 'en')).html;
      expect(english).toContain('<div id="root"><main lang="en"><h1>server /</h1></main></div>');
      expect(english).toContain('<html lang="en"');
      expect((await html.render('/')).html).toContain('<main lang="th">');
      // The page's script is app-start, which loads the entry and the files it imports (the
      // build's modulepreload links, in their order) once the page has painted.
      expect(landing).toContain(
        '<script type="module" crossorigin src="/assets/app-start-abc.js" data-app="/assets/index-abc.js" data-parts="/assets/react-abc.js /assets/mui-abc.js"></script>',
      );
      expect(landing.match(/<script type="module"/g)).toHaveLength(1);
      // The largest paint's picture is asked for before the script.
      const banner = landing.indexOf(`<link rel="preload" as="image" href="${fileDownloadUrl('banner-1')}"`);
      expect(banner).toBeGreaterThan(0);
      expect(banner).toBeLessThan(landing.indexOf('<script type="module"'));

      // The app starts after the first paint: its page chunks are not preloaded.
      const about = parse((await html.render('/about-us')).html);
      expect(about.document.querySelector('h1')?.textContent).toBe('server /about-us');
      expect(about.modulePreload).toEqual([]);

      // The renderer failed: the page as before, rendered by the browser, its chunks preloaded.
      const contact = parse((await html.render('/contact-us')).html);
      expect(contact.document.querySelector('#root')?.textContent).toBe('');
      expect(contact.document.querySelector('script[type="module"]')?.getAttribute('src')).toBe(
        '/assets/index-abc.js',
      );
      expect(contact.modulePreload).toEqual([
        '/assets/react-abc.js',
        '/assets/mui-abc.js',
        ...(SEO.pages['/contact-us']!.modulePreload ?? []),
      ]);
      expect(contact.title).toBe(SEO.pages['/contact-us']!.title);
      expect(errors).toEqual(['public page /contact-us sent without its HTML: the server renderer failed']);
    });
  });

  it('renders every page in both languages ahead, and again after an edit, so visitors get cached pages', async () => {
    // A renderer that says which pages it rendered.
    const rendered: string[] = [];
    (globalThis as { etaxWarmRendered?: string[] }).etaxWarmRendered = rendered;
    const renderer = `export async function renderPage(page, _data, language) {
      globalThis.etaxWarmRendered.push(page + ' ' + language);
      return '<main><h1>' + page + '</h1></main>';
    }`;
    await withOwnBuild(SEO, renderer, async (app) => {
      let edited = () => {};
      const html = createPublicHtml(
        app,
        {
          list: (kind: LandingKind) => ok(items(kind)),
          statCounter: () => ok({ id: 1, labelTh: 'a', labelEn: 'a', value: 1 }),
          onChange: (listener) => {
            edited = listener;
            return () => {};
          },
        },
        log,
      );

      await html.warm();
      const everyPage = ['/ th', '/ en', '/about-us th', '/about-us en', '/contact-us th', '/contact-us en'];
      expect(rendered).toEqual(everyPage);
      // A visitor's page comes from what was rendered ahead.
      expect((await html.render('/about-us', 'en')).html).toContain(
        '<div id="root"><main><h1>/about-us</h1></main></div>',
      );
      expect(rendered).toHaveLength(6);

      // An edit drops them all and renders them again, without waiting for a visitor.
      edited();
      await vi.waitFor(() => expect(rendered).toEqual([...everyPage, ...everyPage]));
    });
  });

  it("moves Emotion's style elements into the head, in order, each run of them as one element, a global once, marked as Emotion marks those it has moved", () => {
    const { root, styles } = hoistEmotionStyles(
      '<style data-emotion="css-global vf6ldh">html{margin:0}</style><header>' +
        '<style data-emotion="css zf0iqh gqrc3l">.css-zf0iqh{color:red}.css-gqrc3l{color:blue}</style>' +
        '<h1 class="css-zf0iqh">สวัสดี</h1></header><style data-emotion="css 1abc">.css-1abc{}</style><p>x</p>' +
        '<style data-emotion="css-global 9xyz">body{}</style><style data-emotion="css 2def">.css-2def{}</style>' +
        '<style data-emotion="css-global 9xyz">body{}</style><style data-emotion="css 3ghi">.css-3ghi{}</style>',
    );
    expect(root).toBe('<header><h1 class="css-zf0iqh">สวัสดี</h1></header><p>x</p>');
    expect(styles).toBe(
      '<style data-emotion="css-global vf6ldh" data-s="">html{margin:0}</style>' +
        '<style data-emotion="css zf0iqh gqrc3l 1abc" data-s="">.css-zf0iqh{color:red}.css-gqrc3l{color:blue}.css-1abc{}</style>' +
        '<style data-emotion="css-global 9xyz" data-s="">body{}</style>' +
        '<style data-emotion="css 2def 3ghi" data-s="">.css-2def{}.css-3ghi{}</style>',
    );
  });

  it('writes JSON that can never close its element', () => {
    const value = { a: '</script><!--', b: '\u2028' };
    const text = jsonForScript(value);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(value);
  });
});

afterAll(() => rmSync(webDir, { recursive: true, force: true }));

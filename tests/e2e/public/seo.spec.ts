import { expect, test } from './fixtures';
import { publicTexts } from '../support/texts';
import enAbout from '../../../src/locales/en/public.about.json' with { type: 'json' };
import enSeo from '../../../src/locales/en/public.json' with { type: 'json' };

// What crawlers and link previews get (the HTML as served, no JavaScript run), and how the tags
// follow the visitor's language in the browser.
const SITE = 'https://www.runthai.example';
const seo = publicTexts.seo.pages;
const PAGES = [
  { path: '/', texts: seo.landing, english: enSeo.seo.pages.landing },
  { path: '/about-us', texts: seo.about, english: enSeo.seo.pages.about },
  { path: '/contact-us', texts: seo.contact, english: enSeo.seo.pages.contact },
] as const;

const tag = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

test.describe('SEO', () => {
  for (const { path, texts } of PAGES) {
    test(`${path} carries its Thai title, description, canonical and Open Graph tags in the served HTML`, async ({
      request,
    }) => {
      const res = await request.get(path, { headers: { accept: 'text/html' } });
      expect(res.status()).toBe(200);
      const html = await res.text();
      const url = `${SITE}${path}`;
      expect(tag(html, /<html lang="([^"]+)"/)).toBe('th');
      expect(tag(html, /<title>([^<]*)<\/title>/)).toBe(`${texts.title} | RunThai`);
      expect(tag(html, /<meta name="description" content="([^"]*)"/)).toBe(texts.description);
      expect(tag(html, /<link rel="canonical" href="([^"]*)"/)).toBe(url);
      expect(tag(html, /<meta property="og:title" content="([^"]*)"/)).toBe(`${texts.title} | RunThai`);
      expect(tag(html, /<meta property="og:description" content="([^"]*)"/)).toBe(texts.description);
      expect(tag(html, /<meta property="og:type" content="([^"]*)"/)).toBe('website');
      expect(tag(html, /<meta property="og:url" content="([^"]*)"/)).toBe(url);
      expect(tag(html, /<meta property="og:image" content="([^"]*)"/)).toBe(`${SITE}/og-image.png`);
      expect(tag(html, /<meta property="og:locale" content="([^"]*)"/)).toBe('th_TH');
    });
  }

  test('each page preloads its font files, and the browser uses them; the app waits for the first paint', async ({
    page,
  }) => {
    for (const { path } of PAGES) {
      const served = await (await page.request.get(path, { headers: { accept: 'text/html' } })).text();
      const hrefs = (pattern: RegExp) => [...served.matchAll(pattern)].map((match) => match[1] ?? '');
      const fonts = hrefs(/<link rel="preload" as="font"[^>]*href="([^"]+)"/g);
      // Every file the first screen's text uses: Thai and Latin, each a variable font that holds
      // the regular, semibold and bold weights.
      expect(fonts.map((href) => /anuphan-(\w+)-wght-normal/.exec(href)?.[1]).sort(), path).toEqual([
        'latin',
        'thai',
      ]);
      // The page is server-rendered: the app's entry and its parts are started by app-start, so
      // no chunk is preloaded (they would compete with the pictures and fonts).
      const [, appStart, app, partList] =
        /<script type="module" crossorigin src="([^"]+)" data-app="([^"]+)" data-parts="([^"]*)"><\/script>/.exec(
          served,
        ) ?? [];
      expect(appStart, path).toMatch(/\/assets\/app-start-[\w-]+\.js$/);
      expect(app, path).toMatch(/\/assets\/index-[\w-]+\.js$/);
      const parts = partList?.split(' ') ?? [];
      expect(
        parts.map((href) => /\/assets\/([a-z0-9-]+?)-[\w-]{8}\.js$/.exec(href)?.[1]),
        path,
      ).toEqual(['rolldown-runtime', 'react', 'mui', 'i18n']);
      expect(served, path).not.toContain('rel="modulepreload"');

      // Preloaded and then used: the browser fetches exactly these files, no other copy.
      const fetched: string[] = [];
      const record = (request: { url(): string }) => fetched.push(new URL(request.url()).pathname);
      page.on('request', record);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      page.off('request', record);
      for (const href of [...fonts, appStart ?? '', ...parts, app ?? ''])
        expect(fetched, `${path} ${href}`).toContain(href);

      // The app's scripts were asked for once the page had loaded and painted.
      const timing = await page.evaluate(
        (files) => {
          const requested = performance
            .getEntriesByType('resource')
            .filter((r) => files.some((file) => r.name.endsWith(file)));
          const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
          return {
            requestedAt:
              requested.length === files.length ? Math.min(...requested.map((r) => r.startTime)) : -1,
            paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
            loadedAt: navigation?.loadEventStart ?? Infinity,
          };
        },
        [...parts, app ?? ''],
      );
      expect(timing.requestedAt, path).toBeGreaterThanOrEqual(timing.paintedAt);
      expect(timing.requestedAt, path).toBeGreaterThanOrEqual(timing.loadedAt);
    }
  });

  test('the landing content is in the page as JSON data, and the page makes no landing call', async ({
    page,
  }) => {
    const landingCalls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/landingPageController/')) landingCalls.push(req.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const data = JSON.parse((await page.locator('#landing-data').textContent()) ?? '{}') as Record<
      string,
      unknown[]
    >;
    expect(Object.keys(data)).toEqual(['banners', 'products', 'aboutUs', 'announcements', 'statCounters']);
    expect(data.banners?.length).toBeGreaterThan(0);
    expect(landingCalls).toEqual([]);
  });

  test('the about page shows the about-us sections from the page data', async ({ page }) => {
    await page.goto('/about-us');
    await expect(
      page.getByRole('heading', { level: 2, name: publicTexts.about.sectionsTitle }),
    ).toBeVisible();
    const sections = JSON.parse((await page.locator('#landing-data').textContent()) ?? '{}') as {
      aboutUs: { titleTh: string }[];
    };
    for (const { titleTh } of sections.aboutUs) {
      await expect(page.getByRole('heading', { level: 3, name: titleTh })).toBeVisible();
    }
  });

  test('an unknown address answers 404 with noindex, and the app shows its 404 page', async ({ page }) => {
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(404);
    await expect(page).toHaveURL(/\/404$/);
    await expect(page).toHaveTitle(`${seo.notFound.title} | RunThai`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  });

  test('the tags follow English, and move with client-side navigation', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'en'));
    await page.goto('/about-us');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(`${enSeo.seo.pages.about.title} | RunThai`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      enSeo.seo.pages.about.description,
    );
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_US');
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);

    await page.getByRole('main').getByRole('link', { name: enAbout.about.hero.contact }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page).toHaveTitle(`${enSeo.seo.pages.contact.title} | RunThai`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/contact-us?lang=en`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      `${SITE}/contact-us?lang=en`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="th"]')).toHaveAttribute(
      'href',
      `${SITE}/contact-us`,
    );
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
      'content',
      enSeo.seo.pages.contact.description,
    );
  });

  test('robots.txt points at the sitemap, which lists the three pages; the preview image is served', async ({
    request,
  }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(robots).toContain('Disallow: /admin/');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(urls).toEqual([`${SITE}/`, `${SITE}/about-us`, `${SITE}/contact-us`]);
    const image = await request.get('/og-image.png');
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  });

  test('the first load crosses the network compressed', async ({ request }) => {
    const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
    // The app's entry, which app-start loads (app-start itself is too small to be worth it).
    const script = /<script type="module" crossorigin src="[^"]+" data-app="([^"]+)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const res = await request.get(script!, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers()['content-encoding']).toBe('br');
    // The same code as the plain file (the copies are made from the finished build).
    const plain = await request.get(script!, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect((await res.body()).equals(await plain.body())).toBe(true);
  });
});

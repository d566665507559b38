import type { Page } from '@playwright/test';
import { landingSeed, statCounterSeed } from '../../../server/db/seed/landing-content';
import enFirst from '../../../src/locales/en/public.landing.json' with { type: 'json' };
import enSections from '../../../src/locales/en/public.landing-sections.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { layout, LINKS, publicTexts, startsWith } from '../support/texts';
import { blockingViolations } from '../support/axe';

// The landing page against the real server and its seeded content (server/db/seed/landing.ts):
// whether the server inlines the content into `/` or the page asks the public list calls, the
// visitor sees the same thing.

const th = publicTexts.landing;
const en = { ...enFirst.landing, ...enSections.landing };
const seeded = (kind: (typeof landingSeed)[number]['kind']) =>
  landingSeed.filter((item) => item.kind === kind);
const BANNERS = seeded('BANNER');
const PRODUCTS = seeded('PRODUCT');
const ABOUT_US = seeded('ABOUT_US');
const ANNOUNCEMENTS = seeded('ANNOUNCEMENT');

function first<T>(items: readonly T[]): T {
  const [item] = items;
  if (item === undefined) throw new Error('the seed has no such item');
  return item;
}

/** "15 Oct 2026" / the Thai short month and the Buddhist-era year, as src/lib/format shows it. */
function displayDate(isoDate: string, lang: 'th' | 'en'): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  const monthName = new Intl.DateTimeFormat(lang === 'th' ? 'th-TH' : 'en-US', { month: 'short' }).format(
    new Date(year, month - 1, day),
  );
  return `${day} ${monthName} ${lang === 'th' ? year + 543 : year}`;
}

const figure = (value: number, lang: 'th' | 'en') =>
  new Intl.NumberFormat(lang === 'th' ? 'th-TH' : 'en-US').format(value);

const carousel = (page: Page, label = th.banners.label) => page.getByRole('region', { name: label });
const section = (page: Page, title: string) => page.getByRole('region', { name: title });

async function useStoredSettings(page: Page, settings: { language?: string; themeMode?: 'light' | 'dark' }) {
  await page.addInitScript(({ language, themeMode }) => {
    if (language) localStorage.setItem('i18nextLng', language);
    if (themeMode) localStorage.setItem('settings', JSON.stringify({ version: '1', themeMode }));
  }, settings);
}

/** Stops the automatic slide show, so a check does not race the next slide. */
async function pauseBanners(page: Page, texts = th) {
  await carousel(page, texts.banners.label).getByRole('button', { name: texts.banners.pause }).click();
}

/** Waits until every section has its content (the last ones come with a lazy chunk). */
async function waitForContent(page: Page, texts = th, lang: 'th' | 'en' = 'th') {
  const title = (item: { titleTh: string; titleEn: string }) => (lang === 'th' ? item.titleTh : item.titleEn);
  await expect(
    carousel(page, texts.banners.label).getByRole('heading', { name: title(first(BANNERS)) }),
  ).toBeVisible();
  await expect(section(page, texts.products.title).getByRole('heading', { level: 3 })).toHaveCount(
    PRODUCTS.length,
  );
  await expect(section(page, texts.aboutUs.title).getByRole('heading', { level: 3 })).toHaveCount(
    ABOUT_US.length,
  );
  await expect(section(page, texts.announcements.title).getByRole('heading', { level: 3 })).toHaveCount(
    ANNOUNCEMENTS.length,
  );
  await expect(section(page, texts.stats.title).getByRole('definition')).toHaveCount(statCounterSeed.length);
}

test('shows the seeded banners, products, figures, about us and announcements in Thai', async ({ page }) => {
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1, name: th.hero.title })).toBeVisible();
  await pauseBanners(page);
  await waitForContent(page);

  const banner = first(BANNERS);
  const hero = carousel(page);
  await expect(hero.getByText(banner.bodyTh ?? '')).toBeVisible();
  const picture = hero.getByRole('img', { name: banner.titleTh });
  await expect(picture).toHaveAttribute('fetchpriority', 'high');
  await expect(picture).toHaveAttribute('width', '1600');
  await expect(picture).toHaveAttribute('height', '700');
  // The WebP really arrived from the file endpoint.
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(1600);

  const products = section(page, th.products.title);
  await expect(products.getByRole('heading', { level: 3 })).toHaveText(
    PRODUCTS.map((product) => product.titleTh),
  );
  await expect(products.getByRole('img', { name: first(PRODUCTS).titleTh })).toHaveAttribute(
    'loading',
    'lazy',
  );

  const figures = section(page, th.stats.title);
  for (const counter of statCounterSeed) {
    await expect(figures.getByRole('term').filter({ hasText: counter.labelTh })).toBeVisible();
    await expect(
      figures.getByRole('definition').filter({ hasText: figure(counter.value, 'th') }),
    ).toBeVisible();
  }

  await expect(section(page, th.aboutUs.title).getByRole('heading', { level: 3 })).toHaveText(
    ABOUT_US.map((about) => about.titleTh),
  );

  const news = section(page, th.announcements.title);
  const announcement = first(ANNOUNCEMENTS);
  await expect(news.getByRole('heading', { level: 3 })).toHaveText(ANNOUNCEMENTS.map((item) => item.titleTh));
  // Buddhist-era year in Thai (2026 → 2569).
  await expect(news.getByText(displayDate(announcement.publishDate ?? '', 'th'))).toBeVisible();
  expect(displayDate('2026-10-15', 'th')).toContain('2569');
});

test('shows the English texts when English is the stored language', async ({ page }) => {
  await useStoredSettings(page, { language: 'en' });
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1, name: en.hero.title })).toBeVisible();
  await pauseBanners(page, en);
  await waitForContent(page, en, 'en');

  await expect(carousel(page, en.banners.label).getByText(first(BANNERS).bodyEn ?? '')).toBeVisible();
  await expect(section(page, en.products.title).getByRole('heading', { level: 3 })).toHaveText(
    PRODUCTS.map((product) => product.titleEn),
  );
  const figures = section(page, en.stats.title);
  for (const counter of statCounterSeed) {
    await expect(figures.getByRole('term').filter({ hasText: counter.labelEn })).toBeVisible();
    await expect(
      figures.getByRole('definition').filter({ hasText: figure(counter.value, 'en') }),
    ).toBeVisible();
  }
  const news = section(page, en.announcements.title);
  await expect(news.getByText(displayDate(first(ANNOUNCEMENTS).publishDate ?? '', 'en'))).toBeVisible();
  await expect(news.getByRole('heading', { level: 3, name: first(ANNOUNCEMENTS).titleEn })).toBeVisible();
});

test('the banners move with their buttons and the keyboard, and link inside the site', async ({ page }) => {
  await page.goto('/');
  const hero = carousel(page);
  const [one, two, three] = [0, 1, 2].map((index) => BANNERS[index]?.titleTh ?? '') as [
    string,
    string,
    string,
  ];
  const dot = (number: number, title: string) =>
    hero.getByRole('button', {
      name: th.banners.goTo.replace('{{number}}', String(number)).replace('{{title}}', title),
    });
  // The banners turn by themselves every 6 s, which a busy machine can reach before the first
  // click: stop them, and start from the first one.
  await hero.getByRole('button', { name: th.banners.pause }).click();
  await dot(1, one).click();
  await expect(hero.getByRole('heading', { level: 2, name: one })).toBeVisible();

  await hero.getByRole('button', { name: th.banners.next }).click();
  await expect(hero.getByRole('heading', { level: 2, name: two })).toBeVisible();
  await expect(hero.getByRole('heading', { level: 2, name: one })).toHaveCount(0);

  // The slide buttons: arrow keys move the selection and the focus.
  await dot(2, two).focus();
  await page.keyboard.press('ArrowRight');
  await expect(hero.getByRole('heading', { level: 2, name: three })).toBeVisible();
  await expect(dot(3, three)).toBeFocused();
  await expect(dot(3, three)).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(hero.getByRole('heading', { level: 2, name: one })).toBeVisible();

  // The first banner links to /about-us: an in-app navigation.
  await hero.getByRole('link', { name: startsWith(th.banners.more) }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByRole('heading', { level: 1, name: publicTexts.about.hero.title })).toBeVisible();
});

test("the server's page fetches the first banner's picture only; the others come once the app runs", async ({
  page,
  baseURL,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') requested.push(request.url());
  });
  // The server's HTML alone, as the browser loads and paints it before the app starts.
  // (The frame's own goto: the page's waits for the app, which never comes here.)
  await page.route('**/assets/app-start-*.js', (route) => route.abort());
  await page.mainFrame().goto(new URL('/', baseURL).href, { waitUntil: 'networkidle' });
  const pictures = carousel(page).locator('img');
  const sources = await pictures.evaluateAll((images) =>
    images.map((image) => (image as HTMLImageElement).src),
  );
  expect(sources).toHaveLength(BANNERS.length);
  expect(requested).toContain(sources[0]);
  expect(requested.filter((url) => sources.slice(1).includes(url))).toEqual([]);

  // With the app, the next slides' pictures load before they are shown.
  await page.unroute('**/assets/app-start-*.js');
  await page.reload();
  await expect
    .poll(() =>
      pictures.evaluateAll((images) =>
        images.map(
          (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
        ),
      ),
    )
    .toEqual(BANNERS.map(() => true));
});

test('on a phone, the product pictures far below the first screen load only as the visitor scrolls to them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') requested.push(request.url());
  });
  await page.goto('/');
  await waitForContent(page);
  await page.waitForLoadState('networkidle');
  // Chromium starts a lazy picture within 1,250 px of the screen: the second and third cards
  // (~1,500 and ~1,950 px down) would load with the page. A card is laid out only once it comes
  // near the screen (products-section.tsx), so none below the first is asked for yet.
  const pictures = section(page, th.products.title).getByRole('img');
  const sources = await pictures.evaluateAll((images) =>
    images.map((image) => (image as HTMLImageElement).src),
  );
  expect(sources).toHaveLength(PRODUCTS.length);
  expect(requested.filter((url) => sources.slice(1).includes(url))).toEqual([]);

  const last = pictures.last();
  await last.scrollIntoViewIfNeeded();
  await expect
    .poll(() => last.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  expect(requested).toContain(sources.at(-1));
});

test('the banners stay still, without animation, when the visitor prefers reduced motion', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const hero = carousel(page);
  await expect(hero.getByRole('heading', { level: 2, name: first(BANNERS).titleTh })).toBeVisible();

  await expect(hero.getByRole('button', { name: th.banners.pause })).toHaveCount(0);
  const slide = hero.getByRole('group', {
    name: th.banners.slideLabel.replace('{{number}}', '1').replace('{{count}}', '3'),
  });
  expect(await slide.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe('0s');
  await hero.getByRole('button', { name: th.banners.next }).click();
  await expect(hero.getByRole('heading', { level: 2, name: BANNERS[1]?.titleTh ?? '' })).toBeVisible();
});

test('the calls to action lead to the external services in a new tab', async ({ page }) => {
  await page.goto('/');
  const cta = section(page, th.cta.title);

  for (const [key, href] of Object.entries(LINKS) as [keyof typeof LINKS, string][]) {
    const link = cta.getByRole('link', { name: startsWith(th.cta.links[key]) });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleName(new RegExp(layout.nav.opensInNewTab));
  }
});

test('fits a phone screen (375 × 812)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await pauseBanners(page);
  await waitForContent(page);

  const hero = carousel(page);
  await expect(hero.getByRole('heading', { level: 2, name: first(BANNERS).titleTh })).toBeInViewport();
  await expect(hero.getByRole('button', { name: th.banners.next })).toBeVisible();
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const products = section(page, th.products.title);
  await products.getByRole('heading', { level: 3 }).last().scrollIntoViewIfNeeded();
  const box = await products.getByRole('img', { name: first(PRODUCTS).titleTh }).boundingBox();
  expect(box?.width).toBeLessThanOrEqual(375);
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test(`moves nothing on the screen while the content arrives (CLS ≤ 0.02), ${viewport.width} wide`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    await waitForContent(page);
    await page.evaluate(() => document.fonts.ready);

    const cls = await page.evaluate(() =>
      (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
    );
    expect(cls).toBeLessThanOrEqual(0.02);
  });
}

for (const themeMode of ['light', 'dark'] as const) {
  test(`has no serious or critical axe violations with its content, ${themeMode} mode`, async ({ page }) => {
    await useStoredSettings(page, { themeMode });
    await page.goto('/');
    await waitForContent(page);
    const toggle = themeMode === 'dark' ? layout.themeMode.toLight : layout.themeMode.toDark;
    await expect(page.getByRole('button', { name: toggle })).toBeVisible();
    // Stop the slides so the check sees one stable page.
    await pauseBanners(page);

    expect(await blockingViolations(page)).toEqual([]);
  });
}

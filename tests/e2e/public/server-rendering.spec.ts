import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { layout, PUBLIC_ROUTES } from '../support/texts';
import enAbout from '../../../src/locales/en/public.about.json' with { type: 'json' };

// The public pages arrive as HTML (server/plugins/public-page-renderer.ts): the browser paints
// them before the script has come, and the script then takes over that very HTML (hydration)
// for a visitor with the defaults the server renders (the visitor's language, light), or renders
// anew for others.
const PAGES = PUBLIC_ROUTES.filter(({ path }) => ['/', '/about-us', '/contact-us'].includes(path));

/** Notes the page's h1 as the server sent it, before the app has rendered anything. */
async function rememberServerHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('h1');
    });
  });
}

const consoleErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // React reports a repaired hydration mismatch (#418) with reportError: a page error.
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

test.describe('server rendering', () => {
  for (const { path, heading } of PAGES) {
    test(`${path} is sent as HTML with its content, without inline scripts or a second title`, async ({
      request,
    }) => {
      const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
      const root =
        /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(html)?.[1] ??
        html.split('<div id="root">')[1] ??
        '';
      expect(root).toContain(`>${heading}</h1>`);
      expect(html.match(/<title>/g)).toHaveLength(1);
      // CSP script-src 'self': the only inline script element is the JSON data block.
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1] ?? '');
      for (const attributes of inline) expect(attributes).toContain('type="application/json"');
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('every page still shows its heading and content', async ({ page }) => {
      for (const { path, heading } of PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      }
    });
  });

  test('a Thai visitor with the default display gets the server’s HTML hydrated, without errors', async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await rememberServerHeading(page);
    for (const { path, heading } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // The app owns the heading the server sent (a fresh render would have replaced it).
      await expect
        .poll(() =>
          page.evaluate(() => {
            const sent = (window as unknown as { serverHeading: Element | null }).serverHeading;
            return (
              sent !== null &&
              sent === document.querySelector('h1') &&
              Object.keys(sent).some((key) => key.startsWith('__reactFiber'))
            );
          }),
        )
        .toBe(true);
    }
    // And it answers: the theme toggle works on the hydrated page.
    await page.getByRole('button', { name: layout.themeMode.toDark }).click();
    await expect(page.getByRole('button', { name: layout.themeMode.toLight })).toBeVisible();
    expect(errors).toEqual([]);
  });

  for (const { width, height, inDrawer } of [
    { width: 1440, height: 900, inDrawer: false },
    { width: 390, height: 844, inDrawer: true },
  ]) {
    test.describe(`at ${width} wide`, () => {
      test.use({ viewport: { width, height }, isMobile: inDrawer, hasTouch: inDrawer });

      test('a visitor who switched to English gets the server’s English page hydrated on reload, without errors', async ({
        page,
      }) => {
        const errors = consoleErrors(page);
        await rememberServerHeading(page);
        await page.goto('/about-us');
        if (inDrawer) {
          await page.getByRole('button', { name: layout.nav.openMenu }).click();
          await page
            .getByRole('dialog', { name: layout.nav.drawerLabel })
            .getByRole('button', { name: 'English' })
            .click();
          await page.keyboard.press('Escape');
        } else {
          await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
        }
        const heading = page.getByRole('heading', { level: 1, name: enAbout.about.hero.title });
        await expect(heading).toBeVisible();

        await page.reload();
        await expect(heading).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        // The server sent the English heading, and the app takes that very element over (once
        // the English texts have come: the page's first commit may precede it).
        await expect
          .poll(() =>
            page.evaluate(() => {
              const sent = (window as unknown as { serverHeading: Element | null }).serverHeading;
              return {
                text: sent?.textContent,
                owned:
                  sent === document.querySelector('h1') &&
                  Object.keys(sent ?? {}).some((key) => key.startsWith('__reactFiber')),
              };
            }),
          )
          .toEqual({ text: enAbout.about.hero.title, owned: true });
        expect(errors).toEqual([]);
      });
    });
  }

  test('a visitor whose English choice the server cannot know (no cookie) gets the page rendered anew in English, without errors', async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'en'));
    await rememberServerHeading(page);
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1, name: enAbout.about.hero.title })).toBeVisible();
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { serverHeading: Element | null }).serverHeading ===
          document.querySelector('h1'),
      ),
    ).toBe(false);
    expect(errors).toEqual([]);
  });

  test('English chosen while the page is still hydrating shows once it has, without errors', async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await page.goto('/contact-us');
    // The page's chunk is held back: the header hydrates (a click hydrates it at once), the page
    // below it still shows the server's Thai HTML, not yet the app's.
    let releasePage = () => {};
    const pageHeld = new Promise<void>((resolve) => (releasePage = resolve));
    await page.route(/\/assets\/about-page-[^/]*\.js$/, async (route) => {
      await pageHeld;
      await route.continue();
    });
    await page.evaluate(() => location.assign('/about-us'));
    const english = page.getByRole('banner').getByRole('button', { name: 'English' });
    await expect
      .poll(() =>
        english.evaluate((button) => Object.keys(button).some((key) => key.startsWith('__reactProps'))),
      )
      .toBe(true);
    await english.click();
    const thaiHeading = PAGES.find(({ path }) => path === '/about-us')!.heading;
    await expect(page.getByRole('heading', { level: 1, name: thaiHeading })).toBeVisible();

    releasePage();
    await expect(page.getByRole('heading', { level: 1, name: enAbout.about.hero.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(errors).toEqual([]);
  });

  test('the English address (?lang=en) is served and shown in English with its hreflang links; ไทย leaves it', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/about-us?lang=en', { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain(`>${enAbout.about.hero.title}</h1>`);
    expect(html).toMatch(/<link rel="alternate" hreflang="th" href="[^"]*\/about-us" \/>/);
    expect(html).toMatch(/<link rel="alternate" hreflang="en" href="[^"]*\/about-us\?lang=en" \/>/);
    expect(html).toMatch(/<link rel="alternate" hreflang="x-default" href="[^"]*\/about-us" \/>/);

    // A Thai browser that follows the English link reads English; its switch back to Thai
    // drops ?lang=en, so a reload stays Thai.
    const errors = consoleErrors(page);
    await page.goto('/about-us?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: enAbout.about.hero.title })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'ภาษาไทย' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    const thaiHeading = PAGES.find(({ path }) => path === '/about-us')!.heading;
    await expect(page.getByRole('heading', { level: 1, name: thaiHeading })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

import { expect, test } from './fixtures';
import { errors, layout, PUBLIC_ROUTES } from '../support/texts';

test.describe('public routes', () => {
  for (const { path, heading, title } of PUBLIC_ROUTES) {
    test(`${path} shows its page inside the header and footer`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page).toHaveTitle(`${title} | RunThai`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    });
  }

  test('an unknown path is replaced by /404 (Back skips it)', async ({ page }) => {
    await page.goto('/about-us');
    await page.goto('/no/such/page');

    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { level: 1, name: errors['404'].title })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/about-us$/);
  });

  test('the error page leads back home', async ({ page }) => {
    await page.goto('/500');
    await page.getByRole('main').getByRole('link', { name: errors.goHome }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a route change starts at the top of the page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(80);

    // The header is fixed, so its menu is at hand anywhere down the page.
    await page
      .getByRole('navigation', { name: layout.nav.label })
      .getByRole('link', { name: layout.nav.aboutUs })
      .click();

    await expect(page).toHaveURL(/\/about-us$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the header turns "offset" after 80 px of scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-offset', 'false');
    await page.evaluate(() => window.scrollTo(0, 80));
    await expect(header).toHaveAttribute('data-offset', 'false');

    await page.evaluate(() => window.scrollTo(0, 81));
    await expect(header).toHaveAttribute('data-offset', 'true');
    await expect
      .poll(() => header.evaluate((element) => getComputedStyle(element).backdropFilter))
      .toContain('blur');
  });
});

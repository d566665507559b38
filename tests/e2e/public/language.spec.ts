import type { Page } from '@playwright/test';
import layoutEn from '../../../src/locales/en/layout.json' with { type: 'json' };
import { blockingViolations } from '../support/axe';
import { layout } from '../support/texts';
import { expect, test } from './fixtures';

// Issue 32 item 6: the public site speaks English. ไทย / English in the header (lg+) and in the
// drawer (below lg), kept under i18nextLng like the back-office; a first visit follows the
// browser's language.

const stored = (page: Page) => page.evaluate(() => localStorage.getItem('i18nextLng'));

test.describe('at 1440 wide', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a Thai browser starts in Thai; the header switch turns the site English and keeps it', async ({
    page,
  }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: layout.nav.label });
    await expect(menu.getByRole('link', { name: layout.nav.contactUs })).toBeVisible();
    const english = page.getByRole('banner').getByRole('button', { name: 'English' });
    await expect(page.getByRole('banner').getByRole('button', { name: 'ภาษาไทย' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await english.click();
    await expect(english).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('navigation', { name: layoutEn.nav.label })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await stored(page)).toBe('en');

    await page.reload();
    await expect(
      page
        .getByRole('navigation', { name: layoutEn.nav.label })
        .getByRole('link', { name: layoutEn.nav.contactUs }),
    ).toBeVisible();
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`the header with its switch has no serious or critical axe violations, ${mode} mode`, async ({
      page,
    }) => {
      await page.addInitScript((themeMode) => {
        localStorage.setItem('settings', JSON.stringify({ version: '1', themeMode }));
      }, mode);
      await page.goto('/');
      await expect(page.getByRole('banner').getByRole('button', { name: 'English' })).toBeVisible();
      expect(await blockingViolations(page, { include: 'header' })).toEqual([]);
    });
  }
});

test.describe('a first visit from an English browser', () => {
  test.use({ locale: 'en-US', viewport: { width: 1440, height: 900 } });

  test('starts in English and stores it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: layoutEn.nav.label })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await stored(page)).toBe('en');
  });
});

test.describe('at 390 wide', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the drawer has the switch; English is kept for the next page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'English' })).toBeHidden();
    await page.getByRole('button', { name: layout.nav.openMenu }).click();
    const drawer = page.getByRole('dialog', { name: layout.nav.drawerLabel });
    expect(await blockingViolations(page)).toEqual([]);
    await drawer.getByRole('button', { name: 'English' }).click();
    const englishDrawer = page.getByRole('dialog', { name: layoutEn.nav.drawerLabel });
    await expect(englishDrawer.getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await englishDrawer.getByRole('link', { name: layoutEn.nav.contactUs }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    expect(await stored(page)).toBe('en');
    // No sideways scrolling with the English words.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

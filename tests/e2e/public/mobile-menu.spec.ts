import { expect, test } from './fixtures';
import { layout, LINKS, startsWith } from '../support/texts';

// A 375-wide phone.
test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

test.describe('mobile menu (below lg)', () => {
  test('a menu button opens a 240-wide left drawer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: layout.nav.label })).toBeHidden();

    await page.getByRole('button', { name: layout.nav.openMenu }).click();
    const drawer = page.getByRole('dialog', { name: layout.nav.drawerLabel });
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box?.width).toBe(240);
    expect(box?.x).toBe(0);
    await expect(drawer.getByRole('link', { name: startsWith(layout.nav.calendar) })).toHaveAttribute(
      'href',
      LINKS.calendar,
    );
  });

  test('one submenu open at a time; clicking it again collapses it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: layout.nav.openMenu }).click();
    const drawer = page.getByRole('dialog', { name: layout.nav.drawerLabel });
    const runners = drawer.getByRole('button', { name: layout.nav.forRunners });
    const organizer = drawer.getByRole('button', { name: layout.nav.forOrganizer });

    await runners.click();
    await expect(runners).toHaveAttribute('aria-expanded', 'true');
    const event = drawer.getByRole('link', { name: startsWith(layout.nav.event) });
    await expect(event).toBeVisible();
    await expect(event).toHaveAttribute('href', LINKS.event);
    await expect(event).toHaveAttribute('target', '_blank');
    await expect(event).toHaveAttribute('rel', 'noopener noreferrer');

    await organizer.click();
    await expect(organizer).toHaveAttribute('aria-expanded', 'true');
    await expect(runners).toHaveAttribute('aria-expanded', 'false');
    await expect(drawer.getByRole('link', { name: startsWith(layout.nav.medalService) })).toBeVisible();
    await expect(event).toBeHidden();

    await organizer.click();
    await expect(organizer).toHaveAttribute('aria-expanded', 'false');
    await expect(drawer.getByRole('link', { name: startsWith(layout.nav.medalService) })).toBeHidden();
  });

  test('the drawer closes after navigating', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: layout.nav.openMenu }).click();
    const drawer = page.getByRole('dialog', { name: layout.nav.drawerLabel });

    await drawer.getByRole('link', { name: layout.nav.contactUs }).click();

    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: layout.nav.openMenu })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('the logo is 140 wide on a phone', async ({ page }) => {
    await page.goto('/about-us');
    const logo = page.getByRole('banner').getByRole('link', { name: startsWith('RunThai') });
    await expect.poll(async () => (await logo.boundingBox())?.width).toBe(140);
  });

  test('nothing overflows the 375 px width', async ({ page }) => {
    for (const path of ['/', '/about-us', '/contact-us', '/404']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
    }
  });
});

import { expect, test } from './fixtures';
import { layout, LINKS, startsWith } from '../support/texts';

test.use({ viewport: { width: 1280, height: 800 } });

test.describe('desktop menu (lg and up)', () => {
  test('shows the horizontal menu; internal links navigate in the app', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: layout.nav.label });
    await expect(page.getByRole('button', { name: layout.nav.openMenu })).toBeHidden();

    await nav.getByRole('link', { name: layout.nav.aboutUs }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(nav.getByRole('link', { name: layout.nav.aboutUs })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: layout.nav.contactUs }).click();
    await expect(page).toHaveURL(/\/contact-us$/);

    await nav.getByRole('link', { name: layout.nav.home }).click();
    await expect(page).toHaveURL(/\/$/);

    const calendar = nav.getByRole('link', { name: startsWith(layout.nav.calendar) });
    await expect(calendar).toHaveAttribute('href', LINKS.calendar);
    await expect(calendar).toHaveAttribute('target', '_blank');
    await expect(calendar).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('dropdowns list the external links of For Runners and For Organizer', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: layout.nav.label });

    await nav.getByRole('button', { name: layout.nav.forRunners }).click();
    const runners = page.getByRole('menu');
    await expect(runners.getByRole('menuitem')).toHaveCount(3);
    for (const [key, href] of [
      ['event', LINKS.event],
      ['virtual', LINKS.virtual],
      ['thaiathon', LINKS.thaiathon],
    ] as const) {
      const item = runners.getByRole('menuitem', { name: startsWith(layout.nav[key]) });
      await expect(item).toHaveAttribute('href', href);
      await expect(item).toHaveAttribute('target', '_blank');
      await expect(item).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await page.keyboard.press('Escape');
    await expect(runners).toBeHidden();

    await nav.getByRole('button', { name: layout.nav.forOrganizer }).click();
    const organizer = page.getByRole('menu');
    await expect(organizer.getByRole('menuitem')).toHaveCount(2);
    await expect(
      organizer.getByRole('menuitem', { name: startsWith(layout.nav.platformService) }),
    ).toHaveAttribute('href', LINKS.platformService);
    await expect(
      organizer.getByRole('menuitem', { name: startsWith(layout.nav.medalService) }),
    ).toHaveAttribute('href', LINKS.medalService);
  });

  test('dropdowns work with the keyboard alone', async ({ page }) => {
    await page.goto('/');
    // By CSS, not by role: while the menu is open, MUI hides the rest of the page from
    // assistive technology (aria-hidden), the button included.
    const runnersButton = page.locator('button[aria-haspopup="menu"]', { hasText: layout.nav.forRunners });

    await runnersButton.focus();
    await page.keyboard.press('Enter');
    await expect(runnersButton).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem').first()).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: startsWith(layout.nav.virtual) })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(runnersButton).toBeFocused();
    await expect(runnersButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('the skip link is the first stop of the keyboard and jumps to the content', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: layout.skipToContent });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('the logo is 150 wide and leads home', async ({ page }) => {
    await page.goto('/about-us');
    const logo = page.getByRole('banner').getByRole('link', { name: startsWith('RunThai') });
    await expect.poll(async () => (await logo.boundingBox())?.width).toBe(150);
    await logo.click();
    await expect(page).toHaveURL(/\/$/);
  });
});

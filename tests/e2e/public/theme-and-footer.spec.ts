import { expect, test } from './fixtures';
import { layout, SOCIAL } from '../support/texts';

test.describe('theme toggle', () => {
  test('switches to dark and the choice survives a reload (localStorage "settings")', async ({ page }) => {
    await page.goto('/');
    const bodyBackground = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const lightBackground = await bodyBackground();

    await page.getByRole('button', { name: layout.themeMode.toDark }).click();

    await expect(page.getByRole('button', { name: layout.themeMode.toLight })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(
          () => (JSON.parse(localStorage.getItem('settings') ?? '{}') as { themeMode?: string }).themeMode,
        ),
      )
      .toBe('dark');
    await expect.poll(bodyBackground).not.toBe(lightBackground);

    await page.reload();
    await expect(page.getByRole('button', { name: layout.themeMode.toLight })).toBeVisible();
    await expect.poll(bodyBackground).not.toBe(lightBackground);

    await page.getByRole('button', { name: layout.themeMode.toLight }).click();
    await expect.poll(bodyBackground).toBe(lightBackground);
  });
});

test.describe('footer', () => {
  test('shows the description, three social links, © 2020–<this year> and v0.0.1 on every page', async ({
    page,
  }) => {
    const year = new Date().getFullYear();
    for (const path of ['/', '/about-us', '/contact-us', '/404']) {
      await page.goto(path);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByText(layout.footer.description)).toBeVisible();
      await expect(footer.getByText(`© 2020–${year}`)).toBeVisible();
      await expect(footer.getByText('v0.0.1')).toBeVisible();
      for (const [name, href] of [
        [layout.footer.social.facebook, SOCIAL.facebook],
        [layout.footer.social.instagram, SOCIAL.instagram],
        [layout.footer.social.line, SOCIAL.line],
      ] as const) {
        const link = footer.getByRole('link', { name, exact: true });
        await expect(link).toHaveAttribute('href', href);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
    }
  });
});

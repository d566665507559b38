import { expect, test } from './fixtures';
import { layout, PUBLIC_ROUTES } from '../support/texts';
import { blockingViolations } from '../support/axe';

// WCAG 2.1 AA rules (contrast included): no serious or critical violation on any public route,
// in light and in dark mode.
for (const mode of ['light', 'dark'] as const) {
  test.describe(`accessibility, ${mode} mode`, () => {
    test.beforeEach(async ({ page }) => {
      // The stored settings the app itself writes (merged over the defaults; version 1).
      await page.addInitScript((themeMode) => {
        localStorage.setItem('settings', JSON.stringify({ version: '1', themeMode }));
      }, mode);
    });

    for (const { path, heading } of PUBLIC_ROUTES) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        // The toggle offers the other mode: proof that the stored mode is the one shown.
        const toggleLabel = mode === 'dark' ? layout.themeMode.toLight : layout.themeMode.toDark;
        await expect(page.getByRole('button', { name: toggleLabel })).toBeVisible();

        expect(await blockingViolations(page)).toEqual([]);
      });
    }
  });
}

// WCAG 2.1 AA: no serious or critical axe violation on each master-data screen (with its rows
// shown, with the add dialog open, and while the table loads a page), in light and in dark mode.
import { expect, holdAnswers, openSignedIn, test, useThemeMode } from './fixtures';
import { list, MASTER_DATA_SCREENS } from './master-data-texts';
import { common } from './texts';
import { blockingViolations } from '../support/axe';

test.setTimeout(90_000);

for (const mode of ['light', 'dark'] as const) {
  test.describe(`master-data accessibility, ${mode} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await useThemeMode(page, mode);
    });

    for (const screen of MASTER_DATA_SCREENS) {
      test(`${screen.path}: list and add dialog`, async ({ page, readyServer }) => {
        await openSignedIn(page, readyServer, readyServer.session, screen.path);
        await expect(page.getByRole('heading', { level: 1, name: screen.title })).toBeVisible();
        // Rows (and their status labels) are shown before checking.
        await expect(
          page.getByRole('grid', { name: list.table.title }).getByRole('row').nth(1),
        ).toBeVisible();
        expect(await blockingViolations(page)).toEqual([]);

        await page.getByRole('button', { name: common.action.add }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        expect(await blockingViolations(page)).toEqual([]);
      });
    }

    test('a table loading its next page, rows still shown', async ({ page, readyServer }) => {
      await openSignedIn(page, readyServer, readyServer.session, '/master-data/province');
      const grid = page.getByRole('grid', { name: list.table.title });
      await expect(grid.getByRole('row').nth(1)).toBeVisible();
      // The next page's answer is held until axe has looked at the loading table.
      const release = await holdAnswers(page, '**/searchProvince');
      await page.getByRole('button', { name: list.grid.nextPage }).click();
      await expect(grid).toHaveAttribute('aria-busy', 'true');
      expect(await blockingViolations(page)).toEqual([]);
      release();
      await expect(grid).toHaveAttribute('aria-busy', 'false');
    });
  });
}

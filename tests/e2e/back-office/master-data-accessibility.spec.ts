// WCAG 2.1 AA: no serious or critical axe violation on each master-data screen (with its rows
// shown, and with the add dialog open), in light and in dark mode.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, openSignedIn, test, useThemeMode } from './fixtures';
import { list, MASTER_DATA_SCREENS } from './master-data-texts';
import { common } from './texts';

test.setTimeout(90_000);

async function expectNoBlockingViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
      summary: violation.nodes[0]?.failureSummary,
    }));
  expect(blocking).toEqual([]);
}

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
        await expectNoBlockingViolations(page);

        await page.getByRole('button', { name: common.action.add }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectNoBlockingViolations(page);
      });
    }
  });
}

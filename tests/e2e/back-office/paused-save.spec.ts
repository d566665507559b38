// Issue 32, item 2: with the server paused (connections taken, no answer, nothing closed), a save
// stops waiting after its time limit and says the server did not answer — not "contact the
// administrator" —, keeps what was typed and saves when tried again; Cancel works while it waits.
// At 1440 and 390 wide; axe on the dialog that says so, in light and dark mode.
import { SAVE_TIME_LIMIT_MS } from '../../../src/lib/api-request';
import { blockingViolations } from '../support/axe';
import { startPausableProxy, type PausableProxy } from '../support/pausable-proxy';
import { expect, openSignedIn, test, useThemeMode } from './fixtures';
import { confirmPrompt } from './form-actions';
import { list, masterData } from './master-data-texts';
import { common, fieldLabel, fill } from './texts';

test.setTimeout(120_000);

const t = masterData.province;
let proxy: PausableProxy | undefined;
test.afterEach(async () => {
  await proxy?.close();
  proxy = undefined;
});

// Codes no Thai province has (the seeded master data holds the real ones).
const CASES = [
  { width: 1440, height: 900, mode: 'light', code: '87' },
  { width: 390, height: 844, mode: 'dark', code: '88' },
] as const;

for (const { width, height, mode, code } of CASES) {
  test(`a save the paused server never answers (${width} wide, ${mode})`, async ({ page, readyServer }) => {
    await page.setViewportSize({ width, height });
    await useThemeMode(page, mode);
    proxy = await startPausableProxy(readyServer);
    // The page's clock runs as usual until the test moves it past the save's time limit: no
    // test waits 30 s for a timer.
    await page.clock.install();
    await openSignedIn(page, proxy.server, readyServer.session, '/master-data/province');
    await page.getByRole('button', { name: common.action.add, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: fill(list.dialogTitle.add, { entity: t.entity }) });
    const name = dialog.getByRole('textbox', { name: fieldLabel(t.provinceNameTh) });
    await dialog.getByRole('textbox', { name: fieldLabel(t.provinceCode) }).fill(code);
    await name.fill(`จังหวัดรอคำตอบ ${code}`);
    await dialog.getByRole('textbox', { name: fieldLabel(t.provinceNameEn) }).fill(`Waiting ${code}`);

    // Cancel works while the save waits: it stops waiting, and asks before dropping the values.
    proxy.pause();
    await dialog.getByRole('button', { name: common.action.save }).click();
    await confirmPrompt(page, common.confirm.add);
    const cancel = dialog.getByRole('button', { name: common.action.cancel });
    await expect(cancel).toBeEnabled();
    await cancel.click();
    await page.getByRole('alertdialog').getByRole('button', { name: list.unsaved.stay }).click();
    await expect(name).toHaveValue(`จังหวัดรอคำตอบ ${code}`);

    // Saved again, still paused: after the time limit the dialog says the server did not answer.
    await dialog.getByRole('button', { name: common.action.save }).click();
    await confirmPrompt(page, common.confirm.add);
    const said = dialog.getByRole('alert');
    await expect(dialog.getByRole('button', { name: common.action.save })).toBeDisabled();
    await page.clock.fastForward(SAVE_TIME_LIMIT_MS);
    await expect(said).toContainText(common.errorBanner.timeout);
    await expect(said).not.toContainText('ผู้ดูแลระบบ');
    await expect(name).toHaveValue(`จังหวัดรอคำตอบ ${code}`);
    expect(await blockingViolations(page)).toEqual([]);

    // The server answers again: trying again saves, and no message of the pause is left.
    proxy.resume();
    await dialog.getByRole('button', { name: common.action.save }).click();
    await confirmPrompt(page, common.confirm.add);
    await expect(page.getByText(common.toast.saveSuccess, { exact: true })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText(common.errorBanner.timeout)).toHaveCount(0);
  });
}

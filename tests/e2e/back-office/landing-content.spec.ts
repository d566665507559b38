// The landing page's content against the real server: an administrator drags a banner to the
// top and edits it — a new title and a picture cropped in the browser — and the public page
// served by the same server shows it first at once; the screen passes axe in light and dark.
import { expect, type Page } from '@playwright/test';
import { LANDING_PREFIX, type LandingItem } from '../../../contract/landing';
import { readFileSync } from 'node:fs';
import landingAdmin from '../../../src/locales/th/landing-admin.json' with { type: 'json' };
import { blockingViolations } from '../support/axe';
import { openSignedIn, test, useThemeMode, type ReadyServer } from './fixtures';
import { confirmPrompt } from './form-actions';
import { common, fieldLabel, fill } from './texts';
import list from '../../../src/locales/th/list.json' with { type: 'json' };

test.setTimeout(90_000);

const t = landingAdmin;
// An 800 × 500 seed picture: the crop cuts a 16:7 band out of it for the banner.
const picture = () => ({
  name: 'calendar.webp',
  mimeType: 'image/webp',
  buffer: readFileSync(
    new URL('../../../server/db/seed/landing-images/product-event-calendar.webp', import.meta.url),
  ),
});

async function openScreen(page: Page, server: ReadyServer) {
  await openSignedIn(page, server, server.session, '/landing');
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  const banners = page.getByRole('list', { name: t.kinds.banners.title });
  await expect(banners.getByRole('listitem')).not.toHaveCount(0);
  return banners;
}

test('an administrator moves and edits a banner and the public page shows it at once', async ({
  page,
  readyServer,
}) => {
  const listed = await page.request.post(`${readyServer.origin}${LANDING_PREFIX}/listBanner`, { data: {} });
  const [first, second] = ((await listed.json()) as { data: LandingItem[] }).data.map((b) => b.titleTh);
  const oldTitle = second!;
  const banners = await openScreen(page, readyServer);

  // The second banner dragged by its handle onto the first: it is saved first.
  const rows = banners.getByRole('listitem');
  await banners
    .getByRole('button', { name: fill(t.list.handle, { title: oldTitle }) })
    .dragTo(rows.filter({ hasText: first! }));
  await expect(rows.first()).toContainText(oldTitle);
  await expect(rows.nth(1)).toContainText(first!);
  await expect(page.getByText(common.toast.saveSuccess, { exact: true }).first()).toBeVisible();

  await banners.getByRole('button', { name: fill(list.rowAction.edit, { name: oldTitle }) }).click();
  const dialog = page.getByRole('dialog', {
    name: fill(list.dialogTitle.modify, { entity: t.kinds.banners.entity }),
  });
  const newTitle = `ข่าวเด่น ${Date.now()}`;
  await dialog.getByRole('textbox', { name: fieldLabel(t.item.titleTh) }).fill(newTitle);

  // A new picture, cropped to the banner's 16:7 in the browser, then uploaded.
  await dialog.getByLabel(t.image.change, { exact: true }).setInputFiles(picture());
  const zoom = dialog.getByRole('slider', { name: t.image.zoom });
  await zoom.focus();
  await zoom.press('ArrowRight');
  const uploaded = page.waitForResponse((response) => response.url().endsWith('/fileController/upload'));
  await dialog.getByRole('button', { name: t.image.use, exact: true }).click();
  const { data } = (await (await uploaded).json()) as {
    data: { fileId: string; contentType: string; imageWidth: number; imageHeight: number };
  };
  expect(data).toMatchObject({ contentType: 'image/webp', imageWidth: 1600, imageHeight: 700 });
  await expect(dialog.getByRole('img', { name: t.image.current })).toHaveAttribute(
    'src',
    new RegExp(data.fileId),
  );

  await dialog.getByRole('button', { name: common.action.save }).click();
  await confirmPrompt(page, common.confirm.modify);
  // The dialog closes only once the save succeeded (the move's toast may still be showing).
  await expect(dialog).toBeHidden();
  // The screen's preview shows it too.
  await expect(page.getByTestId('landing-preview').getByRole('heading', { name: newTitle })).toBeVisible();

  // The public site, served by the same server, on its next load (a visitor who asked for less
  // motion: the first slide stays).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${readyServer.origin}/`);
  const slide = page.getByRole('group', { name: /^1 / });
  await expect(slide.getByRole('heading', { name: newTitle })).toBeVisible();
  const shown = slide.getByRole('img', { name: newTitle });
  await expect(shown).toHaveAttribute('src', new RegExp(data.fileId));
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1600);
  await expect(page.getByText(oldTitle)).toHaveCount(0);
});

for (const mode of ['light', 'dark'] as const) {
  test(`the landing page screen passes axe in ${mode} mode, with the item dialog open`, async ({
    page,
    readyServer,
  }) => {
    await useThemeMode(page, mode);
    await openScreen(page, readyServer);
    await expect(page.getByTestId('landing-preview').getByRole('heading').first()).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);

    await page
      .getByRole('button', { name: fill(list.dialogTitle.add, { entity: t.kinds.banners.entity }) })
      .click();
    const dialog = page.getByRole('dialog', {
      name: fill(list.dialogTitle.add, { entity: t.kinds.banners.entity }),
    });
    await dialog.getByRole('button', { name: common.action.save }).click();
    await expect(dialog.getByText(list.validation.required).first()).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);

    // The crop: the frame, its sliders and buttons.
    await dialog.getByLabel(t.image.choose, { exact: true }).setInputFiles(picture());
    await expect(dialog.getByRole('slider', { name: t.image.zoom })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });
}

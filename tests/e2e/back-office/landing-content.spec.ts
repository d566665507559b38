// The landing page's content against the real server: an administrator edits a banner — a new
// title and a picture cropped in the browser — and the public page served by the same server
// shows it at once; the screen passes axe in light and dark mode.
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

test('an administrator edits a banner and the public page shows it at once', async ({
  page,
  readyServer,
}) => {
  // The banner the public page shows first.
  const listed = await page.request.post(`${readyServer.origin}${LANDING_PREFIX}/listBanner`, { data: {} });
  const oldTitle = ((await listed.json()) as { data: LandingItem[] }).data[0]!.titleTh;
  const banners = await openScreen(page, readyServer);
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
  await expect(page.getByText(common.toast.saveSuccess, { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  // The screen's preview shows it too.
  await expect(page.getByTestId('landing-preview').getByRole('heading', { name: newTitle })).toBeVisible();

  // The public site, served by the same server, on its next load.
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

// Issue 32 item 7: the hero banner keeps its subject in view on a phone. The seeded banners
// (server/db/seed/landing-images/) draw it in their right-hand part, from ~57 % to ~94 % of
// their width, the text going on the left on wide screens (docs/landing-content.md). At
// 390 × 844 and 1440 × 900, in light and dark mode (axe).
import type { Locator, Page } from '@playwright/test';
import { publicTexts } from '../support/texts';
import { blockingViolations } from '../support/axe';
import { expect, test } from './fixtures';

const th = publicTexts.landing;
const carousel = (page: Page) => page.getByRole('region', { name: th.banners.label });

/** The part of the picture's own width in view, as fractions [from, to] (object-fit: cover). */
async function visibleWidth(image: Locator): Promise<[number, number]> {
  return image.evaluate((element: HTMLImageElement) => {
    const box = element.getBoundingClientRect();
    const scale = Math.max(box.width / element.naturalWidth, box.height / element.naturalHeight);
    const drawn = element.naturalWidth * scale;
    const position = parseFloat(getComputedStyle(element).objectPosition.split(' ')[0] ?? '50') / 100;
    const offset = (drawn - box.width) * position;
    return [offset / drawn, (offset + box.width) / drawn];
  });
}

async function firstSlidePicture(page: Page, mode: 'light' | 'dark') {
  await page.addInitScript((themeMode) => {
    localStorage.setItem('settings', JSON.stringify({ version: '1', themeMode }));
  }, mode);
  await page.goto('/');
  const region = carousel(page);
  await region.getByRole('button', { name: th.banners.pause }).click();
  const slide = region.getByRole('group').first();
  const image = slide.getByRole('img');
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
  return { region, slide, image };
}

for (const mode of ['light', 'dark'] as const) {
  test.describe(`at 390 wide (${mode})`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the banner shows its subject above the text', async ({ page }) => {
      const { region, slide, image } = await firstSlidePicture(page, mode);
      const [from, to] = await visibleWidth(image);
      // The subject's span is in view (a centred crop showed 32 %–68 %: the empty middle).
      expect(from).toBeLessThanOrEqual(0.57);
      expect(to).toBeGreaterThanOrEqual(0.94);
      // The picture is the stage's upper part; the title starts below most of it.
      const picture = (await image.boundingBox())!;
      const title = (await slide.getByRole('heading', { level: 2 }).boundingBox())!;
      expect(title.y).toBeGreaterThanOrEqual(picture.y + picture.height * 0.6);
      expect(await blockingViolations(page, { include: '[data-section="banners"]' })).toEqual([]);
      await expect(region).toBeInViewport();
    });
  });

  test.describe(`at 1440 wide (${mode})`, () => {
    test.use({ viewport: { width: 1440, height: 900 } });

    test('the banner shows the whole picture, the text over its left side', async ({ page }) => {
      const { slide, image } = await firstSlidePicture(page, mode);
      const [from, to] = await visibleWidth(image);
      expect(from).toBeCloseTo(0, 2);
      expect(to).toBeCloseTo(1, 2);
      const picture = (await image.boundingBox())!;
      const title = (await slide.getByRole('heading', { level: 2 }).boundingBox())!;
      expect(title.x + title.width).toBeLessThanOrEqual(picture.x + picture.width * 0.57);
      expect(await blockingViolations(page, { include: '[data-section="banners"]' })).toEqual([]);
    });
  });
}

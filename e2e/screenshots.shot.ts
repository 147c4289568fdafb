import { expect, test } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { acceptCookiesUpFront } from './helpers';

const here = path.dirname(fileURLToPath(import.meta.url));
const folder = path.resolve(here, '../docs/screenshots');

// The README's screenshots, taken on request with `npm run screenshots` (not part of `npm test`).

for (const width of [375, 1280]) {
  test(`home screen at ${width} px`, async ({ page }) => {
    await acceptCookiesUpFront(page);
    await page.setViewportSize({ width, height: width < 600 ? 812 : 860 });
    await page.goto('/de');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(folder, `home-${width}.png`), fullPage: true });
  });
}

/**
 * Sign of life (issue 21): before any script has run, the page the server sends shows the site name
 * and an accessible loading state in the page's language; the app then takes over without a blank
 * moment. Scripts are held back here to see the HTML alone, as a slow phone connection would.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// A loaded machine is slow to render the first page; the assertions, not the clock, decide.
test.describe.configure({ timeout: 120_000 });

async function holdScripts(page: Page): Promise<void> {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
}

for (const width of [375, 1280]) {
  test(`the HTML alone shows the site name and a loading state at ${width} px`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    await holdScripts(page);
    await page.goto('/de');
    await expect(page.locator('#foyer-boot-name')).toBeVisible();
    await expect(page.locator('#foyer-boot-name')).not.toBeEmpty();
    await expect(page.getByRole('status')).toHaveText('Der Shop öffnet …', { useInnerText: true });
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`boot-${width}.png`) });
  });
}

test('the loading text follows the language of the page', async ({ page }) => {
  await holdScripts(page);
  await page.goto('/en');
  // Without a script the HTML's own language decides; the server may write the page's language.
  const lang = await page.evaluate(() => document.documentElement.lang);
  const expected: Record<string, string> = {
    de: 'Der Shop öffnet …',
    en: 'The shop is opening …',
  };
  await expect(page.getByRole('status')).toHaveText(expected[lang] ?? '', { useInnerText: true });
});

test('the app replaces the boot screen, never leaving the page blank', async ({ page }) => {
  await page.goto('/en');
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('#foyer-boot')).toHaveCount(0);
  // Every moment was either the boot screen or the app: the name stays until the header has it.
  await expect(page.getByRole('banner')).toBeVisible();
});

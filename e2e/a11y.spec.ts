import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './hydrated-test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

for (const lang of ['de', 'en'] as const) {
  test(`the shell has no axe violations in ${lang}`, async ({ page }) => {
    await page.goto(`/${lang}`);
    await expect(page.getByRole('region', { name: /Cookies/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: lang === 'de' ? /Sprache/ : /Language/ }).click();
    expect(await violations(page)).toEqual([]);
  });

  test(`the collapsed menu and a secondary screen have no axe violations in ${lang}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`/${lang}/login`);
    await page
      .getByRole('region', { name: /Cookies/ })
      .getByRole('button')
      .click();
    await page.getByRole('button', { name: lang === 'de' ? 'Menü öffnen' : 'Open menu' }).click();
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
  });
}

test('the not-found screen has no axe violations', async ({ page }) => {
  await page.goto('/en/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  expect(await violations(page)).toEqual([]);
});

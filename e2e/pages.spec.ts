import { LANGUAGES } from '@foyer/domain';
import { expect, test, type Page } from './hydrated-test';
import { expectAccessible } from './catalog-helpers';
import { acceptCookiesUpFront, changeConfig } from './helpers';

const PAGES = ['imprint', 'terms', 'data_protection', 'accessibility_statement'] as const;

test.beforeEach(({ page }) => acceptCookiesUpFront(page));

test('the home page shows the banners, linked to pages of the shop', async ({ page }) => {
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lindenau City Museum');
  const banners = page.getByRole('region', { name: 'Highlights' });
  await expect(banners.getByRole('link')).toHaveCount(3);
  const first = banners.getByRole('link').first();
  await expect(first).toHaveAttribute('href', '/en/tickets/1');
  await expect(first.getByRole('img')).toHaveAccessibleName(/Light Play/);
  await expect(first.locator('img')).toHaveJSProperty('complete', true);
  expect(await first.locator('img').evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /\/static\/banners\/lichtspiele\.svg$/,
  );
  await expect(banners.getByRole('link').last()).toHaveAttribute('href', '/en/passes');
  await first.click();
  await expect(page).toHaveURL('/en/tickets/1');
});

test('below 544 px the banners show their mobile images', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/de');
  const image = page.getByRole('region', { name: 'Aktuelles' }).locator('img').first();
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /\/static\/banners\/lichtspiele-mobile\.svg$/,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('the configured home view shows its list under the banners', async ({ page }) => {
  await changeConfig(page, { homeView: 'vouchers' });
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gift vouchers');
  await expect(page.getByRole('region', { name: 'Highlights' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What would you like to do?' })).toHaveCount(0);
  await expect(page).toHaveTitle('Lindenau City Museum');
  await expectAccessible(page);
});

test('the footer opens every static page', async ({ page }) => {
  await page.goto('/en');
  const legal = page.getByRole('navigation', { name: 'Legal information' });
  const titles: Record<(typeof PAGES)[number], string> = {
    imprint: 'Imprint',
    terms: 'Terms and conditions',
    data_protection: 'Privacy policy',
    accessibility_statement: 'Accessibility statement',
  };
  let before = await page.title();
  for (const id of PAGES) {
    await legal.getByRole('link', { name: titles[id] }).click();
    await expect(page).toHaveURL(`/en/page/${id}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    // The new page's title names its heading (the last page's heading may still be drawn a moment).
    await expect
      .poll(async () => {
        const title = await page.title();
        return (
          title !== before && title === `${await heading.textContent()} - Lindenau City Museum`
        );
      })
      .toBe(true);
    before = await page.title();
    await expect(page.getByRole('article').locator('.prose p').first()).toBeVisible();
  }
  await legal.getByRole('link', { name: 'Shipping information' }).click();
  await expect(page).toHaveURL('/en/page/shipping');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shipping and delivery');
});

/** The levels of the article's headings in order: 1 for `h1` and so on. */
async function headingLevels(page: Page): Promise<number[]> {
  return page
    .getByRole('article')
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
}

test('every screen of the shop links the accessibility statement in its footer', async ({
  page,
}) => {
  for (const path of [
    '',
    '/tickets',
    '/guided-tours',
    '/merchandise',
    '/vouchers',
    '/passes',
    '/checkout',
    '/login',
    '/page/imprint',
    '/no/such/page',
  ]) {
    await page.goto(`/en${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: 'Legal information' })
        .getByRole('link', { name: 'Accessibility statement' }),
      path,
    ).toHaveAttribute('href', '/en/page/accessibility_statement');
  }
});

test('the accessibility statement has the footer link’s title and one h1 over h2 sections in every language', async ({
  page,
}) => {
  for (const lang of LANGUAGES) {
    await page.goto(`/${lang}/page/accessibility_statement`);
    const label = await page
      .locator(`footer a[href="/${lang}/page/accessibility_statement"]`)
      .textContent();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(label ?? '');
    await expect(page.getByRole('article')).toContainText('(WCAG) 2.2');
    const levels = await headingLevels(page);
    expect(levels[0], lang).toBe(1);
    expect(
      levels.filter((level) => level === 1),
      lang,
    ).toHaveLength(1);
    expect(
      levels.slice(1).every((level) => level === 2),
      lang,
    ).toBe(true);
    expect(levels.length, lang).toBeGreaterThan(3);
  }
});

test('a page id the shop does not know shows the not-found screen', async ({ page }) => {
  await page.goto('/en/page/nothing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page).toHaveTitle('Page not found - Lindenau City Museum');
});

for (const lang of ['de', 'en'] as const) {
  test(`home and the static pages have no axe violations in ${lang}`, async ({ page }) => {
    test.setTimeout(180_000);
    for (const path of [
      '',
      ...PAGES.map((id) => `/page/${id}`),
      '/page/shipping',
      '/page/nothing',
    ]) {
      await page.goto(`/${lang}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
    }
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`/${lang}`);
    await expectAccessible(page);
  });
}

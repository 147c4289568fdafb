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
    // A screen without a server-drawn first view (the login) shows the boot screen.
    await page.goto('/de/login');
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

test("a catalog page's HTML alone shows its content, the site name and a loading state", async ({
  page,
}) => {
  await holdScripts(page);
  await page.goto('/de');
  const view = page.locator('#foyer-first-view');
  await expect(view.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(view.locator('.banner__image').first()).toBeVisible();
  // The brand names the museum (its logo's text alternative or the site name).
  await expect(view.getByRole('link').first()).toHaveAccessibleName(/\S/);
  await expect(page.getByRole('status')).toHaveText('Der Shop öffnet …', { useInnerText: true });
  await expect(page.locator('#root')).toBeHidden();
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test("an event's first view shows its name, picture and text before any API call", async ({
  page,
  request,
}) => {
  const events = (await (await request.get('/api/fr/event/select')).json()) as {
    data: { id: number; name: string }[];
  };
  const event = events.data[0];
  if (!event) throw new Error('the demo museum has no event');
  const calls: string[] = [];
  await page.route('**/api/**', (route) => {
    calls.push(route.request().url());
    return route.abort();
  });
  await holdScripts(page);
  await page.goto(`/fr/tickets/${event.id}`);
  const view = page.locator('#foyer-first-view');
  await expect(view.getByRole('heading', { level: 1 })).toHaveText(event.name);
  await expect(view.locator('.detail-intro__image')).toBeVisible();
  await expect(view.locator('.detail-intro__text p').first()).not.toBeEmpty();
  expect(calls).toEqual([]);
});

test('the app takes over from the first view: one page, no first view left', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  await page.goto('/en/tickets/1');
  await expect(page.getByRole('button', { name: /next month/i })).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('#foyer-first-view')).toHaveCount(0);
  await expect(page.locator('#root')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(problems).toEqual([]);
});

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

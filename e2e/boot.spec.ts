/**
 * The page the server sends is drawn by the app's own components (server rendering): before any
 * script has run it shows the page itself, accessible, in the page's language; the app then hydrates
 * it. Scripts are held back here to see the HTML alone, as a slow phone connection would.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// A loaded machine is slow to render the first page; the assertions, not the clock, decide.
test.describe.configure({ timeout: 120_000 });

async function holdScripts(page: Page): Promise<void> {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

for (const width of [375, 1280]) {
  for (const path of ['/de', '/de/login']) {
    test(`the HTML alone of ${path} shows the page, accessible, at ${width} px`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
      await holdScripts(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.locator('#foyer-boot')).toHaveCount(0);
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: testInfo.outputPath(`server-drawn-${path.replaceAll('/', '_')}-${width}.png`),
      });
    });
  }
}

test('an event page shows its name, picture and text before any script or API call', async ({
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
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.name);
  await expect(page.locator('.detail-intro__image')).toBeVisible();
  await expect(page.locator('.detail-intro__text p').first()).not.toBeEmpty();
  expect(calls).toEqual([]);
});

test('the app hydrates the drawn page: one page, usable, no error in the console', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  await page.goto('/en/tickets/1', { waitUntil: 'networkidle' });
  const month = page
    .getByText(
      /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
    )
    .first();
  const shown = await month.textContent();
  await page.getByRole('button', { name: /next month/i }).click();
  await expect(month).not.toHaveText(shown ?? '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(problems).toEqual([]);
});

/**
 * The shop's pages are drawn on the server by the app's own React components and hydrated in the
 * browser: their HTML holds the page's content in the asked language, a browser without JavaScript
 * shows it with a notice, and hydration neither errs nor asks the API again.
 */
import { expect, test, type Page } from '@playwright/test';
import { formatMoney, type Language } from '@foyer/domain';

interface ListedEvent {
  id: number;
  name: string;
  end: string | null;
  price_from?: number;
}

/** The visible text of an HTML document, without scripts, styles or data blocks. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ');
}

function dmy(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}.${month}.${year}`;
}

for (const lang of ['de', 'en'] as const satisfies readonly Language[]) {
  test(`an event page's HTML, fetched without scripts, names the event, its dates and price (${lang})`, async ({
    request,
  }) => {
    const listed = await request.get(`/api/${lang}/event/select`);
    const events = ((await listed.json()) as { data: ListedEvent[] }).data;
    const event = events.find((candidate) => candidate.end !== null && candidate.price_from);
    expect(event, 'the demo museum lists a priced event with an end').toBeDefined();
    if (!event?.end || event.price_from === undefined) return;

    const answer = await request.get(`/${lang}/tickets/${event.id}`);
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(html).toContain(`<html lang="${lang}"`);
    const text = visibleText(html.slice(html.indexOf('<body')));
    expect(text).toContain(event.name);
    expect(text).toContain(dmy(event.end));
    expect(text.replace(/\s/g, '')).toContain(
      formatMoney(event.price_from, lang).replace(/\s/g, ''),
    );
    // The head comes from the same render: title, canonical, alternates and the event's JSON-LD.
    expect(html).toMatch(new RegExp(`<title>${event.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    expect(html).toContain(`rel="canonical" href="`);
    expect(html).toContain('hrefLang="x-default"');
    expect(html).toContain('"@type":"Event"');
    // Compressed, with its styles written in: its first paint waits for no other request.
    expect(answer.headers()['content-encoding']).toBe('br');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<style data-href="\/assets\/index-[\w-]+\.css">/);
    expect(head).toMatch(/<style data-href="\/assets\/tickets-[\w-]+\.css">/);
    // Each written-in sheet is named by a disabled link (never fetched), and nothing else is linked.
    const sheets = head.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
    expect(sheets.length).toBeGreaterThanOrEqual(2);
    for (const sheet of sheets) expect(sheet).toMatch(/ disabled>$/);
    // No script is listed: the loader script asks for the code once the page has painted.
    expect(head).not.toContain('type="module"');
    expect(head).not.toContain('modulepreload');
  });
}

test("a drawn page paints before it asks for the shop's code, and fetches no style sheet", async ({
  page,
}) => {
  const sheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') sheets.push(request.url());
  });
  await page.goto('/en/tickets/1', { waitUntil: 'networkidle' });
  await expect(page.locator('html')).not.toHaveAttribute('data-foyer-drawn');
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/.+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }));
    return { paint, scripts };
  });
  expect(timing.paint).not.toBeNull();
  const code = timing.scripts.filter((script) => !script.path.includes('/after-paint-'));
  expect(code.length).toBeGreaterThan(5);
  for (const script of code) expect(script.start, script.path).toBeGreaterThan(timing.paint ?? 0);
  // The chunks' styles were written into the page: hydrating and drawing fetch none again.
  expect(sheets).toEqual([]);
});

test('an unknown event answers 404 with the not-found page drawn', async ({ request }) => {
  const answer = await request.get('/en/tickets/987654');
  expect(answer.status()).toBe(404);
  expect(visibleText(await answer.text())).toContain('Page not found');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of [
    '/en/tickets/1',
    '/en/guided-tours/2',
    '/en/merchandise/1',
    '/en/vouchers/1',
  ]) {
    test(`${path} shows its content and says booking needs JavaScript`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
      // Playwright's text selectors skip `<noscript>`; the text the page shows has it.
      expect(await page.locator('main').innerText()).toContain(
        'Booking in this shop needs JavaScript.',
      );
      await expect(page.getByText(/€\s?\d/).first()).toBeVisible();
      // The cookie notice is drawn, but its button needs JavaScript: it stays out of the way.
      await expect(page.locator('.cookie-notice')).toBeHidden();
    });
  }
});

/** Collects console errors and warnings, and the API calls the page makes. */
function watch(page: Page) {
  const problems: string[] = [];
  const calls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url());
  });
  return { problems, calls };
}

for (const path of [
  '/en',
  '/de/tickets',
  '/en/tickets/1',
  '/fr/guided-tours/2',
  '/en/merchandise/1',
  '/en/vouchers/1',
  '/en/page/imprint',
  '/en/checkout',
]) {
  test(`${path} hydrates without an error or warning and without asking the API again`, async ({
    page,
  }) => {
    const seen = watch(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    // Hydrated: the app answers a click (the skip link moves the focus to the page).
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
    expect(seen.problems).toEqual([]);
    expect(seen.calls).toEqual([]);
  });
}

test('a first visit gets the cookie notice in the HTML; once accepted, pages come without it', async ({
  page,
}) => {
  const seen = watch(page);
  const first = await page.request.get('/en/tickets');
  expect(await first.text()).toContain('<section class="cookie-notice"');
  await page.goto('/en/tickets', { waitUntil: 'networkidle' });
  const notice = page.getByRole('region', { name: 'Cookies on this website' });
  await expect(notice).toBeVisible();
  // Drawn by the server and hydrated: the accept button works.
  await notice.getByRole('button', { name: 'Accept' }).click();
  await expect(notice).toBeHidden();
  const again = await page.request.get('/en/tickets');
  expect(await again.text()).not.toContain('<section class="cookie-notice"');
  await page.goto('/en/tickets/1', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice).toHaveCount(0);
  expect(seen.problems).toEqual([]);
});

/**
 * The desk sale in Chromium: a sales member sells two timed tickets for cash and
 * gets the tickets PDF (the shop's document, opened in a new tab), sells one on the card terminal and
 * e-mails it; both sales show in the orders list as channel Desk. It sells a guided tour place and a
 * gift voucher for cash (a voucher code the shop does not know is refused with the desk's text). A door member is not offered the
 * desk (and the API answers 403). Axe finds no violations; screenshots of the desk at 1280 px and
 * 768 px go to docs/screenshots/.
 *
 * The file starts a server of its own on a fresh data folder with its staff (e2e/desk-server.ts).
 */
import { expect, test, type Page } from './hydrated-test';
import path from 'node:path';
import { addDays, venueToday } from '@foyer/domain';
import { isClosed } from '../apps/server/src/seed/demo';
import { axeViolations } from './booking-helpers';
import { root, signInAtDesk, startDeskServer, type DeskServer } from './desk-server';

const port = Number(process.env.FOYER_E2E_DESK_PORT ?? 4451);
const STAFF = { sales: 'sales@museum.example', door: 'door@museum.example' } as const;

let server: DeskServer | null = null;
let timeZone = 'Europe/Berlin';

test.use({ baseURL: `http://127.0.0.1:${port}`, viewport: { width: 1280, height: 900 } });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000);
  server = await startDeskServer(port, STAFF, () => playwright.request.newContext());
  timeZone = server.timeZone;
});

test.afterAll(() => server?.stop());

const signIn = signInAtDesk;

/** The first day after today the demo museum opens: every slot of the day is still ahead. */
function nextOpenDay(): string {
  let day = addDays(venueToday(new Date(), timeZone), 1);
  while (isClosed(day)) day = addDays(day, 1);
  return day;
}

async function pickAdults(page: Page, count: number): Promise<void> {
  await page.getByLabel('Day of the visit').fill(nextOpenDay());
  await expect(page.getByRole('radio', { checked: true }).first()).toBeVisible();
  await page.getByLabel(/^Adults · /).fill(String(count));
}

test('a sales member sells two tickets for cash, prints them, then sells by card and e-mails', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, STAFF.sales);
  await page.goto('/admin/desk');
  await expect(page.getByRole('heading', { name: 'Desk sale', level: 1 })).toBeVisible();
  await pickAdults(page, 2);
  // Priced by the server: 2 × 14,00 €, VAT included.
  await expect(page.getByTestId('desk-total')).toHaveText('€28.00');
  await expect(page.getByText('Included VAT 7 %')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.screenshot({ path: path.join(root, 'docs/screenshots/desk-768.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('radio', { name: 'Cash' }).check();
  await page.getByRole('button', { name: /^Take payment and book/ }).click();
  const done = page
    .getByRole('status')
    .filter({ hasText: /^Order \d{4}-\d{6} booked: €28\.00, Cash\.$/ });
  await expect(done).toBeVisible();
  const print = page.getByRole('link', { name: 'Print tickets' });
  await expect(print).toHaveAttribute('target', '_blank');
  const href = (await print.getAttribute('href')) ?? '';
  const pdf = await page.request.get(href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  expect(await axeViolations(page)).toEqual([]);
  const cashNumber = /(\d{4}-\d{6})/.exec((await done.textContent()) ?? '')?.[1] ?? '';

  await page.getByRole('button', { name: 'New sale' }).click();
  await pickAdults(page, 1);
  await expect(page.getByTestId('desk-total')).toHaveText('€14.00');
  await page.getByRole('radio', { name: 'Card terminal' }).check();
  await page.getByLabel('E-mail (tickets are sent there)').fill('visitor@example.org');
  await page.getByRole('button', { name: /^Take payment and book/ }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /booked: €14\.00, Card terminal\./ }),
  ).toBeVisible();
  await expect(page.getByText('The tickets were e-mailed to visitor@example.org.')).toBeVisible();

  // The desk finds the visitor's order and offers its tickets.
  await page.getByLabel('Order number, e-mail or name').fill(cashNumber);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('listitem').filter({ hasText: cashNumber })).toContainText(
    'Print tickets',
  );
  // ... and the card sale by part of its e-mail.
  await page.getByLabel('Order number, e-mail or name').fill('visitor@exam');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'visitor@example.org' }).first(),
  ).toContainText('Print tickets');

  await page.getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  const newest = page.getByRole('row').nth(1);
  await expect(newest).toContainText('Desk');
  await expect(page.getByRole('row').filter({ hasText: cashNumber })).toContainText('Desk');
  // The order list finds the desk's card sale by part of its e-mail.
  await page.getByLabel('E-mail').fill('visitor@exam');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /Orders found: [1-9]/ })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toContainText('visitor@example.org');
  await expect(page.getByRole('row').nth(1)).toContainText('Desk');
});

test('a sales member sells a guided tour place and a gift voucher for cash', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, STAFF.sales);
  await page.goto('/admin/desk');
  await page.getByLabel('Day of the visit').fill(nextOpenDay());
  await page
    .getByLabel('Tour', { exact: true })
    .selectOption('Highlights of the city’s history (in German)');
  const times = page.getByRole('group', { name: 'Start time' });
  await expect(times.getByRole('radio', { checked: true })).toBeVisible();
  await expect(times.getByRole('radio', { checked: true })).toHaveAccessibleName(
    /^\d{2}:\d{2} · \d+ left$/,
  );
  await page.getByLabel('Adults · €5.00').fill('1');
  await expect(page.getByTestId('desk-total')).toHaveText('€5.00');
  await page.getByLabel('Gift voucher €25 · €25.00').fill('1');
  // Priced by the server: one tour place and one voucher.
  await expect(page.getByTestId('desk-total')).toHaveText('€30.00');
  await expect(page.getByRole('cell', { name: /^1 × Gift voucher €25/ })).toBeVisible();

  await page.getByLabel('Voucher code to redeem').fill('NO-SUCH-CODE');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByRole('alert')).toHaveText('This voucher code is not known.');
  await page.getByRole('button', { name: 'Remove the voucher code NO-SUCH-CODE' }).click();
  await expect(page.getByTestId('desk-total')).toHaveText('€30.00');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({
    path: path.join(root, 'docs/screenshots/desk-1280.png'),
    fullPage: true,
  });

  await page.getByRole('radio', { name: 'Cash' }).check();
  await page.getByRole('button', { name: /^Take payment and book/ }).click();
  const done = page
    .getByRole('status')
    .filter({ hasText: /^Order \d{4}-\d{6} booked: €30\.00, Cash\.$/ });
  await expect(done).toBeVisible();
  const number = /(\d{4}-\d{6})/.exec((await done.textContent()) ?? '')?.[1] ?? '';

  await page.getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: number })).toContainText('Desk');
});

test('a door member is not offered the desk and the API answers 403', async ({ page }) => {
  await signIn(page, STAFF.door);
  await page.goto('/admin/desk');
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Desk' })).toHaveCount(0);
  const me = await page.request.get('/api/admin/me');
  const csrf = ((await me.json()) as { data: { csrfToken: string } }).data.csrfToken;
  const quote = await page.request.post('/api/admin/desk/quote', {
    headers: { 'x-csrf-token': csrf },
    data: { language: 'en', items: [{ type: 'merchandise', id: 1, count: 1 }] },
  });
  expect(quote.status()).toBe(403);
});

/**
 * The waiting room for on-sale moments (docs/decisions.md "A waiting room for on-sale moments"), on
 * a server of its own admitting one place every four seconds: staff switch the room on for the
 * timed exhibition; visitors (by the API) go to pay for its tickets and take places; at 375 px a
 * browser visitor going to pay lands on the waiting page with a position behind them and an
 * estimated wait, sees the position go down without the page being loaded again, is let back to
 * the checkout and pays with the test provider. A second tab of that browser holds no second place;
 * a German visitor reads the page in German. axe on the page, screenshots at 375 and 1280 px.
 */
import type { ConsoleMessage, Page } from '@playwright/test';
import path from 'node:path';
import { expect, test } from './hydrated-test';
import {
  addEventSlot,
  root,
  signInByApi,
  startAdminServer,
  type AdminServer,
  venueLocal,
} from './admin-helpers';
import { axeViolations } from './booking-helpers';
import {
  acceptTermsAndContinue,
  expectSuccess,
  leipzigGuest,
  openBasket,
  payButton,
  payWith,
  paymentTypeName,
  registerAsGuest,
} from './journeys/steps';
import { t } from './journeys/i18n';
import { payByCard } from './journeys/provider';
import {
  initPaymentBody,
  placeOf,
  queueByApi,
  shownPosition,
  switchRoom,
} from './waiting-room-helpers';

const port = Number(process.env.FOYER_E2E_WAITING_ROOM_PORT ?? 5561);
const base = `http://127.0.0.1:${port}`;
const MANAGER = 'manager@museum.example';
/** The demo museum's special exhibition (time slots) and its adults' ticket. */
const EVENT = 1;
const TICKET = 11;
const ROOM = `event:${EVENT}`;
/** One place every four seconds: slow enough to watch the line move. */
const ADMIT_PER_SECOND = 0.25;

let server: AdminServer | null = null;

test.use({ baseURL: base });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Seeding the demo museum for a server of its own is slow on a loaded machine.
  test.setTimeout(300_000);
  server = await startAdminServer({
    port,
    name: 'waiting-room',
    staff: [{ email: MANAGER, role: 'manager', name: 'Max Manager' }],
    configure: (raw) => {
      const settings = raw.server as Record<string, unknown>;
      settings.waitingRoom = { admitPerSecond: ADMIT_PER_SECOND };
    },
  });
});

test.afterAll(() => {
  server?.stop();
});

async function shot(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: path.join(root, `docs/screenshots/${name}-${width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 375, height: 900 });
}

/**
 * Console errors, but for the checkout's answer 503 itself: the browser reports every 503 it
 * receives ("Failed to load resource"), and the waiting room's answer is one by contract.
 */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    if (/Failed to load resource: .*\b503\b/.test(message.text())) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('visitors wait in line for the checkout, move up without a reload, and pay in turn', async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(180_000);
  const errors = consoleErrors(page);

  // Staff add a slot in five days and switch the exhibition's room on.
  const staffContext = await browser.newContext({ baseURL: base });
  const staff = await staffContext.newPage();
  await signInByApi(staff, MANAGER);
  const day = venueLocal(new Date(Date.now() + 5 * 86_400_000)).slice(0, 10);
  const start = `${day}T16:07`;
  await addEventSlot(staff, EVENT, start, 30);
  await switchRoom(staff, EVENT, true);
  await staffContext.close();

  // The browser visitor fills their basket and reaches the payment step.
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto(`/en/tickets/${EVENT}?date=${day}`);
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('radio', { name: /^16:07/ }).check();
  await page
    .getByRole('button', { name: t('en', 'tickets.stepper.more', { name: 'Adults' }) })
    .first()
    .click();
  await page.getByRole('button', { name: t('en', 'tickets.addToBasket') }).click();
  await openBasket(page, 'en', 1);
  await acceptTermsAndContinue(page, 'en');
  await registerAsGuest(
    page,
    'en',
    leipzigGuest('Wanda', 'Warteraum', 'wanda.warteraum@example.org'),
  );

  // Meanwhile four others went to pay: each has a place of their own, in order of arrival.
  const item = { ticket: TICKET, datetime: start, count: 1 };
  const others = await Promise.all(
    [0, 1, 2, 3].map(() => playwright.request.newContext({ baseURL: base })),
  );
  const ahead: number[] = [];
  for (const other of others) ahead.push((await queueByApi(other, item)).position);
  expect(ahead[3]).toBeGreaterThan(ahead[0] ?? 0);

  // Paying sends the browser to the waiting page: a place behind the others, an estimated wait.
  const card = await paymentTypeName(page.request, 'en', 161);
  await page.getByRole('radio', { name: card, exact: true }).check();
  const before = errors.length;
  await payButton(page, 'en').click();
  await expect(page).toHaveURL(/\/en\/waiting-room\?room=event%3A1&returnTo=%2Fen%2Fcheckout/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Waiting room');
  await expect(page.getByText(/^You are number \d+ in line\.$/)).toBeVisible();
  const first = await shownPosition(page);
  expect(first).toBeGreaterThan(1);
  await expect(page.getByText(/^Estimated wait: /)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Your progress in the line' })).toBeVisible();
  // The same document all along: a mark on the window survives until the browser is let in.
  await page.evaluate(() => {
    (window as unknown as { roomMark: string }).roomMark = 'same document';
  });
  const mark = () => page.evaluate(() => (window as unknown as { roomMark?: string }).roomMark);
  const waitingUrl = page.url();

  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'waiting-room');

  // A second tab of the same browser going to pay holds the same place, not a new one at the end.
  const held = await placeOf(page.request, ROOM);
  expect(held.state).toBe('waiting');
  const tab = await page.context().newPage();
  const tabErrors = consoleErrors(tab);
  await tab.goto(waitingUrl);
  const again = await tab.evaluate(async (body) => {
    const res = await fetch('/api/en/checkout/initPayment', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { place: { position: number } } };
  }, initPaymentBody(item));
  expect(again.status).toBe(503);
  expect(again.body.place.position).toBeLessThanOrEqual(held.position);
  await expect(async () => {
    expect(await shownPosition(tab)).toBe(await shownPosition(page));
  }).toPass({ timeout: 10_000 });
  await tab.close();
  expect(tabErrors).toEqual([]);

  // A German visitor reads the waiting page in German.
  const german = await browser.newContext({ baseURL: base, viewport: { width: 375, height: 900 } });
  const germanPage = await german.newPage();
  await germanPage.request.post('/api/de/checkout/initPayment', { data: initPaymentBody(item) });
  await germanPage.goto(`/de/waiting-room?room=${encodeURIComponent(ROOM)}`);
  await expect(germanPage.getByRole('heading', { level: 1 })).toHaveText('Warteraum');
  await expect(germanPage.getByText(/^Sie sind Nummer \d+ in der Warteschlange\.$/)).toBeVisible();
  await expect(germanPage.getByText(/^Geschätzte Wartezeit: /)).toBeVisible();
  await german.close();

  // The line moves: the position goes down on the same page, then the browser is let in.
  await expect.poll(() => shownPosition(page), { timeout: 30_000 }).toBeLessThan(first);
  expect(page.url()).toBe(waitingUrl);
  expect(await mark()).toBe('same document');
  await page.waitForURL(/\/en\/checkout\?step=payment$/, { timeout: 60_000 });
  expect(await mark()).toBe('same document');
  // Nothing went wrong in the console from paying until let back in.
  expect(errors.slice(before)).toEqual([]);

  // Back at the payment step with the basket kept, the browser pays.
  await payWith(page, 'en', card);
  await payByCard(page, 'en');
  await expectSuccess(page, 'en');
  await Promise.all(others.map((other) => other.dispose()));
});

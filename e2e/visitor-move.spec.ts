/**
 * A visitor moves a visit themselves within the museum's terms, in Chromium on a server of its own
 * (visitors may move visits until a quarter of an hour before they start, so that a start near
 * enough for the door is a start they may choose; docs/decisions.md "Visitors move a visit"):
 *
 * - a registered visitor opens the order from My orders and moves a guided tour to a start of the
 *   same tour in about 25 minutes: the door refuses the old barcode and admits the new one, the
 *   e-mail with the new tickets comes again; the move screen at 375 and 1280 px has no axe
 *   violations and nothing scrolls sideways;
 * - a guest follows the order link of the e-mail, the tour's price went up meanwhile, and pays the
 *   difference on the provider's page: back on the order page the visit has its new time and the
 *   order holds both payments;
 * - a booking whose deadline has passed says why in the order's language (German), and the server
 *   refuses a move of it with the same reason.
 */
import { expect, test, type Page } from './hydrated-test';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  buyItems,
  csrfOf,
  makeTour,
  noSidewaysScroll,
  root,
  signInByApi,
  startAdminServer,
  type AdminServer,
  type Buyer,
  type MadeTour,
  venueLocal,
} from './admin-helpers';
import { axeViolations } from './booking-helpers';
import { t } from './journeys/i18n';
import { waitForMail } from './journeys/outbox';
import { payByCard } from './journeys/provider';
import { registerAndLogIn } from './journeys/steps';

const port = Number(process.env.FOYER_E2E_VISITOR_MOVE_PORT ?? 5512);
const base = `http://127.0.0.1:${port}`;
const MANAGER = 'manager@museum.example';
const PASSWORD = 'Lindenau-Moves-2026!';

let server: AdminServer | null = null;

test.use({ baseURL: base });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startAdminServer({
    port,
    name: 'visitor-move',
    staff: [{ email: MANAGER, role: 'manager', name: 'Max Manager' }],
    configure: (raw) => {
      const museum = (raw.server as { museum: Record<string, unknown> }).museum;
      museum.terms = { move: { allowed: true, untilHours: 0.25 } };
    },
  });
});

test.afterAll(() => {
  server?.stop();
});

/**
 * The first start at least `minutes` from now on the museum's clock whose minute ends in `digit`
 * (so between `minutes` and `minutes + 9` minutes ahead, never in the past).
 */
function startIn(minutes: number, digit: number): string {
  let at = Date.now() + minutes * 60_000;
  while (!venueLocal(new Date(at)).slice(0, 16).endsWith(String(digit))) at += 60_000;
  return venueLocal(new Date(at)).slice(0, 16);
}

/** A guided tour of the visitor's basket: two adults. */
function tourItem(tour: MadeTour, datetime: string) {
  return {
    type: 'guidedTour',
    tourId: tour.id,
    datetime,
    answers: {},
    prices: [],
    tickets: [{ id: tour.ticket, count: 2 }],
  };
}

interface OrderData {
  id: number;
  number: string;
  lines: { datetime: string | null }[];
  tickets: { barcode: string }[];
  money: { captured: number; held: number; due: number };
}

/** The visitor's order as the back office sees it. */
async function orderOf(staff: Page, email: string): Promise<OrderData> {
  const found = await staff.request.get('/api/admin/orders', { params: { email } });
  const [row] = ((await found.json()) as { data: { orders: { id: number }[] } }).data.orders;
  const detail = await staff.request.get(`/api/admin/orders/${row?.id ?? 0}`);
  return ((await detail.json()) as { data: OrderData }).data;
}

/** Scans at the door with the staff session: `valid` or the reason of the refusal. */
async function scan(staff: Page, barcode: string): Promise<string> {
  const res = await staff.request.post('/api/admin/checkin/scans', {
    headers: { 'x-csrf-token': await csrfOf(staff) },
    data: {
      scanId: randomUUID(),
      barcode,
      device: 'e2e-door',
      checkpoint: { entrance: null, slot: null },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { data } = (await res.json()) as { data: { status: string; reason?: string } };
  return data.reason ?? data.status;
}

/** Accepts the cookie notice (it would cover the screenshots) when it shows. */
async function acceptCookies(page: Page, name: string): Promise<void> {
  const accept = page.getByRole('button', { name, exact: true });
  await accept.waitFor({ timeout: 5_000 }).catch(() => undefined);
  if (await accept.isVisible()) await accept.click();
}

/** Chooses the start `to` in the opened "Change time" panel of `section`. */
async function chooseStart(section: ReturnType<Page['locator']>, to: string): Promise<void> {
  const days = section.getByRole('group', { name: 'Choose a day' });
  await days.getByRole('radio').first().waitFor();
  const day = days.locator(`input[value="${to.slice(0, 10)}"]`);
  await day.check();
  await section.locator(`input[value="${to}"]`).check();
}

test('a registered visitor moves a tour from My orders; the door takes the new barcode only', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const staff = await (await browser.newContext({ baseURL: base })).newPage();
  await signInByApi(staff, MANAGER);
  const from = `${venueLocal(new Date(Date.now() + 4 * 86_400_000)).slice(0, 10)}T11:03`;
  // 18 to 27 minutes ahead: past the terms' quarter of an hour when moved to, and inside the door's
  // half hour before the start when scanned.
  const to = startIn(18, 7);
  const tour = await makeTour(staff, { de: 'Turmführung', en: 'Tower tour' }, 1200, [from, to]);

  const email = `move.${Date.now()}@example.org`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerAndLogIn(page, 'en', { fname: 'Mara', lname: 'Mover', email }, PASSWORD);
  // The visitor's own basket paid through the shop's calls with their login.
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('token') ?? '""'));
  const bought = await buyItems(
    page.request,
    base,
    { fname: 'Mara', lname: 'Mover', email },
    [tourItem(tour, from)],
    { customerToken: token },
  );
  expect(bought.orderToken).not.toBe('');
  const before = await orderOf(staff, email);
  const oldBarcode = before.tickets[0]?.barcode ?? '';
  const dirs = [path.join(server?.dataDir ?? '', 'outbox')];
  const confirmation = await waitForMail({ to: email, subject: before.number, dirs });

  await page.goto('/en/my-orders');
  await acceptCookies(page, 'Accept');
  await page.getByRole('link', { name: new RegExp(before.number) }).click();
  await expect(page).toHaveURL(new RegExp(`/en/order-review/${bought.orderToken}`));
  const section = page.locator('section', {
    has: page.getByRole('heading', { level: 2, name: 'Change the time of a visit' }),
  });
  await expect(section).toContainText(
    'You can change the time of a visit yourself until 15 minutes before it starts',
  );
  await section.getByRole('button', { name: 'Change time' }).click();
  await expect(
    section.getByRole('heading', { level: 3, name: 'New time for 2 × Tower tour – Adults' }),
  ).toBeFocused();
  await chooseStart(section, to);
  await expect(section.locator(`label:has(input[value="${to}"])`)).toContainText('same price');
  expect(await axeViolations(page)).toEqual([]);
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(root, 'docs/screenshots/visitor-move-1280.png') });
  await page.setViewportSize({ width: 375, height: 812 });
  await noSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({
    path: path.join(root, 'docs/screenshots/visitor-move-375.png'),
    fullPage: true,
  });

  // Keyboard only from here: Continue, then the confirmation with the terms in words.
  await section.getByRole('button', { name: 'Continue' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    section.getByRole('heading', { level: 4, name: 'Change the time now?' }),
  ).toBeVisible();
  await expect(section).toContainText('The price stays the same.');
  await expect(section).toContainText('the old ones stop being valid at once.');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({
    path: path.join(root, 'docs/screenshots/visitor-move-confirm-375.png'),
    fullPage: true,
  });
  await section.getByRole('button', { name: 'Yes, change the time' }).focus();
  await page.keyboard.press('Enter');
  const done = section.getByRole('status');
  await expect(done).toContainText(/^Done: your visit is now on /);
  await expect(done).toBeFocused();
  await expect(
    section.getByRole('link', { name: 'Download your new tickets (PDF)' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Items' })).toContainText(to.slice(11));

  const after = await orderOf(staff, email);
  expect(after.lines[0]?.datetime).toBe(to);
  const newBarcode = after.tickets[0]?.barcode ?? '';
  expect(newBarcode).not.toBe(oldBarcode);
  expect(await scan(staff, oldBarcode)).toBe('UNKNOWN');
  expect(await scan(staff, newBarcode)).toBe('valid');
  const again = await waitForMail({
    to: email,
    subject: before.number,
    exclude: [confirmation],
    dirs,
  });
  expect(again.attachments.some((file) => /\.pdf$/.test(file.filename))).toBe(true);
  await staff.context().close();
});

test('a guest moves a tour to a dearer start through the e-mail’s link and pays the difference', async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(180_000);
  const staff = await (await browser.newContext({ baseURL: base })).newPage();
  await signInByApi(staff, MANAGER);
  const day = venueLocal(new Date(Date.now() + 6 * 86_400_000)).slice(0, 10);
  const from = `${day}T10:03`;
  const to = `${day}T15:03`;
  const tour = await makeTour(staff, { de: 'Kellerführung', en: 'Cellar tour' }, 1200, [from, to]);
  const guest: Buyer = { fname: 'Gil', lname: 'Gast', email: `guest.${Date.now()}@example.org` };
  const api = await playwright.request.newContext({ baseURL: base });
  await buyItems(api, base, guest, [tourItem(tour, from)]);
  await api.dispose();
  const dirs = [path.join(server?.dataDir ?? '', 'outbox')];
  const confirmation = await waitForMail({ to: guest.email, dirs });
  const link = /https?:\/\/\S+\/en\/order-review\/[A-Za-z0-9_-]+/.exec(confirmation.text)?.[0];
  expect(link).toBeTruthy();

  // The tour's price list goes up to 15.00: the booking is worth 6.00 more at any start now.
  const saved = await staff.request.put(`/api/admin/catalog/tours/${tour.id}`, {
    headers: { 'x-csrf-token': await csrfOf(staff) },
    data: { ...tour.form, tickets: tour.form.tickets.map((row) => ({ ...row, price: 1500 })) },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(new URL(link ?? '').pathname);
  await acceptCookies(page, 'Accept');
  const section = page.locator('section', {
    has: page.getByRole('heading', { level: 2, name: 'Change the time of a visit' }),
  });
  await section.getByRole('button', { name: 'Change time' }).click();
  await chooseStart(section, to);
  await expect(section.locator(`label:has(input[value="${to}"])`)).toContainText('€6.00 more');
  await section.getByRole('button', { name: 'Continue' }).click();
  await expect(section).toContainText('You pay the difference of €6.00 online now.');
  await section.getByRole('button', { name: 'Pay €6.00 and change the time' }).click();
  await payByCard(page, 'en');
  await expect(page).toHaveURL(/\/en\/order-review\//);
  const done = page.getByRole('status').filter({ hasText: /^Done: your visit is now on / });
  await expect(done).toBeVisible();
  await expect(page).not.toHaveURL(/move=/);
  const order = await orderOf(staff, guest.email);
  expect(order.lines[0]?.datetime).toBe(to);
  expect(order.money).toMatchObject({ captured: 3000, held: 3000, due: 3000 });
  await staff.context().close();
});

test('a booking past its deadline says why in the order’s language and cannot be moved', async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  const staff = await (await browser.newContext({ baseURL: base })).newPage();
  await signInByApi(staff, MANAGER);
  // Starts in 4 to 13 minutes: the terms' quarter of an hour before it has passed.
  const soon = startIn(4, 1);
  const later = `${venueLocal(new Date(Date.now() + 3 * 86_400_000)).slice(0, 10)}T12:01`;
  const tour = await makeTour(staff, { de: 'Gartenführung', en: 'Garden tour' }, 1200, [
    soon,
    later,
  ]);
  const guest: Buyer = { fname: 'Lena', lname: 'Spät', email: `late.${Date.now()}@example.org` };
  const api = await playwright.request.newContext({ baseURL: base });
  const { orderToken } = await buyItems(api, base, guest, [tourItem(tour, soon)], { lang: 'de' });

  await page.goto(`/de/order-review/${orderToken}`);
  await acceptCookies(page, t('de', 'cookies.accept'));
  const section = page.locator('section', {
    has: page.getByRole('heading', { level: 2, name: t('de', 'checkout.moveVisit.title') }),
  });
  await expect(section).toContainText(/Eine Änderung war bis .* möglich\./);
  await expect(
    section.getByRole('button', { name: t('de', 'checkout.moveVisit.action') }),
  ).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  const refused = await api.post('/api/de/order/move', {
    data: {
      id: orderToken,
      itemIndex: 0,
      to: later,
      key: randomUUID(),
      url: { continue: `${base}/de/order-review/${orderToken}`, cancel: `${base}/de/` },
    },
  });
  expect(refused.status()).toBe(422);
  expect(await refused.json()).toMatchObject({
    error: 'DEADLINE_PASSED',
    message: 'Die Frist für eine Umbuchung ist abgelaufen.',
  });
  await api.dispose();
  await staff.context().close();
});

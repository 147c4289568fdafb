/**
 * Cancellations in the back office in Chromium, and what each role is offered:
 * - owner, manager, sales and door each see only the screens their role may use (the API answers
 *   403 to the others);
 * - a manager cancels a whole booked order: confirmation, spinner, result; its barcodes are then
 *   refused by the check-in API and its places are on sale again in the shop;
 * - a refund the provider refuses (test card 4000 0000 0000 0259) is shown in the staff member's
 *   language with the provider's reason, and the order stays booked;
 * - a double click on the confirm button refunds once;
 * - a sales member cancels an unpaid order and is offered no refund.
 * - every screen fits a tablet at 768 px (no sideways scrolling, controls of at least 44 px);
 *   docs/screenshots/admin-orders-768.png.
 * Axe finds no violations. Sessions are opened through the API.
 */
import { expect, test, type APIRequestContext, type Page } from './hydrated-test';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  buyInShop,
  csrfOf,
  root,
  signInByApi,
  startAdminServer,
  TEST_CARDS,
  type AdminServer,
  type Buyer,
} from './admin-helpers';
import { axeViolations } from './booking-helpers';

const port = Number(process.env.FOYER_E2E_CANCEL_PORT ?? 4431);
const base = `http://127.0.0.1:${port}`;
const STAFF = {
  owner: 'owner@museum.example',
  manager: 'manager@museum.example',
  managerDe: 'leitung@museum.example',
  sales: 'sales@museum.example',
  door: 'door@museum.example',
} as const;
const BUYERS = {
  whole: { fname: 'Ada', lname: 'Lovelace', email: 'ada@example.org' },
  refused: { fname: 'Grace', lname: 'Hopper', email: 'grace@example.org' },
  double: { fname: 'Emmy', lname: 'Noether', email: 'emmy@example.org' },
  unpaid: { fname: 'Lise', lname: 'Meitner', email: 'lise@example.org' },
} satisfies Record<string, Buyer>;

let server: AdminServer | null = null;

test.use({ baseURL: base, viewport: { width: 1280, height: 900 } });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000);
  server = await startAdminServer({
    port,
    name: 'cancel',
    staff: [
      { email: STAFF.owner, role: 'owner', name: 'Olga Owner' },
      { email: STAFF.manager, role: 'manager', name: 'Max Manager' },
      { email: STAFF.managerDe, role: 'manager', name: 'Lena Leitung', language: 'de' },
      { email: STAFF.sales, role: 'sales', name: 'Sam Sales' },
      { email: STAFF.door, role: 'door', name: 'Dora Door' },
    ],
  });
  const api = await playwright.request.newContext({ baseURL: base });
  await buyInShop(api, base, BUYERS.whole, [2, 1]);
  await buyInShop(api, base, BUYERS.refused, [1, 0], TEST_CARDS.noRefund);
  await buyInShop(api, base, BUYERS.double, [1, 1]);
  await buyInShop(api, base, BUYERS.unpaid, [1, 0], null);
  await api.dispose();
});

test.afterAll(() => {
  server?.stop();
});

interface OrderData {
  id: number;
  number: string;
  status: string;
  tickets: { barcode: string }[];
  refunds: { status: string; amount: number }[];
}

/** The order of `buyer` as the admin API shows it (the page's staff session). */
async function orderOf(page: Page, buyer: Buyer): Promise<OrderData> {
  const found = await page.request.get('/api/admin/orders', { params: { email: buyer.email } });
  expect(found.status()).toBe(200);
  const [row] = ((await found.json()) as { data: { orders: { id: number }[] } }).data.orders;
  const detail = await page.request.get(`/api/admin/orders/${row?.id ?? 0}`);
  return ((await detail.json()) as { data: OrderData }).data;
}

/** Night tickets (id 31) the shop still offers. */
async function nightTicketsLeft(request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/en/ticket/collect/event/3');
  expect(res.status()).toBe(200);
  const { tickets } = (
    (await res.json()) as {
      data: { tickets: { id: number; schedule: { max_tickets: number }[] }[] };
    }
  ).data;
  return tickets.find((ticket) => ticket.id === 31)?.schedule[0]?.max_tickets ?? -1;
}

/** Scans at the door with the page's staff session: `valid` or the reason of the refusal. */
async function scan(page: Page, barcode: string): Promise<string> {
  const res = await page.request.post('/api/admin/checkin/scans', {
    headers: { 'x-csrf-token': await csrfOf(page) },
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

async function openOrder(page: Page, order: OrderData) {
  await page.goto(`/admin/orders/${order.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(order.number);
}

const navLinks = ['Orders', 'Reports', 'Staff', 'Audit log', 'My account'] as const;
const offered: Record<keyof typeof STAFF, (typeof navLinks)[number][]> = {
  owner: ['Orders', 'Reports', 'Staff', 'Audit log', 'My account'],
  manager: ['Orders', 'Reports', 'My account'],
  managerDe: [],
  sales: ['Orders', 'My account'],
  door: ['My account'],
};

test('each role is offered only the screens it may use, and the API refuses the others', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  for (const role of ['owner', 'manager', 'sales', 'door'] as const) {
    const context = await browser.newContext({ baseURL: base });
    await context.addInitScript(() => localStorage.setItem('foyer.admin.language', 'en'));
    const page = await context.newPage();
    await signInByApi(page, STAFF[role]);
    await page.goto('/admin/account');
    await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation');
    for (const name of navLinks) {
      await expect(nav.getByRole('link', { name, exact: true }), `${role}: ${name}`).toHaveCount(
        offered[role].includes(name) ? 1 : 0,
      );
    }
    const calls = {
      Orders: 'orders',
      Reports: 'reports/sales',
      Staff: 'staff',
      'Audit log': 'audit',
    };
    for (const [name, call] of Object.entries(calls)) {
      const res = await page.request.get(`/api/admin/${call}`);
      const allowed = offered[role].includes(name as (typeof navLinks)[number]);
      if (!allowed) expect(res.status(), `${role}: ${call}`).toBe(403);
      else expect(res.status(), `${role}: ${call}`).not.toBe(403);
    }
    await context.close();
  }
});

test('a manager cancels a whole booked order: refunded, barcodes refused, places on sale again', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => localStorage.setItem('foyer.admin.language', 'en'));
  await signInByApi(page, STAFF.manager);
  const order = await orderOf(page, BUYERS.whole);
  expect(order.tickets).toHaveLength(3);
  for (const ticket of order.tickets)
    expect(await scan(page, ticket.barcode)).not.toBe('CANCELLED');
  const left = await nightTicketsLeft(page.request);
  await openOrder(page, order);
  await expect(page.getByText('Booked', { exact: true }).first()).toBeVisible();

  // The server answers slowly enough to see the spinner.
  await page.route('**/api/admin/orders/*/cancel', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Cancel whole order and refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(dialog).toContainText(`Cancel the whole order ${order.number} and refund €`);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Yes, do it' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Working…' })).toBeVisible();
  await expect(page.getByText('Done. The order is now: Refunded.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Cancelled, refused at the door' })).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Cancel whole order and refund' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  const after = await orderOf(page, BUYERS.whole);
  expect(after.status).toBe('refunded');
  for (const ticket of order.tickets) expect(await scan(page, ticket.barcode)).toBe('CANCELLED');
  // Night tickets and their concession share the event's capacity.
  expect(await nightTicketsLeft(page.request)).toBe(left + 3);
});

test("a refused refund is shown in the staff member's language with the provider's reason", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInByApi(page, STAFF.managerDe);
  const order = await orderOf(page, BUYERS.refused);
  const left = await nightTicketsLeft(page.request);
  await openOrder(page, order);
  await page.getByRole('button', { name: 'Ganze Bestellung stornieren und erstatten' }).click();
  await page
    .getByRole('dialog', { name: 'Bitte bestätigen' })
    .getByRole('button', { name: 'Ja, ausführen' })
    .click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Der Zahlungsanbieter hat die Erstattung abgelehnt:');
  await expect(alert).toContainText('refuses refunds of this payment');
  await expect(alert).toContainText('Die Bestellung ist unverändert.');
  await expect(page.getByText('Gebucht', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Abgelehnt', exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const after = await orderOf(page, BUYERS.refused);
  expect(after.status).toBe('booked');
  expect(after.refunds.map((refund) => refund.status)).toEqual(['refused']);
  for (const ticket of after.tickets)
    expect(await scan(page, ticket.barcode)).not.toBe('CANCELLED');
  expect(await nightTicketsLeft(page.request)).toBe(left);
});

test('a double click on the confirm button refunds once', async ({ page }) => {
  test.setTimeout(60_000);
  await page.addInitScript(() => localStorage.setItem('foyer.admin.language', 'en'));
  await signInByApi(page, STAFF.manager);
  const order = await orderOf(page, BUYERS.double);
  await openOrder(page, order);
  await page.getByRole('button', { name: 'Cancel whole order and refund' }).click();
  await page
    .getByRole('dialog', { name: 'Please confirm' })
    .getByRole('button', { name: 'Yes, do it' })
    .dblclick();
  await expect(page.getByText('Done. The order is now: Refunded.')).toBeVisible();
  const refunds = page.getByRole('table', { name: 'Cancellations and refunds' }).getByRole('row');
  // The header row and one refund.
  await expect(refunds).toHaveCount(2);
  const after = await orderOf(page, BUYERS.double);
  expect(after.refunds).toEqual([expect.objectContaining({ status: 'done' })]);
});

test('a sales member cancels an unpaid order and is offered no refund', async ({ page }) => {
  test.setTimeout(60_000);
  await page.addInitScript(() => localStorage.setItem('foyer.admin.language', 'en'));
  await signInByApi(page, STAFF.sales);
  const order = await orderOf(page, BUYERS.unpaid);
  expect(order.status).toBe('pending');
  const left = await nightTicketsLeft(page.request);
  await openOrder(page, order);
  await expect(page.getByText('Waiting for payment', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /refund/ })).toHaveCount(0);
  const opener = page.getByRole('button', { name: 'Cancel unpaid order' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(dialog).toBeVisible();
  // Escape closes it and gives the focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  await opener.click();
  await expect(dialog).toContainText('Its places go back on sale at once.');
  await dialog.getByRole('button', { name: 'Yes, do it' }).click();
  await expect(page.getByText('Done. The order is now: Cancelled.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel unpaid order' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  expect((await orderOf(page, BUYERS.unpaid)).status).toBe('cancelled');
  expect(await nightTicketsLeft(page.request)).toBe(left + 1);
});

/**
 * Controls smaller than a finger (44 × 44 CSS px, WCAG 2.5.5) on the page, named. A link in running
 * text is exempt (WCAG 2.5.8 "inline"); a check box's target is its label.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll('button, a[href], input, select, textarea, summary'),
    ).flatMap((element) => {
      const kind = element instanceof HTMLInputElement ? element.type : '';
      const label = kind === 'checkbox' || kind === 'radio' ? element.closest('label') : null;
      const box = (label ?? element).getBoundingClientRect();
      const inline = element.tagName === 'A' && element.closest('p') !== null;
      // Moved out of sight until focused (the skip link), hidden, or inline: not counted.
      if (box.width === 0 || box.right <= 0 || inline || kind === 'hidden') return [];
      if (box.height >= 44 && box.width >= 44) return [];
      const name = (element.textContent ?? '').trim().slice(0, 30);
      return [`${element.tagName} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`];
    }),
  );
}

test('every back-office screen fits a tablet at 768 px: no sideways scrolling, touch-sized controls, no axe violations', async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 768, height: 1024 },
  });
  await context.addInitScript(() => localStorage.setItem('foyer.admin.language', 'en'));
  const page = await context.newPage();
  // Every screen is looked at before the test says what did not fit.
  const problems: string[] = [];
  const check = async (name: string, heading: string | RegExp) => {
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const width = await page.evaluate(() => ({
      scroll: document.scrollingElement?.scrollWidth ?? 0,
      inner: window.innerWidth,
    }));
    if (width.scroll > width.inner) problems.push(`${name}: ${width.scroll} px wide`);
    for (const target of await smallTargets(page)) problems.push(`${name}: ${target}`);
    for (const violation of await axeViolations(page))
      problems.push(`${name}: ${JSON.stringify(violation)}`);
    await page.screenshot({ path: testInfo.outputPath(`admin-${name}-768.png`), fullPage: true });
  };
  await page.goto('/admin/');
  await check('login', 'Sign in');
  await signInByApi(page, STAFF.owner);
  await page.goto('/admin/orders');
  await check('orders', 'Orders');
  await page.screenshot({ path: path.join(root, 'docs/screenshots/admin-orders-768.png') });
  const order = await orderOf(page, BUYERS.whole);
  await page.goto(`/admin/orders/${order.id}`);
  await check('order', new RegExp(order.number));
  await page.goto('/admin/reports');
  await check('reports', 'Reports');
  await page.goto('/admin/staff');
  await check('staff', 'Staff');
  await page.goto('/admin/audit');
  await check('audit', 'Audit log');
  await page.goto('/admin/account');
  await check('account', 'My account');
  // An address that names no screen.
  await page.goto('/admin/ordres');
  await check('not-found', 'Page not found');
  await context.close();
  expect(problems).toEqual([]);
});

/**
 * The back office's orders in Chromium: a manager finds an order bought in the shop,
 * opens it, resends the confirmation to a corrected address and cancels one line with its refund; a
 * sales member can search and resend but is offered no refund (and the API answers 403); a door
 * member has no Orders entry. Axe finds no violations; screenshots of the order list and an order at
 * 1280 px go to docs/screenshots/.
 *
 * This file starts a server of its own with the staff accounts (`admin-helpers.ts`).
 */
import { expect, test, type Page } from './hydrated-test';
import path from 'node:path';
import {
  buyInShop,
  root,
  startAdminServer,
  STAFF_PASSWORD as PASSWORD,
  type AdminServer,
} from './admin-helpers';
import { axeViolations } from './booking-helpers';

// Its own port: next to the staff spec's server (`FOYER_E2E_ADMIN_PORT`, default 4388).
const port = Number(
  process.env.FOYER_E2E_ORDERS_PORT ?? Number(process.env.FOYER_E2E_ADMIN_PORT ?? 4388) + 1,
);
const base = `http://127.0.0.1:${port}`;
const STAFF = {
  manager: 'manager@museum.example',
  sales: 'sales@museum.example',
  door: 'door@museum.example',
} as const;
const BUYER = 'ada.lovelace@example.org';

let server: AdminServer | null = null;
let orderNumber = '';

test.use({ baseURL: base, viewport: { width: 1280, height: 900 } });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000);
  server = await startAdminServer({
    port,
    name: 'orders',
    staff: Object.entries(STAFF).map(([role, email]) => ({
      email,
      role: role as keyof typeof STAFF,
      name: `${role[0]?.toUpperCase()}${role.slice(1)} Member`,
    })),
  });
  const api = await playwright.request.newContext({ baseURL: base });
  // Two other visitors' orders first, so the list shows more than the one searched for.
  await buyInShop(
    api,
    base,
    { fname: 'Grace', lname: 'Hopper', email: 'grace@example.org' },
    [4, 0],
  );
  await buyInShop(
    api,
    base,
    { fname: 'Emmy', lname: 'Noether', email: 'emmy@example.org' },
    [1, 2],
  );
  await buyInShop(api, base, { fname: 'Ada', lname: 'Lovelace', email: BUYER });
  await api.dispose();
});

test.afterAll(() => {
  server?.stop();
});

async function signIn(page: Page, email: string) {
  await page.addInitScript(() => localStorage.setItem('foyer.admin.language', 'en'));
  await page.goto('/admin/');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();
}

async function openOrders(page: Page) {
  await page.getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  // The three orders bought here, newest first, before the demo museum's orders (past sales and
  // advance bookings: more than a thousand).
  await expect(page.getByRole('status').filter({ hasText: /Orders found: \d+$/ })).toBeVisible();
}

async function findOrder(page: Page) {
  await page.getByLabel('E-mail').fill('Ada.Lovelace@Example.org');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Orders found: 1' })).toBeVisible();
}

test('a manager finds the order, resends the confirmation and cancels a line with its refund', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, STAFF.manager);
  await openOrders(page);
  // Newest first.
  await expect(page.getByRole('row').nth(1)).toContainText('Ada Lovelace');
  await expect(page.getByRole('row').nth(3)).toContainText('Grace Hopper');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(root, 'docs/screenshots/admin-orders.png') });
  await findOrder(page);
  const link = page.getByRole('table').getByRole('link');
  orderNumber = (await link.textContent()) ?? '';
  expect(orderNumber).toMatch(/^\d{4}-\d{6}$/);

  await link.click();
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByText('Booked', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Not yet' })).toHaveCount(3);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel('Send to another address (optional)').fill('ada@example.net');
  await page.getByRole('button', { name: 'Resend confirmation' }).click();
  await expect(page.getByText('The confirmation is on its way to ada@example.net.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'ada@example.net' })).toBeVisible();

  await page.getByRole('button', { name: 'Cancel and refund: Night ticket concession' }).click();
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(dialog).toContainText('Night ticket concession');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Yes, do it' }).click();
  await expect(page.getByText('Done. The order is now: Partly refunded.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Cancelled, refused at the door' })).toHaveCount(1);
  await expect(page.getByRole('cell', { name: '€10.00' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: /^Cancellation of your order/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({
    path: path.join(root, 'docs/screenshots/admin-order.png'),
    fullPage: true,
  });
});

test('a sales member can search and resend but is offered no refund, and the API refuses it', async ({
  page,
}) => {
  // Axe runs are slow on a shared machine.
  test.setTimeout(90_000);
  await signIn(page, STAFF.sales);
  await openOrders(page);
  await findOrder(page);
  await page.getByRole('table').getByRole('link').click();
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  await page.getByRole('button', { name: 'Resend confirmation' }).click();
  await expect(page.getByText(`The confirmation is on its way to ${BUYER}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: /Cancel whole order/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Cancel and refund/ })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  const me = await page.request.get('/api/admin/me');
  const csrf = ((await me.json()) as { data: { csrfToken: string } }).data.csrfToken;
  const id = page.url().split('/').pop();
  const refused = await page.request.post(`/api/admin/orders/${id}/cancel`, {
    headers: { 'x-csrf-token': csrf },
    data: { idempotencyKey: 'sales-may-not-refund' },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ error: 'FORBIDDEN' });
});

test('a door member has no Orders entry and the API answers 403', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, STAFF.door);
  await expect(page.getByRole('link', { name: 'Orders' })).toHaveCount(0);
  const refused = await page.request.get('/api/admin/orders');
  expect(refused.status()).toBe(403);
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
});

/**
 * The order's money in the back office, in Chromium: a dispute the bank opened marks the order with
 * its amount and the deadline, and the payment problems list leads to it; a line cancelled and paid
 * back shows as a refund and in the payment ledger; the order review of the partly refunded order
 * still opens for the visitor, the cancelled line marked. The test provider plays the bank
 * (`/pay/test/{ref}/simulate`, signed with the server's test-provider secret). Axe finds no
 * violations; no sideways scrolling at 375 px; screenshots at 375 and 1280 px
 * (docs/screenshots/admin-order-dispute-*.png, admin-payment-problems-*.png).
 */
import { expect, test, type Page } from './hydrated-test';
import { createHmac, randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  buyInShop,
  csrfOf,
  root,
  signInByApi,
  startAdminServer,
  type AdminServer,
  noSidewaysScroll,
} from './admin-helpers';
import { axeViolations } from './booking-helpers';

const port = Number(process.env.FOYER_E2E_PAYMENTS_PORT ?? 4581);
const base = `http://127.0.0.1:${port}`;
const SECRET = 'e2e-test-provider-secret';
const MANAGER = 'manager@museum.example';

let server: AdminServer | null = null;
let disputed: { ref: string; orderToken: string } = { ref: '', orderToken: '' };
let partly: { ref: string; orderToken: string } = { ref: '', orderToken: '' };

test.use({ baseURL: base, viewport: { width: 1280, height: 900 } });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000);
  server = await startAdminServer({
    port,
    name: 'payments',
    staff: [{ email: MANAGER, role: 'manager', name: 'Max Manager' }],
    env: { FOYER_TEST_PROVIDER_SECRET: SECRET },
  });
  const api = await playwright.request.newContext({ baseURL: base });
  disputed = await buyInShop(api, base, {
    fname: 'Ada',
    lname: 'Lovelace',
    email: 'ada@example.org',
  });
  partly = await buyInShop(api, base, {
    fname: 'Grace',
    lname: 'Hopper',
    email: 'grace@example.org',
  });
  // The visitor's bank disputes the first payment.
  const signature = createHmac('sha256', SECRET).update(disputed.ref).digest('hex');
  const opened = await api.post(`/pay/test/${disputed.ref}/simulate`, {
    data: { signature, event: 'disputeOpened' },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  await api.dispose();
});

test.afterAll(() => server?.stop());

async function orderIdOf(page: Page, email: string): Promise<number> {
  const found = await page.request.get(`/api/admin/orders?email=${encodeURIComponent(email)}`);
  const [order] = ((await found.json()) as { data: { orders: { id: number }[] } }).data.orders;
  if (!order) throw new Error(`no order of ${email}`);
  return order.id;
}

test('marks a disputed order with the amount and the deadline', async ({ page }) => {
  await signInByApi(page, MANAGER);
  const id = await orderIdOf(page, 'ada@example.org');
  await page.goto(`/admin/orders/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Order / })).toBeVisible();
  await expect(page.locator('.badge')).toHaveText('Disputed');
  const banner = page.getByRole('alert').filter({ hasText: 'A dispute of' });
  await expect(banner).toContainText(
    /A dispute of €\d+\.\d\d is open\. Answer it at the payment provider by /,
  );
  await expect(
    page.getByRole('heading', { level: 2, name: 'Disputes (chargebacks)' }),
  ).toBeVisible();
  await page.locator('summary', { hasText: 'Payment ledger (every entry)' }).click();
  await expect(page.getByRole('cell', { name: 'Dispute opened' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({
    path: path.join(root, 'docs/screenshots/admin-order-dispute-1280.png'),
    fullPage: true,
  });
  await page.setViewportSize({ width: 375, height: 812 });
  await noSidewaysScroll(page);
  await page.screenshot({
    path: path.join(root, 'docs/screenshots/admin-order-dispute-375.png'),
    fullPage: true,
  });
});

test('lists open disputes among the payment problems and leads to the order', async ({ page }) => {
  await signInByApi(page, MANAGER);
  await page.goto('/admin/orders');
  await page.getByRole('link', { name: 'Payment problems' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment problems' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Dispute' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Disputed');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({
    path: path.join(root, 'docs/screenshots/admin-payment-problems-1280.png'),
    fullPage: true,
  });
  await page.setViewportSize({ width: 375, height: 812 });
  await noSidewaysScroll(page);
  await page.screenshot({
    path: path.join(root, 'docs/screenshots/admin-payment-problems-375.png'),
    fullPage: true,
  });
  await row.getByRole('link').click();
  await expect(page.getByRole('alert').filter({ hasText: 'A dispute of' })).toBeVisible();
});

test('shows a line paid back in the refunds and the ledger; the visitor still sees the order', async ({
  page,
}) => {
  await signInByApi(page, MANAGER);
  const id = await orderIdOf(page, 'grace@example.org');
  const order = await page.request.get(`/api/admin/orders/${id}`);
  const [first] = ((await order.json()) as { data: { lines: { id: number }[] } }).data.lines;
  const cancelled = await page.request.post(`/api/admin/orders/${id}/cancel`, {
    headers: { 'x-csrf-token': await csrfOf(page) },
    data: { idempotencyKey: randomUUID(), lineIds: [first?.id] },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await page.goto(`/admin/orders/${id}`);
  await expect(page.locator('.badge')).toHaveText('Partly refunded');
  const refunds = page.getByRole('region', { name: 'Cancellations and refunds' });
  await expect(refunds.getByRole('cell', { name: 'Lines cancelled' })).toBeVisible();
  await page.locator('summary', { hasText: 'Payment ledger (every entry)' }).click();
  await expect(page.getByRole('cell', { name: 'Refund done' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto(`/en/order-review/${partly.orderToken}`);
  await expect(page.getByText('Partly refunded')).toBeVisible();
  await expect(page.locator('.order-item--cancelled')).toHaveCount(1);
  await expect(page.locator('.order-item--cancelled')).toContainText('Cancelled');
  expect(await axeViolations(page)).toEqual([]);
});

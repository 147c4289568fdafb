/**
 * Cancelling part of a line in the back office in Chromium: a visitor bought 2 adult night tickets
 * in the shop; a manager cancels 1 of 2 on the order page, choosing the count in the line's
 * confirmation (with the keyboard), sees what it pays back and the result. Afterwards the check-in
 * API refuses the cancelled barcode and still admits the other, and the shop offers one more place.
 * Axe finds no violations at 1280 and 375 px, and the page does not scroll sideways at 375 px.
 */
import { expect, test, type APIRequestContext, type Page } from './hydrated-test';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  root,
  buyInShop,
  csrfOf,
  signInByApi,
  startAdminServer,
  type AdminServer,
  noSidewaysScroll,
} from './admin-helpers';
import { axeViolations } from './booking-helpers';

const port = Number(process.env.FOYER_E2E_PARTIAL_PORT ?? 4641);
const base = `http://127.0.0.1:${port}`;
const MANAGER = 'manager@museum.example';
const BUYER = { fname: 'Mary', lname: 'Somerville', email: 'mary@example.org' };
/** Three adults, for the dialog with its choice on a small screen. */
const THREE = { fname: 'Caroline', lname: 'Herschel', email: 'caroline@example.org' };

let server: AdminServer | null = null;

test.use({ baseURL: base, viewport: { width: 1280, height: 900 } });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000);
  server = await startAdminServer({
    port,
    name: 'partial-cancel',
    staff: [{ email: MANAGER, role: 'manager', name: 'Max Manager' }],
  });
  const api = await playwright.request.newContext({ baseURL: base });
  await buyInShop(api, base, BUYER, [2, 0]);
  await buyInShop(api, base, THREE, [3, 0]);
  await api.dispose();
});

test.afterAll(() => {
  server?.stop();
});

interface OrderData {
  id: number;
  number: string;
  status: string;
  lines: { id: number; count: number; cancelledAt: string | null }[];
  tickets: { barcode: string; lineId: number; cancelled: boolean }[];
  refunds: { status: string; amount: number }[];
}

async function orderOfBuyer(page: Page, email = BUYER.email): Promise<OrderData> {
  const found = await page.request.get('/api/admin/orders', { params: { email } });
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

test('a manager cancels 1 of 2 adults: the part is refunded, its barcode refused, its place on sale', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('foyer.admin.language', 'en'));
  await signInByApi(page, MANAGER);
  const order = await orderOfBuyer(page);
  expect(order.lines.map((line) => line.count)).toEqual([2]);
  expect(order.tickets).toHaveLength(2);
  const left = await nightTicketsLeft(page.request);

  await page.goto(`/admin/orders/${order.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(order.number);
  const opener = page.getByRole('button', { name: /^Cancel and refund: / });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(dialog).toContainText('The rest stays booked');
  const choice = dialog.getByRole('combobox', { name: 'How many to cancel' });
  const amount = dialog.getByRole('status');
  await expect(amount).toContainText('Refund for the whole line');
  // With the keyboard: the choice is a native select.
  await choice.focus();
  await page.keyboard.press('ArrowUp');
  await expect(choice).toHaveValue('1');
  await expect(amount).toHaveText(/^Refund for 1 of 2: €\d+\.\d\d$/);
  const refund = (await amount.textContent())?.replace(/^.*: /, '') ?? '';
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({
    path: path.join(root, 'docs/screenshots/admin-partial-cancel-1280.png'),
  });

  await dialog.getByRole('textbox').fill('one visitor could not come');
  await dialog.getByRole('button', { name: 'Yes, do it' }).click();
  await expect(page.getByText('Done. The order is now: Partly refunded.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Cancelled, refused at the door' })).toHaveCount(1);
  await expect(
    page.getByRole('table', { name: 'Cancellations and refunds' }).getByText(refund),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const after = await orderOfBuyer(page);
  expect(after.status).toBe('partlyRefunded');
  expect(after.lines.map((line) => [line.count, line.cancelledAt !== null])).toEqual([
    [1, false],
    [1, true],
  ]);
  expect(after.refunds).toEqual([expect.objectContaining({ status: 'done' })]);
  const refused = after.tickets.find((ticket) => ticket.cancelled);
  const admitted = after.tickets.find((ticket) => !ticket.cancelled);
  expect(await scan(page, refused?.barcode ?? '')).toBe('CANCELLED');
  // The kept ticket is still good: the door admits it on its night (the demo's night is ahead).
  expect(['valid', 'OTHER_DAY']).toContain(await scan(page, admitted?.barcode ?? ''));
  expect(await nightTicketsLeft(page.request)).toBe(left + 1);
});

test('the order page with a split line and the dialog with its choice fit 375 px, without axe violations', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 375, height: 800 },
  });
  await context.addInitScript(() => localStorage.setItem('foyer.admin.language', 'en'));
  const page = await context.newPage();
  await signInByApi(page, MANAGER);
  const order = await orderOfBuyer(page);
  await page.goto(`/admin/orders/${order.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(order.number);
  await page.waitForLoadState('networkidle');
  await noSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  // The dialog with its choice fits as well.
  const three = await orderOfBuyer(page, THREE.email);
  await page.goto(`/admin/orders/${three.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(three.number);
  await page.getByRole('button', { name: /^Cancel and refund: / }).click();
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await dialog.getByRole('combobox', { name: 'How many to cancel' }).selectOption('2');
  await expect(dialog.getByRole('status')).toHaveText(/^Refund for 2 of 3: €/);
  await noSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'No, go back' }).click();
  await context.close();
});

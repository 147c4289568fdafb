/**
 * Days that do not go to plan, in Chromium, on a server of its own (docs/decisions.md "Stopping,
 * cancelling and messaging dates"):
 * - a manager stops the sales of a slot in the event editor and starts them again; the shop refuses
 *   the slot meanwhile;
 * - a manager cancels a day with sales: refunds, the visitors' e-mails in their orders' languages
 *   (English and German) with the museum's message, the places are not sold again, and a refund
 *   the provider refuses is listed with a link to its order;
 * - the server is killed in the middle of a cancellation and started again: the closure goes on
 *   and nobody is refunded twice or told twice;
 * - a manager messages the visitors of a slot without cancelling anything.
 * Axe finds no violations on the editor with the results; screenshots at 375 and 1280 px.
 */
import { expect, test, type APIRequestContext, type Page } from './hydrated-test';
import path from 'node:path';
import {
  buyItems,
  root,
  signInByApi,
  startAdminServer,
  TEST_CARDS,
  type AdminServer,
  type Buyer,
} from './admin-helpers';
import { axeViolations } from './booking-helpers';
import { findMails, waitForMail } from './journeys/outbox';

const port = Number(process.env.FOYER_E2E_CLOSURES_PORT ?? 4621);
const base = `http://127.0.0.1:${port}`;
const MANAGER = 'manager@museum.example';
/** The demo museum's special exhibition: slots every half hour, reduced ticket without extras. */
const EVENT = 1;
const TICKET = 12;
const MESSAGE = {
  de: 'Wegen eines Wasserschadens bleibt das Haus an diesem Tag geschlossen.',
  en: 'Because of water damage the museum stays closed on this day.',
};

let server: AdminServer | null = null;

test.use({ baseURL: base, viewport: { width: 1280, height: 900 } });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startAdminServer({
    port,
    name: 'closures',
    staff: [{ email: MANAGER, role: 'manager', name: 'Max Manager' }],
    // A pause between orders, so the restart below comes while orders are left.
    env: { FOYER_CLOSURE_PACE_MS: '250' },
  });
});

test.afterAll(() => {
  server?.stop();
});

function outbox(): string[] {
  return [path.join(server?.dataDir ?? '', 'outbox')];
}

interface Slot {
  id: number;
  startsAt: string;
  capacity: number;
  sold: number;
  held: number;
  sales: string;
}

/** The event's slots as the editor reads them (the page's staff session). */
async function slotsOf(page: Page): Promise<Slot[]> {
  const res = await page.request.get(`/api/admin/catalog/events/${EVENT}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { slots: Slot[] } }).data.slots;
}

/**
 * Dates with `n` slots of room, more than three weeks ahead: nothing else of the suite uses them,
 * and the demo museum has booked few of their places (its advance bookings thin out by then).
 */
async function freeDates(page: Page, count: number, room: number): Promise<string[]> {
  const slots = await slotsOf(page);
  const soon = new Date(Date.now() + 23 * 86_400_000).toISOString().slice(0, 10);
  const byDate = new Map<string, Slot[]>();
  for (const slot of slots) {
    const date = slot.startsAt.slice(0, 10);
    if (date < soon) continue;
    byDate.set(date, [...(byDate.get(date) ?? []), slot]);
  }
  const dates = [...byDate.entries()]
    .filter(([, day]) => day.filter((slot) => slot.capacity - slot.sold >= room).length >= 3)
    .map(([date]) => date);
  expect(dates.length).toBeGreaterThanOrEqual(count);
  return dates.slice(0, count);
}

/** The first slots of `date` with `room` free places. */
async function slotsWithRoom(page: Page, date: string, room: number): Promise<Slot[]> {
  return (await slotsOf(page)).filter(
    (slot) => slot.startsAt.startsWith(date) && slot.capacity - slot.sold - slot.held >= room,
  );
}

function tickets(slot: Slot, count = 1) {
  return [{ type: 'ticket', id: TICKET, count, datetime: slot.startsAt, subtickets: [] }];
}

/** Whether the shop starts a payment for one ticket of the slot (a guest of its own). */
async function shopSells(api: APIRequestContext, slot: Slot): Promise<boolean> {
  const guest = await api.post('/api/en/auth/guest', {
    data: {
      c: {
        salutation: 'ms',
        fname: 'Probe',
        lname: 'Visitor',
        company: '',
        email: 'probe@example.org',
        phone: '',
        street: 'Lindenstraße 1',
        zip: '04109',
        city: 'Leipzig',
        country: 'DE',
        send_invoice: false,
        shipping: null,
      },
    },
  });
  const token = ((await guest.json()) as { data: string }).data;
  const started = await api.post(`/api/en/checkout/initPayment?_=${token}`, {
    data: {
      payart: 161,
      aux: {},
      cart: { ver: 1, items: tickets(slot) },
      url: { continue: `${base}/api/health`, cancel: `${base}/api/health?canceled=1` },
    },
  });
  return started.status() === 200;
}

interface OrderData {
  id: number;
  number: string;
  total: number;
  refunds: { status: string; amount: number }[];
}

async function orderOf(page: Page, buyer: Buyer): Promise<OrderData> {
  const found = await page.request.get('/api/admin/orders', { params: { email: buyer.email } });
  const [row] = ((await found.json()) as { data: { orders: { id: number }[] } }).data.orders;
  const detail = await page.request.get(`/api/admin/orders/${row?.id ?? 0}`);
  return ((await detail.json()) as { data: OrderData }).data;
}

async function openEditor(page: Page) {
  await signInByApi(page, MANAGER);
  await page.goto(`/admin/catalog/events/${EVENT}`);
  await expect(page.getByRole('heading', { name: 'Time slots', exact: true })).toBeVisible();
}

/** Narrows the slot table to one date. */
async function showDate(page: Page, date: string) {
  const table = page.getByRole('region', { name: 'Time slots' });
  await table.getByLabel('Show from').fill(date);
  await table.getByLabel('Show until').fill(date);
  return table;
}

async function writeMessage(page: Page) {
  const form = page.getByRole('form', { name: 'Cancel or message visitors' });
  const text = form.getByRole('textbox', { name: /Language of the message/ });
  await text.fill(MESSAGE.de);
  await form.getByRole('button', { name: 'English', exact: true }).click();
  await text.fill(MESSAGE.en);
  return form;
}

const buyer = (name: string): Buyer => ({
  fname: name,
  lname: 'Visitor',
  email: `${name.toLowerCase()}@example.org`,
});

test('stops the sales of a slot and starts them again; the shop refuses it meanwhile', async ({
  page,
}) => {
  await openEditor(page);
  const [date] = await freeDates(page, 1, 4);
  const [slot] = await slotsWithRoom(page, date ?? '', 4);
  if (!slot) throw new Error('no slot with room');
  const table = await showDate(page, slot.startsAt.slice(0, 10));
  const time = slot.startsAt.replace('T', ' ');
  await table.getByRole('checkbox', { name: `Select ${time}` }).check();
  await table
    .getByRole('group', { name: '1 selected' })
    .getByRole('button', { name: 'Stop sales' })
    .click();
  const row = table.getByRole('row').filter({ hasText: time });
  await expect(row.getByText('Stopped')).toBeVisible();
  expect(await shopSells(page.request, slot)).toBe(false);
  await table.getByRole('group', { name: '1 selected' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(root, 'docs/screenshots/admin-slots-bulk-1280.png') });
  await page.setViewportSize({ width: 375, height: 812 });
  await table.getByRole('group', { name: '1 selected' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(root, 'docs/screenshots/admin-slots-bulk-375.png') });
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });

  await table.getByRole('button', { name: 'Start sales' }).click();
  await expect(row.getByText('On sale')).toBeVisible();
  expect(await shopSells(page.request, slot)).toBe(true);
});

test('cancels a day with sales: refunds once, tells each visitor in their language, never resells, shows a refusal', async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000);
  await openEditor(page);
  const [, date] = await freeDates(page, 2, 4);
  if (!date) throw new Error('no date');
  const [first, second] = await slotsWithRoom(page, date, 4);
  if (!first || !second) throw new Error('no slots with room');
  const api = await playwright.request.newContext({ baseURL: base });
  const ada = buyer('Ada');
  const lena = buyer('Lena');
  const grace = buyer('Grace');
  await buyItems(api, base, ada, tickets(first, 2), { lang: 'en' });
  await buyItems(api, base, lena, tickets(second, 1), { lang: 'de' });
  await buyItems(api, base, grace, tickets(first, 1), { lang: 'en', card: TEST_CARDS.noRefund });
  await api.dispose();

  await page.reload();
  const form = await writeMessage(page);
  await form.getByRole('radio', { name: 'Everyone booked on a date' }).check();
  await form.getByLabel('Date', { exact: true }).fill(date);
  await form.getByRole('button', { name: 'Check who is affected' }).click();
  await expect(form.getByText(/orders with \d+ places in \d+ slots\./)).toBeVisible();
  await form.getByRole('button', { name: 'Cancel and refund' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(/Cancel \d+ orders and refund €/);
  await dialog.getByRole('button', { name: 'Yes, do it' }).click();
  await expect(form.getByText(/^Done: \d+ orders cancelled/)).toBeVisible({ timeout: 90_000 });

  // The refusal is listed with a link to its order.
  const refused = await orderOf(page, grace);
  const link = form.getByRole('link', { name: refused.number });
  await expect(link).toBeVisible();
  await expect(
    form.getByText(/were not paid back: the payment provider refused, or a dispute is open/),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await form.getByText(/^Done: \d+ orders cancelled/).scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(root, 'docs/screenshots/admin-closure-1280.png') });

  // Refunded once each; the refused one not at all.
  for (const person of [ada, lena]) {
    const order = await orderOf(page, person);
    expect(order.refunds.filter((refund) => refund.status === 'done')).toEqual([
      expect.objectContaining({ amount: order.total }),
    ]);
  }
  expect(refused.refunds.filter((refund) => refund.status === 'done')).toEqual([]);

  // Each visitor told once, in the order's language, with the museum's message.
  const english = await waitForMail({ to: ada.email, text: MESSAGE.en, dirs: outbox() });
  expect(english.subject).toContain('Cancellation of your order');
  const german = await waitForMail({ to: lena.email, text: MESSAGE.de, dirs: outbox() });
  expect(german.subject).toContain('Stornierung');
  const waiting = await waitForMail({ to: grace.email, text: MESSAGE.en, dirs: outbox() });
  expect(waiting.text).toContain('The refund is on its way');

  // The places are not sold again, and stopping and starting cannot bring the slot back.
  expect(await shopSells(page.request, first)).toBe(false);
  const table = await showDate(page, date);
  await expect(
    table
      .getByRole('row')
      .filter({ hasText: first.startsAt.replace('T', ' ') })
      .getByText('Cancelled'),
  ).toBeVisible();

  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(refused.number);
});

test('goes on after the server is killed in the middle; nobody is refunded or told twice', async ({
  page,
  playwright,
}) => {
  test.setTimeout(180_000);
  await openEditor(page);
  const dates = await freeDates(page, 3, 4);
  const date = dates[2];
  if (!date) throw new Error('no date');
  const slots = await slotsWithRoom(page, date, 4);
  const api = await playwright.request.newContext({ baseURL: base });
  const buyers = ['Amy', 'Ben', 'Cleo', 'Dan', 'Eve', 'Finn'].map(buyer);
  for (const [index, person] of buyers.entries()) {
    const slot = slots[index % 3];
    if (!slot) throw new Error('no slot');
    await buyItems(api, base, person, tickets(slot), { lang: 'en' });
  }
  await api.dispose();

  await page.reload();
  const form = await writeMessage(page);
  await form.getByRole('radio', { name: 'Everyone booked on a date' }).check();
  await form.getByLabel('Date', { exact: true }).fill(date);
  await form.getByRole('button', { name: 'Check who is affected' }).click();
  await form.getByRole('button', { name: 'Cancel and refund' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, do it' }).click();
  // Killed while the progress shows orders done and orders left.
  await expect(form.getByRole('progressbar')).toBeVisible();
  const closures = await page.request.get(`/api/admin/catalog/events/${EVENT}/closures`);
  const [running] = ((await closures.json()) as { data: { closures: { id: number }[] } }).data
    .closures;
  for (;;) {
    const res = await page.request.get(`/api/admin/closures/${running?.id ?? 0}`);
    const { done, total } = ((await res.json()) as { data: { done: number; total: number } }).data;
    if (done >= 1) {
      expect(done).toBeLessThan(total);
      break;
    }
    await page.waitForTimeout(50);
  }
  await server?.restart();

  // After the restart the staff member signs in again; the closure goes on by itself and ends.
  await openEditor(page);
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/admin/closures/${running?.id ?? 0}`);
        return ((await res.json()) as { data: { status: string } }).data.status;
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBe('done');
  await page.reload();
  const history = page.getByRole('region', { name: 'Sales, cancellations and messages' });
  await expect(history.getByText(/^Done: \d+ orders cancelled/).first()).toBeVisible();
  for (const person of buyers) {
    const order = await orderOf(page, person);
    expect(order.refunds.filter((refund) => refund.status === 'done')).toEqual([
      expect.objectContaining({ amount: order.total }),
    ]);
    await waitForMail({ to: person.email, text: MESSAGE.en, dirs: outbox() });
    expect(findMails({ to: person.email, text: MESSAGE.en, dirs: outbox() })).toHaveLength(1);
  }
});

test('messages the visitors of a slot without cancelling anything', async ({
  page,
  playwright,
}) => {
  test.setTimeout(90_000);
  await openEditor(page);
  const dates = await freeDates(page, 4, 4);
  const date = dates[3];
  if (!date) throw new Error('no date');
  const [slot] = await slotsWithRoom(page, date, 4);
  if (!slot) throw new Error('no slot');
  const api = await playwright.request.newContext({ baseURL: base });
  const mia = buyer('Mia');
  await buyItems(api, base, mia, tickets(slot), { lang: 'de' });
  await api.dispose();

  await page.reload();
  const table = await showDate(page, date);
  await table.getByRole('checkbox', { name: `Select ${slot.startsAt.replace('T', ' ')}` }).check();
  await table.getByRole('button', { name: 'Cancel or message…' }).click();
  const form = page.getByRole('form', { name: 'Cancel or message visitors' });
  await expect(form.getByRole('heading', { name: 'Cancel or message visitors' })).toBeFocused();
  await form.getByRole('radio', { name: 'Only send a message' }).check();
  await writeMessage(page);
  await form.getByRole('button', { name: 'Check who is affected' }).click();
  // The demo museum's own bookings of the slot are among them.
  await expect(form.getByText(/^\d+ orders with \d+ places in 1 slots\./)).toBeVisible();
  await form.getByRole('button', { name: 'Send the message' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, do it' }).click();
  await expect(form.getByText(/^Done: \d+ e-mails sent\./)).toBeVisible({ timeout: 60_000 });

  const mail = await waitForMail({ to: mia.email, text: MESSAGE.de, dirs: outbox() });
  expect(mail.subject).toContain('Nachricht');
  const order = await orderOf(page, mia);
  expect(order.refunds).toEqual([]);
  expect(await shopSells(page.request, slot)).toBe(true);

  // The editor at 375 px: nothing wider than the screen.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect
    .poll(() => page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0))
    .toBeLessThanOrEqual(375);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(root, 'docs/screenshots/admin-closure-375.png') });
});

/**
 * Moving a booking to another start in Chromium, on a server of its own (docs/decisions.md "Moving
 * a booking"): a visitor buys two timed tickets in the shop; a manager opens the order, picks a
 * date and a start in the move dialog (free places shown, the booking's own start disabled), sees
 * that the price stays the same and confirms. The order shows the new time; the old barcode is
 * refused and the new one admitted through the check-in API; the visitor's e-mail with the new
 * tickets is in the outbox in the order's language; the shop sells the old start's places again and
 * the new start's are taken. Axe finds no violations with the dialog open at 1280 and 375 px, and
 * nothing scrolls sideways at 375 px. A guided tour whose price went up since it was booked moves
 * to a dearer start once the manager records the difference as paid on the card terminal: the
 * order then holds the card payment and the till's, and owes nothing.
 */
import { addDays } from '@foyer/domain';
import { expect, test, type APIRequestContext, type Page } from './hydrated-test';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  addEventSlot,
  root,
  buyItems,
  csrfOf,
  makeTour,
  signInByApi,
  startAdminServer,
  type AdminServer,
  type Buyer,
  noSidewaysScroll,
  venueLocal,
} from './admin-helpers';
import { axeViolations, venueToday } from './booking-helpers';
import { findMails, waitForMail } from './journeys/outbox';

const port = Number(process.env.FOYER_E2E_MOVE_PORT ?? 4651);
const base = `http://127.0.0.1:${port}`;
const MANAGER = 'manager@museum.example';
/** The demo museum's special exhibition (time slots) and its reduced ticket. */
const EVENT = 1;
const TICKET = 12;
const VISITOR: Buyer = { fname: 'Mia', lname: 'Moser', email: 'mia.moser@example.org' };

let server: AdminServer | null = null;

test.use({ baseURL: base, viewport: { width: 1280, height: 900 } });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startAdminServer({
    port,
    name: 'move',
    staff: [{ email: MANAGER, role: 'manager', name: 'Max Manager' }],
  });
});

test.afterAll(() => {
  server?.stop();
});

/** What the shop offers of a slot (its `max_tickets`), 0 when it offers none. */
async function shopOffers(request: APIRequestContext, start: string): Promise<number> {
  const res = await request.get(`/api/en/ticket/collect/event/${EVENT}/date/${start.slice(0, 10)}`);
  expect(res.status()).toBe(200);
  const { timeslots } = (
    (await res.json()) as { data: { timeslots: { datetime: string; max_tickets: number }[] } }
  ).data;
  return timeslots.find((slot) => slot.datetime === start)?.max_tickets ?? 0;
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

interface OrderData {
  id: number;
  number: string;
  lines: { datetime: string | null }[];
  tickets: { barcode: string }[];
}

async function orderOf(page: Page): Promise<OrderData> {
  const found = await page.request.get('/api/admin/orders', {
    params: { email: VISITOR.email },
  });
  const [row] = ((await found.json()) as { data: { orders: { id: number }[] } }).data.orders;
  const detail = await page.request.get(`/api/admin/orders/${row?.id ?? 0}`);
  return ((await detail.json()) as { data: OrderData }).data;
}

test('a manager moves a timed booking to another start: new time, new barcodes, e-mail, places', async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('foyer.admin.language', 'en'));
  await signInByApi(page, MANAGER);

  // The new start begins in about 20 minutes (the door admits from 30 minutes before a start);
  // the booking is first made for a start five days ahead. Both are slots of their own.
  const soon = venueLocal(new Date(Date.now() + 20 * 60_000));
  const to = `${soon.slice(0, 15)}${Number(soon.slice(15)) < 5 ? '5' : '9'}`;
  const later = venueLocal(new Date(Date.now() + 5 * 86_400_000));
  const from = `${later.slice(0, 10)}T10:07`;
  await addEventSlot(page, EVENT, from, 6);
  await addEventSlot(page, EVENT, to, 2);

  const api = await playwright.request.newContext({ baseURL: base });
  await buyItems(
    api,
    base,
    VISITOR,
    [{ type: 'ticket', id: TICKET, count: 2, datetime: from, subtickets: [] }],
    { lang: 'de' },
  );
  const before = await orderOf(page);
  expect(before.lines[0]?.datetime).toBe(from);
  const oldBarcode = before.tickets[0]?.barcode ?? '';
  expect(await shopOffers(api, from)).toBe(4);
  expect(await shopOffers(api, to)).toBe(2);
  const dirs = [path.join(server?.dataDir ?? '', 'outbox')];
  const confirmation = await waitForMail({ to: VISITOR.email, subject: before.number, dirs });

  await page.goto(`/admin/orders/${before.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(before.number);
  const open = page.getByRole('button', { name: /^Move .* to another start$/ });

  // At 375 px: the dialog fits, has no axe violations, and Escape gives the focus back.
  await page.setViewportSize({ width: 375, height: 812 });
  await open.click();
  let dialog = page.getByRole('dialog', { name: 'Move booking' });
  await expect(dialog.getByText(/2 places, now at/)).toBeVisible();
  await noSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(root, 'docs/screenshots/admin-move-booking-375.png') });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();
  await page.setViewportSize({ width: 1280, height: 900 });

  await open.click();
  dialog = page.getByRole('dialog', { name: 'Move booking' });
  await dialog.getByLabel('Date').selectOption(to.slice(0, 10));
  const target = dialog.getByRole('radio', { name: `${to.slice(11)}: 2 free` });
  await expect(target).toBeEnabled();
  await expect(dialog.getByText('The price stays the same.')).toBeVisible();
  await dialog.getByLabel('Date').selectOption(from.slice(0, 10));
  await expect(dialog.getByRole('radio', { name: '10:07: current start' })).toBeDisabled();
  await dialog.getByLabel('Date').selectOption(to.slice(0, 10));
  // Keyboard: the start is chosen with the space bar.
  await target.focus();
  await page.keyboard.press('Space');
  await expect(target).toBeChecked();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(root, 'docs/screenshots/admin-move-booking-1280.png') });
  await dialog.getByRole('button', { name: 'Move booking' }).click();
  await expect(
    page.getByText(
      `Moved from ${from.replace('T', ' ')} to ${to.replace('T', ' ')}. The visitor gets the new tickets by e-mail.`,
    ),
  ).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Lines' }).getByText(to.replace('T', ' ')),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const after = await orderOf(page);
  expect(after.lines[0]?.datetime).toBe(to);
  const newBarcode = after.tickets[0]?.barcode ?? '';
  expect(newBarcode).not.toBe(oldBarcode);
  expect(await scan(page, oldBarcode)).toBe('UNKNOWN');
  expect(await scan(page, newBarcode)).toBe('valid');

  // The confirmation again, in the order's language (German), with the new tickets.
  const again = await waitForMail({
    to: VISITOR.email,
    subject: before.number,
    exclude: [confirmation],
    dirs,
  });
  expect(again.subject).toBe(confirmation.subject);
  expect(again.attachments.some((file) => file.contentType === 'application/pdf')).toBe(true);
  expect(findMails({ to: VISITOR.email, dirs })).toHaveLength(2);

  // The shop sells the old start's places again; the new start's are taken.
  expect(await shopOffers(api, from)).toBe(6);
  expect(await shopOffers(api, to)).toBe(0);
  await api.dispose();
});

test('a tour moved to a dearer start: the difference is recorded as paid at the desk', async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('foyer.admin.language', 'en'));
  await signInByApi(page, MANAGER);

  // A tour of its own at 12.00 a person with two starts four days ahead.
  const day = addDays(await venueToday(page.request), 4);
  const [from, to] = [`${day}T10:00`, `${day}T15:00`];
  const made = await makeTour(page, { de: 'Dachführung', en: 'Roof tour' }, 1200, [from, to]);
  const buyer: Buyer = { fname: 'Tom', lname: 'Turm', email: 'tom.turm@example.org' };
  const api = await playwright.request.newContext({ baseURL: base });
  await buyItems(api, base, buyer, [
    {
      type: 'guidedTour',
      tourId: made.id,
      datetime: from,
      answers: {},
      prices: [],
      tickets: [{ id: made.ticket, count: 2 }],
    },
  ]);
  await api.dispose();

  // The tour's price list goes up to 15.00: the booking is worth 6.00 more at any start now.
  const saved = await page.request.put(`/api/admin/catalog/tours/${made.id}`, {
    headers: { 'x-csrf-token': await csrfOf(page) },
    data: { ...made.form, tickets: made.form.tickets.map((row) => ({ ...row, price: 1500 })) },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  const found = await page.request.get('/api/admin/orders', { params: { email: buyer.email } });
  const [row] = ((await found.json()) as { data: { orders: { id: number }[] } }).data.orders;
  expect(row).toBeDefined();
  await page.goto(`/admin/orders/${row?.id ?? 0}`);
  await expect(page.getByRole('table', { name: 'Lines' })).toContainText('Roof tour');
  await page.getByRole('button', { name: 'Move Roof tour – Adults to another start' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move booking' });
  await dialog.getByRole('radio', { name: '15:00: 12 free' }).check();
  await expect(
    dialog.getByText(
      'The booking costs €6.00 more there: the visitor pays the difference at the desk.',
    ),
  ).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Move and record €6.00 paid' });
  await expect(confirm).toBeDisabled();
  const paidBy = dialog.getByRole('group', { name: '€6.00 paid at the desk by' });
  await paidBy.getByRole('radio', { name: 'Card terminal' }).check();
  await expect(confirm).toBeEnabled();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({
    path: path.join(root, 'docs/screenshots/admin-move-booking-dearer-1280.png'),
  });
  await page.setViewportSize({ width: 375, height: 812 });
  await noSidewaysScroll(page);
  await page.screenshot({
    path: path.join(root, 'docs/screenshots/admin-move-booking-dearer-375.png'),
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await confirm.click();
  await expect(
    page.getByText(
      `Moved from ${from.replace('T', ' ')} to ${to.replace('T', ' ')}; €6.00 paid at the desk is recorded. The visitor gets the new tickets by e-mail.`,
    ),
  ).toBeVisible();

  const after = await page.request.get(`/api/admin/orders/${row?.id ?? 0}`);
  const order = (
    (await after.json()) as {
      data: {
        lines: { datetime: string | null; totalPrice: number }[];
        money: { held: number; due: number; owed: number };
        payments: { provider: string; amount: number }[];
      };
    }
  ).data;
  expect(order.lines[0]).toMatchObject({ datetime: to, totalPrice: 3000 });
  expect(order.money).toMatchObject({ held: 3000, due: 3000, owed: 0 });
  expect(order.payments.map((payment) => [payment.provider, payment.amount]).sort()).toEqual([
    ['card_terminal', 600],
    ['test', 2400],
  ]);
});

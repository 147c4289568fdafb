/**
 * Days that do not go to plan for a guided tour, in Chromium, on a server of its own
 * (docs/decisions.md "Stopping, cancelling and messaging dates"): the tour editor offers what the
 * event editor does, through the same closures.
 * - a manager stops the sales of a tour start and starts them again; the shop refuses the start
 *   meanwhile;
 * - a manager cancels a tour start with a booking: the visitor is paid back once through the
 *   order's ledger and told by e-mail with the museum's message, and the start is never sold again.
 * Axe finds no violations at 1280 and 375 px, and nothing is wider than a 375 px screen.
 */
import { addDays } from '@foyer/domain';
import { expect, test, type APIRequestContext, type Page } from './hydrated-test';
import path from 'node:path';
import {
  buyItems,
  signInByApi,
  startAdminServer,
  type AdminServer,
  makeTour,
  type Buyer,
} from './admin-helpers';
import { axeViolations, venueToday } from './booking-helpers';
import { findMails, waitForMail } from './journeys/outbox';

const port = Number(process.env.FOYER_E2E_TOUR_CLOSURES_PORT ?? 4661);
const base = `http://127.0.0.1:${port}`;
const MANAGER = 'manager@museum.example';
const MESSAGE = {
  de: 'Die Führung entfällt, weil der Turm gesperrt ist.',
  en: 'The tour does not take place: the tower is closed.',
};

let server: AdminServer | null = null;
/** The tour made for this spec, its ticket and its three starts (`YYYY-MM-DDTHH:mm`). */
let tour: { id: number; ticket: number; starts: string[] } | null = null;

test.use({ baseURL: base, viewport: { width: 1280, height: 900 } });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startAdminServer({
    port,
    name: 'tour-closures',
    staff: [{ email: MANAGER, role: 'manager', name: 'Max Manager' }],
  });
});

test.afterAll(() => {
  server?.stop();
});

function outbox(): string[] {
  return [path.join(server?.dataDir ?? '', 'outbox')];
}

function mustTour() {
  if (!tour) throw new Error('no tour');
  return tour;
}

/** A tour of its own with three starts three days ahead, made through the back office's calls. */
async function makeSpecTour(page: Page) {
  if (tour) return tour;
  const day = addDays(await venueToday(page.request), 3);
  const starts = [`${day}T10:00`, `${day}T12:00`, `${day}T14:00`];
  const made = await makeTour(page, { de: 'Turmführung', en: 'Tower tour' }, 1200, starts);
  tour = { id: made.id, ticket: made.ticket, starts };
  return tour;
}

function tourItems(start: string, count = 1) {
  const { id, ticket } = mustTour();
  return [
    {
      type: 'guidedTour' as const,
      tourId: id,
      datetime: start,
      answers: {},
      prices: [],
      tickets: [{ id: ticket, count }],
    },
  ];
}

/** Whether the shop starts a payment for one place of the start (a guest of its own). */
async function shopSells(api: APIRequestContext, start: string): Promise<boolean> {
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
      cart: { ver: 1, items: tourItems(start) },
      url: { continue: `${base}/api/health`, cancel: `${base}/api/health?canceled=1` },
    },
  });
  return started.status() === 200;
}

async function openEditor(page: Page) {
  await signInByApi(page, MANAGER);
  const { id } = await makeSpecTour(page);
  await page.goto(`/admin/catalog/tours/${id}`);
  await expect(page.getByRole('heading', { name: 'Schedule', exact: true })).toBeVisible();
  return page.getByRole('region', { name: 'Schedule' });
}

/** Axe at 1280 and 375 px, and at 375 px nothing wider than the screen. */
async function checkBothWidths(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 812 });
  await expect
    .poll(() => page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0))
    .toBeLessThanOrEqual(375);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('stops the sales of a tour start and starts them again; the shop refuses it meanwhile', async ({
  page,
}) => {
  const table = await openEditor(page);
  const [start, other] = mustTour().starts;
  if (!start || !other) throw new Error('no starts');
  const time = start.replace('T', ' ');
  await table.getByRole('checkbox', { name: `Select ${time}` }).check();
  const bar = table.getByRole('group', { name: '1 selected' });
  await bar.getByRole('button', { name: 'Stop sales' }).click();
  const row = table.getByRole('row').filter({ hasText: time });
  await expect(row.getByText('Stopped')).toBeVisible();
  expect(await shopSells(page.request, start)).toBe(false);
  expect(await shopSells(page.request, other)).toBe(true);
  await checkBothWidths(page);

  await bar.getByRole('button', { name: 'Start sales' }).click();
  await expect(row.getByText('On sale')).toBeVisible();
  expect(await shopSells(page.request, start)).toBe(true);
});

test('cancels a tour start with a booking: refunded once, told by e-mail, never sold again', async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000);
  await openEditor(page);
  // The third start: the probes of the first test held places of the other two.
  const [, , start] = mustTour().starts;
  if (!start) throw new Error('no start');
  const api = await playwright.request.newContext({ baseURL: base });
  const ida: Buyer = { fname: 'Ida', lname: 'Visitor', email: 'ida@example.org' };
  await buyItems(api, base, ida, tourItems(start, 2), { lang: 'en' });
  await api.dispose();

  await page.reload();
  const table = page.getByRole('region', { name: 'Schedule' });
  const time = start.replace('T', ' ');
  await table.getByRole('checkbox', { name: `Select ${time}` }).check();
  await table.getByRole('button', { name: 'Cancel or message…' }).click();
  const form = page.getByRole('form', { name: 'Cancel or message visitors' });
  await expect(form.getByRole('heading', { name: 'Cancel or message visitors' })).toBeFocused();
  await expect(form.getByRole('radio', { name: 'The selected starts (1)' })).toBeChecked();
  const text = form.getByRole('textbox', { name: /Language of the message/ });
  await text.fill(MESSAGE.de);
  await form.getByRole('button', { name: 'English', exact: true }).click();
  await text.fill(MESSAGE.en);
  await form.getByRole('button', { name: 'Check who is affected' }).click();
  await expect(
    form.getByText('1 orders with 2 places in 1 starts. €24.00 will be refunded.'),
  ).toBeVisible();
  await form.getByRole('button', { name: 'Cancel and refund' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Cancel 1 orders and refund €24.00?');
  await dialog.getByRole('button', { name: 'Yes, do it' }).click();
  await expect(
    form.getByText('Done: 1 orders cancelled, €24.00 refunded, 1 e-mails sent.'),
  ).toBeVisible({
    timeout: 60_000,
  });

  // Paid back once, through the order's ledger.
  const found = await page.request.get('/api/admin/orders', { params: { email: ida.email } });
  const [row] = ((await found.json()) as { data: { orders: { id: number }[] } }).data.orders;
  const detail = await page.request.get(`/api/admin/orders/${row?.id ?? 0}`);
  const order = (
    (await detail.json()) as {
      data: { total: number; refunds: { status: string; amount: number }[] };
    }
  ).data;
  expect(order.refunds.filter((refund) => refund.status === 'done')).toEqual([
    expect.objectContaining({ amount: order.total }),
  ]);
  // Told once, with the museum's message.
  const mail = await waitForMail({ to: ida.email, text: MESSAGE.en, dirs: outbox() });
  expect(mail.subject).toContain('Cancellation of your order');
  expect(findMails({ to: ida.email, text: MESSAGE.en, dirs: outbox() })).toHaveLength(1);

  // Never sold again; the table says so.
  expect(await shopSells(page.request, start)).toBe(false);
  await expect(
    table.getByRole('row').filter({ hasText: time }).getByText('Cancelled'),
  ).toBeVisible();
  await checkBothWidths(page);
});

/**
 * The event editor's tickets in full and day-ticket capacities in Chromium: a
 * manager makes a family ticket with two subtickets (least and most of each) and a day ticket, gives
 * the day tickets their dates by a rule; the shop in Danish offers both; a date's capacity below
 * what is sold and held is refused with the numbers on screen, and removing a date asks first in a
 * dialog that keeps a margin on a phone. Axe finds no violations in the editor; screenshots of it at
 * 1280 px and 375 px.
 */
import { addDays } from '@foyer/domain';
import { expect, test, type Page } from './hydrated-test';
import path from 'node:path';
import { root, signInByApi, startAdminServer, type AdminServer } from './admin-helpers';
import { axeViolations, venueToday } from './booking-helpers';
import { acceptCookiesUpFront } from './helpers';

const port = Number(process.env.FOYER_E2E_TICKETS_PORT ?? 4561);
const MANAGER = 'manager@museum.example';

let server: AdminServer | null = null;
let eventId = 0;
let day = '';

test.use({ baseURL: `http://127.0.0.1:${port}`, viewport: { width: 1280, height: 900 } });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startAdminServer({
    port,
    name: 'catalog-tickets',
    staff: [{ email: MANAGER, role: 'manager', name: 'Manager Member', language: 'en' }],
  });
});

test.afterAll(() => server?.stop());

const field = (page: Page, id: string) => page.locator(`[id="${id}"]`);

test('a manager makes a family ticket with subtickets and a day ticket with dates by a rule', async ({
  page,
}) => {
  day = addDays(await venueToday(page.request), 1);
  await signInByApi(page, MANAGER);
  await page.goto('/admin/catalog/events/new');
  await page.getByLabel('Name (Deutsch)', { exact: true }).fill('Herbstmesse');

  const family = page.getByRole('group', { name: 'Ticket 1', exact: true });
  await field(page, 'tickets.0.name').fill('Familie');
  await field(page, 'tickets.0.price').fill('25,00');
  await field(page, 'tickets.0.mode').selectOption('3');
  await family.getByLabel('Day ticket (sold per date)').check();
  await family.getByLabel('Family ticket (made of subtickets)').check();
  await family.getByLabel('Scan each person separately at the door').check();
  await family.getByRole('button', { name: 'Add a subticket' }).click();
  await family.getByRole('button', { name: 'Add a subticket' }).click();
  await field(page, 'tickets.0.subtickets.0.name').fill('Erwachsene');
  await field(page, 'tickets.0.subtickets.0.minQuantity').fill('1');
  await field(page, 'tickets.0.subtickets.0.maxQuantity').fill('2');
  await field(page, 'tickets.0.subtickets.1.name').fill('Kinder');
  await field(page, 'tickets.0.subtickets.1.minQuantity').fill('3');
  await field(page, 'tickets.0.subtickets.1.maxQuantity').fill('1');

  await page.getByRole('button', { name: 'Add a ticket' }).click();
  await field(page, 'tickets.1.name').fill('Tageskarte');
  await field(page, 'tickets.1.price').fill('9,00');
  await field(page, 'tickets.1.mode').selectOption('3');
  await page
    .getByRole('group', { name: 'Ticket 2', exact: true })
    .getByLabel('Day ticket (sold per date)')
    .check();

  await page.getByRole('button', { name: 'Dansk' }).click();
  await page.getByLabel('Name (Dansk)', { exact: true }).fill('Efterårsmesse');
  await field(page, 'tickets.0.name').fill('Familie');
  await field(page, 'tickets.0.description').fill('Gælder hele dagen');
  await field(page, 'tickets.0.subtickets.0.name').fill('Voksne');
  await field(page, 'tickets.0.subtickets.1.name').fill('Børn');
  await field(page, 'tickets.1.name').fill('Dagsbillet');

  // The catalog file's check (at most not below at least) is shown at the field.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(field(page, 'tickets.0.subtickets.1.maxQuantity')).toHaveAccessibleDescription(
    'Enter a whole number not below the minimum.',
  );
  await field(page, 'tickets.0.subtickets.1.minQuantity').fill('1');
  await field(page, 'tickets.0.subtickets.1.maxQuantity').fill('3');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/catalog\/events\/\d+$/, { timeout: 60_000 });
  eventId = Number(page.url().split('/').pop());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Herbstmesse');
  await expect(field(page, 'tickets.0.subtickets.1.maxQuantity')).toHaveValue('3');
  await expect(field(page, 'tickets.0.scanSeparately')).toBeChecked();

  const days = page.getByRole('region', { name: 'Dates of the day tickets' });
  await days.getByLabel('Capacity per date').fill('20');
  await days.getByLabel('From date').fill(day);
  await days.getByLabel('To date').fill(addDays(day, 6));
  await days.getByLabel('Closing days (dates separated by commas)').fill(addDays(day, 2));
  await days.getByRole('button', { name: 'Add the dates' }).click();
  await expect(days.getByText('Dates added.')).toBeVisible();
  await expect(days.getByRole('row')).toHaveCount(7);
  await expect(days.getByRole('columnheader').first()).toHaveText('Date');
  await expect(days.getByLabel(`Capacity of ${day}`)).toHaveValue('20');
  expect(await axeViolations(page)).toEqual([]);

  await page.screenshot({
    path: path.join(root, 'docs/screenshots/admin-catalog-tickets.png'),
    fullPage: true,
  });
  await page.setViewportSize({ width: 375, height: 812 });
  // Nothing widens the page on a phone (the dates' table scrolls in its own box).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({
    path: path.join(root, 'docs/screenshots/admin-catalog-tickets-375.png'),
    fullPage: true,
  });
});

test('the shop in Danish offers the family ticket with its subtickets and the day ticket', async ({
  page,
}) => {
  await acceptCookiesUpFront(page);
  await page.goto(`/da/tickets/${eventId}?date=${day}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Efterårsmesse');
  const main = page.getByRole('main');
  await expect(main).toContainText('Dagsbillet');
  await expect(main).toContainText('Voksne');
  await expect(main).toContainText('Børn');
  await expect(main).toContainText('1 til 2');
  await expect(main).toContainText('1 til 3');
});

test('a date capacity below sold and held is refused with the numbers', async ({
  page,
  request,
}) => {
  await signInByApi(page, MANAGER);
  const detail = await page.request.get(`/api/admin/catalog/events/${eventId}`);
  const dayTicketId = ((await detail.json()) as { data: { event: { tickets: { id: number }[] } } })
    .data.event.tickets[1]?.id;
  // A guest's order waiting for its payment holds three places of the first date.
  const guest = await request.post('/api/da/auth/guest', {
    data: {
      c: {
        salutation: 'ms',
        fname: 'Karen',
        lname: 'Holm',
        company: '',
        email: 'karen@example.com',
        phone: '',
        street: 'Nørregade 1',
        zip: '1165',
        city: 'København',
        country: 'DK',
        send_invoice: true,
        shipping: null,
      },
    },
  });
  expect(guest.status(), await guest.text()).toBe(200);
  const token = ((await guest.json()) as { data: string }).data;
  const base = `http://127.0.0.1:${port}`;
  const started = await request.post(`/api/da/checkout/initPayment?_=${token}`, {
    data: {
      payart: 161,
      aux: {},
      cart: {
        ver: 1,
        items: [
          {
            type: 'dayTicket',
            id: eventId,
            date: day,
            dayTickets: [{ id: dayTicketId, count: 3 }],
          },
        ],
      },
      url: { continue: `${base}/api/health`, cancel: `${base}/api/health?canceled=1` },
    },
  });
  expect(started.status(), await started.text()).toBe(200);

  await page.goto(`/admin/catalog/events/${eventId}`);
  const capacity = page.getByLabel(`Capacity of ${day}`);
  await capacity.fill('2');
  await capacity.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(
    'The capacity cannot be below 3: 0 sold and 3 in baskets.',
  );
  await page.getByRole('button', { name: `Remove ${day}` }).click();
  // Removing asks first; on a phone the question keeps a margin on each side, however long it is.
  const question = page.getByRole('dialog');
  await page.setViewportSize({ width: 375, height: 812 });
  await question.locator('p').evaluate((text) => {
    text.textContent = `${text.textContent ?? ''} `.repeat(8);
  });
  const box = await question.boundingBox();
  expect(box?.x).toBeGreaterThanOrEqual(16);
  expect(375 - (box?.x ?? 0) - (box?.width ?? 375)).toBeGreaterThanOrEqual(16);
  await question.getByRole('button', { name: 'Yes, do it' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This date has sales or tickets in baskets and stays.',
  );
});

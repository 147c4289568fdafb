/**
 * The back office's catalog editor in Chromium: a manager creates an event with
 * German and Danish texts and a ticket price, adds time slots by a rule after a preview and sees
 * them, uploads an image with German and Danish alt texts and chooses it for the event; a visitor
 * opens the shop in Danish, sees the Danish name and the picture's Danish alt text, chooses a slot
 * and buys a ticket as a guest in Danish (the sale counts against the manager's slot); a capacity
 * below what is sold and held is refused with the numbers on screen. Axe finds no violations on the
 * list and the editor; screenshots of the editor at 1280 px and 768 px.
 */
import { addDays } from '@foyer/domain';
import { expect, test, type Page } from './hydrated-test';
import path from 'node:path';
import { root, signInByApi, startAdminServer, type AdminServer } from './admin-helpers';
import { axeViolations, venueToday } from './booking-helpers';
import { acceptCookiesUpFront } from './helpers';
import { nightSkyPhoto } from './image-fixture';
import { payByCard } from './journeys/provider';
import { checkoutAsGuestByCard, expectSuccess, leipzigGuest, openBasket } from './journeys/steps';

const port = Number(process.env.FOYER_E2E_CATALOG_PORT ?? 4461);
const MANAGER = 'manager@museum.example';
const DANISH_ALT = 'Stjernehimlen over museet';

let server: AdminServer | null = null;
let eventId = 0;
let day = '';

test.use({ baseURL: `http://127.0.0.1:${port}`, viewport: { width: 1280, height: 900 } });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startAdminServer({
    port,
    name: 'catalog',
    staff: [{ email: MANAGER, role: 'manager', name: 'Manager Member', language: 'en' }],
  });
});

test.afterAll(() => server?.stop());

async function openEditor(page: Page) {
  await signInByApi(page, MANAGER);
  await page.goto(`/admin/catalog/events/${eventId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sternennacht');
}

test('a manager creates an event with German and Danish texts and adds slots by a rule', async ({
  page,
}) => {
  day = addDays(await venueToday(page.request), 1);
  await signInByApi(page, MANAGER);
  await page.goto('/admin/catalog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Catalog');
  await expect(page.getByRole('link', { name: 'Catalog', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'New event' }).click();
  await expect(page).toHaveURL(/\/admin\/catalog\/events\/new$/);
  // Saving without a German name is refused at the field, in the staff member's language.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Name (Deutsch)', { exact: true })).toHaveAccessibleDescription(
    'Give a name in at least one language.',
  );

  await page.getByLabel('Name (Deutsch)', { exact: true }).fill('Sternennacht');
  await page.getByLabel('Ticket name (Deutsch)').fill('Erwachsene');
  await page.getByRole('button', { name: 'Dansk' }).click();
  await page.getByLabel('Name (Dansk)', { exact: true }).fill('Stjernenat');
  await page.getByLabel('Ticket name (Dansk)').fill('Voksne');
  await page.getByLabel('Price in €').fill('12,5x');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Enter a price of 0 or more, with at most two decimals.'),
  ).toBeVisible();
  await page.getByLabel('Price in €').fill('12,50');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/catalog\/events\/\d+$/, { timeout: 60_000 });
  eventId = Number(page.url().split('/').pop());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sternennacht');
  await expect(page.getByLabel('Price in €')).toHaveValue('12.50');

  await page.getByLabel('Every (minutes)').fill('60');
  await page.getByLabel('First start').fill('10:00');
  await page.getByLabel('Last start').fill('12:00');
  await page.getByLabel('From date').fill(day);
  await page.getByLabel('To date').fill(addDays(day, 1));
  await page.getByLabel('Capacity per slot').fill('5');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText(/^6 time slots, 0 of them exist already/)).toBeVisible();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Time slots created.')).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(7);
  await expect(page.getByLabel(`Capacity of ${day} 10:00`)).toHaveValue('5');
  expect(await axeViolations(page)).toEqual([]);

  // An image with its alt texts in German and Danish, uploaded to the library and chosen here.
  await page.goto('/admin/images');
  await page.getByLabel(/^Image file/).setInputFiles(await nightSkyPhoto());
  await page.getByLabel('Alt text in Deutsch (required)').fill('Sternenhimmel über dem Museum');
  await page.getByLabel('Alt text in Dansk').fill(DANISH_ALT);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Uploaded.')).toBeVisible({ timeout: 60_000 });
  await page.goto(`/admin/catalog/events/${eventId}`);
  const picker = page.getByRole('region', { name: 'Image' });
  await picker.getByRole('radio', { name: /Sternenhimmel über dem Museum/ }).check();
  await picker.getByRole('button', { name: 'Use this image' }).click();
  await expect(picker.getByText('The image is saved.')).toBeVisible();

  await page.screenshot({
    path: path.join(root, 'docs/screenshots/admin-catalog-event.png'),
    fullPage: true,
  });
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.screenshot({
    path: path.join(root, 'docs/screenshots/admin-catalog-event-768.png'),
    fullPage: true,
  });
});

test('a visitor reads the Danish texts and buys a ticket of a slot in Danish', async ({
  page,
  request,
}) => {
  await acceptCookiesUpFront(page);
  await page.goto('/da/tickets');
  await page.getByRole('link', { name: 'Stjernenat' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stjernenat');
  await expect(page.getByRole('img', { name: DANISH_ALT })).toBeVisible();
  await page.goto(`/da/tickets/${eventId}?date=${day}`);
  await page.getByRole('radio', { name: /^10:00/ }).check();
  await page.getByRole('button', { name: 'Én mere: Voksne' }).click();
  await page.getByRole('button', { name: /^Læg i (indkøbs)?kurven$/ }).click();
  await expect(page.getByRole('link', { name: 'Indkøbskurv, 1 vare' })).toBeVisible();

  await openBasket(page, 'da', 1);
  await expect(page.getByRole('main')).toContainText('Stjernenat');
  await checkoutAsGuestByCard(
    page,
    request,
    'da',
    leipzigGuest('Mette', 'Madsen', 'mette@example.org'),
  );
  await payByCard(page, 'da');
  await expectSuccess(page, 'da');
  // The sale counts against the slot the manager made.
  await signInByApi(page, MANAGER);
  const detail = await page.request.get(`/api/admin/catalog/events/${eventId}`);
  const slots = ((await detail.json()) as { data: { slots: { startsAt: string; sold: number }[] } })
    .data.slots;
  expect(slots.find((slot) => slot.startsAt.startsWith(`${day}T10:00`))?.sold).toBe(1);
});

test('a capacity below sold and held is refused with the numbers', async ({ page, request }) => {
  await signInByApi(page, MANAGER);
  const detail = await page.request.get(`/api/admin/catalog/events/${eventId}`);
  const ticketId = ((await detail.json()) as { data: { event: { tickets: { id: number }[] } } })
    .data.event.tickets[0]?.id;
  // A guest's order waiting for its payment holds two places of the 10:00 slot.
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
          { type: 'ticket', id: ticketId, count: 2, datetime: `${day}T10:00`, subtickets: [] },
        ],
      },
      url: { continue: `${base}/api/health`, cancel: `${base}/api/health?canceled=1` },
    },
  });
  expect(started.status(), await started.text()).toBe(200);

  await openEditor(page);
  const capacity = page.getByLabel(`Capacity of ${day} 10:00`);
  await capacity.fill('2');
  await capacity.press('Enter');
  // One sold to the Danish visitor, two held by the waiting order.
  await expect(page.getByRole('alert')).toHaveText(
    'The capacity cannot be below 3: 1 sold and 2 in baskets.',
  );
  await expect(capacity).toBeVisible();
});

/**
 * The waiting list in the shop (docs/decisions.md "Waiting list: booking an offer and joining in the
 * shop"), on a server of its own with the list switched on: at 375 px a visitor joins the line of a
 * sold-out time; places come back (another visitor's unpaid checkout is cancelled), the offer e-mail
 * arrives, its link's page books the held places through the normal checkout and the tickets come;
 * the leave link leaves the line; an offer that ran out shows its page in German. Screenshots of
 * the join form, the offer page and the leave page at 375 and 1280 px.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import path from 'node:path';
import { expect, test } from './hydrated-test';
import {
  addEventSlot,
  root,
  signInByApi,
  startAdminServer,
  type AdminServer,
  venueLocal,
  withStoppedDatabase,
} from './admin-helpers';
import { and, eq } from 'drizzle-orm';
import { waitingListEntries } from '../apps/server/src/db/schema-waiting-list';
import { addDays, compactDate } from '@foyer/domain';
import { apiData, axeViolations } from './booking-helpers';
import { checkoutAsGuestByCard, expectSuccess, leipzigGuest } from './journeys/steps';
import { payByCard } from './journeys/provider';
import { pdfAttachments, waitForMail } from './journeys/outbox';
import {
  giveBack,
  holdPlaces,
  joinByApi,
  joinedMail,
  linkIn,
  offerMail,
} from './waiting-list-helpers';

const port = Number(process.env.FOYER_E2E_WAITING_LIST_PORT ?? 4691);
const base = `http://127.0.0.1:${port}`;
const MANAGER = 'manager@museum.example';
/** The demo museum's special exhibition (time slots) and its reduced ticket. */
const EVENT = 1;
const TICKET = 12;
/** The shortest offer the configuration allows (its end is moved, not waited for). */
const OFFER_MINUTES = 5;

let server: AdminServer | null = null;

test.use({ baseURL: base });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Seeding the demo museum for a server of its own is slow on a loaded machine.
  test.setTimeout(300_000);
  server = await startAdminServer({
    port,
    name: 'waiting-list',
    staff: [{ email: MANAGER, role: 'manager', name: 'Max Manager' }],
    configure: (raw) => {
      const settings = raw.server as Record<string, unknown>;
      settings.waitingList = { enabled: true, offerMinutes: OFFER_MINUTES, maxPlaces: 6 };
    },
  });
});

test.afterAll(() => {
  server?.stop();
});

async function shot(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: path.join(root, `docs/screenshots/${name}-${width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 375, height: 900 });
}

/** The first day from `first` (`YYYY-MM-DD`) on which the event has tickets on sale. */
async function openDayFrom(api: APIRequestContext, first: string): Promise<string> {
  const range = `${compactDate(first)};${compactDate(addDays(first, 30))}`;
  const calendar = await apiData<Record<string, number>>(
    api,
    `ticket/calendar/event/${EVENT}/range/${range}?deep=1`,
  );
  const open = Object.keys(calendar)
    .sort()
    .find((date) => date >= first && (calendar[date] ?? 0) > 0);
  if (!open) throw new Error(`no open day of event ${EVENT} from ${first}`);
  return open;
}

test('a visitor joins a sold-out time, books the places offered, and the line can be left', async ({
  page,
  playwright,
}) => {
  test.setTimeout(5 * 60_000);
  const dirs = [path.join(server?.dataDir ?? '', 'outbox')];
  await signInByApi(page, MANAGER);
  // A start in five days or later, on a day the exhibition is open (it is closed on Mondays and
  // holidays, where the shop offers no times), with two places, both held by two checkouts of others.
  const api = await playwright.request.newContext({ baseURL: base });
  const day = await openDayFrom(
    api,
    venueLocal(new Date(Date.now() + 5 * 86_400_000)).slice(0, 10),
  );
  const start = `${day}T16:07`;
  await addEventSlot(page, EVENT, start, 2);
  const buyer = { fname: 'Olga', lname: 'Other', email: 'olga.other@example.org' };
  const first = await holdPlaces(api, base, buyer, { ticket: TICKET, datetime: start, count: 1 });
  const second = await holdPlaces(api, base, buyer, { ticket: TICKET, datetime: start, count: 1 });

  // At 375 px the time shows sold out, with the waiting list's form below.
  const anna = 'anna.wartend@example.org';
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto(`/en/tickets/${EVENT}?date=${day}`);
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('radio', { name: /^16:07.* Sold out$/ })).toBeDisabled();
  const join = page.locator('section.join-waiting-list');
  await join.getByRole('button', { name: 'Join the waiting list' }).click();
  const time = join.getByLabel('Time');
  // Another time of that day may be sold out too: the form asks which.
  if ((await time.count()) > 0) await time.selectOption(start);
  await join.getByLabel('E-mail address').fill(anna);
  await join.getByLabel('Number of places').fill('1');
  expect(await axeViolations(page)).toEqual([]);
  await join.scrollIntoViewIfNeeded();
  await shot(page, 'waiting-list-join');
  await join.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(join.getByRole('status')).toHaveText(
    'You are on the waiting list. We will e-mail you when places come back.',
  );
  await joinedMail(anna, dirs);

  // Two more people wait: Bert (German) for the second place, Cleo who will leave.
  await joinByApi(api, 'de', {
    event: EVENT,
    datetime: start,
    email: 'bert@example.org',
    count: 1,
  });
  await joinByApi(api, 'en', {
    event: EVENT,
    datetime: start,
    email: 'cleo@example.org',
    count: 1,
  });

  // Both places come back: Anna and Bert are offered one each, in line order.
  await giveBack(api, first);
  const annaOffer = linkIn(await offerMail(anna, dirs), 'offer');
  await giveBack(api, second);
  const bertOffer = linkIn(await offerMail('bert@example.org', dirs), 'offer');
  expect(bertOffer.startsWith('/de/')).toBe(true);

  // Anna's link: the place held for her, until when; she books it through the normal checkout.
  await page.goto(annaOffer);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Places held for you');
  await expect(page.getByText(/^1 place is held for you until /)).toBeVisible();
  await page
    .getByRole('button', { name: /^Increase quantity: Concession/ })
    .first()
    .click();
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'waiting-list-offer');
  await page.getByRole('button', { name: 'Go to checkout' }).click();
  await expect(page).toHaveURL(/\/en\/checkout$/);
  await checkoutAsGuestByCard(page, page.request, 'en', leipzigGuest('Anna', 'Wartend', anna));
  await payByCard(page, 'en');
  const orderToken = await expectSuccess(page, 'en');
  const tickets = await waitForMail({ to: anna, text: orderToken, dirs, timeoutMs: 30_000 });
  expect(pdfAttachments(tickets).length).toBeGreaterThan(0);
  // Used: the link now says so.
  await page.goto(annaOffer);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This offer was used');

  // Cleo leaves by the link of her confirmation.
  await page.goto(linkIn(await joinedMail('cleo@example.org', dirs), 'leave'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leave the waiting list');
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'waiting-list-leave');
  await page.getByRole('button', { name: 'Leave the waiting list' }).click();
  await expect(page.getByText('You have left the waiting list.')).toBeVisible();

  // Bert did not use his offer: once it has run out, his link says so in German. Instead of
  // waiting the offer's minutes, the server is stopped and the offer's end moved into the past, as
  // if that time had gone by; the server's own sweep then lapses it.
  await server?.restart(() =>
    withStoppedDatabase(server?.dataDir ?? '', async ({ db }) => {
      const moved = await db
        .update(waitingListEntries)
        .set({ offerExpiresAt: new Date(Date.now() - 60_000) })
        .where(
          and(
            eq(waitingListEntries.email, 'bert@example.org'),
            eq(waitingListEntries.status, 'offered'),
          ),
        )
        .returning({ id: waitingListEntries.id });
      expect(moved).toHaveLength(1);
    }),
  );
  await page.goto(bertOffer);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dieses Angebot ist abgelaufen');
  await expect(page.getByText('Die Plätze sind nicht mehr für Sie reserviert.')).toBeVisible();
  await api.dispose();
});

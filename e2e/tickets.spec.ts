/**
 * The ticket screens against the real server and the demo museum: the event list, the timed
 * exhibition (a sold-out day, a full slot, the family ticket, a refused overbooking), day tickets,
 * event-long tickets, scheduled ranges, the expired and not-found states, keyboard use of the
 * calendar, the analytics event after consent, and axe in German and English.
 */
import { addDays, compactDate, firstDayOfMonth, lastDayOfMonth } from '@foyer/domain';
import { expect, test, type APIRequestContext, type Page } from './hydrated-test';
import { apiData, axeViolations, dataLayer, shown, venueToday } from './booking-helpers';
import { acceptCookiesUpFront, drawInBrowser, isCall } from './helpers';

interface Entry {
  readonly datetime: string;
  readonly max_tickets: number;
}
interface Collection {
  readonly tickets: ReadonlyArray<{ readonly id: number; readonly schedule: readonly Entry[] }>;
}

const EXHIBITION = 1;

async function ticketCalendar(request: APIRequestContext, event: number, today: string) {
  const range = `${compactDate(firstDayOfMonth(today))};${compactDate(lastDayOfMonth(today, 1))}`;
  return apiData<Record<string, number>>(
    request,
    `ticket/calendar/event/${event}/range/${range}?deep=1`,
  );
}

/** The slots of a day of the exhibition: start time and tickets left (the largest of its tickets). */
async function slotsOn(request: APIRequestContext, date: string) {
  const data = await apiData<Collection>(
    request,
    `ticket/collect/event/${EXHIBITION}/date/${date}`,
  );
  const slots = new Map<string, number>();
  for (const ticket of data.tickets) {
    for (const entry of ticket.schedule) {
      const time = entry.datetime.slice(11, 16);
      slots.set(time, Math.max(slots.get(time) ?? 0, entry.max_tickets));
    }
  }
  return [...slots].map(([time, left]) => ({ time, left }));
}

/** A later day of the exhibition that has a full slot and a slot with at least 4 tickets left. */
async function dayWithFullSlot(request: APIRequestContext) {
  const today = await venueToday(request);
  const calendar = await ticketCalendar(request, EXHIBITION, today);
  const days = Object.keys(calendar)
    .filter((date) => date > today && (calendar[date] ?? 0) > 0)
    .sort();
  for (const date of days) {
    const slots = await slotsOn(request, date);
    const full = slots.find((slot) => slot.left === 0);
    const open = slots.find((slot) => slot.left >= 4);
    if (full && open) return { date, full, open };
  }
  throw new Error('The demo has no day with a full slot');
}

async function openEventOn(page: Page, event: number, date: string, lang = 'en') {
  await page.goto(`/${lang}/tickets/${event}?date=${date}`);
  await expect(page.getByRole('grid')).toBeVisible();
}

async function chooseTime(page: Page, time: string) {
  await page.getByRole('radio', { name: new RegExp(`^${time}`) }).check();
}

test.describe('the event list', () => {
  test.beforeEach(({ page }) => acceptCookiesUpFront(page));

  test('lists the demo events and opens one', async ({ page }) => {
    await page.goto('/en/tickets');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tickets');
    const titles = page.locator('.catalog-card__title');
    await expect(titles).toHaveCount(4);
    await page.getByRole('link', { name: 'Light Play – Glass, Light and Colour' }).click();
    await expect(page).toHaveURL('/en/tickets/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Light Play – Glass, Light and Colour',
    );
    await expect(page).toHaveTitle('Light Play – Glass, Light and Colour - Lindenau City Museum');
  });
});

test.describe('the timed exhibition', () => {
  test.beforeEach(({ page }) => acceptCookiesUpFront(page));

  test('marks the sold-out day and says so when it is chosen', async ({ page, request }) => {
    const today = await venueToday(request);
    const calendar = await ticketCalendar(request, EXHIBITION, today);
    const soldOut = Object.keys(calendar).find((date) => calendar[date] === 0);
    expect(soldOut, 'the demo has a sold-out day').toBeDefined();
    await openEventOn(page, EXHIBITION, soldOut!);
    const cell = page.locator(`[data-date="${soldOut}"]`);
    await expect(cell).toHaveAttribute('aria-label', new RegExp(`${shown(soldOut!)}, sold out$`));
    await expect(cell).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByRole('status').filter({ hasText: 'This day is sold out.' }),
    ).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(0);
  });

  test('shows a full slot as sold out and books a free one', async ({ page, request }) => {
    const { date, full, open } = await dayWithFullSlot(request);
    await openEventOn(page, EXHIBITION, date);
    const fullRadio = page.getByRole('radio', { name: `${full.time} Sold out` });
    await expect(fullRadio).toBeDisabled();
    await chooseTime(page, open.time);
    await page.getByRole('button', { name: 'One more: Adults' }).first().click();
    await page.getByRole('button', { name: 'One more: Adults' }).first().click();
    await page.getByRole('button', { name: 'One more: Audio guide' }).click();
    await expect(page.locator('.selector-summary__total')).toContainText('€31.00');
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(
      page.getByText('2 × Light Play – Glass, Light and Colour – Adults added to the basket'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Basket, 1 item' })).toBeVisible();
    const events = await dataLayer(page);
    expect(events).toEqual([
      expect.objectContaining({
        event: 'add_to_cart',
        ecommerce: expect.objectContaining({
          currency: 'EUR',
          value: '31.00',
          items: [expect.objectContaining({ price: '15.50', quantity: 2 })],
        }),
      }),
    ]);
  });

  test('needs every part of the family ticket', async ({ page, request }) => {
    const { date, open } = await dayWithFullSlot(request);
    await openEventOn(page, EXHIBITION, date);
    await chooseTime(page, open.time);
    const family = page.getByRole('group', { name: /Family ticket/ });
    await expect(family.getByText('Explorer booklet')).toBeVisible();
    await family.getByRole('button', { name: 'One more: Adults' }).click();
    await family.getByRole('button', { name: 'One more: Adults' }).click();
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(
      page.getByText('A family ticket needs a number for each of its parts (1 still missing).'),
    ).toBeVisible();
    await family.getByRole('button', { name: 'One more: Children (6–17)' }).click();
    await expect(page.locator('.selector-summary__total')).toContainText('€29.00');
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.getByRole('link', { name: 'Basket, 1 item' })).toBeVisible();
    const cart = await page.evaluate(() => window.sessionStorage.getItem('cart'));
    expect(JSON.parse(cart ?? '{}')).toMatchObject({
      items: [
        {
          type: 'ticket',
          id: 14,
          count: 1,
          subtickets: [
            { id: 141, count: 2 },
            { id: 142, count: 1 },
            { id: 143, count: 1 },
          ],
        },
      ],
    });
  });

  test('refuses more tickets than a slot has left', async ({ page, request }) => {
    const { date, open } = await dayWithFullSlot(request);
    await openEventOn(page, EXHIBITION, date);
    await chooseTime(page, open.time);
    const adults = page.getByRole('spinbutton', { name: 'Adults €14.00' });
    await adults.fill(String(open.left + 1));
    await page.getByRole('button', { name: 'Add to basket' }).click();
    const message = `Only ${open.left} tickets are still available – you asked for ${open.left + 1}.`;
    await expect(page.locator('.field-error', { hasText: message })).toBeVisible();
    await expect(adults).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('link', { name: 'Basket, 0 items' })).toBeVisible();
  });

  test('is used with the keyboard', async ({ page }) => {
    await page.goto('/en/tickets/1');
    const first = page.locator('.calendar__day[tabindex="0"]');
    // Today may have nothing left to book in the evening: the walk starts wherever focus is.
    await expect(first).toHaveAttribute('aria-label', /left|sold out|not available/);
    await first.focus();
    let date = (await first.getAttribute('data-date'))!;
    const focused = () => page.locator('.calendar__day:focus');
    do {
      await page.keyboard.press('ArrowRight');
      date = addDays(date, 1);
      await expect(focused()).toHaveAttribute('data-date', date);
    } while ((await focused().getAttribute('aria-disabled')) === 'true');
    await page.keyboard.press('Enter');
    await expect(focused()).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('.selector-status')).toContainText(shown(date));
    const month = (offset: number) =>
      new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${firstDayOfMonth(date, offset)}T12:00:00Z`),
      );
    await page.keyboard.press('PageDown');
    await expect(page.getByRole('grid')).toHaveAccessibleName(month(1));
    await expect(focused()).toHaveAttribute(
      'data-date',
      new RegExp(`^${firstDayOfMonth(date, 1).slice(0, 8)}`),
    );
    await page.keyboard.press('PageUp');
    await expect(page.getByRole('grid')).toHaveAccessibleName(month(0));
    await page.keyboard.press('End');
    await expect(focused()).toHaveAttribute('aria-label', /^Sunday/);
  });
});

test.describe('other kinds of tickets', () => {
  test.beforeEach(({ page }) => acceptCookiesUpFront(page));

  test('day tickets are bought for a day', async ({ page, request }) => {
    const today = await venueToday(request);
    const calendar = await ticketCalendar(request, 2, today);
    const date = Object.keys(calendar).find((day) => day > today && (calendar[day] ?? 0) > 10)!;
    await openEventOn(page, 2, date);
    await expect(page.getByRole('radio')).toHaveCount(0);
    await page.getByRole('button', { name: 'One more: Day ticket adults' }).click();
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.getByRole('link', { name: 'Basket, 1 item' })).toBeVisible();
    const cart = JSON.parse((await page.evaluate(() => sessionStorage.getItem('cart'))) ?? '{}');
    expect(cart.items[0]).toMatchObject({
      type: 'dayTicket',
      id: 2,
      date,
      dayTickets: [{ id: 21, count: 1 }],
    });
  });

  test('event-long tickets need no calendar', async ({ page }) => {
    await page.goto('/en/tickets/3');
    await expect(page.getByRole('spinbutton', { name: 'Night ticket €15.00' })).toBeVisible();
    await expect(page.getByRole('grid')).toHaveCount(0);
    await page.getByRole('button', { name: 'One more: Night ticket', exact: true }).click();
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.getByRole('link', { name: 'Basket, 1 item' })).toBeVisible();
  });

  test('scheduled ranges show their start and end', async ({ page, request }) => {
    const today = await venueToday(request);
    const calendar = await ticketCalendar(request, 4, today);
    const date = Object.keys(calendar).find((day) => day > today && (calendar[day] ?? 0) > 0)!;
    await openEventOn(page, 4, date);
    await expect(page.getByRole('radio', { name: /^14:00–16:00/ })).toBeChecked();
  });
});

test.describe('states of the event page', () => {
  test.beforeEach(({ page }) => acceptCookiesUpFront(page));

  test('says when an event has ended', async ({ page }) => {
    // The faked answer is met by the browser's own call: the page is drawn there.
    await drawInBrowser(page);
    await page.route(isCall('event/select'), async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Array<{ id: number; end: string | null }> };
      const data = body.data.map((event) =>
        event.id === EXHIBITION ? { ...event, end: '2020-01-31T18:00' } : event,
      );
      await route.fulfill({ response, json: { data } });
    });
    await page.goto('/en/tickets/1');
    await expect(
      page.getByText('This event has ended. Tickets are no longer on sale.'),
    ).toBeVisible();
    await expect(page.getByRole('grid')).toHaveCount(0);
  });

  test('shows the not-found message for an unknown event', async ({ page }) => {
    await page.goto('/de/tickets/999');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
    await expect(
      page.getByText('Diese Veranstaltung gibt es nicht oder sie ist nicht mehr im Verkauf.'),
    ).toBeVisible();
  });
});

test.describe('no analytics before consent', () => {
  test('adds to the basket but sends no event', async ({ page }) => {
    await page.goto('/en/tickets/3');
    await page.getByRole('region', { name: /Cookies/ }).waitFor();
    await page.getByRole('button', { name: 'One more: Night ticket', exact: true }).click();
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.getByRole('link', { name: 'Basket, 1 item' })).toBeVisible();
    expect(await dataLayer(page)).toEqual([]);
  });
});

for (const lang of ['de', 'en'] as const) {
  test(`the ticket screens have no axe violations in ${lang}`, async ({ page, request }) => {
    await acceptCookiesUpFront(page);
    await page.goto(`/${lang}/tickets`);
    await expect(page.locator('.catalog-card__title')).toHaveCount(4);
    expect(await axeViolations(page)).toEqual([]);

    const { date, open } = await dayWithFullSlot(request);
    await openEventOn(page, EXHIBITION, date, lang);
    await chooseTime(page, open.time);
    await page
      .getByRole('button', { name: lang === 'de' ? 'In den Warenkorb' : 'Add to basket' })
      .click();
    await expect(page.locator('.selector-summary__errors li')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`/${lang}/tickets/3`);
    await expect(page.getByRole('spinbutton').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`/${lang}/tickets/999`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

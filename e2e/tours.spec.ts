/**
 * The guided-tour screens against the real server and the demo museum: the list with its filters and
 * day shortcuts, the tour calendar with sold-out dates and full slots, a public booking, a refused
 * overbooking, the minimum group, a group tour with a question of every answer type, the next
 * available date, the not-bookable and not-found states, and axe in German and English.
 */
import { addDays, compactDate, firstDayOfMonth, lastDayOfMonth } from '@foyer/domain';
import { expect, test, type APIRequestContext, type Page } from './hydrated-test';
import { apiData, axeViolations, shown, venueToday } from './booking-helpers';
import { acceptCookiesUpFront, drawInBrowser, isCall } from './helpers';

interface Slot {
  readonly time: string;
  readonly available: number;
}
interface TourCalendar {
  readonly dates: Readonly<Record<string, readonly Slot[]>>;
}

function monthRange(date: string): string {
  return `${compactDate(firstDayOfMonth(date))};${compactDate(lastDayOfMonth(date))}`;
}

/** The dates with slots of a tour in the month of `date` and the next one. */
async function tourDates(request: APIRequestContext, tour: number, today: string) {
  const months = [today, firstDayOfMonth(today, 1)];
  const dates: Record<string, readonly Slot[]> = {};
  for (const month of months) {
    const calendar = await apiData<TourCalendar>(
      request,
      `tour/calendar/tour/${tour}/range/${monthRange(month)}`,
    );
    Object.assign(dates, calendar.dates);
  }
  return dates;
}

/** A date of a tour whose slots match `test`, the earliest first. */
async function findDate(
  request: APIRequestContext,
  tour: number,
  test: (slots: readonly Slot[]) => boolean,
) {
  const today = await venueToday(request);
  const dates = await tourDates(request, tour, today);
  const date = Object.keys(dates)
    .sort()
    .find((day) => day > today && test(dates[day] ?? []));
  if (!date) throw new Error(`The demo has no matching date for tour ${tour}`);
  return { date, slots: dates[date] ?? [] };
}

async function openTourOn(page: Page, tour: number, date: string, lang = 'en') {
  await page.goto(`/${lang}/guided-tours/${tour}?date=${date}`);
  await expect(page.getByRole('grid')).toBeVisible();
  await expect(page.locator(`[data-date="${date}"]`)).toHaveAttribute('aria-selected', 'true');
}

const addButton = (page: Page) => page.getByRole('button', { name: 'Add to basket' });
const alerts = (page: Page) => page.locator('.selector-summary__errors');

test.describe('the tour list', () => {
  test.beforeEach(({ page }) => acceptCookiesUpFront(page));

  test('starts with the tours in the page language and filters them', async ({ page }) => {
    await page.goto('/en/guided-tours');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guided tours');
    await expect(page.getByRole('status').filter({ hasText: 'guided tours found' })).toHaveText(
      '2 guided tours found',
    );
    await expect(page.getByLabel('Language')).toHaveValue('en');
    await page.getByLabel('Language').selectOption('');
    await expect(page.getByText('7 guided tours found')).toBeVisible();
    await page.getByLabel('Category').selectOption({ label: 'Group tours' });
    await expect(page.getByText('2 guided tours found')).toBeVisible();
    await page.getByLabel('Venue').selectOption({ label: 'Old Weaving Mill Industrial Museum' });
    await expect(page.getByText('1 guided tour found')).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Group tour of the Old Weaving Mill' }),
    ).toBeVisible();
  });

  test('offers the next days that hold tours and passes the day on', async ({ page, request }) => {
    const today = await venueToday(request);
    const overview = await apiData<Record<string, number[]>>(
      request,
      `tour/overview?date=${today}&lookahead=4`,
    );
    const names = ['Today', 'Tomorrow', 'In 2 days', 'In 3 days', 'In 4 days'];
    await page.goto('/en/guided-tours');
    await page.getByLabel('Language').selectOption('');
    const days = page.getByRole('group', { name: 'Day' });
    let chosen: string | null = null;
    for (const [index, name] of names.entries()) {
      const date = addDays(today, index);
      const button = days.getByRole('button', { name: new RegExp(`^${name} `) });
      const hasTours = (overview[date] ?? []).length > 0;
      await expect(button).toBeEnabled({ enabled: hasTours });
      if (hasTours && chosen === null) chosen = date;
    }
    expect(chosen, 'the demo has tours in the next days').not.toBeNull();
    const index = [0, 1, 2, 3, 4].find((offset) => addDays(today, offset) === chosen)!;
    await days.getByRole('button', { name: new RegExp(`^${names[index]} `) }).click();
    const count = (overview[chosen!] ?? []).length;
    await expect(
      page.getByText(`${count} guided tour${count === 1 ? '' : 's'} found`),
    ).toBeVisible();
    const link = page.locator('.catalog-card__link').first();
    await expect(link).toHaveAttribute('href', new RegExp(`\\?date=${chosen}$`));
    await link.click();
    await expect(page.locator(`[data-date="${chosen}"]`)).toHaveAttribute('aria-selected', 'true');
  });

  test('picks another day in a calendar', async ({ page, request }) => {
    const today = await venueToday(request);
    const overview = await apiData<Record<string, number[]>>(
      request,
      `tour/overview?date=${today}&lookahead=31`,
    );
    const later = Object.keys(overview)
      .sort()
      .find((date) => date > addDays(today, 4) && (overview[date] ?? []).length > 0)!;
    await page.goto('/en/guided-tours');
    await page.getByLabel('Language').selectOption('');
    const toggle = page.getByRole('button', { name: /^Another day/ });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    if (firstDayOfMonth(later) !== firstDayOfMonth(today)) {
      await page.getByRole('button', { name: 'Next month' }).click();
    }
    const count = (overview[later] ?? []).length;
    const cell = page.locator(`[data-date="${later}"]`);
    await expect(cell).toHaveAttribute('aria-label', new RegExp(`${count} tours?$`));
    await cell.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toContainText(shown(later));
    await expect(
      page.getByText(`${count} guided tour${count === 1 ? '' : 's'} found`),
    ).toBeVisible();
    await expect(page.locator('.catalog-card__link').first()).toHaveAttribute(
      'href',
      new RegExp(`\\?date=${later}$`),
    );
  });
});

test.describe('booking a tour', () => {
  test.beforeEach(({ page }) => acceptCookiesUpFront(page));

  test('marks the dates the server reports sold out', async ({ page, request }) => {
    const today = await venueToday(request);
    let best = { tour: 1, month: today, soldOut: [] as string[] };
    for (const tour of [1, 2, 3, 4, 5]) {
      for (const month of [today, firstDayOfMonth(today, 1)]) {
        const soldOut = await apiData<string[]>(
          request,
          `tour/soldout/tour/${tour}/range/${monthRange(month)}`,
        );
        if (soldOut.length > best.soldOut.length) best = { tour, month, soldOut };
      }
    }
    await page.goto(`/en/guided-tours/${best.tour}?date=${best.soldOut[0] ?? ''}`);
    await expect(page.getByRole('grid')).toBeVisible();
    await expect(page.locator('.calendar__day[data-state="loading"]')).toHaveCount(0);
    const marked = await page
      .locator('.calendar__day[data-state="soldOut"]')
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-date')));
    expect(marked.sort()).toEqual([...best.soldOut].sort());
    for (const date of best.soldOut) {
      await expect(page.locator(`[data-date="${date}"]`)).toHaveAttribute(
        'aria-label',
        `${new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`))}, ${shown(date)}, fully booked`,
      );
    }
  });

  test('shows a full time slot and chooses a free one', async ({ page, request }) => {
    const { date, slots } = await findDate(
      request,
      1,
      (day) => day.some((slot) => slot.available === 0) && day.some((slot) => slot.available > 0),
    );
    const full = slots.find((slot) => slot.available === 0)!;
    const open = slots.find((slot) => slot.available > 0)!;
    await openTourOn(page, 1, date);
    await expect(page.getByRole('radio', { name: `${full.time} Fully booked` })).toBeDisabled();
    await expect(page.getByRole('radio', { name: new RegExp(`^${open.time}`) })).toBeChecked();
  });

  test('books a public tour', async ({ page, request }) => {
    const { date, slots } = await findDate(request, 1, (day) =>
      day.some((slot) => slot.available >= 3),
    );
    const slot = slots.find((candidate) => candidate.available >= 3)!;
    await openTourOn(page, 1, date);
    await page.getByRole('radio', { name: new RegExp(`^${slot.time}`) }).check();
    await page.getByRole('button', { name: 'One more: Adults' }).click();
    await page.getByRole('button', { name: 'One more: Adults' }).click();
    await page.getByRole('button', { name: 'One more: Concession' }).click();
    await expect(page.locator('.selector-summary__total')).toContainText('€13.00');
    await expect(page.getByText('3 tickets')).toBeVisible();
    await addButton(page).click();
    await expect(page.getByRole('link', { name: 'Basket, 1 item' })).toBeVisible();
    await expect(page.getByText(/added to the basket/)).toBeVisible();
    const cart = JSON.parse((await page.evaluate(() => sessionStorage.getItem('cart'))) ?? '{}');
    expect(cart.items[0]).toMatchObject({
      type: 'guidedTour',
      tourId: 1,
      datetime: `${date}T${slot.time}`,
      tickets: [
        { id: 11, count: 2 },
        { id: 12, count: 1 },
      ],
      prices: [],
    });
  });

  test('refuses an overbooking', async ({ page, request }) => {
    const { date, slots } = await findDate(request, 1, (day) =>
      day.some((slot) => slot.available > 0),
    );
    const slot = slots.find((candidate) => candidate.available > 0)!;
    await openTourOn(page, 1, date);
    await page.getByRole('radio', { name: new RegExp(`^${slot.time}`) }).check();
    const adults = page.getByRole('spinbutton', { name: 'Adults €5.00' });
    await adults.fill(String(slot.available + 1));
    await addButton(page).click();
    // One request over capacity: one message, said once, under the counts; the summary points there.
    await expect(alerts(page)).toContainText('Please check the marked entries.');
    const said = page.getByText(/^(Too many participants|Not enough places)/);
    await expect(said).toHaveCount(1);
    await expect(said).toContainText(`${slot.available + 1}`);
    await expect(said).toContainText(`${slot.available}`);
    await expect(adults).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('link', { name: 'Basket, 0 items' })).toBeVisible();
  });

  test('keeps the minimum group of the family tour', async ({ page, request }) => {
    const { date } = await findDate(request, 5, (day) => day.some((slot) => slot.available >= 2));
    await openTourOn(page, 5, date);
    await page.getByRole('button', { name: 'One more: Child (6–12)' }).click();
    await page.getByRole('button', { name: 'One more: Craft kit' }).click();
    await addButton(page).click();
    await expect(alerts(page)).toContainText('Please check the marked entries.');
    await expect(
      page.getByText('This tour can only be booked with at least 2 persons.'),
    ).toHaveCount(1);
    await page.getByRole('button', { name: 'One more: Accompanying adult' }).click();
    await addButton(page).click();
    await expect(page.getByRole('link', { name: 'Basket, 1 item' })).toBeVisible();
  });

  test('books a group with answers of every type', async ({ page, request }) => {
    const today = await venueToday(request);
    const dates = await tourDates(request, 6, today);
    let chosen: { date: string; time: string } | null = null;
    for (const date of Object.keys(dates).sort()) {
      if (date <= today) continue;
      const day = await apiData<{ schedule: Record<string, { tours: number }> }>(
        request,
        `tour?tour=6&date=${date}`,
      );
      const time = Object.keys(day.schedule).find(
        (start) =>
          (day.schedule[start]?.tours ?? 0) > 0 &&
          (dates[date] ?? []).some((slot) => slot.time === start && slot.available >= 10),
      );
      if (time) {
        chosen = { date, time };
        break;
      }
    }
    expect(chosen, 'the demo has a free group tour').not.toBeNull();
    await openTourOn(page, 6, chosen!.date);
    await page.getByRole('radio', { name: new RegExp(`^${chosen!.time}`) }).check();
    await page.getByRole('button', { name: 'One more: Group tour, 60 minutes' }).click();
    await page.getByRole('spinbutton', { name: 'Admission, group member €6.00' }).fill('10');
    await addButton(page).click();
    await expect(alerts(page)).toContainText('Please answer all mandatory fields.');
    const name = page.getByLabel('Name of the group or school (required)');
    await expect(name).toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('radio', { name: 'Primary school' }).check();
    await page.getByLabel('Language of the tour (required)').selectOption({ label: 'English' });
    await page.getByRole('checkbox', { name: 'Glass art' }).check();
    await page.getByRole('checkbox', { name: 'Industrialisation' }).check();
    await name.fill('Class 4b, Lindenau primary school');
    await page
      .getByLabel('Special requests or notes (for example on accessibility)')
      .fill('One pupil uses a wheelchair.');
    await page.getByLabel('Number of accompanying adults').fill('2');
    await expect(page.locator('.selector-summary__total')).toContainText('€150.00');
    await addButton(page).click();
    await expect(page.getByRole('link', { name: 'Basket, 1 item' })).toBeVisible();
    const cart = JSON.parse((await page.evaluate(() => sessionStorage.getItem('cart'))) ?? '{}');
    expect(cart.items[0]).toMatchObject({
      type: 'guidedTour',
      tourId: 6,
      prices: [{ id: 61, count: 1 }],
      tickets: [{ id: 61, count: 10 }],
      answers: {
        '61': { qId: 61, type: 'radio', value: 612 },
        '62': { qId: 62, type: 'select', value: 622 },
        '63': { qId: 63, type: 'checkbox', value: [633, 632] },
        '64': { qId: 64, type: 'text', value: 'Class 4b, Lindenau primary school' },
        '65': { qId: 65, type: 'textarea', value: 'One pupil uses a wheelchair.' },
        '66': { qId: 66, type: 'number', value: 2 },
      },
    });
  });

  test('offers the next available date', async ({ page, request }) => {
    const today = await venueToday(request);
    const dates = await tourDates(request, 2, today);
    const open = Object.keys(dates)
      .sort()
      .filter((date) => date > today && (dates[date] ?? []).some((slot) => slot.available > 0));
    // A day without an open tour before an open one in the same month (the calendar holds a month).
    const next = open.find((date) => {
      const previous = addDays(date, -1);
      return (
        previous > today &&
        firstDayOfMonth(previous) === firstDayOfMonth(date) &&
        !open.includes(previous)
      );
    })!;
    const before = addDays(next, -1);
    await page.goto(`/en/guided-tours/2?date=${before}`);
    await expect(page.getByText('The tour is not available on this day.')).toBeVisible();
    await page.getByRole('button', { name: /^Choose the next available date: / }).click();
    await expect(page.locator(`[data-date="${next}"]`)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('radio', { name: /^13:00/ })).toBeChecked();
  });
});

test.describe('states of the tour page', () => {
  test.beforeEach(({ page }) => acceptCookiesUpFront(page));

  test('says when a tour cannot be booked', async ({ page }) => {
    // The faked answer is met by the browser's own call: the page is drawn there.
    await drawInBrowser(page);
    await page.route(isCall('tour/lifetime/tour/3'), (route) =>
      route.fulfill({ json: { data: { first: '2020-01-01', last: '2020-02-01' } } }),
    );
    await page.goto('/en/guided-tours/3');
    await expect(page.getByText('This tour cannot be booked at the moment.')).toBeVisible();
    await expect(page.getByRole('grid')).toHaveCount(0);
  });

  test('shows the not-found message for an unknown tour', async ({ page }) => {
    await page.goto('/en/guided-tours/999');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(
      page.getByText('This guided tour does not exist or is no longer offered.'),
    ).toBeVisible();
  });
});

for (const lang of ['de', 'en'] as const) {
  test(`the tour screens have no axe violations in ${lang}`, async ({ page, request }) => {
    await acceptCookiesUpFront(page);
    await page.goto(`/${lang}/guided-tours`);
    await expect(page.locator('.catalog-card__title').first()).toBeVisible();
    await page
      .getByRole('button', { name: lang === 'de' ? /^Anderer Tag/ : /^Another day/ })
      .click();
    await expect(page.locator('.calendar__day[data-state="loading"]')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    const { date } = await findDate(request, 6, (day) => day.some((slot) => slot.available > 0));
    await openTourOn(page, 6, date, lang);
    await expect(page.getByRole('radio').first()).toBeVisible();
    await page
      .getByRole('button', { name: lang === 'de' ? 'In den Warenkorb' : 'Add to basket' })
      .click();
    await expect(page.locator('.question .field-error').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`/${lang}/guided-tours/999`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('the shop in Danish shows the catalog in Danish', async ({ page }) => {
  await acceptCookiesUpFront(page);
  await page.goto('/da/tickets');
  await expect(
    page.locator('.catalog-card__title', { hasText: 'Lysspil – glas, lys og farve' }),
  ).toBeVisible();
  await expect(
    page.locator('.catalog-card__title', { hasText: 'Den faste udstilling »Lindenau fortæller«' }),
  ).toBeVisible();
  await page.goto('/da/guided-tours');
  await expect(
    page.locator('.catalog-card__title', {
      hasText: 'Museumsdetektiverne – familierundvisning (på tysk)',
    }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);
});

/**
 * The schedule tables of the catalog editors: an event's time slots, the dates of its day tickets,
 * and a tour's starts. Each lists the upcoming rows with what is sold and held, changes a row's
 * capacity (never below sold + held), adds rows, has the server refuse an invalid time, and removes
 * a row nothing was sold of. The tests find the tables by their headings and rows by their start, so
 * they hold whichever component draws the tables.
 */
import { catalogEndpoints, type CatalogEventDetail } from '@foyer/domain/admin-contract/catalog';
import { catalogDayEndpoints, type CatalogDay } from '@foyer/domain/admin-contract/catalog-days';
import {
  catalogTourEndpoints,
  type CatalogTourDetail,
} from '@foyer/domain/admin-contract/catalog-tours';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { held, ok, renderAdmin, type FakeAnswer, type FakeRoutes } from '../../test/admin-harness';
import {
  eventDay,
  eventDetail,
  eventSlot,
  eventTicket,
  FUTURE,
  imageLibrary,
  PAST,
  tourDetail,
  tourSlot,
} from '../../test/catalog-fixtures';
import { provideModalDialogs } from '../../test/order-fixtures';

// Removing a row asks first, in a modal dialog (jsdom has none of its own).
provideModalDialogs();

function table(heading: string): HTMLElement {
  return screen.getByRole('region', { name: heading });
}

/** The row of a start (`2031-05-14 10:00`) or date in a table. */
function rowOf(region: HTMLElement, start: string): HTMLElement {
  const row = within(region).getByText(start).closest('tr');
  if (!row) throw new Error(`no row for ${start}`);
  return row;
}

/** The cells' texts as screen readers have them (a card's column headers are hidden from them). */
function cells(row: HTMLElement): (string | null)[] {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => {
      const read = cell.cloneNode(true) as HTMLElement;
      for (const hidden of read.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
      return read.textContent;
    });
}

/** The number in a row's capacity field, found by its label (`Capacity of 2031-05-14 10:00`). */
function capacityOf(region: HTMLElement, label: string): string {
  return (within(region).getByLabelText(label) as HTMLInputElement).value;
}

async function retype(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  await user.type(field, text);
}

/** Removes a row: its Remove button, then "Yes, do it" in the question that follows. */
async function removeRow(user: UserEvent, region: HTMLElement, start: string): Promise<void> {
  await user.click(within(rowOf(region, start)).getByRole('button', { name: /^Remove/ }));
  await user.click(await screen.findByRole('button', { name: 'Yes, do it' }));
}

/** No removal is sent at the first click: a question comes first, and going back sends nothing. */
async function expectRemovalAsked(
  user: UserEvent,
  region: HTMLElement,
  start: string,
  sent: () => unknown[],
): Promise<void> {
  await user.click(within(rowOf(region, start)).getByRole('button', { name: /^Remove/ }));
  const question = await screen.findByRole('dialog', { name: 'Please confirm' });
  expect(within(question).getByText(`Remove ${start}? This cannot be undone.`)).toBeTruthy();
  expect(sent()).toEqual([]);
  await user.click(within(question).getByRole('button', { name: 'No, go back' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(sent()).toEqual([]);
  expect(within(region).getByText(start)).toBeTruthy();
}

// ---------------------------------------------------------------------------------------------------

describe('an event’s time slots', () => {
  const start = `${FUTURE} 10:00`;

  /** The event's server: its detail changes as slots are added, changed and removed. */
  function eventServer(
    slots = [eventSlot({ id: 500, startsAt: `${PAST}T10:00:00` }), eventSlot()],
  ) {
    let detail: CatalogEventDetail = eventDetail({ slots });
    const routes: FakeRoutes = {
      'GET catalog/events/12': () => ok(catalogEndpoints.catalogEvent, detail),
      ...imageLibrary,
    };
    return {
      routes,
      set(next: CatalogEventDetail) {
        detail = next;
      },
      get detail() {
        return detail;
      },
    };
  }

  async function open(routes: FakeRoutes) {
    const rendered = await renderAdmin('catalog/events/12', routes);
    await screen.findByRole('heading', { name: 'Special exhibition' });
    return { ...rendered, slots: table('Time slots') };
  }

  it('lists the upcoming slots with capacity, sold and in baskets; past ones are left out', async () => {
    const server = eventServer();
    const { slots } = await open(server.routes);
    expect(capacityOf(slots, `Capacity of ${start}`)).toBe('30');
    expect(cells(rowOf(slots, start))).toEqual(expect.arrayContaining([start, '4', '2']));
    expect(within(slots).getByRole('columnheader', { name: 'Sold' })).toBeTruthy();
    expect(within(slots).getByRole('columnheader', { name: 'In baskets' })).toBeTruthy();
    expect(within(slots).queryByText(`${PAST} 10:00`)).toBeNull();
    expect(within(slots).getAllByRole('row')).toHaveLength(2);
  });

  it('says when there are no upcoming slots', async () => {
    const server = eventServer([eventSlot({ startsAt: `${PAST}T09:00:00` })]);
    const { slots } = await open(server.routes);
    expect(within(slots).getByText('No upcoming time slots.')).toBeTruthy();
  });

  it('changes a slot’s capacity and shows the saved number', async () => {
    const server = eventServer();
    const { user, api, slots } = await open({
      ...server.routes,
      'PATCH catalog/slots/501': (call) => {
        const capacity = (call.body as { capacity: number }).capacity;
        server.set({ ...server.detail, slots: [eventSlot({ capacity })] });
        return ok(catalogEndpoints.catalogSlotCapacity, eventSlot({ capacity }));
      },
    });
    await retype(user, within(slots).getByLabelText(`Capacity of ${start}`), '45');
    await user.click(within(rowOf(slots, start)).getByRole('button', { name: 'Set' }));
    expect(await within(slots).findByText('Saved.')).toBeTruthy();
    const [patch] = api.callsTo('PATCH', 'catalog/slots/501');
    expect(patch?.body).toEqual({ capacity: 45 });
    expect(patch?.csrf).toBe('csrf-test-token');
    expect(capacityOf(slots, `Capacity of ${start}`)).toBe('45');
  });

  it('shows why a capacity below what is sold and held is refused', async () => {
    const server = eventServer();
    const { user, slots } = await open({
      ...server.routes,
      'PATCH catalog/slots/501': {
        status: 422,
        error: 'CAPACITY_BELOW_SOLD_AND_HELD',
        params: { sold: 4, held: 2, minimum: 6, capacity: 3 },
      },
    });
    await retype(user, within(slots).getByLabelText(`Capacity of ${start}`), '3');
    await user.click(within(rowOf(slots, start)).getByRole('button', { name: 'Set' }));
    expect((await within(slots).findByRole('alert')).textContent).toBe(
      'The capacity cannot be below 6: 4 sold and 2 in baskets.',
    );
  });

  it('adds slots by a rule after a preview, and lists them', async () => {
    const server = eventServer([]);
    const added = [
      eventSlot({ id: 601, startsAt: '2031-06-02T10:00:00', capacity: 25, sold: 0, held: 0 }),
      eventSlot({ id: 602, startsAt: '2031-06-02T10:30:00', capacity: 25, sold: 0, held: 0 }),
    ];
    const { user, api, slots } = await open({
      ...server.routes,
      'POST catalog/events/12/slots/preview': ok(catalogEndpoints.catalogPreviewSlots, {
        slots: added.map((slot) => ({ startsAt: slot.startsAt, endsAt: null })),
        existing: 0,
        timeZone: 'Europe/Berlin',
      }),
      'POST catalog/events/12/slots': ok(
        catalogEndpoints.catalogAddSlots,
        eventDetail({ slots: added }),
      ),
    });
    expect(within(slots).getByText('No upcoming time slots.')).toBeTruthy();
    await retype(user, within(slots).getByLabelText('Every (minutes)'), '30');
    await retype(user, within(slots).getByLabelText('First start'), '10:00');
    await retype(user, within(slots).getByLabelText('Last start'), '10:30');
    await retype(user, within(slots).getByLabelText('From date'), '2031-06-01');
    await retype(user, within(slots).getByLabelText('To date'), '2031-06-07');
    await retype(user, within(slots).getByLabelText('Capacity per slot'), '25');
    await user.click(within(slots).getByRole('checkbox', { name: 'Sun' }));
    await user.type(
      within(slots).getByLabelText('Closing days (dates separated by commas)'),
      '2031-06-03, 2031-06-04',
    );
    // Nothing is created before the preview.
    expect(within(slots).queryByRole('button', { name: 'Create' })).toBeNull();
    await user.click(within(slots).getByRole('button', { name: 'Preview' }));
    expect(
      await within(slots).findByText('2 time slots, 0 of them exist already (Europe/Berlin).'),
    ).toBeTruthy();
    await user.click(within(slots).getByRole('button', { name: 'Create' }));
    expect(await within(slots).findByText('Time slots created.')).toBeTruthy();

    const rule = {
      mode: 1,
      every: 30,
      from: '10:00',
      to: '10:30',
      weekdays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'],
      dates: { from: '2031-06-01', to: '2031-06-07' },
      except: ['2031-06-03', '2031-06-04'],
      capacity: 25,
    };
    expect(api.callsTo('POST', 'catalog/events/12/slots/preview')[0]?.body).toEqual(rule);
    expect(api.callsTo('POST', 'catalog/events/12/slots')[0]?.body).toEqual(rule);
    expect(capacityOf(slots, 'Capacity of 2031-06-02 10:30')).toBe('25');
    expect(rowOf(slots, '2031-06-02 10:00')).toBeTruthy();
  });

  it('asks for a new preview once the rule changes', async () => {
    const server = eventServer([]);
    const { user, api, slots } = await open({
      ...server.routes,
      'POST catalog/events/12/slots/preview': ok(catalogEndpoints.catalogPreviewSlots, {
        slots: [{ startsAt: '2031-06-02T10:00:00', endsAt: null }],
        existing: 0,
        timeZone: 'Europe/Berlin',
      }),
    });
    await user.click(within(slots).getByRole('button', { name: 'Preview' }));
    expect(await within(slots).findByRole('button', { name: 'Create' })).toBeTruthy();
    await retype(user, within(slots).getByLabelText('Capacity per slot'), '12');
    expect(within(slots).queryByRole('button', { name: 'Create' })).toBeNull();
    expect(within(slots).queryByText(/time slots, .* exist already/)).toBeNull();
    expect(api.callsTo('POST', 'catalog/events/12/slots')).toEqual([]);
  });

  it('shows the server’s refusal of a rule whose last start is before its first', async () => {
    const server = eventServer();
    const { user, api, slots } = await open({
      ...server.routes,
      'POST catalog/events/12/slots/preview': {
        status: 422,
        error: 'VALIDATION_FAILED',
        errors: { to: 'the last start is before from' },
      },
    });
    await retype(user, within(slots).getByLabelText('First start'), '16:00');
    await retype(user, within(slots).getByLabelText('Last start'), '09:00');
    await user.click(within(slots).getByRole('button', { name: 'Preview' }));
    expect((await within(slots).findByRole('alert')).textContent).toBe(
      'Some fields need your attention.',
    );
    expect(within(slots).queryByRole('button', { name: 'Create' })).toBeNull();
    expect(api.callsTo('POST', 'catalog/events/12/slots')).toEqual([]);
  });

  it('removes a slot nothing was sold of, and keeps one with sales', async () => {
    const server = eventServer([
      eventSlot(),
      eventSlot({ id: 502, startsAt: `${FUTURE}T12:00:00`, sold: 0, held: 0 }),
    ]);
    const { user, api, slots } = await open({
      ...server.routes,
      'POST catalog/slots/502/remove': () => {
        server.set({ ...server.detail, slots: [eventSlot()] });
        return ok(catalogEndpoints.catalogRemoveSlot, { ok: true });
      },
      'POST catalog/slots/501/remove': { status: 409, error: 'SLOT_IN_USE' },
    });
    const later = `${FUTURE} 12:00`;
    await removeRow(user, slots, later);
    await waitFor(() => expect(within(slots).queryByText(later)).toBeNull());
    expect(api.callsTo('POST', 'catalog/slots/502/remove')[0]?.csrf).toBe('csrf-test-token');

    await removeRow(user, slots, start);
    expect((await within(slots).findByRole('alert')).textContent).toBe(
      'This slot has sales or tickets in baskets and stays.',
    );
    expect(within(slots).getByText(start)).toBeTruthy();
  });

  // Removing a slot asks first; going back sends nothing.
  it('asks before it removes a slot', async () => {
    const server = eventServer();
    const { user, api, slots } = await open({
      ...server.routes,
      'POST catalog/slots/501/remove': ok(catalogEndpoints.catalogRemoveSlot, { ok: true }),
    });
    await expectRemovalAsked(user, slots, start, () =>
      api.callsTo('POST', 'catalog/slots/501/remove'),
    );
  });
});

// ---------------------------------------------------------------------------------------------------

describe('the dates of an event’s day tickets', () => {
  const dayEvent = eventDetail({ event: { tickets: [eventTicket({ dayTicket: true })] } });

  function dayServer(initial: CatalogDay[] = [eventDay({ id: 800, date: PAST }), eventDay()]) {
    let days = initial;
    const routes: FakeRoutes = {
      'GET catalog/events/12': ok(catalogEndpoints.catalogEvent, dayEvent),
      'GET catalog/events/12/days': () => ok(catalogDayEndpoints.catalogDays, { days }),
      ...imageLibrary,
    };
    return {
      routes,
      set(next: CatalogDay[]) {
        days = next;
      },
    };
  }

  async function open(routes: FakeRoutes) {
    const rendered = await renderAdmin('catalog/events/12', routes);
    await screen.findByRole('heading', { name: 'Special exhibition' });
    const dates = table('Dates of the day tickets');
    return { ...rendered, dates };
  }

  it('shows that the dates are loading, then the upcoming ones with capacity, sold and held', async () => {
    const gate = held();
    const server = dayServer();
    const { dates } = await open({
      ...server.routes,
      'GET catalog/events/12/days': ok(
        catalogDayEndpoints.catalogDays,
        { days: [eventDay({ id: 800, date: PAST }), eventDay()] },
        gate.promise,
      ),
    });
    expect(within(dates).getByText('Loading…')).toBeTruthy();
    gate.release();
    await within(dates).findByText(FUTURE);
    expect(capacityOf(dates, `Capacity of ${FUTURE}`)).toBe('200');
    expect(cells(rowOf(dates, FUTURE))).toEqual(expect.arrayContaining([FUTURE, '12', '3']));
    expect(within(dates).queryByText(PAST)).toBeNull();
  });

  it('says so when the dates cannot be loaded', async () => {
    const server = dayServer();
    const { dates } = await open({
      ...server.routes,
      'GET catalog/events/12/days': { status: 500, error: 'SERVER_ERROR' },
    });
    expect((await within(dates).findByRole('alert')).textContent).toBe(
      'An unexpected error occurred on the server. Please try again later.',
    );
  });

  it('says when there are no upcoming dates', async () => {
    const server = dayServer([eventDay({ date: PAST })]);
    const { dates } = await open(server.routes);
    expect(await within(dates).findByText('No upcoming dates.')).toBeTruthy();
  });

  it('changes a date’s capacity and shows the saved number', async () => {
    const server = dayServer();
    const { user, api, dates } = await open({
      ...server.routes,
      'PATCH catalog/days/801': (call) => {
        const capacity = (call.body as { capacity: number }).capacity;
        server.set([eventDay({ capacity })]);
        return ok(catalogDayEndpoints.catalogDayCapacity, eventDay({ capacity }));
      },
    });
    const field = await within(dates).findByLabelText(`Capacity of ${FUTURE}`);
    await retype(user, field, '250');
    await user.click(within(rowOf(dates, FUTURE)).getByRole('button', { name: 'Set' }));
    expect(await within(dates).findByText('Saved.')).toBeTruthy();
    expect(api.callsTo('PATCH', 'catalog/days/801')[0]?.body).toEqual({ capacity: 250 });
    expect(api.callsTo('PATCH', 'catalog/days/801')[0]?.csrf).toBe('csrf-test-token');
    expect(capacityOf(dates, `Capacity of ${FUTURE}`)).toBe('250');
  });

  it('shows why a capacity below what is sold and held is refused', async () => {
    const server = dayServer();
    const { user, dates } = await open({
      ...server.routes,
      'PATCH catalog/days/801': {
        status: 422,
        error: 'CAPACITY_BELOW_SOLD_AND_HELD',
        params: { sold: 12, held: 3, minimum: 15, capacity: 10 },
      },
    });
    await retype(user, await within(dates).findByLabelText(`Capacity of ${FUTURE}`), '10');
    await user.click(within(rowOf(dates, FUTURE)).getByRole('button', { name: 'Set' }));
    expect((await within(dates).findByRole('alert')).textContent).toBe(
      'The capacity cannot be below 15: 12 sold and 3 in baskets.',
    );
  });

  it('adds one date with the capacity per date, and lists it', async () => {
    const server = dayServer([]);
    const added = eventDay({ id: 802, date: '2031-07-01', capacity: 150, sold: 0, held: 0 });
    const { user, api, dates } = await open({
      ...server.routes,
      'POST catalog/events/12/days': ok(catalogDayEndpoints.catalogAddDays, { days: [added] }),
    });
    expect(await within(dates).findByText('No upcoming dates.')).toBeTruthy();
    await retype(user, within(dates).getByLabelText('Capacity per date'), '150');
    const one = within(dates).getByRole('form', { name: 'Add a date' });
    await retype(user, within(one).getByLabelText('Date'), '2031-07-01');
    await user.click(within(one).getByRole('button', { name: 'Add' }));
    expect(await within(dates).findByText('Dates added.')).toBeTruthy();
    expect(api.callsTo('POST', 'catalog/events/12/days')[0]?.body).toEqual({
      date: '2031-07-01',
      capacity: 150,
    });
    expect(capacityOf(dates, 'Capacity of 2031-07-01')).toBe('150');
  });

  it('adds the dates of a rule: a range on chosen weekdays without closing days', async () => {
    const server = dayServer([]);
    const { user, api, dates } = await open({
      ...server.routes,
      'POST catalog/events/12/days': ok(catalogDayEndpoints.catalogAddDays, {
        days: [eventDay({ id: 803, date: '2031-07-05' })],
      }),
    });
    const rule = await within(dates).findByRole('form', { name: 'Add dates by rule' });
    await retype(user, within(rule).getByLabelText('From date'), '2031-07-01');
    await retype(user, within(rule).getByLabelText('To date'), '2031-07-31');
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri']) {
      await user.click(within(rule).getByRole('checkbox', { name: day }));
    }
    await user.type(
      within(rule).getByLabelText('Closing days (dates separated by commas)'),
      '2031-07-12',
    );
    await user.click(within(rule).getByRole('button', { name: 'Add the dates' }));
    expect(await within(dates).findByText('Dates added.')).toBeTruthy();
    expect(api.callsTo('POST', 'catalog/events/12/days')[0]?.body).toEqual({
      dates: { from: '2031-07-01', to: '2031-07-31' },
      weekdays: ['sat', 'sun'],
      except: ['2031-07-12'],
      capacity: 100,
    });
  });

  it('shows the server’s refusal of a rule that ends before it starts', async () => {
    const server = dayServer([]);
    const { user, dates } = await open({
      ...server.routes,
      'POST catalog/events/12/days': {
        status: 422,
        error: 'VALIDATION_FAILED',
        errors: { 'dates.to': 'to is before from' },
      },
    });
    const rule = await within(dates).findByRole('form', { name: 'Add dates by rule' });
    await retype(user, within(rule).getByLabelText('From date'), '2031-07-31');
    await retype(user, within(rule).getByLabelText('To date'), '2031-07-01');
    await user.click(within(rule).getByRole('button', { name: 'Add the dates' }));
    expect((await within(dates).findByRole('alert')).textContent).toBe(
      'Check the dates and the capacity.',
    );
  });

  it('removes a date nothing was sold of, and keeps one with sales', async () => {
    const later = '2031-05-15';
    const server = dayServer([eventDay(), eventDay({ id: 802, date: later, sold: 0, held: 0 })]);
    const { user, api, dates } = await open({
      ...server.routes,
      'POST catalog/days/802/remove': () => {
        server.set([eventDay()]);
        return ok(catalogDayEndpoints.catalogRemoveDay, { ok: true });
      },
      'POST catalog/days/801/remove': { status: 409, error: 'DAY_IN_USE' },
    });
    await within(dates).findByText(later);
    await removeRow(user, dates, later);
    await waitFor(() => expect(within(dates).queryByText(later)).toBeNull());
    expect(api.callsTo('POST', 'catalog/days/802/remove')[0]?.csrf).toBe('csrf-test-token');

    await removeRow(user, dates, FUTURE);
    expect((await within(dates).findByRole('alert')).textContent).toBe(
      'This date has sales or tickets in baskets and stays.',
    );
    expect(within(dates).getByText(FUTURE)).toBeTruthy();
  });

  // Removing a date asks first; going back sends nothing.
  it('asks before it removes a date', async () => {
    const server = dayServer();
    const { user, api, dates } = await open({
      ...server.routes,
      'POST catalog/days/801/remove': ok(catalogDayEndpoints.catalogRemoveDay, { ok: true }),
    });
    await within(dates).findByText(FUTURE);
    await expectRemovalAsked(user, dates, FUTURE, () =>
      api.callsTo('POST', 'catalog/days/801/remove'),
    );
  });
});

// ---------------------------------------------------------------------------------------------------

describe('a tour’s starts', () => {
  const start = `${FUTURE} 11:00`;

  function tourServer(slots = [tourSlot({ id: 900, startsAt: `${PAST}T11:00:00` }), tourSlot()]) {
    let detail: CatalogTourDetail = tourDetail({ slots });
    const routes: FakeRoutes = {
      'GET catalog/tours/31': () => ok(catalogTourEndpoints.catalogTour, detail),
      ...imageLibrary,
    };
    return {
      routes,
      set(next: CatalogTourDetail) {
        detail = next;
      },
      get detail() {
        return detail;
      },
    };
  }

  async function open(routes: FakeRoutes) {
    const rendered = await renderAdmin('catalog/tours/31', routes);
    await screen.findByRole('heading', { name: 'Collection highlights' });
    return { ...rendered, starts: table('Schedule') };
  }

  it('lists the upcoming starts with places, booked, in baskets and parallel tours', async () => {
    const server = tourServer();
    const { starts } = await open(server.routes);
    expect(capacityOf(starts, `Places of ${start}`)).toBe('20');
    expect(capacityOf(starts, `Parallel tours of ${start}`)).toBe('1');
    expect(cells(rowOf(starts, start))).toEqual(expect.arrayContaining([start, '5', '1']));
    expect(within(starts).getByRole('columnheader', { name: 'Booked' })).toBeTruthy();
    expect(within(starts).queryByText(`${PAST} 11:00`)).toBeNull();
  });

  it('says when there are no upcoming starts', async () => {
    const server = tourServer([]);
    const { starts } = await open(server.routes);
    expect(within(starts).getByText('No upcoming starts.')).toBeTruthy();
  });

  it('changes a start’s places and parallel tours and shows the saved numbers', async () => {
    const server = tourServer();
    const { user, api, starts } = await open({
      ...server.routes,
      'PATCH catalog/tour-slots/901': (call) => {
        const body = call.body as { participants: number; tours: number };
        const slot = tourSlot({ places: body.participants });
        const changed = { ...slot, tours: { ...slot.tours, capacity: body.tours } };
        server.set({ ...server.detail, slots: [changed] });
        return ok(catalogTourEndpoints.catalogTourSlotCapacity, changed);
      },
    });
    await retype(user, within(starts).getByLabelText(`Places of ${start}`), '30');
    await retype(user, within(starts).getByLabelText(`Parallel tours of ${start}`), '2');
    await user.click(within(rowOf(starts, start)).getByRole('button', { name: 'Save places' }));
    expect(await within(starts).findByText(`Places of ${start} saved.`)).toBeTruthy();
    const [patch] = api.callsTo('PATCH', 'catalog/tour-slots/901');
    expect(patch?.body).toEqual({ participants: 30, tours: 2 });
    expect(patch?.csrf).toBe('csrf-test-token');
    expect(capacityOf(starts, `Places of ${start}`)).toBe('30');
    expect(capacityOf(starts, `Parallel tours of ${start}`)).toBe('2');
  });

  it('shows why places below what is booked and held are refused', async () => {
    const server = tourServer();
    const { user, starts } = await open({
      ...server.routes,
      'PATCH catalog/tour-slots/901': {
        status: 422,
        error: 'CAPACITY_BELOW_SOLD_AND_HELD',
        params: { sold: 5, held: 1, minimum: 6, capacity: 4 },
        errors: { participants: 'is below what is sold and held' },
      },
    });
    await retype(user, within(starts).getByLabelText(`Places of ${start}`), '4');
    await user.click(within(rowOf(starts, start)).getByRole('button', { name: 'Save places' }));
    expect((await within(starts).findByRole('alert')).textContent).toBe(
      'Not saved: 5 booked and 1 in baskets, so at least 6 are needed.',
    );
  });

  it('adds one start at a date and time, and lists it', async () => {
    const server = tourServer([]);
    const added = tourSlot({ id: 950, startsAt: '2031-06-01T14:30:00', places: 12, booked: 0 });
    const gate = held();
    const { user, api, starts } = await open({
      ...server.routes,
      'POST catalog/tours/31/slots': ok(
        catalogTourEndpoints.catalogAddTourSlots,
        tourDetail({ slots: [added] }),
        gate.promise,
      ),
    });
    const form = within(starts).getByRole('form', { name: 'Add one start' });
    await retype(user, within(form).getByLabelText('Date'), '2031-06-01');
    await retype(user, within(form).getByLabelText('Time'), '14:30');
    await retype(user, within(form).getByLabelText('Places per start'), '12');
    await retype(user, within(form).getByLabelText('Parallel tours'), '2');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(
        (within(form).getByRole('button', { name: 'Add' }) as HTMLButtonElement).disabled,
      ).toBe(true),
    );
    gate.release();
    expect(await within(starts).findByText('Starts added.')).toBeTruthy();
    expect(api.callsTo('POST', 'catalog/tours/31/slots')[0]?.body).toEqual({
      startsAt: '2031-06-01T14:30',
      participants: { capacity: 12 },
      tours: { capacity: 2 },
    });
    expect(rowOf(starts, '2031-06-01 14:30')).toBeTruthy();
  });

  it('adds the starts of a rule after a preview', async () => {
    const server = tourServer([]);
    const made = ['2031-06-07T11:00:00', '2031-06-07T15:00:00'];
    const { user, api, starts } = await open({
      ...server.routes,
      'POST catalog/tours/31/slots/preview': ok(catalogTourEndpoints.catalogPreviewTourSlots, {
        slots: made,
        existing: 1,
        timeZone: 'Europe/Berlin',
      }),
      'POST catalog/tours/31/slots': ok(
        catalogTourEndpoints.catalogAddTourSlots,
        tourDetail({
          slots: made.map((startsAt, index) => tourSlot({ id: 960 + index, startsAt, booked: 0 })),
        }),
      ),
    });
    await user.click(within(starts).getByRole('checkbox', { name: 'Add starts by rule' }));
    const form = within(starts).getByRole('form', { name: 'Add starts by rule' });
    await retype(user, within(form).getByLabelText('From date'), '2031-06-01');
    await retype(user, within(form).getByLabelText('To date'), '2031-06-30');
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sun']) {
      await user.click(within(form).getByRole('checkbox', { name: day }));
    }
    await user.type(
      within(form).getByLabelText('Closing days (dates separated by commas)'),
      '2031-06-14',
    );
    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    expect(
      await within(form).findByText('2 starts, 1 of them exist already (Europe/Berlin).'),
    ).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(starts).findByText('Starts added.')).toBeTruthy();
    const rule = {
      dates: { from: '2031-06-01', to: '2031-06-30' },
      weekdays: ['sat'],
      times: ['11:00', '15:00'],
      except: ['2031-06-14'],
      participants: { capacity: 20 },
      tours: { capacity: 1 },
    };
    expect(api.callsTo('POST', 'catalog/tours/31/slots/preview')[0]?.body).toEqual(rule);
    expect(api.callsTo('POST', 'catalog/tours/31/slots')[0]?.body).toEqual(rule);
    expect(rowOf(starts, '2031-06-07 15:00')).toBeTruthy();
  });

  it('asks for a new preview once the rule changes', async () => {
    const server = tourServer([]);
    const { user, api, starts } = await open({
      ...server.routes,
      'POST catalog/tours/31/slots/preview': ok(catalogTourEndpoints.catalogPreviewTourSlots, {
        slots: ['2031-06-07T11:00:00'],
        existing: 0,
        timeZone: 'Europe/Berlin',
      }),
    });
    await user.click(within(starts).getByRole('checkbox', { name: 'Add starts by rule' }));
    const form = within(starts).getByRole('form', { name: 'Add starts by rule' });
    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    expect(await within(form).findByRole('button', { name: 'Create' })).toBeTruthy();
    await user.click(within(form).getByRole('checkbox', { name: 'Sat' }));
    expect(within(form).queryByRole('button', { name: 'Create' })).toBeNull();
    expect(api.callsTo('POST', 'catalog/tours/31/slots')).toEqual([]);
  });

  it('shows the server’s refusal of a start time that does not exist', async () => {
    const server = tourServer([]);
    const { user, api, starts } = await open({
      ...server.routes,
      'POST catalog/tours/31/slots/preview': {
        status: 422,
        error: 'VALIDATION_FAILED',
        errors: { 'times.1': 'expected a time of day (HH:MM)' },
      },
    });
    await user.click(within(starts).getByRole('checkbox', { name: 'Add starts by rule' }));
    const form = within(starts).getByRole('form', { name: 'Add starts by rule' });
    await retype(
      user,
      within(form).getByLabelText('Start times (e.g. 11:00, 15:00)'),
      '11:00, 25:00',
    );
    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    expect((await within(starts).findByRole('alert')).textContent).toBe(
      'Check the date, the times and the places.',
    );
    expect(api.callsTo('POST', 'catalog/tours/31/slots/preview')[0]?.body).toMatchObject({
      times: ['11:00', '25:00'],
    });
    expect(within(form).queryByRole('button', { name: 'Create' })).toBeNull();
  });

  it('removes a start nothing was booked of, and keeps one with bookings', async () => {
    const later = `${FUTURE} 15:00`;
    const server = tourServer([
      tourSlot(),
      tourSlot({ id: 902, startsAt: `${FUTURE}T15:00:00`, booked: 0 }),
    ]);
    const answers: Record<string, FakeAnswer | (() => FakeAnswer)> = {
      'POST catalog/tour-slots/902/remove': () => {
        server.set({ ...server.detail, slots: [tourSlot()] });
        return ok(catalogTourEndpoints.catalogRemoveTourSlot, { ok: true });
      },
      'POST catalog/tour-slots/901/remove': { status: 409, error: 'SLOT_IN_USE' },
    };
    const { user, api, starts } = await open({ ...server.routes, ...answers });
    await removeRow(user, starts, later);
    await waitFor(() => expect(within(starts).queryByText(later)).toBeNull());
    expect(api.callsTo('POST', 'catalog/tour-slots/902/remove')[0]?.csrf).toBe('csrf-test-token');

    await removeRow(user, starts, start);
    expect((await within(starts).findByRole('alert')).textContent).toBe(
      'This start has bookings or tickets in baskets and stays.',
    );
    expect(within(starts).getByText(start)).toBeTruthy();
  });

  // Removing a start asks first; going back sends nothing.
  it('asks before it removes a start', async () => {
    const server = tourServer();
    const { user, api, starts } = await open({
      ...server.routes,
      'POST catalog/tour-slots/901/remove': ok(catalogTourEndpoints.catalogRemoveTourSlot, {
        ok: true,
      }),
    });
    await expectRemovalAsked(user, starts, start, () =>
      api.callsTo('POST', 'catalog/tour-slots/901/remove'),
    );
  });

  it('is offered only once the tour is saved', async () => {
    await renderAdmin('catalog/tours/new');
    expect(await screen.findByText('Save the tour to add its starts.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Schedule' })).toBeNull();
  });
});

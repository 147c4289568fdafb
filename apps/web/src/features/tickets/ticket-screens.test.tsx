import { toCartPayload } from '@foyer/domain';
import { cartPayload } from '@foyer/domain/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { cartStore } from '@/shared/session/cart-store';
import { sessionStore } from '@/shared/session/session-store';
import { toastStore } from '@/shared/ui/toast-store';
import { demoContent } from '@/test/fixtures';
import { renderShell, type FakeAnswers } from '@/test/render-shell';
import {
  collection,
  dayTickets,
  lightPlay,
  lightPlayCalendar,
  longNight,
  nightTickets,
  permanent,
  shopInfo,
  timedTickets,
  TODAY,
} from '@/test/ticket.fixtures';

// Each test renders the whole shell and loads the screen's lazy chunk; jsdom is slow at that.
vi.setConfig({ testTimeout: 20_000 });
interface CallInput {
  readonly params?: { readonly id?: number; readonly date?: string };
}

function answers(changes: FakeAnswers = {}): FakeAnswers {
  return {
    staticContent: demoContent,
    shopInfo,
    eventSelect: [lightPlay, permanent, longNight],
    ticketLifetime: { first: TODAY, last: '2027-01-20' },
    ticketCollect: ({ params }: CallInput) =>
      params?.id === 1
        ? collection(timedTickets(TODAY))
        : params?.id === 2
          ? collection(dayTickets(TODAY, 300))
          : collection(nightTickets(188)),
    ticketCollectDate: ({ params }: CallInput) => {
      const date = params?.date ?? TODAY;
      if (params?.id === 2) return collection(dayTickets(date, date === '2026-11-29' ? 4 : 300));
      const tickets = timedTickets(date);
      return collection(
        date === '2026-11-28'
          ? tickets.map((ticket) => ({
              ...ticket,
              schedule: ticket.schedule.map((entry) => ({ ...entry, max_tickets: 0 })),
            }))
          : tickets,
      );
    },
    ticketCalendar: ({ params }: CallInput) =>
      params?.id === 2 ? { '2026-11-24': 300, '2026-11-29': 4 } : lightPlayCalendar,
    ...changes,
  };
}

function day(date: string): HTMLElement {
  const cell = document.querySelector<HTMLElement>(`[data-date="${date}"]`);
  if (!cell) throw new Error(`no day ${date}`);
  return cell;
}

async function openEvent(path: string, changes?: FakeAnswers) {
  const rendered = renderShell({ path, answers: answers(changes) });
  await screen.findByRole('grid', {});
  await waitFor(() => expect(day('2026-11-24').getAttribute('aria-label')).toMatch(/left|sold/));
  return rendered;
}

async function chooseTime(name: RegExp) {
  const radio = await screen.findByRole('radio', { name });
  fireEvent.click(radio);
}

const addButton = () => screen.getByRole('button', { name: 'Add to basket' });
const alertText = () =>
  screen
    .getAllByRole('alert')
    .map((element) => element.textContent)
    .join(' ');

afterEach(() => {
  delete (window as { dataLayer?: unknown[] }).dataLayer;
});

// Loads the lazy screens once before the tests' own waits start (slow on a busy machine).
beforeAll(() => import('./screens'), 120_000);

describe('the event list', () => {
  it('lists the events that are on sale, linking to each', async () => {
    const past = { ...longNight, id: 9, name: 'Old show', end: '2020-01-01T18:00' };
    renderShell({
      path: '/en/tickets',
      answers: answers({ eventSelect: [permanent, lightPlay, past] }),
    });
    await screen.findByRole('link', { name: 'Light Play' });
    const names = [...document.querySelectorAll('.catalog-card__title')].map(
      (heading) => heading.textContent,
    );
    expect(names).toEqual(['Light Play', 'Permanent exhibition']);
    expect(screen.getByRole('link', { name: 'Light Play' }).getAttribute('href')).toBe(
      '/en/tickets/1',
    );
    expect(screen.getByText('Until 20.01.2027')).toBeTruthy();
  });

  it('shows what a ticket costs at least', async () => {
    renderShell({
      path: '/de/tickets',
      lang: 'de',
      answers: answers({ eventSelect: [{ ...lightPlay, price_from: 1200 }, permanent] }),
    });
    const link = await screen.findByRole('link', { name: 'Light Play' });
    expect(within(link.closest('li')!).getByText('Ab 12,00 €')).toBeTruthy();
    const other = screen.getByRole('link', { name: 'Permanent exhibition' }).closest('li')!;
    expect(within(other).queryByText(/^Ab /)).toBeNull();
  });

  it('says when no event is on sale', async () => {
    renderShell({ path: '/de/tickets', answers: answers({ eventSelect: [] }) });
    expect(await screen.findByText('Zurzeit sind keine Veranstaltungen im Verkauf.')).toBeTruthy();
  });
});

describe('the ticket selector of a timed event', () => {
  it('marks sold-out days and says so when one is chosen', async () => {
    await openEvent('/en/tickets/1');
    expect(day('2026-11-28').getAttribute('aria-label')).toBe('Saturday, 28.11.2026, sold out');
    expect(day('2026-11-23').getAttribute('aria-disabled')).toBe('true');
    expect(day('2026-11-29').getAttribute('data-state')).toBe('few');
    fireEvent.click(day('2026-11-28'));
    const status = await screen.findByText(/This day is sold out/);
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('offers the times of a day with what they have left; a full time cannot be chosen', async () => {
    await openEvent('/en/tickets/1');
    fireEvent.click(day('2026-11-24'));
    const full = (await screen.findByRole('radio', { name: /10:00 Sold out/ })) as HTMLInputElement;
    expect(full.disabled).toBe(true);
    expect(screen.getByRole('radio', { name: /10:30 3 left/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /11:00 40 left/ })).toBeTruthy();
  });

  it('adds the chosen tickets with their add-ons, a toast and the analytics event', async () => {
    sessionStore.getState().acceptCookies();
    await openEvent('/en/tickets/1');
    fireEvent.click(day('2026-11-24'));
    await chooseTime(/11:00/);
    const moreAdults = screen.getAllByRole('button', { name: 'One more: Adults' })[0]!;
    fireEvent.click(moreAdults);
    fireEvent.click(moreAdults);
    fireEvent.click(screen.getByRole('button', { name: 'One more: Audio guide' }));
    expect(screen.getByText('€31.00')).toBeTruthy();
    fireEvent.click(addButton());
    const items = cartStore.getState().basket.items;
    expect(items).toEqual([
      expect.objectContaining({
        type: 'ticket',
        id: 11,
        count: 2,
        datetime: '2026-11-24T11:00',
        subtickets: [{ id: 111, count: 1 }],
        totalPrice: 3100,
      }),
    ]);
    expect(cartPayload.parse(toCartPayload(items)).items).toEqual([
      {
        type: 'ticket',
        id: 11,
        count: 2,
        datetime: '2026-11-24T11:00',
        subtickets: [{ id: 111, count: 1 }],
      },
    ]);
    expect(toastStore.getState().toasts.map((toast) => toast.text)).toEqual([
      '2 × Light Play – Adults added to the basket',
    ]);
    const layer = (window as { dataLayer?: Array<{ event: string; ecommerce: { value: string } }> })
      .dataLayer;
    expect(layer?.[0]).toMatchObject({ event: 'add_to_cart', ecommerce: { value: '31.00' } });
    expect(
      (screen.getByRole('spinbutton', { name: 'Adults €14.00' }) as HTMLInputElement).value,
    ).toBe('');
  });

  it('refuses more tickets than the time has left', async () => {
    await openEvent('/en/tickets/1');
    fireEvent.click(day('2026-11-24'));
    await chooseTime(/10:30/);
    const adults = screen.getByRole('spinbutton', { name: 'Adults €14.00' });
    fireEvent.change(adults, { target: { value: '5' } });
    fireEvent.click(addButton());
    const message = 'Only 3 tickets are still available – you asked for 5.';
    await waitFor(() => expect(screen.getByText(message)).toBeTruthy());
    expect(adults.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(adults.getAttribute('aria-describedby')!)?.textContent).toBe(
      message,
    );
    expect(cartStore.getState().basket.items).toEqual([]);
  });

  it('needs every component of a family ticket and adds the fixed booklet itself', async () => {
    await openEvent('/en/tickets/1');
    fireEvent.click(day('2026-11-24'));
    await chooseTime(/11:00/);
    const family = screen.getByRole('group', { name: /Family ticket/ });
    // The booklet is included only once a part of the family is chosen.
    expect(within(family).getByText('included: 0')).toBeTruthy();
    fireEvent.click(within(family).getByRole('button', { name: 'One more: Adults' }));
    expect(within(family).getByText('included: 1')).toBeTruthy();
    fireEvent.click(addButton());
    expect(
      await screen.findByText(
        'A family ticket needs a number for each of its parts (1 still missing).',
      ),
    ).toBeTruthy();
    expect(alertText()).toContain('Please check the marked tickets.');
    fireEvent.click(within(family).getByRole('button', { name: 'One more: Children' }));
    fireEvent.click(addButton());
    expect(cartStore.getState().basket.items).toEqual([
      expect.objectContaining({
        type: 'ticket',
        id: 14,
        count: 1,
        totalPrice: 2900,
        subtickets: [
          { id: 141, count: 1 },
          { id: 142, count: 1 },
          { id: 143, count: 1 },
        ],
      }),
    ]);
  });

  it('asks for a day, then for nothing chosen', async () => {
    await openEvent('/en/tickets/1');
    fireEvent.click(addButton());
    expect(await screen.findAllByText('Please choose a day.')).toHaveLength(2);
    fireEvent.click(day('2026-11-24'));
    await chooseTime(/11:00/);
    fireEvent.click(addButton());
    await waitFor(() => expect(alertText()).toContain('Please choose at least one ticket.'));
  });

  it('says a day the event does not offer is unavailable (a date in the address)', async () => {
    renderShell({ path: '/en/tickets/1?date=2026-11-23', answers: answers() });
    expect(await screen.findByText(/There are no tickets for this day/, {})).toBeTruthy();
  });
});

describe('day tickets and event-long tickets', () => {
  it('sells day tickets for a chosen day against its capacity', async () => {
    await openEvent('/en/tickets/2');
    fireEvent.click(day('2026-11-29'));
    const adults = await screen.findByRole('spinbutton', { name: 'Day ticket adults €8.00' });
    expect(screen.queryByRole('radio')).toBeNull();
    fireEvent.change(adults, { target: { value: '5' } });
    fireEvent.click(addButton());
    expect(
      await screen.findByText('Only 4 tickets are still available – you asked for 5.'),
    ).toBeTruthy();
    fireEvent.change(adults, { target: { value: '2' } });
    fireEvent.click(addButton());
    const items = cartStore.getState().basket.items;
    expect(cartPayload.parse(toCartPayload(items)).items).toEqual([
      { type: 'dayTicket', id: 2, date: '2026-11-29', dayTickets: [{ id: 21, count: 2 }] },
    ]);
  });

  it('sells event-long tickets without a calendar', async () => {
    renderShell({ path: '/en/tickets/3', answers: answers() });
    const night = await screen.findByRole('spinbutton', { name: 'Night ticket €15.00' });
    expect(screen.queryByRole('grid')).toBeNull();
    fireEvent.change(night, { target: { value: '2' } });
    fireEvent.click(addButton());
    expect(cartPayload.parse(toCartPayload(cartStore.getState().basket.items)).items).toEqual([
      { type: 'ticket', id: 31, count: 2, datetime: null, subtickets: [] },
    ]);
  });

  it('says when every event-long ticket is sold out', async () => {
    renderShell({
      path: '/en/tickets/3',
      answers: answers({ ticketCollect: collection(nightTickets(0)) }),
    });
    expect(await screen.findByText('All tickets for this event are sold out.', {})).toBeTruthy();
  });
});

describe('states of the event page', () => {
  it('says an event has ended', async () => {
    renderShell({
      path: '/de/tickets/1',
      answers: answers({ eventSelect: [{ ...lightPlay, end: '2026-01-31T18:00' }] }),
    });
    expect(
      await screen.findByText(
        'Diese Veranstaltung ist vorbei. Tickets sind nicht mehr erhältlich.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('shows the not-found message for an unknown event', async () => {
    renderShell({ path: '/en/tickets/99', answers: answers() });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Page not found');
    expect(screen.getByText('This event does not exist or is no longer on sale.')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Page not found - Lindenau City Museum'));
  });

  it('says that an ended event has ended, with the way to the current events', async () => {
    renderShell({
      path: '/en/tickets/7',
      answers: answers({
        ticketCollect: () => {
          throw new ApiError({ status: 410, code: 'EVENT_EXPIRED' });
        },
      }),
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'This event has ended',
    );
    expect(screen.getByText('This event has ended. Tickets are no longer on sale.')).toBeTruthy();
    expect(screen.queryByText('Page not found')).toBeNull();
    expect(screen.getByRole('link', { name: 'See the current events' }).getAttribute('href')).toBe(
      '/en/tickets',
    );
  });

  it('titles the page with the event name', async () => {
    await openEvent('/en/tickets/1');
    await waitFor(() => expect(document.title).toBe('Light Play - Lindenau City Museum'));
  });
});

import { addDays, toCartPayload } from '@foyer/domain';
import { cartPayload, type Tour } from '@foyer/domain/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { cartStore } from '@/shared/session/cart-store';
import { toastStore } from '@/shared/ui/toast-store';
import { demoContent } from '@/test/fixtures';
import { renderShell, type FakeAnswers } from '@/test/render-shell';
import {
  familyTour,
  groupTour,
  novemberCalendar,
  publicTour,
  shopInfo,
  TODAY,
  tourOfDay,
} from '@/test/tour.fixtures';

// Each test renders the whole shell and loads the screen's lazy chunk; jsdom is slow at that.
vi.setConfig({ testTimeout: 20_000 });
interface CallInput {
  readonly params?: { readonly id?: number; readonly date?: string };
  readonly query?: { readonly tour?: number; readonly date?: string };
}

const TOURS: Record<number, Tour> = { 2: publicTour, 5: familyTour, 6: groupTour };

/** Tours per date: tomorrow the public and the family tour, on the 24th the public and the group tour. */
const OVERVIEW: Record<string, number[]> = {
  '2026-11-22': [2, 5],
  '2026-11-24': [2, 6],
  '2026-11-29': [2, 5],
};

function answers(changes: FakeAnswers = {}): FakeAnswers {
  return {
    staticContent: demoContent,
    shopInfo,
    tourSelect: [publicTour, familyTour, groupTour],
    tourAttr: {
      categories: [
        { id: 1, name: 'Public tours', sequence_no: 1 },
        { id: 2, name: 'Group tours', sequence_no: 2 },
        { id: 3, name: 'Families', sequence_no: 3 },
      ],
    },
    tourOverview: ({ query }: { query: { date: string; lookahead: number } }) =>
      Object.fromEntries(
        Object.entries(OVERVIEW).filter(
          ([date]) => date >= query.date && date <= addDays(query.date, query.lookahead),
        ),
      ),
    tourDay: ({ query }: CallInput) => {
      const tour = TOURS[query?.tour ?? 0];
      if (!tour) throw new ApiError({ status: 404, code: 'NOT_FOUND' });
      return query?.date ? tourOfDay(tour, { '10:00': 0, '13:00': 1, '14:00': 2 }) : tour;
    },
    tourLifetime: { first: TODAY, last: '2027-01-20' },
    tourCalendar: novemberCalendar,
    tourSoldOut: ['2026-11-28'],
    tourSoldOutTimeslots: [],
    ...changes,
  };
}

function day(date: string): HTMLElement {
  const cell = document.querySelector<HTMLElement>(`[data-date="${date}"]`);
  if (!cell) throw new Error(`no day ${date}`);
  return cell;
}

async function openTour(path: string, changes?: FakeAnswers) {
  renderShell({ path, answers: answers(changes) });
  await screen.findByRole('grid', {});
  await waitFor(() =>
    expect(day('2026-11-24').getAttribute('aria-label')).toMatch(/left|available/),
  );
}

const addButton = () => screen.getByRole('button', { name: 'Add to basket' });
const alertText = () =>
  screen
    .getAllByRole('alert')
    .map((element) => element.textContent)
    .join(' ');

// Loads the lazy screens once before the tests' own waits start (slow on a busy machine).
beforeAll(() => import('./screens'), 120_000);

describe('the tour list', () => {
  it('shows how long a tour lasts, in minutes as "min."', async () => {
    renderShell({ path: '/en/guided-tours', answers: answers() });
    const link = await screen.findByRole('link', { name: 'Highlights in English' });
    const card = link.closest('li')!;
    expect(within(card).getByText('Duration: 90 min.')).toBeTruthy();
  });

  it('shows the duration on the tour page, in the page language', async () => {
    renderShell({ path: '/de/guided-tours/2', lang: 'de', answers: answers() });
    const facts = await screen.findByRole('list', { name: 'Über diese Führung' });
    expect(within(facts).getByText('Dauer: 90 Min.')).toBeTruthy();
  });

  it('starts with the tours in the current language and filters by language and category', async () => {
    renderShell({ path: '/en/guided-tours', answers: answers() });
    expect(await screen.findByText('1 guided tour found', {})).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Highlights in English' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: '' } });
    expect(screen.getByText('3 guided tours found')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: '3' } });
    expect(screen.getByText('1 guided tour found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Museum detectives' })).toBeTruthy();
    expect(screen.queryByLabelText('Venue')).toBeNull();
  });

  it('says that tours in other languages exist, one step from all of them', async () => {
    renderShell({ path: '/en/guided-tours', answers: answers() });
    const note = await screen.findByText(
      /Showing tours in English\. 2 more tours are given in other languages\./,
    );
    fireEvent.click(within(note).getByRole('button', { name: 'Show all languages' }));
    expect(screen.getByText('3 guided tours found')).toBeTruthy();
    expect((screen.getByLabelText('Language') as HTMLSelectElement).value).toBe('');
    expect(screen.queryByText(/Showing tours in/)).toBeNull();
  });

  it('offers the next few days, only those holding tours, and filters by them', async () => {
    renderShell({ path: '/de/guided-tours', answers: answers() });
    const days = await screen.findByRole('group', { name: 'Tag' });
    await waitFor(() =>
      expect(
        (within(days).getByRole('button', { name: /^Heute/ }) as HTMLButtonElement).disabled,
      ).toBe(true),
    );
    const tomorrow = within(days).getByRole('button', { name: 'Morgen So 22.11.' });
    fireEvent.click(tomorrow);
    expect(tomorrow.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(screen.getByText('1 Führung gefunden')).toBeTruthy());
    expect(screen.getByRole('link', { name: 'Museum detectives' }).getAttribute('href')).toBe(
      '/de/guided-tours/5?date=2026-11-22',
    );
  });

  it('picks any other day in a calendar of the days with tours', async () => {
    renderShell({ path: '/en/guided-tours', answers: answers() });
    fireEvent.change(await screen.findByLabelText('Language', {}), {
      target: { value: '' },
    });
    const toggle = screen.getByRole('button', { name: /Another day/ });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() =>
      expect(day('2026-11-29').getAttribute('aria-label')).toBe('Sunday, 29.11.2026, 2 tours'),
    );
    fireEvent.click(day('2026-11-29'));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toContain('29.11.2026');
    await waitFor(() => expect(screen.getByText('2 guided tours found')).toBeTruthy());
  });

  it('says when no tour matches and shows all again', async () => {
    renderShell({ path: '/en/guided-tours', answers: answers() });
    fireEvent.change(await screen.findByLabelText('Category', {}), {
      target: { value: '2' },
    });
    expect(screen.getByText('No guided tours match your filters.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show all guided tours' }));
    expect(screen.getByText('3 guided tours found')).toBeTruthy();
  });
});

describe('booking a public tour', () => {
  it('marks sold-out dates, keeps the time on a new day and offers its times', async () => {
    await openTour('/en/guided-tours/2');
    expect(day('2026-11-28').getAttribute('aria-label')).toBe('Saturday, 28.11.2026, fully booked');
    expect(day('2026-11-24').getAttribute('aria-label')).toBe(
      'Tuesday, 24.11.2026, 14 places left',
    );
    expect(day('2026-11-25').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(day('2026-11-29'));
    const only = (await screen.findByRole('radio', { name: /13:00/ })) as HTMLInputElement;
    await waitFor(() => expect(only.checked).toBe(true));
    fireEvent.click(day('2026-11-24'));
    const first = (await screen.findByRole('radio', {
      name: '10:00 2 places left',
    })) as HTMLInputElement;
    await waitFor(() => expect(first.checked).toBe(true));
    expect(await screen.findByText(/2 times available/)).toBeTruthy();
  });

  it('refuses an overbooking with the requested and available counts', async () => {
    await openTour('/en/guided-tours/2');
    fireEvent.click(day('2026-11-24'));
    fireEvent.click(await screen.findByRole('radio', { name: /14:00/ }));
    const adults = await screen.findByRole('spinbutton', { name: 'Adults €5.00' });
    fireEvent.change(adults, { target: { value: '30' } });
    fireEvent.click(addButton());
    await waitFor(() => expect(alertText()).toBe('Please check the marked entries.'));
    // One request over capacity: one message, said once, under the counts it concerns.
    const said = screen.getAllByText(/^(Not enough places|Too many participants)/);
    expect(said.map((element) => element.textContent)).toEqual([
      'Too many participants: you asked for 30, at most 12 are possible at this time.',
    ]);
    expect(adults.getAttribute('aria-invalid')).toBe('true');
    expect(cartStore.getState().basket.items).toEqual([]);
  });

  it('adds a booking with a toast and the contract’s tour item', async () => {
    await openTour('/en/guided-tours/2');
    fireEvent.click(day('2026-11-29'));
    const adults = await screen.findByRole('spinbutton', { name: 'Adults €5.00' });
    fireEvent.click(screen.getByRole('button', { name: 'One more: Adults' }));
    fireEvent.click(screen.getByRole('button', { name: 'One more: Concession' }));
    expect((adults as HTMLInputElement).value).toBe('1');
    expect(screen.getByText('€8.00')).toBeTruthy();
    expect(screen.getByText('2 tickets')).toBeTruthy();
    fireEvent.click(addButton());
    const items = cartStore.getState().basket.items;
    expect(cartPayload.parse(toCartPayload(items)).items).toEqual([
      {
        type: 'guidedTour',
        tourId: 2,
        datetime: '2026-11-29T13:00',
        answers: {},
        prices: [],
        tickets: [
          { id: 21, count: 1 },
          { id: 22, count: 1 },
        ],
      },
    ]);
    expect(items[0]).toMatchObject({ count: 2, totalPrice: 800, single_ticketing: true });
    expect(toastStore.getState().toasts[0]?.text).toBe(
      'Highlights in English on Sunday, 29.11.2026 at 13:00 added to the basket',
    );
  });

  it('offers the next available date when the chosen one has no tour', async () => {
    renderShell({ path: '/en/guided-tours/2?date=2026-11-25', answers: answers() });
    expect(await screen.findByText(/The tour is not available on this day/, {})).toBeTruthy();
    fireEvent.click(
      screen.getByRole('button', {
        name: 'Choose the next available date: Sunday, 29.11.2026',
      }),
    );
    await waitFor(() => expect(day('2026-11-29').getAttribute('aria-selected')).toBe('true'));
    expect(await screen.findByRole('radio', { name: /13:00/ })).toBeTruthy();
  });

  it('says when the loaded month is fully booked', async () => {
    renderShell({
      path: '/en/guided-tours/2?date=2026-11-24',
      answers: answers({
        tourCalendar: {
          ...novemberCalendar,
          dates: { '2026-11-24': [{ time: '10:00', timeslotId: 1, available: 0 }] },
        },
      }),
    });
    expect(await screen.findByText(/This tour is fully booked/, {})).toBeTruthy();
  });
});

describe('booking a group tour', () => {
  it('needs the minimum group and every mandatory answer, of all six answer types', async () => {
    await openTour('/en/guided-tours/6');
    fireEvent.click(day('2026-11-24'));
    const full = (await screen.findByRole('radio', {
      name: '10:00 Fully booked',
    })) as HTMLInputElement;
    expect(full.disabled).toBe(true);
    await waitFor(() =>
      expect(
        (screen.getByRole('radio', { name: '14:00 2 tours left' }) as HTMLInputElement).checked,
      ).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'One more: Group tour, 60 minutes' }));
    fireEvent.change(screen.getByLabelText('Group member €6.00'), {
      target: { value: '3' },
    });
    fireEvent.click(addButton());
    await waitFor(() => expect(alertText()).toContain('Please answer all mandatory fields.'));
    expect(alertText()).toContain('Please check the marked entries.');
    expect(
      screen.getAllByText('This tour can only be booked with at least 8 persons.'),
    ).toHaveLength(1);
    expect(screen.getAllByText('Please answer this question.')).toHaveLength(5);
    const name = screen.getByLabelText('Name of the group (required)');
    expect(name.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByLabelText('Group member €6.00'), {
      target: { value: '12' },
    });
    fireEvent.click(screen.getByLabelText('Primary school'));
    fireEvent.change(screen.getByLabelText('Language of the tour (required)'), {
      target: { value: '622' },
    });
    fireEvent.click(screen.getByLabelText('Middle Ages'));
    fireEvent.click(screen.getByLabelText('Glass art'));
    fireEvent.click(screen.getByLabelText('Middle Ages'));
    fireEvent.change(name, { target: { value: 'Class 4b' } });
    fireEvent.change(screen.getByLabelText('Notes'), {
      target: { value: 'Two wheelchairs' },
    });
    const adults = screen.getByLabelText('Accompanying adults (required)');
    fireEvent.change(adults, { target: { value: '1.5' } });
    fireEvent.click(addButton());
    await waitFor(() => expect(alertText()).toContain('Please answer all mandatory fields.'));
    expect(adults.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(adults, { target: { value: '2' } });
    fireEvent.click(addButton());

    const items = cartStore.getState().basket.items;
    expect(cartPayload.parse(toCartPayload(items)).items).toEqual([
      {
        type: 'guidedTour',
        tourId: 6,
        datetime: '2026-11-24T14:00',
        answers: {
          '61': { qId: 61, type: 'radio', value: 611 },
          '62': { qId: 62, type: 'select', value: 622 },
          '63': { qId: 63, type: 'checkbox', value: [632] },
          '64': { qId: 64, type: 'text', value: 'Class 4b' },
          '65': { qId: 65, type: 'textarea', value: 'Two wheelchairs' },
          '66': { qId: 66, type: 'number', value: 2 },
        },
        prices: [{ id: 61, count: 1 }],
        tickets: [{ id: 61, count: 12 }],
      },
    ]);
    expect(items[0]).toMatchObject({ totalPrice: 9000 + 12 * 600, single_ticketing: false });
  });

  it('refuses more tours than the time has left', async () => {
    await openTour('/en/guided-tours/6');
    fireEvent.click(day('2026-11-24'));
    await screen.findByRole('radio', { name: '14:00 2 tours left' });
    fireEvent.change(
      await screen.findByRole('spinbutton', { name: 'Group tour, 60 minutes €90.00 per tour' }),
      { target: { value: '3' } },
    );
    fireEvent.click(addButton());
    expect(
      await screen.findAllByText(
        'Too many participants: you asked for 3, at most 2 are possible at this time.',
      ),
    ).toHaveLength(1);
  });
});

describe('states of the tour page', () => {
  it('says a tour that can no longer be booked', async () => {
    renderShell({
      path: '/en/guided-tours/2',
      answers: answers({ tourLifetime: { first: '2026-01-01', last: '2026-03-01' } }),
    });
    expect(await screen.findByText('This tour cannot be booked at the moment.', {})).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('shows the not-found message for an unknown tour', async () => {
    renderShell({ path: '/de/guided-tours/99', answers: answers() });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Seite nicht gefunden',
    );
    expect(
      screen.getByText('Diese Führung gibt es nicht oder sie wird nicht mehr angeboten.'),
    ).toBeTruthy();
  });
});

/**
 * The audit log as an owner meets it: the entries once they are there, each as a sentence in the
 * owner's language with the raw change before and after on demand, the filters (staff member, kind
 * of action, days; kept in the address), paging 25 at a time (the last page in view while the next loads, never
 * an older page's late answer), a failure and trying again, and that only roles that may read it
 * reach it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminEndpoints, type AuditEntry } from '@foyer/domain/admin-contract';
import { held, ok, renderAdmin, signedIn, type ApiCall } from '../test/admin-harness';

function entry(id: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id,
    at: '2026-03-02T10:15:00.000Z',
    actorId: 1,
    actor: 'anna@museum.example',
    actorName: null,
    action: `action.${id}`,
    targetType: 'order',
    targetId: String(id),
    before: null,
    after: null,
    ...overrides,
  };
}

/** The log's answer: `total` entries, the page and page size asked for. */
function log(total: number) {
  return (call: ApiCall) => {
    const page = Number(call.query.get('page'));
    const size = Number(call.query.get('pageSize'));
    const first = (page - 1) * size + 1;
    const count = Math.max(0, Math.min(size, total - first + 1));
    return ok(adminEndpoints.audit, {
      entries: Array.from({ length: count }, (_, index) => entry(first + index)),
      total,
      page,
      pageSize: size,
    });
  };
}

const table = () => screen.getByRole('table', { name: 'Audit log' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

const STAFF = [
  {
    id: 1,
    email: 'anna@museum.example',
    name: 'Anna Berger',
    role: 'owner' as const,
    language: 'en' as const,
    totpEnabled: false,
    hasPassword: true,
    active: true,
    createdAt: '2026-01-05T09:00:00.000Z',
  },
  {
    id: 2,
    email: 'ben@museum.example',
    name: 'Ben Kraus',
    role: 'manager' as const,
    language: 'de' as const,
    totpEnabled: false,
    hasPassword: true,
    active: true,
    createdAt: '2026-01-05T09:00:00.000Z',
  },
];
const staffList = ok(adminEndpoints.listStaff, STAFF);

const SENTENCE_ENTRIES = [
  entry(7, {
    actorName: 'Anna Berger',
    action: 'order.cancel',
    targetId: '2026-000213',
    before: { status: 'booked' },
    after: { status: 'refunded', lines: [{ id: 3, cancelled: true }], refunded: 900 },
  }),
  entry(6, {
    actorId: 2,
    actor: 'ben@museum.example',
    actorName: 'Ben Kraus',
    action: 'catalog.slot.capacity',
    targetType: 'event_slot',
    targetId: '41',
    before: { id: 41, startsAt: '2026-12-01T10:00', capacity: 20 },
    after: { id: 41, startsAt: '2026-12-01T10:00', capacity: 30 },
  }),
  entry(5, {
    actorId: null,
    actor: 'cli',
    action: 'staff.create',
    targetType: 'staff',
    targetId: '9',
    after: { id: 9, email: 'x@y.example', name: 'X', role: 'manager' },
  }),
  entry(8, {
    actorName: 'Anna Berger',
    action: 'image.attach',
    targetType: 'pass',
    targetId: '5',
    before: { imageId: null },
    after: { imageId: 3 },
  }),
  entry(4, {
    actorId: null,
    actor: 'system',
    action: 'closure.add',
    targetType: 'closure',
    targetId: '4',
    after: { day: '2026-12-24' },
  }),
];

describe('audit screen', () => {
  it('reads each entry as a sentence once the entries are there, the raw change on demand', async () => {
    const gate = held();
    const { api, user } = await renderAdmin('audit', {
      'GET staff': staffList,
      'GET audit': ok(
        adminEndpoints.audit,
        { entries: SENTENCE_ENTRIES, total: 5, page: 1, pageSize: 25 },
        gate.promise,
      ),
    });
    expect(await screen.findByRole('heading', { name: 'Audit log' })).toBeTruthy();
    // While the entries are on their way the table has its headers and no rows.
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['When', 'What happened']);
    expect(bodyRows()).toHaveLength(0);
    expect((await screen.findByRole('status')).textContent).toBe('Loading…');
    gate.release();
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(screen.queryByRole('status')).toBeNull();
    expect(bodyRows().map((row) => row.querySelector('.audit-sentence')?.textContent)).toEqual([
      'Anna Berger cancelled order 2026-000213 and refunded €9.00',
      'Ben Kraus changed the capacity of slot 2026-12-01 10:00 from 20 to 30',
      'The command line added staff member x@y.example (Manager)',
      'Anna Berger set image #3 on annual pass #5',
      'The system did closure.add on closure 4',
    ]);
    // The raw change is folded away until asked for.
    const first = bodyRows()[0]!;
    const details = first.querySelector('details')!;
    expect(details.open).toBe(false);
    await user.click(within(first).getByText('Before and after'));
    expect(details.open).toBe(true);
    expect(
      within(first)
        .getAllByRole('definition')
        .map((cell) => JSON.parse(cell.textContent ?? '')),
    ).toEqual([SENTENCE_ENTRIES[0]!.before, SENTENCE_ENTRIES[0]!.after]);
    const when = within(first).getAllByRole('cell')[0]!.querySelector('time');
    expect(when?.getAttribute('dateTime')).toBe('2026-03-02T10:15:00.000Z');
    expect(when?.textContent).toMatch(/26/);
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
    expect(Object.fromEntries(api.callsTo('GET', 'audit').at(-1)!.query)).toEqual({
      page: '1',
      pageSize: '25',
    });
  });

  it('reads the sentences in the staff member’s language, money as the language writes it', async () => {
    const owner = signedIn();
    const german = { ...owner, staff: { ...owner.staff, language: 'de' as const } };
    await renderAdmin(
      'audit',
      {
        'GET staff': staffList,
        'GET audit': ok(adminEndpoints.audit, {
          entries: SENTENCE_ENTRIES,
          total: 5,
          page: 1,
          pageSize: 25,
        }),
      },
      { me: german },
    );
    const protokoll = await screen.findByRole('table', { name: 'Protokoll' });
    await waitFor(() => expect(within(protokoll).getAllByRole('row')).toHaveLength(6));
    const sentences = [...protokoll.querySelectorAll('.audit-sentence')];
    expect(sentences.map((sentence) => sentence.textContent)).toEqual([
      'Anna Berger hat Bestellung 2026-000213 storniert und 9,00\u00a0€ erstattet',
      'Ben Kraus hat die Kapazität des Zeitfensters 2026-12-01 10:00 von 20 auf 30 geändert',
      'Die Kommandozeile hat den Mitarbeiter x@y.example hinzugefügt (Leitung)',
      'Anna Berger hat das Bild #3 für Jahreskarte #5 gesetzt',
      'Das System hat closure.add an closure 4 ausgeführt',
    ]);
  });

  it('filters by staff member, kind of action and days, and keeps the filters in the address', async () => {
    const { api, user } = await renderAdmin('audit', {
      'GET staff': staffList,
      'GET audit': log(60),
    });
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Page 2 of 3')).toBeTruthy());
    const filters = screen.getByRole('search', { name: 'Filter the log' });
    const staffSelect = within(filters).getByLabelText('Staff member');
    expect(
      within(staffSelect)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Anyone', 'Anna Berger (anna@museum.example)', 'Ben Kraus (ben@museum.example)']);
    await user.selectOptions(staffSelect, 'Ben Kraus (ben@museum.example)');
    const kind = within(filters).getByLabelText('Action');
    expect(
      [...kind.querySelectorAll('optgroup')].map((group) => group.getAttribute('label')),
    ).toEqual(['Orders', 'Catalog', 'Staff and sign-in']);
    await user.selectOptions(kind, 'Time slots of events');
    await user.type(within(filters).getByLabelText('From'), '2026-03-05');
    await user.type(within(filters).getByLabelText('To'), '2026-03-01');
    await user.click(within(filters).getByRole('button', { name: 'Show' }));
    // A range that ends before it starts is not asked for.
    expect(within(filters).getByText('The end date is before the start date.')).toBeTruthy();
    expect(within(filters).getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
    const asked = api.callsTo('GET', 'audit').length;
    expect(api.callsTo('GET', 'audit')).toHaveLength(asked);

    await user.clear(within(filters).getByLabelText('To'));
    await user.type(within(filters).getByLabelText('To'), '2026-03-09');
    await user.click(within(filters).getByRole('button', { name: 'Show' }));
    const filtered = { actorId: '2', kind: 'eventSlots', from: '2026-03-05', to: '2026-03-09' };
    await waitFor(() =>
      expect(Object.fromEntries(api.callsTo('GET', 'audit').at(-1)!.query)).toEqual({
        page: '1',
        pageSize: '25',
        ...filtered,
      }),
    );
    await waitFor(() => expect(screen.getByText('Page 1 of 3')).toBeTruthy());
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual(filtered);

    await user.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(Object.fromEntries(api.callsTo('GET', 'audit').at(-1)!.query)).toEqual({
        page: '1',
        pageSize: '25',
      }),
    );
    expect(window.location.search).toBe('');
    expect((within(filters).getByLabelText('Staff member') as HTMLSelectElement).value).toBe('');
  });

  it('starts from the filters and page in its address, and says when nothing matches', async () => {
    const { api } = await renderAdmin('audit?kind=eventSlots&from=2026-03-01&page=2', {
      'GET staff': staffList,
      'GET audit': ok(adminEndpoints.audit, { entries: [], total: 0, page: 2, pageSize: 25 }),
    });
    expect(await screen.findByText('No entries match these filters.')).toBeTruthy();
    expect(Object.fromEntries(api.callsTo('GET', 'audit')[0]!.query)).toEqual({
      page: '2',
      pageSize: '25',
      kind: 'eventSlots',
      from: '2026-03-01',
    });
    const filters = screen.getByRole('search', { name: 'Filter the log' });
    expect((within(filters).getByLabelText('Action') as HTMLSelectElement).value).toBe(
      'eventSlots',
    );
    expect((within(filters).getByLabelText('From') as HTMLInputElement).value).toBe('2026-03-01');
  });

  it('pages through the log 25 entries at a time', async () => {
    const { user, api } = await renderAdmin('audit', { 'GET audit': log(60) });
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    // An entry without a before or after has no change to unfold.
    expect(within(bodyRows()[0]!).queryByText('Before and after')).toBeNull();
    const previous = screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(screen.getByRole('navigation', { name: 'Page 1 of 3' })).toBeTruthy();
    expect(previous.disabled).toBe(true);
    expect(next.disabled).toBe(false);

    await user.click(next);
    await waitFor(() => expect(within(table()).getByText(/ action\.26 /)).toBeTruthy());
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    await user.click(next);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(within(table()).getByText(/ action\.60 /)).toBeTruthy();
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect(next.disabled).toBe(true);
    await user.click(previous);
    await waitFor(() => expect(within(table()).getByText(/ action\.26 /)).toBeTruthy());
    expect(
      api.callsTo('GET', 'audit').map((call) => Object.fromEntries(call.query)),
    ).toContainEqual({ page: '3', pageSize: '25' });
  });

  it('keeps the rows in view, marked busy, while the next page loads, and never shows an older page after a newer one', async () => {
    const gates = new Map<string, () => void>();
    const { user } = await renderAdmin('audit', {
      'GET audit': (call) => {
        const page = call.query.get('page') ?? '';
        const answer = log(80)(call);
        if (page === '1') return answer;
        const gate = held();
        gates.set(page, gate.release);
        return { ...answer, delay: gate.promise };
      },
    });
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    expect(table().getAttribute('aria-busy')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(gates.has('2')).toBe(true));
    // Page 1 stays in view, marked busy, with the loading status.
    expect(table().getAttribute('aria-busy')).toBe('true');
    expect(within(table()).getByText(/ action\.1 /)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading…');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(gates.has('3')).toBe(true));
    gates.get('3')?.();
    await waitFor(() => expect(within(table()).getByText(/ action\.51 /)).toBeTruthy());
    expect(table().getAttribute('aria-busy')).toBeNull();
    expect(screen.getByText('Page 3 of 4')).toBeTruthy();

    // Page 2's answer arrives late: page 3 stays.
    gates.get('2')?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(table()).getByText(/ action\.51 /)).toBeTruthy();
    expect(within(table()).queryByText(/ action\.26 /)).toBeNull();
    expect(screen.getByText('Page 3 of 4')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says so when a page cannot be loaded, and the alert goes once a load succeeds', async () => {
    let failing = true;
    const { user } = await renderAdmin('audit', {
      'GET audit': (call) =>
        call.query.get('page') === '2' && failing
          ? { status: 500, error: 'SERVER_ERROR' }
          : log(60)(call),
    });
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An unexpected error occurred on the server. Please try again later.',
    );
    // No rows of another page stand in for the page that failed; the pager still knows the log.
    expect(bodyRows()).toHaveLength(0);
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();

    // Back to a page that loads: the alert goes.
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(within(table()).getByText(/ action\.1 /)).toBeTruthy();

    // The failing page again, then asked again once the server is back.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('alert');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(table()).getByText(/ action\.26 /)).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the log cannot be loaded', async () => {
    await renderAdmin('audit', { 'GET audit': { status: 500, error: 'SERVER_ERROR' } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An unexpected error occurred on the server. Please try again later.',
    );
    expect(bodyRows()).toHaveLength(0);
  });

  it('is only for roles that may read it', async () => {
    const { api } = await renderAdmin(
      'audit',
      { 'GET audit': log(1) },
      { me: signedIn('manager') },
    );
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: 'Audit log' })).toBeNull();
    expect(api.callsTo('GET', 'audit')).toHaveLength(0);
  });
});

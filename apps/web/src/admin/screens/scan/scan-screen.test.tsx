/**
 * The door's scanner as staff meet it without a camera: the day's counts, a typed code and its
 * answer (valid, already used, unknown), the checkpoint, offline decisions and their upload. The
 * camera itself cannot run in jsdom (no `getUserMedia`, no video frames): only its failure shows.
 */
import { venueToday } from '@foyer/domain';
import {
  checkinEndpoints,
  type CheckinDay,
  type OfflineList,
  type ScanAnswer,
} from '@foyer/domain/admin-contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { held, ok, renderAdmin, signedIn, type FakeRoutes } from '../../test/admin-harness';

// The museum's day, in the signed-in session's time zone (whatever zone the test machine is in).
const TODAY = venueToday(new Date(), 'Europe/Berlin');

const day: CheckinDay = {
  date: TODAY,
  timeZone: 'Europe/Berlin',
  entrances: [
    {
      entrance: 'event:1',
      label: 'Light Play',
      slots: [
        { at: `${TODAY}T10:30`, expected: 10, checkedIn: 3 },
        { at: `${TODAY}T11:00`, expected: 20, checkedIn: 0 },
      ],
    },
    {
      entrance: 'event:2',
      label: 'Permanent exhibition',
      slots: [{ at: `${TODAY}T00:00`, expected: 40, checkedIn: 12 }],
    },
  ],
  conflicts: [],
};

const adults = {
  barcode: 'T-1001',
  kind: 'ticket' as const,
  entrance: 'event:1',
  name: 'Adults',
  admits: 2,
  part: null,
  slot: `${TODAY}T10:30`,
  validFrom: null,
  validTo: null,
};

const list: OfflineList = {
  date: TODAY,
  timeZone: 'Europe/Berlin',
  at: `${TODAY}T07:00:00.000Z`,
  rules: { passWalkIn: true },
  tickets: [
    { ...adults, cancelled: false, usedAt: null },
    {
      ...adults,
      barcode: 'T-1002',
      kind: 'pass',
      entrance: null,
      name: 'Annual pass',
      admits: 1,
      slot: null,
      cancelled: false,
      usedAt: null,
    },
  ],
};

function answer(call: { body: unknown }, rest: Omit<ScanAnswer, 'scanId'>): ScanAnswer {
  return { scanId: (call.body as { scanId: string }).scanId, ...rest };
}

function routes(more: FakeRoutes = {}): FakeRoutes {
  return {
    'GET checkin/day': ok(checkinEndpoints.checkinDay, day),
    'GET checkin/offline': ok(checkinEndpoints.checkinOffline, list),
    ...more,
  };
}

const network = () => screen.getByTestId('scan-network').textContent;
const counts = () => screen.getByTestId('scan-counts').textContent;
const announcement = () => document.querySelector('[aria-live="assertive"]')?.textContent;

async function typeCode(user: { type: (e: Element, t: string) => Promise<void> }, code: string) {
  await user.type(screen.getByLabelText('Ticket code'), `${code}{Enter}`);
}

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

beforeEach(() => {
  // The scanner keeps the day's list, its queue and its device name in the browser.
  localStorage.clear();
});
afterEach(() => setOnline(true));

describe('scanner', () => {
  it('asks for the museum’s own day: New York’s evening, while it is already tomorrow in Berlin', async () => {
    // 03:30 UTC on 26 November: 22:30 on the 25th in New York, 04:30 on the 26th in Berlin.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T03:30:00Z'));
    try {
      const { api } = await renderAdmin('scan', routes(), {
        me: signedIn('door', { timeZone: 'America/New_York' }),
      });
      await waitFor(() => expect(api.callsTo('GET', 'checkin/offline').length).toBeGreaterThan(0));
      const dates = [
        ...api.callsTo('GET', 'checkin/day'),
        ...api.callsTo('GET', 'checkin/offline'),
      ];
      expect(dates.map((call) => call.query.get('date'))).toEqual(dates.map(() => '2026-11-25'));
    } finally {
      vi.useRealTimers();
    }
  });

  it("loads the day's counts and barcodes for offline use", async () => {
    const gate = held();
    const { api } = await renderAdmin(
      'scan',
      routes({ 'GET checkin/day': ok(checkinEndpoints.checkinDay, day, gate.promise) }),
      { me: signedIn('door') },
    );
    expect(await screen.findByRole('heading', { name: 'Check-in' })).toBeTruthy();
    expect(counts()).toBe('0 of 0 checked in');
    gate.release();
    await waitFor(() => expect(counts()).toBe('15 of 70 checked in'));
    expect(network()).toBe("Online · 2 of today's tickets stored for offline use");
    expect(screen.getByText('No conflicts today.')).toBeTruthy();
    const [dayCall] = api.callsTo('GET', 'checkin/day');
    expect(dayCall?.query.get('date')).toBe(TODAY);
    const [offlineCall] = api.callsTo('GET', 'checkin/offline');
    expect(offlineCall?.query.get('date')).toBe(TODAY);
    // The door's device name goes with the list, so its offline scans are not older than it.
    expect(offlineCall?.query.get('device')).toMatch(/^door-[0-9a-f]{4}$/);
  });

  it('shows a typed valid code full screen, announces it and counts the people', async () => {
    const { user, api } = await renderAdmin(
      'scan',
      routes({
        'POST checkin/scans': (call) =>
          ok(
            checkinEndpoints.checkinScan,
            answer(call, {
              status: 'valid',
              reason: null,
              usedAt: null,
              ticket: adults,
              conflict: false,
              repeated: false,
              counts: { expected: 70, checkedIn: 17 },
            }),
          ),
      }),
    );
    await waitFor(() => expect(counts()).toBe('15 of 70 checked in'));
    await typeCode(user, '  T-1001 ');
    const result = await screen.findByTestId('scan-result');
    expect(result.getAttribute('data-status')).toBe('valid');
    expect(within(result).getByRole('heading', { name: 'Valid' })).toBeTruthy();
    expect(within(result).getByText('Adults')).toBeTruthy();
    expect(within(result).getByText('2 persons')).toBeTruthy();
    const slot = `Slot ${TODAY.slice(8, 10)}.${TODAY.slice(5, 7)}. 10:30`;
    expect(within(result).getByText(slot)).toBeTruthy();
    expect(announcement()).toBe(`Valid. Adults. 2 persons. ${slot}`);
    expect(counts()).toBe('17 of 70 checked in');
    // The next ticket is one key press away.
    const next = within(result).getByRole('button', { name: 'Next ticket' });
    await waitFor(() => expect(document.activeElement).toBe(next));
    expect((screen.getByLabelText('Ticket code') as HTMLInputElement).value).toBe('');

    const [sent] = api.callsTo('POST', 'checkin/scans');
    expect(sent?.csrf).toBe('csrf-test-token');
    expect(sent?.body).toEqual({
      scanId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-/),
      barcode: 'T-1001',
      device: expect.stringMatching(/^door-/),
      checkpoint: { entrance: null, slot: null },
    });
    await user.click(next);
    expect(screen.queryByTestId('scan-result')).toBeNull();
  });

  it('refuses a used ticket with the time it was admitted (and the date, on another day), and an unknown code', async () => {
    const yesterday = new Date(Date.now() - 26 * 3600_000);
    const refusals: Omit<ScanAnswer, 'scanId'>[] = [
      {
        status: 'refused',
        reason: 'ALREADY_USED',
        usedAt: `${TODAY}T09:05:00.000Z`,
        ticket: adults,
        conflict: false,
        repeated: false,
        counts: { expected: 70, checkedIn: 15 },
      },
      {
        status: 'refused',
        reason: 'ALREADY_USED',
        usedAt: yesterday.toISOString(),
        ticket: adults,
        conflict: false,
        repeated: false,
        counts: { expected: 70, checkedIn: 15 },
      },
      {
        status: 'refused',
        reason: 'UNKNOWN',
        usedAt: null,
        ticket: null,
        conflict: false,
        repeated: false,
        counts: { expected: 70, checkedIn: 15 },
      },
    ];
    const { user } = await renderAdmin(
      'scan',
      routes({
        'POST checkin/scans': (call) =>
          ok(checkinEndpoints.checkinScan, answer(call, refusals.shift()!)),
      }),
    );
    await waitFor(() => expect(counts()).toBe('15 of 70 checked in'));
    await typeCode(user, 'T-1001');
    let result = await screen.findByTestId('scan-result');
    expect(result.getAttribute('data-status')).toBe('refused');
    expect(within(result).getByRole('heading', { name: 'Not admitted' })).toBeTruthy();
    // 09:05 UTC is 10:05 at the venue (Europe/Berlin), whatever the door's own clock says.
    const used = within(result).getByText(/^Already used at/).textContent ?? '';
    expect(used).toMatch(/^Already used at 10:05/);
    expect(within(result).getByText('Adults')).toBeTruthy();
    // A refused ticket admits nobody: no number of persons.
    expect(within(result).queryByText('2 persons')).toBeNull();
    expect(announcement()).toMatch(/^Not admitted: Already used at 10:05.*\. Adults\./);

    await user.click(within(result).getByRole('button', { name: 'Next ticket' }));
    await typeCode(user, 'T-1001');
    result = await screen.findByTestId('scan-result');
    const at = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en', { ...options, timeZone: 'Europe/Berlin' }).format(yesterday);
    expect(
      within(result).getByText(
        `Already used on ${at({ dateStyle: 'medium' })} at ${at({ timeStyle: 'short' })}`,
      ),
    ).toBeTruthy();

    await user.click(within(result).getByRole('button', { name: 'Next ticket' }));
    await typeCode(user, 'NOPE');
    result = await screen.findByTestId('scan-result');
    expect(within(result).getByText('Unknown code')).toBeTruthy();
    expect(announcement()).toBe('Not admitted: Unknown code');
  });

  it('checks at the chosen entrance and slot, with their counts', async () => {
    const { user, api } = await renderAdmin(
      'scan',
      routes({
        'POST checkin/scans': (call) =>
          ok(
            checkinEndpoints.checkinScan,
            answer(call, {
              status: 'refused',
              reason: 'OTHER_SLOT',
              usedAt: null,
              ticket: adults,
              conflict: false,
              repeated: false,
              counts: { expected: 20, checkedIn: 0 },
            }),
          ),
      }),
    );
    await waitFor(() => expect(counts()).toBe('15 of 70 checked in'));
    const slotChoice = screen.getByLabelText('Time slot') as HTMLSelectElement;
    // A slot belongs to an entrance: none can be chosen before it.
    expect(slotChoice.disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText('Entrance'), 'Light Play');
    expect(slotChoice.disabled).toBe(false);
    expect(counts()).toBe('3 of 30 checked in');
    expect([...slotChoice.options].map((option) => option.textContent)).toEqual([
      'All time slots',
      '10:30 (3/10)',
      '11:00 (0/20)',
    ]);
    await user.selectOptions(slotChoice, '11:00 (0/20)');
    expect(counts()).toBe('0 of 20 checked in');
    await typeCode(user, 'T-1001');
    expect(await screen.findByText('Other time slot')).toBeTruthy();
    expect(api.callsTo('POST', 'checkin/scans')[0]?.body).toMatchObject({
      checkpoint: { entrance: 'event:1', slot: `${TODAY}T11:00` },
    });
    // A whole-day entrance names its only slot so.
    await user.selectOptions(screen.getByLabelText('Entrance'), 'Permanent exhibition');
    expect([...slotChoice.options].map((option) => option.textContent)).toContain(
      'Whole day (12/40)',
    );
  });

  it('decides offline with the stored list and sends the scans once back online', async () => {
    const { user, api } = await renderAdmin(
      'scan',
      routes({
        'POST checkin/scans/sync': (call) => {
          const { scans } = call.body as { scans: { scanId: string }[] };
          return ok(checkinEndpoints.checkinSync, {
            results: scans.map((scan) => ({
              scanId: scan.scanId,
              status: 'valid' as const,
              reason: null,
              usedAt: null,
              ticket: adults,
              conflict: false,
              repeated: false,
              counts: { expected: 70, checkedIn: 17 },
            })),
          });
        },
      }),
    );
    await waitFor(() => expect(network()).toMatch(/2 of today's tickets stored/));
    setOnline(false);
    await typeCode(user, 'T-1001');
    let result = await screen.findByTestId('scan-result');
    expect(result.getAttribute('data-status')).toBe('valid');
    expect(within(result).getByText('Decided offline')).toBeTruthy();
    expect(network()).toMatch(/^Offline — 1 scans waiting/);
    expect(counts()).toBe('17 of 70 checked in');

    // The same ticket again at this door is refused, offline too.
    await user.click(within(result).getByRole('button', { name: 'Next ticket' }));
    await typeCode(user, 'T-1001');
    result = await screen.findByTestId('scan-result');
    expect(result.getAttribute('data-status')).toBe('refused');
    expect(within(result).getByText(/^Already used at/)).toBeTruthy();
    expect(network()).toMatch(/^Offline — 2 scans waiting/);
    expect(api.callsTo('POST', 'checkin/scans')).toHaveLength(0);

    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(network()).toMatch(/^Online ·/));
    const [sync] = api.callsTo('POST', 'checkin/scans/sync');
    expect(sync?.csrf).toBe('csrf-test-token');
    const scans = (sync?.body as { scans: Record<string, unknown>[] }).scans;
    expect(scans.map((scan) => [scan.barcode, scan.offline])).toEqual([
      ['T-1001', { status: 'valid' }],
      ['T-1001', { status: 'refused', reason: 'ALREADY_USED' }],
    ]);
    expect(scans[0]?.scannedAt).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
  });

  it('decides offline when the network fails although the browser says it is online', async () => {
    const { user, api } = await renderAdmin('scan', routes());
    await waitFor(() => expect(network()).toMatch(/2 of today's tickets stored/));
    const fake = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/checkin/scans')
        ? // The request leaves (the fake notes it); its answer never arrives.
          fake(input, init).then(() => Promise.reject(new TypeError('Failed to fetch')))
        : fake(input, init),
    );
    await typeCode(user, 'T-1002');
    const result = await screen.findByTestId('scan-result');
    expect(result.getAttribute('data-status')).toBe('valid');
    expect(within(result).getByText('Annual pass')).toBeTruthy();
    expect(within(result).getByText('Decided offline')).toBeTruthy();
    expect(network()).toMatch(/^Offline — 1 scans waiting/);
    // The scan was tried online first; it waits with the same scan id, so it counts once.
    expect(api.callsTo('POST', 'checkin/scans')).toHaveLength(1);
    const queued = JSON.parse(localStorage.getItem('foyer.scan.queue') ?? '[]') as {
      scanId: string;
    }[];
    expect(queued.map((scan) => scan.scanId)).toEqual([
      (api.callsTo('POST', 'checkin/scans')[0]?.body as { scanId: string }).scanId,
    ]);
  });

  it('leads to the sign-in when the session has ended, and says so on other failures', async () => {
    const failures = [
      { status: 500, error: 'SERVER_ERROR' },
      { status: 401, error: 'UNAUTHORIZED' },
    ];
    const { user } = await renderAdmin(
      'scan',
      routes({ 'POST checkin/scans': () => failures.shift()! }),
    );
    await waitFor(() => expect(counts()).toBe('15 of 70 checked in'));
    await typeCode(user, 'T-1001');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong. Please try again.',
    );
    expect(screen.queryByTestId('scan-result')).toBeNull();
    await typeCode(user, 'T-1001');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('lists the conflicts of offline scans', async () => {
    const conflicts: CheckinDay['conflicts'] = [
      {
        barcode: 'T-1001',
        name: 'Adults',
        admittedAt: `${TODAY}T09:05:00.000Z`,
        admittedDevice: 'door-east',
        admittedBy: 'Anna',
        scannedAt: `${TODAY}T09:20:00.000Z`,
        device: 'door-west',
        scannedBy: 'Ben',
        claimedAt: null,
      },
    ];
    await renderAdmin(
      'scan',
      routes({ 'GET checkin/day': ok(checkinEndpoints.checkinDay, { ...day, conflicts }) }),
    );
    const item = within(await screen.findByTestId('scan-conflicts')).getByRole('listitem');
    expect(item.textContent).toMatch(
      /^T-1001 \(Adults\): admitted 10:05.* at door-east, again 10:20.* at door-west$/,
    );
    expect(screen.queryByText('No conflicts today.')).toBeNull();
  });

  it('says when the camera cannot start, so the code is typed instead', async () => {
    const { user } = await renderAdmin('scan', routes());
    await user.click(await screen.findByRole('button', { name: 'Start camera' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The camera could not be started. Type the code instead.',
    );
    expect(screen.getByLabelText('Ticket code')).toBeTruthy();
  });

  it('is closed to staff without the check-in permission', async () => {
    const { api } = await renderAdmin('scan', routes(), { me: signedIn('sales') });
    expect(await screen.findByRole('heading', { name: 'My account' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Check-in' })).toBeNull();
    expect(api.callsTo('GET', 'checkin/day')).toHaveLength(0);
  });
});

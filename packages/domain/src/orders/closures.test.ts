import { describe, expect, it } from 'vitest';
import {
  closureTarget,
  messageFor,
  planSlotBulk,
  scopeTouchesLine,
  slotsInScope,
  startSales,
  type BulkSlot,
} from './closures';

const slots = [
  { id: 1, startsAt: '2026-12-01T10:00' },
  { id: 2, startsAt: '2026-12-01T11:00' },
  { id: 3, startsAt: '2026-12-02T10:00' },
];

describe('slotsInScope', () => {
  it('covers every slot of an event, the slots of a date, or the chosen slots', () => {
    expect(slotsInScope({ kind: 'event', eventId: 9 }, slots).map((s) => s.id)).toEqual([1, 2, 3]);
    expect(
      slotsInScope({ kind: 'day', eventId: 9, date: '2026-12-01' }, slots).map((s) => s.id),
    ).toEqual([1, 2]);
    expect(
      slotsInScope({ kind: 'slots', eventId: 9, slotIds: [3, 44] }, slots).map((s) => s.id),
    ).toEqual([3]);
  });
});

describe('scopeTouchesLine', () => {
  const day = { kind: 'day', eventId: 9, date: '2026-12-01' } as const;
  const starts = ['2026-12-01T10:00', '2026-12-01T11:00'];
  it('touches the timed tickets of the covered starts and the date’s day tickets', () => {
    expect(
      scopeTouchesLine(day, starts, { type: 'ticket', eventId: 9, datetime: '2026-12-01T11:00' }),
    ).toBe(true);
    expect(
      scopeTouchesLine(day, starts, { type: 'ticket', eventId: 9, datetime: '2026-12-02T10:00' }),
    ).toBe(false);
    expect(
      scopeTouchesLine(day, starts, { type: 'dayTicket', eventId: 9, date: '2026-12-01' }),
    ).toBe(true);
    expect(
      scopeTouchesLine(day, starts, { type: 'dayTicket', eventId: 9, date: '2026-12-02' }),
    ).toBe(false);
  });
  it('leaves other events and event-long tickets unless the whole event closes', () => {
    expect(
      scopeTouchesLine(day, starts, { type: 'ticket', eventId: 8, datetime: '2026-12-01T10:00' }),
    ).toBe(false);
    expect(scopeTouchesLine(day, starts, { type: 'ticket', eventId: 9, datetime: null })).toBe(
      false,
    );
    expect(
      scopeTouchesLine({ kind: 'event', eventId: 9 }, [], {
        type: 'ticket',
        eventId: 9,
        datetime: null,
      }),
    ).toBe(true);
    expect(
      scopeTouchesLine({ kind: 'slots', eventId: 9, slotIds: [1] }, ['2026-12-01T10:00'], {
        type: 'dayTicket',
        eventId: 9,
        date: '2026-12-01',
      }),
    ).toBe(false);
  });
});

describe('messageFor', () => {
  it('answers the visitor’s language, else the museum’s, else any written text', () => {
    const message = { de: 'Heute geschlossen', en: 'Closed today', fr: '  ' };
    expect(messageFor(message, 'en', 'de')).toBe('Closed today');
    expect(messageFor(message, 'fr', 'de')).toBe('Heute geschlossen');
    expect(messageFor({ it: 'Chiuso' }, 'fr', 'de')).toBe('Chiuso');
    expect(messageFor({}, 'fr', 'de')).toBe('');
  });
});

describe('planSlotBulk', () => {
  const row = (id: number, over: Partial<BulkSlot> = {}): BulkSlot => ({
    id,
    capacity: 10,
    sold: 0,
    held: 0,
    sales: 'open',
    ...over,
  });
  const rows = [
    row(1),
    row(2, { sold: 3 }),
    row(3, { held: 1, sales: 'stopped' }),
    row(4, { sales: 'cancelled' }),
  ];
  it('removes only slots with nothing sold or held', () => {
    expect(planSlotBulk({ action: 'remove' }, rows)).toEqual({ change: [1, 4], skipped: [2, 3] });
  });
  it('stops and opens what is not cancelled, leaving slots already as asked', () => {
    expect(planSlotBulk({ action: 'stop' }, rows)).toEqual({ change: [1, 2], skipped: [4] });
    expect(planSlotBulk({ action: 'open' }, rows)).toEqual({ change: [3], skipped: [4] });
  });
  it('never sets a capacity below what is sold and held', () => {
    expect(planSlotBulk({ action: 'capacity', capacity: 2 }, rows)).toEqual({
      change: [1, 3],
      skipped: [2, 4],
    });
    expect(planSlotBulk({ action: 'capacity', capacity: 10 }, rows)).toEqual({
      change: [],
      skipped: [4],
    });
  });
});

describe('closures of guided-tour starts', () => {
  const starts = ['2026-12-01T10:00', '2026-12-01T11:00'];
  const line = (tourId: number, datetime: string) =>
    ({ type: 'guidedTour', tourId, datetime }) as const;

  it('names the event or tour a scope belongs to', () => {
    expect(closureTarget({ kind: 'day', eventId: 9, date: '2026-12-01' })).toEqual({
      type: 'event',
      id: 9,
    });
    expect(closureTarget({ kind: 'tourSlots', tourId: 4, slotIds: [1] })).toEqual({
      type: 'tour',
      id: 4,
    });
  });

  it('covers every start of a tour, the starts of a date, or the chosen starts', () => {
    expect(slotsInScope({ kind: 'tour', tourId: 4 }, slots).map((s) => s.id)).toEqual([1, 2, 3]);
    expect(
      slotsInScope({ kind: 'tourDay', tourId: 4, date: '2026-12-02' }, slots).map((s) => s.id),
    ).toEqual([3]);
    expect(
      slotsInScope({ kind: 'tourSlots', tourId: 4, slotIds: [2] }, slots).map((s) => s.id),
    ).toEqual([2]);
  });

  it('touches the tour lines of the covered starts, never another tour or an event', () => {
    const day = { kind: 'tourDay', tourId: 4, date: '2026-12-01' } as const;
    expect(scopeTouchesLine(day, starts, line(4, '2026-12-01T11:00'))).toBe(true);
    expect(scopeTouchesLine(day, starts, line(4, '2026-12-02T10:00'))).toBe(false);
    expect(scopeTouchesLine(day, starts, line(5, '2026-12-01T11:00'))).toBe(false);
    expect(scopeTouchesLine({ kind: 'tour', tourId: 4 }, [], line(4, '2027-01-01T10:00'))).toBe(
      true,
    );
    // A tour and an event may share an id: their closures never touch each other's lines.
    expect(scopeTouchesLine({ kind: 'event', eventId: 4 }, [], line(4, '2026-12-01T10:00'))).toBe(
      false,
    );
    expect(
      scopeTouchesLine({ kind: 'tour', tourId: 9 }, [], {
        type: 'ticket',
        eventId: 9,
        datetime: '2026-12-01T10:00',
      }),
    ).toBe(false);
  });
});

describe('startSales', () => {
  it('sells a tour start only when both its capacities sell', () => {
    expect(startSales('open', 'open')).toBe('open');
    expect(startSales('open', 'stopped')).toBe('stopped');
    expect(startSales('stopped', 'cancelled')).toBe('cancelled');
    expect(startSales('cancelled', 'open')).toBe('cancelled');
  });
});

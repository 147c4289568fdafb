import { describe, expect, it } from 'vitest';
import { summarizeLedger, type LedgerEntry } from './ledger';
import {
  basketMoveNote,
  moveTargetInTerms,
  moveTerms,
  type MoveTerms,
  type TermsBooking,
} from './move-terms';

const bookings: TermsBooking[] = [
  { itemIndex: 0, lines: [{ id: 1, type: 'ticket', start: '2026-06-10T14:00' }], used: false },
  {
    itemIndex: 1,
    lines: [
      { id: 2, type: 'guidedTour', start: '2026-06-11T10:00' },
      { id: 3, type: 'guidedTour', start: '2026-06-11T10:00' },
    ],
    used: false,
  },
  { itemIndex: 2, lines: [{ id: 4, type: 'merchandise', start: null }], used: false },
  { itemIndex: 3, lines: [{ id: 5, type: 'dayTicket', start: '2026-06-12T00:00' }], used: false },
];

const paid: LedgerEntry[] = [
  { kind: 'capture', paymentId: 10, amount: 5900, pending: false },
  { kind: 'booked', paymentId: 10 },
];

const values = new Map([
  [1, 2800],
  [2, 1000],
  [3, 500],
  [4, 1200],
  [5, 400],
]);

const summary = (entries: LedgerEntry[] = paid) =>
  summarizeLedger({
    entries,
    lines: [...values].map(([id, value]) => ({ id, value })),
    shipping: 0,
  });

const terms: MoveTerms = { allowed: true, untilHours: 24 };

const refusals = (input: Partial<Parameters<typeof moveTerms>[0]> = {}) =>
  moveTerms({ terms, summary: summary(), bookings, now: '2026-06-01T12:00', ...input }).map(
    (booking) => booking.refusal,
  );

describe('moveTerms', () => {
  it('lets visits with a start move until untilHours before it, with their deadline', () => {
    const answer = moveTerms({ terms, summary: summary(), bookings, now: '2026-06-01T12:00' });
    expect(answer).toEqual([
      { itemIndex: 0, lineIds: [1], refusal: null, deadline: '2026-06-09T14:00' },
      { itemIndex: 1, lineIds: [2, 3], refusal: null, deadline: '2026-06-10T10:00' },
      { itemIndex: 2, lineIds: [4], refusal: 'KIND_NOT_MOVABLE', deadline: null },
      { itemIndex: 3, lineIds: [5], refusal: null, deadline: '2026-06-11T00:00' },
    ]);
  });

  it('refuses at the deadline minute and after, not a minute before', () => {
    expect(refusals({ now: '2026-06-09T13:59' })[0]).toBeNull();
    expect(refusals({ now: '2026-06-09T14:00' })[0]).toBe('DEADLINE_PASSED');
    expect(refusals({ now: '2026-06-10T15:00' })[0]).toBe('DEADLINE_PASSED');
  });

  it('refuses everything when the museum does not allow moves', () => {
    expect(refusals({ terms: { allowed: false, untilHours: 24 } })).toEqual([
      'NOT_ALLOWED',
      'NOT_ALLOWED',
      'NOT_ALLOWED',
      'NOT_ALLOWED',
    ]);
  });

  it('refuses a used booking, a cancelled one and an order that is not booked', () => {
    const used = bookings.map((booking) => ({ ...booking, used: booking.itemIndex === 1 }));
    expect(refusals({ bookings: used })[1]).toBe('BOOKING_USED');
    const cancelled = summary([
      ...paid,
      { kind: 'linesCancelled', lineIds: [1], cause: 'chargeback', vouchers: [] },
    ]);
    expect(refusals({ summary: cancelled })[0]).toBe('LINE_CANCELLED');
    expect(refusals({ summary: cancelled })[1]).toBeNull();
    expect(refusals({ summary: summary([]) })[0]).toBe('ORDER_NOT_MOVABLE');
  });

  it('refuses while a dispute is open, a cancellation waits or another move waits for its payment', () => {
    const disputed = summary([
      ...paid,
      { kind: 'disputeOpened', dispute: 'd1', paymentId: 10, amount: 5900 },
    ]);
    expect(refusals({ summary: disputed })[0]).toBe('PAYMENT_DISPUTED');
    const busy = summary([
      ...paid,
      {
        kind: 'refundRequested',
        request: 'visitor:a',
        paymentId: 10,
        amount: 1200,
        purpose: 'cancellation',
        lineIds: [4],
        vouchers: [],
        whole: false,
        retryOf: null,
      },
    ]);
    expect(refusals({ summary: busy })[0]).toBe('ORDER_BUSY');
    expect(refusals({ moveUnderWay: true })[1]).toBe('MOVE_UNDER_WAY');
  });

  it('refuses a booking of mixed kinds or starts as not movable', () => {
    const mixed: TermsBooking[] = [
      {
        itemIndex: 0,
        lines: [
          { id: 1, type: 'ticket', start: '2026-06-10T14:00' },
          { id: 2, type: 'ticket', start: '2026-06-10T15:00' },
        ],
        used: false,
      },
    ];
    expect(refusals({ bookings: mixed })).toEqual(['KIND_NOT_MOVABLE']);
  });
});

describe('moveTargetInTerms', () => {
  it('takes only new starts that lie beyond the deadline as well', () => {
    expect(moveTargetInTerms(terms, '2026-06-02T12:01', '2026-06-01T12:00')).toBe(true);
    expect(moveTargetInTerms(terms, '2026-06-02T12:00', '2026-06-01T12:00')).toBe(false);
    expect(moveTargetInTerms(terms, '2026-06-03', '2026-06-01T23:59')).toBe(true);
    expect(moveTargetInTerms(terms, '2026-06-02', '2026-06-01T00:00')).toBe(false);
    expect(
      moveTargetInTerms({ allowed: false, untilHours: 0 }, '2030-01-01', '2026-06-01T00:00'),
    ).toBe(false);
  });
});

describe('basketMoveNote', () => {
  it('speaks of visits only, and says whether and until when they move', () => {
    expect(basketMoveNote(terms, ['merchandise'])).toEqual({ kind: 'none' });
    expect(basketMoveNote(terms, ['merchandise', 'guidedTour'])).toEqual({
      kind: 'allowed',
      untilHours: 24,
    });
    expect(basketMoveNote({ allowed: false, untilHours: 24 }, ['ticket'])).toEqual({
      kind: 'notOnline',
    });
    expect(basketMoveNote(undefined, ['dayTicket'])).toEqual({ kind: 'notOnline' });
  });
});

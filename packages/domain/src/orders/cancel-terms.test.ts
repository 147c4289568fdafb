import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  basketCancellationNote,
  cancelDeadline,
  cancellationFee,
  cancellationTerms,
  planVisitorCancellation,
  type CancelTerms,
  type TermsLine,
} from './cancel-terms';
import { planCancellation, summarizeLedger, type LedgerEntry } from './ledger';

const lines: TermsLine[] = [
  { id: 1, type: 'ticket', start: '2026-06-10T14:00', itemIndex: 0, totalPrice: 2800 },
  { id: 2, type: 'guidedTour', start: '2026-06-11T10:00', itemIndex: 1, totalPrice: 1000 },
  { id: 3, type: 'guidedTour', start: '2026-06-11T10:00', itemIndex: 1, totalPrice: 500 },
  { id: 4, type: 'merchandise', start: null, itemIndex: 2, totalPrice: 1200 },
];

const paid: LedgerEntry[] = [
  { kind: 'capture', paymentId: 10, amount: 5500, pending: false },
  { kind: 'booked', paymentId: 10 },
];

const summary = (entries: LedgerEntry[] = paid) =>
  summarizeLedger({
    entries,
    lines: lines.map((line) => ({ id: line.id, value: line.totalPrice })),
    shipping: 0,
  });

const terms: CancelTerms = {
  allowed: true,
  untilHours: 24,
  fee: null,
  kinds: ['ticket', 'guidedTour'],
};

const refusals = (input: Partial<Parameters<typeof cancellationTerms>[0]>) =>
  cancellationTerms({ terms, summary: summary(), lines, now: '2026-06-09T13:59', ...input }).map(
    (line) => line.refusal,
  );

describe('cancellationTerms', () => {
  it('allows lines of an allowed kind before their deadline', () => {
    expect(refusals({})).toEqual([null, null, null, 'KIND_NOT_CANCELLABLE']);
    const first = cancellationTerms({ terms, summary: summary(), lines, now: '2026-06-01T00:00' });
    expect(first[0]).toEqual({
      lineId: 1,
      group: [1],
      refusal: null,
      deadline: '2026-06-09T14:00',
    });
    expect(first[1]?.group).toEqual([2, 3]);
    expect(first[3]?.deadline).toBeNull();
  });

  it('refuses from the deadline on, in museum time', () => {
    expect(refusals({ now: '2026-06-09T14:00' })).toEqual([
      'DEADLINE_PASSED',
      null,
      null,
      'KIND_NOT_CANCELLABLE',
    ]);
  });

  it('refuses everything when the museum does not allow it', () => {
    expect(refusals({ terms: { ...terms, allowed: false } })).toEqual(Array(4).fill('NOT_ALLOWED'));
  });

  it('refuses while a dispute is open and while a cancellation waits for the provider', () => {
    const disputed = summary([
      ...paid,
      { kind: 'disputeOpened', dispute: 'd1', paymentId: 10, amount: 5500 },
    ]);
    expect(refusals({ summary: disputed })[0]).toBe('PAYMENT_DISPUTED');
    const busy = summary([
      ...paid,
      {
        kind: 'refundRequested',
        request: 'visitor:a',
        paymentId: 10,
        amount: 2800,
        purpose: 'cancellation',
        lineIds: [1],
        vouchers: [],
        whole: false,
        retryOf: null,
      },
    ]);
    expect(refusals({ summary: busy })[1]).toBe('ORDER_BUSY');
  });

  it('marks cancelled lines and takes a line of a basket item only with all of them', () => {
    const cancelled = summary([
      ...paid,
      { kind: 'linesCancelled', lineIds: [1], cause: 'chargeback', vouchers: [] },
    ]);
    expect(refusals({ summary: cancelled })[0]).toBe('LINE_CANCELLED');
    const mixed = lines.map((line) => (line.id === 3 ? { ...line, type: 'merchandise' } : line));
    expect(refusals({ lines: mixed }).slice(1, 3)).toEqual([
      'KIND_NOT_CANCELLABLE',
      'KIND_NOT_CANCELLABLE',
    ]);
  });

  it('counts fractional hours to the minute', () => {
    expect(cancelDeadline('2026-03-01T00:30', 1.5)).toBe('2026-02-28T23:00');
  });
});

describe('cancellationFee', () => {
  it('rounds a percentage to the nearest cent, half a cent up', () => {
    expect(cancellationFee({ percent: 10 }, 2805)).toBe(281);
    expect(cancellationFee({ percent: 12.5 }, 999)).toBe(125);
    expect(cancellationFee({ fixed: 300 }, 2800)).toBe(300);
    expect(cancellationFee(null, 2800)).toBe(0);
  });

  it('is never more than the value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.oneof(
          fc.record({ percent: fc.double({ min: 0, max: 100, noNaN: true }) }),
          fc.record({ fixed: fc.integer({ min: 0, max: 10_000_000 }) }),
        ),
        (value, fee) => {
          const cents = cancellationFee(fee, value);
          expect(Number.isInteger(cents)).toBe(true);
          expect(cents).toBeGreaterThanOrEqual(0);
          expect(cents).toBeLessThanOrEqual(value);
        },
      ),
    );
  });
});

describe('planVisitorCancellation', () => {
  it('keeps a percentage fee from the money', () => {
    const plan = planVisitorCancellation(summary(), [lines[0]!], { percent: 10 });
    expect(plan).toMatchObject({ value: 2800, fee: 280, refund: 2520, amount: 2520 });
  });

  it('keeps a fixed fee, and never more than the refund', () => {
    expect(planVisitorCancellation(summary(), [lines[0]!], { fixed: 500 })).toMatchObject({
      fee: 500,
      amount: 2300,
    });
    expect(planVisitorCancellation(summary(), [lines[0]!], { fixed: 99_999 })).toMatchObject({
      fee: 2800,
      amount: 0,
      refund: 0,
    });
  });

  it('keeps the fee from the money first, then from the voucher amounts', () => {
    const withVoucher = summary([
      { kind: 'capture', paymentId: 10, amount: 500, pending: false },
      { kind: 'voucherUsed', codeId: 7, amount: 5000 },
      { kind: 'booked', paymentId: 10 },
    ]);
    const plan = planVisitorCancellation(withVoucher, lines, { fixed: 800 });
    expect(plan).toMatchObject({
      amount: 0,
      fee: 800,
      refund: 4700,
      vouchers: [{ codeId: 7, amount: 4700 }],
    });
  });

  it('leaves the fees kept earlier with the museum when the rest is cancelled wholly', () => {
    const afterFee = summary([
      ...paid,
      {
        kind: 'refundRequested',
        request: 'visitor:a',
        paymentId: 10,
        amount: 2520,
        purpose: 'cancellation',
        lineIds: [1],
        vouchers: [],
        whole: false,
        retryOf: null,
        fee: 280,
      },
      { kind: 'refundDone', request: 'visitor:a' },
    ]);
    expect(afterFee).toMatchObject({ feesKept: 280, due: 2980, surplus: [], held: 2980 });
    expect(planCancellation(afterFee, { value: 2700, whole: true }).amount).toBe(2700);
    const rest = lines.slice(1);
    expect(planVisitorCancellation(afterFee, rest, null)).toMatchObject({
      amount: 2700,
      fee: 0,
    });
  });
});

describe('basketCancellationNote', () => {
  const terms = { allowed: true, untilHours: 24, kinds: ['ticket', 'guidedTour'] };

  it('says nothing for a basket without a dated visit', () => {
    expect(basketCancellationNote(terms, ['merchandise', 'voucher', 'voucherCode'])).toEqual({
      kind: 'none',
    });
    expect(basketCancellationNote(null, [])).toEqual({ kind: 'none' });
  });

  it('names the deadline when the museum lets visitors cancel the basket’s visits', () => {
    expect(basketCancellationNote(terms, ['ticket', 'guidedTour', 'merchandise'])).toEqual({
      kind: 'allowed',
      untilHours: 24,
      all: true,
      fee: null,
    });
    expect(basketCancellationNote(terms, ['ticket', 'dayTicket'])).toEqual({
      kind: 'allowed',
      untilHours: 24,
      all: false,
      fee: null,
    });
  });

  it('names the museum’s fee with the terms', () => {
    expect(basketCancellationNote({ ...terms, fee: { percent: 10 } }, ['ticket'])).toEqual({
      kind: 'allowed',
      untilHours: 24,
      all: true,
      fee: { percent: 10 },
    });
    expect(
      basketCancellationNote({ ...terms, fee: { fixed: 250 } }, ['ticket', 'dayTicket']),
    ).toMatchObject({ kind: 'allowed', all: false, fee: { fixed: 250 } });
  });

  it('says visits cannot be cancelled online when the museum does not allow it for them', () => {
    expect(basketCancellationNote({ ...terms, allowed: false }, ['ticket'])).toEqual({
      kind: 'notOnline',
    });
    expect(basketCancellationNote(terms, ['dayTicket'])).toEqual({ kind: 'notOnline' });
    expect(basketCancellationNote(undefined, ['guidedTour'])).toEqual({ kind: 'notOnline' });
  });
});

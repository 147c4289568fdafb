import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { summarizeLedger } from './ledger';
import {
  cancelledTotal,
  partialCancellationAmounts,
  planAdmissionMove,
  splitLine,
  splitRefusal,
  type SplittableLine,
} from './line-split';

const adults: SplittableLine = {
  type: 'ticket',
  count: 2,
  unitPrice: 1400,
  totalPrice: 2800,
  details: { places: 2, subtickets: [], lines: [] },
};

describe('splitLine', () => {
  it('splits 1 of 2 adults: counts, totals and places', () => {
    const split = splitLine(adults, 1);
    expect(split).toMatchObject({
      ok: true,
      kept: { count: 1, totalPrice: 1400, details: { places: 1 }, admissions: 1 },
      cancelled: { count: 1, totalPrice: 1400, details: { places: 1 }, admissions: 1 },
    });
  });

  it('scales subtickets and rewrites their display lines, keeping the other display lines', () => {
    const family: SplittableLine = {
      type: 'guidedTour',
      count: 3,
      unitPrice: 1000,
      totalPrice: 3000,
      details: {
        subtickets: [{ id: 4, name: 'Audio guide', count: 3, price: 0 }],
        lines: ['3 × Audio guide', 'Language: English'],
      },
    };
    const split = splitLine(family, 2);
    if (!split.ok) throw new Error('refused');
    expect(split.kept.details).toMatchObject({
      subtickets: [{ id: 4, count: 1 }],
      lines: ['1 × Audio guide', 'Language: English'],
    });
    expect(split.cancelled.details.lines).toEqual(['2 × Audio guide', 'Language: English']);
  });

  it('gives a pass holder and their display line to the part that takes their unit', () => {
    const passes: SplittableLine = {
      type: 'merchandise',
      count: 3,
      unitPrice: 5000,
      totalPrice: 15000,
      details: { owners: ['Ann', 'Bob', 'Cy'], lines: ['Ann', 'Bob', 'Cy'] },
    };
    const split = splitLine(passes, 1, [1]);
    if (!split.ok) throw new Error('refused');
    expect(split.kept.details).toMatchObject({ owners: ['Ann', 'Cy'], lines: ['Ann', 'Cy'] });
    expect(split.cancelled.details).toMatchObject({ owners: ['Bob'], lines: ['Bob'] });
    // Without a choice, the last units go.
    const last = splitLine(passes, 2);
    expect(last.ok && last.cancelled.details.owners).toEqual(['Bob', 'Cy']);
  });

  it('refuses lines that cannot be divided, with the reason', () => {
    expect(splitRefusal({ ...adults, count: 1, totalPrice: 1400 })).toBe('single');
    expect(splitRefusal({ ...adults, type: 'voucherCode' })).toBe('voucherCode');
    expect(
      splitRefusal({
        ...adults,
        type: 'guidedTour',
        details: { wholeTour: true, lines: [] },
      }),
    ).toBe('wholeTour');
    // A family ticket of 2 whose 5 people cannot be shared out per ticket.
    expect(splitRefusal({ ...adults, details: { places: 5, lines: [] } })).toBe('notDivisible');
    // One add-on for the whole line.
    expect(
      splitRefusal({
        ...adults,
        details: {
          places: 2,
          subtickets: [{ id: 1, name: 'Guide', count: 1, price: 300 }],
          lines: ['1 × Guide'],
        },
      }),
    ).toBe('notDivisible');
    expect(splitLine(adults, 2)).toEqual({ ok: false, code: 'COUNT_TOO_HIGH' });
    expect(splitLine(adults, 0)).toEqual({ ok: false, code: 'COUNT_TOO_HIGH' });
    expect(splitLine({ ...adults, type: 'voucherCode' }, 1)).toMatchObject({
      ok: false,
      code: 'LINE_NOT_DIVISIBLE',
      reason: 'voucherCode',
    });
  });

  it('never loses or invents a cent when the total is not unit price × count', () => {
    expect(cancelledTotal({ count: 3, unitPrice: 333, totalPrice: 1000 }, 1)).toBe(333);
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 50 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.nat(),
        (count, totalPrice, unitPrice, pick) => {
          const n = 1 + (pick % (count - 1));
          const split = splitLine(
            { type: 'merchandise', count, unitPrice, totalPrice, details: { lines: [] } },
            n,
          );
          if (!split.ok) return false;
          return (
            split.kept.totalPrice + split.cancelled.totalPrice === totalPrice &&
            split.kept.totalPrice >= 0 &&
            split.cancelled.totalPrice >= 0 &&
            split.kept.count + split.cancelled.count === count
          );
        },
      ),
    );
  });
});

describe('planAdmissionMove', () => {
  it('moves unused barcodes, the newest first', () => {
    const tickets = [
      { id: 1, admits: 1, used: false },
      { id: 2, admits: 1, used: false },
      { id: 3, admits: 1, used: true },
    ];
    expect(planAdmissionMove(tickets, 1)).toEqual({ ok: true, move: [2], lower: [] });
    expect(planAdmissionMove(tickets, 2)).toEqual({ ok: true, move: [2, 1], lower: [] });
    expect(planAdmissionMove(tickets, 3)).toEqual({ ok: false, code: 'TICKETS_USED' });
  });

  it('lowers a shared barcode instead of moving it', () => {
    expect(planAdmissionMove([{ id: 7, admits: 4, used: false }], 1)).toEqual({
      ok: true,
      move: [],
      lower: [{ id: 7, admits: 3 }],
    });
    // A shared barcode that admitted its people already cannot give any of them back.
    expect(planAdmissionMove([{ id: 7, admits: 4, used: true }], 1)).toMatchObject({ ok: false });
  });

  it('moves family barcodes of two people whole', () => {
    const family = [
      { id: 1, admits: 2, used: false },
      { id: 2, admits: 2, used: false },
    ];
    expect(planAdmissionMove(family, 2)).toEqual({ ok: true, move: [2], lower: [] });
  });

  it('moves nothing for a line without barcodes', () => {
    expect(planAdmissionMove([], 3)).toEqual({ ok: true, move: [], lower: [] });
  });
});

describe('partialCancellationAmounts', () => {
  it('names the amount of every count that leaves part of the line, for divisible lines only', () => {
    const summary = summarizeLedger({
      entries: [
        { kind: 'capture', paymentId: 1, amount: 4200, pending: false },
        { kind: 'booked', paymentId: 1 },
      ],
      lines: [
        { id: 1, value: 4200 },
        { id: 2, value: 0 },
      ],
      shipping: 0,
    });
    expect(
      partialCancellationAmounts(summary, [
        { ...adults, id: 1, count: 3, totalPrice: 4200, details: { places: 3, lines: [] } },
        { ...adults, id: 2, count: 1, totalPrice: 0 },
      ]),
    ).toEqual([
      {
        lineId: 1,
        amounts: [
          { count: 1, amount: 1400 },
          { count: 2, amount: 2800 },
        ],
      },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { summarizeLedger, type LedgerEntry } from './ledger';
import {
  moveChargeRefusal,
  moveRefusalCode,
  moveTargetState,
  priceMove,
  type MoveTarget,
} from './move';

describe('moveTargetState', () => {
  const now = '2026-12-01T12:00';
  const open: MoveTarget['capacities'][number] = { sales: 'open', free: 3, needed: 2 };

  it('takes a later start with enough free places on every capacity', () => {
    expect(
      moveTargetState({ start: '2026-12-01T15:30', capacities: [open] }, '2026-12-01T14:00', now),
    ).toBe('open');
  });

  it('refuses the booking’s own start, a past start, a stopped or cancelled one and a full one', () => {
    const at = (start: string, capacities = [open]) =>
      moveTargetState({ start, capacities }, '2026-12-01T14:00', now);
    expect(at('2026-12-01T14:00')).toBe('current');
    expect(at('2026-12-01T12:00')).toBe('past');
    expect(at('2026-12-01T11:00')).toBe('past');
    expect(at('2026-12-02T10:00', [{ ...open, sales: 'stopped' }])).toBe('stopped');
    expect(at('2026-12-02T10:00', [open, { ...open, sales: 'cancelled' }])).toBe('stopped');
    expect(at('2026-12-02T10:00', [{ ...open, free: 1 }])).toBe('full');
    expect(at('2026-12-02T10:00', [])).toBe('stopped');
  });

  it('reads days as days: today can still be chosen, yesterday not', () => {
    const day = (start: string) =>
      moveTargetState({ start, capacities: [open] }, '2026-12-05', now);
    expect(day('2026-12-01')).toBe('open');
    expect(day('2026-11-30')).toBe('past');
    expect(day('2026-12-05')).toBe('current');
  });

  it('names each refusal with its stable code', () => {
    expect(moveRefusalCode('current')).toBe('SLOT_SAME');
    expect(moveRefusalCode('past')).toBe('SLOT_PAST');
    expect(moveRefusalCode('stopped')).toBe('SLOT_NOT_ON_SALE');
    expect(moveRefusalCode('full')).toBe('SLOT_FULL');
  });
});

describe('priceMove', () => {
  it('keeps the price of a line whose price does not depend on the start', () => {
    const price = priceMove([
      { id: 1, count: 2, unitPrice: 1200, totalPrice: 2400, atNewStart: null },
    ]);
    expect(price).toEqual({
      lines: [{ id: 1, unitPrice: 1200, totalPrice: 2400, changed: false }],
      before: 2400,
      after: 2400,
      difference: 0,
    });
  });

  it('keeps a line unchanged when the new start prices it the same', () => {
    const price = priceMove([
      {
        id: 1,
        count: 3,
        unitPrice: 1000,
        totalPrice: 3500,
        atNewStart: { unitPrice: 1000, parts: [{ count: 1, price: 500 }] },
      },
    ]);
    expect(price.lines[0]?.changed).toBe(false);
    expect(price.difference).toBe(0);
  });

  it('prices a cheaper start with its parts and gives the difference below 0', () => {
    const price = priceMove([
      {
        id: 1,
        count: 2,
        unitPrice: 1500,
        totalPrice: 3000,
        atNewStart: { unitPrice: 1200, parts: [] },
      },
      {
        id: 2,
        count: 1,
        unitPrice: 1000,
        totalPrice: 1300,
        atNewStart: { unitPrice: 900, parts: [{ count: 2, price: 150 }] },
      },
      { id: 3, count: 1, unitPrice: 800, totalPrice: 800, atNewStart: null },
    ]);
    expect(price.lines).toEqual([
      { id: 1, unitPrice: 1200, totalPrice: 2400, changed: true },
      { id: 2, unitPrice: 900, totalPrice: 1200, changed: true },
      { id: 3, unitPrice: 800, totalPrice: 800, changed: false },
    ]);
    expect(price).toMatchObject({ before: 5100, after: 4400, difference: -700 });
  });

  it('gives a dearer start a difference above 0 and never a negative price', () => {
    expect(
      priceMove([
        {
          id: 1,
          count: 2,
          unitPrice: 1000,
          totalPrice: 2000,
          atNewStart: { unitPrice: 1100, parts: [] },
        },
      ]).difference,
    ).toBe(200);
    expect(
      priceMove([
        {
          id: 1,
          count: 1,
          unitPrice: 100,
          totalPrice: 100,
          atNewStart: { unitPrice: -50, parts: [] },
        },
      ]).lines[0]?.totalPrice,
    ).toBe(0);
  });
});

describe('a cheaper move in the ledger', () => {
  const booked: LedgerEntry[] = [
    { kind: 'capture', paymentId: 1, amount: 5000, pending: false },
    { kind: 'booked', paymentId: 1 },
  ];

  it('leaves the primary payment a surplus of exactly the difference', () => {
    const before = summarizeLedger({
      entries: booked,
      lines: [
        { id: 10, value: 3000 },
        { id: 11, value: 2000 },
      ],
      shipping: 0,
    });
    expect(before.surplus).toEqual([]);
    const { lines } = priceMove([
      {
        id: 10,
        count: 2,
        unitPrice: 1500,
        totalPrice: 3000,
        atNewStart: { unitPrice: 1200, parts: [] },
      },
    ]);
    const after = summarizeLedger({
      entries: booked,
      lines: [
        { id: 10, value: lines[0]?.totalPrice ?? 0 },
        { id: 11, value: 2000 },
      ],
      shipping: 0,
    });
    expect(after.surplus).toEqual([{ paymentId: 1, amount: 600 }]);
    expect(after.owed).toBe(0);
  });

  it('still pays a second payment back in full: the move adds no kept payment', () => {
    const summary = summarizeLedger({
      entries: [...booked, { kind: 'capture', paymentId: 2, amount: 5000, pending: false }],
      lines: [{ id: 10, value: 5000 }],
      shipping: 0,
    });
    expect(summary.surplus).toEqual([{ paymentId: 2, amount: 5000 }]);
  });
});

describe('moveChargeRefusal', () => {
  it('needs a dearer start paid to the cent, and takes no payment otherwise', () => {
    expect(moveChargeRefusal(500, null)).toBe('MOVE_PAYMENT_NEEDED');
    expect(moveChargeRefusal(500, 500)).toBeNull();
    expect(moveChargeRefusal(500, 400)).toBe('MOVE_PRICE_CHANGED');
    expect(moveChargeRefusal(0, null)).toBeNull();
    expect(moveChargeRefusal(-300, null)).toBeNull();
    expect(moveChargeRefusal(0, 500)).toBe('MOVE_PRICE_CHANGED');
    expect(moveChargeRefusal(-300, 300)).toBe('MOVE_PRICE_CHANGED');
  });
});

import { describe, expect, it } from 'vitest';
import { canMove, isPayable, moveOrder, moveOrderThrough, type OrderStatus } from './order-state';

const ALL: OrderStatus[] = [
  'pending',
  'paid',
  'booked',
  'cancelled',
  'expired',
  'failed',
  'partlyRefunded',
  'disputed',
  'refunded',
];

describe('order state machine', () => {
  it('books a pending order through paid', () => {
    expect(moveOrderThrough('pending', ['paid', 'booked'])).toEqual({ ok: true, status: 'booked' });
    expect(moveOrderThrough('expired', ['paid', 'booked'])).toEqual({ ok: true, status: 'booked' });
  });

  it('refuses booking an order that was not paid, as a value', () => {
    expect(moveOrder('pending', 'booked')).toEqual({
      ok: false,
      illegal: { from: 'pending', to: 'booked' },
    });
  });

  it('lets a pending order be cancelled, expire or fail, and an expired one be renewed', () => {
    for (const to of ['cancelled', 'expired', 'failed'] as const) {
      expect(moveOrder('pending', to)).toEqual({ ok: true, status: to });
    }
    expect(moveOrder('expired', 'pending')).toEqual({ ok: true, status: 'pending' });
  });

  it('leaves a booked order to its ledger: no move of its own', () => {
    for (const from of ['booked', 'partlyRefunded', 'disputed'] as const) {
      for (const to of ALL) expect(canMove(from, to)).toBe(false);
    }
  });

  it('stops at the first illegal step of a path', () => {
    expect(moveOrderThrough('pending', ['paid', 'booked', 'pending'])).toEqual({
      ok: false,
      illegal: { from: 'booked', to: 'pending' },
    });
  });

  it('never leaves cancelled, refunded or failed', () => {
    for (const from of ['cancelled', 'refunded', 'failed'] as const) {
      for (const to of ALL) expect(canMove(from, to)).toBe(false);
    }
  });

  it('never goes back to pending from a paid or booked order', () => {
    expect(canMove('booked', 'pending')).toBe(false);
    expect(canMove('paid', 'pending')).toBe(false);
  });

  it('is payable only while pending or expired', () => {
    expect(ALL.filter(isPayable)).toEqual(['pending', 'expired']);
  });
});

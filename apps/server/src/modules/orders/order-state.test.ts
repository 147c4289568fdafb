import { describe, expect, it } from 'vitest';
import {
  canMove,
  isPayable,
  isRefundable,
  moveOrder,
  moveOrderThrough,
  type OrderStatus,
} from './order-state';

const ALL: OrderStatus[] = [
  'pending',
  'paid',
  'booked',
  'cancelled',
  'expired',
  'failed',
  'partlyRefunded',
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

  it('cancels or refunds a booked order, partly or wholly', () => {
    expect(moveOrder('booked', 'cancelled').ok).toBe(true);
    expect(moveOrderThrough('booked', ['partlyRefunded', 'partlyRefunded', 'refunded'])).toEqual({
      ok: true,
      status: 'refunded',
    });
    expect(moveOrder('booked', 'refunded').ok).toBe(true);
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

  it('never goes back to pending from a booked order or refunds an unbooked one', () => {
    expect(canMove('booked', 'pending')).toBe(false);
    expect(canMove('paid', 'pending')).toBe(false);
    expect(isRefundable('pending')).toBe(false);
    expect(isRefundable('booked')).toBe(true);
    expect(isRefundable('partlyRefunded')).toBe(true);
  });

  it('is payable only while pending or expired', () => {
    expect(ALL.filter(isPayable)).toEqual(['pending', 'expired']);
  });
});

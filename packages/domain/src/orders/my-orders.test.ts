import { describe, expect, it } from 'vitest';
import {
  isComingVisit,
  lineSummary,
  splitMyOrders,
  visitSpan,
  type MyOrderInput,
  type MyOrderLine,
} from './my-orders';

const TODAY = '2026-05-10';

function line(name: string, date: string | null, extra: Partial<MyOrderLine> = {}): MyOrderLine {
  return { name, count: 1, date, cancelled: false, ...extra };
}

function order(
  id: string,
  lines: MyOrderLine[],
  extra: Partial<MyOrderInput> = {},
): MyOrderInput & { id: string } {
  return {
    id,
    hasValidLines: true,
    lines,
    bookedOn: '2026-04-01',
    bookedAt: '2026-04-01T10:00:00.000Z',
    ...extra,
  };
}

describe('isComingVisit', () => {
  it('counts a visit today as coming and one yesterday as past', () => {
    expect(isComingVisit(order('a', [line('Admission', TODAY)]), TODAY)).toBe(true);
    expect(isComingVisit(order('b', [line('Admission', '2026-05-09')]), TODAY)).toBe(false);
  });

  it('is coming when any valid line is still to come', () => {
    const mixed = order('a', [line('Tour', '2026-05-01'), line('Admission', '2026-06-01')]);
    expect(isComingVisit(mixed, TODAY)).toBe(true);
  });

  it('leaves out cancelled lines and orders without valid lines', () => {
    const cancelledLine = order('a', [
      line('Admission', '2026-06-01', { cancelled: true }),
      line('Tour', '2026-05-01'),
    ]);
    expect(isComingVisit(cancelledLine, TODAY)).toBe(false);
    const refunded = order('b', [line('Admission', '2026-06-01')], { hasValidLines: false });
    expect(isComingVisit(refunded, TODAY)).toBe(false);
  });

  it('does not count undated lines (passes, vouchers, merchandise) as a visit', () => {
    expect(isComingVisit(order('a', [line('Gift voucher', null)]), TODAY)).toBe(false);
  });
});

describe('visitSpan', () => {
  it('gives the first and last date of the valid lines', () => {
    expect(
      visitSpan([
        line('A', '2026-06-03'),
        line('B', null),
        line('C', '2026-06-01'),
        line('D', '2026-07-01', { cancelled: true }),
      ]),
    ).toEqual({ first: '2026-06-01', last: '2026-06-03' });
  });

  it('falls back to all lines when every line is cancelled, and to null without dates', () => {
    expect(visitSpan([line('A', '2026-06-03', { cancelled: true })])).toEqual({
      first: '2026-06-03',
      last: '2026-06-03',
    });
    expect(visitSpan([line('Voucher', null)])).toEqual({ first: null, last: null });
  });
});

describe('lineSummary', () => {
  it('adds up the counts of lines with the same name, keeping their order', () => {
    expect(
      lineSummary([
        line('Adult', '2026-06-01', { count: 2 }),
        line('Child', '2026-06-01', { count: 1 }),
        line('Adult', '2026-06-02', { count: 3 }),
        line('Poster', null, { cancelled: true }),
      ]),
    ).toEqual([
      { name: 'Adult', count: 5 },
      { name: 'Child', count: 1 },
    ]);
  });
});

describe('splitMyOrders', () => {
  it('lists coming visits next first and past orders most recent first', () => {
    const orders = [
      order('far', [line('A', '2026-08-01')]),
      order('soon', [line('A', '2026-05-20')]),
      order('today', [line('A', '2026-05-01'), line('B', TODAY)]),
      order('lastYear', [line('A', '2025-05-01')]),
      order('lastWeek', [line('A', '2026-05-03')]),
      order('voucher', [line('Voucher', null)], { bookedOn: '2026-05-05' }),
      order('refunded', [line('A', '2026-09-01')], { hasValidLines: false }),
    ];
    const { coming, past } = splitMyOrders(orders, TODAY);
    expect(coming.map((entry) => entry.id)).toEqual(['today', 'soon', 'far']);
    expect(past.map((entry) => entry.id)).toEqual(['refunded', 'voucher', 'lastWeek', 'lastYear']);
  });

  it('puts the later booking first among past orders of the same day', () => {
    const { past } = splitMyOrders(
      [
        order('early', [line('A', '2026-05-01')], { bookedAt: '2026-04-01T08:00:00.000Z' }),
        order('late', [line('A', '2026-05-01')], { bookedAt: '2026-04-02T08:00:00.000Z' }),
      ],
      TODAY,
    );
    expect(past.map((entry) => entry.id)).toEqual(['late', 'early']);
  });
});

import { describe, expect, it } from 'vitest';
import { planRefund, statusAfterCancellation } from './refunds';

describe('planRefund', () => {
  it('pays back everything still held on a whole cancellation', () => {
    expect(
      planRefund({
        paid: 5000,
        refunded: 1200,
        vouchers: [{ codeId: 3, used: 1000, givenBack: 0 }],
        cancelledValue: 0,
        whole: true,
      }),
    ).toEqual({ amount: 3800, vouchers: [{ codeId: 3, amount: 1000 }] });
  });

  it('pays a cancelled line back in money first, then onto the voucher codes in turn', () => {
    const vouchers = [
      { codeId: 1, used: 500, givenBack: 200 },
      { codeId: 2, used: 1000, givenBack: 0 },
    ];
    expect(
      planRefund({ paid: 1000, refunded: 600, vouchers, cancelledValue: 1200, whole: false }),
    ).toEqual({
      amount: 400,
      vouchers: [
        { codeId: 1, amount: 300 },
        { codeId: 2, amount: 500 },
      ],
    });
  });

  it('never pays back more than was paid, and partial refunds add up to the whole', () => {
    const input = { paid: 3000, vouchers: [], whole: false };
    const first = planRefund({ ...input, refunded: 0, cancelledValue: 1000 });
    const second = planRefund({ ...input, refunded: first.amount, cancelledValue: 1500 });
    const rest = planRefund({ ...input, refunded: 2500, cancelledValue: 0, whole: true });
    expect([first.amount, second.amount, rest.amount]).toEqual([1000, 1500, 500]);
    expect(planRefund({ ...input, refunded: 2900, cancelledValue: 1000 }).amount).toBe(100);
  });
});

describe('statusAfterCancellation', () => {
  it('is partly refunded while lines stay, refunded or cancelled once none do', () => {
    expect(statusAfterCancellation({ whole: false, paidBack: 100 })).toBe('partlyRefunded');
    expect(statusAfterCancellation({ whole: true, paidBack: 100 })).toBe('refunded');
    expect(statusAfterCancellation({ whole: true, paidBack: 0 })).toBe('cancelled');
  });
});

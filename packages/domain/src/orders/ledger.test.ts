import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cancellationAmounts,
  cancellationMoneyBack,
  LedgerError,
  planCancellation,
  disputeHoldsPayBack,
  summarizeLedger,
  type LedgerEntry,
  type LedgerLine,
} from './ledger';

const lines: LedgerLine[] = [
  { id: 1, value: 2800 },
  { id: 2, value: 1500 },
];

function summary(entries: LedgerEntry[], shipping = 0, orderLines = lines) {
  return summarizeLedger({ entries, lines: orderLines, shipping });
}

const paidAndBooked: LedgerEntry[] = [
  { kind: 'capture', paymentId: 10, amount: 4300, pending: false },
  { kind: 'booked', paymentId: 10 },
];

function cancellation(
  request: string,
  amount: number,
  lineIds: number[],
  whole = false,
): LedgerEntry {
  return {
    kind: 'refundRequested',
    request,
    paymentId: 10,
    amount,
    purpose: 'cancellation',
    lineIds,
    vouchers: [],
    whole,
    retryOf: null,
  };
}

describe('summarizeLedger', () => {
  it('is open and owes nothing before the order is booked', () => {
    const s = summary([]);
    expect(s).toMatchObject({ state: 'open', due: 0, held: 0, validLineIds: [], surplus: [] });
  });

  it('books an order whose payment covers its lines', () => {
    const s = summary(paidAndBooked);
    expect(s).toMatchObject({
      state: 'booked',
      captured: 4300,
      held: 4300,
      due: 4300,
      validLineIds: [1, 2],
      surplus: [],
      owed: 0,
    });
  });

  it('pays back a capture that did not book the order in full', () => {
    const s = summary([
      ...paidAndBooked,
      { kind: 'capture', paymentId: 11, amount: 4300, pending: false },
    ]);
    expect(s.surplus).toEqual([{ paymentId: 11, amount: 4300 }]);
    expect(s.state).toBe('booked');
  });

  it('pays back every capture of an order that could not be booked', () => {
    const s = summary([{ kind: 'capture', paymentId: 10, amount: 4300, pending: false }]);
    expect(s.surplus).toEqual([{ paymentId: 10, amount: 4300 }]);
    expect(s.due).toBe(0);
  });

  it('asks a surplus back once and flags it for staff when the provider refuses', () => {
    const asked: LedgerEntry[] = [
      ...paidAndBooked,
      { kind: 'capture', paymentId: 11, amount: 4300, pending: false },
      {
        kind: 'refundRequested',
        request: 'surplus:11:0',
        paymentId: 11,
        amount: 4300,
        purpose: 'surplus',
        lineIds: [],
        vouchers: [],
        whole: false,
        retryOf: null,
      },
    ];
    expect(summary(asked)).toMatchObject({ surplus: [], flagged: 0 });
    const refused = [...asked, { kind: 'refundRefused', request: 'surplus:11:0', reason: 'no' }];
    expect(summary(refused as LedgerEntry[])).toMatchObject({ surplus: [], flagged: 4300 });
    const retried: LedgerEntry[] = [
      ...(refused as LedgerEntry[]),
      {
        kind: 'refundRequested',
        request: 'surplus:11:1',
        paymentId: 11,
        amount: 4300,
        purpose: 'surplus',
        lineIds: [],
        vouchers: [],
        whole: false,
        retryOf: 'surplus:11:0',
      },
      { kind: 'refundDone', request: 'surplus:11:1' },
    ];
    expect(summary(retried)).toMatchObject({ surplus: [], flagged: 0, held: 4300, due: 4300 });
  });

  it('cancels a line once its refund is done, and not while the refund is asked or refused', () => {
    const asked = [...paidAndBooked, cancellation('r1', 2800, [1])];
    expect(summary(asked)).toMatchObject({ state: 'booked', validLineIds: [1, 2] });
    const refused = summary([...asked, { kind: 'refundRefused', request: 'r1', reason: 'no' }]);
    expect(refused).toMatchObject({ state: 'booked', validLineIds: [1, 2], held: 4300 });
    const done = summary([...asked, { kind: 'refundDone', request: 'r1' }]);
    expect(done).toMatchObject({
      state: 'partlyRefunded',
      validLineIds: [2],
      cancelledLineIds: [1],
      held: 1500,
      due: 1500,
      surplus: [],
    });
  });

  it('ends refunded when every line is paid back, cancelled when nothing was paid', () => {
    const whole = summary([
      ...paidAndBooked,
      cancellation('r1', 4300, [1, 2], true),
      { kind: 'refundDone', request: 'r1' },
    ]);
    expect(whole).toMatchObject({ state: 'refunded', held: 0, due: 0, validLineIds: [] });
    const free = summary(
      [
        { kind: 'booked', paymentId: null },
        {
          kind: 'refundRequested',
          request: 'r1',
          paymentId: null,
          amount: 0,
          purpose: 'cancellation',
          lineIds: [1],
          vouchers: [],
          whole: true,
          retryOf: null,
        },
        { kind: 'refundDone', request: 'r1' },
      ],
      0,
      [{ id: 1, value: 0 }],
    );
    expect(free.state).toBe('cancelled');
  });

  it('counts shipping while any line is valid and voucher codes as paid', () => {
    const s = summary(
      [
        { kind: 'capture', paymentId: 10, amount: 3800, pending: false },
        { kind: 'voucherUsed', codeId: 7, amount: 1000 },
        { kind: 'booked', paymentId: 10 },
      ],
      500,
    );
    expect(s).toMatchObject({ value: 4800, voucherNet: 1000, due: 3800, surplus: [] });
  });

  it('holds a disputed payment until the bank decides, then cancels and pays back the rest', () => {
    const opened: LedgerEntry[] = [
      ...paidAndBooked,
      { kind: 'disputeOpened', dispute: 'dp_1', paymentId: 10, amount: 3000 },
    ];
    expect(summary(opened)).toMatchObject({ state: 'disputed', validLineIds: [1, 2] });
    const won = summary([...opened, { kind: 'disputeWon', dispute: 'dp_1' }]);
    expect(won).toMatchObject({ state: 'booked', held: 4300, surplus: [] });
    const lost = summary([
      ...opened,
      { kind: 'disputeLost', dispute: 'dp_1', amount: 3000 },
      { kind: 'linesCancelled', lineIds: [1, 2], cause: 'chargeback', vouchers: [] },
    ]);
    expect(lost).toMatchObject({
      state: 'refunded',
      chargedBack: 3000,
      held: 1300,
      surplus: [{ paymentId: 10, amount: 1300 }],
    });
  });

  it('leaves an order with an open dispute but no valid lines refunded, the dispute still open', () => {
    const s = summary([
      ...paidAndBooked,
      { kind: 'disputeOpened', dispute: 'dp_1', paymentId: 10, amount: 3000 },
      cancellation('c1', 4300, [1, 2], true),
      { kind: 'refundDone', request: 'c1' },
    ]);
    expect(s.validLineIds).toEqual([]);
    expect(s.state).toBe('refunded');
    expect(s.openDisputes).toEqual([{ dispute: 'dp_1', paymentId: 10, amount: 3000 }]);
  });

  it('takes a failed direct debit out and says what the order still owes', () => {
    const s = summary([
      { kind: 'capture', paymentId: 10, amount: 4300, pending: true },
      { kind: 'booked', paymentId: 10 },
      { kind: 'captureFailed', paymentId: 10 },
      { kind: 'linesCancelled', lineIds: [1], cause: 'debitFailed', vouchers: [] },
    ]);
    expect(s).toMatchObject({
      captured: 0,
      held: 0,
      due: 1500,
      owed: 1500,
      state: 'partlyRefunded',
    });
  });

  describe('a top-up (a booking moved to a dearer start)', () => {
    // Line 1 was moved to a start where it is worth 3300 instead of 2800.
    const dearer: LedgerLine[] = [
      { id: 1, value: 3300 },
      { id: 2, value: 1500 },
    ];
    const topUp = (paymentId: number, amount: number): LedgerEntry => ({
      kind: 'capture',
      paymentId,
      amount,
      pending: false,
      topUp: true,
    });

    it('owes the difference until it is paid, and keeps the top-up that pays it', () => {
      expect(summary(paidAndBooked, 0, dearer)).toMatchObject({ due: 4800, owed: 500 });
      const paid = summary([...paidAndBooked, topUp(11, 500)], 0, dearer);
      expect(paid).toMatchObject({ due: 4800, held: 4800, owed: 0, surplus: [], flagged: 0 });
      expect(paid.payments.map((row) => [row.paymentId, row.topUp])).toEqual([
        [10, false],
        [11, true],
      ]);
    });

    it('pays a second top-up back in full, and what a top-up holds beyond the difference', () => {
      const twice = summary([...paidAndBooked, topUp(11, 500), topUp(12, 500)], 0, dearer);
      expect(twice).toMatchObject({ owed: 0, surplus: [{ paymentId: 12, amount: 500 }] });
      const tooMuch = summary([...paidAndBooked, topUp(11, 800)], 0, dearer);
      expect(tooMuch.surplus).toEqual([{ paymentId: 11, amount: 300 }]);
      // Without anything owed (the booking was not moved), a top-up is all surplus.
      expect(summary([...paidAndBooked, topUp(11, 500)]).surplus).toEqual([
        { paymentId: 11, amount: 500 },
      ]);
    });

    it('does not count a top-up already being paid back towards what the order needs', () => {
      // A top-up taken when nothing was owed is asked back; then the booking moves to a dearer
      // start and its difference is paid: that second top-up is the one the order keeps.
      const asked: LedgerEntry[] = [
        ...paidAndBooked,
        topUp(11, 500),
        {
          kind: 'refundRequested',
          request: 's1',
          paymentId: 11,
          amount: 500,
          purpose: 'surplus',
          lineIds: [],
          vouchers: [],
          whole: false,
          retryOf: null,
        },
        topUp(12, 500),
      ];
      expect(summary(asked, 0, dearer)).toMatchObject({ owed: 0, surplus: [] });
      const done = summary([...asked, { kind: 'refundDone', request: 's1' }], 0, dearer);
      expect(done).toMatchObject({ held: 4800, due: 4800, owed: 0, surplus: [], flagged: 0 });
    });

    it('gives a top-up back once the lines it paid for are cancelled', () => {
      const entries = [...paidAndBooked, topUp(11, 500)];
      const paid = summary(entries, 0, dearer);
      const plan = planCancellation(paid, { value: 0, whole: true });
      expect(plan).toMatchObject({ amount: 4300, paymentId: 10 });
      const done = summary(
        [
          ...entries,
          cancellation('c1', plan.amount, [1, 2], true),
          { kind: 'refundDone', request: 'c1' },
        ],
        0,
        dearer,
      );
      expect(done).toMatchObject({ due: 0, surplus: [{ paymentId: 11, amount: 500 }] });
      expect(cancellationMoneyBack(paid, { value: 4800, whole: true })).toBe(4800);
      // One line: the primary pays it back and the top-up stays needed for the other.
      expect(cancellationMoneyBack(paid, { value: 3300, whole: false })).toBe(3300);
      expect(cancellationMoneyBack(paid, { value: 1500, whole: false })).toBe(1500);
    });

    it('names the top-up’s part when the primary cannot pay a cancelled line back', () => {
      // 4000 of 4300 paid by a voucher code, 300 by card; line 1 then became 500 dearer.
      const voucherPaid = summary(
        [
          { kind: 'capture', paymentId: 10, amount: 300, pending: false },
          { kind: 'voucherUsed', codeId: 7, amount: 4000 },
          { kind: 'booked', paymentId: 10 },
          topUp(11, 500),
        ],
        0,
        dearer,
      );
      expect(voucherPaid.owed).toBe(0);
      // The whole order: 300 and the top-up's 500 in money, the 4000 onto the code.
      expect(cancellationMoneyBack(voucherPaid, { value: 4800, whole: true })).toBe(800);
      expect(planCancellation(voucherPaid, { value: 4800, whole: true }).vouchers).toEqual([
        { codeId: 7, amount: 4000 },
      ]);
    });
  });

  it('refuses a ledger that breaks its own rules', () => {
    expect(() => summary([{ kind: 'refundDone', request: 'nope' }])).toThrow(LedgerError);
    expect(() => summary([...paidAndBooked, { kind: 'booked', paymentId: 10 }])).toThrow(
      LedgerError,
    );
    expect(() =>
      summary([
        ...paidAndBooked,
        cancellation('r1', 10, [1]),
        { kind: 'refundDone', request: 'r1' },
        { kind: 'refundRefused', request: 'r1', reason: 'late' },
      ]),
    ).toThrow(LedgerError);
  });
});

describe('cancellationAmounts', () => {
  it('names what the whole order and each line’s basket item would pay back', () => {
    const paid = summary(paidAndBooked);
    expect(
      cancellationAmounts(paid, [
        { id: 1, itemIndex: 0, totalPrice: 2800 },
        { id: 2, itemIndex: 1, totalPrice: 1500 },
      ]),
    ).toEqual({
      whole: 4300,
      lines: [
        { lineId: 1, amount: 2800 },
        { lineId: 2, amount: 1500 },
      ],
    });
    // Lines booked together go together: cancelling either is cancelling both, here the whole order.
    expect(
      cancellationAmounts(paid, [
        { id: 1, itemIndex: 0, totalPrice: 2800 },
        { id: 2, itemIndex: 0, totalPrice: 1500 },
      ]).lines,
    ).toEqual([
      { lineId: 1, amount: 4300 },
      { lineId: 2, amount: 4300 },
    ]);
  });
});

describe('disputeHoldsPayBack', () => {
  const paid: LedgerEntry[] = [
    { kind: 'capture', paymentId: 10, amount: 3300, pending: false },
    { kind: 'booked', paymentId: 10 },
  ];
  const opened: LedgerEntry = { kind: 'disputeOpened', dispute: 'd1', paymentId: 10, amount: 3300 };

  it('holds a cancellation while a dispute is open, and lets it go once the bank decides', () => {
    expect(disputeHoldsPayBack(summary(paid))).toBe(false);
    expect(disputeHoldsPayBack(summary([...paid, opened]))).toBe(true);
    expect(
      disputeHoldsPayBack(summary([...paid, opened, { kind: 'disputeWon', dispute: 'd1' }])),
    ).toBe(false);
    expect(
      disputeHoldsPayBack(
        summary([...paid, opened, { kind: 'disputeLost', dispute: 'd1', amount: 3300 }]),
      ),
    ).toBe(false);
  });
});

describe('planCancellation', () => {
  const withVoucher = summary(
    [
      { kind: 'capture', paymentId: 10, amount: 3300, pending: false },
      { kind: 'voucherUsed', codeId: 7, amount: 1000 },
      { kind: 'booked', paymentId: 10 },
    ],
    0,
  );

  it('pays a cancelled line back in money first, then onto the voucher codes', () => {
    expect(planCancellation(withVoucher, { value: 2800, whole: false })).toEqual({
      amount: 2800,
      paymentId: 10,
      vouchers: [],
    });
    const mostlyVoucher = summary([
      { kind: 'capture', paymentId: 10, amount: 300, pending: false },
      { kind: 'voucherUsed', codeId: 7, amount: 4000 },
      { kind: 'booked', paymentId: 10 },
    ]);
    expect(planCancellation(mostlyVoucher, { value: 2800, whole: false })).toEqual({
      amount: 300,
      paymentId: 10,
      vouchers: [{ codeId: 7, amount: 2500 }],
    });
  });

  it('pays back everything the order needs on a whole cancellation', () => {
    expect(planCancellation(withVoucher, { value: 0, whole: true })).toEqual({
      amount: 3300,
      paymentId: 10,
      vouchers: [{ codeId: 7, amount: 1000 }],
    });
  });
});

/**
 * A property over random lives of an order: a server that requests every surplus the summary names
 * and cancels lines as planned ends, once every request is answered, holding exactly what the order
 * needs plus what waits for staff; no refund pays back more than its payment captured.
 */
describe('the ledger over random lives of an order', () => {
  type Step =
    | { op: 'capture'; amount: number; topUp: boolean }
    | { op: 'dearer'; line: number; by: number }
    | { op: 'cancel'; line: number }
    | { op: 'cancelAll' }
    | { op: 'answer'; refuse: boolean };

  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({
      op: fc.constant('capture' as const),
      amount: fc.integer({ min: 1, max: 9000 }),
      topUp: fc.boolean(),
    }),
    fc.record({
      op: fc.constant('dearer' as const),
      line: fc.integer({ min: 0, max: 3 }),
      by: fc.integer({ min: 1, max: 2000 }),
    }),
    fc.record({ op: fc.constant('cancel' as const), line: fc.integer({ min: 0, max: 3 }) }),
    fc.record({ op: fc.constant('cancelAll' as const) }),
    fc.record({ op: fc.constant('answer' as const), refuse: fc.boolean() }),
  );

  it('keeps held − due equal to what waits for staff', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5000 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 900 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.array(step, { maxLength: 25 }),
        (values, shipping, voucherWish, steps) => {
          const orderLines = values.map((value, index) => ({ id: index + 1, value }));
          const total = values.reduce((a, b) => a + b, 0) + shipping;
          const voucher = Math.min(voucherWish, total);
          const entries: LedgerEntry[] = [
            { kind: 'capture', paymentId: 1, amount: total - voucher, pending: false },
            ...(voucher > 0 ? [{ kind: 'voucherUsed' as const, codeId: 5, amount: voucher }] : []),
            { kind: 'booked', paymentId: 1 },
          ];
          let nextPayment = 2;
          let nextRequest = 0;
          const now = () => summarizeLedger({ entries, lines: orderLines, shipping });
          const requestSurplus = () => {
            for (const part of now().surplus) {
              entries.push({
                kind: 'refundRequested',
                request: `s${(nextRequest += 1)}`,
                paymentId: part.paymentId,
                amount: part.amount,
                purpose: 'surplus',
                lineIds: [],
                vouchers: [],
                whole: false,
                retryOf: null,
              });
            }
          };
          const cancel = (lineIds: number[]) => {
            const s = now();
            if (s.refunds.some((r) => r.status === 'requested' && r.purpose === 'cancellation'))
              return;
            const chosen = lineIds.filter((id) => s.validLineIds.includes(id));
            if (chosen.length === 0) return;
            const whole = chosen.length === s.validLineIds.length;
            const value = orderLines
              .filter((line) => chosen.includes(line.id))
              .reduce((sum, line) => sum + line.value, 0);
            const plan = planCancellation(s, { value, whole });
            entries.push({
              kind: 'refundRequested',
              request: `c${(nextRequest += 1)}`,
              paymentId: plan.amount > 0 ? plan.paymentId : null,
              amount: plan.amount,
              purpose: 'cancellation',
              lineIds: chosen,
              vouchers: plan.vouchers,
              whole,
              retryOf: null,
            });
          };
          for (const item of steps) {
            if (item.op === 'capture') {
              entries.push({
                kind: 'capture',
                paymentId: nextPayment,
                amount: item.amount,
                pending: false,
                topUp: item.topUp,
              });
              nextPayment += 1;
            } else if (item.op === 'dearer') {
              // A booking moved to a dearer start: the line is worth more and the difference is
              // taken at once as a top-up (a move waits while a cancellation is under way).
              const s = now();
              const line = orderLines[item.line];
              const busy = s.refunds.some(
                (r) => r.status === 'requested' && r.purpose === 'cancellation',
              );
              if (line && s.validLineIds.includes(line.id) && !busy) {
                orderLines[item.line] = { ...line, value: line.value + item.by };
                entries.push({
                  kind: 'capture',
                  paymentId: nextPayment,
                  amount: item.by,
                  pending: false,
                  topUp: true,
                });
                nextPayment += 1;
              }
            } else if (item.op === 'cancel') cancel([item.line + 1]);
            else if (item.op === 'cancelAll') cancel(orderLines.map((line) => line.id));
            else {
              const pending = now().refunds.find((r) => r.status === 'requested');
              if (pending) {
                entries.push(
                  item.refuse
                    ? { kind: 'refundRefused', request: pending.request, reason: 'refused' }
                    : { kind: 'refundDone', request: pending.request },
                );
              }
            }
            requestSurplus();
            const s = now();
            for (const row of s.payments) {
              expect(row.refunded + row.refunding).toBeLessThanOrEqual(row.captured);
            }
            if (!s.refunds.some((r) => r.status === 'requested')) {
              expect(s.held - s.due).toBe(s.flagged);
              expect(s.owed).toBe(0);
            }
            expect(s.validLineIds.length === 0).toBe(
              s.state === 'refunded' || s.state === 'cancelled',
            );
          }
        },
      ),
      { numRuns: 400 },
    );
  }, 60_000);
});

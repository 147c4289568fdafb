/**
 * The order's payment ledger (docs/payments.md "The ledger"): every movement of money of an order is
 * an append-only entry, and everything the shop says about the order's money is computed from the
 * entries by `summarizeLedger`: what was captured, paid back, charged back or given back onto voucher
 * codes, which lines are still valid, what the order still needs, what must be paid back by itself,
 * what waits for staff, and the order's state. Pure; the server stores the entries and is the only
 * writer, and keeps `orders.status` and the lines' cancellation as projections of this summary.
 *
 * Money of a payment: captured (a direct debit counts while it is under way and is taken out again
 * when it fails), minus what was refunded, minus what a lost dispute took back. The order needs the
 * value of its valid lines plus shipping (while any line is valid) minus what voucher codes paid.
 * The payment that booked the order (the primary) pays what the order needs; a top-up — a payment
 * taken after the booking because the order came to need more (a booking moved to a dearer start) —
 * pays what the primary does not cover, top-ups in the order they were taken. Every other capture
 * is surplus and is paid back in full, and so is the part of the primary or a top-up the order no
 * longer needs (a top-up taken twice pays the second back).
 */

/** Why money is paid back: lines cancelled, or money the order does not need (a second payment). */
export type RefundPurpose = 'cancellation' | 'surplus';

/** What caused lines to be cancelled without a refund request of their own. */
export type CancellationCause = 'debitFailed' | 'chargeback';

/** Cents given back onto a voucher code. */
export interface VoucherAmount {
  codeId: number;
  amount: number;
}

export type LedgerEntry =
  /**
   * A payment collected money; `pending` while a direct debit is under way; `topUp` when it was
   * taken after the booking for what the order came to owe (see the file comment).
   */
  | { kind: 'capture'; paymentId: number; amount: number; pending: boolean; topUp?: boolean }
  /** A direct debit under way arrived. */
  | { kind: 'captureSettled'; paymentId: number }
  /** A direct debit failed (mandate cancelled, debit returned): its money never arrived. */
  | { kind: 'captureFailed'; paymentId: number }
  /** The order was booked with this payment (null: nothing was left to pay after vouchers). */
  | { kind: 'booked'; paymentId: number | null }
  /** A voucher code paid part of the order. */
  | { kind: 'voucherUsed'; codeId: number; amount: number }
  /** Lines cancelled without a refund of their own (their money is gone already). */
  | {
      kind: 'linesCancelled';
      lineIds: number[];
      cause: CancellationCause;
      vouchers: VoucherAmount[];
    }
  /**
   * Money to pay back through `paymentId` (null when nothing goes through a provider). A cancellation
   * cancels `lineIds` and gives `vouchers` back once it is done; a refused one changes nothing.
   */
  | {
      kind: 'refundRequested';
      request: string;
      paymentId: number | null;
      amount: number;
      purpose: RefundPurpose;
      lineIds: number[];
      vouchers: VoucherAmount[];
      whole: boolean;
      /** A surplus request that retries a refused one (staff asked again). */
      retryOf: string | null;
      /** Cents of the cancelled lines' value the museum keeps as its cancellation fee. */
      fee?: number;
    }
  | { kind: 'refundDone'; request: string }
  | { kind: 'refundRefused'; request: string; reason: string }
  /** A refund paid back outside the shop (by bank transfer, in cash) that staff recorded. */
  | { kind: 'refundOutside'; request: string }
  | { kind: 'disputeOpened'; dispute: string; paymentId: number; amount: number }
  | { kind: 'disputeWon'; dispute: string }
  /** The bank took `amount` back from the museum. */
  | { kind: 'disputeLost'; dispute: string; amount: number };

export type LedgerKind = LedgerEntry['kind'];

/** A line of the order as the ledger sees it (voucher-code lines are not lines here). */
export interface LedgerLine {
  id: number;
  /** The line's total price in cents. */
  value: number;
}

export interface LedgerInput {
  entries: readonly LedgerEntry[];
  lines: readonly LedgerLine[];
  /** The order's shipping cost in cents. */
  shipping: number;
}

export interface PaymentBalance {
  paymentId: number;
  /** Cents captured (0 once a direct debit failed). */
  captured: number;
  /** A direct debit still under way. */
  pending: boolean;
  failed: boolean;
  /** Taken after the booking for what the order came to owe. */
  topUp: boolean;
  refunded: number;
  /** Cents asked back and not answered yet. */
  refunding: number;
  chargedBack: number;
  /** What the museum holds of this payment: captured − refunded − charged back. */
  held: number;
}

export interface RefundRequest {
  request: string;
  paymentId: number | null;
  amount: number;
  purpose: RefundPurpose;
  lineIds: number[];
  vouchers: VoucherAmount[];
  whole: boolean;
  status: 'requested' | 'done' | 'refused' | 'outside';
  reason: string | null;
  retryOf: string | null;
  /** Cents the museum keeps as its cancellation fee (0: none). */
  fee: number;
}

export interface OpenDispute {
  dispute: string;
  paymentId: number;
  amount: number;
}

/** The order's state as its money says: `open` until it is booked. */
export type LedgerState =
  'open' | 'booked' | 'partlyRefunded' | 'refunded' | 'cancelled' | 'disputed';

export interface LedgerSummary {
  booked: boolean;
  /** The payment that booked the order. */
  primaryPaymentId: number | null;
  payments: PaymentBalance[];
  captured: number;
  refunded: number;
  chargedBack: number;
  /** captured − refunded − charged back. */
  held: number;
  /** Net cents each voucher code paid (used − given back), codes with 0 left out. */
  vouchers: VoucherAmount[];
  voucherNet: number;
  /** Cents given back onto voucher codes over the order's life. */
  vouchersReturned: number;
  cancelledLineIds: number[];
  validLineIds: number[];
  /** Cancellation fees of done cancellations: the museum keeps them (docs/payments.md). */
  feesKept: number;
  /** Value of the valid lines, plus shipping while any line is valid, plus the fees kept. */
  value: number;
  /** The money the order needs: value − what voucher codes paid (never below 0). */
  due: number;
  refunds: RefundRequest[];
  openDisputes: OpenDispute[];
  /** Surplus that must be paid back now: per payment, not yet asked for and not refused. */
  surplus: { paymentId: number; amount: number }[];
  /** Surplus whose refund the provider refused and nobody retried: staff must act. */
  flagged: number;
  /** Money the order needs that the museum does not hold (a failed debit of used tickets). */
  owed: number;
  state: LedgerState;
}

/** A ledger that breaks its own rules: a bug of its writer, never an expected failure. */
export class LedgerError extends Error {}

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new LedgerError(what);
  return value;
}

function addVoucher(map: Map<number, number>, codeId: number, cents: number): void {
  map.set(codeId, (map.get(codeId) ?? 0) + cents);
}

/**
 * What each payment keeps of the money the order needs (`due`): the primary first, then the
 * top-ups by id (the order they were taken), each up to what it holds and is not being paid back
 * as surplus already (`surplusAsked`); every other payment keeps nothing.
 */
function keptOf(
  balances: readonly PaymentBalance[],
  primaryPaymentId: number | null,
  due: number,
  surplusAsked: (paymentId: number) => number,
): Map<number, number> {
  const keeps = new Map<number, number>();
  const primary = balances.filter((row) => row.paymentId === primaryPaymentId);
  const topUps = balances.filter((row) => row.topUp && row.paymentId !== primaryPaymentId);
  let needed = due;
  for (const row of [...primary, ...topUps]) {
    const keep = Math.max(0, Math.min(row.held - surplusAsked(row.paymentId), needed));
    keeps.set(row.paymentId, keep);
    needed -= keep;
  }
  return keeps;
}

/** Everything the order's money says, from its entries (see the file comment). */
export function summarizeLedger(input: LedgerInput): LedgerSummary {
  const payments = new Map<number, PaymentBalance>();
  const refunds = new Map<string, RefundRequest>();
  const disputes = new Map<string, OpenDispute & { open: boolean }>();
  const voucherUsed = new Map<number, number>();
  const voucherReturned = new Map<number, number>();
  const cancelled = new Set<number>();
  let booked = false;
  let primaryPaymentId: number | null = null;
  const payment = (id: number) => must(payments.get(id), `payment ${id} has no capture`);
  const refund = (request: string) =>
    must(refunds.get(request), `refund ${request} was not requested`);
  const open = (request: string) => {
    const row = refund(request);
    if (row.status !== 'requested') throw new LedgerError(`refund ${request} is settled already`);
    return row;
  };

  for (const entry of input.entries) {
    switch (entry.kind) {
      case 'capture':
        if (payments.has(entry.paymentId)) {
          throw new LedgerError(`payment ${entry.paymentId} is captured twice`);
        }
        payments.set(entry.paymentId, {
          paymentId: entry.paymentId,
          captured: entry.amount,
          pending: entry.pending,
          failed: false,
          topUp: entry.topUp === true,
          refunded: 0,
          refunding: 0,
          chargedBack: 0,
          held: 0,
        });
        break;
      case 'captureSettled':
        payment(entry.paymentId).pending = false;
        break;
      case 'captureFailed': {
        const row = payment(entry.paymentId);
        row.failed = true;
        row.pending = false;
        row.captured = 0;
        break;
      }
      case 'booked':
        if (booked) throw new LedgerError('the order is booked twice');
        booked = true;
        primaryPaymentId = entry.paymentId;
        if (entry.paymentId !== null) payment(entry.paymentId);
        break;
      case 'voucherUsed':
        addVoucher(voucherUsed, entry.codeId, entry.amount);
        break;
      case 'linesCancelled':
        for (const id of entry.lineIds) cancelled.add(id);
        for (const part of entry.vouchers) addVoucher(voucherReturned, part.codeId, part.amount);
        break;
      case 'refundRequested':
        if (refunds.has(entry.request)) throw new LedgerError(`refund ${entry.request} twice`);
        if (entry.paymentId !== null) payment(entry.paymentId).refunding += entry.amount;
        else if (entry.amount !== 0) {
          throw new LedgerError(`refund ${entry.request} has money but no payment`);
        }
        refunds.set(entry.request, {
          request: entry.request,
          paymentId: entry.paymentId,
          amount: entry.amount,
          purpose: entry.purpose,
          lineIds: entry.lineIds,
          vouchers: entry.vouchers,
          whole: entry.whole,
          status: 'requested',
          reason: null,
          retryOf: entry.retryOf,
          fee: Math.max(0, entry.fee ?? 0),
        });
        break;
      case 'refundDone':
      case 'refundOutside': {
        const row = open(entry.request);
        row.status = entry.kind === 'refundDone' ? 'done' : 'outside';
        if (row.paymentId !== null) {
          const paid = payment(row.paymentId);
          paid.refunding -= row.amount;
          paid.refunded += row.amount;
        }
        for (const id of row.lineIds) cancelled.add(id);
        for (const part of row.vouchers) addVoucher(voucherReturned, part.codeId, part.amount);
        break;
      }
      case 'refundRefused': {
        const row = open(entry.request);
        row.status = 'refused';
        row.reason = entry.reason;
        if (row.paymentId !== null) payment(row.paymentId).refunding -= row.amount;
        break;
      }
      case 'disputeOpened':
        payment(entry.paymentId);
        disputes.set(entry.dispute, {
          dispute: entry.dispute,
          paymentId: entry.paymentId,
          amount: entry.amount,
          open: true,
        });
        break;
      case 'disputeWon':
        must(disputes.get(entry.dispute), `dispute ${entry.dispute} was not opened`).open = false;
        break;
      case 'disputeLost': {
        const row = must(disputes.get(entry.dispute), `dispute ${entry.dispute} was not opened`);
        row.open = false;
        payment(row.paymentId).chargedBack += entry.amount;
        break;
      }
    }
  }

  for (const row of payments.values()) row.held = row.captured - row.refunded - row.chargedBack;
  const balances = [...payments.values()].sort((a, b) => a.paymentId - b.paymentId);
  const sum = (pick: (row: PaymentBalance) => number) =>
    balances.reduce((total, row) => total + pick(row), 0);
  const captured = sum((row) => row.captured);
  const refunded = sum((row) => row.refunded);
  const chargedBack = sum((row) => row.chargedBack);
  const held = captured - refunded - chargedBack;

  const codes = [...new Set([...voucherUsed.keys(), ...voucherReturned.keys()])].sort(
    (a, b) => a - b,
  );
  const vouchers = codes
    .map((codeId) => ({
      codeId,
      amount: (voucherUsed.get(codeId) ?? 0) - (voucherReturned.get(codeId) ?? 0),
    }))
    .filter((part) => part.amount !== 0);
  const voucherNet = vouchers.reduce((total, part) => total + part.amount, 0);
  const vouchersReturned = [...voucherReturned.values()].reduce((a, b) => a + b, 0);

  const validLines = booked ? input.lines.filter((line) => !cancelled.has(line.id)) : [];
  const feesKept = [...refunds.values()]
    .filter((request) => request.status === 'done' || request.status === 'outside')
    .reduce((total, request) => total + request.fee, 0);
  const value =
    (validLines.length > 0
      ? validLines.reduce((total, line) => total + line.value, 0) + input.shipping
      : 0) + (booked ? feesKept : 0);
  const due = Math.max(0, value - voucherNet);

  const requests = [...refunds.values()];
  const surplusAsked = (paymentId: number) =>
    requests
      .filter(
        (request) =>
          request.paymentId === paymentId &&
          request.purpose === 'surplus' &&
          request.status === 'requested',
      )
      .reduce((total, request) => total + request.amount, 0);
  const keeps = keptOf(balances, primaryPaymentId, due, surplusAsked);
  const surplus: LedgerSummary['surplus'] = [];
  let flagged = 0;
  for (const row of balances) {
    const keep = keeps.get(row.paymentId) ?? 0;
    const refused = requests.filter(
      (request) =>
        request.paymentId === row.paymentId &&
        request.purpose === 'surplus' &&
        request.status === 'refused' &&
        !requests.some((other) => other.retryOf === request.request),
    );
    const refusedAmount = refused.reduce((total, request) => total + request.amount, 0);
    const askedAmount = surplusAsked(row.paymentId);
    // An open dispute holds the money where it is until the bank decides.
    const disputed = [...disputes.values()].some(
      (dispute) => dispute.open && dispute.paymentId === row.paymentId,
    );
    const extra = row.held - keep;
    const flaggedHere = Math.min(refusedAmount, Math.max(0, extra - askedAmount));
    flagged += flaggedHere;
    const left = extra - askedAmount - flaggedHere;
    if (left > 0 && !disputed) surplus.push({ paymentId: row.paymentId, amount: left });
  }
  const kept = [...keeps.values()].reduce((total, keep) => total + keep, 0);
  const owed = booked ? Math.max(0, due - kept) : 0;

  const openDisputes = [...disputes.values()]
    .filter((dispute) => dispute.open)
    .map(({ dispute, paymentId, amount }) => ({ dispute, paymentId, amount }));
  const cancelledLineIds = input.lines.filter((line) => cancelled.has(line.id)).map((l) => l.id);
  let state: LedgerState = 'open';
  if (booked) {
    // An open dispute marks an order that still has valid lines; one with none stays refunded or
    // cancelled (its documents are gone), and the dispute shows on the order and the problems list.
    if (validLines.length === 0)
      state = refunded + chargedBack + vouchersReturned > 0 ? 'refunded' : 'cancelled';
    else if (openDisputes.length > 0) state = 'disputed';
    else state = cancelledLineIds.length > 0 ? 'partlyRefunded' : 'booked';
  }

  return {
    booked,
    primaryPaymentId,
    payments: balances,
    captured,
    refunded,
    chargedBack,
    held,
    vouchers,
    voucherNet,
    vouchersReturned,
    cancelledLineIds,
    validLineIds: validLines.map((line) => line.id),
    feesKept,
    value,
    due,
    refunds: requests,
    openDisputes,
    surplus,
    flagged,
    owed,
    state,
  };
}

export interface CancellationPlan {
  /** Cents to pay back through `paymentId`. */
  amount: number;
  paymentId: number | null;
  vouchers: VoucherAmount[];
}

/**
 * While a dispute on one of an order's payments is open, nothing of the order is paid back: no
 * cancellation, no move to a cheaper start. The bank may take the money back itself, and a refund on
 * top of that would pay it back twice. Once the bank decides, a won dispute leaves the order as it
 * was and a lost one has taken the money back already.
 */
export function disputeHoldsPayBack(summary: LedgerSummary): boolean {
  return summary.openDisputes.length > 0;
}

/**
 * What cancelling lines pays back, and to where: a whole cancellation pays back all the order still
 * needs (vouchers onto their codes, the rest in money); a partial one pays the lines' value back in
 * money first (up to what the primary payment still holds), the rest onto the voucher codes in turn.
 */
export function planCancellation(
  summary: LedgerSummary,
  input: { value: number; whole: boolean },
): CancellationPlan {
  const primary = summary.payments.find((row) => row.paymentId === summary.primaryPaymentId);
  const available = primary ? Math.max(0, primary.held - primary.refunding) : 0;
  if (input.whole) {
    // The fees of earlier cancellations stay with the museum.
    return {
      amount: Math.min(Math.max(0, summary.due - summary.feesKept), available),
      paymentId: primary?.paymentId ?? null,
      vouchers: summary.vouchers.filter((part) => part.amount > 0),
    };
  }
  const value = Math.max(0, Math.trunc(input.value));
  const amount = Math.min(value, available, summary.due);
  let rest = value - amount;
  const vouchers: VoucherAmount[] = [];
  for (const part of summary.vouchers) {
    if (rest === 0) break;
    const back = Math.min(rest, Math.max(0, part.amount));
    if (back > 0) vouchers.push({ codeId: part.codeId, amount: back });
    rest -= back;
  }
  return { amount, paymentId: primary?.paymentId ?? null, vouchers };
}

/**
 * What top-ups pay back by themselves once a cancellation `plan` of lines worth `value` is done:
 * the order then needs less, the primary keeps what is left of it first, and top-ups give back
 * what the order no longer needs of them (as surplus, after the cancellation's own refund).
 */
export function topUpRelease(
  summary: LedgerSummary,
  input: { value: number; whole: boolean },
  plan: CancellationPlan,
): number {
  const topUps = summary.payments.filter(
    (row) => row.topUp && row.paymentId !== summary.primaryPaymentId,
  );
  const held = topUps.reduce((sum, row) => sum + Math.max(0, row.held - row.refunding), 0);
  if (held === 0) return 0;
  if (input.whole) return held;
  const primary = summary.payments.find((row) => row.paymentId === summary.primaryPaymentId);
  const primaryLeft = primary ? Math.max(0, primary.held - primary.refunding - plan.amount) : 0;
  const returned = plan.vouchers.reduce((sum, part) => sum + part.amount, 0);
  const dueAfter = Math.max(0, summary.value - input.value - (summary.voucherNet - returned));
  return held - Math.min(held, Math.max(0, dueAfter - primaryLeft));
}

/** What cancelling lines worth `value` pays back in money: its refund, and what top-ups give back. */
export function cancellationMoneyBack(
  summary: LedgerSummary,
  input: { value: number; whole: boolean },
): number {
  const plan = planCancellation(summary, input);
  return plan.amount + topUpRelease(summary, input, plan);
}

/** A line as a cancellation reads it: its basket item (null for a voucher-code line) and value. */
export interface CancellableLine {
  id: number;
  itemIndex: number | null;
  totalPrice: number;
}

/**
 * What a cancellation would pay back in money (`planCancellation`, and what top-ups give back
 * after it, `topUpRelease`): of the whole order,
 * and of each valid line, which takes the lines of its basket item with it. `valid` are the lines
 * still booked.
 */
export function cancellationAmounts(
  summary: LedgerSummary,
  valid: readonly CancellableLine[],
): { whole: number; lines: { lineId: number; amount: number }[] } {
  const value = (lines: readonly CancellableLine[]) =>
    lines.reduce((sum, line) => sum + line.totalPrice, 0);
  const groupOf = (line: CancellableLine) =>
    valid.filter((other) => (other.itemIndex ?? -1) === (line.itemIndex ?? -1));
  const moneyBack = (input: { value: number; whole: boolean }) =>
    cancellationMoneyBack(summary, input);
  return {
    whole: moneyBack({ value: value(valid), whole: true }),
    lines: valid.map((line) => {
      const group = groupOf(line);
      return {
        lineId: line.id,
        amount: moneyBack({ value: value(group), whole: group.length === valid.length }),
      };
    }),
  };
}

/**
 * The visitor cancels lines of their order themselves, within the museum's terms
 * (`server.museum.terms.cancel`, docs/configuration.md "Visitor's terms"; docs/decisions.md
 * "Visitors cancel within the terms"). Pure; the server decides with it and the order review shows
 * its answer.
 *
 * - A line may be cancelled when the museum allows it, its kind is one the terms name, it is still
 *   valid, the order is booked, no dispute holds the money (`disputeHoldsPayBack`), no other
 *   cancellation of the order waits for its provider, and — for a line with a start — now is before
 *   the deadline: the start minus `untilHours`, counted in the museum's wall-clock time (a line
 *   without a start, such as an article of the shop, has no deadline).
 * - A line goes with the other lines of its basket item (a tour's price lines were booked together),
 *   as it does when staff cancel: it may be cancelled only when all of them may.
 * - The fee is charged once per cancellation: a percentage of the cancelled lines' value, rounded to
 *   the nearest cent (half a cent up), or a fixed amount; never more than what the cancellation gives
 *   back. It is kept from the money first, then from the voucher amounts (the last code first).
 */
import {
  disputeHoldsPayBack,
  planCancellation,
  type CancellableLine,
  type CancellationPlan,
  type LedgerSummary,
} from './ledger';

/** The order line types the terms can name. */
export const CANCELLABLE_KINDS = [
  'ticket',
  'dayTicket',
  'guidedTour',
  'merchandise',
  'voucher',
] as const;

export type CancellableKind = (typeof CANCELLABLE_KINDS)[number];

/**
 * The kinds of a dated visit: the only ones a museum may let visitors cancel (a shop article may
 * already be on its way, a gift voucher's code in other hands), and the ones the basket's note
 * speaks of.
 */
export const VISIT_KINDS = [
  'ticket',
  'dayTicket',
  'guidedTour',
] as const satisfies readonly CancellableKind[];

export type VisitKind = (typeof VISIT_KINDS)[number];

function isVisitKind(type: string): type is VisitKind {
  return (VISIT_KINDS as readonly string[]).includes(type);
}

/** The museum's fee for a cancellation: a percentage of the cancelled value, or fixed cents. */
export type CancellationFee = { percent: number } | { fixed: number } | null;

export interface CancelTerms {
  allowed: boolean;
  /** Hours before a line's start until which it may be cancelled. */
  untilHours: number;
  fee: CancellationFee;
  kinds: readonly CancellableKind[];
}

/** Why the visitor may not cancel a line now. */
export const CANCEL_REFUSALS = [
  'NOT_ALLOWED',
  'KIND_NOT_CANCELLABLE',
  'DEADLINE_PASSED',
  'LINE_CANCELLED',
  'ORDER_NOT_CANCELLABLE',
  'PAYMENT_DISPUTED',
  'ORDER_BUSY',
] as const;

export type CancelRefusal = (typeof CANCEL_REFUSALS)[number];

/** A line of the order as the terms read it. */
export interface TermsLine extends CancellableLine {
  type: string;
  /** The visit's start, museum-local `YYYY-MM-DDTHH:mm` (a day ticket's day at 00:00); null: none. */
  start: string | null;
}

export interface LineTerms {
  lineId: number;
  /** The lines cancelled together with this one (its basket item), this one included. */
  group: number[];
  refusal: CancelRefusal | null;
  /** Museum-local `YYYY-MM-DDTHH:mm` until which the line may be cancelled; null: no deadline. */
  deadline: string | null;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

function wallClockMs(local: string): number {
  const match = LOCAL.exec(local);
  if (!match) throw new RangeError(`Not a local date-time: ${local}`);
  const [y, mo, d, h, mi] = match.slice(1).map(Number);
  return Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0);
}

/** `start` minus `hours`, museum-local `YYYY-MM-DDTHH:mm`. */
export function cancelDeadline(start: string, hours: number): string {
  return new Date(wallClockMs(start) - Math.round(hours * 60) * 60_000).toISOString().slice(0, 16);
}

/**
 * Whether a visit starting at `start` (museum-local `YYYY-MM-DDTHH:mm`) is past the terms' deadline
 * `hours` before it at `now` (museum-local, same form): the deadline itself is already too late.
 */
export function deadlinePassed(start: string, hours: number, now: string): boolean {
  return wallClockMs(now) >= wallClockMs(cancelDeadline(start, hours));
}

/** A cancellation of the order by the visitor waits for its provider: nothing else goes meanwhile. */
export function cancellationOpen(summary: LedgerSummary): boolean {
  return summary.refunds.some(
    (refund) => refund.status === 'requested' && refund.purpose === 'cancellation',
  );
}

/**
 * For each line of the order: whether the visitor may cancel it now, or why not, and its deadline.
 * `now` is the museum's local time (`YYYY-MM-DDTHH:mm`).
 */
export function cancellationTerms(input: {
  terms: CancelTerms;
  summary: LedgerSummary;
  lines: readonly TermsLine[];
  now: string;
}): LineTerms[] {
  const { terms, summary, lines } = input;
  const orderRefusal: CancelRefusal | null = !terms.allowed
    ? 'NOT_ALLOWED'
    : !summary.booked || summary.validLineIds.length === 0
      ? 'ORDER_NOT_CANCELLABLE'
      : disputeHoldsPayBack(summary)
        ? 'PAYMENT_DISPUTED'
        : cancellationOpen(summary)
          ? 'ORDER_BUSY'
          : null;
  const deadlineOf = (line: TermsLine) =>
    line.start === null ? null : cancelDeadline(line.start, terms.untilHours);
  const own = (line: TermsLine): CancelRefusal | null => {
    if (!summary.validLineIds.includes(line.id)) return 'LINE_CANCELLED';
    if (orderRefusal) return orderRefusal;
    if (!(terms.kinds as readonly string[]).includes(line.type)) return 'KIND_NOT_CANCELLABLE';
    if (line.start !== null && deadlinePassed(line.start, terms.untilHours, input.now)) {
      return 'DEADLINE_PASSED';
    }
    return null;
  };
  const valid = lines.filter((line) => summary.validLineIds.includes(line.id));
  return lines.map((line) => {
    const group = summary.validLineIds.includes(line.id)
      ? valid.filter((other) => (other.itemIndex ?? -1) === (line.itemIndex ?? -1))
      : [line];
    // The line's own reason first; else the first reason of a line it goes with.
    const refusal = own(line) ?? group.map(own).find((reason) => reason !== null) ?? null;
    const deadlines = group.flatMap((other) => {
      const deadline = deadlineOf(other);
      return deadline === null ? [] : [deadline];
    });
    return {
      lineId: line.id,
      group: group.map((other) => other.id),
      refusal,
      deadline: deadlines.sort()[0] ?? null,
    };
  });
}

/** The fee of cancelling lines worth `value` cents (see the file comment for the rounding). */
export function cancellationFee(fee: CancellationFee, value: number): number {
  if (fee === null || value <= 0) return 0;
  const cents = 'percent' in fee ? Math.round((value * fee.percent) / 100) : fee.fixed;
  return Math.max(0, Math.min(value, Math.trunc(cents)));
}

/** What a cancellation of the visitor gives back, and the fee the museum keeps. */
export interface VisitorCancellationPlan extends CancellationPlan {
  /** The cancelled lines' value in cents. */
  value: number;
  /** Cents the museum keeps (never more than the cancellation would give back). */
  fee: number;
  /** Cents given back: money plus voucher amounts. */
  refund: number;
}

/**
 * What cancelling `chosen` (whole basket items, see `cancellationTerms`) gives back after the fee:
 * `planCancellation` of the staff's path, with the fee kept from the money first, then from the
 * voucher amounts, the last code first.
 */
export function planVisitorCancellation(
  summary: LedgerSummary,
  chosen: readonly Pick<CancellableLine, 'id' | 'totalPrice'>[],
  fee: CancellationFee,
): VisitorCancellationPlan {
  const value = chosen.reduce((sum, line) => sum + line.totalPrice, 0);
  const valid = new Set(summary.validLineIds);
  const whole =
    chosen.length > 0 && [...valid].every((id) => chosen.some((line) => line.id === id));
  const plan = planCancellation(summary, { value, whole });
  const back = plan.amount + plan.vouchers.reduce((sum, part) => sum + part.amount, 0);
  const kept = Math.min(cancellationFee(fee, value), back);
  let rest = kept;
  const amount = plan.amount - Math.min(rest, plan.amount);
  rest -= plan.amount - amount;
  const vouchers = [...plan.vouchers]
    .reverse()
    .map((part) => {
      const off = Math.min(rest, part.amount);
      rest -= off;
      return { codeId: part.codeId, amount: part.amount - off };
    })
    .reverse()
    .filter((part) => part.amount > 0);
  return { ...plan, amount, vouchers, value, fee: kept, refund: back - kept };
}

/** What a visitor is told of cancelling before they buy (the basket and the payment step). */
export type BasketCancellationNote =
  | { kind: 'none' }
  | { kind: 'allowed'; untilHours: number; all: boolean; fee: CancellationFee }
  | { kind: 'notOnline' };

/**
 * The cancellation note of a basket holding items of `types`: none without a dated visit (tickets,
 * day tickets, tours); "allowed until … hours before", with the museum's fee (null: none), when the
 * museum lets visitors cancel some or all of them (`all` when every visit of the basket is of a kind
 * it names); else "not online". A server that names no fee is read as having none.
 */
export function basketCancellationNote(
  terms:
    | { allowed: boolean; untilHours: number; kinds: readonly string[]; fee?: CancellationFee }
    | null
    | undefined,
  types: readonly string[],
): BasketCancellationNote {
  const visits = types.filter(isVisitKind);
  if (visits.length === 0) return { kind: 'none' };
  if (!terms?.allowed) return { kind: 'notOnline' };
  const covered = visits.filter((type) => terms.kinds.includes(type));
  if (covered.length === 0) return { kind: 'notOnline' };
  return {
    kind: 'allowed',
    untilHours: terms.untilHours,
    all: covered.length === visits.length,
    fee: terms.fee ?? null,
  };
}

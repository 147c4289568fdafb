/**
 * The visitor moves a booked visit to another start themselves, within the museum's terms
 * (`server.museum.terms.move`, docs/configuration.md "Visitor's terms"; docs/decisions.md "Visitors
 * move a visit"). Pure; the server decides with it and the order review shows its answer. It reuses
 * the cancellation terms' pieces: the deadline arithmetic (`cancelDeadline`, `deadlinePassed`) and
 * the refusal reasons.
 *
 * - A booking (all valid lines of one basket item) may be moved when the museum allows it, it is a
 *   visit with a start (a timed ticket, a day ticket, a guided tour), it is still valid, the order is
 *   booked, no dispute holds the money, no cancellation of the order waits for its provider, no other
 *   move of the order waits for its payment, none of its tickets was used at the door, and now is
 *   before its deadline: its start minus `untilHours`, in the museum's wall-clock time.
 * - The new start must lie beyond the same deadline too (`moveTargetInTerms`): a visitor cannot move
 *   a visit to a start they could not move it away from again, nor buy themselves a start the shop
 *   would let them cancel no more. A day ticket's start is its day at 00:00.
 */
import { cancelDeadline, cancellationOpen, deadlinePassed } from './cancel-terms';
import { disputeHoldsPayBack, type LedgerSummary } from './ledger';

/** The kinds of a visit with a start: the only ones that move. */
export const MOVABLE_KINDS = ['ticket', 'dayTicket', 'guidedTour'] as const;

export type MovableKind = (typeof MOVABLE_KINDS)[number];

export interface MoveTerms {
  allowed: boolean;
  /** Hours before the start (the old one and the new one) until which a visit may be moved. */
  untilHours: number;
}

/** Why the visitor may not move a booking now. */
export const MOVE_REFUSALS = [
  'NOT_ALLOWED',
  'KIND_NOT_MOVABLE',
  'DEADLINE_PASSED',
  'LINE_CANCELLED',
  'ORDER_NOT_MOVABLE',
  'PAYMENT_DISPUTED',
  'ORDER_BUSY',
  'MOVE_UNDER_WAY',
  'BOOKING_USED',
] as const;

export type MoveRefusal = (typeof MOVE_REFUSALS)[number];

/** A booking of the order as the terms read it: one basket item's lines. */
export interface TermsBooking {
  itemIndex: number;
  lines: readonly {
    id: number;
    type: string;
    /** Museum-local `YYYY-MM-DDTHH:mm` (a day ticket's day at 00:00); null: no start. */
    start: string | null;
  }[];
  /** A ticket of the booking was checked in at the door. */
  used: boolean;
}

export interface BookingMoveTerms {
  itemIndex: number;
  lineIds: number[];
  refusal: MoveRefusal | null;
  /** Museum-local `YYYY-MM-DDTHH:mm` until which it may be moved; null: it has no start. */
  deadline: string | null;
}

function isMovableKind(type: string): type is MovableKind {
  return (MOVABLE_KINDS as readonly string[]).includes(type);
}

/**
 * For each booking: whether the visitor may move it now, or why not, and its deadline (see the file
 * comment). `now` is the museum's local time (`YYYY-MM-DDTHH:mm`); `moveUnderWay` says whether a
 * move of the order waits for its payment.
 */
export function moveTerms(input: {
  terms: MoveTerms;
  summary: LedgerSummary;
  bookings: readonly TermsBooking[];
  now: string;
  moveUnderWay?: boolean;
}): BookingMoveTerms[] {
  const { terms, summary, now } = input;
  const orderRefusal: MoveRefusal | null = !terms.allowed
    ? 'NOT_ALLOWED'
    : !summary.booked || summary.validLineIds.length === 0
      ? 'ORDER_NOT_MOVABLE'
      : disputeHoldsPayBack(summary)
        ? 'PAYMENT_DISPUTED'
        : cancellationOpen(summary)
          ? 'ORDER_BUSY'
          : input.moveUnderWay
            ? 'MOVE_UNDER_WAY'
            : null;
  return input.bookings.map((booking) => {
    const lineIds = booking.lines.map((line) => line.id);
    const starts = [...new Set(booking.lines.map((line) => line.start))];
    const start = starts.length === 1 ? (starts[0] ?? null) : null;
    const deadline = start === null ? null : cancelDeadline(start, terms.untilHours);
    const refusal = ((): MoveRefusal | null => {
      if (orderRefusal === 'NOT_ALLOWED' || orderRefusal === 'ORDER_NOT_MOVABLE') {
        return orderRefusal;
      }
      if (
        booking.lines.length === 0 ||
        booking.lines.some((line) => !summary.validLineIds.includes(line.id))
      ) {
        return 'LINE_CANCELLED';
      }
      if (orderRefusal) return orderRefusal;
      const [first] = booking.lines;
      if (
        !first ||
        !isMovableKind(first.type) ||
        booking.lines.some((line) => line.type !== first.type) ||
        start === null
      ) {
        return 'KIND_NOT_MOVABLE';
      }
      if (booking.used) return 'BOOKING_USED';
      if (deadlinePassed(start, terms.untilHours, now)) return 'DEADLINE_PASSED';
      return null;
    })();
    return { itemIndex: booking.itemIndex, lineIds, refusal, deadline };
  });
}

/**
 * Whether the visitor may choose `target` (museum-local `YYYY-MM-DDTHH:mm`, or a day `YYYY-MM-DD`)
 * as the new start at `now`: it lies beyond the terms' deadline as the old start must.
 */
export function moveTargetInTerms(terms: MoveTerms, target: string, now: string): boolean {
  const start = target.length === 10 ? `${target}T00:00` : target;
  return terms.allowed && !deadlinePassed(start, terms.untilHours, now);
}

/** What a visitor is told of moving before they buy (the basket and the payment step). */
export type BasketMoveNote =
  | { kind: 'none' }
  | { kind: 'allowed'; untilHours: number }
  | {
      kind: 'notOnline';
    };

/**
 * The move note of a basket holding items of `types`: none without a dated visit; "may be moved until
 * … hours before" when the museum lets visitors move visits; else "not online".
 */
export function basketMoveNote(
  terms: MoveTerms | null | undefined,
  types: readonly string[],
): BasketMoveNote {
  if (!types.some(isMovableKind)) return { kind: 'none' };
  if (!terms?.allowed) return { kind: 'notOnline' };
  return { kind: 'allowed', untilHours: terms.untilHours };
}

/**
 * Moving a booked booking (all valid lines of one basket item) to another start of the same event
 * or tour, or to another day of the same event (docs/decisions.md "Moving a booking"):
 *
 * - `moveTargetState`: whether a start can take the booking — the shop's own checks: a start in the
 *   past, a capacity whose sales are stopped or cancelled, or one with fewer free places than the
 *   booking holds, refuses.
 * - `priceMove`: the booking priced at the new start. A line the catalog prices at the new start
 *   (a tour's ticket or price-list entry) gets that price; a line whose price does not depend on the
 *   start (an event's ticket) keeps it; a line whose price is the same keeps it unchanged. The
 *   difference is what the valid lines are worth afterwards minus before: below 0 it is paid back
 *   through the order's ledger; above 0 the visitor pays it at the desk and the ledger keeps that
 *   payment as a top-up (`moveChargeRefusal` says when a move of a dearer booking may go ahead).
 */

/** Why a start cannot take the booking, or `open` when it can. */
export type MoveTargetState = 'open' | 'current' | 'past' | 'stopped' | 'full';

/** A capacity's sales state (`capacities.sales`). */
export type MoveSalesState = 'open' | 'stopped' | 'cancelled';

export interface MoveTarget {
  /** The start (`YYYY-MM-DDTHH:mm`) or day (`YYYY-MM-DD`), venue-local. */
  start: string;
  /** The capacities the booking would take at this start: their sales state and free places. */
  capacities: readonly { sales: MoveSalesState; free: number; needed: number }[];
}

/**
 * Whether `target` can take the booking now. `current` is the booking's start, `now` the venue's
 * local time in the same form as the starts (a day is past once it is over).
 */
export function moveTargetState(target: MoveTarget, current: string, now: string): MoveTargetState {
  if (target.start === current) return 'current';
  const isDay = target.start.length === 10;
  if (isDay ? target.start < now.slice(0, 10) : target.start <= now) return 'past';
  if (target.capacities.length === 0) return 'stopped';
  if (target.capacities.some((capacity) => capacity.sales !== 'open')) return 'stopped';
  if (target.capacities.some((capacity) => capacity.free < capacity.needed)) return 'full';
  return 'open';
}

/** The stable error code of a start that cannot take the booking. */
export function moveRefusalCode(
  state: Exclude<MoveTargetState, 'open'>,
): 'SLOT_SAME' | 'SLOT_PAST' | 'SLOT_NOT_ON_SALE' | 'SLOT_FULL' {
  switch (state) {
    case 'current':
      return 'SLOT_SAME';
    case 'past':
      return 'SLOT_PAST';
    case 'stopped':
      return 'SLOT_NOT_ON_SALE';
    case 'full':
      return 'SLOT_FULL';
  }
}

/** A subticket (or family component) of a line: its count for the whole line and its price. */
export interface MovePricePart {
  count: number;
  price: number;
}

/** A line of the booking as it is, and how the catalog prices it at the new start. */
export interface MoveLine {
  id: number;
  count: number;
  unitPrice: number;
  totalPrice: number;
  /**
   * The line's prices at the new start: its unit price per counted item and its parts' prices; null
   * when its price does not depend on the start (or the catalog no longer offers it): it keeps it.
   */
  atNewStart: { unitPrice: number; parts: readonly MovePricePart[] } | null;
}

export interface MovedLinePrice {
  id: number;
  unitPrice: number;
  totalPrice: number;
  changed: boolean;
}

export interface MovePrice {
  lines: MovedLinePrice[];
  /** Cents the booking's lines are worth before and after the move. */
  before: number;
  after: number;
  /** after − before: below 0 is paid back, above 0 is paid at the desk. */
  difference: number;
}

function cents(value: number): number {
  return Math.max(0, Math.trunc(value));
}

/** The booking priced at the new start (see the file comment). */
export function priceMove(lines: readonly MoveLine[]): MovePrice {
  const priced = lines.map((line): MovedLinePrice => {
    if (line.atNewStart === null) {
      return {
        id: line.id,
        unitPrice: line.unitPrice,
        totalPrice: line.totalPrice,
        changed: false,
      };
    }
    const unitPrice = cents(line.atNewStart.unitPrice);
    const totalPrice =
      unitPrice * line.count +
      line.atNewStart.parts.reduce((sum, part) => sum + cents(part.price) * part.count, 0);
    const changed = unitPrice !== line.unitPrice || totalPrice !== line.totalPrice;
    return changed
      ? { id: line.id, unitPrice, totalPrice, changed }
      : { id: line.id, unitPrice: line.unitPrice, totalPrice: line.totalPrice, changed };
  });
  const before = lines.reduce((sum, line) => sum + line.totalPrice, 0);
  const after = priced.reduce((sum, line) => sum + line.totalPrice, 0);
  return { lines: priced, before, after, difference: after - before };
}

/**
 * Whether a move whose price `difference` is known may go ahead with what staff say the visitor
 * paid at the desk (`paid`, cents, or null): a dearer start needs the difference paid, to the
 * cent; a start that is not dearer takes no payment. A mismatch means the price changed since staff
 * saw it, and nothing is recorded.
 */
export function moveChargeRefusal(
  difference: number,
  paid: number | null,
): 'MOVE_PAYMENT_NEEDED' | 'MOVE_PRICE_CHANGED' | null {
  if (paid === null) return difference > 0 ? 'MOVE_PAYMENT_NEEDED' : null;
  return paid === difference ? null : 'MOVE_PRICE_CHANGED';
}

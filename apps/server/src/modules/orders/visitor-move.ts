/**
 * The visitor moves a visit of their order to another start themselves, within the museum's terms
 * (`server.museum.terms.move`; docs/decisions.md "Visitors move a visit"). The order's secret token
 * is the visitor's key. Everything is decided by the domain's `moveTerms` and `moveTargetInTerms`,
 * and the move runs through the staff's path (`move.service.ts`) with the visitor's terms, checked
 * again under the order's lock with the server's clock; the audit log names the actor "visitor".
 * The payment of a dearer start is the checkout's (`checkout/visitor-move.service.ts`); what this
 * module keeps of it is the payment row's `details.move` (`PendingMove`).
 */
import {
  MOVABLE_KINDS,
  moveTargetInTerms,
  moveTerms,
  venueMinute,
  type BookingMoveTerms,
  type LedgerSummary,
  type MoveTerms,
} from '@foyer/domain';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { translatedBy, type Outcome } from '../../outcome';
import { hasLiveHolds } from '../inventory';
import { VISITOR_ACTOR } from '../staff';
import { linesInUse } from './admin-orders.repository';
import { readLedger } from './ledger.service';
import { completePaidMove } from './move-held';
import { moveOptions, type MoveDeps } from './move.service';
import { itemIndexOf, termsLineOf, type OrderItem } from './order-lines';
import { hasValidLines } from './order-state';
import { orderByToken, type OrderRow, type PaymentRow } from './orders.repository';
import { isVisitorMoveMessageKey, visitorMoveMessage } from './visitor-move.messages';
import { orderNotAvailable } from './visitor-cancellation';

/** The museum's local time now, `YYYY-MM-DDTHH:mm`. */
export function museumMinute(deps: Pick<AppDeps, 'clock' | 'config'>, at?: Date): string {
  return venueMinute(at ?? deps.clock.now(), deps.config.server.timeZone);
}

export function moveTermsOf(deps: Pick<AppDeps, 'config'>): MoveTerms {
  return deps.config.server.museum.terms.move;
}

/** The dated bookings of the order's valid lines (one per basket item), as the terms read them. */
function bookingsOf(items: readonly OrderItem[], summary: LedgerSummary, used: Set<number>) {
  const byItem = new Map<number, OrderItem[]>();
  for (const item of items) {
    const index = itemIndexOf(item);
    if (index === null || !summary.validLineIds.includes(item.id)) continue;
    byItem.set(index, [...(byItem.get(index) ?? []), item]);
  }
  // Only dated visits are bookings a visitor could move: articles, vouchers and passes are not.
  const dated = [...byItem].filter(([, lines]) =>
    lines.every((line) => (MOVABLE_KINDS as readonly string[]).includes(line.type)),
  );
  return dated.map(([itemIndex, lines]) => ({
    itemIndex,
    lines: lines.map((line) => {
      const { id, type, start } = termsLineOf(line);
      return { id, type, start };
    }),
    used: lines.some((line) => used.has(line.id)),
  }));
}

/** Whether a move of the order waits for its payment (its places are held meanwhile). */
export async function moveUnderWay(tx: Tx, deps: Pick<AppDeps, 'clock'>, orderId: number) {
  return hasLiveHolds(tx, orderId, deps.clock.now());
}

/** Each dated booking's move terms for the order review (see `moveTerms`). */
export async function visitorMoveTerms(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  order: OrderRow,
  summary: LedgerSummary,
  items: readonly OrderItem[],
): Promise<BookingMoveTerms[]> {
  const used = await linesInUse(deps.db, order.id);
  return moveTerms({
    terms: moveTermsOf(deps),
    summary,
    bookings: bookingsOf(items, summary, used),
    now: museumMinute(deps),
    moveUnderWay: await moveUnderWay(deps.db, deps, order.id),
  });
}

/** A failure with its message in the visitor's language. */
export const translatedMoveFailure = translatedBy(isVisitorMoveMessageKey, visitorMoveMessage);

/** The order of a visitor's token, when it has valid lines. */
export async function visitorOrder(deps: Pick<AppDeps, 'db'>, token: string) {
  const order = await orderByToken(deps.db, token);
  return order && hasValidLines(order.status) ? order : null;
}

/** The starts a visitor may move a booking to: with free places and within the terms. */
export interface VisitorMoveOptions {
  itemIndex: number;
  kind: 'ticket' | 'dayTicket' | 'guidedTour';
  name: string;
  current: string;
  places: number;
  /** Museum-local time until which the booking may be moved. */
  deadline: string | null;
  starts: { start: string; free: number; difference: number }[];
}

/**
 * The starts of the booking's event or tour the visitor may choose: open, with the booking's places
 * free, and beyond the terms' deadline as the old start must be (`moveTargetInTerms`).
 */
export async function visitorMoveOptions(
  deps: MoveDeps,
  token: string,
  itemIndex: number,
): Promise<Outcome<VisitorMoveOptions>> {
  const order = await visitorOrder(deps, token);
  if (!order) return orderNotAvailable();
  const { items, summary } = await readLedger(deps.db, order);
  const terms = (await visitorMoveTerms(deps, order, summary, items)).find(
    (booking) => booking.itemIndex === itemIndex,
  );
  if (!terms) {
    return {
      ok: false,
      failure: translatedMoveFailure({
        kind: 'refused',
        code: 'KIND_NOT_MOVABLE',
        message: 'The order has no dated booking with this item index',
      }),
    };
  }
  if (terms.refusal) {
    return {
      ok: false,
      failure: translatedMoveFailure({
        kind:
          terms.refusal === 'NOT_ALLOWED' || terms.refusal === 'DEADLINE_PASSED'
            ? 'refused'
            : 'conflict',
        code: terms.refusal,
        message: `The visitor may not move this booking: ${terms.refusal}`,
      }),
    };
  }
  const options = await moveOptions(deps, order.id, itemIndex);
  if (!options.ok) return { ok: false, failure: translatedMoveFailure(options.failure) };
  const now = museumMinute(deps);
  const moveTerms = moveTermsOf(deps);
  const { kind, name, current, places } = options.value;
  return {
    ok: true,
    value: {
      itemIndex,
      kind,
      name,
      current,
      places,
      deadline: terms.deadline,
      starts: options.value.starts
        .filter((start) => start.state === 'open' && moveTargetInTerms(moveTerms, start.start, now))
        .map(({ start, free, difference }) => ({ start, free, difference })),
    },
  };
}

/** A visitor's move waiting for its payment, kept in the payment row's `details.move`. */
export interface PendingMove {
  key: string;
  itemIndex: number;
  from: string;
  to: string;
  difference: number;
  /** When the places held for it run out (ISO). */
  heldUntil: string;
  /** The museum's local time the visitor asked for the move: the terms were met then. */
  askedAt: string;
  /** The provider's page, answered again to a repeated request. */
  redirectUrl: string;
}

/** The pending move a payment pays for, or null for every other payment. */
export function pendingMoveOf(payment: Pick<PaymentRow, 'details'>): PendingMove | null {
  const move = (payment.details as Record<string, unknown> | null)?.move;
  if (typeof move !== 'object' || move === null) return null;
  const value = move as Record<string, unknown>;
  const text = (field: string) => (typeof value[field] === 'string' ? value[field] : null);
  const number = (field: string) => (typeof value[field] === 'number' ? value[field] : null);
  const key = text('key');
  const from = text('from');
  const to = text('to');
  const heldUntil = text('heldUntil');
  const askedAt = text('askedAt');
  const redirectUrl = text('redirectUrl');
  const itemIndex = number('itemIndex');
  const difference = number('difference');
  if (
    key === null ||
    from === null ||
    to === null ||
    heldUntil === null ||
    askedAt === null ||
    redirectUrl === null ||
    itemIndex === null ||
    difference === null
  ) {
    return null;
  }
  return { key, itemIndex, from, to, difference, heldUntil, askedAt, redirectUrl };
}

/**
 * Completes the visitor's move a payment paid for, in the caller's transaction under the order's
 * lock (the checkout's reconciliation, `completePaidMove`). The terms are checked at the time the
 * visitor asked while the places held for it are live (a visitor who paid in time keeps the start
 * they were offered); after that, at the time the payment arrived.
 */
export async function completeVisitorMove(
  tx: Tx,
  deps: MoveDeps,
  order: OrderRow,
  payment: PaymentRow,
  move: PendingMove,
): Promise<{ moved: boolean; requests: string[] }> {
  const now = deps.clock.now();
  const inTime = now < new Date(move.heldUntil);
  return completePaidMove(tx, deps, VISITOR_ACTOR, order, payment, {
    key: move.key,
    itemIndex: move.itemIndex,
    to: move.to,
    visitor: { terms: moveTermsOf(deps), now: inTime ? move.askedAt : museumMinute(deps) },
  });
}

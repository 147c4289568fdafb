/**
 * The till screen's choices, kept apart from React so they are tested on their own: the next time
 * slot in museum time, the tiles offered (the slot's tickets, the best-selling articles, the gift
 * vouchers), the basket as the shop's cart items and how a payment entered at the till is checked
 * (the domain's `splitPayment`; the server checks it again and prices the sale). See docs/till.md
 * "The till screen".
 */
import { isFlagSet, isSlotMode, passHolderRequired, venueMinute } from '@foyer/domain';
import type { CartItem, Merchandise, Ticket, Timeslot, VoucherType } from '@foyer/domain/contract';
import {
  bestSellingFirst,
  splitPayment,
  type ArticleSold,
  type TillPayment,
  type TillResult,
} from '@foyer/domain/till';
import { deskCartItems, isFixedComponent } from '../desk/desk-cart';
import { voucherCartItems } from '../desk/desk-vouchers';

/** How many articles the till offers as tiles. */
export const TILL_ARTICLE_TILES = 6;

/** The slots still ahead at `now` in the museum's time zone (a slot starting this minute is). */
export function slotsAhead(
  slots: readonly Timeslot[],
  now: Date,
  timeZone: string,
): readonly Timeslot[] {
  const minute = venueMinute(now, timeZone);
  return slots.filter((slot) => slot.datetime >= minute);
}

/** The next slot with places at `now` in museum time, or null when none is left among `slots`. */
export function nextSlot(slots: readonly Timeslot[], now: Date, timeZone: string): string | null {
  return slotsAhead(slots, now, timeZone).find((slot) => slot.max_tickets > 0)?.datetime ?? null;
}

/** A tile of the till: what one tap adds. */
export interface TillTile {
  /** `ticket:<id>`, `article:<id>` or `voucher:<id>`. */
  key: string;
  kind: 'ticket' | 'article' | 'voucher';
  id: number;
  name: string;
  /** The shop's price, shown on the tile; the server prices the sale. */
  price: number;
  /** Places or stock left, when the tile is limited by it. */
  left: number | null;
}

/**
 * The tickets sold by a tap: the slot's timed tickets (those with the slot in their schedule) and
 * the event's untimed ones; family tickets only when their components are all fixed (a tap cannot
 * choose components). Without a slot, the timed tickets are not offered.
 */
export function ticketTiles(tickets: readonly Ticket[], slot: Timeslot | null): TillTile[] {
  return tickets
    .filter((ticket) => ticket.family === 0 || ticket.subtickets.every(isFixedComponent))
    .filter((ticket) =>
      isSlotMode(ticket.mode)
        ? slot !== null && ticket.schedule.some((entry) => entry.datetime === slot.datetime)
        : true,
    )
    .map((ticket) => ({
      key: `ticket:${ticket.id}`,
      kind: 'ticket' as const,
      id: ticket.id,
      name: ticket.name,
      price: ticket.price,
      left: isSlotMode(ticket.mode) && slot ? slot.max_tickets : null,
    }));
}

/**
 * The articles offered as tiles: the `TILL_ARTICLE_TILES` sold most (`sold`, the server's count of
 * the last days; the domain's `bestSellingFirst`, the catalog's order among equals), without annual
 * passes (they need a holder's name) and without what is out of stock.
 */
export function articleTiles(
  articles: readonly Merchandise[],
  sold: readonly ArticleSold[],
): TillTile[] {
  return bestSellingFirst(articles, sold)
    .filter((article) => !passHolderRequired(article.product_kind_ref) && article.stock > 0)
    .slice(0, TILL_ARTICLE_TILES)
    .map((article) => ({
      key: `article:${article.id}`,
      kind: 'article' as const,
      id: article.id,
      name: article.name,
      price: article.price,
      left: article.stock,
    }));
}

/** The gift vouchers of a fixed amount (a chosen amount needs typing: it stays at the desk). */
export function voucherTiles(types: readonly VoucherType[]): TillTile[] {
  return types
    .filter((type) => !isFlagSet(type.variable_amount))
    .map((type) => ({
      key: `voucher:${type.id}`,
      kind: 'voucher' as const,
      id: type.id,
      name: type.name,
      price: type.price,
      left: null,
    }));
}

/** The basket: counts per tile key. */
export type TillBasket = Readonly<Record<string, number>>;

/** The basket after `delta` taps on a tile (never below 0; a line at 0 leaves the basket). */
export function changeCount(basket: TillBasket, key: string, delta: number): TillBasket {
  const count = Math.max(0, (basket[key] ?? 0) + delta);
  if (count > 0) return { ...basket, [key]: count };
  return Object.fromEntries(Object.entries(basket).filter(([entry]) => entry !== key));
}

function countsOf(basket: TillBasket, kind: TillTile['kind']): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const [key, count] of Object.entries(basket)) {
    const [prefix, id] = key.split(':');
    if (prefix === kind) counts[Number(id)] = count;
  }
  return counts;
}

/** The basket as the shop's cart items (the desk's helpers), with the voucher codes redeemed. */
export function tillCartItems(input: {
  basket: TillBasket;
  eventId: number | null;
  date: string;
  slot: string | null;
  tickets: readonly Ticket[];
  codes: readonly string[];
}): CartItem[] {
  return [
    ...deskCartItems({
      eventId: input.eventId,
      date: input.date,
      slot: input.slot,
      tickets: input.tickets,
      counts: countsOf(input.basket, 'ticket'),
      components: {},
      articles: countsOf(input.basket, 'article'),
    }),
    ...voucherCartItems(countsOf(input.basket, 'voucher'), input.codes),
  ];
}

/**
 * The payment as entered at the till, checked by the domain's rules: the card part, the cash
 * handed over (null: exactly the cash part). Answers the parts with the change, or the refusal.
 */
export function checkTillPayment(
  total: number,
  card: number,
  given: number | null,
): TillResult<TillPayment> {
  return splitPayment(total, given === null ? { card } : { card, given });
}

/** A fresh idempotency key for one sale or storno (the server books a key once). */
export function newRequestKey(): string {
  return `till-${crypto.randomUUID()}`;
}

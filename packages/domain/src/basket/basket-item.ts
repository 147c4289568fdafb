/**
 * Items of the basket: a union on `type`. Every item carries the same display fields; each variant
 * adds exactly what its cart payload needs.
 */
import type { CartDayTicketItem, CartTicketItem, CartTourItem, PassHolder } from '../contract/cart';
import type { Cents } from '../money';

/** Display fields every basket item has. */
export interface BasketItemBase {
  readonly name: string;
  /** Unit price in cents, VAT included; negative for a voucher code. */
  readonly price: Cents;
  /** Line total in cents, VAT included; negative for a voucher code. */
  readonly totalPrice: Cents;
  /** Units the visitor chose on this line (tickets, tours, pieces, vouchers). */
  readonly count: number;
  /** Admissions or pieces the line stands for, subtickets included. */
  readonly totalCount: number;
  /** Slot start `YYYY-MM-DDTHH:mm`, or null when the line has no time. */
  readonly datetime: string | null;
  /** `YYYY-MM-DD`, or null. */
  readonly date: string | null;
  /** `HH:mm`, or null. */
  readonly time: string | null;
  /** VAT rate in percent contained in `totalPrice`, when known (`vat_value`). */
  readonly vat_value?: number;
}

/** An event ticket line (type, count, id, datetime, subtickets). */
export interface TicketBasketItem extends BasketItemBase {
  readonly type: 'ticket';
  readonly id: number;
  readonly subtickets: CartTicketItem['subtickets'];
}

/** Day tickets of one event on one date; `id` is the event (`dayTickets`). */
export interface DayTicketBasketItem extends BasketItemBase {
  readonly type: 'dayTicket';
  readonly id: number;
  readonly date: string;
  readonly dayTickets: CartDayTicketItem['dayTickets'];
}

/** A guided-tour booking (type, answers, datetime, tourId, prices, tickets). */
export interface GuidedTourBasketItem extends BasketItemBase {
  readonly type: 'guidedTour';
  readonly tourId: number;
  readonly datetime: string;
  readonly date: string;
  readonly time: string;
  readonly answers: CartTourItem['answers'];
  readonly prices: CartTourItem['prices'];
  readonly tickets: CartTourItem['tickets'];
  readonly single_ticketing: boolean;
}

/** Merchandise, including annual passes with their holders. */
export interface MerchandiseBasketItem extends BasketItemBase {
  readonly type: 'merchandise';
  readonly id: number;
  readonly owners?: readonly PassHolder[];
}

/** A gift voucher bought in the shop; `amount` in cents only for variable-amount types. */
export interface VoucherBasketItem extends BasketItemBase {
  readonly type: 'voucher';
  readonly id: number;
  readonly amount?: Cents;
}

/** A redeemed voucher code: `amount` is its positive available value, `price` its negative. */
export interface VoucherCodeBasketItem extends BasketItemBase {
  readonly type: 'voucherCode';
  readonly barcode: string;
  readonly amount: Cents;
  readonly valid_to: string | null;
}

/** Any item of the basket. */
export type BasketItem =
  | TicketBasketItem
  | DayTicketBasketItem
  | GuidedTourBasketItem
  | MerchandiseBasketItem
  | VoucherBasketItem
  | VoucherCodeBasketItem;

/** The `type` of a basket item. */
export type BasketItemType = BasketItem['type'];

/** True for a redeemed voucher code. */
export function isVoucherCode(item: BasketItem): item is VoucherCodeBasketItem {
  return item.type === 'voucherCode';
}

/** The value a voucher code can pay: its positive available amount. */
export function voucherCodeValue(item: VoucherCodeBasketItem): Cents {
  return Math.max(0, item.amount);
}

/** What pricing a cart answers: the priced cart, or the first refused item with its stable code. */
import type { BasketItem, ErrorCode, ErrorParams } from '@foyer/domain';
import type { Failure } from '../../../outcome';
import type { Demand } from '../../inventory';
import { checkoutRefused } from '../checkout.failures';

import type { NewOrderItem } from '../../orders';

export type { NewOrderItem };

export interface RedeemedCode {
  id: number;
  barcode: string;
  name: string;
}

export interface PricedCart {
  /** Basket items with the server's prices in cart order, voucher codes included. */
  basket: readonly BasketItem[];
  /** Order items of the sellable lines, in cart order. */
  items: NewOrderItem[];
  /** Voucher codes redeemed, by barcode. */
  codes: Map<string, RedeemedCode>;
  demands: Demand[];
  /** The cart item that first needs each capacity, for the `item` parameter of a refusal. */
  itemOfCapacity: Map<number, number>;
  /** Line total of the merchandise that is shipped; null when nothing needs shipping. */
  shippedSubtotal: number | null;
}

/** 422 for cart item `item`: the stable code, its parameters and the item's index. */
export function itemRefusal(item: number, code: ErrorCode, params: ErrorParams = {}): Failure {
  return checkoutRefused(code, { ...params, item }).failure;
}

/** A cart's `YYYY-MM-DDTHH:mm` as the stored local timestamp. */
export function toTimestamp(datetime: string): string {
  return `${datetime.slice(0, 10)} ${datetime.slice(11, 16)}:00`;
}

/** A stored local timestamp as the contract's `YYYY-MM-DDTHH:mm`. */
export function toLocalDateTime(timestamp: string): string {
  return `${timestamp.slice(0, 10)}T${timestamp.slice(11, 16)}`;
}

/**
 * Cart payloads built from the basket: the cart sent with initPayment and suggest, and the
 * shipping-costs cart. Shapes are those of `contract/cart`.
 */
import {
  CART_VERSION,
  type CartItem,
  type CartPayload,
  type ShippingCostCart,
  type ShippingCostItem,
} from '../contract/cart';
import type { BasketItem } from './basket-item';

/** One basket item as a cart payload item. */
export function toCartItem(item: BasketItem): CartItem {
  switch (item.type) {
    case 'ticket':
      return {
        type: 'ticket',
        count: item.count,
        id: item.id,
        datetime: item.datetime,
        subtickets: [...item.subtickets],
      };
    case 'dayTicket':
      return { type: 'dayTicket', id: item.id, date: item.date, dayTickets: [...item.dayTickets] };
    case 'guidedTour':
      return {
        type: 'guidedTour',
        answers: { ...item.answers },
        datetime: item.datetime,
        tourId: item.tourId,
        prices: [...item.prices],
        tickets: [...item.tickets],
      };
    case 'merchandise':
      return item.owners === undefined
        ? { type: 'merchandise', id: item.id, count: item.count }
        : { type: 'merchandise', id: item.id, count: item.count, owners: [...item.owners] };
    case 'voucher':
      return item.amount === undefined
        ? { type: 'voucher', id: item.id, count: item.count }
        : { type: 'voucher', id: item.id, count: item.count, amount: item.amount };
    case 'voucherCode':
      return { type: 'voucherCode', barcode: item.barcode };
  }
}

/** What initPayment sends besides the items: document number and invoice wish. */
export interface CartPayloadOptions {
  readonly externalDocumentNumber?: string | null;
  readonly requestInvoice?: boolean;
}

/**
 * The cart (ver 1) for initPayment; a blank document number is left out, the invoice wish is sent
 * only when given.
 */
export function toCartPayload(
  items: readonly BasketItem[],
  options: CartPayloadOptions = {},
): CartPayload {
  const documentNumber = options.externalDocumentNumber?.trim() ?? '';
  let payload: CartPayload = { ver: CART_VERSION, items: items.map(toCartItem) };
  if (documentNumber !== '') payload = { ...payload, external_document_number: documentNumber };
  if (options.requestInvoice !== undefined) {
    payload = { ...payload, request_invoice: options.requestInvoice };
  }
  return payload;
}

/** The body of checkout/suggest: `{ cart }` with ver 1 and the items. */
export function toSuggestPayload(items: readonly BasketItem[]): { cart: CartPayload } {
  return { cart: toCartPayload(items) };
}

/** One basket item as shipping-cost entries: day tickets split, voucher codes left out. */
function toShippingCostItems(item: BasketItem): ShippingCostItem[] {
  switch (item.type) {
    case 'ticket':
      return [{ type: 'ticket', id: item.id, datetime: item.datetime, count: item.count }];
    case 'dayTicket':
      return item.dayTickets.map(({ id, count }) => ({
        type: 'dayTicket',
        id,
        datetime: item.date,
        count,
      }));
    case 'guidedTour':
      return [
        {
          type: 'guidedTour',
          id: item.tourId,
          datetime: `${item.date}T${item.time.slice(0, 5)}`,
          count: item.count,
        },
      ];
    case 'merchandise':
    case 'voucher':
      return [{ type: item.type, id: item.id, datetime: null, count: item.count }];
    case 'voucherCode':
      return [];
  }
}

/** The cart sent for shipping costs: type, id, datetime, count per line. */
export function toShippingCostCart(items: readonly BasketItem[]): ShippingCostCart {
  return { ver: CART_VERSION, items: items.flatMap(toShippingCostItems) };
}

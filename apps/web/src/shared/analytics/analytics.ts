/**
 * Analytics events: add to cart, remove, checkout, purchase, with prices in
 * euros with 2 decimals. Events reach the tag manager's data layer only after cookie consent; before
 * it they are dropped, not queued.
 */
import { analyticsPrice, type BasketItem } from '@foyer/domain';
import { sessionStore } from '../session/session-store';

export type AnalyticsEventName = 'add_to_cart' | 'remove_from_cart' | 'begin_checkout' | 'purchase';

export interface AnalyticsItem {
  readonly item_id: string;
  readonly item_name: string;
  readonly item_category: BasketItem['type'];
  readonly price: string;
  readonly quantity: number;
}

export interface AnalyticsEvent {
  readonly event: AnalyticsEventName;
  readonly ecommerce: {
    readonly currency: 'EUR';
    readonly value: string;
    readonly items: readonly AnalyticsItem[];
    readonly transaction_id?: string;
  };
}

interface DataLayerWindow {
  dataLayer?: unknown[];
}

function itemId(item: BasketItem): string {
  switch (item.type) {
    case 'guidedTour':
      return `tour-${item.tourId}`;
    case 'voucherCode':
      return `code-${item.barcode}`;
    default:
      return `${item.type}-${item.id}`;
  }
}

/** The analytics line of a basket item: unit price and line value in euros. */
export function analyticsItem(item: BasketItem): AnalyticsItem {
  const quantity = Math.max(1, item.count);
  return {
    item_id: itemId(item),
    item_name: item.name,
    item_category: item.type,
    price: analyticsPrice(Math.round(item.totalPrice / quantity)),
    quantity,
  };
}

/** Builds an event for basket items; `value` is the sum of their line totals. */
export function analyticsEvent(
  event: AnalyticsEventName,
  items: readonly BasketItem[],
  transactionId?: string,
): AnalyticsEvent {
  const value = items.reduce((sum, item) => sum + item.totalPrice, 0);
  return {
    event,
    ecommerce: {
      currency: 'EUR',
      value: analyticsPrice(value),
      items: items.map(analyticsItem),
      ...(transactionId === undefined ? {} : { transaction_id: transactionId }),
    },
  };
}

/** Sends an event to the data layer when the visitor accepted cookies; returns whether it was sent. */
export function track(
  event: AnalyticsEventName,
  items: readonly BasketItem[],
  transactionId?: string,
  target: DataLayerWindow = window as DataLayerWindow,
): boolean {
  if (!sessionStore.getState().cookiesAccepted) return false;
  target.dataLayer ??= [];
  target.dataLayer.push(analyticsEvent(event, items, transactionId));
  return true;
}

/** The state of pricing one cart, shared by the pricers of each item type. */
import {
  addItem,
  type Basket,
  type BasketItem,
  type FeatureSwitches,
  type LocalizedText,
} from '@foyer/domain';
import type { Demand } from '../../inventory';
import type { CartCatalog } from './cart-catalog';
import type { Failure } from '../../../outcome';
import { itemRefusal, type NewOrderItem, type RedeemedCode } from './types';

export interface Pricer {
  catalog: CartCatalog;
  text: (value: LocalizedText | null | undefined) => string;
  now: Date;
  timeZone: string;
  /** Venue-local now, `YYYY-MM-DD HH:mm:ss`. */
  venueNow: string;
  basket: Basket;
  items: NewOrderItem[];
  codes: Map<string, RedeemedCode>;
  demands: Demand[];
  itemOfCapacity: Map<number, number>;
  shippedSubtotal: number | null;
  /** The feature switches of the configuration: what the shop sells at all. */
  switches: FeatureSwitches;
}

/** What is left of a capacity (0 when unknown). */
export function available(pricer: Pricer, capacityId: number): number {
  return pricer.catalog.available.get(capacityId) ?? 0;
}

/** Asks `quantity` of a capacity for cart item `index`. */
export function demand(pricer: Pricer, index: number, capacityId: number, quantity: number): void {
  if (quantity <= 0) return;
  pricer.demands.push({ capacityId, quantity, itemIndex: index });
  if (!pricer.itemOfCapacity.has(capacityId)) pricer.itemOfCapacity.set(capacityId, index);
}

/** Adds a priced item to the basket; the basket rules may refuse it. */
export function addToBasket(pricer: Pricer, index: number, item: BasketItem): Failure | null {
  const added = addItem(pricer.basket, item);
  if (!added.ok) return itemRefusal(index, added.code, added.params);
  pricer.basket = added.value;
  return null;
}

/** A name for display: the text, else a stable placeholder (order names may not be empty). */
export function nameOr(value: string, fallback: string): string {
  return value.trim() === '' ? fallback : value;
}

/** The chosen subtickets with their names in the order's language. */
export function subticketLines(
  pricer: Pricer,
  subtickets: readonly { id: number; name: LocalizedText; price: number }[],
  counts: Readonly<Record<number, number>>,
) {
  return subtickets
    .filter((sub) => (counts[sub.id] ?? 0) > 0)
    .map((sub) => ({
      id: sub.id,
      name: nameOr(pricer.text(sub.name), `#${sub.id}`),
      count: counts[sub.id] ?? 0,
      price: sub.price,
    }));
}

/** Display lines `count × name`. */
export function countLines(lines: readonly { name: string; count: number }[]): string[] {
  return lines.map((line) => `${line.count} × ${line.name}`);
}

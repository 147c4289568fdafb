/**
 * Prices a cart with the server's own data and the rules of `@foyer/domain`: nothing the client
 * sends about prices, counts or voucher values is trusted. The answer is the basket for
 * `computeTotals`, the order items to store, the capacities to hold and the voucher codes to
 * redeem, or the first refused item with its stable code (a value, never thrown).
 *
 * Foyer's own decisions:
 * - a ticket line takes the places of the domain's `ticketPlaces` (a family ticket one per person,
 *   fixed-count add-ons not counted);
 * - a tour booking holds its participants (`tourParticipants`) of the slot, and, when whole tours are
 *   booked, its tours of the slot's parallel tours;
 * - tour lines and subtickets the tour does not offer are ignored (the domain's reading), unknown
 *   products, tickets and types refuse the cart with CART_INVALID, inactive ones with ITEM_EXPIRED
 *   (an inactive tour with TOUR_NOT_BOOKABLE).
 */
import { emptyBasket, isSold, venueDateTime, type Language, localized } from '@foyer/domain';
import type { CartPayload, CartItem } from '@foyer/domain/contract';
import type { AppDeps } from '../../../deps';
import { loadCartCatalog } from './cart-catalog';
import { catalogRows } from './catalog-rows';
import { priceDayTickets } from './day-ticket';
import { priceArticle } from './merchandise';
import type { Pricer } from './pricer';
import { priceTicket } from './ticket';
import { priceTour } from './tour';
import { failed, success, type Failure, type Outcome } from '../../../outcome';
import { checkoutRefused } from '../checkout.failures';
import { itemRefusal, type PricedCart } from './types';
import { priceVoucher } from './voucher';
import { priceVoucherCode } from './voucher-code';

function priceItem(pricer: Pricer, index: number, item: CartItem): Failure | null {
  // A switched-off feature sells nothing, also from a basket filled before it was switched off.
  if (item.type !== 'merchandise' && !isSold(item.type, pricer.switches)) {
    return itemRefusal(index, 'ITEM_EXPIRED');
  }
  switch (item.type) {
    case 'ticket':
      return priceTicket(pricer, index, item);
    case 'dayTicket':
      return priceDayTickets(pricer, index, item);
    case 'guidedTour':
      return priceTour(pricer, index, item);
    case 'merchandise':
      return priceArticle(pricer, index, item);
    case 'voucher':
      return priceVoucher(pricer, index, item);
    case 'voucherCode':
      return priceVoucherCode(pricer, index, item.barcode);
  }
}

/**
 * Prices the cart with the database's data at `now`. It reads outside the
 * order's transaction, several queries at once; the holds taken afterwards are the final word.
 * `reserved` are places per capacity held for this cart already (an offer it books).
 */
export async function priceCart(
  deps: AppDeps,
  lang: Language,
  cart: CartPayload,
  reserved: ReadonlyMap<number, number> = new Map(),
): Promise<Outcome<PricedCart>> {
  const now = deps.clock.now();
  const timeZone = deps.config.server.timeZone;
  const fallback = deps.config.shop.languages[0] ?? lang;
  const catalog = await loadCartCatalog(deps.db, cart, now, catalogRows(deps.readCache));
  // Places held for this visitor (an offer the cart books) count as theirs to take.
  for (const [capacityId, places] of reserved) {
    catalog.available.set(capacityId, (catalog.available.get(capacityId) ?? 0) + places);
  }
  const pricer: Pricer = {
    catalog,
    text: (value) => localized(value, lang, fallback),
    now,
    timeZone,
    venueNow: venueDateTime(now, timeZone).replace('T', ' '),
    basket: emptyBasket(),
    items: [],
    codes: new Map(),
    demands: [],
    itemOfCapacity: new Map(),
    shippedSubtotal: null,
    switches: deps.config.shop,
  };
  for (const [index, item] of cart.items.entries()) {
    const refusal = priceItem(pricer, index, item);
    if (refusal) return failed(refusal);
  }
  if (pricer.items.length === 0) return checkoutRefused('CART_EMPTY');
  return success({
    basket: pricer.basket.items,
    items: pricer.items,
    codes: pricer.codes,
    demands: pricer.demands,
    itemOfCapacity: pricer.itemOfCapacity,
    shippedSubtotal: pricer.shippedSubtotal,
  });
}

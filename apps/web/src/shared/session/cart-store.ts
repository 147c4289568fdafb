/**
 * The basket of the session, kept in session storage under `cart`.
 * The operations are the domain's; this store only holds the result and persists it.
 */
import {
  addItem,
  basketFingerprint,
  clearBasket,
  emptyBasket,
  itemCount,
  removeItemAt,
  type Basket,
  type BasketItem,
  type Result,
} from '@foyer/domain';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { browserSessionStorage, readSession, writeSession } from './session-storage';

/**
 * The delivery country a visitor chose in the basket and the shipping cost shown for it (null while
 * unknown): the customer forms start with this country, the payment step says when the cost changed.
 */
export interface ShippingQuote {
  readonly country: string;
  readonly cents: number | null;
}

function readShippingQuote(storage: Storage | null): ShippingQuote | null {
  const stored = readSession(storage, 'shippingQuote');
  if (typeof stored !== 'object' || stored === null) return null;
  const { country, cents } = stored as Record<string, unknown>;
  if (typeof country !== 'string' || !/^[A-Z]{2}$/.test(country)) return null;
  return { country, cents: typeof cents === 'number' && Number.isInteger(cents) ? cents : null };
}

export interface CartState {
  readonly basket: Basket;
  /** Adds an item; a voucher code already in the basket is refused. */
  add(item: BasketItem): Result<Basket>;
  removeAt(index: number): void;
  /** Empties the basket, forgets the order token and removes the stored cart. */
  clear(): void;
  /** The token of the pending order the basket's payment started, or null. */
  setOrderToken(orderToken: string | null): void;
  /** The invoice wish of the basket (`requestInvoice`, default true); kept with the cart. */
  setRequestInvoice(requestInvoice: boolean): void;
  /** Terms and privacy policy accepted for this order; memory only, asked again per visit. */
  readonly termsAccepted: boolean;
  setTermsAccepted(accepted: boolean): void;
  /** The confirmed checkout document number (`externalDocumentNumber`), or null. */
  readonly externalDocumentNumber: string | null;
  setExternalDocumentNumber(value: string | null): void;
  /** The delivery country chosen in the basket with the cost shown for it; kept in the session. */
  readonly shippingQuote: ShippingQuote | null;
  setShippingQuote(quote: ShippingQuote | null): void;
}

/** The stored basket when it has the basket's shape, else an empty one. */
export function readStoredBasket(storage: Storage | null): Basket {
  const stored = readSession(storage, 'cart');
  if (typeof stored !== 'object' || stored === null || !('items' in stored)) return emptyBasket();
  const { items, requestInvoice, ...rest } = stored as Record<string, unknown>;
  if (!Array.isArray(items)) return emptyBasket();
  // A cart stored before the basket's field was renamed keeps its pending order (`cartId`).
  const orderToken = rest.orderToken ?? rest.cartId;
  return {
    items: items as BasketItem[],
    orderToken: typeof orderToken === 'string' ? orderToken : null,
    requestInvoice: typeof requestInvoice === 'boolean' ? requestInvoice : true,
  };
}

/**
 * A cart store over `storage`; an emptied basket removes the stored cart. Its initial state is an
 * empty basket, as the server draws the page; the stored one is set right after, so a hydrating
 * page first matches the server's HTML and then shows the visitor's basket.
 */
export function createCartStore(storage: Storage | null): StoreApi<CartState> {
  const store = createStore<CartState>()((set, get) => ({
    basket: readStoredBasket(null),
    add: (item) => {
      const result = addItem(get().basket, item);
      if (result.ok) set({ basket: result.value });
      return result;
    },
    removeAt: (index) => set({ basket: removeItemAt(get().basket, index) }),
    clear: () => set({ basket: clearBasket(get().basket) }),
    setOrderToken: (orderToken) => set({ basket: { ...get().basket, orderToken } }),
    setRequestInvoice: (requestInvoice) => set({ basket: { ...get().basket, requestInvoice } }),
    termsAccepted: false,
    setTermsAccepted: (termsAccepted) => set({ termsAccepted }),
    externalDocumentNumber: null,
    setExternalDocumentNumber: (externalDocumentNumber) => set({ externalDocumentNumber }),
    shippingQuote: readShippingQuote(null),
    setShippingQuote: (shippingQuote) => {
      set({ shippingQuote });
      writeSession(storage, 'shippingQuote', shippingQuote);
    },
  }));
  store.setState({ basket: readStoredBasket(storage), shippingQuote: readShippingQuote(storage) });
  store.subscribe(({ basket }, previous) => {
    if (basket === previous.basket) return;
    if (basket.orderToken !== previous.basket.orderToken) {
      // The places a started payment holds are those of the items it was started with.
      const pending =
        basket.orderToken === null
          ? null
          : { orderToken: basket.orderToken, fingerprint: basketFingerprint(basket.items) };
      writeSession(storage, 'pendingCart', pending);
    }
    const empty = basket.items.length === 0 && basket.orderToken === null;
    writeSession(storage, 'cart', empty ? null : basket);
  });
  return store;
}

/** The visitor's basket. */
export const cartStore = createCartStore(browserSessionStorage());

/** Reads the basket in a component. */
export function useCart<T>(selector: (state: CartState) => T): T {
  return useStore(cartStore, selector);
}

/** The number shown on the basket link (the item count is the list length). */
export function useBasketCount(): number {
  return useCart((state) => itemCount(state.basket));
}

/** Re-reads the basket from storage (tests). */
export function reloadCart(storage: Storage | null = browserSessionStorage()): void {
  cartStore.setState({
    basket: readStoredBasket(storage),
    shippingQuote: readShippingQuote(null),
  });
}

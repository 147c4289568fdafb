/**
 * Session storage of the shop: cart, customer, cookiesAccepted and
 * referrer, plus the shipping selection, partner, last visited URL and login token. Values are JSON;
 * a browser without storage (or with a full one) simply keeps nothing.
 */

/** The keys the shop keeps in session storage. */
export const SESSION_KEYS = {
  cart: 'cart',
  customer: 'customer',
  cookiesAccepted: 'cookiesAccepted',
  referrer: 'referrer',
  shipping: 'shipping',
  partner: 'partner',
  lastVisited: 'lastVisited',
  token: 'token',
  /** The order token of a started payment with a fingerprint of the items it holds. */
  pendingCart: 'pendingCart',
  /** The delivery country chosen in the basket and the shipping cost shown there. */
  shippingQuote: 'shippingQuote',
} as const;

export type SessionKey = keyof typeof SESSION_KEYS;

/** The browser's session storage, or null where it is unavailable (blocked, private mode). */
export function browserSessionStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The stored value of a key, parsed; null when missing, unreadable or not JSON. */
export function readSession(storage: Storage | null, key: SessionKey): unknown {
  try {
    const raw = storage?.getItem(SESSION_KEYS[key]) ?? null;
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

/** Stores a value as JSON; null or undefined removes the key. */
export function writeSession(storage: Storage | null, key: SessionKey, value: unknown): void {
  try {
    if (value === null || value === undefined) {
      storage?.removeItem(SESSION_KEYS[key]);
    } else {
      storage?.setItem(SESSION_KEYS[key], JSON.stringify(value));
    }
  } catch {
    // A full or blocked storage keeps the value in memory only.
  }
}

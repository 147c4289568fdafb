/**
 * The waiting-list offer the basket books (docs/decisions.md "Waiting list: booking an offer and
 * joining in the shop"): its link's token, kept in the session from the offer's page to the start
 * of the payment, which names it so that the checkout takes the offer's hold over. Its own key, read
 * only by the offer's page and the payment step (nothing of it loads with the home page).
 */
import { browserSessionStorage } from '../session/session-storage';

const KEY = 'waitingListOffer';
const TOKEN = /^[A-Za-z0-9_-]{8,64}$/;

/** The token of the offer the basket books, or null. */
export function rememberedOffer(storage: Storage | null = browserSessionStorage()): string | null {
  try {
    const value = storage?.getItem(KEY) ?? null;
    return value !== null && TOKEN.test(value) ? value : null;
  } catch {
    return null;
  }
}

/** Keeps (or, with null, forgets) the offer the basket books. */
export function rememberOffer(
  token: string | null,
  storage: Storage | null = browserSessionStorage(),
): void {
  try {
    if (token === null) storage?.removeItem(KEY);
    else storage?.setItem(KEY, token);
  } catch {
    // A blocked storage books the basket without the offer: the server then counts the slot full.
  }
}

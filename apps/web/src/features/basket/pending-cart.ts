/**
 * The pending cart of a started payment (issue 8 item 8). While the cart store holds a cart id, the
 * server holds the places of exactly the items that were paid for. Any change of the items releases
 * that pending order (`checkout/cancel`, 410 ignored) and forgets the cart id, so a later payment
 * starts afresh with the current items. The items of the pending cart are remembered as a
 * fingerprint in session storage under `pendingCart`.
 */
import { basketFingerprint, type BasketItem } from '@foyer/domain';
import type { ApiClient } from '@/shared/api/api-client';
import { cartStore } from '@/shared/session/cart-store';

export const PENDING_CART_KEY = 'pendingCart';

interface PendingCartRecord {
  readonly cartId: string;
  readonly fingerprint: string;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readPendingCart(): PendingCartRecord | null {
  try {
    const raw = storage()?.getItem(PENDING_CART_KEY) ?? null;
    const value: unknown = raw === null ? null : JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { cartId, fingerprint } = value as Record<string, unknown>;
    return typeof cartId === 'string' && typeof fingerprint === 'string'
      ? { cartId, fingerprint }
      : null;
  } catch {
    return null;
  }
}

export function rememberPendingCart(cartId: string, items: readonly BasketItem[]): void {
  try {
    storage()?.setItem(
      PENDING_CART_KEY,
      JSON.stringify({ cartId, fingerprint: basketFingerprint(items) }),
    );
  } catch {
    // A full or blocked storage keeps nothing; the cart id is then checked only while shown.
  }
}

export function forgetPendingCart(): void {
  try {
    storage()?.removeItem(PENDING_CART_KEY);
  } catch {
    // Nothing stored.
  }
}

/** Releases the pending order `cartId` on the server and forgets it; a 410 (gone) is fine. */
export async function releasePendingCart(client: ApiClient, cartId: string): Promise<void> {
  forgetPendingCart();
  if (cartStore.getState().basket.cartId === cartId) cartStore.getState().setCartId(null);
  await client.call('checkoutCancel', { query: { noRedirect: 1 }, body: { cartId } }).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Compares the basket with the pending cart: a cart id seen for the first time is remembered with the
 * current items; a cart id whose items changed since is released. Answers whether it released.
 */
export function checkPendingCart(client: ApiClient): boolean {
  const { cartId, items } = cartStore.getState().basket;
  if (cartId === null) {
    if (readPendingCart() !== null) forgetPendingCart();
    return false;
  }
  const record = readPendingCart();
  if (record === null || record.cartId !== cartId) {
    rememberPendingCart(cartId, items);
    return false;
  }
  if (record.fingerprint === basketFingerprint(items)) return false;
  void releasePendingCart(client, cartId);
  return true;
}

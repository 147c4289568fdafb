/**
 * The pending cart of a started payment. While the cart store holds a cart id, the
 * server holds the places of exactly the items that were paid for. Any change of the items releases
 * that pending order (`checkout/cancel`, 410 ignored) and forgets the cart id, so a later payment
 * starts afresh with the current items. The items of the pending cart are remembered as a
 * fingerprint in session storage under `pendingCart`; the cart store writes it whenever the cart id
 * is set, and this module remembers it for a cart id found without one (a stored basket).
 */
import { basketFingerprint, type BasketItem } from '@foyer/domain';
import type { ApiClient } from '@/shared/api/api-client';
import { cartStore } from '@/shared/session/cart-store';
import { browserSessionStorage, readSession, writeSession } from '@/shared/session/session-storage';

interface PendingCartRecord {
  readonly cartId: string;
  readonly fingerprint: string;
}

function readPendingCart(): PendingCartRecord | null {
  const value = readSession(browserSessionStorage(), 'pendingCart');
  if (typeof value !== 'object' || value === null) return null;
  const { cartId, fingerprint } = value as Record<string, unknown>;
  return typeof cartId === 'string' && typeof fingerprint === 'string'
    ? { cartId, fingerprint }
    : null;
}

function rememberPendingCart(cartId: string, items: readonly BasketItem[]): void {
  const record: PendingCartRecord = { cartId, fingerprint: basketFingerprint(items) };
  writeSession(browserSessionStorage(), 'pendingCart', record);
}

export function forgetPendingCart(): void {
  writeSession(browserSessionStorage(), 'pendingCart', null);
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

/**
 * The pending cart of a started payment. While the cart store holds an order token, the
 * server holds the places of exactly the items that were paid for. Any change of the items releases
 * that pending order (`checkout/cancel`, 410 ignored) and forgets the order token, so a later payment
 * starts afresh with the current items. The items of the pending cart are remembered as a
 * fingerprint in session storage under `pendingCart`; the cart store writes it whenever the order
 * token is set, and this module remembers it for an order token found without one (a stored basket).
 */
import { basketFingerprint, type BasketItem } from '@foyer/domain';
import type { ApiClient } from '@/shared/api/api-client';
import { pendingOrder } from '@/shared/api/order-token';
import { cartStore } from '@/shared/session/cart-store';
import { browserSessionStorage, readSession, writeSession } from '@/shared/session/session-storage';

interface PendingCartRecord {
  readonly orderToken: string;
  readonly fingerprint: string;
}

function readPendingCart(): PendingCartRecord | null {
  const value = readSession(browserSessionStorage(), 'pendingCart');
  if (typeof value !== 'object' || value === null) return null;
  const { orderToken, fingerprint } = value as Record<string, unknown>;
  return typeof orderToken === 'string' && typeof fingerprint === 'string'
    ? { orderToken, fingerprint }
    : null;
}

function rememberPendingCart(orderToken: string, items: readonly BasketItem[]): void {
  const record: PendingCartRecord = { orderToken, fingerprint: basketFingerprint(items) };
  writeSession(browserSessionStorage(), 'pendingCart', record);
}

export function forgetPendingCart(): void {
  writeSession(browserSessionStorage(), 'pendingCart', null);
}

/** Releases the pending order `orderToken` on the server and forgets it; a 410 (gone) is fine. */
export async function releasePendingCart(client: ApiClient, orderToken: string): Promise<void> {
  forgetPendingCart();
  if (cartStore.getState().basket.orderToken === orderToken) {
    cartStore.getState().setOrderToken(null);
  }
  await client
    .call('checkoutCancel', { query: { noRedirect: 1 }, body: pendingOrder(orderToken) })
    .then(
      () => undefined,
      () => undefined,
    );
}

/**
 * Compares the basket with the pending cart: an order token seen for the first time is remembered
 * with the current items; one whose items changed since is released. Answers whether it released.
 */
export function checkPendingCart(client: ApiClient): boolean {
  const { orderToken, items } = cartStore.getState().basket;
  if (orderToken === null) {
    if (readPendingCart() !== null) forgetPendingCart();
    return false;
  }
  const record = readPendingCart();
  if (record === null || record.orderToken !== orderToken) {
    rememberPendingCart(orderToken, items);
    return false;
  }
  if (record.fingerprint === basketFingerprint(items)) return false;
  void releasePendingCart(client, orderToken);
  return true;
}

/**
 * Adding to the basket: the domain's basket rules through the cart store, a toast,
 * and the analytics add event. Every screen that sells something calls this one function.
 */
import type { BasketItem, ErrorCode } from '@foyer/domain';
import { track } from '../analytics/analytics';
import { cartStore } from '../session/cart-store';
import { showToast } from '../ui/toast-store';

export type AddOutcome = { ok: true } | { ok: false; code: ErrorCode };

/**
 * Adds `item`; on success shows `addedText` as a toast and tracks `add_to_cart`. A refusal (a voucher
 * code already in the basket) returns its code for the caller to show.
 */
export function addToBasket(item: BasketItem, addedText: string): AddOutcome {
  const result = cartStore.getState().add(item);
  if (!result.ok) return { ok: false, code: result.code };
  showToast(addedText, 'success');
  track('add_to_cart', [item]);
  return { ok: true };
}

/**
 * Completing a paid cart (`checkout/execPayment`): the call with its random
 * tokens, what a refusal leads to, and what a booking does to the session (clear the basket, track the
 * purchase once per booking).
 */
import {
  execPaymentFailure,
  failedReasonOf,
  randomToken,
  routePath,
  type BasketItem,
  type ExecPaymentFailure,
  type Language,
} from '@foyer/domain';
import { track } from '@/shared/analytics/analytics';
import type { ApiClient } from '@/shared/api/api-client';
import { ApiError } from '@/shared/api/api-error';
import { bookedOrderOf, pendingOrder, type BookedOrder } from '@/shared/api/order-token';
import { cartStore } from '@/shared/session/cart-store';

/** Session storage keys of this feature. */
export const SESSION_US_KEY = 'checkoutSessionUs';
export const TRACKED_KEY = 'checkoutTrackedBookings';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function bytes(n: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(n));
}

/** One random 12-character token per browser session (`sessionUs`). */
export function sessionUs(): string {
  const store = storage();
  const stored = store?.getItem(SESSION_US_KEY) ?? null;
  if (stored !== null && /^[A-Za-z0-9]{12}$/.test(stored)) return stored;
  const token = randomToken(bytes);
  try {
    store?.setItem(SESSION_US_KEY, token);
  } catch {
    // Without storage the token lives for this call only.
  }
  return token;
}

/** The outcome of execPayment as the return screens show it. */
export type BookingOutcome =
  | { readonly kind: 'booked'; readonly booking: BookedOrder }
  | {
      readonly kind: ExecPaymentFailure;
      readonly message: string | null;
      readonly handled: boolean;
    };

/** Calls execPayment for the order of a paid cart; refusals become outcomes, never exceptions. */
export async function execPayment(
  client: ApiClient,
  lang: Language,
  orderToken: string,
  signal?: AbortSignal,
): Promise<BookingOutcome> {
  try {
    const result = await client.call('checkoutExecPayment', {
      lang,
      body: pendingOrder(orderToken),
      query: { us: randomToken(bytes), sessionUs: sessionUs(), srcURL: window.location.href },
      signal,
    });
    return { kind: 'booked', booking: bookedOrderOf(result) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const body = error.body as { message?: unknown } | null;
    return {
      kind: execPaymentFailure(error.status, error.code),
      message: typeof body?.message === 'string' ? body.message : null,
      handled: error.handled,
    };
  }
}

/** Where a failure leads: the failed screen (with its reason), or null to stay and show a message. */
export function failedPath(lang: Language, failure: ExecPaymentFailure): string | null {
  if (failure === 'message' || failure === 'retry') return null;
  const reason = failedReasonOf(failure);
  return `${routePath('checkoutFailed', lang)}${reason ? `?reason=${reason}` : ''}`;
}

function trackedBookings(): string[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(TRACKED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * After a booking: the purchase event with the basket's items (once per booking, also across
 * reloads), then the basket is cleared (also forgets the order token).
 */
export function completeBooking(booking: BookedOrder): void {
  const tracked = trackedBookings();
  const { basket, clear } = cartStore.getState();
  const items: readonly BasketItem[] = basket.items;
  if (!tracked.includes(booking.orderToken) && items.length > 0) {
    track('purchase', items, booking.orderToken);
    try {
      storage()?.setItem(TRACKED_KEY, JSON.stringify([...tracked, booking.orderToken].slice(-20)));
    } catch {
      // Without storage a reload may repeat the event; nothing else is lost.
    }
  }
  if (items.length > 0 || basket.orderToken !== null) clear();
}

/** After a declined payment the places stay held: paying again renews this order (initPaymentOrder). */
export function keepDeclinedCart(orderToken: string): void {
  const { basket, setOrderToken } = cartStore.getState();
  if (basket.items.length > 0) setOrderToken(orderToken);
}

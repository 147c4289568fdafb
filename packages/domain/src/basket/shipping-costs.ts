/**
 * Shipping costs of the basket: when they are needed, and the small state the basket keeps while
 * they are calculated.
 */
import { roundHalfAwayFromZero, type Cents } from '../money';
import type { BasketItem } from './basket-item';

/**
 * `shippingCosts`: undefined while unknown or being calculated, null after a failure, else cents.
 * `shippingCostsError`: the error code of the last failure, else null.
 */
export interface ShippingCostState {
  readonly shippingCosts: Cents | null | undefined;
  readonly shippingCostsError: string | null;
}

/** Who asks for shipping costs: a logged-in user's token, or a country for everyone else. */
export interface ShippingCostRequester {
  readonly token?: string | null;
  readonly country?: string | null;
}

/** A shipping cost answer as cents: numbers and numeric strings, never negative; anything else 0. */
export function toShippingCents(value: unknown): Cents {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : 0;
  return Number.isFinite(number) && number > 0 ? roundHalfAwayFromZero(number) : 0;
}

/** Clears costs and error at the start of each calculation. */
export function startShippingCalculation<S extends ShippingCostState>(state: S): S {
  return { ...state, shippingCosts: undefined, shippingCostsError: null };
}

/** Stores the answered costs; a non-numeric cost counts as 0. */
export function shippingCostsLoaded<S extends ShippingCostState>(state: S, value: unknown): S {
  return { ...state, shippingCosts: toShippingCents(value), shippingCostsError: null };
}

/** On error the costs become null and the answer's error code is kept. */
export function shippingCostsFailed<S extends ShippingCostState>(state: S, code: string): S {
  return { ...state, shippingCosts: null, shippingCostsError: code };
}

/** Costs are asked only for merchandise and when a token or a country is known. */
export function needsShippingCosts(
  items: readonly BasketItem[],
  requester: ShippingCostRequester,
): boolean {
  const known = (value: string | null | undefined): boolean => (value ?? '').trim() !== '';
  return (
    items.some((item) => item.type === 'merchandise') &&
    (known(requester.token) || known(requester.country))
  );
}

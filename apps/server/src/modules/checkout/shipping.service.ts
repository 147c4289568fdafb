/**
 * Shipping costs: a rate per destination country from `server.shipping.rates`, free from `freeFrom`
 * (compared with the line total of the merchandise that is shipped), and nothing when no article of
 * the cart needs shipping. The country is the logged-in customer's shipping country (else their
 * billing country) or, without a login, the one sent.
 */
import type { ShippingCostsBody } from '@foyer/domain/contract';
import type { FoyerConfig } from '../../config/schema';
import type { CustomerRow } from '../customers';
import { articlesByIds } from '../catalog';
import { customerOf, type CheckoutDeps } from './checkout.deps';
import { success, type Outcome } from '../../outcome';
import { shippingRefused } from './checkout.failures';

export type ShippingQuote =
  | { ok: true; cost: number }
  | { ok: false; code: 'SHIPPING_NO_COSTS_FOR_COUNTRY' | 'SHIPPING_COUNTRY_REQUIRED' };

/** The shipping cost in cents for `country` and the line total of the shipped merchandise. */
export function shippingQuote(
  config: FoyerConfig,
  country: string | null,
  shippedSubtotal: number | null,
): ShippingQuote {
  if (shippedSubtotal === null) return { ok: true, cost: 0 };
  if (!country) return { ok: false, code: 'SHIPPING_COUNTRY_REQUIRED' };
  const { rates, freeFrom } = config.server.shipping;
  const rate = Object.hasOwn(rates, country) ? rates[country] : undefined;
  if (rate === undefined) return { ok: false, code: 'SHIPPING_NO_COSTS_FOR_COUNTRY' };
  return { ok: true, cost: freeFrom !== null && shippedSubtotal >= freeFrom ? 0 : rate };
}

/** The address a customer's merchandise goes to: the shipping address, else the billing address. */
export function shippingAddressOf(customer: CustomerRow): {
  name: string;
  street: string;
  zip: string;
  city: string;
  country: string;
} {
  return (
    customer.shipping ?? {
      name: [customer.fname, customer.lname].filter((part) => part.trim() !== '').join(' '),
      street: customer.street,
      zip: customer.zip,
      city: customer.city,
      country: customer.country,
    }
  );
}

/** `checkout/shippingCosts`: the cost in cents, or `{ code }`. */
export async function shippingCosts(
  deps: CheckoutDeps,
  token: string | undefined,
  body: ShippingCostsBody,
): Promise<Outcome<number>> {
  const who = await customerOf(deps, token);
  if (!who.ok) return who;
  const cart = 'cart' in body ? body.cart : body;
  let country: string | null = 'country' in body ? body.country : null;
  if (who.value) country = shippingAddressOf(who.value).country || null;
  const ids = cart.items.flatMap((item) => (item.type === 'merchandise' ? [item.id] : []));
  const articles = new Map((await articlesByIds(deps.db, ids)).map((row) => [row.id, row]));
  let shipped: number | null = null;
  for (const item of cart.items) {
    const article = item.type === 'merchandise' ? articles.get(item.id) : undefined;
    if (article?.active && article.needsShipping) {
      shipped = (shipped ?? 0) + article.price * item.count;
    }
  }
  const quote = shippingQuote(deps.config, country, shipped);
  return quote.ok ? success(quote.cost) : shippingRefused(quote.code);
}

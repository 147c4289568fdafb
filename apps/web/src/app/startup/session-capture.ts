/**
 * What the shop remembers about how the visitor arrived: the partner query parameter, and the
 * referrer unless it is a payment provider's page.
 */
import { isPaymentProviderReferrer } from '@foyer/domain';
import type { SessionActions } from '@/shared/session/session-store';

/**
 * Hosts of common payment providers; a build replaces them with `VITE_FOYER_PAYMENT_PROVIDER_HOSTS`
 * (comma-separated). Subdomains count too.
 */
export const DEFAULT_PAYMENT_PROVIDER_HOSTS: readonly string[] = [
  'adyen.com',
  'checkout.com',
  'computop-paygate.com',
  'datatrans.com',
  'klarna.com',
  'mollie.com',
  'nexi.it',
  'paypal.com',
  'payone.com',
  'saferpay.com',
  'sofort.com',
  'stripe.com',
  'unzer.com',
  'wallee.com',
  'worldline.com',
];

/** The payment provider hosts of this build. */
export function paymentProviderHosts(configured: string | undefined): readonly string[] {
  const hosts = (configured ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter((host) => host.length > 0);
  return hosts.length > 0 ? hosts : DEFAULT_PAYMENT_PROVIDER_HOSTS;
}

function sameOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}

/**
 * Stores the referrer, unless there is none, it is the shop itself (a reload, a language switch) or
 * a payment provider (returning from payment keeps the original referrer).
 */
export function captureReferrer(
  referrer: string,
  pageOrigin: string,
  providerHosts: readonly string[],
  session: Pick<SessionActions, 'setReferrer'>,
): void {
  const value = referrer.trim();
  if (value.length === 0 || sameOrigin(value, pageOrigin)) return;
  if (isPaymentProviderReferrer(value, providerHosts)) return;
  session.setReferrer(value);
}

/** The `partner` query parameter, trimmed; null when absent or empty. */
export function partnerOf(search: string): string | null {
  const partner = new URLSearchParams(search).get('partner')?.trim() ?? '';
  return partner.length > 0 ? partner.slice(0, 100) : null;
}

/** Keeps the partner of the query for the session; a later page without one keeps it. */
export function capturePartner(search: string, session: Pick<SessionActions, 'setPartner'>): void {
  const partner = partnerOf(search);
  if (partner !== null) session.setPartner(partner);
}

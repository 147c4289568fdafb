/**
 * The desk's till as a payment "provider": desk sales are paid in cash or on the card terminal
 * (`DESK_PAYMENT_KINDS`), so nothing is collected online and nothing online pays it back. When the
 * back office cancels a desk sale, the staff member pays the money back at the till (cash out of
 * the drawer, or a refund on the terminal); the till records that refund at once, keyed like every
 * refund, so the cancellation runs the same path as one paid back by a real provider.
 */
import { DESK_PAYMENT_KINDS } from '@foyer/domain';
import type { PaymentProvider } from './provider';

function tillProvider(name: string): PaymentProvider {
  return {
    name,
    start() {
      // No payment type of the shop names a till (config check in createPayments), so the shop
      // never starts one online.
      throw new Error(`The desk's ${name} payments are not started online`);
    },
    verify: () => Promise.resolve({ status: 'paid' }),
    // Paid at the till the moment it is recorded: there is no page to close.
    cancel: () => Promise.resolve({ status: 'paid' }),
    refund: (providerRef, request) =>
      Promise.resolve({ ok: true, refundRef: `${name}:${request?.key ?? providerRef}` }),
  };
}

/** The till's providers: one per desk payment kind. */
export function tillProviders(): PaymentProvider[] {
  return DESK_PAYMENT_KINDS.map(tillProvider);
}

/** Whether a configured payment type names a till, which pays only at the desk. */
export function isTill(providerName: string): boolean {
  return (DESK_PAYMENT_KINDS as readonly string[]).includes(providerName);
}

/**
 * The payment provider interface (architecture "Payments"): a provider starts a payment and answers
 * the URL of its hosted page; afterwards the shop asks the provider how the payment ended. The
 * browser's return is never proof of payment.
 */
import type { Language } from '@foyer/domain';
import type { PaymentAux } from '@foyer/domain/contract';

/** How a payment type collects the money (`server.payments.types[].method`). */
export type PaymentMethod = 'card' | 'sepa' | 'wallet' | 'express';

/** What the provider says about a payment. */
export type PaymentStatus = 'paid' | 'failed' | 'cancelled' | 'pending';

export interface PaymentRequest {
  /** The order's public id (the cart id). */
  orderToken: string;
  orderNumber: string;
  /** Cents to collect. */
  amount: number;
  /** The order's language: the provider's page speaks it. */
  language: Language;
  payartId: number;
  method: PaymentMethod;
  aux: PaymentAux;
  /** Where the provider sends the browser back; both already carry `cartId`. */
  urls: { continue: string; cancel: string };
}

export interface StartedPayment {
  /** The provider's hosted page. */
  redirectUrl: string;
  /** The provider's id of the payment; the shop asks about the payment with it. */
  providerRef: string;
  /** What the provider wants kept with the payment (stored in `payments.details`). */
  details: Record<string, unknown>;
}

/** The person who paid, as an express wallet reports them. */
export interface Payer {
  fname: string;
  lname: string;
  email: string;
}

export interface Verification {
  status: PaymentStatus;
  /** Set by wallets that collect the payer's name and e-mail (the express wallet). */
  payer?: Payer;
}

/** How a refund ended: the provider's id of the refund, or why it refused (the money stays). */
export type RefundOutcome = { ok: true; refundRef: string } | { ok: false; reason: string };

export interface RefundRequest {
  /** Cents to pay back; the whole rest of the payment when absent. */
  amount?: number;
  /** The shop's key of this refund: asking twice with the same key pays back once. */
  key?: string;
}

export interface PaymentProvider {
  /** The name payment types refer to (`server.payments.types[].provider`). */
  readonly name: string;
  start(request: PaymentRequest): Promise<StartedPayment>;
  /** Asks the provider how the payment stands. */
  verify(providerRef: string): Promise<Verification>;
  /**
   * Pays a collected payment back, wholly (the order could not be booked after all) or partly (the
   * back office cancelled lines). A refusal is an answer, not an error.
   */
  refund(providerRef: string, request?: RefundRequest): Promise<RefundOutcome>;
}

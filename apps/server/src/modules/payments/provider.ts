/**
 * The payment provider interface (docs/payments.md): a provider starts a payment and answers
 * the URL of its hosted page; afterwards the shop asks the provider how the payment ended. The
 * browser's return is never proof of payment.
 */
import type { Language } from '@foyer/domain';
import type { PaymentAux } from '@foyer/domain/contract';

/** How a payment type collects the money (`server.payments.types[].method`). */
export type PaymentMethod = 'card' | 'sepa' | 'wallet' | 'express';

/**
 * What the provider says about a payment: `processing` is a direct debit whose mandate is given and
 * whose money is still under way (it becomes `paid` or `failed` days later).
 */
export type PaymentStatus = 'paid' | 'processing' | 'failed' | 'cancelled' | 'pending';

export interface PaymentRequest {
  /** The order token. */
  orderToken: string;
  orderNumber: string;
  /** The order's n-th payment (1 for the first): with the order's token it keys the provider's page. */
  attempt: number;
  /** Cents to collect. */
  amount: number;
  /** The order's language: the provider's page speaks it. */
  language: Language;
  payartId: number;
  method: PaymentMethod;
  aux: PaymentAux;
  /** Where the provider sends the browser back; both already carry the order token. */
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
  /** What the provider wants kept with the payment once it is known (Stripe: its PaymentIntent). */
  details?: Record<string, unknown>;
}

/** A dispute (chargeback) of a payment as the provider reports it. */
export interface DisputeReport {
  provider: string;
  /** The payment's reference (`providerRef`) when the report names it. */
  paymentRef: string | null;
  /** Else the provider's id of the money movement (Stripe: the PaymentIntent), kept at capture. */
  intentRef: string | null;
  /** The provider's id of the dispute. */
  disputeRef: string;
  /** Cents disputed. */
  amount: number;
  status: 'open' | 'won' | 'lost';
  /** Until when the museum can answer the dispute (ISO time), when the provider says. */
  dueBy: string | null;
  /** The provider's word for the cause (`fraudulent`, `product_not_received`, …). */
  reason: string | null;
}

/** How a refund ended: the provider's id of the refund, or why it refused (the money stays). */
export type RefundOutcome = { ok: true; refundRef: string } | { ok: false; reason: string };

export interface RefundRequest {
  /** Cents to pay back; the whole rest of the payment when absent. */
  amount?: number;
  /** The shop's key of this refund (derived from its ledger entry): asking twice pays back once. */
  key?: string;
}

export interface PaymentProvider {
  /** The name payment types refer to (`server.payments.types[].provider`). */
  readonly name: string;
  start(request: PaymentRequest): Promise<StartedPayment>;
  /** Asks the provider how the payment stands. */
  verify(providerRef: string): Promise<Verification>;
  /**
   * Closes the payment's page so that it can no longer be paid (a newer payment of the same order
   * replaces it), and answers how the payment stands afterwards: `cancelled`, or paid (or under way)
   * when the visitor was faster.
   */
  cancel(providerRef: string): Promise<Verification>;
  /**
   * Pays a collected payment back, wholly (the order could not be booked after all) or partly (the
   * back office cancelled lines). A refusal is an answer, not an error.
   */
  refund(providerRef: string, request?: RefundRequest): Promise<RefundOutcome>;
}

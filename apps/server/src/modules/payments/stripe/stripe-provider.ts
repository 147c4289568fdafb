/**
 * Stripe behind the payment provider interface, with Stripe Checkout as the hosted page:
 * - `start` creates a Checkout Session (amount from our order, in cents, EUR; the visitor's language
 *   as Checkout's `locale`, which also words the SEPA mandate) and answers its `url`; the session
 *   lives a few minutes longer than the order's hold (at least Stripe's minimum of 30 minutes plus a
 *   margin for clock skew). Types map onto
 *   Checkout's payment methods: card (3-D Secure is Stripe's), SEPA direct debit (Stripe collects the
 *   IBAN and the mandate itself), Apple Pay and Google Pay (card wallets in Checkout) and the
 *   express wallet (card and wallets, with the payer's name collected by Checkout);
 * - `verify` asks Stripe about the session: paid, a direct debit under way (`processing`: the mandate
 *   is given), failed (the debit failed) or expired (cancelled); otherwise pending;
 * - `cancel` expires an open session, so a newer payment of the same order replaces it;
 * - `refund` pays back through the session's PaymentIntent, wholly or in part, keyed.
 * Every call that creates something at Stripe carries an idempotency key derived from what the shop
 * recorded (the order and its payment's number; a refund's ledger entry), never a random one, so a
 * retried call (by the SDK or after a crash) finds the first one's result.
 */
import Stripe from 'stripe';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/client';
import type {
  Payer,
  PaymentMethod,
  PaymentProvider,
  PaymentRequest,
  RefundOutcome,
  RefundRequest,
  StartedPayment,
  Verification,
} from '../provider';
import { saveRefundState, STRIPE_PROVIDER } from './stripe.repository';
import type { StripeSecrets } from './stripe-secrets';

export interface StripeProviderOptions {
  db: Db;
  clock: Clock;
  secrets: StripeSecrets;
  /** The museum's name, shown on Checkout's line. */
  shopName: string;
  /** Another address of Stripe's API (a local stand-in in the tests); Stripe's own when absent. */
  apiBase?: string;
  /** Retries of a failed call, with the same idempotency key (default 2). */
  maxNetworkRetries?: number;
  /** Minutes an order's places are held: a session lives a little longer. */
  holdMinutes?: number;
}

export interface StripeProvider extends PaymentProvider {
  /** The verified webhook event, or null when the signature does not match the payload. */
  event(payload: Buffer | string, signature: string | undefined): Stripe.Event | null;
}

/** Checkout's payment methods per payment type method. */
function methodTypes(
  method: PaymentMethod,
): Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType[] {
  return method === 'sepa' ? ['sepa_debit'] : ['card'];
}

/**
 * Minutes a Checkout Session lives: Stripe accepts 30 minutes to 24 hours from its own clock, so
 * five minutes above the lower bound (and above the order's hold) keep a skewed clock from being
 * refused.
 */
export function sessionMinutes(holdMinutes: number): number {
  return Math.min(24 * 60 - 5, Math.max(30, holdMinutes) + 5);
}

function idOf(value: string | { id: string } | null): string | null {
  return value === null ? null : typeof value === 'string' ? value : value.id;
}

/** The payer an express checkout names: Checkout's collected name and e-mail. */
export function payerOf(session: Stripe.Checkout.Session): Payer | undefined {
  const name = (
    session.collected_information?.individual_name ??
    session.customer_details?.name ??
    ''
  ).trim();
  const email = session.customer_details?.email?.trim() ?? '';
  if (name === '' || email === '') return undefined;
  const parts = name.split(/\s+/);
  const lname = parts.length > 1 ? (parts.pop() ?? '') : name;
  return { fname: parts.join(' ').slice(0, 200), lname: lname.slice(0, 200), email };
}

/** How the session's payment stands. */
export function statusOf(session: Stripe.Checkout.Session): Verification['status'] {
  if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') {
    return 'paid';
  }
  const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
  if (session.status === 'complete') {
    // A direct debit is `processing` for days: the mandate is given, the money under way.
    if (intent?.status === 'processing') return 'processing';
    if (intent?.status === 'succeeded') return 'paid';
    if (intent?.status === 'requires_payment_method' || intent?.status === 'canceled') {
      return 'failed';
    }
    return 'pending';
  }
  return session.status === 'expired' ? 'cancelled' : 'pending';
}

function clientOf(options: StripeProviderOptions): Stripe {
  const base = options.apiBase ? new URL(options.apiBase) : null;
  return new Stripe(options.secrets.secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? ('https' as const) : ('http' as const),
        }
      : {}),
  });
}

/** A refusal of Stripe (a 4xx answer) is an answer; a network or server failure is an error. */
function refusalOf(error: unknown): string | null {
  if (
    error instanceof Stripe.errors.StripeInvalidRequestError ||
    error instanceof Stripe.errors.StripeCardError ||
    error instanceof Stripe.errors.StripePermissionError
  ) {
    return error.message || error.code || 'Stripe refused the refund';
  }
  return null;
}

export function createStripeProvider(options: StripeProviderOptions): StripeProvider {
  const stripe = clientOf(options);
  const { db, clock } = options;

  async function session(id: string): Promise<Stripe.Checkout.Session> {
    return stripe.checkout.sessions.retrieve(id, { expand: ['payment_intent'] });
  }

  async function verify(sessionId: string): Promise<Verification> {
    const found = await session(sessionId);
    const status = statusOf(found);
    const payer = status === 'paid' || status === 'processing' ? payerOf(found) : undefined;
    const intentId = idOf(found.payment_intent);
    return {
      status,
      ...(payer ? { payer } : {}),
      ...(intentId ? { details: { intentId } } : {}),
    };
  }

  return {
    name: STRIPE_PROVIDER,

    async start(request: PaymentRequest): Promise<StartedPayment> {
      const metadata = {
        order_token: request.orderToken,
        order_number: request.orderNumber,
        payart: String(request.payartId),
        ...(request.aux.wallet ? { wallet: request.aux.wallet } : {}),
      };
      const expiresAt =
        Math.floor(clock.now().getTime() / 1000) + sessionMinutes(options.holdMinutes ?? 20) * 60;
      const created = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: request.orderToken,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'eur',
                unit_amount: request.amount,
                product_data: { name: `${options.shopName} ${request.orderNumber}` },
              },
            },
          ],
          allowed_payment_method_types: methodTypes(request.method),
          locale: request.language,
          success_url: request.urls.continue,
          cancel_url: request.urls.cancel,
          expires_at: expiresAt,
          metadata,
          payment_intent_data: {
            description: `${options.shopName} ${request.orderNumber}`,
            metadata,
          },
          ...(request.method === 'express'
            ? { name_collection: { individual: { enabled: true, optional: false } } }
            : {}),
        },
        { idempotencyKey: `foyer-session-${request.orderToken}-${request.attempt}` },
      );
      if (!created.url) throw new Error(`Stripe answered the session ${created.id} without a url`);
      const iban = request.aux.iban?.replace(/\s+/g, '') ?? '';
      return {
        redirectUrl: created.url,
        providerRef: created.id,
        // Never the IBAN: at most its last four characters.
        details: {
          method: request.method,
          wallet: request.aux.wallet ?? null,
          ...(iban ? { ibanLast4: iban.slice(-4) } : {}),
        },
      };
    },

    verify,

    async cancel(sessionId: string): Promise<Verification> {
      try {
        await stripe.checkout.sessions.expire(sessionId);
      } catch (error) {
        // A session that is no longer open (paid meanwhile, or expired) cannot be expired: the
        // answer below says how it stands.
        if (!refusalOf(error)) throw error;
      }
      return verify(sessionId);
    },

    async refund(sessionId: string, request: RefundRequest = {}): Promise<RefundOutcome> {
      let intentId: string | null;
      try {
        intentId = idOf((await session(sessionId)).payment_intent);
      } catch (error) {
        const reason = refusalOf(error);
        if (reason) return { ok: false, reason };
        throw error;
      }
      if (!intentId) return { ok: false, reason: 'Stripe has no payment for this session' };
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: intentId,
            ...(request.amount !== undefined ? { amount: request.amount } : {}),
            metadata: { session: sessionId },
          },
          { idempotencyKey: `foyer-refund-${request.key ?? `${sessionId}-whole`}` },
        );
        await saveRefundState(
          db,
          {
            refundRef: refund.id,
            paymentRef: sessionId,
            amount: refund.amount,
            status: refund.status ?? 'pending',
            failureReason: refund.failure_reason ?? null,
          },
          clock.now(),
        );
        if (refund.status === 'failed' || refund.status === 'canceled') {
          return {
            ok: false,
            reason: `Stripe could not pay back: ${refund.failure_reason ?? refund.status}`,
          };
        }
        return { ok: true, refundRef: refund.id };
      } catch (error) {
        const reason = refusalOf(error);
        if (reason) return { ok: false, reason };
        throw error;
      }
    },

    event(payload, signature) {
      if (!signature) return null;
      try {
        return stripe.webhooks.constructEvent(payload, signature, options.secrets.webhookSecret);
      } catch {
        return null;
      }
    },
  };
}

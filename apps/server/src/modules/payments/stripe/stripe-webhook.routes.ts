/**
 * Stripe's webhook, `POST /pay/stripe/webhook` (the URL a museum registers at Stripe, see
 * docs/payments.md). The body is kept raw for this route only: Stripe signs the exact bytes. Each
 * event is acted on once (its id is recorded after it was handled; a redelivery is answered 200
 * without acting again); an event that could not be handled answers 500 and Stripe delivers it
 * again. The shop still asks Stripe before booking: the event only says "look now".
 * - `checkout.session.completed`, `…async_payment_succeeded`, `…expired`: book the order as the
 *   visitor's return would (both may race: the order's row lock books once), or close its payment;
 * - `checkout.session.async_payment_failed`: a direct debit failed (mandate cancelled, debit
 *   returned); before booking the order is not booked, after booking the payment is marked failed;
 * - `refund.created`, `refund.updated`, `refund.failed`, `charge.refunded`: the refund's state.
 */
import type { Language } from '@foyer/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/client';
import { sendFailure } from '../../../http/failure';
import type { StripeProvider } from './stripe-provider';
import {
  eventProcessed,
  markDebitFailed,
  markEventProcessed,
  saveRefundState,
} from './stripe.repository';

export const STRIPE_WEBHOOK_PATH = '/pay/stripe/webhook';

export interface StripeWebhookOptions {
  provider: StripeProvider;
  db: Db;
  clock: Clock;
  defaultLanguage: Language;
  /** Books the order of this Checkout Session when Stripe says it is paid (or closes its payment). */
  onPayment(sessionId: string): Promise<void>;
  /** Whether the order of this Checkout Session is booked. */
  isBooked(sessionId: string): Promise<boolean>;
}

async function keepRefund(
  options: StripeWebhookOptions,
  refund: Stripe.Refund,
  log: FastifyBaseLogger,
): Promise<void> {
  const paymentRef = refund.metadata?.session ?? null;
  await saveRefundState(
    options.db,
    {
      refundRef: refund.id,
      paymentRef,
      amount: refund.amount,
      status: refund.status ?? 'pending',
      failureReason: refund.failure_reason ?? null,
    },
    options.clock.now(),
  );
  if (refund.status === 'failed') {
    log.warn(
      { refund: refund.id, payment: paymentRef, reason: refund.failure_reason },
      'Stripe could not pay a refund back: pay the visitor back another way',
    );
  }
}

async function handle(
  options: StripeWebhookOptions,
  event: Stripe.Event,
  log: FastifyBaseLogger,
): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.expired':
      await options.onPayment(event.data.object.id);
      return;
    case 'checkout.session.async_payment_failed': {
      const sessionId = event.data.object.id;
      if (!(await options.isBooked(sessionId))) {
        await options.onPayment(sessionId);
        return;
      }
      // The provider's word, not the event's: ask Stripe.
      if ((await options.provider.verify(sessionId)).status !== 'failed') return;
      const orderId = await markDebitFailed(
        options.db,
        sessionId,
        'The direct debit failed after the order was booked (mandate cancelled or debit returned)',
        options.clock.now(),
      );
      log.warn({ order: orderId, session: sessionId }, 'A booked order’s direct debit failed');
      return;
    }
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed':
      await keepRefund(options, event.data.object, log);
      return;
    case 'charge.refunded':
      for (const refund of event.data.object.refunds?.data ?? []) {
        await keepRefund(options, refund, log);
      }
      return;
    default:
      return;
  }
}

export async function stripeWebhookRoutes(
  app: FastifyInstance,
  options: StripeWebhookOptions,
): Promise<void> {
  await app.register(async (scope) => {
    // Stripe signs the exact bytes: this route alone keeps its body raw.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: 512 * 1024 },
      (_request, body, done) => {
        done(null, body);
      },
    );
    scope.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const event = options.provider.event(
        body,
        typeof signature === 'string' ? signature : undefined,
      );
      if (!event) {
        const failure = { kind: 'unauthenticated', code: 'WEBHOOK_SIGNATURE_INVALID' } as const;
        return sendFailure(reply, failure, options.defaultLanguage);
      }
      if (await eventProcessed(options.db, event.id)) {
        return reply.send({ data: { received: true, duplicate: true } });
      }
      await handle(options, event, request.log);
      await markEventProcessed(options.db, event.id, event.type, options.clock.now());
      return reply.send({ data: { received: true } });
    });
  });
}

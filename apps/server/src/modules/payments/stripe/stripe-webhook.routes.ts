/**
 * Stripe's webhook, `POST /pay/stripe/webhook` (the URL a museum registers at Stripe, see
 * docs/payments.md). The body is kept raw for this route only: Stripe signs the exact bytes. Each
 * event is acted on once (its id is recorded after it was handled; a redelivery is answered 200
 * without acting again); an event that could not be handled answers 500 and Stripe delivers it
 * again. The shop still asks Stripe before booking: the event only says "look now".
 * - `checkout.session.completed`, `…async_payment_succeeded`, `…expired`: book the order as the
 *   visitor's return would (both may race: the order's row lock books once), or close its payment;
 * - `checkout.session.async_payment_failed`: a direct debit failed (mandate cancelled, debit
 *   returned): the shop asks Stripe and follows its direct-debit policy (docs/payments.md);
 * - `charge.dispute.created`, `…updated`, `…closed`: a dispute (chargeback) of a payment, recorded in
 *   the order's ledger with its amount and deadline;
 * - `refund.created`, `refund.updated`, `refund.failed`, `charge.refunded`: the refund's state.
 */
import { webhookFailureHook } from '../../metrics';
import type { Language } from '@foyer/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/client';
import { sendFailure } from '../../../http/failure';
import type { DisputeReport } from '../provider';
import type { StripeProvider } from './stripe-provider';
import {
  eventProcessed,
  markEventProcessed,
  saveRefundState,
  STRIPE_PROVIDER,
} from './stripe.repository';

export const STRIPE_WEBHOOK_PATH = '/pay/stripe/webhook';

export interface StripeWebhookOptions {
  provider: StripeProvider;
  db: Db;
  clock: Clock;
  defaultLanguage: Language;
  /** Asks Stripe about this Checkout Session and brings its order's ledger up to date. */
  onPayment(sessionId: string): Promise<void>;
  /** Records a dispute in the ledger of the order it belongs to. */
  onDispute(report: DisputeReport): Promise<void>;
}

/** What the shop keeps of a Stripe dispute. */
export function disputeReportOf(dispute: Stripe.Dispute): DisputeReport {
  const won = ['won', 'warning_closed', 'prevented'].includes(dispute.status);
  const intent = dispute.payment_intent;
  const dueBy = dispute.evidence_details?.due_by;
  return {
    provider: STRIPE_PROVIDER,
    paymentRef: null,
    intentRef: intent === null ? null : typeof intent === 'string' ? intent : intent.id,
    disputeRef: dispute.id,
    amount: dispute.amount,
    status: won ? 'won' : dispute.status === 'lost' ? 'lost' : 'open',
    dueBy: dueBy ? new Date(dueBy * 1000).toISOString() : null,
    reason: dispute.reason ?? null,
  };
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
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      // The provider's word, not the event's: the shop asks Stripe about the session.
      await options.onPayment(event.data.object.id);
      return;
    case 'charge.dispute.created':
    case 'charge.dispute.updated':
    case 'charge.dispute.closed':
      await options.onDispute(disputeReportOf(event.data.object));
      return;
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
    scope.post(
      STRIPE_WEBHOOK_PATH,
      { onResponse: webhookFailureHook('stripe') },
      async (request, reply) => {
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
      },
    );
  });
}

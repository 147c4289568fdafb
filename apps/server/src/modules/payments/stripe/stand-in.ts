/**
 * Test code: a local stand-in of the Stripe API endpoints Foyer uses (Checkout Sessions create,
 * retrieve and expire, Refunds create), so the Stripe provider is tested without the internet. It checks each
 * request like Stripe does — the secret key, the API version header, an idempotency key on every
 * create, every form parameter against Stripe's documented ones (stand-in.params.ts) — keeps state,
 * replays idempotent requests, and can fail, be slow or refuse. The `visitor…`/`bank…` methods play
 * what happens on Stripe's side and answer the webhook event Stripe would send, signed like Stripe
 * signs it (`webhooks.generateTestHeaderString`).
 */
import { randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import {
  checkParams,
  CHECKOUT_SESSION_CREATE,
  CHECKOUT_SESSION_EXPIRE,
  CHECKOUT_SESSION_RETRIEVE,
  REFUND_CREATE,
  metadataOf,
  sessionFrom,
  type EndpointParams,
  type StandInSession,
} from './stand-in.params';

export const STAND_IN_KEY = 'sk_test_foyerStandIn0123456789';
export const STAND_IN_WEBHOOK_SECRET = 'whsec_foyerStandIn0123456789';

type Json = Record<string, unknown>;
export type { StandInSession };

export interface StandInIntent extends Json {
  id: string;
  status: string;
  amount: number;
  amount_refunded: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | null;
  status: number;
}

export interface SignedWebhook {
  event: Json & { id: string; type: string };
  payload: string;
  headers: Record<string, string>;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Json = {}) {
  res.writeHead(status, {
    'content-type': 'application/json',
    'request-id': id('req'),
    ...headers,
  });
  res.end(JSON.stringify(body));
}

function stripeError(type: string, message: string, extra: Json = {}) {
  return { error: { type, message, ...extra } };
}

export class StripeStandIn {
  readonly sessions = new Map<string, StandInSession>();
  readonly intents = new Map<string, StandInIntent>();
  readonly refunds = new Map<string, Json & { id: string; amount: number; status: string }>();
  readonly disputes = new Map<string, Json & { id: string; amount: number; status: string }>();
  readonly requests: RecordedRequest[] = [];
  /** Requests the stand-in refused for their parameters: a test fails when any appears. */
  readonly refused: { path: string; message: string }[] = [];
  private readonly replays = new Map<string, { form: string; status: number; body: unknown }>();
  private failures: { match: RegExp; left: number; status: number }[] = [];
  private delayMs = 0;
  private refundRefusal: string | null = null;
  private server: http.Server | null = null;
  private readonly signer = new Stripe(STAND_IN_KEY);
  url = '';

  async start(port = 0): Promise<string> {
    this.server = http.createServer((req, res) => void this.serve(req, res));
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** The next `count` requests whose path matches answer `status` (Stripe down). */
  failNext(match: RegExp, count = 1, status = 500): void {
    this.failures.push({ match, left: count, status });
  }

  /** Every answer waits this long (a slow Stripe). */
  slow(ms: number): void {
    this.delayMs = ms;
  }

  /** Refunds are refused with this message until called with null. */
  refuseRefunds(message: string | null): void {
    this.refundRefusal = message;
  }

  // ------------------------------------------------------------- what happens on Stripe's side

  /** The visitor pays on Checkout: by card (also Apple Pay / Google Pay) or by SEPA direct debit. */
  visitorPays(
    sessionId: string,
    how: { method: 'card' | 'sepa'; name?: string; email?: string } = { method: 'card' },
  ): SignedWebhook {
    const session = this.session(sessionId);
    // An expired (or paid) Checkout page takes no payment.
    if (session.status !== 'open') throw new Error(`session ${sessionId} is ${session.status}`);
    const intent = this.intentOf(session);
    intent.status = how.method === 'sepa' ? 'processing' : 'succeeded';
    intent.latest_charge = id('ch');
    intent.last_payment_error = null;
    session.status = 'complete';
    session.payment_status = how.method === 'sepa' ? 'unpaid' : 'paid';
    session.customer_details = {
      email: how.email ?? 'visitor@example.org',
      name: how.name ?? 'Ada Lovelace',
    };
    if (session.name_collection) {
      session.collected_information = { individual_name: how.name ?? 'Ada Lovelace' };
    }
    return this.webhook('checkout.session.completed', session);
  }

  /** The card is declined on Checkout: the session stays open, the visitor may try again. */
  visitorDeclined(sessionId: string): SignedWebhook {
    const intent = this.intentOf(this.session(sessionId));
    intent.status = 'requires_payment_method';
    intent.last_payment_error = { code: 'card_declined', decline_code: 'generic_decline' };
    return this.webhook('payment_intent.payment_failed', intent);
  }

  /** The session expires unpaid. */
  expire(sessionId: string): SignedWebhook {
    const session = this.session(sessionId);
    session.status = 'expired';
    return this.webhook('checkout.session.expired', session);
  }

  /** The direct debit arrives days later. */
  debitSucceeds(sessionId: string): SignedWebhook {
    const session = this.session(sessionId);
    this.intentOf(session).status = 'succeeded';
    session.payment_status = 'paid';
    return this.webhook('checkout.session.async_payment_succeeded', session);
  }

  /** The direct debit fails: the visitor cancelled the mandate (or the bank returned it). */
  debitFails(sessionId: string, code = 'debit_not_authorized'): SignedWebhook {
    const session = this.session(sessionId);
    const intent = this.intentOf(session);
    intent.status = 'requires_payment_method';
    intent.last_payment_error = { code, type: 'invalid_request_error' };
    return this.webhook('checkout.session.async_payment_failed', session);
  }

  /**
   * The visitor's bank disputes the payment (a chargeback): `charge.dispute.created` with the amount
   * and the deadline for the museum's evidence.
   */
  disputeOpened(sessionId: string, days = 7): SignedWebhook {
    const intent = this.intentOf(this.session(sessionId));
    const dispute = {
      id: id('du'),
      object: 'dispute',
      amount: intent.amount - intent.amount_refunded,
      currency: 'eur',
      charge: intent.latest_charge,
      payment_intent: intent.id,
      reason: 'fraudulent',
      status: 'needs_response',
      evidence_details: {
        due_by: Math.floor(Date.now() / 1000) + days * 86_400,
        has_evidence: false,
        past_due: false,
        submission_count: 0,
      },
    };
    this.disputes.set(dispute.id, dispute);
    return this.webhook('charge.dispute.created', dispute);
  }

  /** The bank decides a dispute: `charge.dispute.closed`, won or lost. */
  disputeClosed(disputeId: string, status: 'won' | 'lost'): SignedWebhook {
    const dispute = this.disputes.get(disputeId);
    if (!dispute) throw new Error(`no dispute ${disputeId}`);
    dispute.status = status;
    return this.webhook('charge.dispute.closed', dispute);
  }

  /** A refund settles (`succeeded`) or fails later at the bank. */
  refundSettles(refundId: string, status: 'succeeded' | 'failed', reason?: string): SignedWebhook {
    const refund = this.refunds.get(refundId);
    if (!refund) throw new Error(`no refund ${refundId}`);
    refund.status = status;
    refund.failure_reason = reason ?? null;
    return this.webhook(status === 'failed' ? 'refund.failed' : 'refund.updated', refund);
  }

  /** `charge.refunded` for the session's charge, listing its refunds. */
  chargeRefunded(sessionId: string): SignedWebhook {
    const intent = this.intentOf(this.session(sessionId));
    const refunds = [...this.refunds.values()].filter((r) => r.payment_intent === intent.id);
    return this.webhook('charge.refunded', {
      id: intent.latest_charge,
      object: 'charge',
      amount: intent.amount,
      amount_refunded: intent.amount_refunded,
      payment_intent: intent.id,
      refunds: { object: 'list', data: refunds, has_more: false },
    });
  }

  /** A webhook event as Stripe sends it, signed with the webhook secret. */
  webhook(type: string, object: Json, secret = STAND_IN_WEBHOOK_SECRET): SignedWebhook {
    const event = {
      id: id('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: structuredClone(object) },
    };
    const payload = JSON.stringify(event);
    const signature = this.signer.webhooks.generateTestHeaderString({ payload, secret });
    return {
      event,
      payload,
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    };
  }

  session(sessionId: string): StandInSession {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    return session;
  }

  private intentOf(session: StandInSession): StandInIntent {
    if (session.payment_intent) {
      const known = this.intents.get(session.payment_intent);
      if (known) return known;
    }
    const intent: StandInIntent = {
      id: id('pi'),
      object: 'payment_intent',
      status: 'requires_payment_method',
      amount: session.amount_total,
      amount_refunded: 0,
      currency: 'eur',
      latest_charge: null,
      last_payment_error: null,
      metadata: session.metadata,
    };
    this.intents.set(intent.id, intent);
    session.payment_intent = intent.id;
    return intent;
  }

  // ------------------------------------------------------------------------------- the API

  private async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const target = new URL(req.url ?? '/', 'http://stand-in');
    const body = Buffer.concat(chunks).toString('utf8');
    const form = new URLSearchParams(req.method === 'GET' ? target.search : body);
    const key =
      typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
    const record: RecordedRequest = {
      method: req.method ?? '',
      path: target.pathname,
      form,
      idempotencyKey: key,
      status: 0,
    };
    this.requests.push(record);
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    const answer = (status: number, json: unknown, headers: Json = {}) => {
      record.status = status;
      sendJson(res, status, json, headers);
    };
    if (req.headers.authorization !== `Bearer ${STAND_IN_KEY}`) {
      return answer(401, stripeError('invalid_request_error', 'Invalid API Key provided'));
    }
    if (typeof req.headers['stripe-version'] !== 'string') {
      return answer(400, stripeError('invalid_request_error', 'No Stripe-Version header'));
    }
    const failure = this.failures.find((f) => f.left > 0 && f.match.test(target.pathname));
    if (failure) {
      failure.left -= 1;
      return answer(failure.status, stripeError('api_error', 'Stand-in: Stripe is down'));
    }
    if (req.method === 'POST') {
      if (!key) {
        this.refused.push({ path: target.pathname, message: 'no idempotency key' });
        return answer(
          400,
          stripeError('invalid_request_error', 'Foyer sends an Idempotency-Key on every create'),
        );
      }
      const seen = this.replays.get(key);
      if (seen) {
        if (seen.form !== body) {
          return answer(
            400,
            stripeError(
              'idempotency_error',
              `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
            ),
          );
        }
        return answer(seen.status, seen.body, { 'idempotent-replayed': 'true' });
      }
    }
    const [status, json] = this.route(req.method ?? '', target.pathname, form);
    if (req.method === 'POST' && key && status < 500) {
      this.replays.set(key, { form: body, status, body: json });
    }
    return answer(status, json);
  }

  private checked(
    spec: EndpointParams,
    path: string,
    form: URLSearchParams,
  ): [number, unknown] | null {
    const problem = checkParams(spec, form);
    if (!problem) return null;
    this.refused.push({ path, message: problem.message });
    return [
      400,
      stripeError('invalid_request_error', problem.message, {
        param: problem.param,
        code: problem.code,
      }),
    ];
  }

  private route(method: string, path: string, form: URLSearchParams): [number, unknown] {
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      return this.checked(CHECKOUT_SESSION_CREATE, path, form) ?? this.createSession(form);
    }
    const sessionPath = /^\/v1\/checkout\/sessions\/([A-Za-z0-9_]+)$/.exec(path);
    if (method === 'GET' && sessionPath?.[1]) {
      const refused = this.checked(CHECKOUT_SESSION_RETRIEVE, path, form);
      if (refused) return refused;
      const session = this.sessions.get(sessionPath[1]);
      if (!session)
        return [
          404,
          stripeError('invalid_request_error', `No such checkout.session: '${sessionPath[1]}'`, {
            code: 'resource_missing',
          }),
        ];
      const expand = [...form.entries()].filter(([k]) => k.startsWith('expand[')).map(([, v]) => v);
      const intent = session.payment_intent ? this.intents.get(session.payment_intent) : undefined;
      return [
        200,
        {
          ...session,
          payment_intent:
            expand.includes('payment_intent') && intent ? intent : session.payment_intent,
        },
      ];
    }
    const expirePath = /^\/v1\/checkout\/sessions\/([A-Za-z0-9_]+)\/expire$/.exec(path);
    if (method === 'POST' && expirePath?.[1]) {
      const refused = this.checked(CHECKOUT_SESSION_EXPIRE, path, form);
      if (refused) return refused;
      const session = this.sessions.get(expirePath[1]);
      if (!session) {
        return [
          404,
          stripeError('invalid_request_error', `No such checkout.session: '${expirePath[1]}'`, {
            code: 'resource_missing',
          }),
        ];
      }
      if (session.status !== 'open') {
        return [
          400,
          stripeError(
            'invalid_request_error',
            'Only Checkout Sessions with a status of `open` can be expired.',
          ),
        ];
      }
      session.status = 'expired';
      return [200, session];
    }
    if (method === 'POST' && path === '/v1/refunds') {
      return this.checked(REFUND_CREATE, path, form) ?? this.createRefund(form);
    }
    return [
      404,
      stripeError('invalid_request_error', `Unrecognized request URL (${method}: ${path}).`),
    ];
  }

  private createSession(form: URLSearchParams): [number, unknown] {
    const session = sessionFrom(form, id('cs'));
    this.sessions.set(session.id, session);
    return [200, session];
  }

  private createRefund(form: URLSearchParams): [number, unknown] {
    const intent = this.intents.get(form.get('payment_intent') ?? '');
    if (!intent)
      return [
        404,
        stripeError('invalid_request_error', 'No such payment_intent', {
          code: 'resource_missing',
          param: 'payment_intent',
        }),
      ];
    if (this.refundRefusal)
      return [
        400,
        stripeError('invalid_request_error', this.refundRefusal, { code: 'charge_not_refundable' }),
      ];
    if (intent.status !== 'succeeded' && intent.status !== 'processing') {
      return [
        400,
        stripeError(
          'invalid_request_error',
          'This PaymentIntent does not have a successful charge to refund.',
          { code: 'charge_not_refundable' },
        ),
      ];
    }
    const left = intent.amount - intent.amount_refunded;
    if (left === 0)
      return [
        400,
        stripeError(
          'invalid_request_error',
          `Charge ${String(intent.latest_charge)} has already been refunded.`,
          { code: 'charge_already_refunded' },
        ),
      ];
    const amount = form.has('amount') ? Number(form.get('amount')) : left;
    if (amount > left)
      return [
        400,
        stripeError(
          'invalid_request_error',
          `Refund amount (€${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (€${(left / 100).toFixed(2)})`,
          { code: 'amount_too_large', param: 'amount' },
        ),
      ];
    intent.amount_refunded += amount;
    const metadata = metadataOf(form);
    const refund = {
      id: id('re'),
      object: 'refund',
      amount,
      currency: 'eur',
      status: 'pending',
      payment_intent: intent.id,
      charge: intent.latest_charge,
      metadata,
      failure_reason: null,
    };
    this.refunds.set(refund.id, refund);
    return [200, refund];
  }
}

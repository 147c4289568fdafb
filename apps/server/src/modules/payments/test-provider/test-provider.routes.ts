/**
 * The test provider's hosted pages and its webhook:
 * - `GET /pay/test/{ref}` the page of the payment's method; `POST` the form. A paid or declined
 *   payment is recorded and the browser is sent to the shop's continue URL, where the shop asks the
 *   provider how it ended (a declined card makes execPayment answer PAYMENT_FAILED);
 * - `POST /pay/test/{ref}/cancel` records the cancellation and goes to the shop's cancel URL;
 * - `POST /pay/test/webhook` `{ ref, signature }`: the provider reporting a payment; the shop books it
 *   as it would on the browser's return (both may race: the order is booked once);
 * - `POST /pay/test/{ref}/simulate` `{ signature, event }`: plays the bank's side (a direct debit
 *   arrives or fails, a dispute is opened, won or lost) and tells the shop, as a provider's webhook
 *   would; signed like the webhook, for tests and demonstrations;
 * - `GET /pay/test/style.css`.
 * A payment's outcome is recorded once; later submits only repeat the redirect.
 */
import { webhookFailureHook } from '../../metrics';
import { isValidEmail, isValidIban, venueToday, type Language } from '@foyer/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/client';
import { sendFailure } from '../../../http/failure';
import type { DisputeReport, Payer } from '../provider';
import { checkCard } from './card';
import { notFoundPage, paymentPage, STYLESHEET, type FormErrors } from './pages';
import { sessionOf, TEST_REF, type TestProvider, type TestSession } from './test-provider';
import {
  findTestPayment,
  recordTestOutcome,
  type TestOutcome,
  type TestPaymentRow,
} from './test-provider.repository';

export interface TestProviderRoutesOptions {
  provider: TestProvider;
  db: Db;
  clock: Clock;
  timeZone: string;
  /** The language of pages that belong to no payment. */
  defaultLanguage: Language;
  /** The provider reports a payment: the shop verifies and books it. */
  onNotify(ref: string): Promise<void>;
  /** The provider reports a dispute of a payment. */
  onDispute(report: DisputeReport): Promise<void>;
}

const webhookBody = z.object({ ref: z.string().regex(TEST_REF), signature: z.string() }).strict();
const simulateBody = z
  .object({
    signature: z.string().max(200),
    event: z.enum(['debitSucceeded', 'debitFailed', 'disputeOpened', 'disputeWon', 'disputeLost']),
  })
  .strict();

type Form = Record<string, string>;

function formOf(body: unknown): Form {
  if (typeof body !== 'object' || body === null) return {};
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);
}

/** Where the browser goes once the payment has an outcome. */
function returnUrl(session: TestSession): string {
  return session.outcome?.status === 'cancelled' ? session.cancelUrl : session.continueUrl;
}

type Submission =
  { ok: true; outcome: Omit<TestOutcome, 'at'> } | { ok: false; errors: FormErrors };

function submit(session: TestSession, form: Form, today: string): Submission {
  switch (session.method) {
    case 'card': {
      const checked = checkCard(
        { number: form.number ?? '', expiry: form.expiry ?? '', cvc: form.cvc ?? '' },
        today,
      );
      if (!checked.ok) return { ok: false, errors: { [checked.field]: checked.problem } };
      return {
        ok: true,
        outcome: checked.refundsRefused
          ? { status: checked.outcome, refundsRefused: true }
          : { status: checked.outcome },
      };
    }
    case 'sepa': {
      const errors: FormErrors = {};
      if ((form.accountHolder ?? '').trim() === '') errors.accountHolder = 'invalid';
      if (!isValidIban(form.iban ?? '')) errors.iban = 'invalid';
      // The mandate is given; the money arrives (or not) days later, as with a real bank.
      return Object.keys(errors).length > 0
        ? { ok: false, errors }
        : { ok: true, outcome: { status: 'processing' } };
    }
    case 'wallet':
      return { ok: true, outcome: { status: 'paid' } };
    case 'express': {
      const payer: Payer = {
        fname: (form.fname ?? '').trim().slice(0, 200),
        lname: (form.lname ?? '').trim().slice(0, 200),
        email: (form.email ?? '').trim(),
      };
      const errors: FormErrors = {};
      if (payer.fname === '') errors.fname = 'invalid';
      if (payer.lname === '') errors.lname = 'invalid';
      if (!isValidEmail(payer.email)) errors.email = 'invalid';
      return Object.keys(errors).length > 0
        ? { ok: false, errors }
        : { ok: true, outcome: { status: 'paid', payer } };
    }
  }
}

export async function testProviderRoutes(
  app: FastifyInstance,
  options: TestProviderRoutesOptions,
): Promise<void> {
  const { db, clock, provider } = options;

  async function load(ref: string): Promise<TestPaymentRow | null> {
    return TEST_REF.test(ref) ? findTestPayment(db, ref) : null;
  }

  async function redirectToShop(reply: FastifyReply, ref: string) {
    const row = await findTestPayment(db, ref);
    const session = row ? sessionOf(row.details) : null;
    if (!session) return sendHtml(reply, 404, notFoundPage(options.defaultLanguage));
    return reply.header('cache-control', 'no-store').redirect(returnUrl(session), 303);
  }

  await app.register(async (scope) => {
    // Only these pages take HTML form posts; the API keeps accepting JSON only.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    scope.get('/pay/test/style.css', async (_request, reply) =>
      reply
        .header('content-type', 'text/css; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(STYLESHEET),
    );

    scope.get<{ Params: { ref: string } }>('/pay/test/:ref', async (request, reply) => {
      const row = await load(request.params.ref);
      if (!row) return sendHtml(reply, 404, notFoundPage(options.defaultLanguage));
      const session = sessionOf(row.details);
      if (session.outcome) return redirectToShop(reply, request.params.ref);
      return sendHtml(
        reply,
        200,
        paymentPage({ ref: request.params.ref, session, amount: row.amount }),
      );
    });

    scope.post<{ Params: { ref: string } }>('/pay/test/:ref', async (request, reply) => {
      const { ref } = request.params;
      const row = await load(ref);
      if (!row) return sendHtml(reply, 404, notFoundPage(options.defaultLanguage));
      const session = sessionOf(row.details);
      if (session.outcome) return redirectToShop(reply, ref);
      const form = formOf(request.body);
      const result = submit(session, form, venueToday(clock.now(), options.timeZone));
      if (!result.ok) {
        // The security code is never shown again.
        const values = Object.fromEntries(Object.entries(form).filter(([key]) => key !== 'cvc'));
        return sendHtml(
          reply,
          422,
          paymentPage({ ref, session, amount: row.amount, values, errors: result.errors }),
        );
      }
      await recordTestOutcome(db, ref, { ...result.outcome, at: clock.now().toISOString() });
      return redirectToShop(reply, ref);
    });

    scope.post<{ Params: { ref: string } }>('/pay/test/:ref/cancel', async (request, reply) => {
      const { ref } = request.params;
      const row = await load(ref);
      if (!row) return sendHtml(reply, 404, notFoundPage(options.defaultLanguage));
      await recordTestOutcome(db, ref, { status: 'cancelled', at: clock.now().toISOString() });
      return redirectToShop(reply, ref);
    });

    scope.post<{ Params: { ref: string } }>('/pay/test/:ref/simulate', async (request, reply) => {
      const { ref } = request.params;
      const body = simulateBody.safeParse(request.body);
      if (
        !TEST_REF.test(ref) ||
        !body.success ||
        !provider.checkSignature(ref, body.data.signature)
      ) {
        const failure = { kind: 'unauthenticated', code: 'WEBHOOK_SIGNATURE_INVALID' } as const;
        return sendFailure(reply, failure, options.defaultLanguage);
      }
      const report = await provider.simulate(ref, body.data.event);
      if (report === 'refused') {
        return sendFailure(
          reply,
          {
            kind: 'conflict',
            code: 'PAYMENT_STATE',
            message: 'The payment is not in a state this event fits',
          },
          options.defaultLanguage,
        );
      }
      if (report) await options.onDispute(report);
      else await options.onNotify(ref);
      return reply.send({ data: { received: true } });
    });

    scope.post(
      '/pay/test/webhook',
      { onResponse: webhookFailureHook('test') },
      async (request, reply) => {
        const body = webhookBody.safeParse(request.body);
        if (!body.success || !provider.checkSignature(body.data.ref, body.data.signature)) {
          const failure = { kind: 'unauthenticated', code: 'WEBHOOK_SIGNATURE_INVALID' } as const;
          return sendFailure(reply, failure, options.defaultLanguage);
        }
        if (!(await findTestPayment(db, body.data.ref))) {
          return sendFailure(
            reply,
            { kind: 'notFound', code: 'NOT_FOUND' },
            options.defaultLanguage,
          );
        }
        await options.onNotify(body.data.ref);
        return reply.send({ data: { received: true } });
      },
    );
  });
}

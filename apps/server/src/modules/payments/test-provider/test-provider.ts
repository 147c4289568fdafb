/**
 * The built-in test provider: hosted pages under `/pay/test/…` served by this server (card, SEPA
 * direct debit, Apple Pay / Google Pay sheet, express wallet), so the whole payment flow runs on one
 * machine. No money is moved. Its webhook (`POST /pay/test/webhook`) is signed with an HMAC-SHA256 of
 * the payment reference under a secret of this provider instance (random per process unless given),
 * which the tests use to play the provider calling back.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/client';
import type {
  DisputeReport,
  PaymentProvider,
  PaymentRequest,
  RefundOutcome,
  RefundRequest,
  StartedPayment,
  Verification,
} from '../provider';
import {
  findTestPayment,
  recordTestDisputes,
  recordTestOutcome,
  recordTestRefund,
  settleTestDebit,
  TEST_PROVIDER,
  type TestDispute,
  type TestOutcome,
  type TestRefund,
} from './test-provider.repository';

/** What the test provider keeps with a payment (in `payments.details`). */
export interface TestSession {
  method: PaymentRequest['method'];
  payartId: number;
  wallet: 'APPLEPAY' | 'GOOGLEPAY' | null;
  language: PaymentRequest['language'];
  orderNumber: string;
  continueUrl: string;
  cancelUrl: string;
  /**
   * Direct debit data the shop already collected (types 74 and 164): the account holder and at most
   * the IBAN's last four characters; the IBAN itself is never stored (the page asks for it again).
   */
  prefill: { accountHolder: string; ibanLast4: string };
  outcome?: TestOutcome;
  refunds?: TestRefund[];
  refundedAt?: string;
  disputes?: TestDispute[];
}

/**
 * What the test provider can be told to do on its side, as a real provider's bank would: a direct
 * debit arrives or fails, a dispute is opened, won or lost.
 */
export type TestProviderEvent =
  'debitSucceeded' | 'debitFailed' | 'disputeOpened' | 'disputeWon' | 'disputeLost';

/** Days the museum has to answer a test dispute. */
const DISPUTE_DAYS = 7;

export interface TestProvider extends PaymentProvider {
  /**
   * Plays the bank's side of a payment: a debit under way arrives or fails; a dispute of the
   * collected money is opened, won or lost. Answers what the shop is to be told (the dispute, or
   * null for a debit), or `refused` when the payment is not in a state the event fits.
   */
  simulate(ref: string, event: TestProviderEvent): Promise<DisputeReport | null | 'refused'>;
  /** The webhook signature of a payment reference. */
  sign(ref: string): string;
  /** True when `signature` is the webhook signature of `ref`. */
  checkSignature(ref: string, signature: string): boolean;
}

export interface TestProviderOptions {
  db: Db;
  clock: Clock;
  publicBaseUrl: string;
  /** The webhook secret; random per process when absent. */
  secret?: string;
}

/** A payment reference: 32 URL-safe characters. */
export const TEST_REF = /^[A-Za-z0-9_-]{32}$/;

/** The session this provider stored with a payment (`start` wrote it into `payments.details`). */
export function sessionOf(details: Record<string, unknown>): TestSession {
  return details as unknown as TestSession;
}

export function createTestProvider(options: TestProviderOptions): TestProvider {
  const secret = options.secret ?? randomBytes(32).toString('hex');
  const base = options.publicBaseUrl.replace(/\/+$/, '');
  const sign = (ref: string) => createHmac('sha256', secret).update(ref).digest('hex');

  async function verify(ref: string): Promise<Verification> {
    const row = await findTestPayment(options.db, ref);
    const outcome = row ? sessionOf(row.details).outcome : undefined;
    if (!outcome) return { status: 'pending' };
    return outcome.payer
      ? { status: outcome.status, payer: outcome.payer }
      : { status: outcome.status };
  }

  return {
    name: TEST_PROVIDER,

    async start(request: PaymentRequest): Promise<StartedPayment> {
      const ref = randomBytes(24).toString('base64url');
      const session: TestSession = {
        method: request.method,
        payartId: request.payartId,
        wallet: request.aux.wallet ?? null,
        language: request.language,
        orderNumber: request.orderNumber,
        continueUrl: request.urls.continue,
        cancelUrl: request.urls.cancel,
        prefill: {
          accountHolder: request.aux.accountHolder ?? '',
          ibanLast4: (request.aux.iban ?? '').replace(/\s+/g, '').slice(-4),
        },
      };
      return {
        redirectUrl: `${base}/pay/test/${ref}`,
        providerRef: ref,
        details: { ...session },
      };
    },

    verify,

    async cancel(ref: string): Promise<Verification> {
      await recordTestOutcome(options.db, ref, {
        status: 'cancelled',
        at: options.clock.now().toISOString(),
      });
      return verify(ref);
    },

    async refund(ref: string, request: RefundRequest = {}): Promise<RefundOutcome> {
      for (;;) {
        const row = await findTestPayment(options.db, ref);
        if (!row) return { ok: false, reason: 'The test provider knows no such payment' };
        const session = sessionOf(row.details);
        if (session.outcome?.status === 'processing') {
          // As at a real bank: a debit is paid back once its money has arrived.
          return {
            ok: false,
            reason: 'The direct debit has not arrived yet: pay back once it has',
          };
        }
        if (session.outcome?.status !== 'paid') {
          return { ok: false, reason: 'The payment was not paid, there is nothing to pay back' };
        }
        if (session.outcome.refundsRefused) {
          return {
            ok: false,
            reason:
              'The card issuer refuses refunds of this payment (test card 4000 0000 0000 0259)',
          };
        }
        const seen = session.refunds ?? [];
        const done = request.key ? seen.find((refund) => refund.key === request.key) : undefined;
        if (done) return { ok: true, refundRef: done.id };
        const lost = (session.disputes ?? [])
          .filter((dispute) => dispute.status === 'lost')
          .reduce((sum, dispute) => sum + dispute.amount, 0);
        const left = row.amount - lost - seen.reduce((sum, refund) => sum + refund.amount, 0);
        const amount = request.amount ?? left;
        if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
          return {
            ok: false,
            reason: `Only ${left} cents of this payment can still be paid back, not ${amount}`,
          };
        }
        const refund: TestRefund = {
          id: `re_${randomBytes(12).toString('base64url')}`,
          key: request.key ?? null,
          amount,
          at: options.clock.now().toISOString(),
        };
        if (await recordTestRefund(options.db, ref, seen, refund, amount === left)) {
          return { ok: true, refundRef: refund.id };
        }
      }
    },

    async simulate(ref: string, event: TestProviderEvent) {
      const now = options.clock.now();
      if (event === 'debitSucceeded' || event === 'debitFailed') {
        const status = event === 'debitSucceeded' ? 'paid' : 'failed';
        return (await settleTestDebit(options.db, ref, status, now.toISOString()))
          ? null
          : 'refused';
      }
      for (;;) {
        const row = await findTestPayment(options.db, ref);
        const session = row ? sessionOf(row.details) : null;
        if (!row || !session) return 'refused';
        const seen = session.disputes ?? [];
        const open = seen.find((dispute) => dispute.status === 'open');
        let dispute: TestDispute;
        if (event === 'disputeOpened') {
          const refunded = (session.refunds ?? []).reduce((sum, refund) => sum + refund.amount, 0);
          const lost = seen
            .filter((other) => other.status === 'lost')
            .reduce((sum, other) => sum + other.amount, 0);
          const amount = row.amount - refunded - lost;
          // A debit under way is not disputed: it fails (`debitFailed`).
          if (open || session.outcome?.status !== 'paid' || amount <= 0) return 'refused';
          dispute = {
            id: `dp_${randomBytes(12).toString('base64url')}`,
            amount,
            status: 'open',
            dueBy: new Date(now.getTime() + DISPUTE_DAYS * 86_400_000).toISOString(),
          };
        } else {
          if (!open) return 'refused';
          dispute = { ...open, status: event === 'disputeWon' ? 'won' : 'lost' };
        }
        const disputes = [...seen.filter((other) => other.id !== dispute.id), dispute];
        if (await recordTestDisputes(options.db, ref, seen, disputes)) {
          return {
            provider: TEST_PROVIDER,
            paymentRef: ref,
            intentRef: null,
            disputeRef: dispute.id,
            amount: dispute.amount,
            status: dispute.status,
            dueBy: dispute.dueBy,
            reason: 'fraudulent',
          };
        }
      }
    },

    sign,

    checkSignature(ref: string, signature: string): boolean {
      const expected = Buffer.from(sign(ref), 'hex');
      const given = Buffer.from(/^[0-9a-f]{64}$/.test(signature) ? signature : '', 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

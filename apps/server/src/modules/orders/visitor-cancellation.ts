/**
 * The visitor cancels lines of their order themselves, within the museum's terms
 * (`server.museum.terms.cancel`; docs/decisions.md "Visitors cancel within the terms"). The order's
 * secret token is the visitor's key. Everything is decided by the domain's `cancellationTerms` and
 * `planVisitorCancellation`, and money moves only through the staff's path (`cancelBookedOrder` with
 * the visitor's terms): under the order's lock the terms are checked again and the request, with
 * the museum's fee, is written to the ledger; the provider pays back once per request; the done
 * refund cancels the lines, numbers the credit note and e-mails the visitor. The audit log names the
 * actor "visitor".
 */
import {
  cancellationTerms,
  planVisitorCancellation,
  venueMinute,
  type CancelRefusal,
  type CancelTerms,
  type LedgerSummary,
} from '@foyer/domain';
import type { AppDeps } from '../../deps';
import { failed, success, translatedBy, type Outcome } from '../../outcome';
import { VISITOR_ACTOR } from '../staff';
import {
  cancelBookedOrder,
  quoteVisitorCancellation,
  type CancelDeps,
} from './cancellation.service';
import { documentUrl } from './credit-notes';
import { documentsOfOrder } from './invoice-numbers';
import { ledgerRows } from './ledger.repository';
import { readLedger } from './ledger.service';
import { termsLineOf, type OrderItem } from './order-lines';
import { hasValidLines } from './order-state';
import { orderByToken, type OrderRow } from './orders.repository';
import { isVisitorCancelMessageKey, visitorCancelMessage } from './visitor-cancellation.messages';

/** What the visitor may cancel of one line now. */
export interface VisitorLineTerms {
  lineId: number;
  /** The lines cancelled with it (its basket item). */
  group: number[];
  allowed: boolean;
  reason: CancelRefusal | null;
  /** Museum-local `YYYY-MM-DDTHH:mm` until which it may be cancelled; null: no deadline. */
  deadline: string | null;
  /** Cents given back for it (its group) after the fee, and the fee; null when not allowed. */
  refund: number | null;
  fee: number | null;
}

/** The museum's local time now, `YYYY-MM-DDTHH:mm`. */
function museumNow(deps: Pick<AppDeps, 'clock' | 'config'>): string {
  return venueMinute(deps.clock.now(), deps.config.server.timeZone);
}

function termsOf(deps: Pick<AppDeps, 'config'>): CancelTerms {
  return deps.config.server.museum.terms.cancel;
}

/** Each line's terms for the order review (see `cancellationTerms`), with its refund after the fee. */
export function visitorLineTerms(
  deps: Pick<AppDeps, 'clock' | 'config'>,
  summary: LedgerSummary,
  items: readonly OrderItem[],
): VisitorLineTerms[] {
  const terms = termsOf(deps);
  const lines = items.filter((item) => item.type !== 'voucherCode').map(termsLineOf);
  return cancellationTerms({ terms, summary, lines, now: museumNow(deps) }).map((line) => {
    const plan =
      line.refusal === null
        ? planVisitorCancellation(
            summary,
            lines.filter((other) => line.group.includes(other.id)),
            terms.fee,
          )
        : null;
    return {
      ...line,
      allowed: line.refusal === null,
      reason: line.refusal,
      refund: plan?.refund ?? null,
      fee: plan?.fee ?? null,
    };
  });
}

/** A failure with its message in the visitor's language. */
const translated = translatedBy(isVisitorCancelMessageKey, visitorCancelMessage);

export interface VisitorCancellation {
  /** Cents given back (money and voucher amounts). */
  refund: number;
  /** Cents the museum kept as its fee. */
  fee: number;
  /** The credit note's download address, when the order has an invoice. */
  creditNote: string | null;
}

/** What a visitor's token answers when it names no order they may act on (406). */
export const orderNotAvailable = () =>
  failed({ kind: 'notAvailable', code: 'ORDER_NOT_AVAILABLE', message: 'Order not available' });

/** What the visitor's request `key` did: its refund, fee and credit note. */
async function answerOf(
  deps: CancelDeps,
  order: OrderRow,
  key: string,
): Promise<VisitorCancellation> {
  const name = `visitor:${key}`;
  const { summary } = await readLedger(deps.db, order);
  const refund = summary.refunds.find((candidate) => candidate.request === name);
  const row = (await ledgerRows(deps.db, order.id)).find(
    (candidate) => candidate.kind === 'refundRequested' && candidate.request === name,
  );
  const document = row
    ? (await documentsOfOrder(deps.db, order.id)).find(
        (candidate) => candidate.kind === 'creditNote' && candidate.refundId === row.id,
      )
    : undefined;
  return {
    refund: refund
      ? refund.amount + refund.vouchers.reduce((sum, part) => sum + part.amount, 0)
      : 0,
    fee: refund?.fee ?? 0,
    creditNote: document ? documentUrl(deps.config, order, document) : null,
  };
}

/**
 * Cancels the visitor's chosen lines of the order with this token within the museum's terms.
 * Idempotent per `key`: a repeated request answers the first one's outcome.
 */
export async function cancelLinesByVisitor(
  deps: CancelDeps,
  token: string,
  input: { lineIds: readonly number[]; key: string },
): Promise<Outcome<VisitorCancellation>> {
  const order = await orderByToken(deps.db, token);
  if (!order || !hasValidLines(order.status)) return orderNotAvailable();
  const done = await cancelBookedOrder(deps, VISITOR_ACTOR, order.id, {
    key: input.key,
    lineIds: [...new Set(input.lineIds)],
    visitor: { terms: termsOf(deps), now: museumNow(deps) },
  });
  if (!done.ok) return { ok: false, failure: translated(done.failure) };
  return success(await answerOf(deps, order, input.key));
}

/**
 * What cancelling the visitor's chosen lines would give back and keep as the fee now: the same
 * checks and plan as `cancelLinesByVisitor` (the fixed fee once, a percent fee rounded once for the
 * whole choice), the same refusals; writes nothing.
 */
export async function quoteCancelLinesByVisitor(
  deps: Pick<CancelDeps, 'db' | 'clock' | 'config'>,
  token: string,
  lineIds: readonly number[],
): Promise<Outcome<{ refund: number; fee: number }>> {
  const order = await orderByToken(deps.db, token);
  if (!order || !hasValidLines(order.status)) return orderNotAvailable();
  const quoted = await quoteVisitorCancellation(deps, order.id, {
    lineIds: [...new Set(lineIds)],
    visitor: { terms: termsOf(deps), now: museumNow(deps) },
  });
  if (!quoted.ok) return { ok: false, failure: translated(quoted.failure) };
  return quoted;
}

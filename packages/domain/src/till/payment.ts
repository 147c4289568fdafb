/**
 * How a till sale is paid: in cash (the amount given, the change handed back), on the card
 * terminal, or split between the two. Cents throughout; the server prices the sale, the client
 * only says how it is paid.
 */
import type { Cents } from '../money/cents';
import { tillOk, tillRefused, type TillResult } from './refusals';

/** The change for `given` cents in cash towards `due` cents; refuses too little. */
export function changeFor(due: Cents, given: Cents): TillResult<{ change: Cents }> {
  if (due < 0 || given < 0) return tillRefused('TILL_PAYMENT_NEGATIVE');
  if (given < due) return tillRefused('TILL_CASH_TOO_LITTLE', { missing: due - given });
  return tillOk({ change: given - due });
}

/** What the cashier enters: the card part, and the cash handed over (none: exactly the cash part). */
export interface TillPaymentInput {
  /** Cents paid on the card terminal. */
  card: Cents;
  /** Cents of cash the visitor handed over; absent when the cash part was given exactly. */
  given?: Cents | undefined;
}

/** A checked payment: the two parts that go into the order's ledger, and the change. */
export interface TillPayment {
  cash: Cents;
  card: Cents;
  /** Cash handed over (≥ cash). */
  given: Cents;
  change: Cents;
}

/**
 * Splits `total` into its card part (as entered) and the cash part (the rest), and checks the cash
 * given covers it. A card part larger than the total is refused: the terminal never pays change.
 */
export function splitPayment(total: Cents, input: TillPaymentInput): TillResult<TillPayment> {
  if (total < 0 || input.card < 0 || (input.given ?? 0) < 0) {
    return tillRefused('TILL_PAYMENT_NEGATIVE');
  }
  if (input.card > total) {
    return tillRefused('TILL_PAYMENT_SPLIT_MISMATCH', { total, paid: input.card });
  }
  const cash = total - input.card;
  const given = input.given ?? cash;
  const change = changeFor(cash, given);
  if (!change.ok) return change;
  return tillOk({ cash, card: input.card, given, change: change.value.change });
}

/** Checks parts recorded for a sale: none negative and together the total. */
export function checkParts(total: Cents, parts: { cash: Cents; card: Cents }): TillResult<true> {
  if (parts.cash < 0 || parts.card < 0) return tillRefused('TILL_PAYMENT_NEGATIVE');
  if (parts.cash + parts.card !== total) {
    return tillRefused('TILL_PAYMENT_SPLIT_MISMATCH', { total, paid: parts.cash + parts.card });
  }
  return tillOk(true);
}

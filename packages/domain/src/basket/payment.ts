/**
 * The payment step and the return screens:
 * which form a payment type needs, the aux data it sends, the return URLs handed to the provider, and
 * where an execPayment answer leads.
 */
import type { PaymentAux, ReturnUrls } from '../contract/checkout';
import type { PaymentType } from '../contract/entities';
import { isDirectDebit, normalizeIban, type DirectDebitForm } from '../forms/iban';
import type { Language } from '../navigation/languages';
import type { BasketItem } from './basket-item';

/** What the visitor fills in for a payment type: nothing (card), account data, or a wallet choice. */
export type PaymentForm = 'card' | 'directDebit' | 'wallet' | 'express';

/** The wallets a payment can use. */
export type Wallet = NonNullable<PaymentAux['wallet']>;
export const WALLETS: readonly Wallet[] = ['APPLEPAY', 'GOOGLEPAY'];

/**
 * The form of a payment type: direct debit for 74 and 164 and any SEPA type, a wallet choice
 * for wallet types, the express wallet for express types, otherwise nothing to fill in (card).
 */
export function paymentFormOf(type: Pick<PaymentType, 'payartId' | 'method'>): PaymentForm {
  if (isDirectDebit(type.payartId) || type.method === 'sepa') return 'directDebit';
  if (type.method === 'wallet') return 'wallet';
  if (type.method === 'express') return 'express';
  return 'card';
}

/** What the payment step collected besides the payment type. */
export interface PaymentAuxInput {
  readonly directDebit?: DirectDebitForm;
  readonly wallet?: Wallet;
  /** The session's partner tag, sent with every payment when set. */
  readonly partner?: string | null;
}

/**
 * The `aux` of initPayment for a payment form: account holder (trimmed) and IBAN (without spaces, upper
 * case) for direct debit, the wallet for wallets, and the partner tag when the session has one.
 */
export function paymentAuxOf(form: PaymentForm, input: PaymentAuxInput): PaymentAux {
  const partner = input.partner?.trim() ?? '';
  const aux: { -readonly [K in keyof PaymentAux]: PaymentAux[K] } = {};
  if (form === 'directDebit' && input.directDebit) {
    aux.accountHolder = input.directDebit.accountHolder.trim();
    aux.iban = normalizeIban(input.directDebit.iban);
  }
  if ((form === 'wallet' || form === 'express') && input.wallet) aux.wallet = input.wallet;
  if (partner !== '') aux.partner = partner;
  return aux;
}

/**
 * Where the provider sends the browser back: continue goes to checkout/success when
 * confirming payment on checkout is on, else to checkout/accepted; cancel goes to checkout/canceled.
 * The server adds the order token to both.
 */
export function paymentReturnUrls(
  origin: string,
  lang: Language,
  confirmPaymentOnCheckout: boolean,
): ReturnUrls {
  const base = `${origin.replace(/\/+$/, '')}/${lang}/checkout`;
  return {
    continue: `${base}/${confirmPaymentOnCheckout ? 'success' : 'accepted'}`,
    cancel: `${base}/canceled`,
  };
}

/**
 * Where a refused execPayment leads:
 * - `failed`: the payment was declined (422 PAYMENT_FAILED) → checkout/failed;
 * - `incomplete`: any other 422 → checkout/failed?reason=incomplete;
 * - `gone`: 410 → checkout/failed?reason=gone;
 * - `message`: 400 → the answer's message on the screen (the payment is not completed yet);
 * - `retry`: no answer or an unexpected one → a message with a way to try again.
 */
export type ExecPaymentFailure = 'failed' | 'incomplete' | 'gone' | 'message' | 'retry';

export function execPaymentFailure(status: number, code: string | null): ExecPaymentFailure {
  if (status === 422) return code === 'PAYMENT_FAILED' ? 'failed' : 'incomplete';
  if (status === 410) return 'gone';
  if (status === 400) return 'message';
  return 'retry';
}

/** The `reason` query of checkout/failed for a failure that leads there, else null. */
export function failedReasonOf(failure: ExecPaymentFailure): 'gone' | 'incomplete' | null {
  return failure === 'gone' || failure === 'incomplete' ? failure : null;
}

/**
 * The express wallet pays before login, so the shop learns no delivery address: it is
 * offered only for baskets without merchandise to ship; with goods the visitor signs in or
 * registers as a guest, whose billing or shipping address the parcel goes to.
 */
export function expressWalletFits(items: readonly Pick<BasketItem, 'type'>[]): boolean {
  return items.length > 0 && !items.some((item) => item.type === 'merchandise');
}

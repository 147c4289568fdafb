/**
 * Payment types: the server's list merged with the built-in fallbacks 161 (credit
 * card) and 162 (direct debit), whose names come from the translation tables.
 */
import { paymentFormOf, type Language } from '@foyer/domain';
import type { PaymentType } from '@foyer/domain/contract';

/** The built-in payment types: their `i18n` is empty, the UI names them `payment.{id}`. */
export const BUILT_IN_PAYMENT_TYPES: readonly PaymentType[] = [
  { payartId: 161, i18n: {}, method: 'card' },
  { payartId: 162, i18n: {}, method: 'sepa' },
];

/**
 * The server's types in its order, then every built-in type the server did not list. A built-in
 * type is a fallback: it is left out too when the server lists another type of the same form (a
 * configured SEPA direct debit replaces the built-in direct debit 162, a configured card 161).
 */
export function mergePaymentTypes(
  server: readonly PaymentType[],
  builtIn: readonly PaymentType[] = BUILT_IN_PAYMENT_TYPES,
): PaymentType[] {
  const listed = new Set(server.map((type) => type.payartId));
  const forms = new Set(server.map((type) => paymentFormOf(type)));
  return [
    ...server,
    ...builtIn.filter((type) => !listed.has(type.payartId) && !forms.has(paymentFormOf(type))),
  ];
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The name of a payment type: the server's name in the language, else the built-in translation
 * (`payment.{id}`), else its name in any language, else `fallback`.
 */
export function paymentTypeName(
  type: PaymentType,
  lang: Language,
  t: Translate,
  fallback: string = t('payment.typeFallback', { id: type.payartId }),
): string {
  const own = type.i18n[lang]?.trim();
  if (own) return own;
  const builtIn = t(`payment.${type.payartId}`, { defaultValue: '' });
  if (builtIn) return builtIn;
  const any = Object.values(type.i18n).find((name) => (name ?? '').trim() !== '');
  return any ?? fallback;
}

import { roundHalfAwayFromZero, type Cents } from './cents';

/** The tax sent in the payment cart: always 0, prices include VAT. */
export const PAYMENT_CART_TAX = 0;

/** The API's "tax total" gross / (1 + tax/100) in whole cents — really the NET amount. */
export function taxTotal(grossCents: Cents, ratePercent: number): Cents {
  // gross × 100 / (100 + rate) keeps integer arithmetic exact for whole-number rates.
  return roundHalfAwayFromZero((grossCents * 100) / (100 + ratePercent));
}

/** The VAT contained in a gross price: gross − taxTotal(gross, rate). */
export function includedVat(grossCents: Cents, ratePercent: number): Cents {
  return grossCents - taxTotal(grossCents, ratePercent);
}

/**
 * How an order's line is taxed (docs/accounting.md "VAT"): the one mapping from a stored order line
 * to `orderVat`'s line that the invoice, the e-invoice, the sales and VAT reports and the exports
 * share.
 */
import { ANNUAL_PASS_PRODUCT_KIND } from '../merchandise/pass-holders';
import type { Cents } from './cents';
import type { OrderVatLine, VatLineKind } from './order-vat';

/** The types of an order line as orders store them. */
export type OrderLineType =
  'ticket' | 'dayTicket' | 'guidedTour' | 'merchandise' | 'voucher' | 'voucherCode';

/**
 * How a line is taxed: tickets, day tickets, guided tours and annual passes are admissions, other
 * merchandise is goods, a gift voucher sold is a voucher sale; a voucher code redeemed is a means of
 * payment (null: no VAT line).
 */
export function vatKindOf(type: OrderLineType, productKind: number | null): VatLineKind | null {
  switch (type) {
    case 'ticket':
    case 'dayTicket':
    case 'guidedTour':
      return 'admission';
    case 'merchandise':
      return productKind === ANNUAL_PASS_PRODUCT_KIND ? 'admission' : 'goods';
    case 'voucher':
      return 'voucherSale';
    case 'voucherCode':
      return null;
  }
}

/** What of a stored order line its VAT depends on. */
export interface SoldLine {
  id: number;
  type: OrderLineType;
  /** A merchandise line's product kind, else null. */
  productKind: number | null;
  /** A merchandise line's article needs shipping (false for other lines). */
  needsShipping: boolean;
  /** The line's gross in cents (negative on a credit note). */
  gross: Cents;
  /** The catalog's VAT rate in percent. */
  rate: number;
}

/**
 * A line as `orderVat` taxes it, given its order's channel: goods are shipped when their article
 * needs shipping and the order was made online (the desk hands everything over). Null for a voucher
 * code, which is a means of payment.
 */
export function orderVatLineOf(line: SoldLine, channel: string): OrderVatLine | null {
  const kind = vatKindOf(line.type, line.productKind);
  if (kind === null) return null;
  return {
    id: line.id,
    kind,
    gross: line.gross,
    rate: line.rate,
    shipped: kind === 'goods' && line.needsShipping && channel === 'web',
  };
}

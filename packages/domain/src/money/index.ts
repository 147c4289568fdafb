export { centsToUnits, roundHalfAwayFromZero, toCents, type Cents } from './cents';
export {
  analyticsPrice,
  DEFAULT_LOCALE,
  formatMoney,
  LOCALES,
  resolveLocale,
  type ShopLanguage,
  type ShopLocale,
} from './format';
export { MAX_VARIABLE_VOUCHER_CENTS, parseVariableVoucherAmount } from './variable-amount';
export { includedVat, PAYMENT_CART_TAX, taxTotal } from './vat';
export {
  invoiceVat,
  type InvoiceVat,
  type InvoiceVatLine,
  type InvoiceLineVat,
  type InvoiceRateTotal,
} from './invoice-vat';
export {
  lineVatRate,
  orderVat,
  OSS_RATES,
  SELLER_COUNTRY,
  SELLER_RATES,
  splitInProportion,
  type CountryRates,
  type OrderVat,
  type OrderVatInput,
  type OrderVatLine,
  type VatLineKind,
  type VatPart,
} from './order-vat';
export { orderVatLineOf, vatKindOf, type OrderLineType, type SoldLine } from './order-vat-line';
export { cancellationFeeVatLines, feeLineId, isFeeLineId } from './cancellation-fee-vat';
export { supplyDay, type SupplyKind } from './supply-date';

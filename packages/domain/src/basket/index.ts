export {
  addItem,
  clearBasket,
  emptyBasket,
  hasVoucherCode,
  itemCount,
  removeItemAt,
  type Basket,
} from './basket';
export {
  isVoucherCode,
  voucherCodeValue,
  type BasketItem,
  type BasketItemBase,
  type BasketItemType,
  type DayTicketBasketItem,
  type GuidedTourBasketItem,
  type MerchandiseBasketItem,
  type TicketBasketItem,
  type VoucherBasketItem,
  type VoucherCodeBasketItem,
} from './basket-item';
export { toCartItem, toCartPayload, toShippingCostCart, toSuggestPayload } from './cart-payload';
export type { CartPayloadOptions } from './cart-payload';
export {
  needsShippingCosts,
  shippingCostsFailed,
  shippingCostsLoaded,
  startShippingCalculation,
  toShippingCents,
  type ShippingCostRequester,
  type ShippingCostState,
} from './shipping-costs';
export { computeTotals, type BasketTotals, type VatLine, type VoucherLine } from './totals';
export { isRouteSwitchedOn, isSold } from './features';
export type { FeatureSwitches, SellableKind } from './features';
export {
  basketFingerprint,
  formatHoldTime,
  HOLD_WARNING_SECONDS,
  holdAlert,
  holdIsRunningOut,
  holdSecondsLeft,
  type HoldAlert,
} from './hold';
export {
  execPaymentFailure,
  expressWalletFits,
  failedReasonOf,
  paymentAuxOf,
  paymentFormOf,
  paymentReturnUrls,
  WALLETS,
  type ExecPaymentFailure,
  type PaymentAuxInput,
  type PaymentForm,
  type Wallet,
} from './payment';

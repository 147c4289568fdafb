/** Pricing a cart: `priceCart` and what it answers. One file per item type beside it. */
export { priceCart } from './price-cart';
export {
  toLocalDateTime,
  toTimestamp,
  type CartRefusal,
  type NewOrderItem,
  type PricedCart,
  type PricingResult,
  type RedeemedCode,
} from './types';

/** Pricing a cart: `priceCart` and what it answers. One file per item type beside it. */
export { priceCart } from './price-cart';
export {
  itemRefusal,
  toLocalDateTime,
  toTimestamp,
  type NewOrderItem,
  type PricedCart,
  type RedeemedCode,
} from './types';

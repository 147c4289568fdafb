/**
 * The checkout module's front door: the shop's checkout routes, and what the desk sale reuses of
 * it (pricing a cart, placing and booking an order, its failures and transaction helper).
 *
 * Other modules and code outside `modules/` import this file, never the module's other files
 * (tools/eslint-boundaries.js, docs/architecture.md).
 */
export { bookPaidOrder } from './booking.service';
export type { OfferTakeover } from './checkout.deps';
export { checkoutRefused } from './checkout.failures';
export { checkoutRoutes } from './checkout.routes';
export { newOrderToken, orderNumberPrefix, placeOrder } from './order-placement';
export { type NewOrderItem, type PricedCart, priceCart, toLocalDateTime } from './pricing/index';
export { atomically } from './transaction';

/**
 * The checkout module's front door: what the rest of the server uses of it. Other modules and code
 * outside `modules/` import this file, never the module's other files (docs/architecture.md).
 */
export { bookPaidOrder } from './booking.service';
export { checkoutRefused } from './checkout.failures';
export { checkoutRoutes } from './checkout.routes';
export { newOrderToken, placeOrder } from './order-placement';
export { type NewOrderItem, type PricedCart, priceCart, toLocalDateTime } from './pricing/index';
export { atomically } from './transaction';

/**
 * The orders slice: the only owner of `orders`, `order_items` (typed per line type) and the orders'
 * payments, and the order state machine. Other slices use what this module exports, never the
 * repository itself.
 */
export {
  closeStartedPayments,
  expireLapsedOrders,
  insertOrder,
  insertNumberedOrder,
  insertOrders,
  reserveOrderIds,
  type NumberedOrder,
  insertOrderItems,
  orderItemsInsert,
  insertPayment,
  insertPaymentCoalesced,
  itemsOfOrder,
  orderById,
  orderByToken,
  orderTokenOfPayment,
  paymentsOfOrder,
  setPaymentStatus,
  updateOrder,
  type NewOrder,
  type OrderRow,
  type PaymentRow,
} from './orders.repository';
export {
  bookingOf,
  readOrderItem,
  type DayTicketLineDetails,
  type LineType,
  type MerchandiseLineDetails,
  type NewOrderItem,
  type OrderItem,
  type TicketLineDetails,
  type TourLineDetails,
  type TypedLine,
  type VoucherCodeLineDetails,
  type VoucherLineDetails,
} from './order-lines';
export {
  canMove,
  isPayable,
  isRefundable,
  moveOrder,
  moveOrderThrough,
  type OrderMove,
  type OrderStatus,
} from './order-state';
export { productOf, salesBetween } from './sales';

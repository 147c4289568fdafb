/**
 * The orders slice: the only owner of `orders`, `order_items` (typed per line type) and the orders'
 * payments, the order state machine, the ledger, and the gapless numbers of an order's invoice and
 * credit notes (fulfilment renders those documents). Other slices use what this module exports,
 * never the repository itself. What the back office's order page needs of fulfilment (document
 * links, resending the confirmation) is passed in (`AdminOrderDeps`): fulfilment reads orders.
 */
export {
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
  lockOrderById,
  mergePaymentDetails,
  orderTokenOfPayment,
  paymentOfProvider,
  paymentsOfOrder,
  setPaymentStatus,
  updateOrder,
  type NewOrder,
  type OrderRow,
  type PaymentRow,
} from './orders.repository';
export {
  itemIndexOf,
  readOrderItem,
  soldLineOf,
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
  hasValidLines,
  isPayable,
  isReviewable,
  WITH_VALID_LINES,
  moveOrder,
  moveOrderThrough,
  type OrderMove,
  type OrderStatus,
} from './order-state';
export { documentUrl } from './credit-notes';
export { lineNames, type LineNames, type NameLanguage } from './line-names';
export { customerOrders, MY_ORDERS_LIMIT } from './customer-orders.service';
export { productOf, salesBetween } from './sales';
export { paymentProblems } from './admin-orders.service';
export {
  cancelUnusedLines,
  projectedStatus,
  readLedger,
  writeLedger,
  type LedgerWrite,
  type OrderLedger,
} from './ledger.service';
export { appendLedgerRows, type LedgerRow, type NewLedgerEntry } from './ledger.repository';
export { settleRefunds, type RefundAnswer, type RefundDeps } from './refunds.service';
export { recordDispute } from './disputes.service';
export { adminOrderRoutes } from './admin-orders.routes';
export { cancellationMail } from './cancellation-mail';
export {
  type InvoiceDocumentRow,
  creditNotesOfOrder,
  documentNumber,
  documentsOfOrder,
  ensureCreditNote,
  ensureInvoice,
  invoiceOfOrder,
  invoiceReferredTo,
  printedLines,
} from './invoice-numbers';
export { startRefundRecovery } from './refund-recovery';
export {
  cancelBookedOrder,
  cancelUnpaidOrder,
  refundedBy,
  type CancelDeps,
} from './cancellation.service';
export { linesInUseOf, type ClosureLineRow } from './orders.repository';
export { orderRecipient, type OrderRecipient } from './ledger.service';
export { visitorMessageMail } from './cancellation-mail';
export {
  documentsByIds,
  documentsIssuedPage,
  exportOrdersByIds,
  exportOrdersPage,
  moneyMovementsPage,
  soldRatesBetween,
  type ExportItemRow,
  type ExportOrderRow,
  type MoneyMovementRow,
} from './exports.repository';
export {
  cancelLinesByVisitor,
  orderNotAvailable,
  quoteCancelLinesByVisitor,
  visitorLineTerms,
  type VisitorCancellation,
  type VisitorLineTerms,
} from './visitor-cancellation';
export { moveOrHold, type HeldMove } from './move-held';
export { type MoveDeps, type MoveOutcome } from './move.service';
export type { AdminOrderDeps, OrderDocuments } from './admin-orders.service';
export {
  completeVisitorMove,
  moveTermsOf,
  museumMinute,
  pendingMoveOf,
  translatedMoveFailure,
  visitorMoveOptions,
  visitorMoveTerms,
  visitorOrder,
  type PendingMove,
  type VisitorMoveOptions,
} from './visitor-move';

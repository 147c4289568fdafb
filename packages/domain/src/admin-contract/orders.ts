/**
 * The back office's order calls: search, an order's page with its payment ledger, resending the
 * confirmation, correcting the visitor's name, e-mail and address (the invoice is then replaced by a
 * cancellation invoice and a new one), issuing an invoice (a desk order has none until asked),
 * cancelling an unpaid order, cancelling a booked order wholly or line by line with
 * its refund through the payment provider, asking a refused automatic refund again or recording it
 * as paid back outside the shop, and the list of payment problems (open disputes, refunds that
 * wait for staff, failed direct debits). Spread into `adminEndpoints` by `./index.ts`.
 *
 * Refusals (`{ error, message }`): 404 ORDER_NOT_FOUND, REFUND_NOT_FOUND; 409
 * ORDER_NOT_CANCELLABLE (the order's state does not allow it), ORDER_BUSY (another cancellation of
 * the order is being paid back right now), PAYMENT_DISPUTED (a dispute on the order's payment is
 * open: nothing is cancelled until the bank decides), REFUND_NOT_OPEN (the refund does not wait for
 * staff);
 * 422 LINES_INVALID (a line is not the order's, already cancelled, or pays with a voucher code),
 * LINE_NOT_DIVISIBLE (part of the line cannot be cancelled), COUNT_TOO_HIGH (more than the line's
 * count), TICKETS_USED (the line's unused tickets do not cover the count),
 * NO_EMAIL (nowhere to send), REFUND_REFUSED (the payment provider refused; `message` says why and
 * the order is unchanged). Moving a booking to another start (`moveBooking`) also answers 404
 * BOOKING_NOT_FOUND, 409 ORDER_NOT_BOOKED, BOOKING_USED (a ticket of it was checked in), SLOT_FULL
 * (fewer free places than the booking holds), SLOT_NOT_ON_SALE (the start's sales are stopped or
 * cancelled), and 422 MOVE_NOT_POSSIBLE (not a timed ticket, day ticket or guided tour),
 * SLOT_NOT_FOUND (no such start of its event or tour), SLOT_SAME (its own start), SLOT_PAST (the
 * start is over), PAYMENT_DISPUTED (cheaper there while a dispute is open), MOVE_PAYMENT_NEEDED (dearer there: the difference must be paid at the desk, see
 * docs/decisions.md "Moving a booking"), and 409 MOVE_PRICE_CHANGED (the difference paid is not
 * the booking's difference at that start).
 */
import { z } from 'zod';
import {
  calendarDate,
  countryCode,
  emailAddress,
  inputInt,
  inputText,
  localDateOrDateTime,
} from '../contract/common';
import type { AdminEndpoint } from './index';
import { deskPayment, orderChannel } from './desk';

export const ORDER_STATUSES = [
  'pending',
  'paid',
  'booked',
  'cancelled',
  'expired',
  'failed',
  'partlyRefunded',
  'disputed',
  'refunded',
] as const;
export const orderStatus = z.enum(ORDER_STATUSES);
export type AdminOrderStatus = z.infer<typeof orderStatus>;

const none = z.object({});
const text = (max: number) => inputText().trim().min(1).max(max);
const orderParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/** A client-made key per action (a UUID): the same key twice answers the first call's outcome. */
const idempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'expected 8 to 64 letters');

export const orderSearchQuery = z
  .object({
    number: text(40).optional(),
    email: text(254).optional(),
    name: text(100).optional(),
    barcode: text(64).optional(),
    /** Order date (venue time zone), inclusive. */
    from: calendarDate.optional(),
    to: calendarDate.optional(),
    status: orderStatus.optional(),
    /** Part of a line's name (ticket, tour, article, voucher). */
    product: text(100).optional(),
    /** Where the order was made: the web shop or the desk. */
    channel: orderChannel.optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from after to', path: ['to'] });
export type OrderSearchQuery = z.input<typeof orderSearchQuery>;
export type OrderSearch = z.output<typeof orderSearchQuery>;

export const orderSummary = z.object({
  id: z.number().int(),
  number: z.string(),
  status: orderStatus,
  createdAt: z.string(),
  email: z.string(),
  name: z.string(),
  total: z.number().int(),
  lineCount: z.number().int(),
  channel: orderChannel,
});
export type OrderSummary = z.infer<typeof orderSummary>;

export const orderPage = z.object({
  orders: z.array(orderSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OrderPage = z.infer<typeof orderPage>;

export const orderLine = z.object({
  id: z.number().int(),
  type: z.enum(['ticket', 'dayTicket', 'guidedTour', 'merchandise', 'voucher', 'voucherCode']),
  name: z.string(),
  /** Venue-local `YYYY-MM-DDTHH:mm`, or null. */
  datetime: z.string().nullable(),
  count: z.number().int(),
  unitPrice: z.number().int(),
  totalPrice: z.number().int(),
  /** The index of the basket item the line belongs to; null for voucher-code lines (they pay for the order). */
  itemIndex: z.number().int().nullable(),
  details: z.array(z.string()),
  cancelledAt: z.string().nullable(),
});
export type AdminOrderLine = z.infer<typeof orderLine>;

export const orderTicket = z.object({
  id: z.number().int(),
  lineId: z.number().int(),
  barcode: z.string(),
  kind: z.string(),
  admits: z.number().int(),
  holderName: z.string().nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  /** When the barcode was first admitted at the door, or null. */
  checkedInAt: z.string().nullable(),
  /** The line was cancelled: the barcode is refused at check-in. */
  cancelled: z.boolean(),
});

export const orderPayment = z.object({
  id: z.number().int(),
  provider: z.string(),
  providerRef: z.string(),
  /** The payment type's id (`payart`) and its name, when configured. */
  method: z.string(),
  status: z.string(),
  amount: z.number().int(),
  createdAt: z.string(),
});

/**
 * A refund of the order: a cancellation's (lines paid back) or a surplus's (money the order did not
 * need, paid back by itself: a second payment, a payment of an order that could not be booked).
 * `outside`: staff paid it back outside the shop and recorded that.
 */
export const orderRefund = z.object({
  id: z.number().int(),
  /** The refund's name in the order's ledger (used by the retry and outside calls). */
  request: z.string(),
  purpose: z.enum(['cancellation', 'surplus']),
  status: z.enum(['requested', 'done', 'refused', 'outside']),
  whole: z.boolean(),
  lineIds: z.array(z.number().int()),
  amount: z.number().int(),
  voucherAmount: z.number().int(),
  /** The payment it pays back through, or null (nothing through a provider). */
  paymentId: z.number().int().nullable(),
  providerRefundRef: z.string().nullable(),
  /** Why the provider refused, or why a surplus arose (`secondPayment`, `notBooked`, …). */
  reason: z.string().nullable(),
  /** A refused surplus nobody asked again or paid back outside: money waits for staff. */
  waitsForStaff: z.boolean(),
  /**
   * Refused and nobody acted on it yet: staff may ask the provider again (a surplus) or record it as
   * paid back outside the shop (either).
   */
  canSettle: z.boolean(),
  createdAt: z.string(),
  staff: z.string().nullable(),
});
export type AdminOrderRefund = z.infer<typeof orderRefund>;

/** A dispute (chargeback) of one of the order's payments. */
export const orderDispute = z.object({
  dispute: z.string(),
  paymentId: z.number().int(),
  amount: z.number().int(),
  status: z.enum(['open', 'won', 'lost']),
  /** Until when the museum can answer it at the provider (ISO), when the provider says. */
  dueBy: z.string().nullable(),
  reason: z.string().nullable(),
  openedAt: z.string(),
});
export type AdminOrderDispute = z.infer<typeof orderDispute>;

/** One entry of the order's payment ledger, as written (the raw record for staff). */
export const ledgerEntry = z.object({
  id: z.number().int(),
  kind: z.string(),
  amount: z.number().int(),
  paymentId: z.number().int().nullable(),
  request: z.string().nullable(),
  lineIds: z.array(z.number().int()),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  staff: z.string().nullable(),
});

/** The order's money as its ledger says (cents). */
export const orderMoney = z.object({
  captured: z.number().int(),
  refunded: z.number().int(),
  chargedBack: z.number().int(),
  /** captured − refunded − charged back. */
  held: z.number().int(),
  /** What the order's valid lines need, after voucher codes. */
  due: z.number().int(),
  /** Refused automatic refunds that wait for staff. */
  waitsForStaff: z.number().int(),
  /** What the order needs and the museum does not hold (a failed debit of used tickets). */
  owed: z.number().int(),
  /** Cents given back onto voucher codes. */
  vouchersReturned: z.number().int(),
});

export const orderEmail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(['queued', 'sent', 'failed']),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

/** The visitor's name, e-mail and address on an order (what its invoice prints). */
export const orderBilling = z.object({
  fname: inputText().trim().max(200),
  lname: inputText().trim().max(200),
  company: inputText().trim().max(200),
  /** Empty when the visitor gave none (a desk sale). */
  email: z.union([emailAddress, z.literal('')]),
  phone: inputText().trim().max(40),
  street: inputText().trim().max(200),
  zip: inputText().trim().max(20),
  city: inputText().trim().max(200),
  /** ISO 3166-1 alpha-2; empty when not given. */
  country: z.union([countryCode, z.literal('')]),
});
export type OrderBilling = z.infer<typeof orderBilling>;

export const orderDetail = z.object({
  id: z.number().int(),
  number: z.string(),
  status: orderStatus,
  language: z.string(),
  createdAt: z.string(),
  bookedAt: z.string().nullable(),
  partner: z.string().nullable(),
  channel: orderChannel,
  /** The tickets PDF the visitor got (a path on this server); null without issued tickets. */
  ticketsUrl: z.string().nullable(),
  customer: z.object({
    email: z.string(),
    name: z.string(),
    guest: z.boolean(),
    /** The order's billing record as the edit form shows it. */
    billing: orderBilling,
  }),
  invoice: z.object({
    requested: z.boolean(),
    address: z.array(z.string()),
    /** The buyer's own reference (`external_document_number`), if given. */
    number: z.string().nullable(),
    /** The current invoice's PDF path on this server, once it is numbered. */
    url: z.string().nullable(),
    /** Invoices, cancellation invoices and credit notes, oldest first, with their PDF paths. */
    documents: z.array(
      z.object({
        kind: z.enum(['invoice', 'cancellation', 'creditNote']),
        number: z.string(),
        issuedAt: z.string(),
        url: z.string(),
        /** Its XRechnung (CII XML) path, for an order with the buyer's reference; else null. */
        xmlUrl: z.string().nullable(),
        /** An invoice cancelled by a cancellation invoice. */
        cancelled: z.boolean(),
      }),
    ),
  }),
  subtotal: z.number().int(),
  shippingCost: z.number().int(),
  voucherDiscount: z.number().int(),
  total: z.number().int(),
  /** Cents paid back so far (provider and voucher codes). */
  refunded: z.number().int(),
  money: orderMoney,
  lines: z.array(orderLine),
  tickets: z.array(orderTicket),
  payments: z.array(orderPayment),
  refunds: z.array(orderRefund),
  disputes: z.array(orderDispute),
  ledger: z.array(ledgerEntry),
  emails: z.array(orderEmail),
  /** What the order's state allows (the role may allow less). */
  can: z.object({
    resend: z.boolean(),
    cancelUnpaid: z.boolean(),
    cancel: z.boolean(),
    /** The visitor's details may be corrected (the order was booked). */
    editCustomer: z.boolean(),
    /** The order is booked and has no invoice: one can be issued. */
    issueInvoice: z.boolean(),
  }),
  /**
   * What cancelling would pay back through the payment provider: the whole order, and each line
   * still booked (with the lines of its basket item). Voucher amounts go back onto their codes.
   */
  refundIfCancelled: z.object({
    whole: z.number().int(),
    lines: z.array(z.object({ lineId: z.number().int(), amount: z.number().int() })),
    /**
     * Lines of which part can be cancelled (`quantities`), with what cancelling each count that
     * leaves some of the line booked (1 … count − 1) would pay back. Lines that cannot be divided
     * (one unit, whole tours, places not the same per unit) are not listed.
     */
    partial: z.array(
      z.object({
        lineId: z.number().int(),
        amounts: z.array(z.object({ count: z.number().int(), amount: z.number().int() })),
      }),
    ),
  }),
});
export type OrderDetail = z.infer<typeof orderDetail>;

export const editCustomerBody = orderBilling.extend({
  /** Why, in the staff member's words: kept in the audit log. */
  reason: inputText().trim().max(500).optional(),
});
export type EditCustomerBody = z.infer<typeof editCustomerBody>;

export const issueInvoiceBody = z.object({ idempotencyKey });

export const resendBody = z.object({
  /** A corrected address; the order's own address when absent. */
  email: z.email().max(254).optional(),
});
export const cancelUnpaidBody = z.object({ idempotencyKey });
/**
 * Part of a line to cancel: `count` of its units (1 of 2 adults). The part becomes a line of its own
 * that is cancelled and paid back; the rest of the line and of its basket item stays booked. A count
 * equal to the line's count cancels the whole line like `lineIds`.
 */
export const cancelQuantity = z.object({
  lineId: inputInt().positive(),
  count: inputInt().positive().max(10_000),
});
export const cancelOrderBody = z
  .object({
    idempotencyKey,
    /** The lines to cancel (their bookings are cancelled with them); the whole order when absent. */
    lineIds: z.array(inputInt().positive()).min(1).max(200).optional(),
    /** Parts of lines to cancel (instead of `lineIds`), one entry per line. */
    quantities: z.array(cancelQuantity).min(1).max(200).optional(),
    /** Why, in the staff member's words: kept with the refund and in the audit log. */
    reason: inputText().trim().max(500).optional(),
  })
  .refine((body) => !(body.lineIds && body.quantities), {
    message: 'give lineIds or quantities, not both',
    path: ['quantities'],
  })
  .refine(
    (body) =>
      !body.quantities ||
      new Set(body.quantities.map((part) => part.lineId)).size === body.quantities.length,
    { message: 'one entry per line', path: ['quantities'] },
  );
export type CancelOrderBody = z.infer<typeof cancelOrderBody>;

const refundParams = orderParams.extend({
  request: z.string().regex(/^[A-Za-z0-9:_-]{1,120}$/, 'expected a refund of the order'),
});
export const refundActionBody = z.object({
  idempotencyKey,
  /** What staff note about a refund paid back outside the shop (how, when). */
  note: inputText().trim().max(500).optional(),
});

/** A booking of the order: its basket item (`itemIndex` of its lines). */
export const moveOptionsQuery = z.object({
  itemIndex: z.coerce.number().int().nonnegative().max(10_000),
});
export type MoveOptionsQuery = z.infer<typeof moveOptionsQuery>;

/** Why a start cannot take the booking (`moveTargetState` of the domain), or `open`. */
export const moveStartState = z.enum(['open', 'current', 'past', 'stopped', 'full']);

/** The starts a booking can move to: the other starts of its event or tour, or days of its event. */
export const moveOptions = z.object({
  itemIndex: z.number().int(),
  /** What is booked: a timed ticket, a day ticket or a guided tour. */
  kind: z.enum(['ticket', 'dayTicket', 'guidedTour']),
  name: z.string(),
  /** The booking's start (`YYYY-MM-DDTHH:mm`) or day (`YYYY-MM-DD`), venue-local. */
  current: z.string(),
  /** The places the booking holds. */
  places: z.number().int(),
  starts: z.array(
    z.object({
      start: z.string(),
      /** Places still free for the shop (0 when its sales are stopped). */
      free: z.number().int(),
      state: moveStartState,
      /** Cents the booking is worth there minus now (below 0: paid back; above 0: paid at the desk). */
      difference: z.number().int(),
    }),
  ),
});
export type MoveOptions = z.infer<typeof moveOptions>;

export const moveBookingBody = z.object({
  idempotencyKey,
  /** The booking: the basket item of its lines. */
  itemIndex: inputInt().nonnegative().max(10_000),
  /** The new start (`YYYY-MM-DDTHH:mm`), or the new day (`YYYY-MM-DD`) of a day ticket. */
  to: localDateOrDateTime,
  /**
   * The difference of a dearer start as the visitor paid it at the desk (cash or the card
   * terminal): needed when the booking costs more there, and its amount must be the difference the
   * server computes (else 409 MOVE_PRICE_CHANGED, and nothing is recorded).
   */
  paid: z
    .object({ payment: deskPayment, amount: inputInt().positive().max(10_000_000) })
    .optional(),
});
export type MoveBookingBody = z.infer<typeof moveBookingBody>;

/** A move's outcome (a repeat with the same key answers the first one) and the order afterwards. */
export const moveResult = z.object({
  itemIndex: z.number().int(),
  from: z.string(),
  to: z.string(),
  /** Cents the booking is worth after the move minus before. */
  difference: z.number().int(),
  /** Cents asked back through the payment provider; the order's refunds show how it ended. */
  refunded: z.number().int(),
  /** Cents of a dearer start recorded as paid at the desk, and how (null when nothing was). */
  charged: z.number().int(),
  payment: deskPayment.nullable(),
  order: orderDetail,
});
export type MoveResult = z.infer<typeof moveResult>;

/** An order whose payments need staff: an open dispute, a refund that waits, a failed debit. */
export const paymentProblem = z.object({
  orderId: z.number().int(),
  number: z.string(),
  status: orderStatus,
  kind: z.enum(['dispute', 'refund', 'debitFailed']),
  amount: z.number().int(),
  /** A dispute's deadline (ISO), else null. */
  dueBy: z.string().nullable(),
  reason: z.string().nullable(),
  since: z.string(),
});
export type PaymentProblem = z.infer<typeof paymentProblem>;
export const paymentProblems = z.object({ problems: z.array(paymentProblem) });

function endpoint<
  P extends z.ZodObject,
  Q extends z.ZodObject,
  B extends z.ZodType | null,
  D extends z.ZodType,
>(config: AdminEndpoint<P, Q, B, D>): AdminEndpoint<P, Q, B, D> {
  return config;
}

export const orderEndpoints = {
  searchOrders: endpoint({
    name: 'adminSearchOrders',
    method: 'GET',
    path: 'orders',
    access: 'orders.read',
    summary: 'Finds orders by number, e-mail, name, barcode, order date, status or product',
    params: none,
    query: orderSearchQuery,
    body: null,
    data: orderPage,
  }),
  getOrder: endpoint({
    name: 'adminGetOrder',
    method: 'GET',
    path: 'orders/{id}',
    access: 'orders.read',
    summary: 'An order with its lines, tickets, payments, refunds, e-mails and invoice data',
    params: orderParams,
    query: none,
    body: null,
    data: orderDetail,
  }),
  resendOrder: endpoint({
    name: 'adminResendOrder',
    method: 'POST',
    path: 'orders/{id}/resend',
    access: 'orders.resend',
    summary: 'Sends the confirmation e-mail again, to the same or a corrected address',
    params: orderParams,
    query: none,
    body: resendBody,
    data: orderDetail,
    failures: { 409: '`ORDER_NOT_BOOKED`: the order has no confirmation to send' },
  }),
  editCustomer: endpoint({
    name: 'adminEditOrderCustomer',
    method: 'PUT',
    path: 'orders/{id}/customer',
    access: 'orders.refund',
    summary:
      "Corrects the visitor's name, e-mail and address; a numbered invoice is cancelled and replaced",
    params: orderParams,
    query: none,
    body: editCustomerBody,
    data: orderDetail,
    failures: { 409: '`ORDER_NOT_BOOKED`: the order was never booked' },
  }),
  issueInvoice: endpoint({
    name: 'adminIssueInvoice',
    method: 'POST',
    path: 'orders/{id}/invoice',
    access: 'orders.refund',
    summary: 'Issues an invoice for an order that has none (a desk sale), with its address now',
    params: orderParams,
    query: none,
    body: issueInvoiceBody,
    data: orderDetail,
    failures: { 409: '`ORDER_NOT_BOOKED`: nothing of the order is booked' },
  }),
  cancelUnpaid: endpoint({
    name: 'adminCancelUnpaidOrder',
    method: 'POST',
    path: 'orders/{id}/cancel-unpaid',
    access: 'orders.cancelUnpaid',
    summary: 'Cancels an order that waits for its payment and gives its holds back',
    params: orderParams,
    query: none,
    body: cancelUnpaidBody,
    data: orderDetail,
    failures: { 409: '`ORDER_NOT_CANCELLABLE`: the order is not waiting for its payment' },
  }),
  cancelOrder: endpoint({
    name: 'adminCancelOrder',
    method: 'POST',
    path: 'orders/{id}/cancel',
    access: 'orders.refund',
    summary:
      'Cancels a booked order or some of its lines and pays them back through the payment provider',
    params: orderParams,
    query: none,
    body: cancelOrderBody,
    data: orderDetail,
    failures: {
      409: '`ORDER_NOT_CANCELLABLE`: nothing of the order is booked; `ORDER_BUSY`: a cancellation runs; `PAYMENT_DISPUTED`: a dispute on the payment is open, the bank decides first',
      422: "Refused input (`errors` names the fields); `LINES_INVALID`: a line is not the order's, cancelled already or pays with a voucher code; `LINE_NOT_DIVISIBLE`: part of this line cannot be cancelled (one unit, whole tours, places or extras not the same per unit, a voucher-code line); `COUNT_TOO_HIGH`: more than the line's count; `TICKETS_USED`: the line's unused tickets or gift vouchers do not cover the count; `REFUND_REFUSED`: the payment provider refused",
    },
  }),
  retryRefund: endpoint({
    name: 'adminRetryRefund',
    method: 'POST',
    path: 'orders/{id}/refunds/{request}/retry',
    access: 'orders.refund',
    summary: 'Asks the payment provider again for an automatic refund it refused',
    params: refundParams,
    query: none,
    body: refundActionBody,
    data: orderDetail,
    failures: {
      409: '`REFUND_NOT_OPEN`: the refund is not waiting for staff; `ORDER_BUSY`: a cancellation runs',
    },
  }),
  refundOutside: endpoint({
    name: 'adminRefundOutside',
    method: 'POST',
    path: 'orders/{id}/refunds/{request}/outside',
    access: 'orders.refund',
    summary: 'Records a refused refund as paid back outside the shop (by bank transfer, in cash)',
    params: refundParams,
    query: none,
    body: refundActionBody,
    data: orderDetail,
    failures: {
      409: '`REFUND_NOT_OPEN`: the refund is not waiting for staff; `ORDER_BUSY`: a cancellation runs',
    },
  }),
  moveOptions: endpoint({
    name: 'adminMoveOptions',
    method: 'GET',
    path: 'orders/{id}/move-options',
    access: 'orders.refund',
    summary:
      'The starts (or days) a booking can move to, with their free places and the price difference',
    params: orderParams,
    query: moveOptionsQuery,
    body: null,
    data: moveOptions,
    failures: {
      404: '`BOOKING_NOT_FOUND`: the order has no valid booking with this item index',
    },
  }),
  moveBooking: endpoint({
    name: 'adminMoveBooking',
    method: 'POST',
    path: 'orders/{id}/move',
    access: 'orders.refund',
    summary:
      'Moves a booking to another start of its event or tour (a day ticket to another day): new places, new barcodes, the e-mail again; a cheaper start pays the difference back, a dearer one records it as paid at the desk',
    params: orderParams,
    query: none,
    body: moveBookingBody,
    data: moveResult,
    failures: {
      404: '`BOOKING_NOT_FOUND`: no valid booking with this item index',
      409: '`ORDER_NOT_BOOKED`: nothing of the order is booked; `ORDER_BUSY`: a cancellation of the order runs; `PAYMENT_DISPUTED`: cheaper there, and a dispute on the payment is open (nothing is paid back until the bank decides); `BOOKING_USED`: a ticket of the booking was checked in; `SLOT_FULL`: the start has fewer free places than the booking holds; `SLOT_NOT_ON_SALE`: its sales are stopped or cancelled',
    },
  }),
  paymentProblems: endpoint({
    name: 'adminPaymentProblems',
    method: 'GET',
    path: 'payment-problems',
    access: 'orders.read',
    summary: 'Orders whose payments need staff: open disputes, refunds that wait, failed debits',
    params: none,
    query: none,
    body: null,
    data: paymentProblems,
  }),
} as const;

/**
 * The cart payload (version 1) sent with initPayment, suggest and
 * shipping costs. The basket's payload builders produce exactly these shapes; the server parses them.
 */
import { z } from 'zod';
import { inputInt, inputText } from './common';

/** Cart payload version. */
export const CART_VERSION = 1 as const;

const id = inputInt().positive();
const count = inputInt().min(0);
/** ISO local date-time of a slot in the venue's time zone, `YYYY-MM-DDTHH:mm`. */
export const slotDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'YYYY-MM-DDTHH:mm');
/** ISO date, `YYYY-MM-DD`. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

export const idCount = z.object({ id, count }).strict();

/** A subticket count inside a ticket or tour ticket. */
export const cartSubticket = idCount;

/** One answer to a tour group question, keyed by question id in `answers`. */
export const tourAnswer = z
  .object({
    qId: id,
    type: z.enum(['radio', 'select', 'checkbox', 'text', 'textarea', 'number']),
    value: z.union([inputInt(), z.array(inputInt()), inputText().max(2000), z.null()]),
  })
  .strict();

export const cartTicketItem = z
  .object({
    type: z.literal('ticket'),
    id,
    count: count.min(1),
    /** Slot start for modes 1 and 5; null for event-long tickets (mode 3). */
    datetime: slotDateTime.nullable(),
    subtickets: z.array(cartSubticket).default([]),
  })
  .strict();

export const cartDayTicketItem = z
  .object({
    type: z.literal('dayTicket'),
    /** The event the day tickets belong to. */
    id,
    date: isoDate,
    dayTickets: z.array(idCount).min(1),
  })
  .strict();

export const cartTourItem = z
  .object({
    type: z.literal('guidedTour'),
    tourId: id,
    datetime: slotDateTime,
    answers: z.record(inputText().max(40), tourAnswer).default({}),
    /** Price-list entries (whole tours booked) with their counts. */
    prices: z.array(idCount).default([]),
    /** Participant tickets with optional subtickets. */
    tickets: z
      .array(z.object({ id, count, subtickets: z.array(cartSubticket).optional() }).strict())
      .default([]),
  })
  .strict();

export const passHolder = z
  .object({
    name: z
      .object({
        title: inputText().max(60).default(''),
        first: inputText().min(1).max(120),
        last: inputText().min(1).max(120),
      })
      .strict(),
    send_to_custom_addr: z.boolean().default(false),
    address: z
      .object({
        name: inputText().max(200),
        street: inputText().max(200),
        zip: inputText().max(20),
        city: inputText().max(120),
        country: inputText().max(2),
      })
      .strict()
      .nullable()
      .default(null),
  })
  .strict();

export const cartMerchandiseItem = z
  .object({
    type: z.literal('merchandise'),
    id,
    count: count.min(1),
    /** Annual passes (product kind 13): one holder per pass. */
    owners: z.array(passHolder).optional(),
  })
  .strict();

/** A gift voucher bought in the shop; `amount` (cents) only for variable-amount types. */
export const cartVoucherItem = z
  .object({
    type: z.literal('voucher'),
    id,
    count: count.min(1),
    amount: inputInt().positive().optional(),
  })
  .strict();

export const cartVoucherCodeItem = z
  .object({ type: z.literal('voucherCode'), barcode: inputText().trim().min(1).max(64) })
  .strict();

export const cartItem = z.discriminatedUnion('type', [
  cartTicketItem,
  cartDayTicketItem,
  cartTourItem,
  cartMerchandiseItem,
  cartVoucherItem,
  cartVoucherCodeItem,
]);

export const cartPayload = z
  .object({
    ver: z.literal(CART_VERSION),
    items: z.array(cartItem).max(200),
    external_document_number: inputText().max(100).optional(),
    /** The visitor wants an invoice (`requestInvoice`, default true). */
    request_invoice: z.boolean().optional(),
  })
  .strict();

/** An item of the shipping-costs cart: one entry per sellable line, day tickets split. */
export const shippingCostItem = z
  .object({
    type: z.enum(['ticket', 'dayTicket', 'guidedTour', 'merchandise', 'voucher']),
    id,
    /** Slot start (`YYYY-MM-DDTHH:mm`), a date for day tickets, or null. */
    datetime: inputText().max(16).nullable(),
    count,
  })
  .strict();

export const shippingCostCart = z
  .object({ ver: z.literal(CART_VERSION), items: z.array(shippingCostItem).max(400) })
  .strict();

export type TourAnswer = z.infer<typeof tourAnswer>;
export type PassHolder = z.infer<typeof passHolder>;
export type CartTicketItem = z.infer<typeof cartTicketItem>;
export type CartDayTicketItem = z.infer<typeof cartDayTicketItem>;
export type CartTourItem = z.infer<typeof cartTourItem>;
export type CartMerchandiseItem = z.infer<typeof cartMerchandiseItem>;
export type CartVoucherItem = z.infer<typeof cartVoucherItem>;
export type CartVoucherCodeItem = z.infer<typeof cartVoucherCodeItem>;
export type CartItem = z.infer<typeof cartItem>;
export type CartPayload = z.infer<typeof cartPayload>;
export type ShippingCostItem = z.infer<typeof shippingCostItem>;
export type ShippingCostCart = z.infer<typeof shippingCostCart>;

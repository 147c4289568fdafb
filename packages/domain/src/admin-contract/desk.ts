/**
 * The back office's desk sale: a sales member prices a cart exactly as the shop
 * does (`desk/quote`: the shop's cart items, the server's prices, limits and availability) and sells
 * it (`desk/sales`): the order is placed, held and booked at once in one transaction, paid in cash or
 * on the card terminal (recorded, no provider call). The client never sends a price. Merchandise is
 * handed over at the desk (no shipping). Spread into `adminEndpoints` by `./index.ts`.
 *
 * Refusals: the shop's 422 codes of the cart (TIME_SOLD_OUT, TICKET_COUNT_EXCEEDS_SLOT,
 * ITEM_OUT_OF_STOCK, …, `params.item` naming the cart item) and 422 VALIDATION_FAILED.
 */
import { z } from 'zod';
import { entityId, inputText, localDateTime } from '../contract/common';
import { cartItem } from '../contract/cart';
import { DESK_PAYMENT_KINDS, SALE_CHANNELS } from '../reports/figures';
import type { AdminEndpoint } from './index';

/** How a desk sale is paid: cash in the till or the card terminal beside it. */
export const DESK_PAYMENTS = DESK_PAYMENT_KINDS;
export const deskPayment = z.enum(DESK_PAYMENTS);
export type DeskPayment = z.infer<typeof deskPayment>;

/** Where an order was made: the web shop or a sale at the desk. */
export const ORDER_CHANNELS = SALE_CHANNELS;
export const orderChannel = z.enum(ORDER_CHANNELS);
export type OrderChannel = z.infer<typeof orderChannel>;

const none = z.object({});
const deskLanguage = z.enum(['de', 'en', 'fr', 'it', 'nl', 'es', 'sv', 'da']);

export const deskCartBody = z
  .object({
    /** The language of the tickets and the e-mail (one the shop offers). */
    language: deskLanguage,
    items: z.array(cartItem).min(1).max(50),
  })
  .strict();
export type DeskCartBody = z.input<typeof deskCartBody>;
export type DeskCart = z.output<typeof deskCartBody>;

export const deskSaleBody = deskCartBody
  .extend({
    payment: deskPayment,
    /** Optional: a desk sale may be anonymous. With an e-mail the tickets are e-mailed. */
    customer: z
      .object({
        name: inputText().trim().max(200).optional(),
        email: z.email().max(254).optional(),
      })
      .strict()
      .default({}),
  })
  .strict();
export type DeskSaleBody = z.input<typeof deskSaleBody>;
export type DeskSaleInput = z.output<typeof deskSaleBody>;

export const deskQuoteLine = z.object({
  /** Index of the cart item the line belongs to. */
  item: z.number().int(),
  type: z.string(),
  name: z.string(),
  /** Venue-local start `YYYY-MM-DDTHH:mm` or a day `YYYY-MM-DD`; null when undated. */
  when: z.string().nullable(),
  count: z.number().int(),
  unitPrice: z.number().int(),
  totalPrice: z.number().int(),
});

export const deskQuote = z.object({
  lines: z.array(deskQuoteLine),
  subtotal: z.number().int(),
  voucherDiscount: z.number().int(),
  total: z.number().int(),
  /** VAT contained in the total, per rate. */
  vatByRate: z.array(
    z.object({ rate: z.number(), gross: z.number().int(), vat: z.number().int() }),
  ),
  vat: z.number().int(),
});
export type DeskQuote = z.infer<typeof deskQuote>;

export const deskSale = z.object({
  orderId: z.number().int(),
  number: z.string(),
  total: z.number().int(),
  payment: deskPayment,
  /** The tickets PDF the shop's visitor gets (open in a new tab to print); null without tickets. */
  ticketsUrl: z.string().nullable(),
  /** Where the confirmation with the tickets was sent; null for an anonymous sale. */
  emailedTo: z.string().nullable(),
});
export type DeskSale = z.infer<typeof deskSale>;

/** A pass the desk looked up by its code (docs/decisions.md "Annual-pass holders' free entries"). */
export const deskPass = z.object({
  /** The pass number (staff hold the card). */
  number: z.string(),
  holder: z.string().nullable(),
  /** First and last valid day, venue-local `YYYY-MM-DD`. */
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  /** Valid today (venue time) and not cancelled. */
  validToday: z.boolean(),
  cancelled: z.boolean(),
  /** The free entries booked for today, by start: `YYYY-MM-DDTHH:mm` and the ticket's name. */
  entriesToday: z.array(z.object({ datetime: z.string(), name: z.string() })),
  /** The museum's rules: entries per day and per ISO week (null: no limit), walk-in allowed. */
  rules: z.object({
    perDay: z.number().int().nullable(),
    perWeek: z.number().int().nullable(),
    walkIn: z.boolean(),
  }),
});
export type DeskPass = z.infer<typeof deskPass>;

export const deskPassEntryBody = z
  .object({
    language: deskLanguage,
    /** The pass's code as read or typed. */
    pass: inputText().trim().min(1).max(40),
    /** The timed ticket type and the slot's venue-local start. */
    ticket: entityId,
    datetime: localDateTime,
  })
  .strict();
export type DeskPassEntryBody = z.input<typeof deskPassEntryBody>;

export const deskPassEntry = z.object({
  orderId: z.number().int(),
  number: z.string(),
  barcode: z.string(),
  datetime: z.string(),
  ticketName: z.string(),
  ticketsUrl: z.string().nullable(),
});
export type DeskPassEntry = z.infer<typeof deskPassEntry>;

function endpoint<
  P extends z.ZodObject,
  Q extends z.ZodObject,
  B extends z.ZodType | null,
  D extends z.ZodType,
>(config: AdminEndpoint<P, Q, B, D>): AdminEndpoint<P, Q, B, D> {
  return config;
}

export const deskEndpoints = {
  deskQuote: endpoint({
    name: 'adminDeskQuote',
    method: 'POST',
    path: 'desk/quote',
    access: 'desk.sell',
    summary:
      "Prices a desk cart with the shop's prices, limits and availability: lines, total and VAT",
    params: none,
    query: none,
    body: deskCartBody,
    data: deskQuote,
  }),
  deskSell: endpoint({
    name: 'adminDeskSell',
    method: 'POST',
    path: 'desk/sales',
    access: 'desk.sell',
    summary:
      'Sells a cart at the desk: places, holds and books the order at once, paid in cash or by card terminal',
    params: none,
    query: none,
    body: deskSaleBody,
    data: deskSale,
  }),
  deskPass: endpoint({
    name: 'adminDeskPass',
    method: 'GET',
    path: 'desk/pass',
    access: 'desk.sell',
    summary:
      "An annual pass by its code: holder, validity, today's free entries and the museum's rules (404 when unknown)",
    params: none,
    query: z.object({ code: inputText().trim().min(1).max(40) }).strict(),
    body: null,
    data: deskPass,
  }),
  deskPassEntry: endpoint({
    name: 'adminDeskPassEntry',
    method: 'POST',
    path: 'desk/pass-entries',
    access: 'desk.sell',
    summary:
      "Books a pass holder's free entry for a timed ticket's slot (0 €; the shop's rules and codes)",
    params: none,
    query: none,
    body: deskPassEntryBody,
    data: deskPassEntry,
  }),
} as const;

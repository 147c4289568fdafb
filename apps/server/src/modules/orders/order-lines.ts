/**
 * `order_items.details`: one zod schema per line type. Checkout writes them with `satisfies`, every
 * reader parses them strictly (`readOrderItem`): a line that does not fit is a bug and throws.
 *
 * Every line of one basket item carries that item's `itemIndex` (its index in the basket), so the
 * lines booked together are found by it and never by what they book (two basket items of the same
 * tour and time stay two). Voucher-code lines pay for the order; they belong to no basket item.
 */
import type { SoldLine, TermsLine } from '@foyer/domain';
import { passHolder, tourAnswer } from '@foyer/domain/contract';
import { z } from 'zod';
import type { orderItems } from '../../db/schema';

const itemIndex = z.number().int().nonnegative();
const id = z.number().int().positive();
const cents = z.number().int().nonnegative();
/** Display lines of the order review (subticket counts, answers, pass holders). */
const lines = z.array(z.string());
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** The contract's local `YYYY-MM-DDTHH:mm`. */
const localDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);

/** A subticket (or family component) of a line, with its count for the whole line. */
const subticket = z
  .object({ id, name: z.string(), count: z.number().int().positive(), price: cents })
  .strict();

/** The ticket's three barcode flags when it was sold. */
const ticketFlags = z
  .object({
    unique_barcode: z.boolean(),
    scan_separately: z.boolean(),
    print_separately: z.boolean(),
  })
  .strict();

const eventTicketFields = {
  itemIndex,
  eventId: id,
  eventName: z.string(),
  venue: z.string(),
  subtickets: z.array(subticket),
  /** People the line holds places for. */
  places: z.number().int().positive(),
  ticketFlags,
  lines,
};

export const ticketLineDetails = z
  .object({ ...eventTicketFields, datetime: localDateTime.nullable() })
  .strict();

export const dayTicketLineDetails = z.object({ ...eventTicketFields, date: isoDate }).strict();

const tourFields = {
  itemIndex,
  tourId: id,
  datetime: localDateTime,
  venue: z.string(),
  answers: z.record(z.string(), tourAnswer),
  lines,
};

/** A tour line of participant tickets, or of a price-list entry (whole tours when `wholeTour`). */
export const tourLineDetails = z.union([
  z.object({ ...tourFields, tourTicketId: id, subtickets: z.array(subticket) }).strict(),
  z.object({ ...tourFields, tourPriceId: id, wholeTour: z.boolean() }).strict(),
]);

/** An article; an annual pass (product kind 13) names its holders in `owners`. */
export const merchandiseLineDetails = z
  .object({
    itemIndex,
    productKind: z.number().int().nullable(),
    needsShipping: z.boolean(),
    owners: z.array(passHolder).optional(),
    lines,
  })
  .strict();

/** Gift vouchers of `amount` cents each, valid `validityDays` from the booking. */
export const voucherLineDetails = z
  .object({
    itemIndex,
    amount: z.number().int().positive(),
    validityDays: z.number().int().positive(),
    lines,
  })
  .strict();

/** A redeemed voucher code: what it pays of this order and what is left on it. */
export const voucherCodeLineDetails = z
  .object({ barcode: z.string(), value: cents, used: cents, remaining: cents, lines })
  .strict();

export type TicketLineDetails = z.output<typeof ticketLineDetails>;
export type DayTicketLineDetails = z.output<typeof dayTicketLineDetails>;
export type TourLineDetails = z.output<typeof tourLineDetails>;
export type MerchandiseLineDetails = z.output<typeof merchandiseLineDetails>;
export type VoucherLineDetails = z.output<typeof voucherLineDetails>;
export type VoucherCodeLineDetails = z.output<typeof voucherCodeLineDetails>;

/** One order line, discriminated by its `type` column. */
const typedLine = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ticket'), details: ticketLineDetails }),
  z.object({ type: z.literal('dayTicket'), details: dayTicketLineDetails }),
  z.object({ type: z.literal('guidedTour'), details: tourLineDetails }),
  z.object({ type: z.literal('merchandise'), details: merchandiseLineDetails }),
  z.object({ type: z.literal('voucher'), details: voucherLineDetails }),
  z.object({ type: z.literal('voucherCode'), details: voucherCodeLineDetails }),
]);

export type TypedLine = z.output<typeof typedLine>;
export type LineType = TypedLine['type'];

type ItemRow = typeof orderItems.$inferSelect;
type ItemInsert = typeof orderItems.$inferInsert;

/** A stored order line with its details read. */
export type OrderItem = Omit<ItemRow, 'type' | 'details'> & TypedLine;

/** An order line to store (the order's id is added on insert). */
export type NewOrderItem = Omit<ItemInsert, 'id' | 'orderId' | 'type' | 'details'> & TypedLine;

/** Reads a stored line strictly: details that do not fit their type are a bug. */
export function readOrderItem(row: ItemRow): OrderItem {
  const parsed = typedLine.safeParse({ type: row.type, details: row.details });
  if (!parsed.success) {
    throw new Error(
      `order item ${row.id} (${row.type}) has malformed details: ${parsed.error.issues
        .slice(0, 3)
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
        .join('; ')}`,
    );
  }
  return { ...row, ...parsed.data };
}

/** What of a stored line its VAT depends on (`orderVatLineOf`); `sign` −1 for a credit note. */
export function soldLineOf(item: OrderItem, sign = 1): SoldLine {
  const merchandise = item.type === 'merchandise';
  return {
    id: item.id,
    type: item.type,
    productKind: merchandise ? item.details.productKind : null,
    needsShipping: merchandise ? item.details.needsShipping : false,
    gross: sign * item.totalPrice,
    rate: item.vatValue,
  };
}

/** The index of the basket item a line belongs to, or null for a voucher-code line. */
export function itemIndexOf(item: TypedLine): number | null {
  return item.type === 'voucherCode' ? null : item.details.itemIndex;
}

/**
 * A line as the visitor's cancellation terms read it (`cancellationTerms` of the domain): its start
 * as museum-local `YYYY-MM-DDTHH:mm` (null without one), its basket item and value.
 */
export function termsLineOf(item: OrderItem): TermsLine {
  return {
    id: item.id,
    type: item.type,
    start:
      item.datetime === null
        ? null
        : `${item.datetime.slice(0, 10)}T${item.datetime.slice(11, 16)}`,
    itemIndex: itemIndexOf(item),
    totalPrice: item.totalPrice,
  };
}

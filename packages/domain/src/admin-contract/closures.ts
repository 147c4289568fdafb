/**
 * Days that do not go to plan, in the back office (docs/decisions.md "Stopping, cancelling and
 * messaging dates"):
 * - **Stopping sales** of an event, one of its dates or some of its slots keeps everything as it is
 *   and sells nothing more of it until sales start again (`catalog.manage`).
 * - **Cancelling** a slot, a date or a whole event with sales: the slots stop selling for good, every
 *   affected booking is cancelled and paid back through its order's ledger, and each visitor gets an
 *   e-mail in their order's language with the museum's message (`orders.refund`).
 * - **Messaging** the visitors of a slot, a date or an event without cancelling anything.
 * Cancelling and messaging run as a closure: a job with one row per affected order, which the server
 * works through (and resumes after a restart) while the back office shows its progress. A repeated
 * start with the same `key` answers the first closure.
 */
import { z } from 'zod';
import { inputInt, inputText } from '../contract/common';
import { catalogEventDetail } from './catalog';
import { catalogTourDetail } from './catalog-tours';
import type { AdminEndpoint } from './index';

const recordId = z.coerce.number().int().positive().max(2_147_483_647);
const idParams = z.object({ id: recordId });
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');
const none = z.object({});

export { salesState, type SalesState } from './catalog';

/**
 * What a closure covers: a whole event, one of its dates (slots and day tickets), or some slots; or
 * a whole guided tour, one of its dates or some of its starts.
 */
export const closureScope = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('event'), eventId: recordId }),
  z.strictObject({ kind: z.literal('day'), eventId: recordId, date: isoDate }),
  z.strictObject({
    kind: z.literal('slots'),
    eventId: recordId,
    slotIds: z.array(recordId).min(1).max(1000),
  }),
  z.strictObject({ kind: z.literal('tour'), tourId: recordId }),
  z.strictObject({ kind: z.literal('tourDay'), tourId: recordId, date: isoDate }),
  z.strictObject({
    kind: z.literal('tourSlots'),
    tourId: recordId,
    slotIds: z.array(recordId).min(1).max(1000),
  }),
]);
export type ClosureScope = z.infer<typeof closureScope>;

/** The museum's message per language (at least one language; the museum's default is the fallback). */
export const closureMessage = z
  .record(z.string().regex(/^[a-z]{2}$/), inputText().max(4000))
  .refine((texts) => Object.values(texts).some((text) => text.trim() !== ''), {
    message: 'write the message in at least one language',
  });

export const closureBody = z.strictObject({
  /** The client's idempotency key: a repeated start answers the first closure. */
  key: z.string().min(8).max(100),
  kind: z.enum(['cancel', 'message']),
  scope: closureScope,
  message: closureMessage,
});
export type ClosureBody = z.input<typeof closureBody>;

export const closurePreviewBody = z.strictObject({
  kind: z.enum(['cancel', 'message']),
  scope: closureScope,
});

/** What a closure would touch: its orders, their places and what would be paid back. */
export const closurePreview = z.object({
  orders: z.number().int(),
  places: z.number().int(),
  /** Cents paid back through the providers (voucher amounts go back onto their codes). */
  amount: z.number().int(),
  /** Orders without an e-mail address (a desk sale without one): nobody can be told. */
  withoutEmail: z.number().int(),
  slots: z.number().int(),
});
export type ClosurePreview = z.infer<typeof closurePreview>;

const closureOrder = z.object({
  orderId: z.number().int(),
  number: z.string(),
  /** The provider's words for a refused refund, or `PAYMENT_DISPUTED` (a dispute is open). */
  reason: z.string().nullable(),
});

export const closure = z.object({
  id: z.number().int(),
  kind: z.enum(['cancel', 'message']),
  scope: closureScope,
  status: z.enum(['running', 'done']),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  staff: z.string(),
  total: z.number().int(),
  /** Orders worked through so far. */
  done: z.number().int(),
  /** Cents paid back so far (through the providers). */
  refunded: z.number().int(),
  cancelledOrders: z.number().int(),
  mailed: z.number().int(),
  /**
   * Orders not paid back (the provider refused, or a dispute on the payment is open): their lines
   * stay booked until staff settle them.
   */
  refused: z.array(closureOrder),
  /** Orders nobody could be told about by e-mail (no address). */
  unreachable: z.array(closureOrder),
});
export type Closure = z.infer<typeof closure>;

export const closureList = z.object({ closures: z.array(closure) });

export const slotBulkBody = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.enum(['stop', 'open', 'remove']),
    slotIds: z.array(recordId).min(1).max(1000),
  }),
  z.strictObject({
    action: z.literal('capacity'),
    slotIds: z.array(recordId).min(1).max(1000),
    capacity: inputInt().min(0),
  }),
]);
export type SlotBulkBody = z.input<typeof slotBulkBody>;

export const slotBulkResult = z.object({
  detail: catalogEventDetail,
  /** Slots the action left as they were: sold or held ones for `remove`, cancelled ones for the rest, capacities below sold and held. */
  skipped: z.array(z.number().int()),
});
export type SlotBulkResult = z.infer<typeof slotBulkResult>;

export const eventSalesBody = z.strictObject({
  state: z.enum(['open', 'stopped']),
  /** Only this date's slots and day tickets; the whole event when absent. */
  date: isoDate.optional(),
});

/** Stops or starts the sales of a whole tour, of one of its dates, or of some of its starts. */
export const tourSalesBody = z
  .strictObject({
    state: z.enum(['open', 'stopped']),
    /** Only this date's starts. */
    date: isoDate.optional(),
    /** Only these starts. */
    slotIds: z.array(recordId).min(1).max(1000).optional(),
  })
  .refine((body) => body.date === undefined || body.slotIds === undefined, {
    message: 'a date or starts, not both',
    path: ['slotIds'],
  });
export type TourSalesBody = z.input<typeof tourSalesBody>;

export const closureEndpoints = {
  catalogSlotsBulk: {
    name: 'adminCatalogSlotsBulk',
    method: 'POST',
    path: 'catalog/events/{id}/slots/bulk',
    access: 'catalog.manage',
    summary:
      'Stops or starts the sales of some slots, sets their capacity, or removes the unsold ones',
    params: idParams,
    query: none,
    body: slotBulkBody,
    data: slotBulkResult,
  },
  catalogEventSales: {
    name: 'adminCatalogEventSales',
    method: 'POST',
    path: 'catalog/events/{id}/sales',
    access: 'catalog.manage',
    summary: 'Stops or starts the sales of a whole event or of one of its dates',
    params: idParams,
    query: none,
    body: eventSalesBody,
    data: catalogEventDetail,
  },
  catalogTourSales: {
    name: 'adminCatalogTourSales',
    method: 'POST',
    path: 'catalog/tours/{id}/sales',
    access: 'catalog.manage',
    summary:
      'Stops or starts the sales of a whole tour, of one of its dates or of some of its starts',
    params: idParams,
    query: none,
    body: tourSalesBody,
    data: catalogTourDetail,
  },
  closurePreview: {
    name: 'adminClosurePreview',
    method: 'POST',
    path: 'closures/preview',
    access: 'orders.refund',
    summary: 'What cancelling or messaging a slot, a date or an event (a tour) would touch',
    params: none,
    query: none,
    body: closurePreviewBody,
    data: closurePreview,
  },
  closureStart: {
    name: 'adminClosureStart',
    method: 'POST',
    path: 'closures',
    access: 'orders.refund',
    summary:
      'Cancels (with refunds and e-mails) or messages the visitors of a slot, a date or an event; runs in the background',
    params: none,
    query: none,
    body: closureBody,
    data: closure,
  },
  closure: {
    name: 'adminClosure',
    method: 'GET',
    path: 'closures/{id}',
    access: 'orders.refund',
    summary: 'A closure’s progress and result',
    params: idParams,
    query: none,
    body: null,
    data: closure,
  },
  closuresOfEvent: {
    name: 'adminClosuresOfEvent',
    method: 'GET',
    path: 'catalog/events/{id}/closures',
    access: 'orders.refund',
    summary: 'The closures of an event, newest first',
    params: idParams,
    query: none,
    body: null,
    data: closureList,
  },
  closuresOfTour: {
    name: 'adminClosuresOfTour',
    method: 'GET',
    path: 'catalog/tours/{id}/closures',
    access: 'orders.refund',
    summary: 'The closures of a guided tour, newest first',
    params: idParams,
    query: none,
    body: null,
    data: closureList,
  },
} as const satisfies Record<string, AdminEndpoint>;

/**
 * The back office's catalog editor: events with their tickets, and their time slots
 * one by one or in bulk from a rule. Bodies are the catalog file's own schema pieces
 * (`../catalog-file`): the import and the editor check the same way. Permission `catalog.manage`
 * (manager, owner). Its own module (`@foyer/domain/admin-contract/catalog`), not spread into
 * `adminEndpoints`, so the back office's entry bundle never carries it; the server registers it and
 * the OpenAPI document lists it.
 *
 * Refusals: 422 VALIDATION_FAILED (per field, paths as in the body: `tickets.0.price`), 422
 * CAPACITY_BELOW_SOLD_AND_HELD (`params: { sold, held, minimum, capacity }`), 404 NOT_FOUND,
 * 409 SLOT_IN_USE (a slot with sales or holds is not removed), 409 SLOT_EXISTS.
 */
import { z } from 'zod';
import { inputInt } from '../contract/common';
import { eventEditSchema, eventSlotEntrySchema } from '../catalog-file/events';
import type { AdminEndpoint } from './index';

const none = z.object({});
const recordId = z.coerce.number().int().positive().max(2_147_483_647);
const idParams = z.object({ id: recordId });
const textMap = z.record(z.string(), z.string());

/** The event list of the editor. */
export const catalogEventSummary = z.object({
  id: z.number().int(),
  name: textMap,
  active: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  tickets: z.number().int(),
  slots: z.number().int(),
});
export type CatalogEventSummary = z.infer<typeof catalogEventSummary>;

/** Whether a capacity sells: open, stopped by staff (it can open again), cancelled (for good). */
export const salesState = z.enum(['open', 'stopped', 'cancelled']);
export type SalesState = z.infer<typeof salesState>;

/** A slot with what is sold and held of it, and whether it sells. */
export const catalogSlot = z.object({
  id: z.number().int(),
  mode: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  capacity: z.number().int(),
  sold: z.number().int(),
  held: z.number().int(),
  sales: salesState,
});
export type CatalogSlot = z.infer<typeof catalogSlot>;

const editedSubticket = z.object({
  id: z.number().int(),
  name: textMap,
  price: z.number().int(),
  vatValue: z.number(),
  minQuantity: z.number().int(),
  maxQuantity: z.number().int(),
  sequenceNo: z.number().int(),
});
const editedTicket = z.object({
  id: z.number().int(),
  name: textMap,
  description: textMap,
  price: z.number().int(),
  vatValue: z.number(),
  mode: z.union([z.literal(1), z.literal(3), z.literal(5)]),
  dayTicket: z.boolean(),
  family: z.boolean(),
  group: z.number().int().nullable(),
  printSeparately: z.boolean(),
  uniqueBarcode: z.boolean(),
  scanSeparately: z.boolean(),
  bookWithCost: z.boolean(),
  bookWithCostWarn: z.boolean(),
  sequenceNo: z.number().int(),
  active: z.boolean(),
  subtickets: z.array(editedSubticket),
});

/** An event as the editor shows it: its fields (the body of a save), tickets with ids, slots. */
export const catalogEventDetail = z.object({
  id: z.number().int(),
  event: z.object({
    name: textMap,
    description: textMap,
    venue: z.number().int().nullable(),
    image: z.string().nullable(),
    sequenceNo: z.number().int(),
    sortingDatetime: z.string().nullable(),
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
    customGroups: z.array(z.number().int()),
    active: z.boolean(),
    waitingList: z.boolean(),
    capacity: z.number().int().nullable(),
    tickets: z.array(editedTicket),
  }),
  /** What is sold and held of the event-long capacity; null without one. */
  capacityUse: z.object({ sold: z.number().int(), held: z.number().int() }).nullable(),
  slots: z.array(catalogSlot),
  /** Venues and display groups to choose from. */
  venues: z.array(z.object({ id: z.number().int(), name: textMap })),
  customGroups: z.array(z.object({ id: z.number().int(), name: textMap })),
});
export type CatalogEventDetail = z.infer<typeof catalogEventDetail>;

/** A slot (one `startsAt`) or a rule of slots, as the catalog file writes them; nothing sold yet. */
export const slotEntryBody = eventSlotEntrySchema.refine((entry) => entry.sold === 0, {
  message: 'sales are not set by hand',
  path: ['sold'],
});
export type SlotEntryBody = z.input<typeof slotEntryBody>;

export const slotPreview = z.object({
  /** The slots the entry makes, in the venue's local time (starts the clock skips are left out). */
  slots: z.array(z.object({ startsAt: z.string(), endsAt: z.string().nullable() })),
  /** Of those, the ones the event already has (they are kept as they are). */
  existing: z.number().int(),
  timeZone: z.string(),
});
export type SlotPreview = z.infer<typeof slotPreview>;

export const slotCapacityBody = z.strictObject({ capacity: inputInt().min(0) });

function endpoint<
  P extends z.ZodObject,
  Q extends z.ZodObject,
  B extends z.ZodType | null,
  D extends z.ZodType,
>(config: AdminEndpoint<P, Q, B, D>): AdminEndpoint<P, Q, B, D> {
  return config;
}

export const catalogEndpoints = {
  catalogEvents: endpoint({
    name: 'adminCatalogEvents',
    method: 'GET',
    path: 'catalog/events',
    access: 'catalog.manage',
    summary: 'All events, hidden ones too, with their counts of tickets and slots',
    params: none,
    query: none,
    body: null,
    data: z.array(catalogEventSummary),
  }),
  catalogEvent: endpoint({
    name: 'adminCatalogEvent',
    method: 'GET',
    path: 'catalog/events/{id}',
    access: 'catalog.manage',
    summary: 'One event with its texts per language, tickets, slots and what is sold and held',
    params: idParams,
    query: none,
    body: null,
    data: catalogEventDetail,
  }),
  catalogCreateEvent: endpoint({
    name: 'adminCatalogCreateEvent',
    method: 'POST',
    path: 'catalog/events',
    access: 'catalog.manage',
    summary: 'Creates an event with its tickets (checked as the catalog file import checks it)',
    params: none,
    query: none,
    body: eventEditSchema,
    data: catalogEventDetail,
  }),
  catalogUpdateEvent: endpoint({
    name: 'adminCatalogUpdateEvent',
    method: 'PUT',
    path: 'catalog/events/{id}',
    access: 'catalog.manage',
    summary:
      'Saves an event and its tickets; tickets left out are hidden, never deleted (paid orders keep them)',
    params: idParams,
    query: none,
    body: eventEditSchema,
    data: catalogEventDetail,
  }),
  catalogPreviewSlots: endpoint({
    name: 'adminCatalogPreviewSlots',
    method: 'POST',
    path: 'catalog/events/{id}/slots/preview',
    access: 'catalog.manage',
    summary: 'The slots a slot or rule would create, in the venue’s time zone; creates nothing',
    params: idParams,
    query: none,
    body: slotEntryBody,
    data: slotPreview,
  }),
  catalogAddSlots: endpoint({
    name: 'adminCatalogAddSlots',
    method: 'POST',
    path: 'catalog/events/{id}/slots',
    access: 'catalog.manage',
    summary: 'Adds a slot, or the slots of a rule (starts the event already has are kept)',
    params: idParams,
    query: none,
    body: slotEntryBody,
    data: catalogEventDetail,
  }),
  catalogSlotCapacity: endpoint({
    name: 'adminCatalogSlotCapacity',
    method: 'PATCH',
    path: 'catalog/slots/{id}',
    access: 'catalog.manage',
    summary: 'Sets a slot’s capacity; never below what is sold and held',
    params: idParams,
    query: none,
    body: slotCapacityBody,
    data: catalogSlot,
  }),
  catalogRemoveSlot: endpoint({
    name: 'adminCatalogRemoveSlot',
    method: 'POST',
    path: 'catalog/slots/{id}/remove',
    access: 'catalog.manage',
    summary: 'Removes a slot nothing was sold or held of',
    params: idParams,
    query: none,
    body: null,
    data: z.object({ ok: z.literal(true) }),
    failures: { 409: '`SLOT_IN_USE`: the slot has bookings or holds' },
  }),
} as const;

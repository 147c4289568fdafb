/**
 * The back office's tour editor: guided tours with their texts per language,
 * participant tickets, price list, language, venue, categories, questions of the six types and
 * limits, and their schedules one by one or from a rule. Bodies are the catalog file's own schema
 * pieces (`../catalog-file/tours`): the import and the editor check the same way. Permission
 * `catalog.manage` (manager, owner). Its own module (`@foyer/domain/admin-contract/catalog-tours`),
 * so the back office's entry bundle never carries it; the server registers it and the OpenAPI
 * document lists it.
 *
 * Refusals: 422 VALIDATION_FAILED (per field, paths as in the body: `questions.0.options`), 404
 * NOT_FOUND, 409 SLOT_IN_USE (a schedule with bookings or holds is not removed), 422
 * CAPACITY_BELOW_SOLD_AND_HELD (`params: { sold, held, minimum, capacity }`, field `participants`
 * or `tours`: a start's capacity never drops below what is sold and held of it).
 */
import { z } from 'zod';
import { tourEditSchema, tourSlotEntryBody } from '../catalog-file/tours';
import { salesState } from './catalog';
import type { AdminEndpoint } from './index';

const none = z.object({});
const recordId = z.coerce.number().int().positive().max(2_147_483_647);
const idParams = z.object({ id: recordId });
const textMap = z.record(z.string(), z.string());
const int = z.number().int();

/** The tour list of the editor. */
export const catalogTourSummary = z.object({
  id: int,
  name: textMap,
  active: z.boolean(),
  language: z.string(),
  slots: int,
});
export type CatalogTourSummary = z.infer<typeof catalogTourSummary>;

const use = z.object({ capacity: int, sold: int, held: int });
/** A tour start with what is booked and held of its participant places and parallel tours. */
export const catalogTourSlot = z.object({
  id: int,
  startsAt: z.string(),
  participants: use,
  tours: use,
  /** Whether the start sells (`startSales` of its two capacities). */
  sales: salesState,
});
export type CatalogTourSlot = z.infer<typeof catalogTourSlot>;

const editedPrice = z.object({
  id: int,
  name: textMap,
  price: int,
  vatValue: z.number(),
  sequenceNo: int,
});
const editedQuestion = z.object({
  id: int,
  text: textMap,
  type: z.enum(['radio', 'select', 'checkbox', 'text', 'textarea', 'number']),
  mandatory: z.boolean(),
  sequenceNo: int,
  options: z.array(z.object({ id: int, text: textMap, sequenceNo: int })),
});

/** New capacities of a tour start: its participant places and its parallel tours. */
export const tourSlotCapacityBody = z.strictObject({
  participants: int.min(0).max(1_000_000),
  tours: int.min(0).max(10_000),
});
export type TourSlotCapacityBody = z.infer<typeof tourSlotCapacityBody>;

/** A tour as the editor shows it: its fields (the body of a save) with ids, its slots, choices. */
export const catalogTourDetail = z.object({
  id: int,
  tour: z.object({
    name: textMap,
    eventName: textMap,
    description: textMap,
    image: z.string().nullable(),
    language: z.string(),
    venue: int.nullable(),
    categories: z.array(int),
    customGroups: z.array(int),
    maxParticipants: int,
    minParticipants: int,
    singleTicketing: z.boolean(),
    bookCompleteTour: z.boolean(),
    bookingWithoutTickets: z.boolean(),
    durationMinutes: int,
    firstDate: z.string().nullable(),
    lastDate: z.string().nullable(),
    sequenceNo: int,
    active: z.boolean(),
    waitingList: z.boolean(),
    tickets: z.array(editedPrice.extend({ subtickets: z.array(editedPrice) })),
    prices: z.array(editedPrice),
    questions: z.array(editedQuestion),
  }),
  slots: z.array(catalogTourSlot),
  /** Venues, tour categories and display groups to choose from. */
  venues: z.array(z.object({ id: int, name: textMap })),
  categories: z.array(z.object({ id: int, name: textMap })),
  customGroups: z.array(z.object({ id: int, name: textMap })),
});
export type CatalogTourDetail = z.infer<typeof catalogTourDetail>;

export const tourSlotPreview = z.object({
  /** The starts the entry makes, in the venue's local time (starts the clock skips are left out). */
  slots: z.array(z.string()),
  /** Of those, the ones the tour already has (they are kept as they are). */
  existing: int,
  timeZone: z.string(),
});
export type TourSlotPreview = z.infer<typeof tourSlotPreview>;

function endpoint<
  P extends z.ZodObject,
  Q extends z.ZodObject,
  B extends z.ZodType | null,
  D extends z.ZodType,
>(config: AdminEndpoint<P, Q, B, D>): AdminEndpoint<P, Q, B, D> {
  return config;
}

export const catalogTourEndpoints = {
  catalogTours: endpoint({
    name: 'adminCatalogTours',
    method: 'GET',
    path: 'catalog/tours',
    access: 'catalog.manage',
    summary: 'All guided tours, hidden ones too, with their counts of schedules',
    params: none,
    query: none,
    body: null,
    data: z.array(catalogTourSummary),
  }),
  catalogTour: endpoint({
    name: 'adminCatalogTour',
    method: 'GET',
    path: 'catalog/tours/{id}',
    access: 'catalog.manage',
    summary: 'One tour with its texts per language, tickets, prices, questions and schedules',
    params: idParams,
    query: none,
    body: null,
    data: catalogTourDetail,
  }),
  catalogCreateTour: endpoint({
    name: 'adminCatalogCreateTour',
    method: 'POST',
    path: 'catalog/tours',
    access: 'catalog.manage',
    summary: 'Creates a tour (checked as the catalog file import checks it)',
    params: none,
    query: none,
    body: tourEditSchema,
    data: catalogTourDetail,
  }),
  catalogUpdateTour: endpoint({
    name: 'adminCatalogUpdateTour',
    method: 'PUT',
    path: 'catalog/tours/{id}',
    access: 'catalog.manage',
    summary: 'Saves a tour with its tickets, prices and questions; hiding it keeps paid orders',
    params: idParams,
    query: none,
    body: tourEditSchema,
    data: catalogTourDetail,
  }),
  catalogPreviewTourSlots: endpoint({
    name: 'adminCatalogPreviewTourSlots',
    method: 'POST',
    path: 'catalog/tours/{id}/slots/preview',
    access: 'catalog.manage',
    summary:
      'The starts a schedule or rule would create, in the venue’s time zone; creates nothing',
    params: idParams,
    query: none,
    body: tourSlotEntryBody,
    data: tourSlotPreview,
  }),
  catalogAddTourSlots: endpoint({
    name: 'adminCatalogAddTourSlots',
    method: 'POST',
    path: 'catalog/tours/{id}/slots',
    access: 'catalog.manage',
    summary: 'Adds a start, or the starts of a rule (starts the tour already has are kept)',
    params: idParams,
    query: none,
    body: tourSlotEntryBody,
    data: catalogTourDetail,
  }),
  catalogTourSlotCapacity: endpoint({
    name: 'adminCatalogTourSlotCapacity',
    method: 'PATCH',
    path: 'catalog/tour-slots/{id}',
    access: 'catalog.manage',
    summary: 'Sets a tour start’s capacities; never below what is sold and held',
    params: idParams,
    query: none,
    body: tourSlotCapacityBody,
    data: catalogTourSlot,
  }),
  catalogRemoveTourSlot: endpoint({
    name: 'adminCatalogRemoveTourSlot',
    method: 'POST',
    path: 'catalog/tour-slots/{id}/remove',
    access: 'catalog.manage',
    summary: 'Removes a tour start nothing was booked or held of',
    params: idParams,
    query: none,
    body: null,
    data: z.object({ ok: z.literal(true) }),
    failures: { 409: '`SLOT_IN_USE`: the slot has bookings or holds' },
  }),
} as const;

/**
 * Day-ticket capacities in the back office: an event with day tickets has one
 * capacity per date. Dates are added one by one or from a rule (dates range + weekdays + except),
 * with the catalog file's own `eventDayEntrySchema`; a date's capacity never drops below what is
 * sold and held (422 CAPACITY_BELOW_SOLD_AND_HELD with `params`); only dates without sales or holds
 * are removed (409 DAY_IN_USE). Permission `catalog.manage` (manager, owner).
 */
import { z } from 'zod';
import { inputInt } from '../contract/common';
import { eventDayEntrySchema } from '../catalog-file/events';
import { salesState } from './catalog';
import type { AdminEndpoint } from './index';

const none = z.object({});
const recordId = z.coerce.number().int().positive().max(2_147_483_647);
const idParams = z.object({ id: recordId });

/** One date of an event's day tickets with what is sold and held of it. */
export const catalogDay = z.object({
  id: z.number().int(),
  date: z.string(),
  capacity: z.number().int(),
  sold: z.number().int(),
  held: z.number().int(),
  sales: salesState,
});
export type CatalogDay = z.infer<typeof catalogDay>;

export const catalogDays = z.object({ days: z.array(catalogDay) });
export type CatalogDays = z.infer<typeof catalogDays>;

/** A date (`date`) or a rule of dates, as the catalog file writes them; nothing sold yet. */
export const dayEntryBody = eventDayEntrySchema.refine((entry) => entry.sold === 0, {
  message: 'sales are not set by hand',
  path: ['sold'],
});
export type DayEntryBody = z.input<typeof dayEntryBody>;

export const dayCapacityBody = z.strictObject({ capacity: inputInt().min(0) });

function endpoint<
  P extends z.ZodObject,
  Q extends z.ZodObject,
  B extends z.ZodType | null,
  D extends z.ZodType,
>(config: AdminEndpoint<P, Q, B, D>): AdminEndpoint<P, Q, B, D> {
  return config;
}

export const catalogDayEndpoints = {
  catalogDays: endpoint({
    name: 'adminCatalogDays',
    method: 'GET',
    path: 'catalog/events/{id}/days',
    access: 'catalog.manage',
    summary: 'The dates of an event’s day tickets with capacity, sold and held',
    params: idParams,
    query: none,
    body: null,
    data: catalogDays,
  }),
  catalogAddDays: endpoint({
    name: 'adminCatalogAddDays',
    method: 'POST',
    path: 'catalog/events/{id}/days',
    access: 'catalog.manage',
    summary: 'Adds a date, or the dates of a rule (dates the event already has are kept)',
    params: idParams,
    query: none,
    body: dayEntryBody,
    data: catalogDays,
  }),
  catalogDayCapacity: endpoint({
    name: 'adminCatalogDayCapacity',
    method: 'PATCH',
    path: 'catalog/days/{id}',
    access: 'catalog.manage',
    summary: 'Sets a date’s capacity; never below what is sold and held',
    params: idParams,
    query: none,
    body: dayCapacityBody,
    data: catalogDay,
  }),
  catalogRemoveDay: endpoint({
    name: 'adminCatalogRemoveDay',
    method: 'POST',
    path: 'catalog/days/{id}/remove',
    access: 'catalog.manage',
    summary: 'Removes a date nothing was sold or held of',
    params: idParams,
    query: none,
    body: null,
    data: z.object({ ok: z.literal(true) }),
    failures: { 409: '`DAY_IN_USE`: the day has bookings or holds' },
  }),
} as const;

/**
 * The catalog file (YAML): everything a museum sells and shows, in one document that staff edit
 * without code (docs/catalog.md). Ids are explicit so that files, orders and links keep pointing at
 * the same things; texts are language maps; every sellable thing states its `capacity` and `sold`
 * inline. Slots may be listed one by one or as a rule that the import expands.
 */
import { z } from 'zod';
import {
  type ticketSchema,
  type eventSlotEntrySchema,
  type eventDayEntrySchema,
  venueSchema,
  customGroupSchema,
  ticketGroupSchema,
  eventSchema,
} from './schema-events';
import { type tourSlotEntrySchema, tourCategorySchema, tourSchema } from './schema-tours';
import {
  merchandiseCategorySchema,
  merchandiseSchema,
  voucherCategorySchema,
  voucherTypeSchema,
  voucherCodeSchema,
  bannerSchema,
  socialLinkSchema,
  pageSchema,
  contentBlockSchema,
} from './schema-shop';
import { type texts, type WEEKDAYS, CATALOG_VERSION } from './schema-fields';
export { CATALOG_VERSION, MAX_RULE_DAYS, texts, WEEKDAYS } from './schema-fields';
export * from './schema-events';
export * from './schema-tours';
export * from './schema-shop';

// ---------------------------------------------------------------------------------------------------
// The file

/**
 * The whole file. A section that is left out is not touched by an import; a section that is present
 * is the complete list of its items.
 */
export const catalogFileSchema = z.strictObject({
  version: z.literal(CATALOG_VERSION, { error: `expected ${CATALOG_VERSION}` }),
  venues: z.array(venueSchema).optional(),
  customGroups: z.array(customGroupSchema).optional(),
  ticketGroups: z.array(ticketGroupSchema).optional(),
  events: z.array(eventSchema).optional(),
  tourCategories: z.array(tourCategorySchema).optional(),
  tours: z.array(tourSchema).optional(),
  merchandiseCategories: z.array(merchandiseCategorySchema).optional(),
  merchandise: z.array(merchandiseSchema).optional(),
  voucherCategories: z.array(voucherCategorySchema).optional(),
  voucherTypes: z.array(voucherTypeSchema).optional(),
  voucherCodes: z.array(voucherCodeSchema).optional(),
  banners: z.array(bannerSchema).optional(),
  socialLinks: z.array(socialLinkSchema).optional(),
  pages: z.array(pageSchema).optional(),
  contentBlocks: z.array(contentBlockSchema).optional(),
});

/** The sections of a catalog file, in the order export writes them. */
export const CATALOG_SECTIONS = [
  'venues',
  'customGroups',
  'ticketGroups',
  'events',
  'tourCategories',
  'tours',
  'merchandiseCategories',
  'merchandise',
  'voucherCategories',
  'voucherTypes',
  'voucherCodes',
  'banners',
  'socialLinks',
  'pages',
  'contentBlocks',
] as const;
export type CatalogSection = (typeof CATALOG_SECTIONS)[number];

/** A catalog file as written (slots may be rules); `z.input` is what a caller may pass. */
export type CatalogFileInput = z.input<typeof catalogFileSchema>;
export type CatalogFile = z.output<typeof catalogFileSchema>;
/** A text as the file gives it: a plain string (the default language's) or a language map. */
export type Texts = z.output<typeof texts>;
/** A text as stored and exported: a language map. */
export type TextMap = Exclude<Texts, string>;
export type EventSlotEntry = z.output<typeof eventSlotEntrySchema>;
export type EventDayEntry = z.output<typeof eventDayEntrySchema>;
export type TourSlotEntry = z.output<typeof tourSlotEntrySchema>;
export type Weekday = (typeof WEEKDAYS)[number];

/** One explicit event slot, as export writes it and import stores it. */
export interface EventSlot {
  mode: 1 | 5;
  startsAt: string;
  endsAt: string | null;
  capacity: number;
  sold: number;
}
/** One date's capacity for day tickets. */
export interface EventDay {
  date: string;
  capacity: number;
  sold: number;
}
/** One explicit tour start. */
export interface TourSlot {
  startsAt: string;
  participants: { capacity: number; sold: number };
  tours: { capacity: number; sold: number };
}

type CatalogEventFile = z.output<typeof eventSchema>;
type CatalogTourFile = z.output<typeof tourSchema>;
export type CatalogEvent = Omit<CatalogEventFile, 'slots' | 'days'> & {
  slots: EventSlot[];
  days: EventDay[];
};
export type CatalogTour = Omit<CatalogTourFile, 'slots'> & { slots: TourSlot[] };

/** A validated catalog with every rule expanded into explicit slots and days. */
export type Catalog = Omit<CatalogFile, 'events' | 'tours'> & {
  events?: CatalogEvent[];
  tours?: CatalogTour[];
};
export type CatalogVenue = z.output<typeof venueSchema>;
export type CatalogTicket = z.output<typeof ticketSchema>;
export type CatalogMerchandise = z.output<typeof merchandiseSchema>;
export type CatalogVoucherCode = z.output<typeof voucherCodeSchema>;

/** `T` with every text a language map (what the database holds and export writes). */
type WithTextMaps<T> = [T] extends [Texts]
  ? [Texts] extends [T]
    ? TextMap
    : T
  : T extends readonly (infer U)[]
    ? WithTextMaps<U>[]
    : T extends object
      ? { [K in keyof T]: WithTextMaps<T[K]> }
      : T;
/** A catalog as export writes it: explicit slots and days, every text a language map. */
export type ExportedCatalog = WithTextMaps<Catalog>;

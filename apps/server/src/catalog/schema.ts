/**
 * The catalog file (YAML): everything a museum sells and shows, in one document that staff edit
 * without code (docs/catalog.md). Ids are explicit so that files, orders and links keep pointing at
 * the same things; texts are language maps; every sellable thing states its `capacity` and `sold`
 * inline. Slots may be listed one by one or as a rule that the import expands.
 */
import { z } from 'zod';
import {
  apiLanguage,
  assetUrl,
  calendarDate,
  httpUrl,
  localDateTime,
  staticPageId,
  timeOfDay,
} from '@foyer/domain/contract';

/** The catalog format version written by export and accepted by import. */
export const CATALOG_VERSION = 1;

/** The longest date range a slot or day rule may cover, so that a typo cannot create millions of rows. */
export const MAX_RULE_DAYS = 731;

const id = z.number().int().positive();
const ids = z.array(id).default([]);
const cents = z.number().int().min(0, 'expected cents (a whole number, 0 or more)');
const count = z.number().int().min(0);
const vatValue = z.number().min(0).max(100).default(0);
const sequenceNo = z.number().int().default(0);

/** A text per language (`{ de: …, en: … }`); languages without a text are left out. */
export const texts = z.partialRecord(apiLanguage, z.string().max(200_000)).default({});
/** A display name: a language map with at least one non-empty text. */
const names = z
  .partialRecord(apiLanguage, z.string().max(500))
  .refine((value) => Object.values(value).some((text) => Boolean(text?.trim())), {
    message: 'needs a text in at least one language',
  });

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const weekday = z.enum(WEEKDAYS);

const dateRange = z
  .strictObject({ from: calendarDate, to: calendarDate })
  .refine((range) => range.from <= range.to, { message: 'to is before from', path: ['to'] });

/** The fields shared by slot and day rules: which dates, which weekdays, which dates to skip. */
const ruleDates = {
  dates: dateRange.optional(),
  weekdays: z.array(weekday).min(1).optional(),
  except: z.array(calendarDate).optional(),
};
/** The fields of a slot rule that choose the start times of each date. */
const ruleTimes = {
  /** Listed start times, e.g. `['11:00', '15:00']`. */
  times: z.array(timeOfDay).min(1).optional(),
  /** A start every N minutes from `from` to `to` (the last start, inclusive). */
  every: z.number().int().min(5).max(1440).optional(),
  from: timeOfDay.optional(),
  to: timeOfDay.optional(),
};
const RULE_KEYS = ['dates', 'weekdays', 'except', 'times', 'every', 'from', 'to'] as const;

type Ctx = z.RefinementCtx;

function issue(ctx: Ctx, path: PropertyKey[], message: string): void {
  ctx.addIssue({ code: 'custom', message, path });
}

/** Checks that an entry is either one explicit start or a rule, never a mix of both. */
function checkSlotShape(entry: Record<string, unknown>, ctx: Ctx, explicitKey: string): void {
  const ruleKeys = RULE_KEYS.filter((key) => entry[key] !== undefined);
  if (entry[explicitKey] !== undefined) {
    for (const key of ruleKeys) issue(ctx, [key], `not allowed together with ${explicitKey}`);
    return;
  }
  if (entry.dates === undefined) {
    issue(ctx, [explicitKey], `needs ${explicitKey}, or a rule with dates`);
    return;
  }
  if (entry.times !== undefined) {
    for (const key of ['every', 'from', 'to'] as const) {
      if (entry[key] !== undefined) issue(ctx, [key], 'not allowed together with times');
    }
    return;
  }
  for (const key of ['every', 'from', 'to'] as const) {
    if (entry[key] === undefined) issue(ctx, [key], 'needs times, or every with from and to');
  }
  if (typeof entry.from === 'string' && typeof entry.to === 'string' && entry.from > entry.to) {
    issue(ctx, ['to'], 'the last start is before from');
  }
}

function checkSold(ctx: Ctx, path: PropertyKey[], capacity: number, sold: number): void {
  if (sold > capacity) issue(ctx, path, `sold (${sold}) exceeds the capacity (${capacity})`);
}

// ---------------------------------------------------------------------------------------------------
// Venues and groups

export const venueSchema = z.strictObject({
  id,
  name: names,
  address: z.string().max(500).default(''),
  sequenceNo,
});

/** A display group shared by events, tours and merchandise (spec 3 `custom_groups`). */
export const customGroupSchema = z.strictObject({ id, name: names, sequenceNo });
export const ticketGroupSchema = z.strictObject({ id, name: names, sequenceNo });

// ---------------------------------------------------------------------------------------------------
// Events and tickets

export const subticketSchema = z
  .strictObject({
    id,
    name: names,
    price: cents.default(0),
    vatValue,
    minQuantity: count.default(0),
    maxQuantity: count.default(10),
    sequenceNo,
  })
  .superRefine((sub, ctx) => {
    if (sub.minQuantity > sub.maxQuantity) {
      issue(ctx, ['maxQuantity'], 'is below minQuantity');
    }
  });

export const ticketSchema = z
  .strictObject({
    id,
    name: names,
    description: texts,
    price: cents,
    vatValue,
    /** 1 timed, 3 event-long, 5 scheduled range (spec 9). */
    mode: z.literal([1, 3, 5], { error: 'expected 1, 3 or 5' }),
    /** Sold per date against the event's `days`. */
    dayTicket: z.boolean().default(false),
    family: z.boolean().default(false),
    group: id.nullable().default(null),
    printSeparately: z.boolean().default(false),
    uniqueBarcode: z.boolean().default(true),
    scanSeparately: z.boolean().default(false),
    bookWithCost: z.boolean().default(false),
    bookWithCostWarn: z.boolean().default(false),
    sequenceNo,
    active: z.boolean().default(true),
    subtickets: z.array(subticketSchema).default([]),
  })
  .superRefine((ticket, ctx) => {
    if (ticket.family && ticket.subtickets.length === 0) {
      issue(ctx, ['subtickets'], 'a family ticket needs its components as subtickets');
    }
  });

/** A time slot (mode 1) or scheduled range (mode 5): one start, or a rule of starts. */
export const eventSlotEntrySchema = z
  .strictObject({
    mode: z.literal([1, 5], { error: 'expected 1 (time slot) or 5 (scheduled range)' }).default(1),
    startsAt: localDateTime.optional(),
    endsAt: localDateTime.nullable().optional(),
    ...ruleDates,
    ...ruleTimes,
    /** Minutes from each start to its end (rules only; explicit slots state endsAt). */
    duration: z.number().int().min(1).max(1440).optional(),
    capacity: count,
    sold: count.default(0),
  })
  .superRefine((slot, ctx) => {
    checkSlotShape(slot, ctx, 'startsAt');
    checkSold(ctx, ['sold'], slot.capacity, slot.sold);
    if (slot.startsAt !== undefined) {
      if (slot.duration !== undefined) issue(ctx, ['duration'], 'use endsAt with startsAt');
      if (slot.mode === 5 && !slot.endsAt) issue(ctx, ['endsAt'], 'a scheduled range needs endsAt');
      if (slot.endsAt && slot.endsAt <= slot.startsAt)
        issue(ctx, ['endsAt'], 'is not after startsAt');
    } else {
      if (slot.endsAt !== undefined) issue(ctx, ['endsAt'], 'use duration in a rule');
      if (slot.mode === 5 && slot.duration === undefined) {
        issue(ctx, ['duration'], 'a scheduled range needs a duration');
      }
    }
  });

/** The capacity of one date for the event's day tickets: one date, or a rule of dates. */
export const eventDayEntrySchema = z
  .strictObject({
    date: calendarDate.optional(),
    ...ruleDates,
    capacity: count,
    sold: count.default(0),
  })
  .superRefine((day, ctx) => {
    checkSold(ctx, ['sold'], day.capacity, day.sold);
    if (day.date !== undefined) {
      for (const key of ['dates', 'weekdays', 'except'] as const) {
        if (day[key] !== undefined) issue(ctx, [key], 'not allowed together with date');
      }
    } else if (day.dates === undefined) {
      issue(ctx, ['date'], 'needs date, or a rule with dates');
    }
  });

export const eventSchema = z
  .strictObject({
    id,
    name: names,
    description: texts,
    venue: id.nullable().default(null),
    image: assetUrl.nullable().default(null),
    sequenceNo,
    sortingDatetime: localDateTime.nullable().default(null),
    startsAt: localDateTime.nullable().default(null),
    /** After this local time the event is expired (spec 4). */
    endsAt: localDateTime.nullable().default(null),
    customGroups: ids,
    active: z.boolean().default(true),
    /** The capacity shared by the event-long tickets (mode 3, not day tickets). */
    capacity: count.nullable().default(null),
    sold: count.default(0),
    tickets: z.array(ticketSchema).default([]),
    slots: z.array(eventSlotEntrySchema).default([]),
    days: z.array(eventDayEntrySchema).default([]),
  })
  .superRefine((event, ctx) => {
    if (event.capacity === null) {
      if (event.sold > 0) issue(ctx, ['sold'], 'needs a capacity');
    } else {
      checkSold(ctx, ['sold'], event.capacity, event.sold);
    }
    if (event.startsAt && event.endsAt && event.endsAt < event.startsAt) {
      issue(ctx, ['endsAt'], 'is before startsAt');
    }
    const eventLong = event.tickets.some((ticket) => ticket.mode === 3 && !ticket.dayTicket);
    if (eventLong && event.capacity === null) {
      issue(ctx, ['capacity'], 'event-long tickets (mode 3) need the event capacity');
    }
    if (!eventLong && event.capacity !== null) {
      issue(ctx, ['capacity'], 'is only used by event-long tickets (mode 3), and there are none');
    }
  });

// ---------------------------------------------------------------------------------------------------
// Guided tours

export const tourCategorySchema = z.strictObject({ id, name: names, sequenceNo });

const tourPriceSchema = z.strictObject({ id, name: names, price: cents, vatValue, sequenceNo });

export const tourTicketSchema = z.strictObject({
  id,
  name: names,
  price: cents,
  vatValue,
  sequenceNo,
  subtickets: z.array(tourPriceSchema).default([]),
});

const capacityPair = z
  .strictObject({ capacity: count, sold: count.default(0) })
  .superRefine((pair, ctx) => checkSold(ctx, ['sold'], pair.capacity, pair.sold));

/** A tour start: participant places and parallel tours each have a capacity. */
export const tourSlotEntrySchema = z
  .strictObject({
    startsAt: localDateTime.optional(),
    ...ruleDates,
    ...ruleTimes,
    participants: capacityPair,
    tours: capacityPair.default({ capacity: 1, sold: 0 }),
  })
  .superRefine((slot, ctx) => checkSlotShape(slot, ctx, 'startsAt'));

export const QUESTION_TYPES = [
  'radio',
  'select',
  'checkbox',
  'text',
  'textarea',
  'number',
] as const;
const CHOICE_TYPES: readonly string[] = ['radio', 'select', 'checkbox'];

export const tourQuestionSchema = z
  .strictObject({
    id,
    text: names,
    type: z.enum(QUESTION_TYPES, {
      error: 'expected radio, select, checkbox, text, textarea or number',
    }),
    mandatory: z.boolean().default(false),
    sequenceNo,
    options: z.array(z.strictObject({ id, text: names, sequenceNo })).default([]),
  })
  .superRefine((question, ctx) => {
    const choice = CHOICE_TYPES.includes(question.type);
    if (choice && question.options.length === 0) {
      issue(ctx, ['options'], `a ${question.type} question needs options`);
    }
    if (!choice && question.options.length > 0) {
      issue(ctx, ['options'], `a ${question.type} question has no options`);
    }
  });

export const tourSchema = z
  .strictObject({
    id,
    name: names,
    eventName: texts,
    description: texts,
    image: assetUrl.nullable().default(null),
    /** The language the tour is given in (spec 3 `langIdentifier`), e.g. `de`. */
    language: z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'a language code such as de'),
    venue: id.nullable().default(null),
    categories: ids,
    customGroups: ids,
    maxParticipants: z.number().int().min(1),
    minParticipants: count.default(0),
    singleTicketing: z.boolean().default(true),
    bookCompleteTour: z.boolean().default(false),
    bookingWithoutTickets: z.boolean().default(false),
    durationMinutes: z.number().int().min(1).max(1440).default(60),
    firstDate: calendarDate.nullable().default(null),
    lastDate: calendarDate.nullable().default(null),
    sequenceNo,
    active: z.boolean().default(true),
    tickets: z.array(tourTicketSchema).default([]),
    prices: z.array(tourPriceSchema).default([]),
    slots: z.array(tourSlotEntrySchema).default([]),
    questions: z.array(tourQuestionSchema).default([]),
  })
  .superRefine((tour, ctx) => {
    if (tour.minParticipants > tour.maxParticipants) {
      issue(ctx, ['minParticipants'], 'exceeds maxParticipants');
    }
    if (tour.firstDate && tour.lastDate && tour.lastDate < tour.firstDate) {
      issue(ctx, ['lastDate'], 'is before firstDate');
    }
    if (tour.bookCompleteTour && tour.prices.length === 0) {
      issue(ctx, ['prices'], 'booking complete tours needs a price list');
    }
  });

// ---------------------------------------------------------------------------------------------------
// Merchandise, passes and vouchers

export const merchandiseCategorySchema = z.strictObject({
  id,
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case letters, digits and hyphens'),
  name: names,
  sequenceNo,
});

export const merchandiseSchema = z
  .strictObject({
    id,
    category: id.nullable().default(null),
    name: names,
    description: texts,
    price: cents,
    vatValue,
    /** 13 = annual pass (spec 9). */
    productKind: id.nullable().default(null),
    images: z.array(assetUrl).default([]),
    customGroups: ids,
    /** Articles suggested with this one in the basket. */
    related: ids,
    needsShipping: z.boolean().default(true),
    /** Stock: pieces available in total, and pieces sold. */
    capacity: count,
    sold: count.default(0),
    sequenceNo,
    active: z.boolean().default(true),
  })
  .superRefine((item, ctx) => checkSold(ctx, ['sold'], item.capacity, item.sold));

export const voucherCategorySchema = z.strictObject({ id, name: names, sequenceNo });

export const voucherTypeSchema = z.strictObject({
  id,
  category: id.nullable().default(null),
  name: names,
  description: texts,
  image: assetUrl.nullable().default(null),
  price: cents,
  vatValue,
  variableAmount: z.boolean().default(false),
  validityDays: z.number().int().min(1).max(36_500).default(1095),
  sequenceNo,
  active: z.boolean().default(true),
});

export const voucherCodeSchema = z
  .strictObject({
    id,
    barcode: z
      .string()
      .min(1)
      .max(64)
      .regex(/^\S(.*\S)?$/, 'no spaces at the start or end'),
    name: texts,
    amount: cents,
    usedAmount: cents.default(0),
    validFrom: calendarDate.nullable().default(null),
    validTo: calendarDate.nullable().default(null),
    voucherType: id.nullable().default(null),
  })
  .superRefine((code, ctx) => {
    if (code.usedAmount > code.amount) issue(ctx, ['usedAmount'], 'exceeds the amount');
    if (code.validFrom && code.validTo && code.validTo < code.validFrom) {
      issue(ctx, ['validTo'], 'is before validFrom');
    }
  });

// ---------------------------------------------------------------------------------------------------
// Content

export const bannerSchema = z.strictObject({
  id,
  group: z.string().min(1).max(60).default('home'),
  image: assetUrl,
  imageMobile: assetUrl.nullable().default(null),
  link: assetUrl.nullable().default(null),
  alt: texts,
  sequenceNo,
});

export const socialLinkSchema = z.strictObject({
  id,
  name: z.string().min(1).max(100),
  url: httpUrl,
  sequenceNo,
});

export const pageSchema = z.strictObject({ id: staticPageId, title: names, html: texts });

/** A small content block, e.g. `cookie_warning` (the cookie notice's HTML). */
export const contentBlockSchema = z.strictObject({
  key: z.string().regex(/^[a-z][a-z0-9_]{0,59}$/, 'lower-case letters, digits and underscores'),
  text: texts,
});

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
export type Texts = z.output<typeof texts>;
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

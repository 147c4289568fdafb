/** Catalog file sections: venues, groups, events and their tickets, slots and days. */
import { z } from 'zod';
import { assetUrl, calendarDate, inputText, localDateTime } from '../contract';
import {
  id,
  ids,
  cents,
  count,
  vatValue,
  sequenceNo,
  texts,
  names,
  ruleDates,
  ruleTimes,
  issue,
  alongFieldIssues,
  checkSlotShape,
  checkSold,
  type Ctx,
} from './fields';
// ---------------------------------------------------------------------------------------------------
// Venues and groups

export const venueSchema = z.strictObject({
  id,
  name: names,
  address: inputText().max(500).default(''),
  sequenceNo,
});

/** A display group shared by events, tours and merchandise (`custom_groups`). */
export const customGroupSchema = z.strictObject({ id, name: names, sequenceNo });
export const ticketGroupSchema = z.strictObject({ id, name: names, sequenceNo });

// ---------------------------------------------------------------------------------------------------
// Events and tickets

const subticketShape = {
  id,
  name: names,
  price: cents.default(0),
  vatValue,
  minQuantity: count.default(0),
  maxQuantity: count.default(10),
  sequenceNo,
};
function checkSubticket(sub: { minQuantity: number; maxQuantity: number }, ctx: Ctx): void {
  if (sub.minQuantity > sub.maxQuantity) issue(ctx, ['maxQuantity'], 'is below minQuantity');
}
export const subticketSchema = z.strictObject(subticketShape).superRefine(checkSubticket);

const ticketShape = {
  id,
  name: names,
  description: texts,
  price: cents,
  vatValue,
  /** 1 timed, 3 event-long, 5 scheduled range. */
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
};
function checkTicket(ticket: { family: boolean; subtickets: readonly unknown[] }, ctx: Ctx): void {
  if (ticket.family && ticket.subtickets.length === 0) {
    issue(ctx, ['subtickets'], 'a family ticket needs its components as subtickets');
  }
}
export const ticketSchema = z.strictObject(ticketShape).superRefine(checkTicket);

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

/** An event's fields but its id (the file states it, the editor's server gives it). */
const eventShape = {
  name: names,
  description: texts,
  venue: id.nullable().default(null),
  image: assetUrl.nullable().default(null),
  sequenceNo,
  sortingDatetime: localDateTime.nullable().default(null),
  startsAt: localDateTime.nullable().default(null),
  /** After this local time the event is expired. */
  endsAt: localDateTime.nullable().default(null),
  customGroups: ids,
  active: z.boolean().default(true),
  /** Whether visitors may join the waiting list of a sold-out slot (on unless staff switch it off). */
  waitingList: z.boolean().default(true),
  /** The capacity shared by the event-long tickets (mode 3, not day tickets). */
  capacity: count.nullable().default(null),
  tickets: z.array(ticketSchema).default([]),
};
interface EventChecked {
  startsAt: string | null;
  endsAt: string | null;
  capacity: number | null;
  tickets: readonly { mode: number; dayTicket: boolean }[];
}
function checkEvent(event: EventChecked, ctx: Ctx): void {
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
}

export const eventSchema = z
  .strictObject({
    id,
    ...eventShape,
    sold: count.default(0),
    slots: z.array(eventSlotEntrySchema).default([]),
    days: z.array(eventDayEntrySchema).default([]),
  })
  .superRefine((event, ctx) => {
    if (event.capacity === null) {
      if (event.sold > 0) issue(ctx, ['sold'], 'needs a capacity');
    } else {
      checkSold(ctx, ['sold'], event.capacity, event.sold);
    }
    checkEvent(event, ctx);
  });

// ---------------------------------------------------------------------------------------------------
// The back office's event editor: the same fields and checks; ids of new items are given by the
// server, and slots, days and sales are not part of the form (slots have calls of their own).
// The cross-field rules are checked together with the fields, so a form shows them all at once.

const editorSubticketSchema = z
  .strictObject({ ...subticketShape, id: id.optional() })
  .superRefine(checkSubticket, alongFieldIssues());
const editorTicketSchema = z
  .strictObject({
    ...ticketShape,
    id: id.optional(),
    subtickets: z.array(editorSubticketSchema).default([]),
  })
  .superRefine(checkTicket, alongFieldIssues('subtickets'));

/** An event as the back office edits it: the catalog file's event without id, sales and slots. */
export const eventEditSchema = z
  .strictObject({
    ...eventShape,
    tickets: z.array(editorTicketSchema).default([]),
  })
  .superRefine(checkEvent, alongFieldIssues('tickets'));
export type EventEditInput = z.input<typeof eventEditSchema>;
export type EventEdit = z.output<typeof eventEditSchema>;

/** Catalog file sections: guided tours with their tickets, prices, questions and slots. */
import { z } from 'zod';
import { assetUrl, calendarDate, localDateTime } from '@foyer/domain/contract';
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
  checkSlotShape,
  checkSold,
} from './schema-fields';
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

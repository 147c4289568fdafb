/**
 * Catalog file section of guided tours with their tickets, prices, questions and slots (shared by
 * the file import on the server and the back office's tour editor: one schema, one set of messages).
 */
import { z } from 'zod';
import { assetUrl, calendarDate, inputInt, localDateTime } from '../contract';
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

export const tourCategorySchema = z.strictObject({ id, name: names, sequenceNo });

const priceShape = { id, name: names, price: cents, vatValue, sequenceNo };
const tourPriceSchema = z.strictObject(priceShape);

export const tourTicketSchema = z.strictObject({
  ...priceShape,
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
export type QuestionType = (typeof QUESTION_TYPES)[number];
const CHOICE_TYPES: readonly string[] = ['radio', 'select', 'checkbox'];

/** Whether a question of this type is answered by choosing among its options. */
export function hasOptions(type: string): boolean {
  return CHOICE_TYPES.includes(type);
}

const questionShape = {
  id,
  text: names,
  type: z.enum(QUESTION_TYPES, {
    error: 'expected radio, select, checkbox, text, textarea or number',
  }),
  mandatory: z.boolean().default(false),
  sequenceNo,
  options: z.array(z.strictObject({ id, text: names, sequenceNo })).default([]),
};
function checkQuestion(question: { type: string; options: readonly unknown[] }, ctx: Ctx): void {
  const choice = hasOptions(question.type);
  if (choice && question.options.length === 0) {
    issue(ctx, ['options'], `a ${question.type} question needs options`);
  }
  if (!choice && question.options.length > 0) {
    issue(ctx, ['options'], `a ${question.type} question has no options`);
  }
}
export const tourQuestionSchema = z.strictObject(questionShape).superRefine(checkQuestion);

/** A tour's fields but its id, slots and children (the file states ids, the editor's server gives them). */
const tourShape = {
  name: names,
  eventName: texts,
  description: texts,
  image: assetUrl.nullable().default(null),
  /** The language the tour is given in (`langIdentifier`), e.g. `de`. */
  language: z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'a language code such as de'),
  venue: id.nullable().default(null),
  categories: ids,
  customGroups: ids,
  maxParticipants: inputInt().min(1),
  minParticipants: count.default(0),
  singleTicketing: z.boolean().default(true),
  bookCompleteTour: z.boolean().default(false),
  bookingWithoutTickets: z.boolean().default(false),
  durationMinutes: z.number().int().min(1).max(1440).default(60),
  firstDate: calendarDate.nullable().default(null),
  lastDate: calendarDate.nullable().default(null),
  sequenceNo,
  active: z.boolean().default(true),
  /** Whether visitors may join the waiting list of a sold-out start (on unless staff switch it off). */
  waitingList: z.boolean().default(true),
};
interface TourChecked {
  minParticipants: number;
  maxParticipants: number;
  firstDate: string | null;
  lastDate: string | null;
  bookCompleteTour: boolean;
  prices: readonly unknown[];
}
function checkTour(tour: TourChecked, ctx: Ctx): void {
  if (tour.minParticipants > tour.maxParticipants) {
    issue(ctx, ['minParticipants'], 'exceeds maxParticipants');
  }
  if (tour.firstDate && tour.lastDate && tour.lastDate < tour.firstDate) {
    issue(ctx, ['lastDate'], 'is before firstDate');
  }
  if (tour.bookCompleteTour && tour.prices.length === 0) {
    issue(ctx, ['prices'], 'booking complete tours needs a price list');
  }
}

export const tourSchema = z
  .strictObject({
    id,
    ...tourShape,
    tickets: z.array(tourTicketSchema).default([]),
    prices: z.array(tourPriceSchema).default([]),
    slots: z.array(tourSlotEntrySchema).default([]),
    questions: z.array(tourQuestionSchema).default([]),
  })
  .superRefine(checkTour);

// ---------------------------------------------------------------------------------------------------
// The back office's tour editor: the same fields and checks; ids of new items are given by the
// server, and slots are not part of the form (they have calls of their own). The cross-field rules
// are checked together with the fields, so a form shows them all at once.

const newId = id.optional();
const editorPriceSchema = z.strictObject({ ...priceShape, id: newId });
const editorTicketSchema = z.strictObject({
  ...priceShape,
  id: newId,
  subtickets: z.array(editorPriceSchema).default([]),
});
const editorQuestionSchema = z
  .strictObject({
    ...questionShape,
    id: newId,
    options: z.array(z.strictObject({ id: newId, text: names, sequenceNo })).default([]),
  })
  .superRefine(checkQuestion, alongFieldIssues('options'));

/** A tour as the back office edits it: the catalog file's tour without id and slots. */
export const tourEditSchema = z
  .strictObject({
    ...tourShape,
    tickets: z.array(editorTicketSchema).default([]),
    prices: z.array(editorPriceSchema).default([]),
    questions: z.array(editorQuestionSchema).default([]),
  })
  .superRefine(checkTour, alongFieldIssues('prices'));
export type TourEditInput = z.input<typeof tourEditSchema>;
export type TourEdit = z.output<typeof tourEditSchema>;

/** A tour start or a rule of starts as the editor adds them: nothing sold yet. */
export const tourSlotEntryBody = tourSlotEntrySchema.superRefine((entry, ctx) => {
  if (entry.participants.sold > 0)
    issue(ctx, ['participants', 'sold'], 'sales are not set by hand');
  if (entry.tours.sold > 0) issue(ctx, ['tours', 'sold'], 'sales are not set by hand');
});
export type TourSlotEntryBody = z.input<typeof tourSlotEntryBody>;
export type TourSlotEntry = z.output<typeof tourSlotEntryBody>;

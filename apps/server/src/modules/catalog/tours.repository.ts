/**
 * Reads of the guided-tour catalog: tours with their venue, tickets, price lists, questions,
 * categories and slots. Every read takes a batch of ids, so a list costs a fixed number of queries.
 * Availability is not read here: it comes from the inventory module (`availableByCapacity`).
 */
import { and, asc, eq, gt, gte, inArray, lte, max, min } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  tourCategories,
  tourPrices,
  tourQuestionOptions,
  tourQuestions,
  tourSlots,
  tourSubtickets,
  tourTickets,
  tours,
  venues,
  type I18nText,
} from '../../db/schema';
import { tourSlotColumns } from './catalog.columns';

export type TourRecord = typeof tours.$inferSelect & { venueName: I18nText | null };
export type TourPriceRecord = typeof tourPrices.$inferSelect;
export type TourCategoryRecord = typeof tourCategories.$inferSelect;

export interface TourTicketRecord {
  ticket: typeof tourTickets.$inferSelect;
  subtickets: (typeof tourSubtickets.$inferSelect)[];
}

export interface TourQuestionRecord {
  question: typeof tourQuestions.$inferSelect;
  options: (typeof tourQuestionOptions.$inferSelect)[];
}

/** A slot start; `startsAt` is the venue-local `YYYY-MM-DD HH:mm:ss`. */
export interface TourSlotRecord {
  id: number;
  tourId: number;
  startsAt: string;
  participantsCapacityId: number;
  toursCapacityId: number;
}

/** Which slots to read: starting on the dates `from` … `to` and strictly after `after` (venue-local). */
export interface SlotWindow {
  /** `YYYY-MM-DD`, inclusive. */
  from: string;
  /** `YYYY-MM-DD`, inclusive. */
  to: string;
  /** `YYYY-MM-DD HH:mm:ss`. */
  after: string;
}

const tourWithVenue = { tour: tours, venueName: venues.name };

function withVenue(row: {
  tour: typeof tours.$inferSelect;
  venueName: I18nText | null;
}): TourRecord {
  return { ...row.tour, venueName: row.venueName };
}

/** Active tours in list order (sequence_no, then id). */
export async function listActiveTours(tx: Tx): Promise<TourRecord[]> {
  const rows = await tx
    .select(tourWithVenue)
    .from(tours)
    .leftJoin(venues, eq(venues.id, tours.venueId))
    .where(eq(tours.active, true))
    .orderBy(asc(tours.sequenceNo), asc(tours.id));
  return rows.map(withVenue);
}

/** The tour with this id when it exists and is active. */
export async function findActiveTour(tx: Tx, id: number): Promise<TourRecord | null> {
  const rows = await tx
    .select(tourWithVenue)
    .from(tours)
    .leftJoin(venues, eq(venues.id, tours.venueId))
    .where(and(eq(tours.id, id), eq(tours.active, true)))
    .limit(1);
  const row = rows[0];
  return row ? withVenue(row) : null;
}

/** Participant tickets of the tours with their subtickets, each in sequence order. */
export async function ticketsOfTours(
  tx: Tx,
  tourIds: readonly number[],
): Promise<TourTicketRecord[]> {
  if (tourIds.length === 0) return [];
  const rows = await tx
    .select({ ticket: tourTickets, subticket: tourSubtickets })
    .from(tourTickets)
    .leftJoin(tourSubtickets, eq(tourSubtickets.tourTicketId, tourTickets.id))
    .where(inArray(tourTickets.tourId, [...tourIds]))
    .orderBy(
      asc(tourTickets.sequenceNo),
      asc(tourTickets.id),
      asc(tourSubtickets.sequenceNo),
      asc(tourSubtickets.id),
    );
  const byId = new Map<number, TourTicketRecord>();
  for (const row of rows) {
    let record = byId.get(row.ticket.id);
    if (!record) {
      record = { ticket: row.ticket, subtickets: [] };
      byId.set(row.ticket.id, record);
    }
    if (row.subticket) record.subtickets.push(row.subticket);
  }
  return [...byId.values()];
}

/** Price-list entries of the tours in sequence order. */
export async function pricesOfTours(
  tx: Tx,
  tourIds: readonly number[],
): Promise<TourPriceRecord[]> {
  if (tourIds.length === 0) return [];
  return tx
    .select()
    .from(tourPrices)
    .where(inArray(tourPrices.tourId, [...tourIds]))
    .orderBy(asc(tourPrices.sequenceNo), asc(tourPrices.id));
}

/** Group questions of the tours with their options, each in sequence order. */
export async function questionsOfTours(
  tx: Tx,
  tourIds: readonly number[],
): Promise<TourQuestionRecord[]> {
  if (tourIds.length === 0) return [];
  const rows = await tx
    .select({ question: tourQuestions, option: tourQuestionOptions })
    .from(tourQuestions)
    .leftJoin(tourQuestionOptions, eq(tourQuestionOptions.questionId, tourQuestions.id))
    .where(inArray(tourQuestions.tourId, [...tourIds]))
    .orderBy(
      asc(tourQuestions.sequenceNo),
      asc(tourQuestions.id),
      asc(tourQuestionOptions.sequenceNo),
      asc(tourQuestionOptions.id),
    );
  const byId = new Map<number, TourQuestionRecord>();
  for (const row of rows) {
    let record = byId.get(row.question.id);
    if (!record) {
      record = { question: row.question, options: [] };
      byId.set(row.question.id, record);
    }
    if (row.option) record.options.push(row.option);
  }
  return [...byId.values()];
}

/** Every tour category in sequence order. */
export async function listTourCategories(tx: Tx): Promise<TourCategoryRecord[]> {
  return tx
    .select()
    .from(tourCategories)
    .orderBy(asc(tourCategories.sequenceNo), asc(tourCategories.id));
}

/** Slots of the tours inside the window, by tour and start (the (tour_id, starts_at) index). */
export async function slotsOfTours(
  tx: Tx,
  tourIds: readonly number[],
  window: SlotWindow,
): Promise<TourSlotRecord[]> {
  if (tourIds.length === 0) return [];
  return tx
    .select({ id: tourSlots.id, ...tourSlotColumns })
    .from(tourSlots)
    .where(
      and(
        inArray(tourSlots.tourId, [...tourIds]),
        gte(tourSlots.startsAt, `${window.from} 00:00:00`),
        lte(tourSlots.startsAt, `${window.to} 23:59:59.999999`),
        gt(tourSlots.startsAt, window.after),
      ),
    )
    .orderBy(asc(tourSlots.tourId), asc(tourSlots.startsAt));
}

/** Earliest and latest start of the tour's slots after `after` (venue-local), null without any. */
export async function upcomingSlotBounds(
  tx: Tx,
  tourId: number,
  after: string,
): Promise<{ first: string | null; last: string | null }> {
  const rows = await tx
    .select({ first: min(tourSlots.startsAt), last: max(tourSlots.startsAt) })
    .from(tourSlots)
    .where(and(eq(tourSlots.tourId, tourId), gt(tourSlots.startsAt, after)));
  return { first: rows[0]?.first ?? null, last: rows[0]?.last ?? null };
}

/**
 * Database access of the back office's tour editor: tours with their tickets, prices, questions and
 * slots, the slots' two capacities (participants, parallel tours) read under their row locks, and
 * the removal of a slot nothing was booked or held of.
 */
import { aliasedTable, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  capacities,
  customGroups,
  tourCategories,
  tourPrices,
  tourQuestionOptions,
  tourQuestions,
  tourSlots,
  tourSubtickets,
  tourTickets,
  tours,
  venues,
} from '../../db/schema';

export async function tourList(tx: Tx) {
  const [rows, slotCounts] = await Promise.all([
    tx
      .select({
        id: tours.id,
        name: tours.name,
        active: tours.active,
        language: tours.langIdentifier,
      })
      .from(tours)
      .orderBy(asc(tours.sequenceNo), asc(tours.id)),
    tx.select({ tourId: tourSlots.tourId, n: count() }).from(tourSlots).groupBy(tourSlots.tourId),
  ]);
  return { rows, slotCounts };
}

export async function tourRow(tx: Tx, id: number) {
  const [row] = await tx.select().from(tours).where(eq(tours.id, id));
  return row ?? null;
}

/** A tour's tickets (with subtickets), prices and questions (with options), in their order. */
export async function tourChildren(tx: Tx, tourId: number) {
  const [ticketRows, priceRows, questionRows] = await Promise.all([
    tx
      .select()
      .from(tourTickets)
      .where(eq(tourTickets.tourId, tourId))
      .orderBy(asc(tourTickets.sequenceNo), asc(tourTickets.id)),
    tx
      .select()
      .from(tourPrices)
      .where(eq(tourPrices.tourId, tourId))
      .orderBy(asc(tourPrices.sequenceNo), asc(tourPrices.id)),
    tx
      .select()
      .from(tourQuestions)
      .where(eq(tourQuestions.tourId, tourId))
      .orderBy(asc(tourQuestions.sequenceNo), asc(tourQuestions.id)),
  ]);
  const ticketIds = ticketRows.map((row) => row.id);
  const questionIds = questionRows.map((row) => row.id);
  const [subRows, optionRows] = await Promise.all([
    ticketIds.length === 0
      ? []
      : tx
          .select()
          .from(tourSubtickets)
          .where(inArray(tourSubtickets.tourTicketId, ticketIds))
          .orderBy(asc(tourSubtickets.sequenceNo), asc(tourSubtickets.id)),
    questionIds.length === 0
      ? []
      : tx
          .select()
          .from(tourQuestionOptions)
          .where(inArray(tourQuestionOptions.questionId, questionIds))
          .orderBy(asc(tourQuestionOptions.sequenceNo), asc(tourQuestionOptions.id)),
  ]);
  return { ticketRows, subRows, priceRows, questionRows, optionRows };
}

const participants = aliasedTable(capacities, 'participants');
const parallel = aliasedTable(capacities, 'parallel');
const slotColumns = {
  id: tourSlots.id,
  tourId: tourSlots.tourId,
  startsAt: tourSlots.startsAt,
  participantsCapacityId: tourSlots.participantsCapacityId,
  toursCapacityId: tourSlots.toursCapacityId,
  participants: {
    capacity: participants.capacity,
    sold: participants.sold,
    held: participants.held,
  },
  tours: { capacity: parallel.capacity, sold: parallel.sold, held: parallel.held },
  participantsSales: participants.sales,
  toursSales: parallel.sales,
};

function slotQuery(tx: Tx) {
  return tx
    .select(slotColumns)
    .from(tourSlots)
    .innerJoin(participants, eq(participants.id, tourSlots.participantsCapacityId))
    .innerJoin(parallel, eq(parallel.id, tourSlots.toursCapacityId));
}

export async function tourSlotRows(tx: Tx, tourId: number) {
  return slotQuery(tx).where(eq(tourSlots.tourId, tourId)).orderBy(asc(tourSlots.startsAt));
}

export async function tourSlotRow(tx: Tx, id: number) {
  const [row] = await slotQuery(tx).where(eq(tourSlots.id, id));
  return row ?? null;
}

export async function tourChoices(tx: Tx) {
  const [venueRows, categoryRows, groupRows] = await Promise.all([
    tx.select({ id: venues.id, name: venues.name }).from(venues).orderBy(asc(venues.sequenceNo)),
    tx
      .select({ id: tourCategories.id, name: tourCategories.name })
      .from(tourCategories)
      .orderBy(asc(tourCategories.sequenceNo)),
    tx
      .select({ id: customGroups.id, name: customGroups.name })
      .from(customGroups)
      .orderBy(asc(customGroups.sequenceNo)),
  ]);
  return { venues: venueRows, categories: categoryRows, customGroups: groupRows };
}

/** Deletes a tour slot (its capacities are the inventory's to remove). */
export async function deleteTourSlot(tx: Tx, slotId: number): Promise<void> {
  await tx.delete(tourSlots).where(eq(tourSlots.id, slotId));
}

export type TourIdTable =
  | 'tours'
  | 'tour_tickets'
  | 'tour_subtickets'
  | 'tour_prices'
  | 'tour_questions'
  | 'tour_question_options';

/** `n` fresh ids of an identity column (the catalog's ids are given before the rows are written). */
export async function allocateTourIds(tx: Tx, table: TourIdTable, n: number): Promise<number[]> {
  if (n === 0) return [];
  const result = await tx.execute(
    sql`SELECT nextval(pg_get_serial_sequence(${table}, 'id'))::int AS id FROM generate_series(1, ${n})`,
  );
  return rowsOf<{ id: number }>(result).map((row) => Number(row.id));
}

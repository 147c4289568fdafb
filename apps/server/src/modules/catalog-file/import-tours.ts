/** The import of guided tours: tickets, prices, questions and slots with their capacities. */
import { deactivateMissing } from './catalog.repository';
import { deleteTourSlots, insertTourSlots, tourSlotsOf } from './catalog-sections.repository';
import { fromDbLocal, toDbLocal } from '../../db/local-time';
import type { CatalogTour } from './schema';

import { emptyCounts, type CapacityClaim } from './import-plan';
import type { CatalogImport } from './import';

/**
 * Writes `items` with their tickets, prices, questions and slots. `only`: the back office's editor
 * saves these tours alone: other tours stay as they are, and slots are left untouched (they have
 * calls of their own).
 */
export async function syncTours(
  run: CatalogImport,
  items: readonly CatalogTour[],
  options: { only?: boolean } = {},
): Promise<void> {
  const tx = run.tx;
  const tourIds = items.map((tour) => tour.id);
  const counts = await run.upsert(
    'tours',
    'tours',
    items.map((tour) => ({
      id: tour.id,
      name: run.text(tour.name),
      eventName: run.text(tour.eventName),
      description: run.text(tour.description),
      image: tour.image,
      langIdentifier: tour.language,
      venueId: tour.venue,
      categoryIds: tour.categories,
      customGroups: tour.customGroups,
      maxParticipants: tour.maxParticipants,
      minParticipants: tour.minParticipants,
      singleTicketing: tour.singleTicketing,
      bookCompleteTour: tour.bookCompleteTour,
      bookingWithoutTickets: tour.bookingWithoutTickets,
      durationMinutes: tour.durationMinutes,
      firstDate: tour.firstDate,
      lastDate: tour.lastDate,
      sequenceNo: tour.sequenceNo,
      active: tour.active,
      waitingList: tour.waitingList,
    })),
  );
  if (!options.only) counts.deactivated = (await deactivateMissing(tx, 'tours', tourIds)).length;

  const tourTickets = items.flatMap((tour) => tour.tickets.map((ticket) => ({ tour, ticket })));
  await run.syncChildren(
    'tourTickets',
    'tourTickets',
    tourIds,
    tourTickets.map(({ tour, ticket }) => ({
      id: ticket.id,
      tourId: tour.id,
      name: run.text(ticket.name),
      price: ticket.price,
      vatValue: ticket.vatValue,
      sequenceNo: ticket.sequenceNo,
    })),
  );
  await run.syncChildren(
    'tourSubtickets',
    'tourSubtickets',
    tourTickets.map(({ ticket }) => ticket.id),
    tourTickets.flatMap(({ ticket }) =>
      ticket.subtickets.map((sub) => ({
        id: sub.id,
        tourTicketId: ticket.id,
        name: run.text(sub.name),
        price: sub.price,
        vatValue: sub.vatValue,
        sequenceNo: sub.sequenceNo,
      })),
    ),
  );
  await run.syncChildren(
    'tourPrices',
    'tourPrices',
    tourIds,
    items.flatMap((tour) =>
      tour.prices.map((price) => ({
        id: price.id,
        tourId: tour.id,
        name: run.text(price.name),
        price: price.price,
        vatValue: price.vatValue,
        sequenceNo: price.sequenceNo,
      })),
    ),
  );
  const questions = items.flatMap((tour) => tour.questions.map((question) => ({ tour, question })));
  await run.syncChildren(
    'tourQuestions',
    'tourQuestions',
    tourIds,
    questions.map(({ tour, question }) => ({
      id: question.id,
      tourId: tour.id,
      text: run.text(question.text),
      type: question.type,
      mandatory: question.mandatory,
      sequenceNo: question.sequenceNo,
    })),
  );
  await run.syncChildren(
    'tourQuestionOptions',
    'tourQuestionOptions',
    questions.map(({ question }) => question.id),
    questions.flatMap(({ question }) =>
      question.options.map((option) => ({
        id: option.id,
        questionId: question.id,
        text: run.text(option.text),
        sequenceNo: option.sequenceNo,
      })),
    ),
  );
  if (!options.only) await syncTourSlots(run, items);
}

/**
 * Writes the tours' slots; slots missing from `items` are retired. `only`: the back office adds
 * these slots: starts a tour already has are kept as they are, and no slot is retired.
 */
export async function syncTourSlots(
  run: CatalogImport,
  items: readonly CatalogTour[],
  options: { only?: boolean } = {},
): Promise<void> {
  const tx = run.tx;
  const stored = await tourSlotsOf(
    tx,
    items.map((tour) => tour.id),
  );
  const byKey = new Map(
    stored.map((slot) => [`${slot.tourId} ${fromDbLocal(slot.startsAt)}`, slot]),
  );
  const counts = emptyCounts(0);
  const inserts: {
    tourId: number;
    startsAt: string;
    participants: CapacityClaim;
    tours: CapacityClaim;
  }[] = [];
  const seen = new Set<number>();
  items.forEach((tour, i) => {
    for (const slot of tour.slots) {
      counts.inFile += 1;
      const found = byKey.get(`${tour.id} ${slot.startsAt}`);
      if (found && options.only) {
        seen.add(found.id);
        counts.kept += 1;
        continue;
      }
      const where = `tours[${i}].slots (${slot.startsAt})`;
      const participants = run.capacities.claim(
        'tour_participants',
        slot.participants,
        `${where}.participants`,
        found?.participantsCapacityId ?? null,
      );
      const parallel = run.capacities.claim(
        'tour_tours',
        slot.tours,
        `${where}.tours`,
        found?.toursCapacityId ?? null,
      );
      if (found) {
        seen.add(found.id);
        counts.updated += 1;
      } else {
        counts.created += 1;
        inserts.push({ tourId: tour.id, startsAt: slot.startsAt, participants, tours: parallel });
      }
    }
  });
  run.summary.tourSlots = counts;
  await run.capacities.flush(tx, run.errors);
  await insertTourSlots(
    tx,
    inserts.map((slot) => ({
      tourId: slot.tourId,
      startsAt: toDbLocal(slot.startsAt),
      participantsCapacityId: slot.participants.id,
      toursCapacityId: slot.tours.id,
    })),
  );
  if (options.only) return;
  const missing = stored.filter((slot) => !seen.has(slot.id));
  await run.retire(
    missing.map((slot) => ({
      id: slot.id,
      capacityIds: [slot.participantsCapacityId, slot.toursCapacityId],
    })),
    (ids) => deleteTourSlots(tx, ids),
    counts,
  );
}

// ------------------------------------------------------------------------------------ merchandise

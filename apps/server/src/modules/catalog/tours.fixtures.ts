/**
 * Guided-tour fixtures for the catalog tests, relative to TEST_NOW (Saturday 2026-11-21, 10:00 in
 * Berlin):
 * - "highlights" (German, main building, single ticketing): tickets with subtickets, a price list,
 *   questions of all six answer types, and slots: a past day, a sold-out slot earlier today, one
 *   with places this afternoon, a sold-out and a partly held slot tomorrow, a day sold out (once by
 *   sales, once by a live hold), a slot whose only holds expired or were settled, and later slots;
 * - "architecture" (English, the annex, whole tours with a minimum group): a lifetime from
 *   2026-11-22 to 2026-12-20 with one slot before and one after it;
 * - "inactive": a tour that is switched off but still has a slot.
 */
import type { Db } from '../../db/client';
import {
  capacities,
  holds,
  orders,
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

interface SlotSpec {
  startsAt: string;
  capacity: number;
  sold?: number;
  tours?: number;
  toursSold?: number;
  /** Unsettled holds of participant places: minutes until expiry (negative = expired). */
  holds?: { quantity: number; expiresInMinutes: number; settled?: boolean }[];
}

export interface TourFixtures {
  venues: { main: number; annex: number };
  categories: { collection: number; architecture: number };
  tours: { highlights: number; architecture: number; inactive: number };
  tickets: { adult: number; family: number; child: number; companion: number; member: number };
  prices: { fee: number; group: number; groupForeign: number };
  questions: {
    radio: number;
    select: number;
    checkbox: number;
    text: number;
    textarea: number;
    number: number;
  };
  options: { radioYes: number; radioNo: number; selectA: number; selectB: number; check: number };
  /** Slot ids by `<tour>@<YYYY-MM-DD HH:mm>`. */
  slots: Record<string, number>;
}

const MINUTE = 60_000;

function must<T>(row: T | undefined): T {
  if (row === undefined) throw new Error('fixture insert returned no row');
  return row;
}

async function insertSlots(
  db: Db,
  tourId: number,
  orderId: number,
  now: Date,
  specs: SlotSpec[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const spec of specs) {
    const [participants, parallel] = await db
      .insert(capacities)
      .values([
        { kind: 'tour_participants', capacity: spec.capacity, sold: spec.sold ?? 0 },
        { kind: 'tour_tours', capacity: spec.tours ?? 1, sold: spec.toursSold ?? 0 },
      ])
      .returning({ id: capacities.id });
    const slot = must(
      (
        await db
          .insert(tourSlots)
          .values({
            tourId,
            startsAt: spec.startsAt,
            participantsCapacityId: must(participants).id,
            toursCapacityId: must(parallel).id,
          })
          .returning({ id: tourSlots.id })
      )[0],
    );
    if (spec.holds && spec.holds.length > 0) {
      await db.insert(holds).values(
        spec.holds.map((hold) => ({
          orderId,
          capacityId: must(participants).id,
          quantity: hold.quantity,
          expiresAt: new Date(now.getTime() + hold.expiresInMinutes * MINUTE),
          settledAt: hold.settled ? new Date(now.getTime() - 5 * MINUTE) : null,
        })),
      );
    }
    ids.push(slot.id);
  }
  return ids;
}

/** Inserts the tour fixtures; `now` is the tests' clock (holds expire relative to it). */
export async function insertTourFixtures(db: Db, now: Date): Promise<TourFixtures> {
  const [main, annex] = await db
    .insert(venues)
    .values([
      { name: { de: 'Hauptgebäude', en: 'Main building' }, sequenceNo: 1 },
      { name: { de: 'Remise' }, sequenceNo: 2 },
    ])
    .returning({ id: venues.id });
  const [collection, architecture] = await db
    .insert(tourCategories)
    .values([
      { name: { de: 'Sammlung', en: 'Collection' }, sequenceNo: 2 },
      { name: { de: 'Architektur', en: 'Architecture' }, sequenceNo: 1 },
    ])
    .returning({ id: tourCategories.id });

  const [highlights, architectureTour, inactive] = await db
    .insert(tours)
    .values([
      {
        name: { de: 'Highlights der Sammlung', en: 'Collection highlights' },
        eventName: { de: 'Öffentliche Führungen', en: 'Public tours' },
        description: { de: '<p>Die wichtigsten Werke in 60 Minuten.</p>' },
        image: '/static/tours/highlights.jpg',
        langIdentifier: 'de',
        venueId: must(main).id,
        categoryIds: [must(collection).id],
        maxParticipants: 15,
        singleTicketing: true,
        sequenceNo: 2,
      },
      {
        name: {
          de: 'Architekturspaziergang',
          en: 'Architecture walk',
          fr: 'Promenade architecturale',
        },
        eventName: { de: 'Gruppenführungen' },
        description: {},
        langIdentifier: 'en',
        venueId: must(annex).id,
        categoryIds: [must(architecture).id],
        maxParticipants: 25,
        minParticipants: 8,
        singleTicketing: false,
        bookCompleteTour: true,
        bookingWithoutTickets: true,
        durationMinutes: 90,
        firstDate: '2026-11-22',
        lastDate: '2026-12-20',
        sequenceNo: 1,
      },
      {
        name: { de: 'Depotführung', en: 'Storage tour' },
        langIdentifier: 'fr',
        venueId: must(main).id,
        maxParticipants: 10,
        sequenceNo: 0,
        active: false,
      },
    ])
    .returning({ id: tours.id });
  const highlightsId = must(highlights).id;
  const architectureId = must(architectureTour).id;
  const inactiveId = must(inactive).id;

  const [adult, family, member] = await db
    .insert(tourTickets)
    .values([
      {
        tourId: highlightsId,
        name: { de: 'Erwachsene', en: 'Adult' },
        price: 1200,
        vatValue: 7,
        sequenceNo: 1,
      },
      {
        tourId: highlightsId,
        name: { de: 'Familie', en: 'Family' },
        price: 2500,
        vatValue: 7,
        sequenceNo: 2,
      },
      {
        tourId: architectureId,
        name: { de: 'Teilnehmende' },
        price: 600,
        vatValue: 7,
        sequenceNo: 1,
      },
    ])
    .returning({ id: tourTickets.id });
  // Inserted against their sequence so the answer's order proves sorting.
  const [companion, child] = await db
    .insert(tourSubtickets)
    .values([
      {
        tourTicketId: must(family).id,
        name: { de: 'Begleitperson', en: 'Companion' },
        price: 800,
        sequenceNo: 2,
      },
      {
        tourTicketId: must(family).id,
        name: { de: 'Kind', en: 'Child' },
        price: 500,
        sequenceNo: 1,
      },
    ])
    .returning({ id: tourSubtickets.id });

  const [fee, groupForeign, group] = await db
    .insert(tourPrices)
    .values([
      {
        tourId: highlightsId,
        name: { de: 'Führungsgebühr', en: 'Tour fee' },
        price: 300,
        vatValue: 19,
        sequenceNo: 1,
      },
      {
        tourId: architectureId,
        name: { de: 'Gruppe fremdsprachig', en: 'Group, other language' },
        price: 11000,
        vatValue: 19,
        sequenceNo: 2,
      },
      {
        tourId: architectureId,
        name: { de: 'Gruppe', en: 'Group' },
        price: 9000,
        vatValue: 19,
        sequenceNo: 1,
      },
    ])
    .returning({ id: tourPrices.id });

  const [radio, select, checkbox, text, textarea, number] = await db
    .insert(tourQuestions)
    .values([
      {
        tourId: highlightsId,
        text: { de: 'Rollstuhl?', en: 'Wheelchair?' },
        type: 'radio',
        mandatory: true,
        sequenceNo: 1,
      },
      {
        tourId: highlightsId,
        text: { de: 'Schwerpunkt', en: 'Focus' },
        type: 'select',
        sequenceNo: 2,
      },
      {
        tourId: highlightsId,
        text: { de: 'Interessen', en: 'Interests' },
        type: 'checkbox',
        sequenceNo: 3,
      },
      {
        tourId: highlightsId,
        text: { de: 'Name der Gruppe', en: 'Group name' },
        type: 'text',
        mandatory: true,
        sequenceNo: 4,
      },
      {
        tourId: highlightsId,
        text: { de: 'Anmerkungen', en: 'Remarks' },
        type: 'textarea',
        sequenceNo: 5,
      },
      {
        tourId: highlightsId,
        text: { de: 'Alter der Kinder', en: 'Age of the children' },
        type: 'number',
        sequenceNo: 6,
      },
    ])
    .returning({ id: tourQuestions.id });
  const [radioNo, radioYes, selectA, selectB, check] = await db
    .insert(tourQuestionOptions)
    .values([
      { questionId: must(radio).id, text: { de: 'Nein', en: 'No' }, sequenceNo: 2 },
      { questionId: must(radio).id, text: { de: 'Ja', en: 'Yes' }, sequenceNo: 1 },
      { questionId: must(select).id, text: { de: 'Malerei', en: 'Painting' }, sequenceNo: 1 },
      { questionId: must(select).id, text: { de: 'Skulptur', en: 'Sculpture' }, sequenceNo: 2 },
      { questionId: must(checkbox).id, text: { de: 'Fotografie' }, sequenceNo: 1 },
    ])
    .returning({ id: tourQuestionOptions.id });

  const order = must(
    (
      await db
        .insert(orders)
        .values({ token: 'tour-fixture-holds', number: 'T-FIXTURE-1', language: 'de' })
        .returning({ id: orders.id })
    )[0],
  );

  const highlightSlots: SlotSpec[] = [
    { startsAt: '2026-10-30 10:00:00', capacity: 15, sold: 15 },
    // 09:30 in Berlin is 08:30 UTC: past, though it would be "after" 09:00 read as UTC.
    { startsAt: '2026-11-21 09:30:00', capacity: 10, sold: 10 },
    { startsAt: '2026-11-21 14:00:00', capacity: 15, sold: 3, tours: 2, toursSold: 1 },
    { startsAt: '2026-11-22 11:00:00', capacity: 15, sold: 15 },
    {
      startsAt: '2026-11-22 15:00:00',
      capacity: 15,
      sold: 2,
      holds: [{ quantity: 4, expiresInMinutes: 10 }],
    },
    { startsAt: '2026-11-23 11:00:00', capacity: 15, sold: 15 },
    {
      startsAt: '2026-11-23 15:00:00',
      capacity: 5,
      sold: 1,
      holds: [{ quantity: 4, expiresInMinutes: 15 }],
    },
    {
      startsAt: '2026-11-24 11:00:00',
      capacity: 15,
      holds: [
        { quantity: 6, expiresInMinutes: -1 },
        { quantity: 2, expiresInMinutes: 30, settled: true },
      ],
    },
    { startsAt: '2026-12-05 10:00:00', capacity: 15 },
    { startsAt: '2027-03-01 10:00:00', capacity: 15 },
  ];
  const architectureSlots: SlotSpec[] = [
    { startsAt: '2026-11-21 16:00:00', capacity: 50 },
    { startsAt: '2026-11-22 10:00:00', capacity: 50, tours: 2, toursSold: 1 },
    { startsAt: '2026-11-22 14:00:00', capacity: 75, tours: 3 },
    { startsAt: '2026-12-21 10:00:00', capacity: 50 },
  ];
  const inactiveSlots: SlotSpec[] = [{ startsAt: '2026-11-22 10:00:00', capacity: 10 }];

  const slots: Record<string, number> = {};
  const groups: [string, number, SlotSpec[]][] = [
    ['highlights', highlightsId, highlightSlots],
    ['architecture', architectureId, architectureSlots],
    ['inactive', inactiveId, inactiveSlots],
  ];
  for (const [name, tourId, specs] of groups) {
    const ids = await insertSlots(db, tourId, order.id, now, specs);
    specs.forEach((spec, i) => {
      slots[`${name}@${spec.startsAt.slice(0, 16)}`] = must(ids[i]);
    });
  }

  return {
    venues: { main: must(main).id, annex: must(annex).id },
    categories: { collection: must(collection).id, architecture: must(architecture).id },
    tours: { highlights: highlightsId, architecture: architectureId, inactive: inactiveId },
    tickets: {
      adult: must(adult).id,
      family: must(family).id,
      child: must(child).id,
      companion: must(companion).id,
      member: must(member).id,
    },
    prices: { fee: must(fee).id, group: must(group).id, groupForeign: must(groupForeign).id },
    questions: {
      radio: must(radio).id,
      select: must(select).id,
      checkbox: must(checkbox).id,
      text: must(text).id,
      textarea: must(textarea).id,
      number: must(number).id,
    },
    options: {
      radioYes: must(radioYes).id,
      radioNo: must(radioNo).id,
      selectA: must(selectA).id,
      selectB: must(selectB).id,
      check: must(check).id,
    },
    slots,
  };
}

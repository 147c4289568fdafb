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
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { holds, orders, tourSlots } from '../../db/schema';
import { importTestCatalog } from '../../testing/catalog';

interface SlotSpec {
  /** Venue-local start, `YYYY-MM-DD HH:mm`. */
  startsAt: string;
  capacity: number;
  sold?: number;
  tours?: number;
  toursSold?: number;
  /** Holds of participant places: minutes until expiry (negative = expired). */
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

const venues = { main: 1, annex: 2 };
const categories = { collection: 1, architecture: 2 };
const tourIds = { highlights: 1, architecture: 2, inactive: 3 };
// Companion before child, "no" before "yes", the foreign-language group before the group: listed
// against their sequence so the answer's order proves sorting.
const tickets = { adult: 1, family: 2, member: 3, companion: 4, child: 5 };
const prices = { fee: 1, groupForeign: 2, group: 3 };
const questions = { radio: 1, select: 2, checkbox: 3, text: 4, textarea: 5, number: 6 };
const options = { radioNo: 1, radioYes: 2, selectA: 3, selectB: 4, check: 5 };

function slotEntries(specs: SlotSpec[]) {
  return specs.map((spec) => ({
    startsAt: spec.startsAt.replace(' ', 'T'),
    participants: { capacity: spec.capacity, sold: spec.sold ?? 0 },
    tours: { capacity: spec.tours ?? 1, sold: spec.toursSold ?? 0 },
  }));
}

/** Imports the tour fixtures; `now` is the tests' clock (holds expire relative to it). */
export async function insertTourFixtures(db: Db, now: Date): Promise<TourFixtures> {
  const highlightSlots: SlotSpec[] = [
    { startsAt: '2026-10-30 10:00', capacity: 15, sold: 15 },
    // 09:30 in Berlin is 08:30 UTC: past, though it would be "after" 09:00 read as UTC.
    { startsAt: '2026-11-21 09:30', capacity: 10, sold: 10 },
    { startsAt: '2026-11-21 14:00', capacity: 15, sold: 3, tours: 2, toursSold: 1 },
    { startsAt: '2026-11-22 11:00', capacity: 15, sold: 15 },
    {
      startsAt: '2026-11-22 15:00',
      capacity: 15,
      sold: 2,
      holds: [{ quantity: 4, expiresInMinutes: 10 }],
    },
    { startsAt: '2026-11-23 11:00', capacity: 15, sold: 15 },
    {
      startsAt: '2026-11-23 15:00',
      capacity: 5,
      sold: 1,
      holds: [{ quantity: 4, expiresInMinutes: 15 }],
    },
    {
      startsAt: '2026-11-24 11:00',
      capacity: 15,
      holds: [
        { quantity: 6, expiresInMinutes: -1 },
        { quantity: 2, expiresInMinutes: 30, settled: true },
      ],
    },
    { startsAt: '2026-12-05 10:00', capacity: 15 },
    { startsAt: '2027-03-01 10:00', capacity: 15 },
  ];
  const architectureSlots: SlotSpec[] = [
    { startsAt: '2026-11-21 16:00', capacity: 50 },
    { startsAt: '2026-11-22 10:00', capacity: 50, tours: 2, toursSold: 1 },
    { startsAt: '2026-11-22 14:00', capacity: 75, tours: 3 },
    { startsAt: '2026-12-21 10:00', capacity: 50 },
  ];
  const inactiveSlots: SlotSpec[] = [{ startsAt: '2026-11-22 10:00', capacity: 10 }];

  await importTestCatalog(db, {
    venues: [
      { id: venues.main, name: { de: 'Hauptgebäude', en: 'Main building' }, sequenceNo: 1 },
      { id: venues.annex, name: { de: 'Remise' }, sequenceNo: 2 },
    ],
    tourCategories: [
      { id: categories.collection, name: { de: 'Sammlung', en: 'Collection' }, sequenceNo: 2 },
      {
        id: categories.architecture,
        name: { de: 'Architektur', en: 'Architecture' },
        sequenceNo: 1,
      },
    ],
    tours: [
      {
        id: tourIds.highlights,
        name: { de: 'Highlights der Sammlung', en: 'Collection highlights' },
        eventName: { de: 'Öffentliche Führungen', en: 'Public tours' },
        description: { de: '<p>Die wichtigsten Werke in 60 Minuten.</p>' },
        image: '/static/tours/highlights.jpg',
        language: 'de',
        venue: venues.main,
        categories: [categories.collection],
        maxParticipants: 15,
        singleTicketing: true,
        sequenceNo: 2,
        tickets: [
          {
            id: tickets.adult,
            name: { de: 'Erwachsene', en: 'Adult' },
            price: 1200,
            vatValue: 7,
            sequenceNo: 1,
          },
          {
            id: tickets.family,
            name: { de: 'Familie', en: 'Family' },
            price: 2500,
            vatValue: 7,
            sequenceNo: 2,
            subtickets: [
              {
                id: tickets.companion,
                name: { de: 'Begleitperson', en: 'Companion' },
                price: 800,
                sequenceNo: 2,
              },
              { id: tickets.child, name: { de: 'Kind', en: 'Child' }, price: 500, sequenceNo: 1 },
            ],
          },
        ],
        prices: [
          {
            id: prices.fee,
            name: { de: 'Führungsgebühr', en: 'Tour fee' },
            price: 300,
            vatValue: 19,
            sequenceNo: 1,
          },
        ],
        questions: [
          {
            id: questions.radio,
            text: { de: 'Rollstuhl?', en: 'Wheelchair?' },
            type: 'radio',
            mandatory: true,
            sequenceNo: 1,
            options: [
              { id: options.radioNo, text: { de: 'Nein', en: 'No' }, sequenceNo: 2 },
              { id: options.radioYes, text: { de: 'Ja', en: 'Yes' }, sequenceNo: 1 },
            ],
          },
          {
            id: questions.select,
            text: { de: 'Schwerpunkt', en: 'Focus' },
            type: 'select',
            sequenceNo: 2,
            options: [
              { id: options.selectA, text: { de: 'Malerei', en: 'Painting' }, sequenceNo: 1 },
              { id: options.selectB, text: { de: 'Skulptur', en: 'Sculpture' }, sequenceNo: 2 },
            ],
          },
          {
            id: questions.checkbox,
            text: { de: 'Interessen', en: 'Interests' },
            type: 'checkbox',
            sequenceNo: 3,
            options: [{ id: options.check, text: { de: 'Fotografie' }, sequenceNo: 1 }],
          },
          {
            id: questions.text,
            text: { de: 'Name der Gruppe', en: 'Group name' },
            type: 'text',
            mandatory: true,
            sequenceNo: 4,
          },
          {
            id: questions.textarea,
            text: { de: 'Anmerkungen', en: 'Remarks' },
            type: 'textarea',
            sequenceNo: 5,
          },
          {
            id: questions.number,
            text: { de: 'Alter der Kinder', en: 'Age of the children' },
            type: 'number',
            sequenceNo: 6,
          },
        ],
        slots: slotEntries(highlightSlots),
      },
      {
        id: tourIds.architecture,
        name: {
          de: 'Architekturspaziergang',
          en: 'Architecture walk',
          fr: 'Promenade architecturale',
        },
        eventName: { de: 'Gruppenführungen' },
        description: {},
        language: 'en',
        venue: venues.annex,
        categories: [categories.architecture],
        maxParticipants: 25,
        minParticipants: 8,
        singleTicketing: false,
        bookCompleteTour: true,
        bookingWithoutTickets: true,
        durationMinutes: 90,
        firstDate: '2026-11-22',
        lastDate: '2026-12-20',
        sequenceNo: 1,
        tickets: [
          {
            id: tickets.member,
            name: { de: 'Teilnehmende' },
            price: 600,
            vatValue: 7,
            sequenceNo: 1,
          },
        ],
        prices: [
          {
            id: prices.groupForeign,
            name: { de: 'Gruppe fremdsprachig', en: 'Group, other language' },
            price: 11000,
            vatValue: 19,
            sequenceNo: 2,
          },
          {
            id: prices.group,
            name: { de: 'Gruppe', en: 'Group' },
            price: 9000,
            vatValue: 19,
            sequenceNo: 1,
          },
        ],
        slots: slotEntries(architectureSlots),
      },
      {
        id: tourIds.inactive,
        name: { de: 'Depotführung', en: 'Storage tour' },
        language: 'fr',
        venue: venues.main,
        maxParticipants: 10,
        sequenceNo: 0,
        active: false,
        slots: slotEntries(inactiveSlots),
      },
    ],
  });

  // Holds belong to inventory, not to the catalog file: placed on the imported slots.
  const order = (
    await db
      .insert(orders)
      .values({ token: 'tour-fixture-holds', number: 'T-FIXTURE-1', language: 'de' })
      .returning({ id: orders.id })
  )[0];
  if (!order) throw new Error('fixture order missing');
  const slots: Record<string, number> = {};
  const groups: [keyof typeof tourIds, SlotSpec[]][] = [
    ['highlights', highlightSlots],
    ['architecture', architectureSlots],
    ['inactive', inactiveSlots],
  ];
  for (const [name, specs] of groups) {
    for (const spec of specs) {
      const [slot] = await db
        .select({ id: tourSlots.id, capacityId: tourSlots.participantsCapacityId })
        .from(tourSlots)
        .where(
          and(eq(tourSlots.tourId, tourIds[name]), eq(tourSlots.startsAt, `${spec.startsAt}:00`)),
        );
      if (!slot) throw new Error(`fixture slot ${name}@${spec.startsAt} missing`);
      slots[`${name}@${spec.startsAt}`] = slot.id;
      if (!spec.holds || spec.holds.length === 0) continue;
      await db.insert(holds).values(
        spec.holds.map((hold) => ({
          orderId: order.id,
          capacityId: slot.capacityId,
          quantity: hold.quantity,
          expiresAt: new Date(now.getTime() + hold.expiresInMinutes * MINUTE),
          settledAt: hold.settled ? new Date(now.getTime() - 5 * MINUTE) : null,
        })),
      );
    }
  }

  return { venues, categories, tours: tourIds, tickets, prices, questions, options, slots };
}

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { capacities, tourSlots } from '../../db/schema';
import { createTestApp, TEST_NOW } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import { insertTourFixtures, type TourFixtures } from './tours.fixtures';

const MINUTE = 60_000;

describe.each(testDatabaseKinds())('guided-tour catalog on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let fx: TourFixtures;

  beforeAll(async () => {
    database = await open();
    fx = await insertTourFixtures(database.db, TEST_NOW);
    app = await createTestApp(database, { now: TEST_NOW });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function get(url: string, on: FastifyInstance = app) {
    const res = await on.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  }

  async function data(url: string, on: FastifyInstance = app): Promise<unknown> {
    const res = await get(url, on);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  }

  function slot(key: string): number {
    const id = fx.slots[key];
    if (id === undefined) throw new Error(`no fixture slot ${key}`);
    return id;
  }

  describe('tour/select/event', () => {
    it('lists the active tours by sequence with everything but the schedule', async () => {
      const list = (await data('/api/en/tour/select/event')) as { id: number }[];
      expect(list.map((tour) => tour.id)).toEqual([fx.tours.architecture, fx.tours.highlights]);
      expect(list[1]).toEqual({
        id: fx.tours.highlights,
        name: 'Collection highlights',
        eventName: 'Public tours',
        description: '<p>Die wichtigsten Werke in 60 Minuten.</p>',
        image: '/static/tours/highlights.jpg',
        sequence_no: 2,
        max_participants: 15,
        min_participants: 0,
        single_ticketing: 1,
        book_complete_tour: 0,
        booking_without_tickets: 0,
        priceList: [{ id: fx.prices.fee, name: 'Tour fee', price: 300, vat_value: 19 }],
        tickets: [
          { id: fx.tickets.adult, name: 'Adult', price: 1200, vat_value: 7, sequence_no: 1 },
          {
            id: fx.tickets.family,
            name: 'Family',
            price: 2500,
            vat_value: 7,
            sequence_no: 2,
            subtickets: [
              { id: fx.tickets.child, name: 'Child', price: 500 },
              { id: fx.tickets.companion, name: 'Companion', price: 800 },
            ],
          },
        ],
        schedule: {},
        custom_groups: [{ id: fx.categories.collection }],
        questions: [
          {
            id: fx.questions.radio,
            question: 'Wheelchair?',
            type: 'radio',
            mandatory: 1,
            sequence_no: 1,
            answers: [
              { id: fx.options.radioYes, answer: 'Yes' },
              { id: fx.options.radioNo, answer: 'No' },
            ],
          },
          {
            id: fx.questions.select,
            question: 'Focus',
            type: 'select',
            mandatory: 0,
            sequence_no: 2,
            answers: [
              { id: fx.options.selectA, answer: 'Painting' },
              { id: fx.options.selectB, answer: 'Sculpture' },
            ],
          },
          {
            id: fx.questions.checkbox,
            question: 'Interests',
            type: 'checkbox',
            mandatory: 0,
            sequence_no: 3,
            answers: [{ id: fx.options.check, answer: 'Fotografie' }],
          },
          {
            id: fx.questions.text,
            question: 'Group name',
            type: 'text',
            mandatory: 1,
            sequence_no: 4,
            answers: [],
          },
          {
            id: fx.questions.textarea,
            question: 'Remarks',
            type: 'textarea',
            mandatory: 0,
            sequence_no: 5,
            answers: [],
          },
          {
            id: fx.questions.number,
            question: 'Age of the children',
            type: 'number',
            mandatory: 0,
            sequence_no: 6,
            answers: [],
          },
        ],
        langIdentifier: 'de',
        langName: 'German',
        museumId: 1,
        venue: 'Main building',
        duration: 60,
      });
    });

    it('describes a complete-tour booking tour with its price list and default-language texts', async () => {
      const list = (await data('/api/en/tour/select/event')) as Record<string, unknown>[];
      expect(list[0]).toEqual({
        id: fx.tours.architecture,
        name: 'Architecture walk',
        eventName: 'Gruppenführungen',
        description: '',
        image: null,
        sequence_no: 1,
        max_participants: 25,
        min_participants: 8,
        single_ticketing: 0,
        book_complete_tour: 1,
        booking_without_tickets: 1,
        priceList: [
          { id: fx.prices.group, name: 'Group', price: 9000, vat_value: 19 },
          {
            id: fx.prices.groupForeign,
            name: 'Group, other language',
            price: 11000,
            vat_value: 19,
          },
        ],
        tickets: [
          { id: fx.tickets.member, name: 'Teilnehmende', price: 600, vat_value: 7, sequence_no: 1 },
        ],
        schedule: {},
        custom_groups: [{ id: fx.categories.architecture }],
        questions: [],
        langIdentifier: 'en',
        langName: 'English',
        museumId: 1,
        venue: 'Remise',
        duration: 90,
      });
    });

    it("names the tours' languages in the request language", async () => {
      const de = (await data('/api/de/tour/select/event')) as { langName: string }[];
      expect(de.map((tour) => tour.langName)).toEqual(['Englisch', 'Deutsch']);
      const fr = (await data('/api/fr/tour/select/event')) as { langName: string }[];
      expect(fr.map((tour) => tour.langName)).toEqual(['anglais', 'allemand']);
    });

    it("falls back to the shop's default language (de), not to another translation", async () => {
      const fr = (await data('/api/fr/tour/select/event')) as Record<string, unknown>[];
      expect(fr[0]).toMatchObject({ name: 'Promenade architecturale', venue: 'Remise' });
      expect(fr[1]).toMatchObject({
        name: 'Highlights der Sammlung',
        eventName: 'Öffentliche Führungen',
        venue: 'Hauptgebäude',
        priceList: [{ name: 'Führungsgebühr' }],
      });
    });
  });

  describe('tour/overview', () => {
    it('lists per date the tours with a bookable slot, in list order', async () => {
      expect(await data('/api/de/tour/overview?date=2026-11-21&lookahead=4')).toEqual({
        '2026-11-21': [fx.tours.highlights],
        '2026-11-22': [fx.tours.architecture, fx.tours.highlights],
        '2026-11-24': [fx.tours.highlights],
      });
    });

    it('keeps to the asked days and leaves out days before the first', async () => {
      expect(await data('/api/de/tour/overview?date=2026-11-22&lookahead=0')).toEqual({
        '2026-11-22': [fx.tours.architecture, fx.tours.highlights],
      });
      expect(await data('/api/de/tour/overview?date=2026-10-30&lookahead=0')).toEqual({});
    });

    it('refuses a malformed date or a lookahead beyond 31 days', async () => {
      const badDate = await get('/api/de/tour/overview?date=2026-02-30&lookahead=1');
      expect(badDate.status).toBe(422);
      expect(badDate.body).toMatchObject({ error: 'VALIDATION_FAILED' });
      expect(badDate.body.errors).toHaveProperty('date');
      const far = await get('/api/de/tour/overview?date=2026-11-21&lookahead=32');
      expect(far.status).toBe(422);
      expect(far.body.errors).toHaveProperty('lookahead');
      const missing = await get('/api/de/tour/overview');
      expect(missing.status).toBe(422);
      expect(Object.keys(missing.body.errors as object).sort()).toEqual(['date', 'lookahead']);
    });
  });

  describe('tour/attr', () => {
    it('lists the categories by sequence in the request language', async () => {
      expect(await data('/api/en/tour/attr')).toEqual({
        categories: [
          { id: fx.categories.architecture, name: 'Architecture', sequence_no: 1 },
          { id: fx.categories.collection, name: 'Collection', sequence_no: 2 },
        ],
      });
      expect(await data('/api/it/tour/attr')).toMatchObject({
        categories: [{ name: 'Architektur' }, { name: 'Sammlung' }],
      });
    });
  });

  describe('tour (one tour and its day)', () => {
    it('answers the tour with an empty schedule when no date is asked', async () => {
      const tour = (await data(`/api/en/tour?tour=${fx.tours.highlights}`)) as Record<
        string,
        unknown
      >;
      expect(tour).toMatchObject({ id: fx.tours.highlights, name: 'Collection highlights' });
      expect(tour.schedule).toEqual({});
      expect(tour.tickets).toHaveLength(2);
      expect(tour.priceList).toEqual([
        { id: fx.prices.fee, name: 'Tour fee', price: 300, vat_value: 19 },
      ]);
    });

    it("gives the day's start times with the parallel tours still bookable, without past slots", async () => {
      const fee = [{ id: fx.prices.fee, name: 'Tour fee', price: 300, vat_value: 19 }];
      const today = (await data(`/api/en/tour?tour=${fx.tours.highlights}&date=2026-11-21`)) as {
        schedule: unknown;
      };
      expect(today.schedule).toEqual({ '14:00': { tours: 1, priceList: fee } });
      const tomorrow = (await data(`/api/en/tour?tour=${fx.tours.highlights}&date=2026-11-22`)) as {
        schedule: unknown;
      };
      expect(tomorrow.schedule).toEqual({
        '11:00': { tours: 1, priceList: fee },
        '15:00': { tours: 1, priceList: fee },
      });
    });

    it('counts sold whole tours and keeps to the tour lifetime', async () => {
      const group = (await data(`/api/en/tour?tour=${fx.tours.architecture}&date=2026-11-22`)) as {
        schedule: Record<string, { tours: number; priceList: { id: number }[] }>;
      };
      expect(Object.keys(group.schedule)).toEqual(['10:00', '14:00']);
      expect(group.schedule['10:00']?.tours).toBe(1);
      expect(group.schedule['14:00']?.tours).toBe(3);
      expect(group.schedule['10:00']?.priceList.map((price) => price.id)).toEqual([
        fx.prices.group,
        fx.prices.groupForeign,
      ]);
      const beforeFirst = (await data(
        `/api/en/tour?tour=${fx.tours.architecture}&date=2026-11-21`,
      )) as { schedule: unknown };
      expect(beforeFirst.schedule).toEqual({});
    });

    it('answers 404 for an unknown or inactive tour', async () => {
      for (const id of [999_999, fx.tours.inactive]) {
        const res = await get(`/api/de/tour?tour=${id}&date=2026-11-22`);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ error: 'NOT_FOUND', message: 'Nicht gefunden.' });
      }
    });

    it('refuses a malformed tour id or date', async () => {
      const word = await get('/api/de/tour?tour=abc');
      expect(word.status).toBe(422);
      expect(word.body.errors).toHaveProperty('tour');
      const none = await get('/api/de/tour');
      expect(none.status).toBe(422);
      expect(none.body.errors).toHaveProperty('tour');
      const date = await get(`/api/de/tour?tour=${fx.tours.highlights}&date=21.11.2026`);
      expect(date.status).toBe(422);
      expect(date.body.errors).toHaveProperty('date');
    });
  });

  describe('tour/calendar', () => {
    it('lists the future slots per date with the places left and the lifetime', async () => {
      expect(
        await data(`/api/de/tour/calendar/tour/${fx.tours.highlights}/range/20261101;20261130`),
      ).toEqual({
        first: '2026-11-21',
        last: '2027-03-01',
        dates: {
          '2026-11-21': [
            { time: '14:00', timeslotId: slot('highlights@2026-11-21 14:00'), available: 12 },
          ],
          '2026-11-22': [
            { time: '11:00', timeslotId: slot('highlights@2026-11-22 11:00'), available: 0 },
            // 15 places − 2 sold − 4 held by a live hold.
            { time: '15:00', timeslotId: slot('highlights@2026-11-22 15:00'), available: 9 },
          ],
          '2026-11-23': [
            { time: '11:00', timeslotId: slot('highlights@2026-11-23 11:00'), available: 0 },
            { time: '15:00', timeslotId: slot('highlights@2026-11-23 15:00'), available: 0 },
          ],
          // An expired and a settled hold take nothing.
          '2026-11-24': [
            { time: '11:00', timeslotId: slot('highlights@2026-11-24 11:00'), available: 15 },
          ],
        },
      });
    });

    it('has no places left where a whole-tour slot has no parallel tour left', async () => {
      const slotId = slot('architecture@2026-11-22 10:00');
      const [row] = await database.db.select().from(tourSlots).where(eq(tourSlots.id, slotId));
      if (!row) throw new Error('fixture slot missing');
      const parallel = eq(capacities.id, row.toursCapacityId);
      const calendar = async () =>
        (
          (await data(
            `/api/en/tour/calendar/tour/${fx.tours.architecture}/range/20261122;20261122`,
          )) as { dates: Record<string, { time: string; available: number }[]> }
        ).dates['2026-11-22'];
      // Two parallel tours, one sold: places are left.
      expect((await calendar())?.find((offered) => offered.time === '10:00')?.available).toBe(50);
      await database.db.update(capacities).set({ sold: 2 }).where(parallel);
      try {
        expect((await calendar())?.find((offered) => offered.time === '10:00')?.available).toBe(0);
        expect(
          await data(`/api/en/tour/soldoutTimeslots/tour/${fx.tours.architecture}/date/2026-11-22`),
        ).toEqual(['10:00']);
      } finally {
        await database.db.update(capacities).set({ sold: 1 }).where(parallel);
      }
    });

    it('hides past days and slots that started earlier today in venue time', async () => {
      const calendar = (await data(
        `/api/de/tour/calendar/tour/${fx.tours.highlights}/range/20261001;20261121`,
      )) as { dates: unknown };
      expect(calendar.dates).toEqual({
        '2026-11-21': [
          { time: '14:00', timeslotId: slot('highlights@2026-11-21 14:00'), available: 12 },
        ],
      });
    });

    it('keeps to the configured first and last date', async () => {
      expect(
        await data(`/api/en/tour/calendar/tour/${fx.tours.architecture}/range/20261101;20261231`),
      ).toEqual({
        first: '2026-11-22',
        last: '2026-12-20',
        dates: {
          '2026-11-22': [
            { time: '10:00', timeslotId: slot('architecture@2026-11-22 10:00'), available: 50 },
            { time: '14:00', timeslotId: slot('architecture@2026-11-22 14:00'), available: 75 },
          ],
        },
      });
    });

    it('frees the places of holds once they expire', async () => {
      const later = await createTestApp(database, {
        now: new Date(TEST_NOW.getTime() + 20 * MINUTE),
      });
      try {
        const calendar = (await data(
          `/api/de/tour/calendar/tour/${fx.tours.highlights}/range/20261122;20261123`,
          later,
        )) as { dates: Record<string, { time: string; available: number }[]> };
        expect(calendar.dates['2026-11-22']?.map((s) => s.available)).toEqual([0, 13]);
        expect(calendar.dates['2026-11-23']?.map((s) => s.available)).toEqual([0, 4]);
      } finally {
        await later.close();
      }
    });

    it('stops offering a slot at its start time', async () => {
      const atTwo = await createTestApp(database, { now: new Date('2026-11-21T13:00:00Z') });
      try {
        const calendar = (await data(
          `/api/de/tour/calendar/tour/${fx.tours.highlights}/range/20261121;20261121`,
          atTwo,
        )) as { first: string; dates: unknown };
        expect(calendar.dates).toEqual({});
        expect(calendar.first).toBe('2026-11-22');
        expect(await data('/api/de/tour/overview?date=2026-11-21&lookahead=0', atTwo)).toEqual({});
      } finally {
        await atTwo.close();
      }
    });

    it('answers 404 for an unknown or inactive tour', async () => {
      for (const id of [999_999, fx.tours.inactive]) {
        const res = await get(`/api/en/tour/calendar/tour/${id}/range/20261101;20261130`);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ error: 'NOT_FOUND', message: 'Not found.' });
      }
    });

    it('refuses malformed ranges, ranges ending before they start and ranges over 92 days', async () => {
      const cases: [string, string][] = [
        ['20261131;20261201', 'start'],
        ['20261130;20261101', 'end'],
        ['20261101;20270215', 'end'],
        ['2026-11-01;2026-11-30', 'start'],
      ];
      for (const [range, field] of cases) {
        const res = await get(`/api/en/tour/calendar/tour/${fx.tours.highlights}/range/${range}`);
        expect(res.status, range).toBe(422);
        expect(res.body.errors, range).toHaveProperty(field);
      }
      const id = await get('/api/en/tour/calendar/tour/abc/range/20261101;20261130');
      expect(id.status).toBe(422);
      expect(id.body.errors).toHaveProperty('id');
    });
  });

  describe('tour/soldout', () => {
    it('lists the dates whose offered slots are all sold out, not past or empty dates', async () => {
      expect(
        await data(`/api/de/tour/soldout/tour/${fx.tours.highlights}/range/20261001;20261231`),
      ).toEqual(['2026-11-23']);
      expect(
        await data(`/api/de/tour/soldout/tour/${fx.tours.architecture}/range/20261101;20261231`),
      ).toEqual([]);
    });

    it('answers 404 for an unknown tour and 422 for a range over 92 days', async () => {
      expect((await get('/api/de/tour/soldout/tour/999999/range/20261101;20261130')).status).toBe(
        404,
      );
      const long = await get(
        `/api/de/tour/soldout/tour/${fx.tours.highlights}/range/20261101;20270301`,
      );
      expect(long.status).toBe(422);
      expect(long.body.errors).toHaveProperty('end');
    });
  });

  describe('tour/soldoutTimeslots', () => {
    it('lists the sold-out start times of a date, leaving out slots that have passed', async () => {
      const url = (date: string) =>
        `/api/de/tour/soldoutTimeslots/tour/${fx.tours.highlights}/date/${date}`;
      expect(await data(url('2026-11-21'))).toEqual([]);
      expect(await data(url('2026-11-22'))).toEqual(['11:00']);
      expect(await data(url('2026-11-23'))).toEqual(['11:00', '15:00']);
      expect(await data(url('2026-11-24'))).toEqual([]);
      expect(await data(url('2026-10-30'))).toEqual([]);
    });

    it('answers 404 for an inactive tour and 422 for a malformed date', async () => {
      const inactive = await get(
        `/api/de/tour/soldoutTimeslots/tour/${fx.tours.inactive}/date/2026-11-22`,
      );
      expect(inactive.status).toBe(404);
      const bad = await get(
        `/api/de/tour/soldoutTimeslots/tour/${fx.tours.highlights}/date/2026-13-01`,
      );
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toHaveProperty('date');
    });
  });

  describe('edge values', () => {
    it('refuses ids beyond the integer range with 422, never a database error', async () => {
      for (const url of [
        '/api/de/tour?tour=2147483648',
        '/api/de/tour/lifetime/tour/999999999999999',
        '/api/de/tour/calendar/tour/2147483648/range/20261101;20261130',
        '/api/de/tour/soldout/tour/2147483648/range/20261101;20261130',
        '/api/de/tour/soldoutTimeslots/tour/2147483648/date/2026-11-22',
      ]) {
        const res = await get(url);
        expect(res.status, url).toBe(422);
        expect(res.body, url).toMatchObject({ error: 'VALIDATION_FAILED' });
      }
    });

    it('refuses years before 1900 and offers nothing at the end of the calendar', async () => {
      const id = fx.tours.highlights;
      expect((await get('/api/de/tour/overview?date=0000-01-01&lookahead=31')).status).toBe(422);
      expect((await get(`/api/de/tour/calendar/tour/${id}/range/00000101;00000229`)).status).toBe(
        422,
      );
      expect((await get(`/api/de/tour/soldoutTimeslots/tour/${id}/date/0000-02-29`)).status).toBe(
        422,
      );
      expect(await data('/api/de/tour/overview?date=9999-12-31&lookahead=31')).toEqual({});
      expect(await data(`/api/de/tour/soldout/tour/${id}/range/99991201;99991231`)).toEqual([]);
      expect(await data(`/api/de/tour?tour=${id}&date=9999-12-31`)).toMatchObject({
        schedule: {},
      });
    });
  });

  describe('tour/lifetime', () => {
    it('answers the configured first and last date', async () => {
      expect(await data(`/api/de/tour/lifetime/tour/${fx.tours.architecture}`)).toEqual({
        first: '2026-11-22',
        last: '2026-12-20',
      });
    });

    it('falls back to the dates of the earliest and latest slot still to come', async () => {
      expect(await data(`/api/de/tour/lifetime/tour/${fx.tours.highlights}`)).toEqual({
        first: '2026-11-21',
        last: '2027-03-01',
      });
    });

    it('answers 404 for an unknown or inactive tour and 422 for a malformed id', async () => {
      expect((await get('/api/de/tour/lifetime/tour/999999')).status).toBe(404);
      expect((await get(`/api/de/tour/lifetime/tour/${fx.tours.inactive}`)).status).toBe(404);
      const zero = await get('/api/de/tour/lifetime/tour/0');
      expect(zero.status).toBe(422);
      expect(zero.body.errors).toHaveProperty('id');
    });
  });
});

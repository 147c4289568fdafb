import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { capacities, tourSlots } from '../../db/schema';
import { createTestApp, TEST_NOW } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import { useTourSuite } from './tours-suite.fixtures';

const MINUTE = 60_000;

describe.each(testDatabaseKinds())(
  'guided-tour catalog on $name: calendars, sold-out days and lifetime',
  ({ open }) => {
    const suite = useTourSuite(open);
    const { get, data } = suite;

    function slot(key: string): number {
      const id = suite.fx.slots[key];
      if (id === undefined) throw new Error(`no fixture slot ${key}`);
      return id;
    }

    describe('tour/calendar', () => {
      it('lists the future slots per date with the places left and the lifetime', async () => {
        expect(
          await data(
            `/api/de/tour/calendar/tour/${suite.fx.tours.highlights}/range/20261101;20261130`,
          ),
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
        const [row] = await suite.database.db
          .select()
          .from(tourSlots)
          .where(eq(tourSlots.id, slotId));
        if (!row) throw new Error('fixture slot missing');
        const parallel = eq(capacities.id, row.toursCapacityId);
        const calendar = async () =>
          (
            (await data(
              `/api/en/tour/calendar/tour/${suite.fx.tours.architecture}/range/20261122;20261122`,
            )) as { dates: Record<string, { time: string; available: number }[]> }
          ).dates['2026-11-22'];
        // Two parallel tours, one sold: places are left.
        expect((await calendar())?.find((offered) => offered.time === '10:00')?.available).toBe(50);
        await suite.database.db.update(capacities).set({ sold: 2 }).where(parallel);
        try {
          expect((await calendar())?.find((offered) => offered.time === '10:00')?.available).toBe(
            0,
          );
          expect(
            await data(
              `/api/en/tour/soldoutTimeslots/tour/${suite.fx.tours.architecture}/date/2026-11-22`,
            ),
          ).toEqual(['10:00']);
        } finally {
          await suite.database.db.update(capacities).set({ sold: 1 }).where(parallel);
        }
      });

      it('hides past days and slots that started earlier today in venue time', async () => {
        const calendar = (await data(
          `/api/de/tour/calendar/tour/${suite.fx.tours.highlights}/range/20261001;20261121`,
        )) as { dates: unknown };
        expect(calendar.dates).toEqual({
          '2026-11-21': [
            { time: '14:00', timeslotId: slot('highlights@2026-11-21 14:00'), available: 12 },
          ],
        });
      });

      it('keeps to the configured first and last date', async () => {
        expect(
          await data(
            `/api/en/tour/calendar/tour/${suite.fx.tours.architecture}/range/20261101;20261231`,
          ),
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
        const later = await createTestApp(suite.database, {
          now: new Date(TEST_NOW.getTime() + 20 * MINUTE),
        });
        try {
          const calendar = (await data(
            `/api/de/tour/calendar/tour/${suite.fx.tours.highlights}/range/20261122;20261123`,
            later,
          )) as { dates: Record<string, { time: string; available: number }[]> };
          expect(calendar.dates['2026-11-22']?.map((s) => s.available)).toEqual([0, 13]);
          expect(calendar.dates['2026-11-23']?.map((s) => s.available)).toEqual([0, 4]);
        } finally {
          await later.close();
        }
      });

      it('stops offering a slot at its start time', async () => {
        const atTwo = await createTestApp(suite.database, {
          now: new Date('2026-11-21T13:00:00Z'),
        });
        try {
          const calendar = (await data(
            `/api/de/tour/calendar/tour/${suite.fx.tours.highlights}/range/20261121;20261121`,
            atTwo,
          )) as { first: string; dates: unknown };
          expect(calendar.dates).toEqual({});
          expect(calendar.first).toBe('2026-11-22');
          expect(await data('/api/de/tour/overview?date=2026-11-21&lookahead=0', atTwo)).toEqual(
            {},
          );
        } finally {
          await atTwo.close();
        }
      });

      it('answers 404 for an unknown or inactive tour', async () => {
        for (const id of [999_999, suite.fx.tours.inactive]) {
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
          const res = await get(
            `/api/en/tour/calendar/tour/${suite.fx.tours.highlights}/range/${range}`,
          );
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
          await data(
            `/api/de/tour/soldout/tour/${suite.fx.tours.highlights}/range/20261001;20261231`,
          ),
        ).toEqual(['2026-11-23']);
        expect(
          await data(
            `/api/de/tour/soldout/tour/${suite.fx.tours.architecture}/range/20261101;20261231`,
          ),
        ).toEqual([]);
      });

      it('answers 404 for an unknown tour and 422 for a range over 92 days', async () => {
        expect((await get('/api/de/tour/soldout/tour/999999/range/20261101;20261130')).status).toBe(
          404,
        );
        const long = await get(
          `/api/de/tour/soldout/tour/${suite.fx.tours.highlights}/range/20261101;20270301`,
        );
        expect(long.status).toBe(422);
        expect(long.body.errors).toHaveProperty('end');
      });
    });

    describe('tour/soldoutTimeslots', () => {
      it('lists the sold-out start times of a date, leaving out slots that have passed', async () => {
        const url = (date: string) =>
          `/api/de/tour/soldoutTimeslots/tour/${suite.fx.tours.highlights}/date/${date}`;
        expect(await data(url('2026-11-21'))).toEqual([]);
        expect(await data(url('2026-11-22'))).toEqual(['11:00']);
        expect(await data(url('2026-11-23'))).toEqual(['11:00', '15:00']);
        expect(await data(url('2026-11-24'))).toEqual([]);
        expect(await data(url('2026-10-30'))).toEqual([]);
      });

      it('answers 404 for an inactive tour and 422 for a malformed date', async () => {
        const inactive = await get(
          `/api/de/tour/soldoutTimeslots/tour/${suite.fx.tours.inactive}/date/2026-11-22`,
        );
        expect(inactive.status).toBe(404);
        const bad = await get(
          `/api/de/tour/soldoutTimeslots/tour/${suite.fx.tours.highlights}/date/2026-13-01`,
        );
        expect(bad.status).toBe(422);
        expect(bad.body.errors).toHaveProperty('date');
      });
    });

    describe('edge values', () => {
      it('refuses ids beyond the integer range with 422, never a suite.database error', async () => {
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
        const id = suite.fx.tours.highlights;
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
        expect(await data(`/api/de/tour/lifetime/tour/${suite.fx.tours.architecture}`)).toEqual({
          first: '2026-11-22',
          last: '2026-12-20',
        });
      });

      it('falls back to the dates of the earliest and latest slot still to come', async () => {
        expect(await data(`/api/de/tour/lifetime/tour/${suite.fx.tours.highlights}`)).toEqual({
          first: '2026-11-21',
          last: '2027-03-01',
        });
      });

      it('answers 404 for an unknown or inactive tour and 422 for a malformed id', async () => {
        expect((await get('/api/de/tour/lifetime/tour/999999')).status).toBe(404);
        expect((await get(`/api/de/tour/lifetime/tour/${suite.fx.tours.inactive}`)).status).toBe(
          404,
        );
        const zero = await get('/api/de/tour/lifetime/tour/0');
        expect(zero.status).toBe(422);
        expect(zero.body.errors).toHaveProperty('id');
      });
    });
  },
);

import { addDays, compactDate, ticketCalendarRange } from '@foyer/domain';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../testing/databases';
import { useEventSuite } from './events-suite.fixtures';

describe.each(testDatabaseKinds())(
  'event catalog on $name: errors, calendars and lifetime',
  ({ open }) => {
    const suite = useEventSuite(open);
    const { get, collection } = suite;

    describe('ticket/collect errors', () => {
      it('answers 404 for an unknown or inactive event, and for an ended one on a date', async () => {
        for (const id of [999_999, suite.fx.events.inactive]) {
          for (const url of [
            `de/ticket/collect/event/${id}`,
            `de/ticket/collect/event/${id}/date/${suite.fx.today}`,
          ]) {
            const res = await get(url);
            expect(res.statusCode, url).toBe(404);
            expect(res.json()).toEqual({ error: 'NOT_FOUND', message: 'Nicht gefunden.' });
          }
        }
        const res = await get(
          `de/ticket/collect/event/${suite.fx.events.ended}/date/${suite.fx.today}`,
        );
        expect(res.statusCode).toBe(404);
      });

      it('answers 410 EVENT_EXPIRED for the old link of an ended event', async () => {
        const res = await get(`de/ticket/collect/event/${suite.fx.events.ended}`);
        expect(res.statusCode).toBe(410);
        expect(res.json()).toEqual({ error: 'EVENT_EXPIRED' });
      });

      it('answers 422 with the field for a malformed id or date', async () => {
        for (const [url, field] of [
          ['de/ticket/collect/event/abc', 'id'],
          ['de/ticket/collect/event/0', 'id'],
          [`de/ticket/collect/event/${suite.fx.events.exhibition}/date/2026-02-30`, 'date'],
          [`de/ticket/collect/event/${suite.fx.events.exhibition}/date/20261121`, 'date'],
        ] as const) {
          const res = await get(url);
          expect(res.statusCode, url).toBe(422);
          expect(res.json()).toMatchObject({
            error: 'VALIDATION_FAILED',
            errors: { [field]: expect.anything() },
          });
        }
      });
    });

    describe('ticket/calendar', () => {
      function calendarUrl(id: number, start: string, end: string, deep = 'deep=1'): string {
        return `de/ticket/calendar/event/${id}/range/${start};${end}?${deep}`;
      }

      it('sums open slots and the day capacity per date; 0 is sold out; past and empty dates are left out', async () => {
        const { start, end } = ticketCalendarRange(suite.fx.today);
        const res = await get(calendarUrl(suite.fx.events.exhibition, start, end));
        expect(res.statusCode).toBe(200);
        // Today: 0 (11:00 full) + 12 (14:00) + 5 (running range) + 40 (day); tomorrow: 8 + 10 + 6 + 50.
        expect(res.json()).toEqual({
          data: {
            [suite.fx.today]: 57,
            [suite.fx.tomorrow]: 74,
            [suite.fx.soldOutDay]: 0,
            [suite.fx.dayOnlyDay]: 20,
          },
        });
      });

      it('answers only the asked dates', async () => {
        const day = compactDate(suite.fx.tomorrow);
        const res = await get(calendarUrl(suite.fx.events.exhibition, day, day));
        expect(res.json()).toEqual({ data: { [suite.fx.tomorrow]: 74 } });
        const past = compactDate(addDays(suite.fx.today, -10));
        const yesterday = compactDate(suite.fx.yesterday);
        expect(
          (await get(calendarUrl(suite.fx.events.exhibition, past, yesterday))).json(),
        ).toEqual({
          data: {},
        });
      });

      it('marks a date whose slots are all full as sold out and leaves out events without slots', async () => {
        const { start, end } = ticketCalendarRange(suite.fx.today);
        expect((await get(calendarUrl(suite.fx.events.workshop, start, end))).json()).toEqual({
          data: { [suite.fx.tomorrow]: 0 },
        });
        expect((await get(calendarUrl(suite.fx.events.evening, start, end))).json()).toEqual({
          data: {},
        });
      });

      it('answers the first and last days the contract allows without failing', async () => {
        for (const [start, end] of [
          ['19000101', '19000131'],
          ['99991201', '99991231'],
        ] as const) {
          const res = await get(calendarUrl(suite.fx.events.exhibition, start, end));
          expect(res.statusCode, start).toBe(200);
          expect(res.json()).toEqual({ data: {} });
        }
        for (const date of ['1900-01-01', '9999-12-31']) {
          const data = await collection(
            `de/ticket/collect/event/${suite.fx.events.exhibition}/date/${date}`,
          );
          expect(data.tickets.every((t) => t.schedule.length === 0)).toBe(true);
        }
      });

      it('answers 404 for an unknown, inactive or ended event', async () => {
        const { start, end } = ticketCalendarRange(suite.fx.today);
        for (const id of [999_999, suite.fx.events.inactive, suite.fx.events.ended]) {
          expect((await get(calendarUrl(id, start, end))).statusCode).toBe(404);
        }
      });

      it('answers 422 for a malformed range or a missing deep=1', async () => {
        const id = suite.fx.events.exhibition;
        for (const [url, field] of [
          [calendarUrl(id, '20261101', '20261231', ''), 'deep'],
          [calendarUrl(id, '20261101', '20261231', 'deep=2'), 'deep'],
          [calendarUrl(id, '20261201', '20261101'), 'end'],
          [calendarUrl(id, '20261101', '20270301'), 'end'],
          [calendarUrl(id, '20260230', '20260301'), 'start'],
          [calendarUrl(id, '2026-11-01', '20261130'), 'start'],
        ] as const) {
          const res = await get(url);
          expect(res.statusCode, url).toBe(422);
          expect(res.json()).toMatchObject({
            error: 'VALIDATION_FAILED',
            errors: { [field]: expect.anything() },
          });
        }
      });
    });

    describe('ticket/lifetime', () => {
      it('spans the first and last date of slots and day capacities', async () => {
        const res = await get(`de/ticket/lifetime?event=${suite.fx.events.exhibition}`);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          data: { first: suite.fx.yesterday, last: suite.fx.dayOnlyDay },
        });
      });

      it("falls back to the event's start and end, and is open without them", async () => {
        expect((await get(`de/ticket/lifetime?event=${suite.fx.events.evening}`)).json()).toEqual({
          data: { first: suite.fx.today, last: suite.fx.today },
        });
        expect((await get(`de/ticket/lifetime?event=${suite.fx.events.undated}`)).json()).toEqual({
          data: { first: null, last: null },
        });
      });

      it('answers 404 for an unknown, inactive or ended event and 422 without a valid id', async () => {
        for (const id of [999_999, suite.fx.events.inactive, suite.fx.events.ended]) {
          expect((await get(`de/ticket/lifetime?event=${id}`)).statusCode).toBe(404);
        }
        for (const query of ['', '?event=abc', '?event=-1', '?event=1.5']) {
          const res = await get(`de/ticket/lifetime${query}`);
          expect(res.statusCode, query).toBe(422);
          expect(res.json()).toMatchObject({ errors: { event: expect.anything() } });
        }
      });
    });
  },
);

import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../testing/databases';
import { useTourSuite } from './tours-suite.fixtures';

describe.each(testDatabaseKinds())('guided-tour catalog on $name', ({ open }) => {
  const suite = useTourSuite(open);
  const { get, data } = suite;

  describe('tour/select/event', () => {
    it('lists the active tours by sequence with everything but the schedule', async () => {
      const list = (await data('/api/en/tour/select/event')) as { id: number }[];
      expect(list.map((tour) => tour.id)).toEqual([
        suite.fx.tours.architecture,
        suite.fx.tours.highlights,
      ]);
      expect(list[1]).toEqual({
        id: suite.fx.tours.highlights,
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
        priceList: [{ id: suite.fx.prices.fee, name: 'Tour fee', price: 300, vat_value: 19 }],
        tickets: [
          { id: suite.fx.tickets.adult, name: 'Adult', price: 1200, vat_value: 7, sequence_no: 1 },
          {
            id: suite.fx.tickets.family,
            name: 'Family',
            price: 2500,
            vat_value: 7,
            sequence_no: 2,
            subtickets: [
              { id: suite.fx.tickets.child, name: 'Child', price: 500 },
              { id: suite.fx.tickets.companion, name: 'Companion', price: 800 },
            ],
          },
        ],
        schedule: {},
        custom_groups: [{ id: suite.fx.categories.collection }],
        questions: [
          {
            id: suite.fx.questions.radio,
            question: 'Wheelchair?',
            type: 'radio',
            mandatory: 1,
            sequence_no: 1,
            answers: [
              { id: suite.fx.options.radioYes, answer: 'Yes' },
              { id: suite.fx.options.radioNo, answer: 'No' },
            ],
          },
          {
            id: suite.fx.questions.select,
            question: 'Focus',
            type: 'select',
            mandatory: 0,
            sequence_no: 2,
            answers: [
              { id: suite.fx.options.selectA, answer: 'Painting' },
              { id: suite.fx.options.selectB, answer: 'Sculpture' },
            ],
          },
          {
            id: suite.fx.questions.checkbox,
            question: 'Interests',
            type: 'checkbox',
            mandatory: 0,
            sequence_no: 3,
            answers: [{ id: suite.fx.options.check, answer: 'Fotografie' }],
          },
          {
            id: suite.fx.questions.text,
            question: 'Group name',
            type: 'text',
            mandatory: 1,
            sequence_no: 4,
            answers: [],
          },
          {
            id: suite.fx.questions.textarea,
            question: 'Remarks',
            type: 'textarea',
            mandatory: 0,
            sequence_no: 5,
            answers: [],
          },
          {
            id: suite.fx.questions.number,
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
        // The museum has the waiting list on (the default) and the tour has not switched it off.
        waiting_list: true,
      });
    });

    it('describes a complete-tour booking tour with its price list and default-language texts', async () => {
      const list = (await data('/api/en/tour/select/event')) as Record<string, unknown>[];
      expect(list[0]).toEqual({
        id: suite.fx.tours.architecture,
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
          { id: suite.fx.prices.group, name: 'Group', price: 9000, vat_value: 19 },
          {
            id: suite.fx.prices.groupForeign,
            name: 'Group, other language',
            price: 11000,
            vat_value: 19,
          },
        ],
        tickets: [
          {
            id: suite.fx.tickets.member,
            name: 'Teilnehmende',
            price: 600,
            vat_value: 7,
            sequence_no: 1,
          },
        ],
        schedule: {},
        custom_groups: [{ id: suite.fx.categories.architecture }],
        questions: [],
        langIdentifier: 'en',
        langName: 'English',
        museumId: 1,
        venue: 'Remise',
        duration: 90,
        waiting_list: true,
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
        '2026-11-21': [suite.fx.tours.highlights],
        '2026-11-22': [suite.fx.tours.architecture, suite.fx.tours.highlights],
        '2026-11-24': [suite.fx.tours.highlights],
      });
    });

    it('keeps to the asked days and leaves out days before the first', async () => {
      expect(await data('/api/de/tour/overview?date=2026-11-22&lookahead=0')).toEqual({
        '2026-11-22': [suite.fx.tours.architecture, suite.fx.tours.highlights],
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
          { id: suite.fx.categories.architecture, name: 'Architecture', sequence_no: 1 },
          { id: suite.fx.categories.collection, name: 'Collection', sequence_no: 2 },
        ],
      });
      expect(await data('/api/it/tour/attr')).toMatchObject({
        categories: [{ name: 'Architektur' }, { name: 'Sammlung' }],
      });
    });
  });

  describe('tour (one tour and its day)', () => {
    it('answers the tour with an empty schedule when no date is asked', async () => {
      const tour = (await data(`/api/en/tour?tour=${suite.fx.tours.highlights}`)) as Record<
        string,
        unknown
      >;
      expect(tour).toMatchObject({ id: suite.fx.tours.highlights, name: 'Collection highlights' });
      expect(tour.schedule).toEqual({});
      expect(tour.tickets).toHaveLength(2);
      expect(tour.priceList).toEqual([
        { id: suite.fx.prices.fee, name: 'Tour fee', price: 300, vat_value: 19 },
      ]);
    });

    it("gives the day's start times with the parallel tours still bookable, without past slots", async () => {
      const fee = [{ id: suite.fx.prices.fee, name: 'Tour fee', price: 300, vat_value: 19 }];
      const today = (await data(
        `/api/en/tour?tour=${suite.fx.tours.highlights}&date=2026-11-21`,
      )) as {
        schedule: unknown;
      };
      expect(today.schedule).toEqual({ '14:00': { tours: 1, priceList: fee } });
      const tomorrow = (await data(
        `/api/en/tour?tour=${suite.fx.tours.highlights}&date=2026-11-22`,
      )) as {
        schedule: unknown;
      };
      expect(tomorrow.schedule).toEqual({
        '11:00': { tours: 1, priceList: fee },
        '15:00': { tours: 1, priceList: fee },
      });
    });

    it('counts sold whole tours and keeps to the tour lifetime', async () => {
      const group = (await data(
        `/api/en/tour?tour=${suite.fx.tours.architecture}&date=2026-11-22`,
      )) as {
        schedule: Record<string, { tours: number; priceList: { id: number }[] }>;
      };
      expect(Object.keys(group.schedule)).toEqual(['10:00', '14:00']);
      expect(group.schedule['10:00']?.tours).toBe(1);
      expect(group.schedule['14:00']?.tours).toBe(3);
      expect(group.schedule['10:00']?.priceList.map((price) => price.id)).toEqual([
        suite.fx.prices.group,
        suite.fx.prices.groupForeign,
      ]);
      const beforeFirst = (await data(
        `/api/en/tour?tour=${suite.fx.tours.architecture}&date=2026-11-21`,
      )) as { schedule: unknown };
      expect(beforeFirst.schedule).toEqual({});
    });

    it('answers 404 for an unknown or inactive tour', async () => {
      for (const id of [999_999, suite.fx.tours.inactive]) {
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
      const date = await get(`/api/de/tour?tour=${suite.fx.tours.highlights}&date=21.11.2026`);
      expect(date.status).toBe(422);
      expect(date.body.errors).toHaveProperty('date');
    });
  });
});

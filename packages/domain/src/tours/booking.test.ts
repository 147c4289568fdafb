import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  tourTicketsAvailability,
  validateTourBooking,
  validateTourBookingAll,
  capacitySaidOnce,
  type TourBookingInput,
} from './booking';
import type { Tour, TourForm, TourQuestion } from './types';

const adult = { id: 1, price: 900 };
const publicTour: Tour = {
  max_participants: 20,
  single_ticketing: 1,
  book_complete_tour: 0,
  booking_without_tickets: 0,
  tickets: [adult],
  priceList: [{ id: 7, price: 300 }],
};
const groupTour: Tour = {
  max_participants: 10,
  single_ticketing: 0,
  book_complete_tour: 1,
  booking_without_tickets: 0,
  tickets: [adult],
  priceList: [{ id: 8, price: 9000 }],
};
const slot = { available: 10, tours: 2 };

function form(
  tickets: number,
  tours: number,
  priceId = 7,
  extra: Partial<TourForm> = {},
): TourForm {
  return {
    date: '2025-05-01',
    time: '10:00',
    tickets: [{ id: 1, count: tickets }],
    tours: [{ id: priceId, count: tours }],
    ...extra,
  };
}

function check(input: Partial<TourBookingInput> & { form: TourForm }) {
  return validateTourBooking({ tour: publicTour, slot, ...input });
}

describe('validateTourBooking: a valid booking', () => {
  it('gives the totals and participants of a public-tour booking', () => {
    expect(check({ form: form(3, 3) })).toEqual({
      ok: true,
      value: { ticketCount: 3, tourCount: 3, totalPrice: 3 * 900 + 3 * 300, participants: 3 },
    });
  });

  it('counts the participants of a tour without a price list from its tickets', () => {
    const tour = { ...publicTour, priceList: [] };
    expect(check({ tour, form: form(4, 0) })).toEqual({
      ok: true,
      value: { ticketCount: 4, tourCount: 0, totalPrice: 3600, participants: 4 },
    });
  });

  it('books whole tours with their group tickets', () => {
    expect(check({ tour: groupTour, form: form(8, 1, 8) })).toEqual({
      ok: true,
      value: { ticketCount: 8, tourCount: 1, totalPrice: 8 * 900 + 9000, participants: 8 },
    });
  });
});

describe('validateTourBooking: date, time and selection', () => {
  it('needs a date first', () => {
    expect(check({ form: form(0, 0, 7, { date: null, time: null }) })).toEqual({
      ok: false,
      code: 'TOUR_DATE_REQUIRED',
    });
  });

  it('needs a time', () => {
    expect(check({ form: form(3, 3, 7, { time: '' }) })).toEqual({
      ok: false,
      code: 'TOUR_TIME_REQUIRED',
    });
  });

  it('needs the time to be an offered slot', () => {
    expect(check({ slot: null, form: form(3, 3) })).toEqual({
      ok: false,
      code: 'TOUR_TIME_REQUIRED',
    });
  });

  it('refuses a booking with nothing selected', () => {
    expect(check({ form: form(0, 0) })).toEqual({ ok: false, code: 'TOUR_NO_SELECTION' });
    expect(check({ form: { date: '2025-05-01', time: '10:00' } })).toEqual({
      ok: false,
      code: 'TOUR_NO_SELECTION',
    });
  });
});

describe('validateTourBooking: tickets and participants', () => {
  it('refuses more tickets than participants', () => {
    expect(check({ form: form(4, 3) })).toEqual({
      ok: false,
      code: 'TOUR_MORE_TICKETS_THAN_PARTICIPANTS',
      params: { tickets: 4, participants: 3 },
    });
  });

  it('refuses tickets without participant places when the tour has a price list', () => {
    expect(check({ form: form(3, 0) })).toEqual({
      ok: false,
      code: 'TOUR_MORE_TICKETS_THAN_PARTICIPANTS',
      params: { tickets: 3, participants: 0 },
    });
  });

  it('refuses fewer tickets than participants', () => {
    expect(check({ form: form(2, 3) })).toEqual({
      ok: false,
      code: 'TOUR_FEWER_TICKETS_THAN_PARTICIPANTS',
      params: { tickets: 2, participants: 3 },
    });
  });

  it('books without tickets when the tour allows it, but matches any tickets given', () => {
    const tour = { ...publicTour, booking_without_tickets: 1 as const };
    expect(check({ tour, form: form(0, 3) })).toEqual({
      ok: true,
      value: { ticketCount: 0, tourCount: 3, totalPrice: 900, participants: 3 },
    });
    expect(check({ tour, form: form(2, 3) })).toEqual({
      ok: false,
      code: 'TOUR_FEWER_TICKETS_THAN_PARTICIPANTS',
      params: { tickets: 2, participants: 3 },
    });
  });

  it('counts a family ticket as one ticket against the participants', () => {
    const family = { id: 2, price: 2000, subtickets: [{ id: 21, price: 500 }] };
    const tour = { ...publicTour, tickets: [adult, family] };
    const booking = form(1, 2, 7, {
      tickets: [
        { id: 1, count: 1 },
        { id: 2, count: 1, subtickets: [{ id: 21, count: 3 }] },
      ],
    });
    expect(check({ tour, form: booking })).toEqual({
      ok: true,
      value: {
        ticketCount: 2,
        tourCount: 2,
        totalPrice: 900 + 2000 + 3 * 500 + 2 * 300,
        participants: 2,
      },
    });
  });
});

describe('validateTourBooking: minimum group size', () => {
  it('refuses a booking below the minimum group size', () => {
    expect(check({ tour: { ...publicTour, min_participants: 5 }, form: form(3, 3) })).toEqual({
      ok: false,
      code: 'TOUR_MIN_GROUP_SIZE',
      params: { min: 5 },
    });
  });

  it('accepts a booking at the minimum group size', () => {
    const result = check({ tour: { ...publicTour, min_participants: 5 }, form: form(5, 5) });
    expect(result.ok).toBe(true);
  });

  it('applies the minimum to each whole tour booked', () => {
    const tour = { ...groupTour, min_participants: 6, max_participants: 20 };
    expect(check({ tour, slot: { available: 40, tours: 2 }, form: form(10, 2, 8) })).toEqual({
      ok: false,
      code: 'TOUR_MIN_GROUP_SIZE',
      params: { min: 12 },
    });
  });

  it('needs at least one ticket for a whole tour that books with tickets', () => {
    expect(check({ tour: groupTour, form: form(0, 1, 8) })).toEqual({
      ok: false,
      code: 'TOUR_MIN_GROUP_SIZE',
      params: { min: 1 },
    });
  });

  it('books a whole tour without tickets when the tour allows it', () => {
    const tour = { ...groupTour, booking_without_tickets: true, min_participants: 8 };
    expect(check({ tour, form: form(0, 1, 8) })).toEqual({
      ok: true,
      value: { ticketCount: 0, tourCount: 1, totalPrice: 9000, participants: 0 },
    });
  });
});

describe('validateTourBooking: limits', () => {
  it('limits participants to max participants when the slot has more room', () => {
    const tour = { ...publicTour, max_participants: 8 };
    expect(check({ tour, form: form(9, 9) })).toEqual({
      ok: false,
      code: 'TOUR_PARTICIPANTS_LIMIT_EXCEEDED',
      params: { requested: 9, available: 8 },
    });
  });

  it('limits participants to the remaining tickets when fewer than max participants', () => {
    expect(check({ form: form(11, 11) })).toEqual({
      ok: false,
      code: 'TOUR_PARTICIPANTS_LIMIT_EXCEEDED',
      params: { requested: 11, available: 10 },
    });
  });

  it('lets single ticketing with complete-tour booking go past max participants up to the remaining tickets', () => {
    const tour = { ...publicTour, max_participants: 5, book_complete_tour: 1 as const };
    expect(check({ tour, form: form(9, 9) }).ok).toBe(true);
    expect(check({ tour, form: form(12, 12) })).toEqual({
      ok: false,
      code: 'TOUR_PARTICIPANTS_LIMIT_EXCEEDED',
      params: { requested: 12, available: 10 },
    });
  });

  it("limits whole tours to the schedule's tours", () => {
    expect(
      check({ tour: groupTour, slot: { available: 50, tours: 2 }, form: form(20, 3, 8) }),
    ).toEqual({
      ok: false,
      code: 'TOUR_PARTICIPANTS_LIMIT_EXCEEDED',
      params: { requested: 3, available: 2 },
    });
  });

  it('caps tickets at max participants times the tours booked', () => {
    expect(
      check({ tour: groupTour, slot: { available: 50, tours: 2 }, form: form(12, 1, 8) }),
    ).toEqual({
      ok: false,
      code: 'TOUR_TICKETS_LIMIT_EXCEEDED',
      params: { requested: 12, available: 10 },
    });
    expect(
      check({ tour: groupTour, slot: { available: 50, tours: 2 }, form: form(20, 2, 8) }).ok,
    ).toBe(true);
  });

  it('refuses more tickets than the slot has left', () => {
    const tour = { ...groupTour, max_participants: 30 };
    expect(check({ tour, slot: { available: 20, tours: 1 }, form: form(25, 1, 8) })).toEqual({
      ok: false,
      code: 'TOUR_OVERBOOKED_TICKETS',
      params: { requested: 25, available: 20 },
    });
  });
});

describe('validateTourBooking: mandatory answers', () => {
  const questions: TourQuestion[] = [
    { id: 3, type: 'text', mandatory: 1 },
    { id: 4, type: 'text', mandatory: 0 },
  ];

  it('asks for every mandatory answer', () => {
    expect(check({ questions, form: form(3, 3) })).toEqual({
      ok: false,
      code: 'TOUR_MANDATORY_ANSWERS_MISSING',
    });
  });

  it('accepts a booking whose mandatory questions are answered', () => {
    const answers = { '3': { qId: 3, type: 'text' as const, value: 'School class 4b' } };
    expect(check({ questions, form: form(3, 3, 7, { answers }) }).ok).toBe(true);
  });
});

describe('validateTourBookingAll', () => {
  it('lists every failure in the documented order', () => {
    const questions: TourQuestion[] = [{ id: 3, type: 'number', mandatory: true }];
    expect(
      validateTourBookingAll({
        tour: { ...publicTour, min_participants: 2 },
        slot: null,
        form: { date: '', time: null },
        questions,
      }).map((failure) => failure.code),
    ).toEqual([
      'TOUR_DATE_REQUIRED',
      'TOUR_TIME_REQUIRED',
      'TOUR_NO_SELECTION',
      'TOUR_MIN_GROUP_SIZE',
      'TOUR_MANDATORY_ANSWERS_MISSING',
    ]);
  });

  it('reports overbooking of both tickets and participants', () => {
    const tour = { ...groupTour, max_participants: 30 };
    expect(
      validateTourBookingAll({ tour, slot: { available: 20, tours: 1 }, form: form(25, 1, 8) }),
    ).toEqual([
      { ok: false, code: 'TOUR_OVERBOOKED_TICKETS', params: { requested: 25, available: 20 } },
      { ok: false, code: 'TOUR_OVERBOOKED_PARTICIPANTS', params: { requested: 25, available: 20 } },
    ]);
  });

  it('reports participants beyond the slot when a booking needs no tickets', () => {
    const tour = { ...publicTour, booking_without_tickets: 1 as const, max_participants: 30 };
    expect(
      validateTourBookingAll({ tour, slot: { available: 4, tours: 1 }, form: form(0, 6) }).map(
        (failure) => failure.code,
      ),
    ).toEqual(['TOUR_PARTICIPANTS_LIMIT_EXCEEDED', 'TOUR_OVERBOOKED_PARTICIPANTS']);
  });

  it('is empty for a valid booking', () => {
    expect(validateTourBookingAll({ tour: publicTour, slot, form: form(2, 2) })).toEqual([]);
  });

  it('starts with the failure validateTourBooking reports, and a valid booking never oversells', () => {
    const flag = fc.constantFrom<0 | 1>(0, 1);
    fc.assert(
      fc.property(
        fc.record({
          single: flag,
          complete: flag,
          without: flag,
          max: fc.nat(30),
          min: fc.nat(10),
          available: fc.nat(40),
          tours: fc.nat(4),
          tickets: fc.nat(40),
          places: fc.nat(40),
        }),
        (c) => {
          const input: TourBookingInput = {
            tour: {
              ...publicTour,
              single_ticketing: c.single,
              book_complete_tour: c.complete,
              booking_without_tickets: c.without,
              max_participants: c.max,
              min_participants: c.min,
            },
            slot: { available: c.available, tours: c.tours },
            form: form(c.tickets, c.places),
          };
          const all = validateTourBookingAll(input);
          const result = validateTourBooking(input);
          if (result.ok) {
            expect(all).toEqual([]);
            expect(result.value.ticketCount).toBeLessThanOrEqual(c.available);
            expect(result.value.participants).toBeLessThanOrEqual(c.available);
          } else {
            expect(result).toEqual(all[0]);
          }
        },
      ),
    );
  });
});

describe('tourTicketsAvailability', () => {
  it('reports a tour that needs tickets but offers none', () => {
    expect(tourTicketsAvailability({ tickets: [] })).toEqual({
      ok: false,
      code: 'TOUR_NO_TICKETS',
    });
    expect(tourTicketsAvailability({ booking_without_tickets: 0 })).toEqual({
      ok: false,
      code: 'TOUR_NO_TICKETS',
    });
  });

  it('lets a tour that books without tickets or offers tickets be booked', () => {
    expect(tourTicketsAvailability({ tickets: [], booking_without_tickets: 1 })).toEqual({
      ok: true,
      value: true,
    });
    expect(tourTicketsAvailability({ tickets: [adult] })).toEqual({ ok: true, value: true });
  });
});

describe('capacitySaidOnce', () => {
  it('says one request over capacity once, by the limit that binds', () => {
    const tour = { ...publicTour, max_participants: 20 };
    const fewer = capacitySaidOnce([
      {
        ok: false,
        code: 'TOUR_PARTICIPANTS_LIMIT_EXCEEDED',
        params: { requested: 30, available: 20 },
      },
      { ok: false, code: 'TOUR_OVERBOOKED_TICKETS', params: { requested: 30, available: 12 } },
    ]);
    expect(fewer.map((failure) => failure.code)).toEqual(['TOUR_OVERBOOKED_TICKETS']);
    const all = validateTourBookingAll({
      tour,
      slot: { available: 12, tours: 1 },
      form: form(30, 30),
      questions: [{ id: 3, type: 'number', mandatory: true }],
    });
    expect(all.map((failure) => failure.code)).toEqual([
      'TOUR_PARTICIPANTS_LIMIT_EXCEEDED',
      'TOUR_OVERBOOKED_TICKETS',
      'TOUR_OVERBOOKED_PARTICIPANTS',
      'TOUR_MANDATORY_ANSWERS_MISSING',
    ]);
    expect(capacitySaidOnce(all)).toEqual([
      {
        ok: false,
        code: 'TOUR_PARTICIPANTS_LIMIT_EXCEEDED',
        params: { requested: 30, available: 12 },
      },
      { ok: false, code: 'TOUR_MANDATORY_ANSWERS_MISSING' },
    ]);
  });

  it('leaves other failures and a single capacity failure as they are', () => {
    const failures = validateTourBookingAll({
      tour: publicTour,
      slot: null,
      form: { date: '', time: null },
    });
    expect(capacitySaidOnce(failures)).toEqual(failures);
  });
});

import { describe, expect, it } from 'vitest';
import {
  nextAvailableDate,
  nextFewDaysFlags,
  tourBookability,
  tourCalendarRange,
  tourDayAvailability,
} from './calendar';

describe('nextFewDaysFlags', () => {
  it('sets a flag for each of the next days that has tours', () => {
    const toursPerDate = { '2025-05-30': [1], '2025-06-01': [2, 3], '2025-06-02': [] };
    expect(nextFewDaysFlags(toursPerDate, '2025-05-30')).toEqual({
      today: true,
      tomorrow: false,
      inTwoDays: true,
      inThreeDays: false,
      inFourDays: false,
    });
  });

  it("checks the fourth day on its own date, not the third day's", () => {
    expect(nextFewDaysFlags({ '2025-06-03': [4] }, '2025-05-30')).toMatchObject({
      inThreeDays: false,
      inFourDays: true,
    });
    expect(nextFewDaysFlags({ '2025-06-02': [4] }, '2025-05-30')).toMatchObject({
      inThreeDays: true,
      inFourDays: false,
    });
  });
});

describe('nextAvailableDate', () => {
  const calendar = {
    '2025-05-20': [{ time: '10:00', available: 3 }],
    '2025-05-02': [{ time: '10:00', available: 0 }],
    '2025-05-09': [
      { time: '10:00', available: 0 },
      { time: '14:00', available: 2 },
    ],
    '2025-05-05': [],
  };

  it('finds the first date on or after the given one with tickets left', () => {
    expect(nextAvailableDate(calendar, '2025-05-01')).toBe('2025-05-09');
    expect(nextAvailableDate(calendar, '2025-05-09')).toBe('2025-05-09');
    expect(nextAvailableDate(calendar, '2025-05-10')).toBe('2025-05-20');
  });

  it('finds nothing after the last available date', () => {
    expect(nextAvailableDate(calendar, '2025-05-21')).toBeNull();
  });
});

describe('tourDayAvailability', () => {
  const calendar = {
    '2025-05-02': [{ time: '10:00', available: 0 }],
    '2025-05-09': [
      { time: '10:00', available: 0 },
      { time: '14:00', available: 2 },
    ],
  };

  it("gives all of an available date's slots, sold-out ones included", () => {
    expect(tourDayAvailability(calendar, '2025-05-09')).toEqual({
      ok: true,
      value: calendar['2025-05-09'],
    });
  });

  it('offers the next available date for a date without tours', () => {
    expect(tourDayAvailability(calendar, '2025-05-03')).toEqual({
      ok: false,
      code: 'TOUR_UNAVAILABLE_ON_DATE',
      params: { next: '2025-05-09' },
    });
  });

  it('offers the next available date for a sold-out date', () => {
    expect(tourDayAvailability(calendar, '2025-05-02')).toEqual({
      ok: false,
      code: 'TOUR_UNAVAILABLE_ON_DATE',
      params: { next: '2025-05-09' },
    });
  });

  it('offers no date when none follows', () => {
    expect(tourDayAvailability(calendar, '2025-05-10')).toEqual({
      ok: false,
      code: 'TOUR_UNAVAILABLE_ON_DATE',
    });
    expect(tourDayAvailability({}, '2025-05-10')).toEqual({
      ok: false,
      code: 'TOUR_UNAVAILABLE_ON_DATE',
    });
  });

  it('reports the tour sold out when no date of the calendar has tickets', () => {
    expect(
      tourDayAvailability({ '2025-05-02': [{ time: '10:00', available: 0 }] }, '2025-05-02'),
    ).toEqual({ ok: false, code: 'TOUR_SOLD_OUT' });
  });
});

describe('tourBookability', () => {
  it('opens the calendar from today or the first date, whichever is later, to the last date', () => {
    expect(tourBookability({ first: '2025-01-01', last: '2025-12-31' }, '2025-05-01')).toEqual({
      ok: true,
      value: { first: '2025-05-01', last: '2025-12-31' },
    });
    expect(tourBookability({ first: '2025-06-01', last: '2025-12-31' }, '2025-05-01')).toEqual({
      ok: true,
      value: { first: '2025-06-01', last: '2025-12-31' },
    });
    expect(tourBookability({ last: '2025-05-01' }, '2025-05-01')).toEqual({
      ok: true,
      value: { first: '2025-05-01', last: '2025-05-01' },
    });
  });

  it('reports a tour without bookable dates as not bookable', () => {
    const notBookable = { ok: false, code: 'TOUR_NOT_BOOKABLE' };
    expect(tourBookability(null, '2025-05-01')).toEqual(notBookable);
    expect(tourBookability({ first: '2025-01-01', last: null }, '2025-05-01')).toEqual(notBookable);
    expect(tourBookability({ first: '2025-01-01', last: '2025-04-30' }, '2025-05-01')).toEqual(
      notBookable,
    );
    expect(tourBookability({ first: '2025-09-01', last: '2025-08-31' }, '2025-05-01')).toEqual(
      notBookable,
    );
  });
});

describe('tourCalendarRange', () => {
  it('fetches one month as YYYYMMDD;YYYYMMDD', () => {
    expect(tourCalendarRange('2025-05-17')).toBe('20250501;20250531');
    expect(tourCalendarRange('2024-02-01')).toBe('20240201;20240229');
  });
});

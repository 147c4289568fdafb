import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  compactDate,
  firstDayOfMonth,
  isIsoDate,
  lastDayOfMonth,
  venueDateTime,
  venueMinute,
  venueToday,
} from './dates';

const isoDate = fc
  .date({
    min: new Date(Date.UTC(1970, 0, 1)),
    max: new Date(Date.UTC(2199, 11, 31)),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));

describe('isIsoDate', () => {
  it('accepts real calendar dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-12-31')).toBe(true);
  });

  it('refuses impossible or malformed dates', () => {
    for (const value of ['2023-02-29', '2025-13-01', '2025-04-31', '2025-4-1', '20250401', '']) {
      expect(isIsoDate(value)).toBe(false);
    }
  });
});

describe('addDays', () => {
  it('moves across month and year ends', () => {
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });

  it('does not skip or repeat a day on daylight-saving changes', () => {
    expect(addDays('2025-03-29', 1)).toBe('2025-03-30');
    expect(addDays('2025-03-30', 1)).toBe('2025-03-31');
    expect(addDays('2025-10-26', 1)).toBe('2025-10-27');
  });

  it('undoes itself when going back the same number of days', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: -800, max: 800 }), (date, days) => {
        expect(addDays(addDays(date, days), -days)).toBe(date);
      }),
    );
  });

  it('throws for a malformed date, which is a bug in the caller', () => {
    expect(() => addDays('2025-02-30', 1)).toThrow(RangeError);
  });
});

describe('month helpers', () => {
  it('finds the first and last day of the month and of later months', () => {
    expect(firstDayOfMonth('2025-05-17')).toBe('2025-05-01');
    expect(lastDayOfMonth('2025-05-17')).toBe('2025-05-31');
    expect(lastDayOfMonth('2024-01-31', 1)).toBe('2024-02-29');
    expect(firstDayOfMonth('2025-12-10', 1)).toBe('2026-01-01');
    expect(lastDayOfMonth('2025-12-10', 1)).toBe('2026-01-31');
  });

  it('writes dates compactly for calendar URLs', () => {
    expect(compactDate('2025-05-01')).toBe('20250501');
    expect(() => compactDate('May 1st')).toThrow(RangeError);
  });
});

describe('venue time', () => {
  const instant = new Date('2025-06-30T22:30:15Z');

  it('gives the wall-clock time of the venue, not of the machine', () => {
    expect(venueDateTime(instant, 'Europe/Berlin')).toBe('2025-07-01T00:30:15');
    expect(venueDateTime(instant, 'UTC')).toBe('2025-06-30T22:30:15');
    expect(venueDateTime(instant, 'America/New_York')).toBe('2025-06-30T18:30:15');
  });

  it("gives the venue's wall clock to the minute", () => {
    expect(venueMinute(instant, 'Europe/Berlin')).toBe('2025-07-01T00:30');
    expect(venueMinute(instant, 'UTC')).toBe('2025-06-30T22:30');
  });

  it("gives the venue's date as today", () => {
    expect(venueToday(instant, 'Europe/Berlin')).toBe('2025-07-01');
    expect(venueToday(instant, 'UTC')).toBe('2025-06-30');
  });

  it('writes midnight as hour 00', () => {
    expect(venueDateTime(new Date('2025-01-01T23:00:00Z'), 'Europe/Berlin')).toBe(
      '2025-01-02T00:00:00',
    );
  });
});

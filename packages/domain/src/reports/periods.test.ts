import { describe, expect, it } from 'vitest';
import {
  daysInRange,
  isoWeek,
  periodOf,
  periodStart,
  periodsBetween,
  venueDayStart,
} from './periods';

const BERLIN = 'Europe/Berlin';

describe('report periods in the museum time zone', () => {
  it('puts a sale just after local midnight on the local day, week and month', () => {
    // 23:30 UTC on Sunday 31 May 2026 is 01:30 on Monday 1 June in Berlin (UTC+2).
    const at = new Date('2026-05-31T23:30:00Z');
    expect(periodOf(at, 'day', BERLIN)).toBe('2026-06-01');
    expect(periodOf(at, 'week', BERLIN)).toBe('2026-06-01');
    expect(periodOf(at, 'month', BERLIN)).toBe('2026-06-01');
    expect(periodOf(at, 'day', 'UTC')).toBe('2026-05-31');
    expect(periodOf(at, 'week', 'UTC')).toBe('2026-05-25');
    expect(periodOf(at, 'month', 'UTC')).toBe('2026-05-01');
  });

  it('starts weeks on Monday and months on the first', () => {
    expect(periodStart('2026-11-22', 'week')).toBe('2026-11-16'); // a Sunday
    expect(periodStart('2026-11-16', 'week')).toBe('2026-11-16');
    expect(periodStart('2027-01-01', 'week')).toBe('2026-12-28');
    expect(periodStart('2026-02-28', 'month')).toBe('2026-02-01');
  });

  it('lists every period that touches a range, also across a year end', () => {
    expect(periodsBetween('2026-12-30', '2027-01-02', 'day')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(periodsBetween('2026-12-30', '2027-01-12', 'week')).toEqual([
      '2026-12-28',
      '2027-01-04',
      '2027-01-11',
    ]);
    expect(periodsBetween('2026-11-15', '2027-02-01', 'month')).toEqual([
      '2026-11-01',
      '2026-12-01',
      '2027-01-01',
      '2027-02-01',
    ]);
  });

  it('numbers ISO weeks (the week with the year’s first Thursday is week 1)', () => {
    expect(isoWeek('2026-11-16')).toEqual({ year: 2026, week: 47 });
    expect(isoWeek('2026-12-28')).toEqual({ year: 2026, week: 53 });
    expect(isoWeek('2027-01-04')).toEqual({ year: 2027, week: 1 });
    expect(isoWeek('2024-12-30')).toEqual({ year: 2025, week: 1 });
  });

  it('finds the instant a local day starts, in winter, summer and on clock-change days', () => {
    expect(venueDayStart('2026-11-21', BERLIN).toISOString()).toBe('2026-11-20T23:00:00.000Z');
    expect(venueDayStart('2026-06-01', BERLIN).toISOString()).toBe('2026-05-31T22:00:00.000Z');
    expect(venueDayStart('2026-03-29', BERLIN).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(venueDayStart('2026-03-30', BERLIN).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(venueDayStart('2026-10-25', BERLIN).toISOString()).toBe('2026-10-24T22:00:00.000Z');
    // Santiago de Chile skips local midnight when summer time starts (6 September 2026).
    expect(venueDayStart('2026-09-06', 'America/Santiago').toISOString()).toBe(
      '2026-09-06T04:00:00.000Z',
    );
    expect(daysInRange('2026-03-01', '2026-03-31')).toBe(31);
  });
});

import { describe, expect, it } from 'vitest';
import { dayAvailability, eventAvailability, ticketCalendarRange } from './availability';

const expired = { ok: false, code: 'EVENT_EXPIRED' };
const open = { ok: true, value: true };

describe('eventAvailability', () => {
  const berlin = 'Europe/Berlin';
  // 18:30:00 in Berlin (summer time, UTC+2)
  const now = new Date('2025-06-30T16:30:00Z');

  it('expires an event whose end has passed in the venue time zone', () => {
    expect(eventAvailability({ end: '2025-06-30T18:00' }, now, berlin)).toEqual(expired);
    expect(eventAvailability({ end: '2025-06-29 23:59:59' }, now, berlin)).toEqual(expired);
  });

  it('keeps an event open until its end', () => {
    expect(eventAvailability({ end: '2025-06-30T19:00' }, now, berlin)).toEqual(open);
    expect(eventAvailability({ end: '2025-06-30 18:30:00' }, now, berlin)).toEqual(open);
  });

  it('does not depend on the time zone of the machine', () => {
    expect(eventAvailability({ end: '2025-06-30T17:00' }, now, 'UTC')).toEqual(open);
    expect(eventAvailability({ end: '2025-06-30T17:00' }, now, berlin)).toEqual(expired);
  });

  it('keeps an event ending on a bare date open for that whole day', () => {
    expect(eventAvailability({ end: '2025-06-30' }, now, berlin)).toEqual(open);
    expect(eventAvailability({ end: '2025-06-29' }, now, berlin)).toEqual(expired);
  });

  it('compares an end with an explicit offset as an instant', () => {
    expect(eventAvailability({ end: '2025-06-30T16:00:00Z' }, now, 'UTC')).toEqual(expired);
    expect(eventAvailability({ end: '2025-06-30T19:00:00+02:00' }, now, 'UTC')).toEqual(open);
  });

  it('never expires an event without a readable end', () => {
    expect(eventAvailability({}, now, berlin)).toEqual(open);
    expect(eventAvailability({ end: null }, now, berlin)).toEqual(open);
    expect(eventAvailability({ end: 'soon' }, now, berlin)).toEqual(open);
    expect(eventAvailability({ end: '2025-02-30' }, now, berlin)).toEqual(open);
  });
});

describe('dayAvailability', () => {
  const calendar = { '2025-05-01': 12, '2025-05-02': 0 };

  it('reports a date missing from the calendar as unavailable', () => {
    expect(dayAvailability(calendar, '2025-05-03')).toEqual({ ok: false, code: 'DAY_UNAVAILABLE' });
  });

  it('reports a date with 0 tickets as sold out', () => {
    expect(dayAvailability(calendar, '2025-05-02')).toEqual({ ok: false, code: 'DAY_SOLD_OUT' });
  });

  it('gives the tickets available on an open date', () => {
    expect(dayAvailability(calendar, '2025-05-01')).toEqual({ ok: true, value: 12 });
  });

  it('does not mistake inherited object keys for dates', () => {
    expect(dayAvailability(calendar, 'toString')).toEqual({ ok: false, code: 'DAY_UNAVAILABLE' });
  });
});

describe('ticketCalendarRange', () => {
  it('runs from the first of the month to the last day of the next month', () => {
    expect(ticketCalendarRange('2025-05-17')).toEqual({ start: '20250501', end: '20250630' });
  });

  it('crosses the year end and leap February', () => {
    expect(ticketCalendarRange('2025-12-31')).toEqual({ start: '20251201', end: '20260131' });
    expect(ticketCalendarRange('2024-01-05')).toEqual({ start: '20240101', end: '20240229' });
  });
});

import { describe, expect, it } from 'vitest';
import { venueInstant } from './venue-instant';

describe('venueInstant', () => {
  it('reads a wall-clock time in the venue’s zone, summer and winter', () => {
    expect(venueInstant('2026-11-21 11:00:00', 'Europe/Berlin').toISOString()).toBe(
      '2026-11-21T10:00:00.000Z',
    );
    expect(venueInstant('2026-07-01T18:30', 'Europe/Berlin').toISOString()).toBe(
      '2026-07-01T16:30:00.000Z',
    );
    expect(venueInstant('2026-07-01 18:30', 'America/New_York').toISOString()).toBe(
      '2026-07-01T22:30:00.000Z',
    );
  });

  it('reads times next to a clock change with the offset in force', () => {
    // Berlin moves from +01:00 to +02:00 at 02:00 on 29 March 2026.
    expect(venueInstant('2026-03-29 01:30', 'Europe/Berlin').toISOString()).toBe(
      '2026-03-29T00:30:00.000Z',
    );
    expect(venueInstant('2026-03-29 03:30', 'Europe/Berlin').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    // 02:30 on 25 October happens twice: the first (summer time) is taken.
    expect(venueInstant('2026-10-25 02:30', 'Europe/Berlin').toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });

  it('refuses what is not a date-time', () => {
    expect(() => venueInstant('2026-11-21', 'Europe/Berlin')).toThrow(RangeError);
  });
});

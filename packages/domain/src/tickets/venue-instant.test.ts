import { describe, expect, it } from 'vitest';
import { venueDateTime } from './dates';
import { venueInstant } from './venue-instant';

describe('venueInstant', () => {
  it('reads a wall-clock time in the venue zone, summer and winter', () => {
    expect(venueInstant('2026-07-01 10:00:00', 'Europe/Berlin').toISOString()).toBe(
      '2026-07-01T08:00:00.000Z',
    );
    expect(venueInstant('2026-12-14 10:30', 'Europe/Berlin').toISOString()).toBe(
      '2026-12-14T09:30:00.000Z',
    );
    expect(venueInstant('2026-12-14 10:30:00', 'America/New_York').toISOString()).toBe(
      '2026-12-14T15:30:00.000Z',
    );
  });

  it('round-trips with venueDateTime next to daylight-saving changes', () => {
    for (const local of ['2026-03-29T01:30:00', '2026-03-29T03:30:00', '2026-10-25T03:30:00']) {
      expect(venueDateTime(venueInstant(local, 'Europe/Berlin'), 'Europe/Berlin')).toBe(local);
    }
  });

  it('moves a skipped wall-clock time forward and refuses what is no date-time', () => {
    expect(venueInstant('2026-03-29 02:30:00', 'Europe/Berlin').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    expect(() => venueInstant('14.12.2026', 'Europe/Berlin')).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { linePositions, waitingEntryState, waitingListOpen } from './staff';

const NOW = new Date('2026-12-01T10:00:00Z');

describe('waitingListOpen', () => {
  it('is open only when the museum and the event or tour both have it on', () => {
    expect(waitingListOpen(true, true)).toBe(true);
    expect(waitingListOpen(true, false)).toBe(false);
    expect(waitingListOpen(false, true)).toBe(false);
    expect(waitingListOpen(false, false)).toBe(false);
  });
});

describe('waitingEntryState', () => {
  const offered = (expiresAt: string, orderStatus: string) => ({
    status: 'offered' as const,
    offerExpiresAt: new Date(expiresAt),
    offerOrderStatus: orderStatus,
  });

  it('shows a live offer as offered, up to the instant it runs out', () => {
    expect(waitingEntryState(offered('2026-12-01T10:00:01Z', 'pending'), NOW)).toBe('offered');
    expect(waitingEntryState(offered('2026-12-01T10:00:00Z', 'pending'), NOW)).toBe('lapsed');
  });

  it('shows an offer whose order was paid as booked, even after the offer time', () => {
    expect(waitingEntryState(offered('2026-12-01T09:00:00Z', 'booked'), NOW)).toBe('booked');
    expect(waitingEntryState(offered('2026-12-01T11:00:00Z', 'paid'), NOW)).toBe('booked');
  });

  it('keeps the stored state of people waiting, lapsed or gone', () => {
    for (const status of ['waiting', 'lapsed', 'left', 'booked'] as const) {
      expect(waitingEntryState({ status, offerExpiresAt: null, offerOrderStatus: null }, NOW)).toBe(
        status,
      );
    }
  });
});

describe('linePositions', () => {
  it('numbers only the people waiting, in line order', () => {
    expect(linePositions(['offered', 'waiting', 'left', 'waiting', 'booked', 'waiting'])).toEqual([
      null,
      1,
      null,
      2,
      null,
      3,
    ]);
  });
});

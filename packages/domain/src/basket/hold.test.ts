import { describe, expect, it } from 'vitest';
import type { BasketItem } from './basket-item';
import {
  basketFingerprint,
  formatHoldTime,
  HOLD_WARNING_SECONDS,
  holdAlert,
  holdIsRunningOut,
  holdSecondsLeft,
} from './hold';

const NOW = Date.parse('2026-05-02T10:00:00.000Z');

describe('holdSecondsLeft', () => {
  it('counts whole seconds up to the expiry, rounding up', () => {
    expect(holdSecondsLeft('2026-05-02T10:20:00Z', NOW)).toBe(1200);
    expect(holdSecondsLeft('2026-05-02T10:00:00.300Z', NOW)).toBe(1);
  });

  it('never goes below 0 and reads an unreadable expiry as over', () => {
    expect(holdSecondsLeft('2026-05-02T09:59:00Z', NOW)).toBe(0);
    expect(holdSecondsLeft('not a date', NOW)).toBe(0);
    expect(holdSecondsLeft('2026-05-02T10:20:00Z', Number.NaN)).toBe(0);
  });
});

describe('formatHoldTime', () => {
  it('shows minutes and seconds with two digits', () => {
    expect(formatHoldTime(0)).toBe('00:00');
    expect(formatHoldTime(65)).toBe('01:05');
    expect(formatHoldTime(1200)).toBe('20:00');
    expect(formatHoldTime(59.9)).toBe('00:59');
  });

  it('adds hours from an hour on and reads broken input as 00:00', () => {
    expect(formatHoldTime(3600)).toBe('1:00:00');
    expect(formatHoldTime(3725)).toBe('1:02:05');
    expect(formatHoldTime(-5)).toBe('00:00');
    expect(formatHoldTime(Number.NaN)).toBe('00:00');
  });
});

describe('holdIsRunningOut', () => {
  it('warns from the first threshold down', () => {
    expect(HOLD_WARNING_SECONDS).toEqual([300, 60]);
    expect(holdIsRunningOut(301)).toBe(false);
    expect(holdIsRunningOut(300)).toBe(true);
    expect(holdIsRunningOut(0)).toBe(true);
  });
});

describe('holdAlert', () => {
  it('announces the 5 and 1 minute thresholds once, when crossed', () => {
    expect(holdAlert(301, 300)).toEqual({ kind: 'warning', minutes: 5 });
    expect(holdAlert(300, 299)).toBeNull();
    expect(holdAlert(61, 60)).toEqual({ kind: 'warning', minutes: 1 });
    expect(holdAlert(1000, 999)).toBeNull();
  });

  it('names the lowest threshold when a jump crosses several', () => {
    expect(holdAlert(400, 30)).toEqual({ kind: 'warning', minutes: 1 });
  });

  it('announces the expiry once', () => {
    expect(holdAlert(1, 0)).toEqual({ kind: 'expired' });
    expect(holdAlert(null, 0)).toEqual({ kind: 'expired' });
    expect(holdAlert(0, 0)).toBeNull();
  });

  it('says nothing on the first reading while time is left', () => {
    expect(holdAlert(null, 200)).toBeNull();
    expect(holdAlert(null, 30)).toBeNull();
  });
});

describe('basketFingerprint', () => {
  const base = {
    name: 'Poster',
    price: 1500,
    totalPrice: 1500,
    count: 1,
    totalCount: 1,
    datetime: null,
    date: null,
    time: null,
  };
  const poster: BasketItem = { ...base, type: 'merchandise', id: 7 };
  const code: BasketItem = {
    ...base,
    type: 'voucherCode',
    barcode: 'GIFT-1',
    amount: 1000,
    price: -1000,
    totalPrice: -1000,
    valid_to: null,
  };

  it('is equal for the same items and differs after any change', () => {
    expect(basketFingerprint([poster, code])).toBe(basketFingerprint([{ ...poster }, { ...code }]));
    expect(basketFingerprint([poster])).not.toBe(basketFingerprint([poster, code]));
    expect(basketFingerprint([code, poster])).not.toBe(basketFingerprint([poster, code]));
    expect(basketFingerprint([{ ...poster, count: 2 }])).not.toBe(basketFingerprint([poster]));
    expect(basketFingerprint([])).toBe('[]');
  });

  it('ignores display-only fields the server does not see', () => {
    expect(basketFingerprint([{ ...poster, name: 'Renamed' }])).toBe(basketFingerprint([poster]));
  });
});

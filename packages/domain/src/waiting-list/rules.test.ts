import { describe, expect, it } from 'vitest';
import {
  offerState,
  offerUseRefusal,
  waitingCountOf,
  isOfferExpired,
  joinRefusal,
  nextOffers,
  offerExpiresAt,
  validateJoin,
} from './rules';

const line = (...wanted: number[]) => wanted.map((n, i) => ({ id: i + 1, wanted: n }));

describe('nextOffers', () => {
  it('offers the first in line when their wish fits', () => {
    expect(nextOffers(line(2, 1), 2, 20)).toEqual([{ id: 1, places: 2 }]);
  });

  it('offers several people in line order while their wishes fit', () => {
    expect(nextOffers(line(1, 2, 1, 1), 4, 20)).toEqual([
      { id: 1, places: 1 },
      { id: 2, places: 2 },
      { id: 3, places: 1 },
    ]);
  });

  it('keeps strict order: a head whose wish does not fit blocks smaller wishes behind it', () => {
    expect(nextOffers(line(3, 1, 1), 2, 20)).toEqual([]);
    expect(nextOffers(line(1, 3, 1), 2, 20)).toEqual([{ id: 1, places: 1 }]);
  });

  it('passes over a wish bigger than the whole capacity (it can never fit)', () => {
    expect(nextOffers(line(25, 2), 2, 20)).toEqual([{ id: 2, places: 2 }]);
  });

  it('offers nothing without free places or without anyone waiting', () => {
    expect(nextOffers(line(1), 0, 20)).toEqual([]);
    expect(nextOffers(line(1), -3, 20)).toEqual([]);
    expect(nextOffers([], 5, 20)).toEqual([]);
  });

  it('never offers more places than are free', () => {
    for (let free = 0; free < 12; free++) {
      const offers = nextOffers(line(1, 2, 3, 1, 4, 1), free, 20);
      expect(offers.reduce((sum, offer) => sum + offer.places, 0)).toBeLessThanOrEqual(free);
    }
  });
});

describe('validateJoin', () => {
  it('accepts a join and normalises the e-mail', () => {
    expect(validateJoin({ email: ' Anna@Museum.DE ', language: 'de', count: 2 }, 10)).toEqual({
      ok: true,
      value: { email: 'anna@museum.de', language: 'de', count: 2 },
    });
  });

  it('names every field that is wrong', () => {
    expect(validateJoin({ email: 'anna@museum', language: 'xx', count: 0 }, 10)).toEqual({
      ok: false,
      errors: {
        email: 'EMAIL_INVALID',
        language: 'FIELD_REQUIRED',
        count: 'WAITING_LIST_COUNT_INVALID',
      },
    });
    expect(validateJoin({ email: '  ', language: 'en', count: 1 }, 10)).toEqual({
      ok: false,
      errors: { email: 'FIELD_REQUIRED' },
    });
  });

  it.each([0, 11, 1.5, -1, '2', null, Number.NaN])('refuses the count %j', (count) => {
    expect(waitingCountOf(count, 10)).toEqual({
      ok: false,
      code: 'WAITING_LIST_COUNT_INVALID',
      params: { max: 10 },
    });
  });

  it('accepts the counts from 1 to the limit', () => {
    expect(waitingCountOf(1, 10)).toEqual({ ok: true, value: 1 });
    expect(waitingCountOf(10, 10)).toEqual({ ok: true, value: 10 });
  });
});

describe('joinRefusal', () => {
  it('refuses joining while the places wanted can be booked now', () => {
    expect(joinRefusal(3, 2)).toEqual({
      ok: false,
      code: 'WAITING_LIST_NOT_SOLD_OUT',
      params: { available: 3 },
    });
    expect(joinRefusal(2, 2).ok).toBe(false);
  });

  it('lets a visitor join a sold-out slot or one that cannot give their wish', () => {
    expect(joinRefusal(0, 1)).toEqual({ ok: true, value: true });
    expect(joinRefusal(1, 2)).toEqual({ ok: true, value: true });
  });
});

describe('offer expiry', () => {
  const offeredAt = new Date('2026-05-01T10:00:00Z');

  it('lasts the configured minutes', () => {
    expect(offerExpiresAt(offeredAt, 30)).toEqual(new Date('2026-05-01T10:30:00Z'));
  });

  it('has run out at its expiry instant, not before', () => {
    const expiresAt = offerExpiresAt(offeredAt, 30);
    expect(isOfferExpired(expiresAt, new Date('2026-05-01T10:29:59Z'))).toBe(false);
    expect(isOfferExpired(expiresAt, expiresAt)).toBe(true);
  });
});

describe('offer use', () => {
  const expiresAt = new Date('2026-12-05T09:30:00Z');
  const before = new Date('2026-12-05T09:29:59Z');

  it('is open while offered and not run out, run out at its instant', () => {
    expect(offerState('offered', expiresAt, before)).toBe('open');
    expect(offerState('offered', expiresAt, expiresAt)).toBe('expired');
    expect(offerState('lapsed', expiresAt, before)).toBe('expired');
  });

  it('is used once booked or given up', () => {
    expect(offerState('booked', expiresAt, before)).toBe('used');
    expect(offerState('left', expiresAt, before)).toBe('used');
  });

  it('lets a basket take 1 to the offered places', () => {
    expect(offerUseRefusal('open', 3, 1)).toEqual({ ok: true, value: true });
    expect(offerUseRefusal('open', 3, 3)).toEqual({ ok: true, value: true });
  });

  it('refuses more places than offered, or none of them, naming the offer', () => {
    expect(offerUseRefusal('open', 3, 4)).toMatchObject({
      ok: false,
      code: 'WAITING_LIST_OFFER_PLACES_INVALID',
      params: { offered: 3 },
    });
    expect(offerUseRefusal('open', 3, 0)).toMatchObject({
      code: 'WAITING_LIST_OFFER_PLACES_INVALID',
    });
  });

  it('refuses an offer that ran out or was used, whatever the basket', () => {
    expect(offerUseRefusal('expired', 3, 1)).toMatchObject({ code: 'WAITING_LIST_OFFER_GONE' });
    expect(offerUseRefusal('used', 3, 1)).toMatchObject({ code: 'WAITING_LIST_OFFER_GONE' });
  });
});

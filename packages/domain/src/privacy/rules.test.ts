import { describe, expect, it } from 'vitest';
import {
  accountDeletionRefusal,
  currentConsents,
  guestRetentionCutoff,
  invoiceBillingOnly,
  isConsentPurpose,
  isGuestDue,
} from './rules';

describe('invoiceBillingOnly', () => {
  it('keeps the name and address an invoice needs and drops everything else', () => {
    expect(
      invoiceBillingOnly({
        salutation: 'ms',
        fname: 'Erika',
        lname: 'Mustermann',
        company: '',
        email: 'erika@example.org',
        phone: '+49 30 1234',
        street: 'Heidestraße 17',
        zip: '51147',
        city: 'Köln',
        country: 'DE',
        notes: 'anything',
      }),
    ).toEqual({
      fname: 'Erika',
      lname: 'Mustermann',
      street: 'Heidestraße 17',
      zip: '51147',
      city: 'Köln',
      country: 'DE',
    });
  });

  it('keeps a company and a one-field name, and answers null for no record', () => {
    expect(invoiceBillingOnly({ company: 'ACME', name: 'A. B.', email: 'x@y.z' })).toEqual({
      company: 'ACME',
      name: 'A. B.',
    });
    expect(invoiceBillingOnly(null)).toBeNull();
    expect(invoiceBillingOnly({ fname: 3 })).toEqual({});
  });
});

describe('guest retention', () => {
  const now = new Date('2027-06-30T10:00:00Z');
  const instant = guestRetentionCutoff(now, 180);
  const cutoff = { instant, localDateTime: '2027-01-01T12:00' };

  it('counts whole days back from now', () => {
    expect(instant.toISOString()).toBe('2027-01-01T10:00:00.000Z');
    expect(guestRetentionCutoff(now, 0)).toEqual(now);
  });

  it('is due only when both the last order and the last visit lie before the cutoff', () => {
    const old = new Date('2026-12-01T00:00:00Z');
    expect(isGuestDue({ lastOrderAt: old, lastVisit: '2026-12-24T10:00' }, cutoff)).toBe(true);
    expect(isGuestDue({ lastOrderAt: old, lastVisit: null }, cutoff)).toBe(true);
    expect(isGuestDue({ lastOrderAt: null, lastVisit: null }, cutoff)).toBe(true);
    // A visit after the cutoff keeps the guest, however old the order.
    expect(isGuestDue({ lastOrderAt: old, lastVisit: '2027-01-01T12:00' }, cutoff)).toBe(false);
    expect(isGuestDue({ lastOrderAt: old, lastVisit: '2027-08-01T10:00' }, cutoff)).toBe(false);
    // A recent order keeps the guest.
    expect(isGuestDue({ lastOrderAt: instant, lastVisit: null }, cutoff)).toBe(false);
  });
});

describe('accountDeletionRefusal', () => {
  it('refuses while a visit is coming and allows it otherwise', () => {
    expect(accountDeletionRefusal(0)).toEqual({ ok: true, value: true });
    expect(accountDeletionRefusal(2)).toEqual({
      ok: false,
      code: 'ACCOUNT_HAS_COMING_VISITS',
      params: { count: 2 },
    });
  });
});

describe('consents', () => {
  it('knows the purposes', () => {
    expect(isConsentPurpose('newsletter')).toBe(true);
    expect(isConsentPurpose('marketing')).toBe(false);
  });

  it('takes the latest answer per purpose; no answer is no consent', () => {
    const records = [
      { purpose: 'newsletter' as const, granted: true, at: '2027-01-01T10:00:00.000Z', id: 1 },
      { purpose: 'newsletter' as const, granted: false, at: '2027-02-01T10:00:00.000Z', id: 2 },
      { purpose: 'newsletter' as const, granted: true, at: '2027-01-15T10:00:00.000Z', id: 3 },
    ];
    const current = currentConsents(records);
    expect(current.newsletter?.id).toBe(2);
    expect(current.analytics).toBeNull();
  });
});

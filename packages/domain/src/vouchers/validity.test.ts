import { describe, expect, it } from 'vitest';
import {
  validFromInstant,
  validToEndInstant,
  VOUCHER_UTC_OFFSET_MINUTES,
  voucherToday,
} from './validity';

const at = (iso: string) => Date.parse(iso);

describe('validFromInstant', () => {
  it('starts a date at midnight UTC+1', () => {
    expect(VOUCHER_UTC_OFFSET_MINUTES).toBe(60);
    expect(validFromInstant('2026-06-01')).toBe(at('2026-05-31T23:00:00Z'));
  });

  it('reads a date-time without zone as wall-clock time at UTC+1', () => {
    expect(validFromInstant('2026-06-01T10:30')).toBe(at('2026-06-01T09:30:00Z'));
    expect(validFromInstant('2026-06-01 10:30:15')).toBe(at('2026-06-01T09:30:15Z'));
    expect(validFromInstant('2026-06-01T10:30:15.25')).toBe(at('2026-06-01T09:30:15.250Z'));
  });

  it('keeps an explicit zone', () => {
    expect(validFromInstant('2026-06-01T10:30:00Z')).toBe(at('2026-06-01T10:30:00Z'));
    expect(validFromInstant('2026-06-01T10:30:00+02:00')).toBe(at('2026-06-01T08:30:00Z'));
    expect(validFromInstant('2026-06-01T10:30:00-0130')).toBe(at('2026-06-01T12:00:00Z'));
  });

  it('refuses text that is not a real date', () => {
    for (const text of [
      '',
      'soon',
      '2026-02-30',
      '2026-13-01',
      '2026-06-01T24:00',
      '2026-06-01T10:60',
      '2026-06-01T10:00:60',
    ]) {
      expect(validFromInstant(text)).toBeNull();
    }
  });
});

describe('validToEndInstant', () => {
  it('keeps a date valid through the end of that day at UTC+1', () => {
    expect(validToEndInstant('2026-12-31')).toBe(at('2026-12-31T23:00:00Z'));
  });

  it('keeps a date-time valid through the last unit it names', () => {
    expect(validToEndInstant('2026-12-31T18:00')).toBe(at('2026-12-31T17:01:00Z'));
    expect(validToEndInstant('2026-12-31T18:00:00')).toBe(at('2026-12-31T17:00:01Z'));
    expect(validToEndInstant('2026-12-31T18:00:00.5')).toBe(at('2026-12-31T17:00:00.501Z'));
  });

  it('refuses text that is not a real date', () => {
    expect(validToEndInstant('31.12.2026')).toBeNull();
  });
});

describe('voucherToday', () => {
  it('is the date at UTC+1, all year', () => {
    expect(voucherToday(new Date('2026-01-15T22:59:59Z'))).toBe('2026-01-15');
    expect(voucherToday(new Date('2026-01-15T23:00:00Z'))).toBe('2026-01-16');
    // Summer: Berlin is already on the next day at 22:30 UTC, UTC+1 is not.
    expect(voucherToday(new Date('2026-07-15T22:30:00Z'))).toBe('2026-07-15');
  });
});

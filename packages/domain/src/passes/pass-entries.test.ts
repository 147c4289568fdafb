import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PASS_ENTRY_RULES,
  decidePassEntry,
  maskedPassNumber,
  passValidOn,
  type BookedEntry,
  type PassForEntry,
} from './pass-entries';

const PASS: PassForEntry = {
  validFrom: '2026-12-01 00:00:00',
  validTo: '2027-11-30 23:59:59',
  cancelled: false,
};
const NO_LIMITS = { perDay: null, perWeek: null };

function decide(
  start: string,
  booked: readonly BookedEntry[] = [],
  rules: { perDay: number | null; perWeek: number | null } = NO_LIMITS,
  pass: PassForEntry | null = PASS,
  slotKey = `slot:${start}`,
) {
  return decidePassEntry({ pass, slotKey, start, booked, rules });
}

function entry(start: string): BookedEntry {
  return { slotKey: `slot:${start}`, start };
}

describe('a pass valid on a day', () => {
  it('is valid from its first through its last day, whatever the hour', () => {
    expect(passValidOn(PASS, '2026-12-01')).toBe(true);
    expect(passValidOn(PASS, '2027-11-30')).toBe(true);
    expect(passValidOn(PASS, '2026-11-30')).toBe(false);
    expect(passValidOn(PASS, '2027-12-01')).toBe(false);
  });

  it('without dates is valid every day', () => {
    expect(passValidOn({ validFrom: null, validTo: null }, '1999-01-01')).toBe(true);
  });
});

describe('booking a free entry with a pass', () => {
  it('books a slot on a day of the pass’s year', () => {
    expect(decide('2026-12-05T10:00')).toEqual({ ok: true, value: true });
  });

  it('refuses an unknown pass', () => {
    expect(decide('2026-12-05T10:00', [], NO_LIMITS, null)).toEqual({
      ok: false,
      code: 'PASS_NOT_FOUND',
    });
  });

  it('refuses a day outside the pass’s year, and a cancelled pass on any day', () => {
    expect(decide('2027-12-01T10:00')).toMatchObject({ code: 'PASS_NOT_VALID_ON_DAY' });
    expect(decide('2026-11-30T10:00')).toMatchObject({ code: 'PASS_NOT_VALID_ON_DAY' });
    expect(decide('2026-12-05T10:00', [], NO_LIMITS, { ...PASS, cancelled: true })).toMatchObject({
      code: 'PASS_NOT_VALID_ON_DAY',
    });
  });

  it('books each slot once', () => {
    expect(decide('2026-12-05T10:00', [entry('2026-12-05T10:00')])).toMatchObject({
      code: 'PASS_ALREADY_BOOKED_SLOT',
    });
    // Another slot of the same day is another slot.
    expect(decide('2026-12-05T11:00', [entry('2026-12-05T10:00')])).toMatchObject({ ok: true });
  });

  it('keeps within the museum’s limit per day', () => {
    const rules = { perDay: 2, perWeek: null };
    const one = [entry('2026-12-05T10:00')];
    const two = [...one, entry('2026-12-05T12:00')];
    expect(decide('2026-12-05T14:00', one, rules)).toMatchObject({ ok: true });
    expect(decide('2026-12-05T14:00', two, rules)).toEqual({
      ok: false,
      code: 'PASS_DAY_LIMIT',
      params: { limit: 2 },
    });
    // The next day counts afresh.
    expect(decide('2026-12-06T14:00', two, rules)).toMatchObject({ ok: true });
  });

  it('keeps within the museum’s limit per ISO week', () => {
    const rules = { perDay: null, perWeek: 2 };
    // Monday and Wednesday of week 49; Sunday is still week 49, the next Monday is week 50.
    const booked = [entry('2026-11-30T10:00'), entry('2026-12-02T10:00')];
    expect(decide('2026-12-06T10:00', booked, rules, { ...PASS, validFrom: '2026-11-01' })).toEqual(
      { ok: false, code: 'PASS_WEEK_LIMIT', params: { limit: 2 } },
    );
    expect(
      decide('2026-12-07T10:00', booked, rules, { ...PASS, validFrom: '2026-11-01' }),
    ).toMatchObject({ ok: true });
  });

  it('counts weeks as ISO weeks across a year’s end', () => {
    const rules = { perDay: null, perWeek: 1 };
    // 2026-12-31 (Thursday) and 2027-01-03 (Sunday) are both in 2026-W53; 2027-01-04 is 2027-W01.
    const booked = [entry('2026-12-31T10:00')];
    expect(decide('2027-01-03T10:00', booked, rules)).toMatchObject({ code: 'PASS_WEEK_LIMIT' });
    expect(decide('2027-01-04T10:00', booked, rules)).toMatchObject({ ok: true });
  });

  it('names the slot before the limits, and the day limit before the week limit', () => {
    const booked = [entry('2026-12-05T10:00')];
    expect(decide('2026-12-05T10:00', booked, { perDay: 1, perWeek: 1 })).toMatchObject({
      code: 'PASS_ALREADY_BOOKED_SLOT',
    });
    expect(decide('2026-12-05T12:00', booked, { perDay: 1, perWeek: 1 })).toMatchObject({
      code: 'PASS_DAY_LIMIT',
    });
  });

  it('has no limits and allows walk-in by default', () => {
    expect(DEFAULT_PASS_ENTRY_RULES).toEqual({ perDay: null, perWeek: null, walkIn: true });
  });
});

describe('a pass number shown to someone else', () => {
  it('shows only its last group', () => {
    expect(maskedPassNumber('ABCD-EFGH-JKLM-NPQR')).toBe('…NPQR');
  });
});

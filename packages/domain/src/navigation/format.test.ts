import { describe, expect, it } from 'vitest';
import { DATE_FORMAT, formatDate, formatMinutes } from './format';

describe('formatDate', () => {
  it('shows an ISO date as day.month.year with two-digit day and month', () => {
    expect(DATE_FORMAT).toBe('d.m.Y');
    expect(formatDate('2026-03-05')).toBe('05.03.2026');
    expect(formatDate('2026-12-31')).toBe('31.12.2026');
  });

  it('pads single-digit parts and ignores a time part', () => {
    expect(formatDate('2026-3-5')).toBe('05.03.2026');
    expect(formatDate('2026-03-05T14:30')).toBe('05.03.2026');
    expect(formatDate('2026-03-05 14:30:00')).toBe('05.03.2026');
  });

  it('returns text that is not an ISO date unchanged', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate('05.03.2026')).toBe('05.03.2026');
    expect(formatDate('2026-03-05x')).toBe('2026-03-05x');
  });
});

describe('formatMinutes', () => {
  it("shows minutes as 'min.'", () => {
    expect(formatMinutes(90)).toBe('90 min.');
    expect(formatMinutes(0)).toBe('0 min.');
  });
});

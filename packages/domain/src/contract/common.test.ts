import { describe, expect, it } from 'vitest';
import {
  apiLanguage,
  MAX_RANGE_DAYS,
  assetUrl,
  calendarDate,
  rangeDate,
  constParam,
  daysBetween,
  idParam,
  inputText,
  intParam,
  isCalendarDate,
  localDateOrDateTime,
  localDateTime,
  rangeParams,
  timeOfDay,
} from './common';

describe('isCalendarDate', () => {
  it('knows the leap days of the Gregorian calendar', () => {
    expect(isCalendarDate(2024, 2, 29)).toBe(true);
    expect(isCalendarDate(2000, 2, 29)).toBe(true);
    expect(isCalendarDate(2026, 2, 29)).toBe(false);
    expect(isCalendarDate(1900, 2, 29)).toBe(false);
  });

  it('refuses days and months that do not exist', () => {
    expect(isCalendarDate(2026, 4, 31)).toBe(false);
    expect(isCalendarDate(2026, 12, 31)).toBe(true);
    expect(isCalendarDate(2026, 13, 1)).toBe(false);
    expect(isCalendarDate(2026, 0, 1)).toBe(false);
    expect(isCalendarDate(2026, 1, 0)).toBe(false);
  });
});

describe('daysBetween', () => {
  it('counts days across months and years in either date format', () => {
    expect(daysBetween('20260301', '20260331')).toBe(30);
    expect(daysBetween('2025-12-31', '2026-01-01')).toBe(1);
    expect(daysBetween('20240228', '2024-03-01')).toBe(2);
  });

  it('is negative when the end is earlier', () => {
    expect(daysBetween('20260331', '20260301')).toBe(-30);
  });
});

describe('date and time formats', () => {
  it('accepts only real dates as YYYY-MM-DD', () => {
    expect(calendarDate.safeParse('2026-03-05').success).toBe(true);
    expect(calendarDate.safeParse('2026-02-30').success).toBe(false);
    expect(calendarDate.safeParse('05.03.2026').success).toBe(false);
  });

  it('accepts only real dates as YYYYMMDD in ranges', () => {
    expect(rangeDate.safeParse('20260305').success).toBe(true);
    expect(rangeDate.safeParse('20261305').success).toBe(false);
    expect(rangeDate.safeParse('2026-03-05').success).toBe(false);
  });

  it('reads slot times as venue-local YYYY-MM-DDTHH:mm', () => {
    expect(localDateTime.safeParse('2026-03-05T23:59').success).toBe(true);
    expect(localDateTime.safeParse('2026-03-05T24:00').success).toBe(false);
    expect(localDateTime.safeParse('2026-02-30T10:00').success).toBe(false);
    expect(localDateTime.safeParse('2026-03-05T10:00:00Z').success).toBe(false);
  });

  it('accepts a date or a date and time for voucher validity', () => {
    expect(localDateOrDateTime.safeParse('2026-12-31').success).toBe(true);
    expect(localDateOrDateTime.safeParse('2026-12-31T23:59').success).toBe(true);
    expect(localDateOrDateTime.safeParse('31.12.2026').success).toBe(false);
  });

  it('reads times of day as HH:mm', () => {
    expect(timeOfDay.safeParse('09:30').success).toBe(true);
    expect(timeOfDay.safeParse('9:30').success).toBe(false);
    expect(timeOfDay.safeParse('19:60').success).toBe(false);
  });
});

describe('path and query numbers', () => {
  const lookahead = intParam(0, 31);

  it('turns decimal strings into numbers within the bounds', () => {
    expect(lookahead.parse('0')).toBe(0);
    expect(lookahead.parse('31')).toBe(31);
    expect(lookahead.parse(7)).toBe(7);
  });

  it('refuses numbers outside the bounds and strings that are not plain decimals', () => {
    for (const value of ['32', '-1', '1.5', '0x10', '1e1', '', ' 3', 'three']) {
      expect(lookahead.safeParse(value).success, value).toBe(false);
    }
  });

  it('accepts a constant such as shop=2 only with its value', () => {
    const shop = constParam(2);
    expect(shop.parse('2')).toBe(2);
    expect(shop.safeParse('3').success).toBe(false);
  });
});

describe('rangeParams', () => {
  it('reads the tour id and both ends of a month', () => {
    expect(rangeParams.parse({ id: '5', start: '20260201', end: '20260228' })).toEqual({
      id: 5,
      start: '20260201',
      end: '20260228',
    });
  });

  it('accepts a one-day range and the longest allowed one', () => {
    expect(rangeParams.safeParse({ id: '5', start: '20260201', end: '20260201' }).success).toBe(
      true,
    );
    expect(MAX_RANGE_DAYS).toBe(92);
    expect(rangeParams.safeParse({ id: '5', start: '20260101', end: '20260403' }).success).toBe(
      true,
    );
    expect(rangeParams.safeParse({ id: '5', start: '20260101', end: '20260404' }).success).toBe(
      false,
    );
  });

  it('refuses an end before the start, reported on the end', () => {
    const result = rangeParams.safeParse({ id: '5', start: '20260301', end: '20260201' });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['end']]);
  });

  it('reports an impossible date once, on that date', () => {
    const result = rangeParams.safeParse({ id: '5', start: '20260230', end: '20260301' });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['start']]);
  });
});

describe('assetUrl', () => {
  it('accepts http(s) URLs and paths on this site', () => {
    expect(assetUrl.safeParse('/static/logo.svg').success).toBe(true);
    expect(assetUrl.safeParse('https://cdn.example.org/a.jpg').success).toBe(true);
  });

  it('refuses other schemes and protocol-relative links', () => {
    expect(assetUrl.safeParse('javascript:alert(1)').success).toBe(false);
    expect(assetUrl.safeParse('//evil.example.org/a.jpg').success).toBe(false);
    expect(assetUrl.safeParse('logo.svg').success).toBe(false);
  });
});

describe('apiLanguage', () => {
  it('accepts the eight shop languages and nothing else', () => {
    expect(apiLanguage.options).toEqual(['de', 'en', 'fr', 'it', 'nl', 'es', 'sv', 'da']);
    expect(apiLanguage.safeParse('de-DE').success).toBe(false);
  });
});

describe('database-safe parameters', () => {
  it('refuses ids beyond the integer columns of the database', () => {
    expect(idParam.safeParse('2147483647').success).toBe(true);
    expect(idParam.safeParse('2147483648').success).toBe(false);
  });

  it('refuses dates outside the years 1900 to 9999', () => {
    expect(calendarDate.safeParse('1899-12-31').success).toBe(false);
    expect(calendarDate.safeParse('0001-01-01').success).toBe(false);
    expect(calendarDate.safeParse('1900-01-01').success).toBe(true);
    expect(calendarDate.safeParse('9999-12-31').success).toBe(true);
  });
});

describe('inputText', () => {
  it('refuses NUL and other control characters but keeps tabs, line breaks and letters', () => {
    const text = inputText();
    for (const bad of ['\u0000', 'a\u0007b', '\u001b[31m', 'x\u007f']) {
      expect(text.safeParse(bad).success).toBe(false);
    }
    for (const good of ['', 'Zürich – Straße 1', 'line\nnext\r\n\tend', '東京']) {
      expect(text.safeParse(good).success).toBe(true);
    }
  });
});

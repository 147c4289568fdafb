/**
 * Calendar arithmetic for the month grids of the ticket and tour calendars: `YYYY-MM-DD` strings in
 * the venue's calendar, weeks starting on Monday (the museum's week), names from `Intl` in the shop
 * language and dates written d.m.Y. The date steps themselves are the domain's.
 */
import { addDays, firstDayOfMonth, formatDate, lastDayOfMonth, resolveLocale } from '@foyer/domain';

/** A week of a month grid: seven dates from Monday to Sunday, null outside the month. */
export type CalendarWeek = readonly (string | null)[];

function partsOf(date: string): { year: number; month: number; day: number } {
  return {
    year: Number(date.slice(0, 4)),
    month: Number(date.slice(5, 7)),
    day: Number(date.slice(8, 10)),
  };
}

function utcOf(date: string): Date {
  const { year, month, day } = partsOf(date);
  return new Date(Date.UTC(year, month - 1, day));
}

/** The weekday of a date, 0 for Monday to 6 for Sunday. */
export function weekdayIndex(date: string): number {
  return (utcOf(date).getUTCDay() + 6) % 7;
}

/** The first day of the month `offset` months after the month of `date`. */
export function addMonths(date: string, offset: number): string {
  return firstDayOfMonth(date, offset);
}

/** Whole months from the month of `from` to the month of `to` (negative when earlier). */
export function monthsBetween(from: string, to: string): number {
  const a = partsOf(from);
  const b = partsOf(to);
  return (b.year - a.year) * 12 + (b.month - a.month);
}

/** The weeks of the month of `month`, Monday first, days of other months left empty. */
export function monthWeeks(month: string): CalendarWeek[] {
  const first = firstDayOfMonth(month);
  const last = lastDayOfMonth(month);
  const weeks: (string | null)[][] = [];
  let week: (string | null)[] = Array.from({ length: weekdayIndex(first) }, () => null);
  for (let date = first; date <= last; date = addDays(date, 1)) {
    week.push(date);
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length > 0)
    weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  return weeks;
}

/** `date` kept within `min` and `max` (an absent bound does not limit). */
export function clampDate(date: string, min: string | null, max: string | null): string {
  if (min !== null && date < min) return min;
  if (max !== null && date > max) return max;
  return date;
}

/** The same day of the month `offset` months on, or that month's last day when it is shorter. */
export function sameDayInMonth(date: string, offset: number): string {
  const target = addMonths(date, offset);
  const last = lastDayOfMonth(target);
  const day = String(partsOf(date).day).padStart(2, '0');
  const wanted = `${target.slice(0, 8)}${day}`;
  return wanted > last ? last : wanted;
}

/**
 * The date a key moves the focus to (the date picker keys of WAI-ARIA): arrows by a day or a week,
 * Home and End to the week's start and end, PageUp and PageDown by a month (with Shift by a year).
 * Null for any other key.
 */
export function keyTarget(date: string, key: string, shiftKey: boolean): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -weekdayIndex(date));
    case 'End':
      return addDays(date, 6 - weekdayIndex(date));
    case 'PageUp':
      return sameDayInMonth(date, shiftKey ? -12 : -1);
    case 'PageDown':
      return sameDayInMonth(date, shiftKey ? 12 : 1);
    default:
      return null;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(lang: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = resolveLocale(lang);
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (found === undefined) {
    found = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formatters.set(key, found);
  }
  return found;
}

/** The weekday names Monday to Sunday in the shop language, short and long. */
export function weekdayNames(lang: string): { short: string; long: string }[] {
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, index) => {
    const day = utcOf(addDays('2024-01-01', index));
    return {
      short: formatter(lang, { weekday: 'short' }).format(day),
      long: formatter(lang, { weekday: 'long' }).format(day),
    };
  });
}

/** The month and year of a date in the shop language, e.g. "November 2026". */
export function monthLabel(month: string, lang: string): string {
  const text = formatter(lang, { month: 'long', year: 'numeric' }).format(utcOf(month));
  return text.charAt(0).toLocaleUpperCase(resolveLocale(lang)) + text.slice(1);
}

/** The weekday and the date d.m.Y, e.g. "Saturday, 28.11.2026". */
export function dayLabel(date: string, lang: string): string {
  const weekday = formatter(lang, { weekday: 'long' }).format(utcOf(date));
  return `${weekday}, ${formatDate(date)}`;
}

/** The short weekday and the day and month, e.g. "Sat 28.11." for compact buttons. */
export function shortDayLabel(date: string, lang: string): string {
  const weekday = formatter(lang, { weekday: 'short' }).format(utcOf(date));
  return `${weekday} ${formatDate(date).slice(0, 6)}`;
}

/**
 * Tour calendar states.
 *
 * - The original checked the fourth of the next few days with the third day's date (a known
 *   quirk); Foyer checks every day on its own date.
 * - On a chosen date without tickets, the tour is `TOUR_SOLD_OUT` when no date of the loaded calendar
 *   has tickets, otherwise `TOUR_UNAVAILABLE_ON_DATE` with `next`, the next available date,
 *   when one follows. Sold-out slots of an available date are kept so the calendar can show them.
 * - `TOUR_NOT_BOOKABLE` comes from the tour's lifetime (`tour/lifetime`): no last date, or a last
 *   date before today (or before the first date).
 */
import { err, ok, type Result } from '../errors';
import { toCount } from '../tickets/counts';
import { addDays, compactDate, firstDayOfMonth, lastDayOfMonth } from '../tickets/dates';
import type { TourCalendar, TourCalendarSlot, ToursPerDate } from './types';

/** Which of the next few days hold tours. */
export interface NextFewDays {
  readonly today: boolean;
  readonly tomorrow: boolean;
  readonly inTwoDays: boolean;
  readonly inThreeDays: boolean;
  readonly inFourDays: boolean;
}

/** Sets each next-few-days flag when tours exist on that day's own date. */
export function nextFewDaysFlags(toursPerDate: ToursPerDate, today: string): NextFewDays {
  const hasTours = (days: number): boolean => {
    return (toursPerDate[addDays(today, days)] ?? []).length > 0;
  };
  return {
    today: hasTours(0),
    tomorrow: hasTours(1),
    inTwoDays: hasTours(2),
    inThreeDays: hasTours(3),
    inFourDays: hasTours(4),
  };
}

function hasCapacity(slots: readonly TourCalendarSlot[] | undefined): boolean {
  return (slots ?? []).some((slot) => toCount(slot.available) > 0);
}

/** The first date on or after `fromDate` with a slot that still has tickets, offered when the chosen date is unavailable; null when none is in the calendar. */
export function nextAvailableDate(calendar: TourCalendar, fromDate: string): string | null {
  const dates = Object.keys(calendar)
    .filter((date) => date >= fromDate && hasCapacity(calendar[date]))
    .sort();
  return dates[0] ?? null;
}

/** The date's slots when one has tickets, else `TOUR_SOLD_OUT` or `TOUR_UNAVAILABLE_ON_DATE` with `next`. */
export function tourDayAvailability(
  calendar: TourCalendar,
  date: string,
): Result<readonly TourCalendarSlot[]> {
  const slots = calendar[date] ?? [];
  if (hasCapacity(slots)) return ok(slots);
  const dates = Object.keys(calendar);
  if (dates.length > 0 && !dates.some((d) => hasCapacity(calendar[d]))) {
    return err('TOUR_SOLD_OUT');
  }
  const next = nextAvailableDate(calendar, date);
  return next === null
    ? err('TOUR_UNAVAILABLE_ON_DATE')
    : err('TOUR_UNAVAILABLE_ON_DATE', { next });
}

/** The first and last bookable date of a tour (from `tour/lifetime`). */
export interface TourLifetime {
  readonly first?: string | null;
  readonly last?: string | null;
}

/** A tour with no bookable date from `today` on is `TOUR_NOT_BOOKABLE`, else the calendar limits. */
export function tourBookability(
  lifetime: TourLifetime | null | undefined,
  today: string,
): Result<{ first: string; last: string }> {
  const last = lifetime?.last;
  const first = lifetime?.first && lifetime.first > today ? lifetime.first : today;
  if (!last || last < first) return err('TOUR_NOT_BOOKABLE');
  return ok({ first, last });
}

/** The tour calendar range for the month of `monthDate`: `YYYYMMDD;YYYYMMDD`, one month. */
export function tourCalendarRange(monthDate: string): string {
  return `${compactDate(firstDayOfMonth(monthDate))};${compactDate(lastDayOfMonth(monthDate))}`;
}

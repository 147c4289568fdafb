/**
 * Report periods in the museum's calendar: a sale belongs to the day, ISO week
 * (Monday to Sunday) or month of its booking instant read in the venue's time zone. Periods are keyed
 * by their first day, `YYYY-MM-DD`, so they sort as text and any key can be shown as a date.
 */
import { addDays, venueDateTime } from '../tickets/dates';

export const REPORT_GRAINS = ['day', 'week', 'month'] as const;
export type ReportGrain = (typeof REPORT_GRAINS)[number];

const DAY_MS = 86_400_000;

/** Weekday of a `YYYY-MM-DD` date, 0 = Monday … 6 = Sunday. */
function mondayIndex(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return (day + 6) % 7;
}

/** The first day of the period of `grain` that contains the calendar date `date`. */
export function periodStart(date: string, grain: ReportGrain): string {
  if (grain === 'day') return addDays(date, 0);
  if (grain === 'week') return addDays(date, -mondayIndex(date));
  return `${addDays(date, 0).slice(0, 7)}-01`;
}

/** The period of `grain` (its first day) in which the instant `at` falls, read in `timeZone`. */
export function periodOf(at: Date, grain: ReportGrain, timeZone: string): string {
  return periodStart(venueDateTime(at, timeZone).slice(0, 10), grain);
}

/** Every period of `grain` that touches the dates `from` … `to` (inclusive), in order. */
export function periodsBetween(from: string, to: string, grain: ReportGrain): string[] {
  const out: string[] = [];
  let current = periodStart(from, grain);
  while (current <= to) {
    out.push(current);
    if (grain === 'day') current = addDays(current, 1);
    else if (grain === 'week') current = addDays(current, 7);
    else {
      const [year, month] = [Number(current.slice(0, 4)), Number(current.slice(5, 7))];
      current = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
    }
  }
  return out;
}

/** The ISO week number (1–53) and its year of a `YYYY-MM-DD` date, for labels such as "W47 2026". */
export function isoWeek(date: string): { year: number; week: number } {
  const thursday = addDays(date, 3 - mondayIndex(date));
  const year = Number(thursday.slice(0, 4));
  const firstJan = Date.UTC(year, 0, 1);
  const week = Math.floor((Date.parse(`${thursday}T00:00:00Z`) - firstJan) / DAY_MS / 7) + 1;
  return { year, week };
}

/**
 * The instant at which the calendar date `date` begins in `timeZone` (local midnight, or the first
 * local time of that day when a clock change skips midnight). Report ranges run from the first
 * date's start to the start of the day after the last date.
 */
export function venueDayStart(date: string, timeZone: string): Date {
  const wanted = Date.parse(`${date}T00:00:00Z`);
  let guess = wanted;
  // Two corrections settle any offset, also across a change of the UTC offset.
  for (let i = 0; i < 3; i += 1) {
    const local = Date.parse(`${venueDateTime(new Date(guess), timeZone)}Z`);
    const next = guess + (wanted - local);
    if (next === guess) break;
    guess = next;
  }
  // A local midnight that does not exist (clock moved forward at 00:00): the day starts later.
  while (venueDateTime(new Date(guess), timeZone).slice(0, 10) < date) guess += 60_000;
  while (venueDateTime(new Date(guess - 60_000), timeZone).slice(0, 10) === date) guess -= 60_000;
  return new Date(guess);
}

/** Days from `from` to `to`, both counted (1 for one day). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/**
 * Expands the slot and day rules of a catalog file (`every: 30, from: '10:00', to: '17:30',
 * dates: { from, to }, weekdays, except`) into explicit slots and days, as the database stores them.
 * Pure: dates are venue-local calendar days, computed on UTC dates so the machine's zone never matters.
 */
import { addDays } from '@foyer/domain';
import {
  WEEKDAYS,
  type EventDay,
  type EventDayEntry,
  type EventSlot,
  type EventSlotEntry,
  type TourSlot,
  type TourSlotEntry,
  type Weekday,
} from './schema';

interface RuleDates {
  dates?: { from: string; to: string } | undefined;
  weekdays?: readonly Weekday[] | undefined;
  except?: readonly string[] | undefined;
}

interface RuleTimes {
  times?: readonly string[] | undefined;
  every?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The weekday of a `YYYY-MM-DD` date. */
export function weekdayOf(date: string): Weekday {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  // getUTCDay: 0 = Sunday; WEEKDAYS starts on Monday.
  return WEEKDAYS[(new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7] ?? 'mon';
}

/** The dates a rule covers: the range, filtered by weekdays, without the excepted dates. */
export function ruleDates(rule: RuleDates): string[] {
  if (!rule.dates) return [];
  const weekdays = rule.weekdays ? new Set(rule.weekdays) : null;
  const except = new Set(rule.except ?? []);
  const out: string[] = [];
  for (let date = rule.dates.from; date <= rule.dates.to; date = addDays(date, 1)) {
    if (weekdays && !weekdays.has(weekdayOf(date))) continue;
    if (except.has(date)) continue;
    out.push(date);
  }
  return out;
}

function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

function timeOf(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The start times of each date of a rule: the listed times, or every N minutes from `from` to `to`. */
export function ruleTimes(rule: RuleTimes): string[] {
  if (rule.times) return [...new Set(rule.times)].sort();
  if (rule.every === undefined || rule.from === undefined || rule.to === undefined) return [];
  const out: string[] = [];
  for (let at = minutesOf(rule.from); at <= minutesOf(rule.to); at += rule.every)
    out.push(timeOf(at));
  return out;
}

/** A local date-time `YYYY-MM-DDTHH:mm` plus minutes (wall-clock arithmetic). */
export function addMinutes(localDateTime: string, minutes: number): string {
  const date = localDateTime.slice(0, 10);
  const total = minutesOf(localDateTime.slice(11, 16)) + minutes;
  const days = Math.floor(total / 1440);
  return `${addDays(date, days)}T${timeOf(total - days * 1440)}`;
}

/** The days of a rule between its first and last date, so that a typo cannot run for centuries. */
export function ruleSpanDays(rule: RuleDates): number {
  if (!rule.dates) return 0;
  const [from, to] = [rule.dates.from, rule.dates.to].map((date) => {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d);
  }) as [number, number];
  return Math.round((to - from) / 86_400_000);
}

/** The explicit slots of one slot entry (itself when it is explicit). */
export function expandEventSlot(entry: EventSlotEntry): EventSlot[] {
  if (entry.startsAt !== undefined) {
    return [
      {
        mode: entry.mode,
        startsAt: entry.startsAt,
        endsAt: entry.endsAt ?? null,
        capacity: entry.capacity,
        sold: entry.sold,
      },
    ];
  }
  const times = ruleTimes(entry);
  return ruleDates(entry).flatMap((date) =>
    times.map((time) => {
      const startsAt = `${date}T${time}`;
      return {
        mode: entry.mode,
        startsAt,
        endsAt: entry.duration === undefined ? null : addMinutes(startsAt, entry.duration),
        capacity: entry.capacity,
        sold: entry.sold,
      };
    }),
  );
}

/** The explicit days of one day entry. */
export function expandEventDay(entry: EventDayEntry): EventDay[] {
  const dates = entry.date !== undefined ? [entry.date] : ruleDates(entry);
  return dates.map((date) => ({ date, capacity: entry.capacity, sold: entry.sold }));
}

/** The explicit tour starts of one tour slot entry. */
export function expandTourSlot(entry: TourSlotEntry): TourSlot[] {
  const starts =
    entry.startsAt !== undefined
      ? [entry.startsAt]
      : ruleDates(entry).flatMap((date) => ruleTimes(entry).map((time) => `${date}T${time}`));
  return starts.map((startsAt) => ({
    startsAt,
    participants: { ...entry.participants },
    tours: { ...entry.tours },
  }));
}

/**
 * Slot and day rules of the catalog (`every: 30, from: '10:00', to: '17:00', dates: { from, to },
 * weekdays, except`): the dates and start times they cover. Pure: dates are venue-local calendar
 * days computed on UTC dates, so the machine's zone never matters; `expandSlotRule` asks the venue's
 * zone only which wall-clock times exist on a day that changes to or from summer time.
 */
import { addDays } from '../tickets/dates';
import { WEEKDAYS } from './fields';

export type Weekday = (typeof WEEKDAYS)[number];

export interface RuleDates {
  dates?: { from: string; to: string } | undefined;
  weekdays?: readonly Weekday[] | undefined;
  except?: readonly string[] | undefined;
}

export interface RuleTimes {
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

/** The wall-clock `YYYY-MM-DDTHH:mm` of an instant in `timeZone`. */
function wallClock(instant: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/**
 * True when the venue's clock shows `localDateTime` at some instant: false for the hour skipped when
 * summer time begins (in Europe/Berlin 02:00–02:59 on the last Sunday of March).
 */
export function localTimeExists(localDateTime: string, timeZone: string): boolean {
  const asUtc = Date.parse(`${localDateTime}:00Z`);
  // The zone's offset is between −14 and +14 hours: one of these instants shows the time if any does.
  for (let offsetHours = -14; offsetHours <= 14; offsetHours += 1) {
    if (wallClock(asUtc - offsetHours * 3_600_000, timeZone) === localDateTime) return true;
  }
  return false;
}

/** A bulk slot rule of the back office: dates, weekdays, closing days and the starts of a day. */
export interface SlotRule extends RuleDates, RuleTimes {
  /** Minutes from each start to its end; none: the slot has no end. */
  duration?: number | undefined;
}

export interface RuleSlot {
  /** Venue-local `YYYY-MM-DDTHH:mm`. */
  startsAt: string;
  endsAt: string | null;
}

/**
 * The slots a rule creates, in order: each covered date at each start time, in the venue's local
 * time. A start the venue's clock skips (the summer-time change) is left out; a start the clock
 * shows twice (the winter-time change) is one slot, as the shop stores local times.
 */
export function expandSlotRule(rule: SlotRule, timeZone: string): RuleSlot[] {
  const times = ruleTimes(rule);
  return ruleDates(rule).flatMap((date) =>
    times
      .map((time) => `${date}T${time}`)
      .filter((startsAt) => localTimeExists(startsAt, timeZone))
      .map((startsAt) => ({
        startsAt,
        endsAt: rule.duration === undefined ? null : addMinutes(startsAt, rule.duration),
      })),
  );
}

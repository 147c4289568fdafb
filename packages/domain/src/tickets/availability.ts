/**
 * Availability states of events and days and the ticket calendar range.
 *
 * An event's `end` is venue-local wall time (`YYYY-MM-DD[THH:mm[:ss]]`), so it is compared with
 * `now` as seen in the venue's configured time zone, never the machine's. A bare date lasts the whole
 * day; an end with an explicit offset is compared as an instant. An event without a readable end does
 * not expire: the server's own data is validated on import, and refusing sales over a malformed value
 * would hurt the museum more than selling to an event that has no end.
 */
import { err, ok, type Result } from '../errors';
import { compactDate, firstDayOfMonth, isIsoDate, lastDayOfMonth, venueDateTime } from './dates';
import { toCount } from './counts';
import type { TicketCalendar, TicketEvent } from './types';

const LOCAL_END = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;

/** The end as a local `YYYY-MM-DDTHH:mm:ss`; a bare date ends at the close of that day. */
function localEnd(end: string): string | null {
  const match = LOCAL_END.exec(end);
  const date = match?.[1];
  if (!match || date === undefined || !isIsoDate(date)) return null;
  if (match[2] === undefined) return `${date}T23:59:59`;
  return `${date}T${match[2]}:${match[3] ?? '00'}:${match[4] ?? '00'}`;
}

/** An event whose `end` has passed in the venue's time zone is expired, `EVENT_EXPIRED`. */
export function eventAvailability(event: TicketEvent, now: Date, timeZone: string): Result<true> {
  const end = event.end?.trim() ?? '';
  if (WITH_OFFSET.test(end)) {
    return now.getTime() > Date.parse(end.replace(' ', 'T')) ? err('EVENT_EXPIRED') : ok(true);
  }
  const local = localEnd(end);
  if (local === null) return ok(true);
  return venueDateTime(now, timeZone) > local ? err('EVENT_EXPIRED') : ok(true);
}

/** A date missing from the ticket calendar is unavailable (`DAY_UNAVAILABLE`), one with 0 tickets is sold out (`DAY_SOLD_OUT`), else the tickets available. */
export function dayAvailability(calendar: TicketCalendar, date: string): Result<number> {
  if (!Object.hasOwn(calendar, date)) return err('DAY_UNAVAILABLE');
  const available = toCount(calendar[date]);
  return available === 0 ? err('DAY_SOLD_OUT') : ok(available);
}

/** The ticket calendar range for the month of `monthDate` (`YYYY-MM-DD`): its first day to the last day of the next month, as `YYYYMMDD`. */
export function ticketCalendarRange(monthDate: string): { start: string; end: string } {
  return {
    start: compactDate(firstDayOfMonth(monthDate)),
    end: compactDate(lastDayOfMonth(monthDate, 1)),
  };
}

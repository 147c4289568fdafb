/**
 * When an issued ticket admits (docs/decisions.md "Fulfilment"): venue-local date-times
 * `YYYY-MM-DD HH:mm:ss`, stored in `issued_tickets.valid_from` / `valid_to` and read by check-in.
 * Wall-clock arithmetic runs on UTC dates, so the machine's zone never matters; a slot on the night a
 * clock changes may be off by the hour that does not exist or happens twice.
 */
import { addDays, isIsoDate, localMs } from '@foyer/domain';

/** A timed slot without an end (mode 1) admits this long after its start. */
export const DEFAULT_SLOT_MINUTES = 60;

/** `YYYY-MM-DD HH:mm:ss` of a `localMs` value (the domain's wall-clock milliseconds). */
function fromMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/** A local date, `YYYY-MM-DDTHH:mm` or `YYYY-MM-DD HH:mm[:ss]` as `YYYY-MM-DD HH:mm:ss`. */
export function toLocal(value: string): string {
  return fromMs(localMs(value));
}

/** `toLocal` of a stored or sent value, or null when there is none or it is not a date-time. */
export function readLocal(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    return toLocal(value);
  } catch {
    return null;
  }
}

/** The local date-time `minutes` later. */
export function addMinutesLocal(local: string, minutes: number): string {
  return fromMs(localMs(local) + minutes * 60_000);
}

/** The last day of a validity of one year from `date`: the day before the same date next year. */
export function oneYearFrom(date: string): string {
  const next = `${Number(date.slice(0, 4)) + 1}${date.slice(4, 10)}`;
  // 29 February: the year runs to the last day of February.
  return addDays(isIsoDate(next) ? next : `${next.slice(0, 4)}-03-01`, -1);
}

export interface Validity {
  validFrom: string | null;
  validTo: string | null;
}

/** What the validity of an event ticket is computed from. */
export interface EventTicketTimes {
  /** 1 timed, 3 event-long, 5 scheduled range; null when the ticket is gone from the catalog. */
  mode: number | null;
  /** The booked slot's start. */
  start: string | null;
  /** The booked slot's end (ranges; timed slots usually have none). */
  slotEnd: string | null;
  eventStart: string | null;
  eventEnd: string | null;
}

/** A timed or range ticket admits around its slot; an event-long ticket while the event runs. */
export function eventTicketValidity(times: EventTicketTimes): Validity {
  if (times.start && times.mode !== 3) {
    const start = toLocal(times.start);
    const end = times.slotEnd
      ? toLocal(times.slotEnd)
      : addMinutesLocal(start, DEFAULT_SLOT_MINUTES);
    return { validFrom: start, validTo: end };
  }
  return {
    validFrom: times.eventStart ? toLocal(times.eventStart) : null,
    validTo: times.eventEnd ? toLocal(times.eventEnd) : null,
  };
}

/** A day ticket admits the whole day. */
export function dayValidity(date: string): Validity {
  return { validFrom: `${date} 00:00:00`, validTo: `${date} 23:59:59` };
}

/** A guided tour admits from its start to its end. */
export function tourValidity(start: string, durationMinutes: number): Validity {
  const from = toLocal(start);
  return { validFrom: from, validTo: addMinutesLocal(from, Math.max(1, durationMinutes)) };
}

/** An annual pass admits every day for a year from the day it was booked. */
export function passValidity(today: string): Validity {
  return { validFrom: `${today} 00:00:00`, validTo: `${oneYearFrom(today)} 23:59:59` };
}

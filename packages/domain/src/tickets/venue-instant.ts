/**
 * The instant of a venue's wall-clock time: `2026-03-29 10:00:00` in Europe/Berlin is 08:00 UTC.
 * Calendar files and anything else that needs an absolute time of a slot use it; a wall-clock time
 * that does not exist (skipped by a daylight-saving change) maps to the instant one offset later.
 */
import { venueDateTime } from './dates';

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

function wallClockMs(local: string): number {
  const match = LOCAL.exec(local);
  if (!match) throw new Error(`not a local date-time: ${local}`);
  const [, y, mo, d, h, mi, s] = match;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0));
}

/** The offset (ms) of `timeZone` from UTC at the instant `ms`. */
function offsetAt(ms: number, timeZone: string): number {
  return wallClockMs(venueDateTime(new Date(ms), timeZone)) - ms;
}

/** The instant of `local` (`YYYY-MM-DD HH:mm[:ss]`) in `timeZone`. */
export function venueInstant(local: string, timeZone: string): Date {
  const wall = wallClockMs(local);
  // Two rounds settle the offset also next to a daylight-saving change.
  let instant = wall - offsetAt(wall, timeZone);
  instant = wall - offsetAt(instant, timeZone);
  return new Date(instant);
}

import { venueDateTime } from './dates';

/**
 * The instant of a venue wall-clock time `YYYY-MM-DD HH:mm[:ss]` (or with `T`) in `timeZone`, the
 * inverse of `venueDateTime`. A time that a clock change skips is read with the offset before the
 * change (02:30 on a spring-forward night is 03:30 summer time); a time that happens twice is the
 * first of them. Wallet passes need it for their ISO 8601 dates with offset.
 */
export function venueInstant(local: string, timeZone: string): Date {
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(?::(\d{2}))?/.exec(local);
  if (!match) throw new RangeError(`Not a local date-time: ${local}`);
  const wanted = Date.parse(`${match[1]}T${match[2]}:${match[3] ?? '00'}Z`);
  const offsetAt = (instant: number) =>
    Date.parse(`${venueDateTime(new Date(instant), timeZone)}Z`) - instant;
  // The offset an hour before and after the wanted time covers a change in between.
  const before = offsetAt(wanted - 3_600_000 * 12);
  const candidate = wanted - before;
  if (offsetAt(candidate) === before) return new Date(candidate);
  const after = offsetAt(wanted + 3_600_000 * 12);
  const later = wanted - after;
  return new Date(offsetAt(later) === after ? later : candidate);
}

/**
 * Voucher validity instants.
 * `valid_from` / `valid_to` are dates (`YYYY-MM-DD`) or date-times without a zone, both meaning
 * wall-clock time at UTC+1; a date-time with an explicit zone (`Z`, `+02:00`) keeps its zone.
 */

/** The fixed offset of voucher validity: UTC+1, all year. */
export const VOUCHER_UTC_OFFSET_MINUTES = 60;

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const DAY_MS = 86_400_000;

/** A parsed bound: its first instant, and how long the stated precision lasts. */
interface Bound {
  readonly instant: number;
  readonly span: number;
}

/** Minutes east of UTC of a zone designator; UTC+1 when there is none. */
function offsetMinutes(zone: string | undefined): number {
  if (zone === undefined) return VOUCHER_UTC_OFFSET_MINUTES;
  if (zone === 'Z') return 0;
  const digits = zone.replace(':', '');
  const minutes = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5));
  return digits.startsWith('-') ? -minutes : minutes;
}

/** A date names a whole day, `HH:mm` a minute, `HH:mm:ss` a second, fractions a millisecond. */
function precisionSpan(hour?: string, second?: string, millis?: string): number {
  if (hour === undefined) return DAY_MS;
  if (second === undefined) return 60_000;
  return millis === undefined ? 1000 : 1;
}

/** Reads a validity bound, or null when it is not a real date or date-time. */
function parseBound(text: string): Bound | null {
  const match = DATE_TIME.exec(text.trim());
  if (match === null) return null;
  const [, year, month, day, hour, minute, second, millis, zone] = match;
  const num = (part: string | undefined): number => Number(part ?? '0');
  const [y, mo, d, h, mi, s] = [
    num(year),
    num(month),
    num(day),
    num(hour),
    num(minute),
    num(second),
  ];
  const wallClock = Date.UTC(y, mo - 1, d, h, mi, s, num((millis ?? '').padEnd(3, '0')));
  const check = new Date(wallClock);
  const real =
    check.getUTCFullYear() === y &&
    check.getUTCMonth() === mo - 1 &&
    check.getUTCDate() === d &&
    h < 24 &&
    mi < 60 &&
    s < 60;
  if (!real) return null;
  return {
    instant: wallClock - offsetMinutes(zone) * 60_000,
    span: precisionSpan(hour, second, millis),
  };
}

/** The first valid instant of `valid_from`: a date starts at 00:00 UTC+1; null if unreadable. */
export function validFromInstant(validFrom: string): number | null {
  return parseBound(validFrom)?.instant ?? null;
}

/** The first instant after `valid_to`: a date lasts to 24:00 UTC+1, a time to its last second. */
export function validToEndInstant(validTo: string): number | null {
  const bound = parseBound(validTo);
  return bound === null ? null : bound.instant + bound.span;
}

/** Today's date at UTC+1 (`YYYY-MM-DD`): the day a voucher code sold at `now` is valid from. */
export function voucherToday(now: Date): string {
  return new Date(now.getTime() + VOUCHER_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

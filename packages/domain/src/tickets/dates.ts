/**
 * Calendar-date helpers for `YYYY-MM-DD` strings in the venue's local calendar. Arithmetic runs on
 * UTC dates so that the machine's time zone never matters. A malformed date is a bug in the caller
 * (the contract validates dates at the edge), so these helpers throw a RangeError for one.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

interface DateParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

function parse(date: string): DateParts | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  const valid =
    utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day;
  return valid ? { year, month, day } : null;
}

function partsOf(date: string): DateParts {
  const parts = parse(date);
  if (!parts) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return parts;
}

function format(utcMs: number): string {
  return new Date(utcMs).toISOString().slice(0, 10);
}

/** True when `value` is a real calendar date written `YYYY-MM-DD`, the calendars' keys. */
export function isIsoDate(value: string): boolean {
  return parse(value) !== null;
}

/** The date `days` days after `date` (negative goes back), for the next-few-days flags. */
export function addDays(date: string, days: number): string {
  const { year, month, day } = partsOf(date);
  return format(Date.UTC(year, month - 1, day) + days * DAY_MS);
}

/** The first day of the month `monthOffset` months after the month of `date`, for calendar ranges. */
export function firstDayOfMonth(date: string, monthOffset = 0): string {
  const { year, month } = partsOf(date);
  return format(Date.UTC(year, month - 1 + monthOffset, 1));
}

/** The last day of the month `monthOffset` months after the month of `date`, for calendar ranges. */
export function lastDayOfMonth(date: string, monthOffset = 0): string {
  const { year, month } = partsOf(date);
  return format(Date.UTC(year, month + monthOffset, 0));
}

/** Writes a date as `YYYYMMDD`, the form used in calendar URLs. */
export function compactDate(date: string): string {
  partsOf(date);
  return date.replaceAll('-', '');
}

/** Formatters by time zone: building one costs ten times more than using it (a hot path). */
const venueFormats = new Map<string, Intl.DateTimeFormat>();

function venueFormat(timeZone: string): Intl.DateTimeFormat {
  let formatter = venueFormats.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    // An unknown time zone throws above and is never kept; the shop has one or two zones.
    venueFormats.set(timeZone, formatter);
  }
  return formatter;
}

/** The venue's wall-clock time of the instant `now`, `YYYY-MM-DDTHH:mm:ss`, for expiry checks. */
export function venueDateTime(now: Date, timeZone: string): string {
  const parts = venueFormat(timeZone).formatToParts(now);
  const get = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((part) => part.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}:${get('second')}`;
}

/** The venue's wall clock of the instant `now` to the minute, `YYYY-MM-DDTHH:mm`, as starts are written. */
export function venueMinute(now: Date, timeZone: string): string {
  return venueDateTime(now, timeZone).slice(0, 16);
}

/** The venue's date of the instant `now`, `YYYY-MM-DD`: "today" of the next-few-days flags. */
export function venueToday(now: Date, timeZone: string): string {
  return venueDateTime(now, timeZone).slice(0, 10);
}

/**
 * Building blocks shared by the entity, request and answer schemas of the API contract.
 * Path and query values arrive as strings, so their schemas turn decimal strings into numbers.
 */
import { z } from 'zod';
import { LANGUAGES, SHOP_ID } from '../navigation';

/** A shop language as it appears in the `{lang}` segment of every call. */
export const apiLanguage = z.enum(LANGUAGES);
/** Largest lookahead of `tour/overview`, in days. */
export const MAX_LOOKAHEAD_DAYS = 31;
/** Longest calendar range a client may ask for, in days (three months; the shop asks for one or two). */
export const MAX_RANGE_DAYS = 92;

const MS_PER_DAY = 86_400_000;

/**
 * C0 control characters and DEL, except tab, line feed and carriage return. PostgreSQL cannot store
 * a NUL, and no form field needs any of them.
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex
const WITHOUT_CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;

/**
 * Text sent by a client: every request string of the contract is built on it, so a control
 * character answers 422 on its field instead of reaching the database.
 */
export function inputText() {
  return z.string().regex(WITHOUT_CONTROL_CHARACTERS, 'no control characters');
}

/** The largest value of PostgreSQL's `integer`. */
export const PG_INT_MAX = 2_147_483_647;

/**
 * A whole number sent by a client, within PostgreSQL's `integer`: every request integer of the
 * contracts is built on it, so a number out of range answers 422 on its field.
 */
export function inputInt() {
  return z
    .number()
    .int()
    .min(-PG_INT_MAX - 1)
    .max(PG_INT_MAX);
}

/** A positive integer id. */
export const entityId = inputInt().positive();
/** A price or amount in integer cents, never negative. */
export const cents = z.number().int().min(0);
/** A VAT rate in percent, e.g. 7 or 19. */
export const vatValue = z.number().min(0).max(100);
/** An ordering number; lists are sorted by it ascending. */
export const sequenceNo = z.number().int();
/** A legacy 0/1 flag as the API names them (`single_ticketing (0/1)`). */
export const flag = z.union([z.literal(0), z.literal(1)]);
/** A non-empty display text. */
export const label = z.string().min(1).max(500);
/** Text in several shop languages; languages without a text are left out. */
export const localized = z.partialRecord(apiLanguage, z.string().max(500));
/** An absolute http(s) URL. */
export const httpUrl = z.url({ protocol: /^https?$/ }).max(2000);
/** An image or link: an absolute http(s) URL or a path on this site such as `/static/logo.png`. */
export const assetUrl = z
  .string()
  .max(2000)
  .regex(/^(https?:\/\/[^\s]+|\/[^\s/][^\s]*)$/, 'http(s) URL or site path');
/** An ISO 3166-1 alpha-2 country code such as `DE`. */
export const countryCode = z.string().regex(/^[A-Z]{2}$/, 'ISO 3166-1 alpha-2 code');
/** An e-mail address: one @, a dot in the domain, no spaces. */
export const emailAddress = inputText()
  .trim()
  .max(254)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'e-mail address');
/** A password as sent over the wire: its MD5 hash in lower-case hex (`auth/login`). */
export const passwordHash = z.string().regex(/^[0-9a-f]{32}$/, '32 lower-case hex characters');
/** An opaque login token, sent back in the query parameter `_`. */
export const authToken = z
  .string()
  .min(16)
  .max(256)
  .regex(/^[A-Za-z0-9._~-]+$/, 'opaque token');
/**
 * The order token: an order's opaque, unguessable public reference, from the pending cart on. The
 * shop's API names it `cartId` while the cart waits for payment and `booking_id` once it is booked.
 */
export const orderToken = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'opaque id');
/** A random 12-character token sent with execPayment. */
export const randomToken = z.string().regex(/^[A-Za-z0-9]{12}$/, '12 letters or digits');
/** A time of day in the venue's time zone, `HH:mm`. */
export const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:mm');
/** An instant in UTC, ISO 8601 with `Z`, e.g. `2026-03-05T14:00:00.000Z`. */
export const utcDateTime = z.iso.datetime();

/** True when year, month and day name a real Gregorian calendar day. */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return day <= (lengths[month - 1] ?? 0);
}

function calendarParts(value: string): [number, number, number] {
  const digits = value.replaceAll('-', '');
  return [Number(digits.slice(0, 4)), Number(digits.slice(4, 6)), Number(digits.slice(6, 8))];
}

/** Years a shop date may have: the calendar helpers and PostgreSQL both handle these. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 9999;

function isRealDate(value: string): boolean {
  const [year, month, day] = calendarParts(value);
  return year >= MIN_YEAR && year <= MAX_YEAR && isCalendarDate(year, month, day);
}

/** Days from `start` to `end`, both `YYYYMMDD` or `YYYY-MM-DD`; negative if earlier. */
export function daysBetween(start: string, end: string): number {
  const [y1, m1, d1] = calendarParts(start);
  const [y2, m2, d2] = calendarParts(end);
  return (Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / MS_PER_DAY;
}

/** A real calendar date `YYYY-MM-DD` (the format of `date` parameters and of every date in answers). */
export const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')
  .refine(isRealDate, { message: 'not a calendar date', abort: true });
/** A real calendar date `YYYYMMDD`, used only in the `range/{start};{end}` segments. */
export const rangeDate = z
  .string()
  .regex(/^\d{8}$/, 'YYYYMMDD')
  .refine(isRealDate, { message: 'not a calendar date', abort: true });
/** A venue-local date and time `YYYY-MM-DDTHH:mm` (slots, schedules, event ends). */
export const localDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, 'YYYY-MM-DDTHH:mm')
  .refine((value) => isRealDate(value.slice(0, 10)), 'not a calendar date');
/** A venue-local date, or date and time, as voucher validity uses them. */
export const localDateOrDateTime = z.union([calendarDate, localDateTime]);

function decimalToNumber(value: unknown): unknown {
  return typeof value === 'string' && /^-?\d{1,15}$/.test(value) ? Number(value) : value;
}

/** A whole number from a path or query string (`"12"` → 12), min to max. */
export function intParam(min: number, max: number) {
  return z.preprocess(decimalToNumber, z.number().int().min(min).max(max));
}

/** A positive id from a path or query string. */
/** Largest id: ids are PostgreSQL `integer` columns. */
export const MAX_ID = 2_147_483_647;
export const idParam = intParam(1, MAX_ID);
/** A path or query value that must be the number `value`, e.g. `shop=2`. */
export function constParam<V extends number>(value: V) {
  return z.preprocess(decimalToNumber, z.literal(value));
}

/** The constant `shop=2` of the info and payment calls. */
export const shopParam = constParam(SHOP_ID);
/** A query switch that must be `1` (`deep=1`, `noRedirect=1`). */
export const oneParam = constParam(1);

/** Path parameters `{id}`, `{start}` and `{end}` of the calendar and sold-out ranges. */
export const rangeParams = z
  .object({ id: idParam, start: rangeDate, end: rangeDate })
  .refine((range) => daysBetween(range.start, range.end) >= 0, {
    message: 'end before start',
    path: ['end'],
  })
  .refine((range) => daysBetween(range.start, range.end) <= MAX_RANGE_DAYS, {
    message: `range longer than ${MAX_RANGE_DAYS} days`,
    path: ['end'],
  });

/** The login token in the query parameter `_` of calls that need a login. */
export const tokenQuery = z.object({ _: authToken });
/** The login token in the query parameter `_`, sent when present. */
export const optionalTokenQuery = z.object({ _: authToken.optional() });
/** No parameters. */
export const noParams = z.object({});

/**
 * Free timed entries for annual-pass holders (docs/decisions.md "Annual-pass holders' free
 * entries"). A pass holder books a slot of a timed ticket without paying: the pass must be valid
 * on the slot's day, books each slot once, and keeps within the museum's optional limits per day
 * and per ISO week (both in venue time). The entry takes the slot's place like any ticket; that is
 * the inventory's business, not this rule's.
 */
import { err, ok, type Result } from '../errors';
import { isoWeek } from '../reports/periods';

/** The museum's rules for pass holders (`server.passes` in the configuration). */
export interface PassEntryRules {
  /** Free entries one pass may book per venue day; null: no limit. */
  readonly perDay: number | null;
  /** Free entries one pass may book per ISO week (Monday to Sunday, venue time); null: no limit. */
  readonly perWeek: number | null;
  /** Whether a pass admits at the door without a booked entry (walk-in). */
  readonly walkIn: boolean;
}

/** Limits off, walk-in allowed: how passes behaved before free entries existed. */
export const DEFAULT_PASS_ENTRY_RULES: PassEntryRules = {
  perDay: null,
  perWeek: null,
  walkIn: true,
};

/** What the rule reads of a pass: its validity (venue-local) and whether it was cancelled. */
export interface PassForEntry {
  /** `YYYY-MM-DD[ HH:mm[:ss]]`: the first valid day, or null for no start. */
  readonly validFrom: string | null;
  /** `YYYY-MM-DD[ HH:mm[:ss]]`: the last valid day, or null for no end. */
  readonly validTo: string | null;
  /** The pass's order or line was cancelled or refunded. */
  readonly cancelled: boolean;
}

/** An entry a pass has booked (and not cancelled): its slot, `YYYY-MM-DDTHH:mm` venue-local. */
export interface BookedEntry {
  /** What names the slot: the capacity it takes (one slot of one event). */
  readonly slotKey: string;
  /** The slot's venue-local start, `YYYY-MM-DD[T ]HH:mm`. */
  readonly start: string;
}

export type PassEntryRefusal =
  | 'PASS_NOT_FOUND'
  | 'PASS_NOT_VALID_ON_DAY'
  | 'PASS_ALREADY_BOOKED_SLOT'
  | 'PASS_DAY_LIMIT'
  | 'PASS_WEEK_LIMIT';

function dayOf(local: string): string {
  return local.slice(0, 10);
}

/** True when the pass admits on the venue-local `day` (`YYYY-MM-DD`): within its first and last day. */
export function passValidOn(pass: Omit<PassForEntry, 'cancelled'>, day: string): boolean {
  const from = pass.validFrom === null ? null : dayOf(pass.validFrom);
  const to = pass.validTo === null ? null : dayOf(pass.validTo);
  return (from === null || day >= from) && (to === null || day <= to);
}

/** The ISO week of a venue-local day as one key (the reports' own `isoWeek`). */
function weekKey(day: string): string {
  const { year, week } = isoWeek(day);
  return `${year}-W${week}`;
}

/**
 * Whether `pass` (null: no such pass) may book a free entry for the slot `slotKey` starting at
 * venue-local `start`, given the entries it has booked. A refusal names the first reason in this
 * order: no such pass, not valid that day (a cancelled pass is valid on no day), slot booked
 * already, day limit, week limit (with the limit as `params.limit`).
 */
export function decidePassEntry(input: {
  pass: PassForEntry | null;
  slotKey: string;
  start: string;
  booked: readonly BookedEntry[];
  rules: Pick<PassEntryRules, 'perDay' | 'perWeek'>;
}): Result<true, PassEntryRefusal> {
  const { pass, slotKey, start, booked, rules } = input;
  if (pass === null) return err('PASS_NOT_FOUND');
  const day = dayOf(start);
  if (pass.cancelled || !passValidOn(pass, day)) return err('PASS_NOT_VALID_ON_DAY');
  if (booked.some((entry) => entry.slotKey === slotKey)) return err('PASS_ALREADY_BOOKED_SLOT');
  if (rules.perDay !== null) {
    const sameDay = booked.filter((entry) => dayOf(entry.start) === day).length;
    if (sameDay >= rules.perDay) return err('PASS_DAY_LIMIT', { limit: rules.perDay });
  }
  if (rules.perWeek !== null) {
    const week = weekKey(day);
    const sameWeek = booked.filter((entry) => weekKey(dayOf(entry.start)) === week).length;
    if (sameWeek >= rules.perWeek) return err('PASS_WEEK_LIMIT', { limit: rules.perWeek });
  }
  return ok(true);
}

/**
 * The part of a pass number a visitor may be shown when it is not theirs to see whole: its last
 * group (`…-7KQZ`). Foyer echoes no full pass number that the visitor did not type or own.
 */
export function maskedPassNumber(barcode: string): string {
  return `…${barcode.slice(-4)}`;
}

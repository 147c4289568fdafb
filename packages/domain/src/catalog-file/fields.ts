/** The fields and checks the sections of the catalog file (`schema.ts`) are built from. */
import { z } from 'zod';
import { apiLanguage, calendarDate, inputInt, inputText, timeOfDay } from '../contract';

/** The catalog format version written by export and accepted by import. */
export const CATALOG_VERSION = 1;

/** The longest date range a slot or day rule may cover, so that a typo cannot create millions of rows. */
export const MAX_RULE_DAYS = 731;

export const id = inputInt().positive();
export const ids = z.array(id).default([]);
export const cents = inputInt().min(0, 'expected cents (a whole number, 0 or more)');
export const count = inputInt().min(0);
export const vatValue = z.number().min(0).max(100).default(0);
export const sequenceNo = inputInt().default(0);

/**
 * A text: a map per language (`{ de: …, en: … }`, languages without a text left out) or a plain
 * string, which is a text in the shop's default language (files written before translations, and
 * museums with one language). The import stores both as language maps; export writes maps.
 */
const textIn = (max: number) =>
  z.union([inputText().max(max), z.partialRecord(apiLanguage, inputText().max(max))], {
    error: 'expected a text, or texts per language ({ de: …, en: … })',
  });
export const texts = textIn(200_000).default({});
/** A display name: a plain string or a language map, with at least one non-empty text. */
export const names = textIn(500).refine(
  (value) =>
    typeof value === 'string'
      ? Boolean(value.trim())
      : Object.values(value).some((text) => Boolean(text?.trim())),
  { message: 'needs a text in at least one language' },
);

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const weekday = z.enum(WEEKDAYS);

export const dateRange = z
  .strictObject({ from: calendarDate, to: calendarDate })
  .refine((range) => range.from <= range.to, { message: 'to is before from', path: ['to'] });

/** The fields shared by slot and day rules: which dates, which weekdays, which dates to skip. */
export const ruleDates = {
  dates: dateRange.optional(),
  weekdays: z.array(weekday).min(1).optional(),
  except: z.array(calendarDate).optional(),
};
/** The fields of a slot rule that choose the start times of each date. */
export const ruleTimes = {
  /** Listed start times, e.g. `['11:00', '15:00']`. */
  times: z.array(timeOfDay).min(1).optional(),
  /** A start every N minutes from `from` to `to` (the last start, inclusive). */
  every: inputInt().min(5).max(1440).optional(),
  from: timeOfDay.optional(),
  to: timeOfDay.optional(),
};
export const RULE_KEYS = ['dates', 'weekdays', 'except', 'times', 'every', 'from', 'to'] as const;

export type Ctx = z.RefinementCtx;

/**
 * Lets an object's cross-field check run although some of its fields were refused, so that an
 * editor hears of every problem at once (by default zod skips the check until the fields pass).
 * `lists` are the fields the check reads as lists: it runs only when they are lists of objects.
 */
export function alongFieldIssues(...lists: string[]): {
  when: (payload: z.core.ParsePayload) => boolean;
} {
  return {
    when: ({ value }) => {
      if (typeof value !== 'object' || value === null) return false;
      return lists.every((key) => {
        const list = (value as Record<string, unknown>)[key];
        return Array.isArray(list) && list.every((item) => typeof item === 'object' && item);
      });
    },
  };
}

export function issue(ctx: Ctx, path: PropertyKey[], message: string): void {
  ctx.addIssue({ code: 'custom', message, path });
}

/** Checks that an entry is either one explicit start or a rule, never a mix of both. */
export function checkSlotShape(
  entry: Record<string, unknown>,
  ctx: Ctx,
  explicitKey: string,
): void {
  const ruleKeys = RULE_KEYS.filter((key) => entry[key] !== undefined);
  if (entry[explicitKey] !== undefined) {
    for (const key of ruleKeys) issue(ctx, [key], `not allowed together with ${explicitKey}`);
    return;
  }
  if (entry.dates === undefined) {
    issue(ctx, [explicitKey], `needs ${explicitKey}, or a rule with dates`);
    return;
  }
  if (entry.times !== undefined) {
    for (const key of ['every', 'from', 'to'] as const) {
      if (entry[key] !== undefined) issue(ctx, [key], 'not allowed together with times');
    }
    return;
  }
  for (const key of ['every', 'from', 'to'] as const) {
    if (entry[key] === undefined) issue(ctx, [key], 'needs times, or every with from and to');
  }
  if (typeof entry.from === 'string' && typeof entry.to === 'string' && entry.from > entry.to) {
    issue(ctx, ['to'], 'the last start is before from');
  }
}

export function checkSold(ctx: Ctx, path: PropertyKey[], capacity: number, sold: number): void {
  if (sold > capacity) issue(ctx, path, `sold (${sold}) exceeds the capacity (${capacity})`);
}

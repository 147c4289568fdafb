import type { Counts, Flag } from './types';

/** Reads an entered count: non-numeric, non-finite or negative values become 0, fractions are floored. */
export function toCount(value: unknown): number {
  let n: number;
  if (typeof value === 'number') {
    n = value;
  } else if (typeof value === 'string' && value.trim() !== '') {
    n = Number(value.trim());
  } else {
    return 0;
  }
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/** True when a `0 | 1` flag is set: `1` and `true` are set, anything else is not. */
export function isFlagSet(flag: Flag | null | undefined): boolean {
  return flag === true || flag === 1;
}

/** Turns `{ id, count }` lines (the cart payload's shape) into counts keyed by id; repeated ids add up. */
export function countsById(
  lines: readonly { readonly id: number; readonly count: unknown }[] | null | undefined,
): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const line of lines ?? []) {
    counts[line.id] = (counts[line.id] ?? 0) + toCount(line.count);
  }
  return counts;
}

/** The count entered for `id`, read with {@link toCount}. */
export function countOf(counts: Counts | null | undefined, id: number): number {
  return toCount(counts?.[id]);
}

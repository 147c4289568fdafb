/**
 * Money is integer cents everywhere: this module is the one place that
 * converts between currency units and cents and decides how to round.
 */

/** An amount of money in integer euro cents. */
export type Cents = number;

/** Rounds halves away from zero (1.5 → 2, −1.5 → −2), never −0: the one cent rounding. */
export function roundHalfAwayFromZero(value: number): number {
  // Removes binary noise such as 100.49999999999999 (1.005 × 100) before rounding.
  const magnitude = Math.round(Number(Math.abs(value).toPrecision(15)));
  return value < 0 && magnitude !== 0 ? -magnitude : magnitude;
}

/** Converts currency units to cents, rounding half away from zero. */
export function toCents(units: number): Cents {
  if (!Number.isFinite(units)) {
    throw new RangeError(`toCents expects a finite number, got ${String(units)}`);
  }
  return roundHalfAwayFromZero(units * 100);
}

/** Converts cents to currency units, e.g. 1250 → 12.5. */
export function centsToUnits(cents: Cents): number {
  return cents / 100;
}

/**
 * The hold of a pending cart (WCAG 2.2.1): how long the places stay reserved, how the
 * countdown reads, when a screen reader is told, and the fingerprint that tells whether the basket
 * still holds the items that were reserved.
 */
import { toCartPayload } from './cart-payload';
import type { BasketItem } from './basket-item';

/** Seconds left at which the countdown warns, in descending order: 5 minutes and 1 minute. */
export const HOLD_WARNING_SECONDS: readonly number[] = [300, 60];

/** Whole seconds until `expiresAt` (UTC ISO instant), rounded up; 0 once over or when unreadable. */
export function holdSecondsLeft(expiresAt: string, nowMs: number): number {
  const end = Date.parse(expiresAt);
  if (!Number.isFinite(end) || !Number.isFinite(nowMs)) return 0;
  return Math.max(0, Math.ceil((end - nowMs) / 1000));
}

/** The countdown as `mm:ss`, or `h:mm:ss` from an hour on; negative or broken input reads `00:00`. */
export function formatHoldTime(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  const mmss = `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}

/** True while the hold is short enough to warn visually: at most the first warning threshold. */
export function holdIsRunningOut(seconds: number): boolean {
  return seconds <= (HOLD_WARNING_SECONDS[0] ?? 0);
}

/** What to announce between two readings of the countdown: a crossed threshold, or the expiry. */
export type HoldAlert =
  { readonly kind: 'expired' } | { readonly kind: 'warning'; readonly minutes: number };

/**
 * The announcement due when the countdown moves from `previous` to `current` seconds: `expired` on
 * reaching 0, a warning when a threshold was crossed (the lowest one crossed), else null. The first
 * reading (`previous` null) only announces an expiry, so a screen reader is not told every second.
 */
export function holdAlert(previous: number | null, current: number): HoldAlert | null {
  if (current <= 0) return previous === null || previous > 0 ? { kind: 'expired' } : null;
  if (previous === null) return null;
  const crossed = HOLD_WARNING_SECONDS.filter((limit) => previous > limit && current <= limit);
  const lowest = crossed[crossed.length - 1];
  return lowest === undefined ? null : { kind: 'warning', minutes: Math.round(lowest / 60) };
}

/**
 * A fingerprint of the basket's items as the server sees them (the cart payload): equal fingerprints
 * mean the pending cart still matches the basket; any add, remove or change gives another one.
 */
export function basketFingerprint(items: readonly BasketItem[]): string {
  return JSON.stringify(toCartPayload(items).items);
}

/**
 * Waiting-room rules, pure (docs/decisions.md "A waiting room for on-sale moments"):
 * - the room is a first-in, first-out line: places are admitted in the order they were taken;
 * - the admission worker admits at a steady rate, never more than the rate allows since it last
 *   admitted, and makes up at most a few seconds it fell behind (no burst after idling or a stall);
 * - the estimated wait is the places ahead divided by the admission rate measured over the last
 *   window, or the configured rate while too few were admitted to measure;
 * - one place per browser (its queue token) and, within a limit, per address: a browser that holds a
 *   place keeps it; an address that already holds `maxPerAddress` waiting places in a room gets its
 *   oldest place back instead of a new one, so opening many browsers from one address does not
 *   multiply its places (an office or a household behind one address still gets several).
 */

/** The defaults of `server.waitingRoom` (configuration reference). */
export const DEFAULT_ROOM_ADMIT_PER_SECOND = 5;
export const DEFAULT_ROOM_PASS_MINUTES = 10;
export const DEFAULT_ROOM_MAX_PER_ADDRESS = 8;

/** How many places to admit now, and from when the next admissions are counted. */
export interface AdmissionDue {
  readonly admit: number;
  /** The instant (ms) the admissions so far are accounted up to. */
  readonly accountedUntil: number;
}

/** The most admission time a worker that fell behind makes up at once (ms). */
export const ROOM_CATCH_UP_MS = 3000;

/**
 * How many places the worker admits now at `ratePerSecond`: as many as the time since
 * `accountedUntil` allows, at most `ROOM_CATCH_UP_MS` of it (a worker that stalled or a room that
 * was idle does not admit a burst; the caller also forgets time in which the line was empty).
 */
export function admissionsDue(
  accountedUntil: number,
  now: number,
  ratePerSecond: number,
): AdmissionDue {
  if (ratePerSecond <= 0) return { admit: 0, accountedUntil: now };
  const intervalMs = 1000 / ratePerSecond;
  const oldest = Math.max(accountedUntil, now - Math.max(ROOM_CATCH_UP_MS, intervalMs));
  const admit = Math.floor((now - oldest) / intervalMs + 1e-9);
  return { admit, accountedUntil: oldest + admit * intervalMs };
}

/**
 * The admission rate (places per second) to estimate waits with: measured between the first and the
 * last admission of the recent window (so time the line stood empty does not count), once at least
 * `minimumSample` were admitted over at least a second; else the configured rate.
 */
export function measuredAdmissionRate(input: {
  readonly admittedInWindow: number;
  /** Seconds from the window's first admission to its last. */
  readonly spanSeconds: number;
  readonly configuredPerSecond: number;
  readonly minimumSample?: number;
}): number {
  const minimum = input.minimumSample ?? 10;
  if (input.admittedInWindow < minimum || input.spanSeconds < 1) return input.configuredPerSecond;
  return (input.admittedInWindow - 1) / input.spanSeconds;
}

/**
 * The estimated wait in seconds (to a tenth, rounded up) of the visitor at `position` (1 = next) at
 * `ratePerSecond`; the page shows it in whole seconds or minutes.
 */
export function estimatedWaitSeconds(position: number, ratePerSecond: number): number {
  if (position <= 0) return 0;
  if (ratePerSecond <= 0) return Number.POSITIVE_INFINITY;
  return Math.ceil((position / ratePerSecond) * 10 - 1e-9) / 10;
}

/**
 * When the waiting page asks again, in ms: often when the turn is near (so admission is seen within
 * a fraction of the wait), rarely when it is far (so a crowd polls a few times a minute).
 */
export function nextPollMs(waitSeconds: number): number {
  if (!Number.isFinite(waitSeconds)) return 15_000;
  return Math.round(Math.min(15_000, Math.max(1000, (waitSeconds * 1000) / 8)));
}

/** What the room does for a browser asking for a place. */
export type PlaceDecision =
  | { readonly kind: 'keep'; readonly placeId: number }
  | { readonly kind: 'share'; readonly placeId: number }
  | { readonly kind: 'join' };

/**
 * One place per browser and, within `maxPerAddress`, per address: a browser with a place keeps it
 * (`keep`); otherwise an address already holding `maxPerAddress` waiting places in the room makes the
 * new browser share its oldest place (`share`: same position, admitted with it); else a new place
 * at the end of the line (`join`).
 */
export function placeFor(input: {
  readonly ownPlaceId: number | null;
  /** Waiting places of the visitor's address in this room, oldest first. */
  readonly addressPlaceIds: readonly number[];
  readonly maxPerAddress: number;
}): PlaceDecision {
  if (input.ownPlaceId !== null) return { kind: 'keep', placeId: input.ownPlaceId };
  const oldest = input.addressPlaceIds[0];
  if (oldest !== undefined && input.addressPlaceIds.length >= input.maxPerAddress) {
    return { kind: 'share', placeId: oldest };
  }
  return { kind: 'join' };
}

/** Whether an admitted place's pass still lets its browser to the checkout at `now` (ms). */
export function passValid(passExpiresAt: number | null, now: number): boolean {
  return passExpiresAt !== null && now < passExpiresAt;
}

/** The share (0–1) of the line the visitor has moved through since joining, for the progress bar. */
export function roomProgress(firstPosition: number, position: number): number {
  if (firstPosition <= 0) return 1;
  return Math.min(1, Math.max(0, (firstPosition - position) / firstPosition));
}

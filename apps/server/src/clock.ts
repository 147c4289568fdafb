/** The server's one source of time: injected into buildApp so tests can pin it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that always answers the given instant (tests). */
export function fixedClock(at: Date): Clock {
  return { now: () => new Date(at.getTime()) };
}

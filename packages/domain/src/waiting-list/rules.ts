/**
 * Waiting-list rules, pure (docs/decisions.md "Waiting list"):
 * - the line is served in strict order of joining: returned places go to the first person whose
 *   wish fits; a person at the head whose wish does not fit in what came back BLOCKS everyone behind
 *   (they wait for more places) — unless their wish can never fit (more than the slot's whole
 *   capacity), then they are passed over and stay in line in case the capacity is raised;
 * - several people may be offered places from one return, in order, as long as each wish fits in
 *   what is left;
 * - a join carries a valid e-mail, a shop language and a whole number of places from 1 to the limit;
 * - an offer lasts the museum's `offerMinutes` from when it was made and has run out at that instant.
 */
import { err, ok, type Result } from '../errors';
import { isValidEmail, normalizeEmail } from '../forms/email';
import { LANGUAGES, type Language } from '../navigation/languages';

/** The default time an offer holds its places (configuration `server.waitingList.offerMinutes`). */
export const DEFAULT_OFFER_MINUTES = 30;

/** The default largest number of places one person may wait for (`server.waitingList.maxPlaces`). */
export const DEFAULT_MAX_WAITING_PLACES = 10;

/** A person waiting, as the line decides: who (`id`) and how many places they want. */
export interface WaitingEntry {
  readonly id: number;
  readonly wanted: number;
}

/** One person to offer places to now, and how many. */
export interface NextOffer {
  readonly id: number;
  readonly places: number;
}

/**
 * Who is offered places now: `line` is the people waiting (no open offer) in the order they joined,
 * `free` the places that can be held now, `capacity` the slot's whole capacity. Answers the offers
 * in line order; the places they take together never exceed `free`.
 */
export function nextOffers(
  line: readonly WaitingEntry[],
  free: number,
  capacity: number,
): NextOffer[] {
  const offers: NextOffer[] = [];
  let left = Math.max(0, Math.floor(free));
  for (const entry of line) {
    if (left <= 0) break;
    // A wish bigger than the whole slot can never be met: it does not block the line.
    if (entry.wanted > capacity) continue;
    if (entry.wanted > left) break;
    offers.push({ id: entry.id, places: entry.wanted });
    left -= entry.wanted;
  }
  return offers;
}

/** What a visitor sends to join the line of a slot. */
export interface JoinInput {
  readonly email: string;
  readonly language: string;
  readonly count: unknown;
}

/** A join as stored: e-mail trimmed and lower-case, a shop language, a whole count. */
export interface ValidJoin {
  readonly email: string;
  readonly language: Language;
  readonly count: number;
}

/** Field errors of a join, keyed by field (`email`, `count`, `language`). */
export type JoinErrors = Readonly<
  Partial<
    Record<
      'email' | 'count' | 'language',
      'EMAIL_INVALID' | 'WAITING_LIST_COUNT_INVALID' | 'FIELD_REQUIRED'
    >
  >
>;

/**
 * Checks a join: a plausible e-mail, one of the shop's languages, a whole number of places from 1
 * to `maxPlaces`. Answers the normalised join, or every field's error.
 */
export function validateJoin(
  input: JoinInput,
  maxPlaces: number,
): { ok: true; value: ValidJoin } | { ok: false; errors: JoinErrors } {
  const errors: Partial<Record<keyof JoinErrors, JoinErrors[keyof JoinErrors]>> = {};
  const email = normalizeEmail(input.email);
  if (email.length === 0) errors.email = 'FIELD_REQUIRED';
  else if (!isValidEmail(email)) errors.email = 'EMAIL_INVALID';
  const language = (LANGUAGES as readonly string[]).includes(input.language)
    ? (input.language as Language)
    : null;
  if (language === null) errors.language = 'FIELD_REQUIRED';
  const count = waitingCountOf(input.count, maxPlaces);
  if (!count.ok) errors.count = count.code;
  if (language === null || !count.ok || Object.keys(errors).length > 0) {
    return { ok: false, errors };
  }
  return { ok: true, value: { email, language, count: count.value } };
}

/** A whole number of places from 1 to `maxPlaces`, or WAITING_LIST_COUNT_INVALID with the limit. */
export function waitingCountOf(
  value: unknown,
  maxPlaces: number,
): Result<number, 'WAITING_LIST_COUNT_INVALID'> {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= maxPlaces
    ? ok(value)
    : err('WAITING_LIST_COUNT_INVALID', { max: maxPlaces });
}

/**
 * Joining is only for a slot that cannot give the places wanted now: with `available` places free,
 * a wish that fits is refused (book them instead).
 */
export function joinRefusal(
  available: number,
  wanted: number,
): Result<true, 'WAITING_LIST_NOT_SOLD_OUT'> {
  return available >= wanted ? err('WAITING_LIST_NOT_SOLD_OUT', { available }) : ok(true);
}

/** When an offer made at `offeredAt` runs out. */
export function offerExpiresAt(offeredAt: Date, offerMinutes: number): Date {
  return new Date(offeredAt.getTime() + offerMinutes * 60_000);
}

/** Whether an offer that runs out at `expiresAt` has run out at `now` (it has at that instant). */
export function isOfferExpired(expiresAt: Date, now: Date): boolean {
  return now.getTime() >= expiresAt.getTime();
}

/** Where an offer stands for its link: still usable, used (booked, given up) or run out. */
export type OfferState = 'open' | 'used' | 'expired';

/**
 * The state of an offer whose line entry has `status` and runs out at `expiresAt`: an entry still
 * `offered` is open until that instant; one that is `booked` or `left` was used; `lapsed` ran out.
 */
export function offerState(
  status: 'waiting' | 'offered' | 'lapsed' | 'left' | 'booked',
  expiresAt: Date | null,
  now: Date,
): OfferState {
  if (status === 'offered') {
    return expiresAt !== null && !isOfferExpired(expiresAt, now) ? 'open' : 'expired';
  }
  return status === 'lapsed' || status === 'waiting' ? 'expired' : 'used';
}

/**
 * Whether a basket may book through an offer: the offer is open, and the basket takes from 1 to
 * `offered` places of the offer's slot (more needs the shop's normal availability, in a basket of
 * its own).
 */
export function offerUseRefusal(
  state: OfferState,
  offered: number,
  chosen: number,
): Result<true, 'WAITING_LIST_OFFER_GONE' | 'WAITING_LIST_OFFER_PLACES_INVALID'> {
  if (state !== 'open') return err('WAITING_LIST_OFFER_GONE');
  return chosen >= 1 && chosen <= offered
    ? ok(true)
    : err('WAITING_LIST_OFFER_PLACES_INVALID', { offered });
}

/**
 * Validation of a guided-tour booking.
 *
 * Rules, in the order they are reported (validateTourBooking reports the first):
 * 1. a date (`TOUR_DATE_REQUIRED`);
 * 2. a time that the slot list offers (`TOUR_TIME_REQUIRED`);
 * 3. something selected (`TOUR_NO_SELECTION`);
 * 4. tickets = participants (`TOUR_MORE_TICKETS_THAN_PARTICIPANTS` / `..._FEWER_...`, params
 *    `tickets`, `participants`). Who counts as a participant is `tourParticipants`: when price-list
 *    entries are whole tours the group's persons are its tickets, so the rule holds by itself;
 *    otherwise each price-list unit is one participant's place and needs one ticket. With
 *    `booking_without_tickets` a booking may hold no tickets, but tickets given must still match;
 * 5. the minimum group size `min_participants` (`TOUR_MIN_GROUP_SIZE`, param `min`), per booked
 *    tour when whole tours are booked; a whole tour that books with tickets needs at least one,
 *    and one booked without tickets has no known group size, so the rule is skipped for it;
 * 6. the participant limit of `participantLimit` (`TOUR_PARTICIPANTS_LIMIT_EXCEEDED`, params
 *    `requested`, `available`), counting whole tours when price-list entries are whole tours;
 * 7. the ticket cap, max_participants × tours booked, for whole tours (`TOUR_TICKETS_LIMIT_EXCEEDED`);
 * 8. tickets and participants against the slot's remaining tickets (`TOUR_OVERBOOKED_TICKETS`,
 *    `TOUR_OVERBOOKED_PARTICIPANTS`, params `requested`, `available`);
 * 9. mandatory answers (`TOUR_MANDATORY_ANSWERS_MISSING`).
 * Rules 6–8 need the slot and are skipped while none is chosen.
 */
import { err, ok, type Err, type Result } from '../errors';
import { isFlagSet, toCount } from '../tickets/counts';
import { missingMandatoryAnswers } from './answers';
import {
  booksWholeTours,
  participantLimit,
  ticketCap,
  tourParticipants,
  tourTotals,
} from './participants';
import type { Tour, TourForm, TourQuestion, TourSlot, TourTotals } from './types';

/** What a tour booking is checked against. */
export interface TourBookingInput {
  /** The tour with the tickets and price list offered for the chosen date and time. */
  readonly tour: Tour;
  /** Availability of the chosen time; null or absent when no offered time is chosen. */
  readonly slot?: TourSlot | null;
  readonly form: TourForm;
  readonly questions?: readonly TourQuestion[] | null;
}

/** A valid booking's totals and the persons it registers. */
export interface ValidTourBooking extends TourTotals {
  readonly participants: number;
}

/** Every failing rule of a tour booking, in the documented order. */
export function validateTourBookingAll(input: TourBookingInput): Err[] {
  const { tour, slot, form } = input;
  const totals = tourTotals(form, tour);
  const { ticketCount: tickets, tourCount: tours } = totals;
  const participants = tourParticipants(tour, totals);
  const wholeTours = booksWholeTours(tour);
  const ticketsRequired = !isFlagSet(tour.booking_without_tickets);
  const failures: Err[] = [];

  if (!form.date) failures.push(err('TOUR_DATE_REQUIRED'));
  if (!form.time || !slot) failures.push(err('TOUR_TIME_REQUIRED'));
  if (tickets === 0 && tours === 0) failures.push(err('TOUR_NO_SELECTION'));

  if (!wholeTours && (ticketsRequired || tickets > 0) && tickets !== participants) {
    const code =
      tickets > participants
        ? 'TOUR_MORE_TICKETS_THAN_PARTICIPANTS'
        : 'TOUR_FEWER_TICKETS_THAN_PARTICIPANTS';
    failures.push(err(code, { tickets, participants }));
  }

  const groupSizeKnown = !wholeTours || ticketsRequired || tickets > 0;
  const groups = wholeTours ? Math.max(tours, 1) : 1;
  const min = Math.max(
    toCount(tour.min_participants) * groups,
    wholeTours && ticketsRequired ? 1 : 0,
  );
  if (groupSizeKnown && participants < min) failures.push(err('TOUR_MIN_GROUP_SIZE', { min }));

  if (slot) {
    const limited = wholeTours ? tours : participants;
    const limit = participantLimit(tour, slot);
    if (limited > limit) {
      failures.push(
        err('TOUR_PARTICIPANTS_LIMIT_EXCEEDED', { requested: limited, available: limit }),
      );
    }
    const cap = ticketCap(tour.max_participants, tours);
    if (wholeTours && tickets > cap) {
      failures.push(err('TOUR_TICKETS_LIMIT_EXCEEDED', { requested: tickets, available: cap }));
    }
    const available = toCount(slot.available);
    if (tickets > available) {
      failures.push(err('TOUR_OVERBOOKED_TICKETS', { requested: tickets, available }));
    }
    if (participants > available) {
      failures.push(err('TOUR_OVERBOOKED_PARTICIPANTS', { requested: participants, available }));
    }
  }

  if (missingMandatoryAnswers(input.questions, form.answers).length > 0) {
    failures.push(err('TOUR_MANDATORY_ANSWERS_MISSING'));
  }
  return failures;
}

/** The failures that say a request is over a capacity (places, participants, tickets per tour). */
const CAPACITY_CODES: ReadonlySet<string> = new Set([
  'TOUR_PARTICIPANTS_LIMIT_EXCEEDED',
  'TOUR_TICKETS_LIMIT_EXCEEDED',
  'TOUR_OVERBOOKED_TICKETS',
  'TOUR_OVERBOOKED_PARTICIPANTS',
]);

/**
 * The failures as a visitor reads them: one request over capacity is said once, by the limit that
 * binds (the fewest places `available`; the first of equals), in the place of the first of them.
 */
export function capacitySaidOnce(failures: readonly Err[]): Err[] {
  const capacity = failures.filter((failure) => CAPACITY_CODES.has(failure.code));
  if (capacity.length <= 1) return [...failures];
  const left = (failure: Err) => Number(failure.params?.available ?? Number.POSITIVE_INFINITY);
  const binding = capacity.reduce((best, failure) => (left(failure) < left(best) ? failure : best));
  const first = capacity[0];
  return failures.flatMap((failure) =>
    !CAPACITY_CODES.has(failure.code) ? [failure] : failure === first ? [binding] : [],
  );
}

/** Validates a tour booking: the first failure in the order of {@link validateTourBookingAll}, else the totals and participants. */
export function validateTourBooking(input: TourBookingInput): Result<ValidTourBooking> {
  const [first] = validateTourBookingAll(input);
  if (first) return first;
  const totals = tourTotals(input.form, input.tour);
  return ok({ ...totals, participants: tourParticipants(input.tour, totals) });
}

/** A tour that needs tickets but offers none for the chosen date cannot be booked (`TOUR_NO_TICKETS`). */
export function tourTicketsAvailability(
  tour: Pick<Tour, 'booking_without_tickets' | 'tickets'>,
): Result<true> {
  const needsTickets = !isFlagSet(tour.booking_without_tickets);
  return needsTickets && (tour.tickets ?? []).length === 0 ? err('TOUR_NO_TICKETS') : ok(true);
}

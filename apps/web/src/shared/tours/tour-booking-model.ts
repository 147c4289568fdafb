/**
 * The data of the tour booking form: the day's time slots with what they have left, the form the
 * domain's rules read, and the day states of the tour calendar. The rules are
 * the domain's (`validateTourBookingAll`, `tourTotals`, `selectTimeOnDateChange`, …).
 */
import {
  booksWholeTours,
  toCount,
  type TourAnswers,
  type TourCalendarSlot,
  type TourForm,
} from '@foyer/domain';
import type { Tour, TourCalendar } from '@foyer/domain/contract';
import type { TFunction } from 'i18next';
import type { CalendarDayInfo } from '@/shared/ui/calendar/calendar';

/** Days with at most this many places left are marked as nearly full. */
export const FEW_PLACES_LEFT = 5;

/** A time of the chosen day: places left, and for whole-tour bookings the tours left. */
export interface TourDaySlot extends TourCalendarSlot {
  /** Tours still bookable at this time (whole-tour bookings); null when the day is not loaded. */
  readonly tours: number | null;
}

/**
 * The time slots of a day: a time the server lists as sold out, or that has no tour left for a
 * whole-tour booking, has nothing available.
 */
export function daySlots(
  slots: readonly TourCalendarSlot[],
  soldOutTimes: readonly string[],
  dayTour: Pick<Tour, 'schedule' | 'single_ticketing' | 'book_complete_tour'> | null,
): TourDaySlot[] {
  const wholeTours = dayTour !== null && booksWholeTours(dayTour);
  return [...slots]
    .sort((a, b) => (a.time < b.time ? -1 : 1))
    .map((slot) => {
      const tours = dayTour?.schedule[slot.time]?.tours ?? null;
      const full =
        soldOutTimes.includes(slot.time) || (wholeTours && tours !== null && toCount(tours) === 0);
      return { ...slot, available: full ? 0 : toCount(slot.available), tours };
    });
}

/** What the tour calendar says about a date (sold-out dates, dates without tours). */
export function tourDayInfo(
  calendar: TourCalendar['dates'],
  soldOutDates: readonly string[],
  date: string,
  wholeTours: boolean,
  t: TFunction,
): CalendarDayInfo {
  const slots = calendar[date];
  if (slots === undefined || slots.length === 0) {
    return { state: 'unavailable', text: t('tours.calendar.unavailable') };
  }
  const places = slots.reduce((sum, slot) => sum + toCount(slot.available), 0);
  if (soldOutDates.includes(date) || places === 0) {
    return { state: 'soldOut', text: t('tours.calendar.soldOut') };
  }
  if (wholeTours) return { state: 'available', text: t('tours.calendar.available') };
  return {
    state: places <= FEW_PLACES_LEFT ? 'few' : 'available',
    text: t('tours.calendar.left', { count: places }),
  };
}

/** Counts entered for a participant ticket and its subtickets, as typed. */
export interface TicketEntry {
  readonly count: string;
  readonly subtickets: Readonly<Record<number, string>>;
}

/** Counts entered in the form: participant tickets and price-list entries (tours), by id. */
export interface TourCounts {
  readonly tickets: Readonly<Record<number, TicketEntry>>;
  readonly tours: Readonly<Record<number, string>>;
}

export const NO_TOUR_COUNTS: TourCounts = { tickets: {}, tours: {} };

/** The tour form from the choices, for the domain's rules and the cart item. */
export function tourFormOf(
  tour: Pick<Tour, 'tickets' | 'priceList'>,
  date: string | null,
  time: string | null,
  counts: TourCounts,
  answers: TourAnswers,
): TourForm {
  return {
    date,
    time,
    tickets: tour.tickets.map((ticket) => ({
      id: ticket.id,
      count: counts.tickets[ticket.id]?.count ?? '',
      subtickets: (ticket.subtickets ?? []).map((sub) => ({
        id: sub.id,
        count: counts.tickets[ticket.id]?.subtickets[sub.id] ?? '',
      })),
    })),
    tours: tour.priceList.map((entry) => ({ id: entry.id, count: counts.tours[entry.id] ?? '' })),
    answers,
  };
}

/** The day's tour with the price list of the chosen time (`schedule`: per time a price list). */
export function tourAtTime(dayTour: Tour, time: string | null): Tour {
  const entry = time === null ? undefined : dayTour.schedule[time];
  return entry && entry.priceList.length > 0 ? { ...dayTour, priceList: entry.priceList } : dayTour;
}

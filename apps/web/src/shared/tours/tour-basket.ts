/**
 * The basket item of a tour booking, in the domain's `guidedTour` shape so that `toCartPayload`
 * sends the contract's tour item (type, answers, datetime, tourId, prices, tickets). Lines
 * left at 0 are not sent; answers without a value are left out.
 */
import {
  isFlagSet,
  toCount,
  type GuidedTourBasketItem,
  type TourAnswers,
  type TourForm,
  type ValidTourBooking,
} from '@foyer/domain';
import type { Tour } from '@foyer/domain/contract';

function answered(answers: TourAnswers): GuidedTourBasketItem['answers'] {
  return Object.fromEntries(
    Object.entries(answers).filter(([, answer]) => {
      const { value } = answer;
      if (value === null) return false;
      if (Array.isArray(value)) return value.length > 0;
      return typeof value !== 'string' || value.trim() !== '';
    }),
  );
}

/**
 * The booking as a basket item. Its count is the participants (or the tours booked when there are
 * none) and its unit price the line total divided by that count, so the basket and the analytics
 * event show one line per booking.
 */
export function tourBasketItem(
  tour: Pick<Tour, 'id' | 'name' | 'single_ticketing'>,
  form: TourForm & { readonly date: string; readonly time: string },
  booking: ValidTourBooking,
): GuidedTourBasketItem {
  const count = Math.max(1, booking.participants > 0 ? booking.participants : booking.tourCount);
  const tickets = (form.tickets ?? [])
    .map((line) => {
      const subtickets = (line.subtickets ?? [])
        .map((sub) => ({ id: sub.id, count: toCount(sub.count) }))
        .filter((sub) => sub.count > 0);
      const base = { id: line.id, count: toCount(line.count) };
      return subtickets.length > 0 ? { ...base, subtickets } : base;
    })
    .filter((line) => line.count > 0 || 'subtickets' in line);
  const prices = (form.tours ?? [])
    .map((line) => ({ id: line.id, count: toCount(line.count) }))
    .filter((line) => line.count > 0);
  return {
    type: 'guidedTour',
    tourId: tour.id,
    name: tour.name,
    datetime: `${form.date}T${form.time}`,
    date: form.date,
    time: form.time,
    answers: answered(form.answers ?? {}),
    prices,
    tickets,
    single_ticketing: isFlagSet(tour.single_ticketing),
    price: Math.round(booking.totalPrice / count),
    totalPrice: booking.totalPrice,
    count,
    totalCount: booking.participants,
  };
}

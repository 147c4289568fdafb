/**
 * What the tour list offers to filter by: the tours' languages, venues and
 * categories, and which of the next few days hold tours. The filtering itself is the domain's
 * `filterTours`; the language preselection is `selectTourLanguage`.
 */
import { addDays, booksWholeTours, selectTourLanguage } from '@foyer/domain';
import type { Category, Tour } from '@foyer/domain/contract';

/** A language tours are given in. */
export interface TourLanguage {
  readonly langIdentifier: string;
  readonly langName: string;
}

/** The languages of the tours, each once, in alphabetical order of their names. */
export function tourLanguages(
  tours: readonly Pick<Tour, 'langIdentifier' | 'langName'>[],
): TourLanguage[] {
  const seen = new Map<string, TourLanguage>();
  for (const tour of tours) {
    const key = tour.langIdentifier.toLowerCase();
    if (!seen.has(key))
      seen.set(key, { langIdentifier: tour.langIdentifier, langName: tour.langName });
  }
  return [...seen.values()].sort((a, b) => a.langName.localeCompare(b.langName));
}

/** The language selected at first: the shop's current language, else the configured default. */
export function initialTourLanguage(
  languages: readonly TourLanguage[],
  current: string,
  fallback: string | null | undefined,
): string {
  return (
    selectTourLanguage(languages, current, fallback).find((language) => language.selected)
      ?.langIdentifier ?? ''
  );
}

/** The venues of the tours, each once, in list order (`venues`). */
export function tourVenues(tours: readonly Pick<Tour, 'venue'>[]): string[] {
  return [...new Set(tours.map((tour) => tour.venue).filter((venue) => venue.trim() !== ''))];
}

/** The categories that hold at least one tour, in the museum's order. */
export function usedCategories(
  categories: readonly Category[],
  tours: readonly Pick<Tour, 'custom_groups'>[],
): Category[] {
  const used = new Set(tours.flatMap((tour) => tour.custom_groups.map((group) => group.id)));
  return categories
    .filter((category) => used.has(category.id))
    .sort((a, b) => a.sequence_no - b.sequence_no);
}

/** The next-few-days shortcuts: today and the four days after it. */
export const NEXT_DAYS = ['today', 'tomorrow', 'inTwoDays', 'inThreeDays', 'inFourDays'] as const;
export type NextDay = (typeof NEXT_DAYS)[number];

/** The date of a shortcut. */
export function nextDayDate(today: string, day: NextDay): string {
  return addDays(today, NEXT_DAYS.indexOf(day));
}

/**
 * The price a tour starts from, in cents: for whole-tour bookings the cheapest tour of the price
 * list, otherwise the cheapest paid ticket (0 when all are free); null when it lists no prices.
 */
export function lowestPrice(
  tour: Pick<Tour, 'tickets' | 'priceList' | 'single_ticketing' | 'book_complete_tour'>,
): { cents: number; perTour: boolean } | null {
  const perTour = booksWholeTours(tour);
  const entries = perTour ? tour.priceList : tour.tickets;
  const prices = entries.map((entry) => entry.price);
  if (prices.length === 0) return null;
  const paid = prices.filter((price) => price > 0);
  return { cents: paid.length > 0 ? Math.min(...paid) : 0, perTour };
}

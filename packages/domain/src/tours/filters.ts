import type { ToursPerDate } from './types';

/** A tour of the list as the filters read it. */
export interface TourListItem {
  readonly id: number;
  readonly langIdentifier?: string | null;
  /** Categories the tour belongs to. */
  readonly custom_groups?: readonly { readonly id: number }[] | null;
  readonly venue?: string | number | null;
}

/** The tour list filters; an absent or empty filter lets every tour pass. */
export interface TourFilters {
  readonly language?: string | null;
  readonly category?: number | string | null;
  readonly venue?: number | string | null;
  /** `YYYY-MM-DD`: only tours held that day, per the tour overview. */
  readonly date?: string | null;
}

function isSet<T>(value: T | null | undefined | ''): value is T {
  return value !== null && value !== undefined && value !== '';
}

/** Keeps the tours matching every set filter: language (case-insensitive), category, venue and day, in list order. */
export function filterTours<T extends TourListItem>(
  tours: readonly T[],
  filters: TourFilters,
  toursPerDate: ToursPerDate,
): T[] {
  const { language, category, venue, date } = filters;
  const onDate = isSet(date) ? (toursPerDate[date] ?? []) : [];
  return tours.filter(
    (tour) =>
      (!isSet(language) || (tour.langIdentifier ?? '').toLowerCase() === language.toLowerCase()) &&
      (!isSet(category) ||
        (tour.custom_groups ?? []).some((group) => String(group.id) === String(category))) &&
      (!isSet(venue) || (isSet(tour.venue) && String(tour.venue) === String(venue))) &&
      (!isSet(date) || onDate.includes(tour.id)),
  );
}

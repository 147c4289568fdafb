/**
 * The guided-tour calls of the shop API as TanStack Query options: the tour list, the overview of
 * the next days, the categories, one tour (and its day), its calendar (one month), its sold-out
 * dates and times, and its lifetime.
 */
import { AVAILABILITY_STALE_MS, tourCalendarRange, type Language } from '@foyer/domain';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/shared/api/api-client';

/** The month range of the tour calls, `{ start, end }` as `YYYYMMDD`. */
function monthRange(month: string): { start: string; end: string } {
  const [start = '', end = ''] = tourCalendarRange(month).split(';');
  return { start, end };
}

/** All bookable tours (`tour/select/event`). */
export function toursQuery(client: ApiClient, lang: Language) {
  return queryOptions({
    queryKey: ['tours', lang],
    queryFn: ({ signal }) => client.call('tourSelect', { lang, signal }),
  });
}

/** The tour categories (`tour/attr`). */
export function tourCategoriesQuery(client: ApiClient, lang: Language) {
  return queryOptions({
    queryKey: ['tourCategories', lang],
    queryFn: ({ signal }) => client.call('tourAttr', { lang, signal }),
    staleTime: 5 * 60_000,
  });
}

/** Tour ids per date from `date` for `lookahead` more days (`tour/overview`). */
export function tourOverviewQuery(
  client: ApiClient,
  lang: Language,
  date: string,
  lookahead: number,
) {
  return queryOptions({
    queryKey: ['tourOverview', lang, date, lookahead],
    queryFn: ({ signal }) =>
      client.call('tourOverview', { lang, query: { date, lookahead }, signal }),
  });
}

/** One tour; with a date, that day's tickets, price list and schedule (`tour`). */
export function tourQuery(client: ApiClient, lang: Language, tourId: number, date?: string) {
  return queryOptions({
    queryKey: ['tour', lang, tourId, date ?? null],
    queryFn: ({ signal }) =>
      client.call('tourDay', {
        lang,
        query: date === undefined ? { tour: tourId } : { tour: tourId, date },
        signal,
      }),
    staleTime: date === undefined ? 60_000 : AVAILABILITY_STALE_MS,
  });
}

/** The tour calendar of the month of `month` (`tour/calendar/tour/{id}/range/…`). */
export function tourCalendarQuery(
  client: ApiClient,
  lang: Language,
  tourId: number,
  month: string,
) {
  const range = monthRange(month);
  return queryOptions({
    queryKey: ['tourCalendar', lang, tourId, range.start],
    queryFn: ({ signal }) =>
      client.call('tourCalendar', { lang, params: { id: tourId, ...range }, signal }),
    staleTime: AVAILABILITY_STALE_MS,
  });
}

/** The sold-out dates of the month of `month`. */
export function tourSoldOutQuery(client: ApiClient, lang: Language, tourId: number, month: string) {
  const range = monthRange(month);
  return queryOptions({
    queryKey: ['tourSoldOut', lang, tourId, range.start],
    queryFn: ({ signal }) =>
      client.call('tourSoldOut', { lang, params: { id: tourId, ...range }, signal }),
    staleTime: AVAILABILITY_STALE_MS,
  });
}

/** The sold-out start times of a date. */
export function tourSoldOutTimesQuery(
  client: ApiClient,
  lang: Language,
  tourId: number,
  date: string,
) {
  return queryOptions({
    queryKey: ['tourSoldOutTimes', lang, tourId, date],
    queryFn: ({ signal }) =>
      client.call('tourSoldOutTimeslots', { lang, params: { id: tourId, date }, signal }),
    staleTime: AVAILABILITY_STALE_MS,
  });
}

/** The first and last bookable date of a tour. */
export function tourLifetimeQuery(client: ApiClient, lang: Language, tourId: number) {
  return queryOptions({
    queryKey: ['tourLifetime', lang, tourId],
    queryFn: ({ signal }) => client.call('tourLifetime', { lang, params: { id: tourId }, signal }),
  });
}

/**
 * The event and ticket calls of the shop API as TanStack Query options: the event list, an event's
 * tickets (without a date, and of one date), its ticket calendar (a month and the next) and its
 * lifetime.
 */
import { AVAILABILITY_STALE_MS, ticketCalendarRange, type Language } from '@foyer/domain';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/shared/api/api-client';

/** All events that sell tickets (`event/select`). */
export function eventsQuery(client: ApiClient, lang: Language) {
  return queryOptions({
    queryKey: ['events', lang],
    queryFn: ({ signal }) => client.call('eventSelect', { lang, signal }),
  });
}

/** An event's tickets; without a date each ticket's schedule holds its next open entry. */
export function eventTicketsQuery(client: ApiClient, lang: Language, eventId: number) {
  return queryOptions({
    queryKey: ['eventTickets', lang, eventId],
    queryFn: ({ signal }) =>
      client.call('ticketCollect', { lang, params: { id: eventId }, signal }),
  });
}

/** An event's tickets with the time slots of one date (`YYYY-MM-DD`). */
export function eventTicketsOfDateQuery(
  client: ApiClient,
  lang: Language,
  eventId: number,
  date: string,
) {
  return queryOptions({
    queryKey: ['eventTickets', lang, eventId, date],
    queryFn: ({ signal }) =>
      client.call('ticketCollectDate', { lang, params: { id: eventId, date }, signal }),
    staleTime: AVAILABILITY_STALE_MS,
  });
}

/** Tickets available per date from the first day of `month` to the last day of the next month. */
export function ticketCalendarQuery(
  client: ApiClient,
  lang: Language,
  eventId: number,
  month: string,
) {
  const { start, end } = ticketCalendarRange(month);
  return queryOptions({
    queryKey: ['ticketCalendar', lang, eventId, start, end],
    queryFn: ({ signal }) =>
      client.call('ticketCalendar', {
        lang,
        params: { id: eventId, start, end },
        query: { deep: 1 },
        signal,
      }),
    staleTime: AVAILABILITY_STALE_MS,
  });
}

/** The first and last date an event sells tickets for. */
export function ticketLifetimeQuery(client: ApiClient, lang: Language, eventId: number) {
  return queryOptions({
    queryKey: ['ticketLifetime', lang, eventId],
    queryFn: ({ signal }) =>
      client.call('ticketLifetime', { lang, query: { event: eventId }, signal }),
  });
}

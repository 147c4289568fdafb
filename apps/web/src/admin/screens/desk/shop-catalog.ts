/**
 * The shop's own catalog reads, so the desk offers exactly what the shop offers: the events,
 * an event's tickets and time slots of a day, the articles, the guided tours (a tour's day and
 * calendar) and the gift voucher types. Same origin, answers checked with the
 * shop's contract. The desk screen reads them as TanStack queries (`…Query`), keyed under
 * `SHOP_CATALOG_KEY` so that a sale asks them all again (places and stock left).
 */
import { offeredLanguageOf, tourCalendarRange, type Language } from '@foyer/domain';
import { endpoints } from '@foyer/domain/contract';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { useAdmin } from '../../context';

async function read<S extends z.ZodType>(
  schema: S,
  language: string,
  path: string,
  signal?: AbortSignal,
) {
  const response = await fetch(`/api/${language}/${path}`, {
    headers: { accept: 'application/json' },
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  const json = (await response.json()) as { data: unknown };
  return schema.parse(json.data) as z.output<S>;
}

/**
 * The language the desk reads the shop in: the staff member's when the shop offers it, else the
 * shop's default (the shop refuses a language it does not offer). Catalog texts missing in it fall
 * back to the default language, as everywhere in the back office.
 */
export function useShopLanguage(): Language {
  const { language, me } = useAdmin();
  return offeredLanguageOf(language, me?.shopLanguages ?? [language]);
}

/** The prefix of the keys of the desk's reads of the shop's catalog. */
export const SHOP_CATALOG_KEY = ['desk', 'shop-catalog'] as const;

function shopQuery<S extends z.ZodType>(schema: S, language: string, path: string) {
  return queryOptions({
    queryKey: [...SHOP_CATALOG_KEY, language, path] as const,
    queryFn: ({ signal }) => read(schema, language, path, signal),
  });
}

export const shopEventsQuery = (language: string) =>
  shopQuery(endpoints.eventSelect.data, language, 'event/select');

export const shopTicketsQuery = (language: string, eventId: number, date: string) =>
  shopQuery(
    endpoints.ticketCollectDate.data,
    language,
    `ticket/collect/event/${eventId}/date/${date}`,
  );

export const shopArticlesQuery = (language: string) =>
  shopQuery(endpoints.merchandiseSelect.data, language, 'merchandise/select');

export const shopToursQuery = (language: string) =>
  shopQuery(endpoints.tourSelect.data, language, 'tour/select/event');

/** One tour with the tickets, price list and schedule of `date`. */
export const shopTourDayQuery = (language: string, tourId: number, date: string) =>
  shopQuery(endpoints.tourDay.data, language, `tour?tour=${tourId}&date=${date}`);

/** The tour's slots with the places left, for the month of `date` (`YYYYMMDD` range). */
export const shopTourCalendarQuery = (language: string, tourId: number, date: string) =>
  shopQuery(
    endpoints.tourCalendar.data,
    language,
    `tour/calendar/tour/${tourId}/range/${tourCalendarRange(date)}`,
  );

export const shopVoucherTypesQuery = (language: string) =>
  shopQuery(endpoints.voucherSelect.data, language, 'voucher/select/event/');

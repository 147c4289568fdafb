/**
 * The shop's own catalog reads (spec 7), so the desk offers exactly what the shop offers: the events,
 * an event's tickets and time slots of a day, the articles. Same origin, answers checked with the
 * shop's contract.
 */
import { endpoints } from '@foyer/domain/contract';
import type { z } from 'zod';

async function read<S extends z.ZodType>(schema: S, language: string, path: string) {
  const response = await fetch(`/api/${language}/${path}`, {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  const json = (await response.json()) as { data: unknown };
  return schema.parse(json.data) as z.output<S>;
}

export const shopEvents = (language: string) =>
  read(endpoints.eventSelect.data, language, 'event/select');

export const shopTickets = (language: string, eventId: number, date: string) =>
  read(endpoints.ticketCollectDate.data, language, `ticket/collect/event/${eventId}/date/${date}`);

export const shopArticles = (language: string) =>
  read(endpoints.merchandiseSelect.data, language, 'merchandise/select');

/** Calls for events and their tickets: list, tickets and time slots, calendar and lifetime. */
import { z } from 'zod';
import { calendarDate, idParam, noParams, oneParam, rangeParams } from './common';
import { defineEndpoint } from './endpoint';
import { event, lifetime, ticket, timeslot } from './entities';
import { goneBody, notFoundBody } from './errors';

/** Tickets of an event with the time slots of the asked date. */
export const ticketCollection = z.object({
  tickets: z.array(ticket),
  timeslots: z.array(timeslot),
});

/** Available tickets per date (`YYYY-MM-DD`); 0 means sold out, a missing date is unavailable. */
export const ticketCalendar = z.record(calendarDate, z.number().int().min(0));

export const eventSelectEndpoint = defineEndpoint({
  name: 'eventSelect',
  method: 'GET',
  path: 'event/select',
  tag: 'events',
  auth: 'none',
  summary: 'All events that sell tickets',
  params: noParams,
  query: z.object({}),
  body: null,
  data: z.array(event),
  errors: {},
});

export const ticketCollectEndpoint = defineEndpoint({
  name: 'ticketCollect',
  method: 'GET',
  path: 'ticket/collect/event/{id}',
  tag: 'events',
  auth: 'none',
  summary: 'Tickets of an event and its time slots',
  params: z.object({ id: idParam }),
  query: z.object({}),
  body: null,
  data: ticketCollection,
  // 410 EVENT_EXPIRED: the event has ended (an old link); the shop says so.
  errors: { 404: notFoundBody, 410: goneBody },
});

export const ticketCollectDateEndpoint = defineEndpoint({
  name: 'ticketCollectDate',
  method: 'GET',
  path: 'ticket/collect/event/{id}/date/{date}',
  tag: 'events',
  auth: 'none',
  summary: 'Tickets of an event and the time slots of one date (YYYY-MM-DD)',
  params: z.object({ id: idParam, date: calendarDate }),
  query: z.object({}),
  body: null,
  data: ticketCollection,
  errors: { 404: notFoundBody },
});

export const ticketCalendarEndpoint = defineEndpoint({
  name: 'ticketCalendar',
  method: 'GET',
  path: 'ticket/calendar/event/{id}/range/{start};{end}',
  tag: 'events',
  auth: 'none',
  summary: 'Available tickets per date of a range (YYYYMMDD), deep=1',
  description: 'The client asks from the first day of a month to the last day of the next month.',
  params: rangeParams,
  query: z.object({ deep: oneParam }),
  body: null,
  data: ticketCalendar,
  errors: { 404: notFoundBody },
});

export const ticketLifetimeEndpoint = defineEndpoint({
  name: 'ticketLifetime',
  method: 'GET',
  path: 'ticket/lifetime',
  tag: 'events',
  auth: 'none',
  summary: 'First and last date an event sells tickets for',
  params: noParams,
  query: z.object({ event: idParam.describe('Event id') }),
  body: null,
  data: lifetime,
  errors: { 404: notFoundBody },
});

export type TicketCollection = z.infer<typeof ticketCollection>;
export type TicketCalendar = z.infer<typeof ticketCalendar>;

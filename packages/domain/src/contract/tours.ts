/** Calls for guided tours: lists, overview, categories, the tour day, calendars and lifetime. */
import { z } from 'zod';
import {
  MAX_LOOKAHEAD_DAYS,
  calendarDate,
  entityId,
  idParam,
  intParam,
  noParams,
  rangeParams,
  timeOfDay,
} from './common';
import { defineEndpoint } from './endpoint';
import { category, lifetime, tour, tourCalendar } from './entities';
import { notFoundBody } from './errors';

/** Tour ids per date (`YYYY-MM-DD`), the answer of `tour/overview`. */
export const toursPerDate = z.record(calendarDate, z.array(entityId));

export const tourSelectEndpoint = defineEndpoint({
  name: 'tourSelect',
  method: 'GET',
  path: 'tour/select/event',
  tag: 'tours',
  auth: 'none',
  summary: 'All bookable guided tours (schedule empty)',
  params: noParams,
  query: z.object({}),
  body: null,
  data: z.array(tour),
  errors: {},
});

export const tourOverviewEndpoint = defineEndpoint({
  name: 'tourOverview',
  method: 'GET',
  path: 'tour/overview',
  tag: 'tours',
  auth: 'none',
  summary: 'Tour ids per date from `date` for `lookahead` more days (0–31)',
  params: noParams,
  query: z.object({
    date: calendarDate.describe('First date, YYYY-MM-DD'),
    lookahead: intParam(0, MAX_LOOKAHEAD_DAYS).describe('Days after `date` to include (0–31)'),
  }),
  body: null,
  data: toursPerDate,
  errors: {},
});

export const tourAttrEndpoint = defineEndpoint({
  name: 'tourAttr',
  method: 'GET',
  path: 'tour/attr',
  tag: 'tours',
  auth: 'none',
  summary: 'Tour categories',
  params: noParams,
  query: z.object({}),
  body: null,
  data: z.object({ categories: z.array(category) }),
  errors: {},
});

export const tourDayEndpoint = defineEndpoint({
  name: 'tourDay',
  method: 'GET',
  path: 'tour',
  tag: 'tours',
  auth: 'none',
  summary: "One tour with tickets, price list and, for `date`, that day's schedule",
  params: noParams,
  query: z.object({
    tour: idParam.describe('Tour id'),
    date: calendarDate.optional().describe('Day (YYYY-MM-DD) whose schedule to include'),
  }),
  body: null,
  data: tour,
  errors: { 404: notFoundBody },
});

export const tourCalendarEndpoint = defineEndpoint({
  name: 'tourCalendar',
  method: 'GET',
  path: 'tour/calendar/tour/{id}/range/{start};{end}',
  tag: 'tours',
  auth: 'none',
  summary: 'Time slots with available tickets per date of a range (YYYYMMDD; one month is asked)',
  params: rangeParams,
  query: z.object({}),
  body: null,
  data: tourCalendar,
  errors: { 404: notFoundBody },
});

export const tourSoldOutEndpoint = defineEndpoint({
  name: 'tourSoldOut',
  method: 'GET',
  path: 'tour/soldout/tour/{id}/range/{start};{end}',
  tag: 'tours',
  auth: 'none',
  summary: 'Sold-out dates (YYYY-MM-DD) of a range (YYYYMMDD)',
  params: rangeParams,
  query: z.object({}),
  body: null,
  data: z.array(calendarDate),
  errors: { 404: notFoundBody },
});

export const tourSoldOutTimeslotsEndpoint = defineEndpoint({
  name: 'tourSoldOutTimeslots',
  method: 'GET',
  path: 'tour/soldoutTimeslots/tour/{id}/date/{date}',
  tag: 'tours',
  auth: 'none',
  summary: 'Sold-out start times (HH:mm) of a date (YYYY-MM-DD)',
  params: z.object({ id: idParam, date: calendarDate }),
  query: z.object({}),
  body: null,
  data: z.array(timeOfDay),
  errors: { 404: notFoundBody },
});

export const tourLifetimeEndpoint = defineEndpoint({
  name: 'tourLifetime',
  method: 'GET',
  path: 'tour/lifetime/tour/{id}',
  tag: 'tours',
  auth: 'none',
  summary: 'First and last bookable date of a tour',
  params: z.object({ id: idParam }),
  query: z.object({}),
  body: null,
  data: lifetime,
  errors: { 404: notFoundBody },
});

export type ToursPerDate = z.infer<typeof toursPerDate>;

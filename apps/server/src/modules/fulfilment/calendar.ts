/**
 * "Add to calendar": an iCalendar file (made with the `ics` library) with one
 * event per dated visit of an order: the lines of one event or tour at one start time (or one day
 * of a day ticket) are one visit. Times are the venue's wall-clock times in `server.timeZone`,
 * written as UTC instants, so every calendar shows them right in any zone; a day ticket is an
 * all-day event. Event-long tickets (mode 3) and undated lines have no calendar entry.
 */
import { addDays, venueInstant, type Language } from '@foyer/domain';
import { createEvents, type DateArray, type EventAttributes } from 'ics';
import { serverT } from '../../i18n/texts';
import type { MailAttachment } from '../mail';
import { slotKey, type CatalogInfo } from './order-catalog';
import { lineWhen, type OrderLine } from './order-lines';
import { eventTicketValidity, tourValidity } from './validity';

const DEFAULT_TOUR_MINUTES = 60;

/** One dated visit: its lines and when it takes place (venue-local `YYYY-MM-DD HH:mm:ss`, or a day). */
export interface CalendarVisit {
  key: string;
  heading: string;
  venue: string | null;
  lines: OrderLine[];
  /** Local start and end, or null for an all-day visit. */
  times: { start: string; end: string } | null;
  /** The day of an all-day visit (`YYYY-MM-DD`). */
  day: string;
}

function visitTimes(
  line: OrderLine,
  catalog: CatalogInfo,
): { start: string; end: string } | null | undefined {
  if (line.kind === 'ticket' || line.kind === 'dayTicket') {
    if (line.day) return null;
    if (!line.start || line.mode === 3) return undefined;
    const slot =
      line.eventId !== null && line.mode !== null
        ? catalog.slots.get(slotKey(line.eventId, line.mode, line.start))
        : undefined;
    const validity = eventTicketValidity({
      mode: line.mode,
      start: line.start,
      slotEnd: slot?.endsAt ?? null,
      eventStart: null,
      eventEnd: null,
    });
    return validity.validFrom && validity.validTo
      ? { start: validity.validFrom, end: validity.validTo }
      : undefined;
  }
  if (line.kind === 'guidedTour' && line.start) {
    const tour = line.tourId === null ? undefined : catalog.tours.get(line.tourId);
    const validity = tourValidity(line.start, tour?.durationMinutes ?? DEFAULT_TOUR_MINUTES);
    return validity.validFrom && validity.validTo
      ? { start: validity.validFrom, end: validity.validTo }
      : undefined;
  }
  return undefined;
}

/** The order's dated visits, by start. */
export function calendarVisits(lines: readonly OrderLine[], catalog: CatalogInfo): CalendarVisit[] {
  const visits = new Map<string, CalendarVisit>();
  for (const line of lines) {
    if (line.item.cancelledAt) continue;
    const times = visitTimes(line, catalog);
    if (times === undefined) continue;
    const day = times ? times.start.slice(0, 10) : (line.day ?? '');
    const what = line.kind === 'guidedTour' ? `tour-${line.tourId}` : `event-${line.eventId}`;
    const key = `${what}|${times ? times.start : day}|${line.heading}`;
    const visit = visits.get(key);
    if (visit) visit.lines.push(line);
    else
      visits.set(key, { key, heading: line.heading, venue: line.venue, lines: [line], times, day });
  }
  return [...visits.values()].sort((a, b) =>
    (a.times?.start ?? `${a.day} 00:00:00`).localeCompare(b.times?.start ?? `${b.day} 00:00:00`),
  );
}

function utcArray(instant: Date): DateArray {
  return [
    instant.getUTCFullYear(),
    instant.getUTCMonth() + 1,
    instant.getUTCDate(),
    instant.getUTCHours(),
    instant.getUTCMinutes(),
  ];
}

function dayArray(day: string): DateArray {
  const [y, m, d] = day.split('-').map(Number);
  return [y ?? 1970, m ?? 1, d ?? 1];
}

export interface CalendarInput {
  lang: Language;
  siteName: string;
  orderNumber: string;
  /**
   * The order's public key (`orderPublicKey`): the events' UIDs derive from it, so a re-sent file
   * updates them. Never the order's token: a calendar entry is shared and synced.
   */
  orderKey: string;
  timeZone: string;
  lines: readonly OrderLine[];
  catalog: CatalogInfo;
  /** The museum's address line, used when a line names no venue. */
  address: string | null;
  /** The visit link (`visitTicketsUrl`): the tickets only, never the order's own link. */
  ticketsUrl: string;
  /** The domain of the UIDs (the shop's host). */
  uidDomain: string;
}

function visitDescription(visit: CalendarVisit, input: CalendarInput): string {
  const t = serverT(input.lang, 'mail');
  const items = visit.lines.map(
    (line) => `${line.item.count} × ${line.ticketType ?? line.heading}`,
  );
  return [
    ...items,
    '',
    t('yourOrder', { number: input.orderNumber }),
    `${t('ticketsButton')}: ${input.ticketsUrl}`,
  ].join('\n');
}

/** The iCalendar text of the order's dated visits, or null when it has none. */
export function orderCalendar(input: CalendarInput): string | null {
  const visits = calendarVisits(input.lines, input.catalog);
  if (visits.length === 0) return null;
  const events: EventAttributes[] = visits.map((visit, index) => {
    const base = {
      uid: `${input.orderKey}-${index + 1}@${input.uidDomain}`,
      title: `${visit.heading} – ${input.siteName}`,
      description: visitDescription(visit, input),
      location: [visit.venue, input.address].filter(Boolean).join(', ') || input.siteName,
      url: input.ticketsUrl,
      productId: 'foyer/ics',
      calName: input.siteName,
      status: 'CONFIRMED' as const,
      busyStatus: 'BUSY' as const,
    };
    if (visit.times) {
      return {
        ...base,
        start: utcArray(venueInstant(visit.times.start, input.timeZone)),
        startInputType: 'utc',
        startOutputType: 'utc',
        end: utcArray(venueInstant(visit.times.end, input.timeZone)),
        endInputType: 'utc',
        endOutputType: 'utc',
      };
    }
    return { ...base, start: dayArray(visit.day), end: dayArray(addDays(visit.day, 1)) };
  });
  const { error, value } = createEvents(events);
  if (error || !value) throw error ?? new Error('ics: no calendar');
  return value;
}

/** The file name of an order's calendar file. */
export function calendarFileName(orderNumber: string): string {
  return `${orderNumber.replace(/[^A-Za-z0-9._-]+/g, '-')}.ics`;
}

export function calendarAttachment(orderNumber: string, ics: string): MailAttachment {
  return {
    filename: calendarFileName(orderNumber),
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    contentBase64: Buffer.from(ics, 'utf8').toString('base64'),
  };
}

/** When a visit takes place, as the e-mail shows it. */
export function visitWhen(visit: CalendarVisit, lang: Language): string {
  const line = visit.lines[0];
  const fallback = line ? (lineWhen(line) ?? visit.day) : visit.day;
  const local = visit.times?.start ?? `${visit.day} 00:00:00`;
  try {
    const [y, m, d] = dayArray(local.slice(0, 10));
    const date = new Intl.DateTimeFormat(lang, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)));
    if (!visit.times) return `${date}, ${serverT(lang, 'mail')('allDay')}`;
    return `${date}, ${visit.times.start.slice(11, 16)}`;
  } catch {
    return fallback;
  }
}

/**
 * schema.org JSON-LD of the catalog pages: an event with an Offer per ticket, a guided tour as a
 * TouristTrip with its offers, an article, pass or gift voucher as a Product. Pure: the page's data
 * in, plain objects out; `page-head.ts` gathers the data from the page's queries.
 */
import type { Event, Merchandise, Ticket, Tour, VoucherType } from '@foyer/domain/contract';
import { venueDateTime } from '@foyer/domain';

const SCHEMA = 'https://schema.org';
export const IN_STOCK = `${SCHEMA}/InStock`;
export const SOLD_OUT = `${SCHEMA}/SoldOut`;
export const OUT_OF_STOCK = `${SCHEMA}/OutOfStock`;

export type JsonLd = Record<string, unknown>;

/** What every page's data shares: where it lives, who sells, in which time zone. */
export interface PageContext {
  /** The canonical URL of the page. */
  url: string;
  siteName: string;
  /** The shop's public origin (`publicBaseUrl`). */
  shopUrl: string;
  timeZone: string;
  /** Absolute image URL, or null. */
  image: string | null;
}

/** Cents as schema.org wants a price: `"12.50"`. */
export function price(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * A venue-local `YYYY-MM-DDTHH:mm` as ISO 8601 with the venue's UTC offset at that moment, e.g.
 * `2026-03-05T10:00:00+01:00` (search engines read a time without offset as UTC or guess).
 */
export function withVenueOffset(local: string, timeZone: string): string {
  const wanted = Date.parse(`${local.slice(0, 16)}:00Z`);
  if (Number.isNaN(wanted)) return local;
  let guess = wanted;
  for (let i = 0; i < 3; i += 1) {
    const seen = Date.parse(`${venueDateTime(new Date(guess), timeZone).slice(0, 16)}:00Z`);
    guess += wanted - seen;
  }
  const offset = Math.round((wanted - guess) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${local.slice(0, 16)}:00${sign}${hours}:${minutes}`;
}

/** The description as plain text of at most `max` characters (catalog descriptions are HTML). */
export function plainText(html: string, max = 300): string {
  const text = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    // Inline elements go without a trace ("our <a>policy</a>." stays "our policy."), blocks leave a space.
    .replace(/<\/?(a|abbr|b|code|em|i|mark|small|span|strong|sub|sup|u)\b[^>]*>/gi, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function organization(context: PageContext): JsonLd {
  return { '@type': 'Organization', name: context.siteName, url: context.shopUrl };
}

function withImage(data: JsonLd, context: PageContext): JsonLd {
  return context.image ? { ...data, image: [context.image] } : data;
}

function ticketOffer(ticket: Ticket, context: PageContext): JsonLd {
  const available = ticket.schedule.some((entry) => entry.max_tickets > 0);
  return {
    '@type': 'Offer',
    name: ticket.name,
    price: price(ticket.price),
    priceCurrency: 'EUR',
    availability: available ? IN_STOCK : SOLD_OUT,
    url: context.url,
  };
}

/** The first date a ticket of the event can be used for: its earliest schedule entry. */
function firstDate(event: Event, tickets: readonly Ticket[]): string {
  const dates = tickets.flatMap((ticket) => ticket.schedule.map((entry) => entry.datetime)).sort();
  return dates[0] ?? event.sorting_datetime;
}

/** An event with an Offer per ticket, its dates and place (schema.org Event). */
export function eventJsonLd(
  event: Event,
  tickets: readonly Ticket[],
  context: PageContext,
): JsonLd {
  const start = firstDate(event, tickets);
  return withImage(
    {
      '@context': SCHEMA,
      '@type': 'Event',
      name: event.name,
      description: plainText(event.description),
      url: context.url,
      startDate: withVenueOffset(start, context.timeZone),
      ...(event.end ? { endDate: withVenueOffset(event.end, context.timeZone) } : {}),
      eventStatus: `${SCHEMA}/EventScheduled`,
      eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
      location: {
        '@type': 'Place',
        name: event.venue || context.siteName,
        address: event.venue || context.siteName,
      },
      organizer: organization(context),
      offers: tickets.map((ticket) => ticketOffer(ticket, context)),
    },
    context,
  );
}

/** A tour's availability over the coming weeks: the next start with places, else sold out. */
export interface TourAvailability {
  /** Venue-local `YYYY-MM-DDTHH:mm` of the next start with places left, or null. */
  nextStart: string | null;
}

/** A guided tour (schema.org TouristTrip) with an Offer per participant ticket or price-list entry. */
export function tourJsonLd(
  tour: Tour,
  availability: TourAvailability,
  context: PageContext,
): JsonLd {
  const status = availability.nextStart ? IN_STOCK : SOLD_OUT;
  const priced = tour.tickets.length > 0 ? tour.tickets : tour.priceList;
  return withImage(
    {
      '@context': SCHEMA,
      '@type': 'TouristTrip',
      name: tour.name,
      description: plainText(tour.description),
      url: context.url,
      ...(tour.langName ? { inLanguage: tour.langIdentifier } : {}),
      provider: organization(context),
      offers: priced.map((entry) => ({
        '@type': 'Offer',
        name: entry.name,
        price: price(entry.price),
        priceCurrency: 'EUR',
        availability: status,
        url: context.url,
        ...(availability.nextStart
          ? { validFrom: withVenueOffset(availability.nextStart, context.timeZone) }
          : {}),
      })),
    },
    context,
  );
}

/** An article or annual pass (schema.org Product) with its price and stock. */
export function productJsonLd(article: Merchandise, context: PageContext): JsonLd {
  return withImage(
    {
      '@context': SCHEMA,
      '@type': 'Product',
      name: article.name,
      description: plainText(article.description),
      sku: String(article.id),
      url: context.url,
      brand: organization(context),
      offers: {
        '@type': 'Offer',
        price: price(article.price),
        priceCurrency: 'EUR',
        availability: article.stock > 0 ? IN_STOCK : OUT_OF_STOCK,
        url: context.url,
      },
    },
    context,
  );
}

/** A gift voucher (schema.org Product); a variable amount has no fixed price, so no Offer price. */
export function voucherJsonLd(voucher: VoucherType, context: PageContext): JsonLd {
  return withImage(
    {
      '@context': SCHEMA,
      '@type': 'Product',
      name: voucher.name,
      description: plainText(voucher.description),
      sku: `voucher-${voucher.id}`,
      url: context.url,
      brand: organization(context),
      ...(voucher.variable_amount
        ? {}
        : {
            offers: {
              '@type': 'Offer',
              price: price(voucher.price),
              priceCurrency: 'EUR',
              availability: IN_STOCK,
              url: context.url,
            },
          }),
    },
    context,
  );
}

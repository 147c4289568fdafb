/**
 * Catalog names in one language, for the back office's reading of what was sold (reports, the
 * scanner): an order line keeps its names in the order's language, the staff member reads them in
 * theirs. Each name is the catalog text in `lang`, else in the museum's default language
 * (`localized`); null when the catalog row is gone (the caller keeps the stored name then).
 */
import { localized, type LocalizedText } from '@foyer/domain';
import type { Tx } from '../../db/client';
import {
  articlesByIds,
  eventsByIds,
  ticketsByIds,
  tourOffersByIds,
  toursByIds,
  voucherTypesByIds,
} from './catalog.readers';

/** The language to name in, and the museum's default language for texts missing in it. */
export interface NameLanguage {
  lang: string;
  fallback: string;
}

/** The catalog rows to name, by id; tour tickets and prices by their tour. */
export interface NameRefs {
  eventIds: readonly number[];
  ticketIds: readonly number[];
  tourIds: readonly number[];
  articleIds: readonly number[];
  voucherTypeIds: readonly number[];
}

type Namer = (id: number | null | undefined) => string | null;

export interface CatalogNames {
  event: Namer;
  ticket: Namer;
  tour: Namer;
  tourTicket: Namer;
  tourPrice: Namer;
  article: Namer;
  voucherType: Namer;
}

function namer(
  rows: readonly { id: number; name: LocalizedText }[],
  language: NameLanguage,
): Namer {
  const names = new Map(
    rows.map((row) => [row.id, localized(row.name, language.lang, language.fallback)]),
  );
  return (id) => (id === null || id === undefined ? null : names.get(id) || null);
}

const unique = (ids: readonly number[]) => [...new Set(ids)];

/** Reads the named rows (one query at a time, so it may run inside a transaction). */
export async function catalogNames(
  tx: Tx,
  refs: NameRefs,
  language: NameLanguage,
): Promise<CatalogNames> {
  const events = await eventsByIds(tx, unique(refs.eventIds));
  const tickets = await ticketsByIds(tx, unique(refs.ticketIds));
  const tours = await toursByIds(tx, unique(refs.tourIds));
  const offers = [...(await tourOffersByIds(tx, unique(refs.tourIds))).values()];
  const articles = await articlesByIds(tx, unique(refs.articleIds));
  const voucherTypes = await voucherTypesByIds(tx, unique(refs.voucherTypeIds));
  return {
    event: namer(events, language),
    ticket: namer(tickets, language),
    tour: namer(tours, language),
    tourTicket: namer(
      offers.flatMap((offer) => offer.tickets.map((record) => record.ticket)),
      language,
    ),
    tourPrice: namer(
      offers.flatMap((offer) => offer.prices),
      language,
    ),
    article: namer(articles, language),
    voucherType: namer(voucherTypes, language),
  };
}

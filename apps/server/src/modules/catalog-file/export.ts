/**
 * Exports the catalog in the file format that import reads (docs/catalog.md): every section, every
 * item (inactive ones too, marked `active: false`), slots and days written one by one, items in id
 * order and texts in the shop's language order, so that export → import → export is identical.
 * Voucher codes sold in the shop belong to their orders and are left out.
 */
import { LANGUAGES } from '@foyer/domain';
import { stringify } from 'yaml';
import type { Db, Tx } from '../../db/client';
import type {
  events,
  I18nText,
  ticketSubtickets,
  tickets,
  tourPrices,
  tourQuestionOptions,
  tourQuestions,
  tours,
  tourSubtickets,
  tourTickets,
} from '../../db/schema';
import { readCapacities } from '../inventory';
import { readCatalogTables, type CatalogTables } from './catalog.repository';
import { fromDbLocal } from '../../db/local-time';
import { CATALOG_SECTIONS, CATALOG_VERSION, type ExportedCatalog, type TextMap } from './schema';

/** A language map in the order of the shop's languages, without languages the shop does not know. */
function texts(value: I18nText): TextMap {
  const out: TextMap = {};
  for (const lang of LANGUAGES) {
    const text = value[lang];
    if (typeof text === 'string') out[lang] = text;
  }
  return out;
}

/** An event row's own fields as the catalog file writes them (the editor reads them so too). */
export function fileEvent(event: typeof events.$inferSelect) {
  return {
    name: texts(event.name),
    description: texts(event.description),
    venue: event.venueId,
    image: event.image,
    sequenceNo: event.sequenceNo,
    sortingDatetime: fromDbLocal(event.sortingDatetime),
    startsAt: fromDbLocal(event.startsAt),
    endsAt: fromDbLocal(event.endsAt),
    customGroups: event.customGroups,
    active: event.active,
    waitingList: event.waitingList,
  };
}

/** A ticket row with its subticket rows, as the catalog file writes it (the editor reads it so too). */
export function fileTicket(
  ticket: typeof tickets.$inferSelect,
  subs: readonly (typeof ticketSubtickets.$inferSelect)[],
) {
  return {
    id: ticket.id,
    name: texts(ticket.name),
    description: texts(ticket.description),
    price: ticket.price,
    vatValue: ticket.vatValue,
    mode: ticket.mode as 1 | 3 | 5,
    dayTicket: ticket.dayTicket,
    family: ticket.family,
    group: ticket.groupId,
    printSeparately: ticket.printSeparately,
    uniqueBarcode: ticket.uniqueBarcode,
    scanSeparately: ticket.scanSeparately,
    bookWithCost: ticket.bookWithCost,
    bookWithCostWarn: ticket.bookWithCostWarn,
    sequenceNo: ticket.sequenceNo,
    active: ticket.active,
    subtickets: subs.map((sub) => ({
      id: sub.id,
      name: texts(sub.name),
      price: sub.price,
      vatValue: sub.vatValue,
      minQuantity: sub.minQuantity,
      maxQuantity: sub.maxQuantity,
      sequenceNo: sub.sequenceNo,
    })),
  };
}

/** A priced row (tour ticket, subticket, price list entry) as the catalog file writes it. */
function filePriced(row: {
  id: number;
  name: I18nText;
  price: number;
  vatValue: number;
  sequenceNo: number;
}) {
  return {
    id: row.id,
    name: texts(row.name),
    price: row.price,
    vatValue: Number(row.vatValue),
    sequenceNo: row.sequenceNo,
  };
}

/** A tour's rows below it, each list in the order it is written. */
export interface TourRows {
  tickets: readonly (typeof tourTickets.$inferSelect)[];
  /** The subtickets of those tickets. */
  subtickets: readonly (typeof tourSubtickets.$inferSelect)[];
  prices: readonly (typeof tourPrices.$inferSelect)[];
  questions: readonly (typeof tourQuestions.$inferSelect)[];
  /** The options of those questions. */
  options: readonly (typeof tourQuestionOptions.$inferSelect)[];
}

/**
 * A tour row with its tickets, price list and questions, as the catalog file writes it (the editor
 * reads it so too); without its id and slots, which the caller adds.
 */
export function fileTour(tour: typeof tours.$inferSelect, rows: TourRows) {
  return {
    name: texts(tour.name),
    eventName: texts(tour.eventName),
    description: texts(tour.description),
    image: tour.image,
    language: tour.langIdentifier,
    venue: tour.venueId,
    categories: tour.categoryIds,
    customGroups: tour.customGroups,
    maxParticipants: tour.maxParticipants,
    minParticipants: tour.minParticipants,
    singleTicketing: tour.singleTicketing,
    bookCompleteTour: tour.bookCompleteTour,
    bookingWithoutTickets: tour.bookingWithoutTickets,
    durationMinutes: tour.durationMinutes,
    firstDate: tour.firstDate,
    lastDate: tour.lastDate,
    sequenceNo: tour.sequenceNo,
    active: tour.active,
    waitingList: tour.waitingList,
    tickets: rows.tickets.map((ticket) => ({
      ...filePriced(ticket),
      subtickets: rows.subtickets.filter((sub) => sub.tourTicketId === ticket.id).map(filePriced),
    })),
    prices: rows.prices.map(filePriced),
    questions: rows.questions.map((question) => ({
      id: question.id,
      text: texts(question.text),
      type: question.type,
      mandatory: question.mandatory,
      sequenceNo: question.sequenceNo,
      options: rows.options
        .filter((option) => option.questionId === question.id)
        .map((option) => ({
          id: option.id,
          text: texts(option.text),
          sequenceNo: option.sequenceNo,
        })),
    })),
  };
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const row of rows) {
    const list = out.get(key(row)) ?? [];
    list.push(row);
    out.set(key(row), list);
  }
  return out;
}

type Amounts = { capacity: number; sold: number };

function toCatalog(t: CatalogTables, amounts: (capacityId: number) => Amounts): ExportedCatalog {
  const ticketsByEvent = groupBy(t.tickets, (row) => row.eventId);
  const subsByTicket = groupBy(t.ticketSubtickets, (row) => row.ticketId);
  const slotsByEvent = groupBy(t.eventSlots, (row) => row.eventId);
  const daysByEvent = groupBy(t.eventDays, (row) => row.eventId);
  const tourTicketsByTour = groupBy(t.tourTickets, (row) => row.tourId);
  const tourSubsByTicket = groupBy(t.tourSubtickets, (row) => row.tourTicketId);
  const pricesByTour = groupBy(t.tourPrices, (row) => row.tourId);
  const slotsByTour = groupBy(t.tourSlots, (row) => row.tourId);
  const questionsByTour = groupBy(t.tourQuestions, (row) => row.tourId);
  const optionsByQuestion = groupBy(t.tourQuestionOptions, (row) => row.questionId);
  const named = (row: { id: number; name: I18nText; sequenceNo: number }) => ({
    id: row.id,
    name: texts(row.name),
    sequenceNo: row.sequenceNo,
  });

  const events: NonNullable<ExportedCatalog['events']> = t.events.map((event) => {
    const eventTickets = ticketsByEvent.get(event.id) ?? [];
    const shared = eventTickets.find(
      (ticket) => ticket.mode === 3 && !ticket.dayTicket && ticket.capacityId !== null,
    )?.capacityId;
    const eventLong = shared === undefined || shared === null ? null : amounts(shared);
    return {
      id: event.id,
      ...fileEvent(event),
      capacity: eventLong?.capacity ?? null,
      sold: eventLong?.sold ?? 0,
      tickets: eventTickets.map((ticket) => fileTicket(ticket, subsByTicket.get(ticket.id) ?? [])),
      slots: (slotsByEvent.get(event.id) ?? []).map((slot) => ({
        mode: slot.mode as 1 | 5,
        startsAt: fromDbLocal(slot.startsAt),
        endsAt: fromDbLocal(slot.endsAt),
        ...amounts(slot.capacityId),
      })),
      days: (daysByEvent.get(event.id) ?? []).map((day) => ({
        date: day.day,
        ...amounts(day.capacityId),
      })),
    };
  });

  const tours: NonNullable<ExportedCatalog['tours']> = t.tours.map((tour) => {
    const tickets = tourTicketsByTour.get(tour.id) ?? [];
    const questions = questionsByTour.get(tour.id) ?? [];
    const { questions: fileQuestions, ...rest } = fileTour(tour, {
      tickets,
      subtickets: tickets.flatMap((ticket) => tourSubsByTicket.get(ticket.id) ?? []),
      prices: pricesByTour.get(tour.id) ?? [],
      questions,
      options: questions.flatMap((question) => optionsByQuestion.get(question.id) ?? []),
    });
    // The file's order of keys: the slots stand between the price list and the questions.
    return {
      id: tour.id,
      ...rest,
      slots: (slotsByTour.get(tour.id) ?? []).map((slot) => ({
        startsAt: fromDbLocal(slot.startsAt),
        participants: amounts(slot.participantsCapacityId),
        tours: amounts(slot.toursCapacityId),
      })),
      questions: fileQuestions,
    };
  });

  return {
    version: CATALOG_VERSION,
    venues: t.venues.map((venue) => ({
      id: venue.id,
      name: texts(venue.name),
      address: venue.address,
      sequenceNo: venue.sequenceNo,
    })),
    customGroups: t.customGroups.map(named),
    ticketGroups: t.ticketGroups.map(named),
    events,
    tourCategories: t.tourCategories.map(named),
    tours,
    merchandiseCategories: t.merchandiseCategories.map((category) => ({
      id: category.id,
      slug: category.slug,
      name: texts(category.name),
      sequenceNo: category.sequenceNo,
    })),
    merchandise: t.merchandise.map((item) => ({
      id: item.id,
      category: item.categoryId,
      name: texts(item.name),
      description: texts(item.description),
      price: item.price,
      vatValue: item.vatValue,
      productKind: item.productKindRef,
      images: item.images,
      customGroups: item.customGroups,
      related: item.relatedIds,
      needsShipping: item.needsShipping,
      ...amounts(item.capacityId),
      sequenceNo: item.sequenceNo,
      active: item.active,
    })),
    voucherCategories: t.voucherCategories.map(named),
    voucherTypes: t.voucherTypes.map((type) => ({
      id: type.id,
      category: type.groupId,
      name: texts(type.name),
      description: texts(type.description),
      image: type.image,
      price: type.price,
      vatValue: type.vatValue,
      variableAmount: type.variableAmount,
      validityDays: type.validityDays,
      sequenceNo: type.sequenceNo,
      active: type.active,
    })),
    voucherCodes: t.voucherCodes.map((code) => ({
      id: code.id,
      barcode: code.barcode,
      name: texts(code.name),
      amount: code.amount,
      usedAmount: code.usedAmount,
      validFrom: code.validFrom,
      validTo: code.validTo,
      voucherType: code.voucherTypeId,
    })),
    banners: t.banners.map((banner) => ({
      id: banner.id,
      group: banner.groupName,
      image: banner.image,
      imageMobile: banner.imageMobile,
      link: banner.link,
      alt: texts(banner.alt),
      sequenceNo: banner.sequenceNo,
    })),
    socialLinks: t.socialLinks.map((link) => ({
      id: link.id,
      name: link.name,
      url: link.url,
      sequenceNo: link.sequenceNo,
    })),
    pages: t.pages.map((page) => ({
      id: page.id as NonNullable<ExportedCatalog['pages']>[number]['id'],
      title: texts(page.title),
      html: texts(page.html),
    })),
    contentBlocks: t.contentBlocks.map((block) => ({ key: block.key, text: texts(block.text) })),
  };
}

/** Reads the whole catalog from one consistent snapshot of the database. */
export async function exportCatalog(db: Db): Promise<ExportedCatalog> {
  return db.transaction((tx) => exportCatalogIn(tx), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

/** Reads the whole catalog inside `tx` (an import's dry run compares it before and after). */
export async function exportCatalogIn(tx: Tx): Promise<ExportedCatalog> {
  const tables = await readCatalogTables(tx);
  const capacityIds = [
    ...tables.tickets.flatMap((row) => (row.capacityId === null ? [] : [row.capacityId])),
    ...tables.eventSlots.map((row) => row.capacityId),
    ...tables.eventDays.map((row) => row.capacityId),
    ...tables.tourSlots.flatMap((row) => [row.participantsCapacityId, row.toursCapacityId]),
    ...tables.merchandise.map((row) => row.capacityId),
  ];
  const states = await readCapacities(tx, capacityIds);
  return toCatalog(tables, (id) => {
    const state = states.get(id);
    return { capacity: state?.capacity ?? 0, sold: state?.sold ?? 0 };
  });
}

/** Drops what import would default anyway (null, `{}`, `[]`) below the top level, for a readable file. */
function compact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(compact);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item === null || item === undefined) continue;
    if (Array.isArray(item) && item.length === 0) continue;
    if (typeof item === 'object' && !Array.isArray(item) && Object.keys(item).length === 0)
      continue;
    out[key] = compact(item);
  }
  return out;
}

/** The catalog as a YAML document. Sections stay even when empty: an empty list removes items. */
export function catalogToYaml(catalog: ExportedCatalog): string {
  const document: Record<string, unknown> = { version: catalog.version };
  for (const section of CATALOG_SECTIONS) {
    const items = catalog[section];
    if (items !== undefined) document[section] = compact(items);
  }
  return stringify(document, { lineWidth: 0 });
}

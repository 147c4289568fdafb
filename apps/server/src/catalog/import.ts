/**
 * Imports a catalog file into the database in one transaction (docs/catalog.md):
 * - the whole file is validated first; nothing is written when anything is invalid;
 * - rows are upserted by their explicit ids; slots by event, mode and start; days by event and date;
 * - a section left out of the file is not touched; in a section that is present, items missing
 *   from the file are deactivated (events, tickets, tours, merchandise, voucher types), deleted
 *   (children of items in the file, banners, links, pages, content blocks, unused voucher codes,
 *   venues, groups and categories nothing refers to any more) or, for slots and days with sales or
 *   holds, kept and closed for new sales;
 * - `capacity` and `sold` update the `capacities` rows; `sold` (and a code's used amount) is never
 *   lowered, so sales made since the file was exported are kept.
 */
import type { Db, Tx } from '../db/client';
import {
  ID_TABLES,
  allocateCapacityIds,
  capacitiesWithOpenHolds,
  catalogIsEmpty,
  childIds,
  closeCapacities,
  deactivateMissing,
  deleteByIds,
  existingIds,
  insertCapacities,
  lockCatalog,
  readCapacities,
  referencedIds,
  resetIdSequences,
  updateCapacities,
  upsertById,
  type CapacityKind,
  type ChildTable,
  type IdTable,
  type InsertRow,
  type ReferencedTable,
} from './catalog.repository';
import {
  contentBlockKeys,
  deleteContentBlocksMissing,
  deleteEventDays,
  deleteEventSlots,
  deletePagesMissing,
  deleteTourSlots,
  deleteUnusedCodesMissing,
  eventDaysOf,
  eventSlotsOf,
  insertEventDays,
  insertEventSlots,
  insertTourSlots,
  merchandiseStock,
  pageIds,
  parkBarcodes,
  releaseSlugs,
  ticketsOfEvents,
  tourSlotsOf,
  updateEventSlotEnds,
  upsertContentBlocks,
  upsertPages,
  usedCodesMissing,
  voucherCodesMatching,
} from './catalog-sections.repository';
import { sql } from 'drizzle-orm';
import { fromDbLocal, toDbLocal } from '../db/local-time';
import type { Catalog, CatalogEvent, CatalogTour } from './schema';
import { REF_LABELS, parseCatalog, type PendingRef } from './validate';

/** What an import did to one kind of item. */
export interface SectionCounts {
  /** Items listed in the file. */
  inFile: number;
  created: number;
  updated: number;
  /** Set inactive, or (slots and days with sales) closed for new sales. */
  deactivated: number;
  deleted: number;
  /** Missing from the file but kept because something still refers to them or they were used. */
  kept: number;
}

export const SUMMARY_KEYS = [
  'venues',
  'customGroups',
  'ticketGroups',
  'events',
  'tickets',
  'subtickets',
  'eventSlots',
  'eventDays',
  'tourCategories',
  'tours',
  'tourTickets',
  'tourSubtickets',
  'tourPrices',
  'tourSlots',
  'tourQuestions',
  'tourQuestionOptions',
  'merchandiseCategories',
  'merchandise',
  'voucherCategories',
  'voucherTypes',
  'voucherCodes',
  'banners',
  'socialLinks',
  'pages',
  'contentBlocks',
] as const;
export type SummaryKey = (typeof SUMMARY_KEYS)[number];
export type ImportSummary = Partial<Record<SummaryKey, SectionCounts>>;

export type ImportResult =
  { ok: true; skipped: boolean; summary: ImportSummary } | { ok: false; errors: string[] };

export interface ImportOptions {
  /** Import only into a catalog without events, tours, merchandise and voucher types (the demo seed). */
  onlyIfEmpty?: boolean;
}

/** Thrown inside the transaction to roll it back with the problems found in the database. */
class ImportRejected extends Error {
  constructor(readonly errors: string[]) {
    super(errors.join('\n'));
  }
}

function emptyCounts(inFile: number): SectionCounts {
  return { inFile, created: 0, updated: 0, deactivated: 0, deleted: 0, kept: 0 };
}

function minus<T>(all: Iterable<T>, remove: Iterable<T>): T[] {
  const gone = new Set(remove);
  return [...all].filter((item) => !gone.has(item));
}

interface CapacityClaim {
  existingId: number | null;
  kind: CapacityKind;
  capacity: number;
  sold: number;
  /** Where the file states it, for error messages. */
  where: string;
  id: number;
}

/** Collects the capacities a section needs, then writes them in two batches (update, insert). */
class CapacityPlan {
  private claims: CapacityClaim[] = [];

  claim(
    kind: CapacityKind,
    amounts: { capacity: number; sold: number },
    where: string,
    existingId: number | null,
  ): CapacityClaim {
    const claim = { existingId, kind, ...amounts, where, id: existingId ?? 0 };
    this.claims.push(claim);
    return claim;
  }

  async flush(tx: Tx, errors: string[]): Promise<void> {
    const claims = this.claims;
    this.claims = [];
    const reused = claims.filter((claim) => claim.existingId !== null);
    const states = await readCapacities(
      tx,
      reused.map((claim) => claim.id),
    );
    for (const claim of reused) {
      const sold = Math.max(states.get(claim.id)?.sold ?? 0, claim.sold);
      if (claim.capacity < sold) {
        errors.push(`${claim.where}: capacity ${claim.capacity} is below the ${sold} already sold`);
      }
    }
    await updateCapacities(tx, reused);
    const fresh = claims.filter((claim) => claim.existingId === null);
    const ids = await allocateCapacityIds(tx, fresh.length);
    fresh.forEach((claim, i) => {
      const id = ids[i];
      if (id === undefined) throw new Error('Fewer capacity ids than requested');
      claim.id = id;
    });
    await insertCapacities(
      tx,
      fresh.map(({ id, kind, capacity, sold }) => ({ id, kind, capacity, sold })),
    );
  }
}

/** One import run inside its transaction. */
class CatalogImport {
  readonly errors: string[] = [];
  readonly summary: ImportSummary = {};
  private readonly capacities = new CapacityPlan();
  /** Venues, groups and categories missing from the file: deleted at the end when unreferenced. */
  private readonly orphans: Partial<Record<ReferencedTable, number[]>> = {};

  constructor(
    private readonly tx: Tx,
    private readonly catalog: Catalog,
  ) {}

  async run(pendingRefs: readonly PendingRef[]): Promise<void> {
    await this.checkPendingRefs(pendingRefs);
    if (this.errors.length > 0) return;
    const c = this.catalog;
    await this.syncReferenced('venues', c.venues, (v) => ({
      id: v.id,
      name: v.name,
      address: v.address,
      sequenceNo: v.sequenceNo,
    }));
    await this.syncReferenced('customGroups', c.customGroups, (g) => ({
      id: g.id,
      name: g.name,
      sequenceNo: g.sequenceNo,
    }));
    await this.syncReferenced('ticketGroups', c.ticketGroups, (g) => ({
      id: g.id,
      name: g.name,
      sequenceNo: g.sequenceNo,
    }));
    await this.syncReferenced('tourCategories', c.tourCategories, (g) => ({
      id: g.id,
      name: g.name,
      sequenceNo: g.sequenceNo,
    }));
    if (c.merchandiseCategories) await releaseSlugs(this.tx, c.merchandiseCategories);
    await this.syncReferenced('merchandiseCategories', c.merchandiseCategories, (g) => ({
      id: g.id,
      slug: g.slug,
      name: g.name,
      sequenceNo: g.sequenceNo,
    }));
    await this.syncReferenced('voucherCategories', c.voucherCategories, (g) => ({
      id: g.id,
      name: g.name,
      sequenceNo: g.sequenceNo,
    }));
    if (c.events) await this.syncEvents(c.events);
    if (c.tours) await this.syncTours(c.tours);
    if (c.merchandise) await this.syncMerchandise(c.merchandise);
    if (c.voucherTypes) await this.syncVoucherTypes(c.voucherTypes);
    if (c.voucherCodes) await this.syncVoucherCodes(c.voucherCodes);
    await this.syncDeletable('banners', c.banners, (b) => ({
      id: b.id,
      groupName: b.group,
      image: b.image,
      imageMobile: b.imageMobile,
      link: b.link,
      alt: b.alt,
      sequenceNo: b.sequenceNo,
    }));
    await this.syncDeletable('socialLinks', c.socialLinks, (l) => ({
      id: l.id,
      name: l.name,
      url: l.url,
      sequenceNo: l.sequenceNo,
    }));
    if (c.pages) await this.syncPages(c.pages);
    if (c.contentBlocks) await this.syncContentBlocks(c.contentBlocks);
    await this.deleteOrphans();
    await resetIdSequences(this.tx, Object.keys(ID_TABLES) as IdTable[]);
  }

  private async checkPendingRefs(refs: readonly PendingRef[]): Promise<void> {
    const tables = [...new Set(refs.map((ref) => ref.table))];
    for (const table of tables) {
      const wanted = refs.filter((ref) => ref.table === table);
      const found = await existingIds(
        this.tx,
        table,
        wanted.map((ref) => ref.id),
      );
      for (const ref of wanted) {
        if (!found.has(ref.id))
          this.errors.push(`${ref.path}: unknown ${REF_LABELS[table]} ${ref.id}`);
      }
    }
  }

  /** Upserts rows by id and counts which of them existed. */
  private async upsert<T extends IdTable>(
    name: T,
    key: SummaryKey,
    rows: InsertRow<T>[],
    options?: Parameters<typeof upsertById>[3],
  ): Promise<SectionCounts> {
    const ids = rows.map((row) => row.id as number);
    const existing = await existingIds(this.tx, name, ids);
    await upsertById(this.tx, name, rows, options);
    const counts = emptyCounts(rows.length);
    counts.updated = ids.filter((id) => existing.has(id)).length;
    counts.created = rows.length - counts.updated;
    this.summary[key] = counts;
    return counts;
  }

  /** Venues, groups and categories: missing ones are deleted at the end unless still referenced. */
  private async syncReferenced<T extends ReferencedTable, I extends { id: number }>(
    name: T,
    items: readonly I[] | undefined,
    toRow: (item: I) => InsertRow<T>,
  ): Promise<void> {
    if (!items) return;
    const all = await existingIds(this.tx, name);
    await this.upsert(name, name, items.map(toRow));
    this.orphans[name] = minus(
      all,
      items.map((item) => item.id),
    );
  }

  /** Banners and social links: missing ones are deleted. */
  private async syncDeletable<T extends 'banners' | 'socialLinks', I extends { id: number }>(
    name: T,
    items: readonly I[] | undefined,
    toRow: (item: I) => InsertRow<T>,
  ): Promise<void> {
    if (!items) return;
    const all = await existingIds(this.tx, name);
    const counts = await this.upsert(name, name, items.map(toRow));
    const missing = minus(
      all,
      items.map((item) => item.id),
    );
    await deleteByIds(this.tx, name, missing);
    counts.deleted = missing.length;
  }

  /** Children of parents in the file: upserted; those the file no longer lists are deleted. */
  private async syncChildren<T extends ChildTable>(
    name: T,
    key: SummaryKey,
    parentIds: readonly number[],
    rows: InsertRow<T>[],
  ): Promise<void> {
    const before = await childIds(this.tx, name, parentIds);
    const counts = await this.upsert(name, key, rows);
    const missing = minus(
      before,
      rows.map((row) => row.id as number),
    );
    await deleteByIds(this.tx, name, missing);
    counts.deleted = missing.length;
  }

  /**
   * Slots and days missing from the file: deleted when nothing was sold or held, otherwise kept
   * with their capacity closed at what is sold and held.
   */
  private async retire(
    rows: readonly { id: number; capacityIds: number[] }[],
    remove: (ids: number[]) => Promise<void>,
    counts: SectionCounts,
  ): Promise<void> {
    if (rows.length === 0) return;
    const capacityIds = rows.flatMap((row) => row.capacityIds);
    const states = await readCapacities(this.tx, capacityIds);
    const open = await capacitiesWithOpenHolds(this.tx, capacityIds);
    const busy = (id: number) => {
      const state = states.get(id);
      return open.has(id) || (state !== undefined && (state.sold > 0 || state.held > 0));
    };
    const keep = rows.filter((row) => row.capacityIds.some(busy));
    const drop = minus(rows, keep);
    await remove(drop.map((row) => row.id));
    await closeCapacities(
      this.tx,
      keep.flatMap((row) => row.capacityIds),
    );
    counts.deleted += drop.length;
    counts.deactivated += keep.length;
  }

  // ------------------------------------------------------------------------------------ events

  private async syncEvents(items: readonly CatalogEvent[]): Promise<void> {
    const tx = this.tx;
    const eventIds = items.map((event) => event.id);
    const eventCounts = await this.upsert(
      'events',
      'events',
      items.map((event) => ({
        id: event.id,
        name: event.name,
        description: event.description,
        venueId: event.venue,
        image: event.image,
        sequenceNo: event.sequenceNo,
        sortingDatetime: toDbLocal(event.sortingDatetime),
        startsAt: toDbLocal(event.startsAt),
        endsAt: toDbLocal(event.endsAt),
        customGroups: event.customGroups,
        active: event.active,
      })),
    );
    eventCounts.deactivated = (await deactivateMissing(tx, 'events', eventIds)).length;

    // The event-long capacity is the one its mode-3 tickets already share (lowest ticket id first).
    const storedTickets = (await ticketsOfEvents(tx, eventIds)).sort((a, b) => a.id - b.id);
    const eventCapacity = new Map<number, number>();
    for (const ticket of storedTickets) {
      if (ticket.mode === 3 && !ticket.dayTicket && ticket.capacityId !== null) {
        if (!eventCapacity.has(ticket.eventId))
          eventCapacity.set(ticket.eventId, ticket.capacityId);
      }
    }
    const eventClaims = new Map<number, CapacityClaim>();
    items.forEach((event, i) => {
      if (event.capacity === null) return;
      const claim = this.capacities.claim(
        'event',
        { capacity: event.capacity, sold: event.sold },
        `events[${i}].capacity`,
        eventCapacity.get(event.id) ?? null,
      );
      eventClaims.set(event.id, claim);
    });

    const slotPlan = await this.planEventSlots(items);
    const dayPlan = await this.planEventDays(items);
    await this.capacities.flush(tx, this.errors);

    const ticketRows: InsertRow<'tickets'>[] = items.flatMap((event) =>
      event.tickets.map((ticket) => ({
        id: ticket.id,
        eventId: event.id,
        name: ticket.name,
        description: ticket.description,
        price: ticket.price,
        vatValue: ticket.vatValue,
        mode: ticket.mode,
        dayTicket: ticket.dayTicket,
        family: ticket.family,
        groupId: ticket.group,
        printSeparately: ticket.printSeparately,
        uniqueBarcode: ticket.uniqueBarcode,
        scanSeparately: ticket.scanSeparately,
        bookWithCost: ticket.bookWithCost,
        bookWithCostWarn: ticket.bookWithCostWarn,
        capacityId:
          ticket.mode === 3 && !ticket.dayTicket ? (eventClaims.get(event.id)?.id ?? null) : null,
        sequenceNo: ticket.sequenceNo,
        active: ticket.active,
      })),
    );
    const ticketCounts = await this.upsert('tickets', 'tickets', ticketRows);
    ticketCounts.deactivated = (
      await deactivateMissing(
        tx,
        'tickets',
        ticketRows.map((row) => row.id as number),
        { eventIds },
      )
    ).length;
    await this.syncChildren(
      'ticketSubtickets',
      'subtickets',
      ticketRows.map((row) => row.id as number),
      items.flatMap((event) =>
        event.tickets.flatMap((ticket) =>
          ticket.subtickets.map((sub) => ({
            id: sub.id,
            ticketId: ticket.id,
            name: sub.name,
            price: sub.price,
            vatValue: sub.vatValue,
            minQuantity: sub.minQuantity,
            maxQuantity: sub.maxQuantity,
            sequenceNo: sub.sequenceNo,
          })),
        ),
      ),
    );
    await slotPlan.write();
    await dayPlan.write();
  }

  private async planEventSlots(items: readonly CatalogEvent[]) {
    const tx = this.tx;
    const stored = await eventSlotsOf(
      tx,
      items.map((event) => event.id),
    );
    const byKey = new Map(
      stored.map((slot) => [`${slot.eventId} ${slot.mode} ${fromDbLocal(slot.startsAt)}`, slot]),
    );
    const counts = emptyCounts(0);
    const inserts: {
      eventId: number;
      mode: number;
      startsAt: string;
      endsAt: string | null;
      claim: CapacityClaim;
    }[] = [];
    const endUpdates: { id: number; endsAt: string | null }[] = [];
    const seen = new Set<number>();
    items.forEach((event, i) => {
      for (const slot of event.slots) {
        counts.inFile += 1;
        const where = `events[${i}].slots (${slot.startsAt}, mode ${slot.mode})`;
        const found = byKey.get(`${event.id} ${slot.mode} ${slot.startsAt}`);
        const claim = this.capacities.claim('event_slot', slot, where, found?.capacityId ?? null);
        if (found) {
          seen.add(found.id);
          counts.updated += 1;
          if (fromDbLocal(found.endsAt) !== slot.endsAt) {
            endUpdates.push({ id: found.id, endsAt: toDbLocal(slot.endsAt) });
          }
        } else {
          counts.created += 1;
          inserts.push({
            eventId: event.id,
            mode: slot.mode,
            startsAt: slot.startsAt,
            endsAt: slot.endsAt,
            claim,
          });
        }
      }
    });
    this.summary.eventSlots = counts;
    return {
      write: async () => {
        await insertEventSlots(
          tx,
          inserts.map((slot) => ({
            eventId: slot.eventId,
            mode: slot.mode,
            startsAt: toDbLocal(slot.startsAt),
            endsAt: toDbLocal(slot.endsAt),
            capacityId: slot.claim.id,
          })),
        );
        await updateEventSlotEnds(tx, endUpdates);
        const missing = stored.filter((slot) => !seen.has(slot.id));
        await this.retire(
          missing.map((slot) => ({ id: slot.id, capacityIds: [slot.capacityId] })),
          (ids) => deleteEventSlots(tx, ids),
          counts,
        );
      },
    };
  }

  private async planEventDays(items: readonly CatalogEvent[]) {
    const tx = this.tx;
    const stored = await eventDaysOf(
      tx,
      items.map((event) => event.id),
    );
    const byKey = new Map(stored.map((day) => [`${day.eventId} ${day.day}`, day]));
    const counts = emptyCounts(0);
    const inserts: { eventId: number; day: string; claim: CapacityClaim }[] = [];
    const seen = new Set<number>();
    items.forEach((event, i) => {
      for (const day of event.days) {
        counts.inFile += 1;
        const found = byKey.get(`${event.id} ${day.date}`);
        const where = `events[${i}].days (${day.date})`;
        const claim = this.capacities.claim('event_day', day, where, found?.capacityId ?? null);
        if (found) {
          seen.add(found.id);
          counts.updated += 1;
        } else {
          counts.created += 1;
          inserts.push({ eventId: event.id, day: day.date, claim });
        }
      }
    });
    this.summary.eventDays = counts;
    return {
      write: async () => {
        await insertEventDays(
          tx,
          inserts.map((day) => ({ eventId: day.eventId, day: day.day, capacityId: day.claim.id })),
        );
        const missing = stored.filter((day) => !seen.has(day.id));
        await this.retire(
          missing.map((day) => ({ id: day.id, capacityIds: [day.capacityId] })),
          (ids) => deleteEventDays(tx, ids),
          counts,
        );
      },
    };
  }

  // ------------------------------------------------------------------------------------ tours

  private async syncTours(items: readonly CatalogTour[]): Promise<void> {
    const tx = this.tx;
    const tourIds = items.map((tour) => tour.id);
    const counts = await this.upsert(
      'tours',
      'tours',
      items.map((tour) => ({
        id: tour.id,
        name: tour.name,
        eventName: tour.eventName,
        description: tour.description,
        image: tour.image,
        langIdentifier: tour.language,
        venueId: tour.venue,
        categoryIds: tour.categories,
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
      })),
    );
    counts.deactivated = (await deactivateMissing(tx, 'tours', tourIds)).length;

    const tourTickets = items.flatMap((tour) => tour.tickets.map((ticket) => ({ tour, ticket })));
    await this.syncChildren(
      'tourTickets',
      'tourTickets',
      tourIds,
      tourTickets.map(({ tour, ticket }) => ({
        id: ticket.id,
        tourId: tour.id,
        name: ticket.name,
        price: ticket.price,
        vatValue: ticket.vatValue,
        sequenceNo: ticket.sequenceNo,
      })),
    );
    await this.syncChildren(
      'tourSubtickets',
      'tourSubtickets',
      tourTickets.map(({ ticket }) => ticket.id),
      tourTickets.flatMap(({ ticket }) =>
        ticket.subtickets.map((sub) => ({
          id: sub.id,
          tourTicketId: ticket.id,
          name: sub.name,
          price: sub.price,
          vatValue: sub.vatValue,
          sequenceNo: sub.sequenceNo,
        })),
      ),
    );
    await this.syncChildren(
      'tourPrices',
      'tourPrices',
      tourIds,
      items.flatMap((tour) =>
        tour.prices.map((price) => ({
          id: price.id,
          tourId: tour.id,
          name: price.name,
          price: price.price,
          vatValue: price.vatValue,
          sequenceNo: price.sequenceNo,
        })),
      ),
    );
    const questions = items.flatMap((tour) =>
      tour.questions.map((question) => ({ tour, question })),
    );
    await this.syncChildren(
      'tourQuestions',
      'tourQuestions',
      tourIds,
      questions.map(({ tour, question }) => ({
        id: question.id,
        tourId: tour.id,
        text: question.text,
        type: question.type,
        mandatory: question.mandatory,
        sequenceNo: question.sequenceNo,
      })),
    );
    await this.syncChildren(
      'tourQuestionOptions',
      'tourQuestionOptions',
      questions.map(({ question }) => question.id),
      questions.flatMap(({ question }) =>
        question.options.map((option) => ({
          id: option.id,
          questionId: question.id,
          text: option.text,
          sequenceNo: option.sequenceNo,
        })),
      ),
    );
    await this.syncTourSlots(items);
  }

  private async syncTourSlots(items: readonly CatalogTour[]): Promise<void> {
    const tx = this.tx;
    const stored = await tourSlotsOf(
      tx,
      items.map((tour) => tour.id),
    );
    const byKey = new Map(
      stored.map((slot) => [`${slot.tourId} ${fromDbLocal(slot.startsAt)}`, slot]),
    );
    const counts = emptyCounts(0);
    const inserts: {
      tourId: number;
      startsAt: string;
      participants: CapacityClaim;
      tours: CapacityClaim;
    }[] = [];
    const seen = new Set<number>();
    items.forEach((tour, i) => {
      for (const slot of tour.slots) {
        counts.inFile += 1;
        const found = byKey.get(`${tour.id} ${slot.startsAt}`);
        const where = `tours[${i}].slots (${slot.startsAt})`;
        const participants = this.capacities.claim(
          'tour_participants',
          slot.participants,
          `${where}.participants`,
          found?.participantsCapacityId ?? null,
        );
        const parallel = this.capacities.claim(
          'tour_tours',
          slot.tours,
          `${where}.tours`,
          found?.toursCapacityId ?? null,
        );
        if (found) {
          seen.add(found.id);
          counts.updated += 1;
        } else {
          counts.created += 1;
          inserts.push({ tourId: tour.id, startsAt: slot.startsAt, participants, tours: parallel });
        }
      }
    });
    this.summary.tourSlots = counts;
    await this.capacities.flush(tx, this.errors);
    await insertTourSlots(
      tx,
      inserts.map((slot) => ({
        tourId: slot.tourId,
        startsAt: toDbLocal(slot.startsAt),
        participantsCapacityId: slot.participants.id,
        toursCapacityId: slot.tours.id,
      })),
    );
    const missing = stored.filter((slot) => !seen.has(slot.id));
    await this.retire(
      missing.map((slot) => ({
        id: slot.id,
        capacityIds: [slot.participantsCapacityId, slot.toursCapacityId],
      })),
      (ids) => deleteTourSlots(tx, ids),
      counts,
    );
  }

  // ------------------------------------------------------------------------------------ merchandise

  private async syncMerchandise(items: NonNullable<Catalog['merchandise']>): Promise<void> {
    const stock = await merchandiseStock(this.tx);
    const claims = items.map((item, i) => ({
      item,
      stock: this.capacities.claim(
        'stock',
        item,
        `merchandise[${i}].capacity`,
        stock.get(item.id) ?? null,
      ),
    }));
    await this.capacities.flush(this.tx, this.errors);
    const counts = await this.upsert(
      'merchandise',
      'merchandise',
      claims.map(({ item, stock: claim }) => ({
        id: item.id,
        categoryId: item.category,
        name: item.name,
        description: item.description,
        price: item.price,
        vatValue: item.vatValue,
        productKindRef: item.productKind,
        images: item.images,
        customGroups: item.customGroups,
        relatedIds: item.related,
        needsShipping: item.needsShipping,
        capacityId: claim.id,
        sequenceNo: item.sequenceNo,
        active: item.active,
      })),
    );
    counts.deactivated = (
      await deactivateMissing(
        this.tx,
        'merchandise',
        items.map((item) => item.id),
      )
    ).length;
  }

  // ------------------------------------------------------------------------------------ vouchers

  private async syncVoucherTypes(items: NonNullable<Catalog['voucherTypes']>): Promise<void> {
    const counts = await this.upsert(
      'voucherTypes',
      'voucherTypes',
      items.map((type) => ({
        id: type.id,
        groupId: type.category,
        name: type.name,
        description: type.description,
        image: type.image,
        price: type.price,
        vatValue: type.vatValue,
        variableAmount: type.variableAmount,
        validityDays: type.validityDays,
        sequenceNo: type.sequenceNo,
        active: type.active,
      })),
    );
    counts.deactivated = (
      await deactivateMissing(
        this.tx,
        'voucherTypes',
        items.map((type) => type.id),
      )
    ).length;
  }

  private async syncVoucherCodes(items: NonNullable<Catalog['voucherCodes']>): Promise<void> {
    const tx = this.tx;
    const fileIds = new Set(items.map((code) => code.id));
    const stored = await voucherCodesMatching(
      tx,
      [...fileIds],
      items.map((code) => code.barcode),
    );
    const byId = new Map(stored.map((code) => [code.id, code]));
    const byBarcode = new Map(stored.map((code) => [code.barcode, code]));
    const clearing: number[] = [];
    items.forEach((code, i) => {
      const same = byId.get(code.id);
      if (same && same.orderId !== null) {
        this.errors.push(
          `voucherCodes[${i}].id: voucher code ${code.id} was sold in the shop and is not part of the catalog`,
        );
      }
      const used = Math.max(same?.usedAmount ?? 0, code.usedAmount);
      if (used > code.amount) {
        this.errors.push(
          `voucherCodes[${i}].amount: ${code.amount} is below the ${used} already used`,
        );
      }
      const holder = byBarcode.get(code.barcode);
      if (!holder || holder.id === code.id || fileIds.has(holder.id)) return;
      if (holder.orderId !== null || holder.usedAmount > 0) {
        this.errors.push(
          `voucherCodes[${i}].barcode: ${code.barcode} already belongs to voucher code ${holder.id}, which was sold or redeemed`,
        );
      } else {
        clearing.push(holder.id);
      }
    });
    if (this.errors.length > 0) return;
    // An unused code that gives up its barcode to another id is missing from the file anyway.
    await deleteByIds(tx, 'voucherCodes', clearing);
    await parkBarcodes(
      tx,
      stored.filter((code) => fileIds.has(code.id)).map((code) => code.id),
    );
    const counts = await this.upsert(
      'voucherCodes',
      'voucherCodes',
      items.map((code) => ({
        id: code.id,
        barcode: code.barcode,
        name: code.name,
        amount: code.amount,
        usedAmount: code.usedAmount,
        validFrom: code.validFrom,
        validTo: code.validTo,
        voucherTypeId: code.voucherType,
      })),
      {
        skip: ['orderId', 'createdAt'],
        override: { usedAmount: sql`GREATEST(voucher_codes.used_amount, excluded.used_amount)` },
      },
    );
    counts.deleted = clearing.length + (await deleteUnusedCodesMissing(tx, [...fileIds])).length;
    counts.kept = await usedCodesMissing(tx, [...fileIds]);
  }

  // ------------------------------------------------------------------------------------ content

  private async syncPages(items: NonNullable<Catalog['pages']>): Promise<void> {
    const before = await pageIds(this.tx);
    await upsertPages(
      this.tx,
      items.map((page) => ({ id: page.id, title: page.title, html: page.html })),
    );
    const counts = emptyCounts(items.length);
    counts.updated = items.filter((page) => before.has(page.id)).length;
    counts.created = items.length - counts.updated;
    counts.deleted = await deletePagesMissing(
      this.tx,
      items.map((page) => page.id),
    );
    this.summary.pages = counts;
  }

  private async syncContentBlocks(items: NonNullable<Catalog['contentBlocks']>): Promise<void> {
    const before = await contentBlockKeys(this.tx);
    await upsertContentBlocks(
      this.tx,
      items.map((block) => ({ key: block.key, text: block.text })),
    );
    const counts = emptyCounts(items.length);
    counts.updated = items.filter((block) => before.has(block.key)).length;
    counts.created = items.length - counts.updated;
    counts.deleted = await deleteContentBlocksMissing(
      this.tx,
      items.map((block) => block.key),
    );
    this.summary.contentBlocks = counts;
  }

  /** Deletes the venues, groups and categories missing from the file that nothing refers to. */
  private async deleteOrphans(): Promise<void> {
    const pending = Object.entries(this.orphans) as [ReferencedTable, number[]][];
    if (pending.every(([, ids]) => ids.length === 0)) return;
    const referenced = await referencedIds(this.tx);
    for (const [name, ids] of pending) {
      const kept = ids.filter((id) => referenced[name].has(id));
      const gone = minus(ids, kept);
      await deleteByIds(this.tx, name, gone);
      const counts = this.summary[name] ?? emptyCounts(0);
      counts.deleted = gone.length;
      counts.kept = kept.length;
      this.summary[name] = counts;
    }
  }
}

/**
 * Validates `input` (a parsed YAML document) and applies it in one transaction. Answers the errors
 * (each naming the path of the bad field) without writing anything, or what was written per section.
 */
export async function importCatalog(
  db: Db,
  input: unknown,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const parsed = parseCatalog(input);
  if (!parsed.ok) return parsed;
  try {
    return await db.transaction(async (tx) => {
      await lockCatalog(tx);
      if (options.onlyIfEmpty && !(await catalogIsEmpty(tx))) {
        return { ok: true as const, skipped: true, summary: {} };
      }
      const run = new CatalogImport(tx, parsed.catalog);
      await run.run(parsed.pendingRefs);
      if (run.errors.length > 0) throw new ImportRejected(run.errors);
      return { ok: true as const, skipped: false, summary: run.summary };
    });
  } catch (error) {
    if (error instanceof ImportRejected) return { ok: false, errors: error.errors };
    throw error;
  }
}

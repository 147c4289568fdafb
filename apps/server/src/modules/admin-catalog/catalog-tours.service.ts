/**
 * The back office's tour editor: lists tours, shows one with its texts per
 * language, tickets, price list, questions and schedules, and saves a tour through the catalog
 * import's own writer (`syncTours`, `only`), checked by the catalog file's schema. Hiding a tour
 * (`active: false`) never deletes it, so paid orders keep their lines, documents and check-in.
 * Every save writes an audit entry. Schedules: catalog-tour-slots.service.ts.
 */
import type { TourEdit } from '@foyer/domain/catalog-file';
import type {
  CatalogTourDetail,
  CatalogTourSummary,
} from '@foyer/domain/admin-contract/catalog-tours';
import { startSales, type LocalizedText } from '@foyer/domain';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { fromDbLocal } from '../../db/local-time';
import { CatalogImport, existingIds, fileTour, syncTours, type CatalogTour } from '../catalog-file';
import { defaultLanguage } from '../../i18n/languages';
import { NOT_FOUND } from '../../http/failure';
import { failed, success, type Outcome } from '../../outcome';
import { audit, type Actor } from '../staff';
import {
  fieldRefusal,
  inCatalogTransaction,
  Refusal,
  throwImportErrors,
} from './catalog-transaction';
import {
  allocateTourIds,
  tourChildren,
  tourChoices,
  tourList,
  tourRow,
  tourSlotRows,
  type TourIdTable,
} from './catalog-tours.repository';

/** A stored text map with its languages that have a text. */
function texts(value: LocalizedText): Record<string, string> {
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

export async function listTours(deps: AppDeps): Promise<Outcome<CatalogTourSummary[]>> {
  const { rows, slotCounts } = await tourList(deps.db);
  const slotsOf = new Map(slotCounts.map((row) => [row.tourId, Number(row.n)]));
  return success(
    rows.map((row) => ({
      id: row.id,
      name: texts(row.name),
      active: row.active,
      language: row.language,
      slots: slotsOf.get(row.id) ?? 0,
    })),
  );
}

/** The editor's view of a tour, or null when there is none. */
export async function tourDetail(tx: Tx, id: number): Promise<CatalogTourDetail | null> {
  const tour = await tourRow(tx, id);
  if (!tour) return null;
  const { ticketRows, subRows, priceRows, questionRows, optionRows } = await tourChildren(tx, id);
  const slots = await tourSlotRows(tx, id);
  const choices = await tourChoices(tx);
  const named = (rows: readonly { id: number; name: LocalizedText }[]) =>
    rows.map((row) => ({ id: row.id, name: texts(row.name) }));
  return {
    id,
    tour: fileTour(tour, {
      tickets: ticketRows,
      subtickets: subRows,
      prices: priceRows,
      questions: questionRows,
      options: optionRows,
    }),
    slots: slots.map((slot) => ({
      id: slot.id,
      startsAt: fromDbLocal(slot.startsAt),
      participants: slot.participants,
      tours: slot.tours,
      sales: startSales(slot.participantsSales, slot.toursSales),
    })),
    venues: named(choices.venues),
    categories: named(choices.categories),
    customGroups: named(choices.customGroups),
  };
}

export async function getTour(deps: AppDeps, id: number): Promise<Outcome<CatalogTourDetail>> {
  const detail = await tourDetail(deps.db, id);
  return detail ? success(detail) : failed(NOT_FOUND);
}

/**
 * Gives fresh ids to the new items of a list, and refuses an id that is not one of `own` (an item
 * of another tour): `path` names the list in the body, e.g. `tickets.0.subtickets`.
 */
async function giveIds<T extends { id?: number | undefined }>(
  tx: Tx,
  table: TourIdTable,
  items: readonly { item: T; path: string; own: ReadonlySet<number>; what: string }[],
): Promise<(T & { id: number })[]> {
  const fresh = await allocateTourIds(
    tx,
    table,
    items.filter((i) => i.item.id === undefined).length,
  );
  return items.map(({ item, path, own, what }) => {
    if (item.id !== undefined && !own.has(item.id))
      throw fieldRefusal(`${path}.id`, `is not ${what}`);
    return { ...item, id: item.id ?? (fresh.shift() as number) };
  });
}

/** The tour as the catalog file states it: every item with its id (new ones given fresh ids). */
async function withIds(
  tx: Tx,
  id: number,
  body: TourEdit,
  stored: CatalogTourDetail | null,
): Promise<CatalogTour> {
  const own = stored?.tour;
  const idsOf = (rows: readonly { id: number }[] | undefined) =>
    new Set((rows ?? []).map((row) => row.id));
  const tickets = await giveIds(
    tx,
    'tour_tickets',
    body.tickets.map((item, i) => ({
      item,
      path: `tickets.${i}`,
      own: idsOf(own?.tickets),
      what: 'a ticket of this tour',
    })),
  );
  const subs = await giveIds(
    tx,
    'tour_subtickets',
    tickets.flatMap((ticket, i) =>
      ticket.subtickets.map((item, j) => ({
        item,
        path: `tickets.${i}.subtickets.${j}`,
        own: idsOf(own?.tickets.find((t) => t.id === ticket.id)?.subtickets),
        what: 'a subticket of this ticket',
      })),
    ),
  );
  const prices = await giveIds(
    tx,
    'tour_prices',
    body.prices.map((item, i) => ({
      item,
      path: `prices.${i}`,
      own: idsOf(own?.prices),
      what: 'a price of this tour',
    })),
  );
  const questions = await giveIds(
    tx,
    'tour_questions',
    body.questions.map((item, i) => ({
      item,
      path: `questions.${i}`,
      own: idsOf(own?.questions),
      what: 'a question of this tour',
    })),
  );
  const options = await giveIds(
    tx,
    'tour_question_options',
    questions.flatMap((question, i) =>
      question.options.map((item, j) => ({
        item,
        path: `questions.${i}.options.${j}`,
        own: idsOf(own?.questions.find((q) => q.id === question.id)?.options),
        what: 'an option of this question',
      })),
    ),
  );
  return {
    ...body,
    id,
    tickets: tickets.map((ticket) => ({
      ...ticket,
      subtickets: ticket.subtickets.map(() => subs.shift() as (typeof subs)[number]),
    })),
    prices,
    questions: questions.map((question) => ({
      ...question,
      options: question.options.map(() => options.shift() as (typeof options)[number]),
    })),
    slots: [],
  };
}

async function checkRefs(tx: Tx, body: TourEdit): Promise<void> {
  const check = async (
    table: 'venues' | 'tourCategories' | 'customGroups',
    field: string,
    wanted: readonly number[],
  ) => {
    if (wanted.length === 0) return;
    const found = await existingIds(tx, table, wanted);
    if (wanted.some((ref) => !found.has(ref))) throw fieldRefusal(field, 'does not exist');
  };
  await check('venues', 'venue', body.venue === null ? [] : [body.venue]);
  await check('tourCategories', 'categories', body.categories);
  await check('customGroups', 'customGroups', body.customGroups);
}

export function importRun(deps: AppDeps, tx: Tx, tour: CatalogTour): CatalogImport {
  return new CatalogImport(tx, { version: 1, tours: [tour] }, defaultLanguage(deps.config));
}

/** Creates (`id` null) or saves a tour with its tickets, prices and questions. */
export async function saveTour(
  deps: AppDeps,
  actor: Actor,
  id: number | null,
  body: TourEdit,
): Promise<Outcome<CatalogTourDetail>> {
  return inCatalogTransaction(deps, async (tx) => {
    const before = id === null ? null : await tourDetail(tx, id);
    if (id !== null && !before) throw new Refusal(failed(NOT_FOUND));
    await checkRefs(tx, body);
    const tourId = id ?? ((await allocateTourIds(tx, 'tours', 1))[0] as number);
    const tour = await withIds(tx, tourId, body, before);
    const run = importRun(deps, tx, tour);
    await syncTours(run, [tour], { only: true });
    throwImportErrors(run);
    const after = await tourDetail(tx, tourId);
    if (!after) throw new Error('the saved tour is gone');
    await audit(
      tx,
      actor,
      deps.clock.now(),
      id === null ? 'catalog.tour.create' : 'catalog.tour.update',
      { type: 'tour', id: tourId },
      before?.tour ?? null,
      after.tour,
    );
    return after;
  });
}

/**
 * Database access of the catalog import and export: batched reads and writes by ids, never a query
 * per row. Catalog tables are small (a museum's events, tours and articles), so whole-table reads
 * are used where a reference check needs every row; slots and capacities are read by their parents'
 * ids through the indexes of schema.ts.
 */
import {
  and,
  eq,
  getTableColumns,
  getTableName,
  inArray,
  isNull,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import {
  banners,
  contentBlocks,
  customGroups,
  eventDays,
  eventSlots,
  events,
  merchandise,
  merchandiseCategories,
  pages,
  socialLinks,
  ticketGroups,
  ticketSubtickets,
  tickets,
  tourCategories,
  tourPrices,
  tourQuestionOptions,
  tourQuestions,
  tourSlots,
  tourSubtickets,
  tourTickets,
  tours,
  venues,
  voucherCategories,
  voucherCodes,
  voucherTypes,
} from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { chunks } from '../../db/batches';
export const ID_TABLES = {
  venues,
  customGroups,
  ticketGroups,
  events,
  tickets,
  ticketSubtickets,
  tourCategories,
  tours,
  tourTickets,
  tourSubtickets,
  tourPrices,
  tourQuestions,
  tourQuestionOptions,
  merchandiseCategories,
  merchandise,
  voucherCategories,
  voucherTypes,
  voucherCodes,
  banners,
  socialLinks,
} as const;
export type IdTable = keyof typeof ID_TABLES;
export type InsertRow<T extends IdTable> = (typeof ID_TABLES)[T]['$inferInsert'];

/** Tables with an `active` flag: rows missing from a file are deactivated, never deleted. */
export type ActiveTable = 'events' | 'tickets' | 'tours' | 'merchandise' | 'voucherTypes';

/** Child tables and the column naming their parent. */
const CHILDREN = {
  ticketSubtickets: ticketSubtickets.ticketId,
  tourTickets: tourTickets.tourId,
  tourSubtickets: tourSubtickets.tourTicketId,
  tourPrices: tourPrices.tourId,
  tourQuestions: tourQuestions.tourId,
  tourQuestionOptions: tourQuestionOptions.questionId,
} as const;
export type ChildTable = keyof typeof CHILDREN;

function idColumn(name: IdTable): PgColumn {
  return ID_TABLES[name].id;
}

/** `SET col = excluded.col` for every column but the id and the ones named in `skip`. */
function excludedColumns(table: PgTable, skip: readonly string[]): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (key === 'id' || skip.includes(key)) continue;
    set[key] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

/** Serialises catalog imports (several server processes may seed the same empty database at once). */
export async function lockCatalog(tx: Tx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(7310, 1)`);
}

/** True when the shop sells nothing yet: no events, tours, merchandise or voucher types. */
export async function catalogIsEmpty(tx: Tx): Promise<boolean> {
  const result = await tx.execute(sql`
    SELECT NOT (EXISTS (SELECT 1 FROM events) OR EXISTS (SELECT 1 FROM tours)
      OR EXISTS (SELECT 1 FROM merchandise) OR EXISTS (SELECT 1 FROM voucher_types)) AS empty`);
  return Boolean(rowsOf<{ empty: boolean }>(result)[0]?.empty);
}

/** The ids of a table, all of them or those among `ids`. */
export async function existingIds(
  tx: Tx,
  name: IdTable,
  ids?: readonly number[],
): Promise<Set<number>> {
  const column = idColumn(name);
  const table = ID_TABLES[name] as PgTable;
  if (ids === undefined) {
    const rows = await tx.select({ id: column }).from(table);
    return new Set(rows.map((row) => Number(row.id)));
  }
  const found = new Set<number>();
  for (const part of chunks([...new Set(ids)], 5000)) {
    const rows = await tx.select({ id: column }).from(table).where(inArray(column, part));
    rows.forEach((row) => found.add(Number(row.id)));
  }
  return found;
}

/**
 * Inserts rows with their explicit ids, updating rows that exist. `skip` names columns an update
 * leaves alone; `override` replaces the update of a column (e.g. keeping the larger used amount).
 */
export async function upsertById<T extends IdTable>(
  tx: Tx,
  name: T,
  rows: readonly InsertRow<T>[],
  options: { skip?: readonly string[]; override?: Record<string, SQL> } = {},
): Promise<void> {
  if (rows.length === 0) return;
  const table = ID_TABLES[name] as PgTable;
  const set = { ...excludedColumns(table, options.skip ?? []), ...options.override };
  for (const part of chunks(rows)) {
    // The generic table loses drizzle's row type; `rows` is typed by the caller's table name.
    await tx
      .insert(table)
      .values(part as never)
      .onConflictDoUpdate({ target: idColumn(name), set });
  }
}

/** Sets `active = false` on rows not in `keep` (within `scope` when given); returns their ids. */
export async function deactivateMissing(
  tx: Tx,
  name: ActiveTable,
  keep: readonly number[],
  scope?: { eventIds: readonly number[] },
): Promise<number[]> {
  const table = ID_TABLES[name];
  const inScope = scope ? inArray(tickets.eventId, scope.eventIds) : undefined;
  const rows = await tx
    .update(table)
    .set({ active: false })
    .where(and(eq(table.active, true), notInArray(table.id, [...keep]), inScope))
    .returning({ id: table.id });
  return rows.map((row) => row.id);
}

/** Deletes rows by id. */
export async function deleteByIds(tx: Tx, name: IdTable, ids: readonly number[]): Promise<void> {
  const table = ID_TABLES[name] as PgTable;
  for (const part of chunks(ids, 5000)) {
    await tx.delete(table).where(inArray(idColumn(name), part));
  }
}

/** Ids of the children of the given parents. */
export async function childIds(
  tx: Tx,
  name: ChildTable,
  parentIds: readonly number[],
): Promise<Set<number>> {
  if (parentIds.length === 0) return new Set();
  const table = ID_TABLES[name] as PgTable;
  const rows = await tx
    .select({ id: idColumn(name) })
    .from(table)
    .where(inArray(CHILDREN[name], [...parentIds]));
  return new Set(rows.map((row) => Number(row.id)));
}

/** Resets the id sequences past the explicit ids written, so later inserts get fresh ids. */
export async function resetIdSequences(tx: Tx, names: readonly IdTable[]): Promise<void> {
  for (const name of names) {
    const table = getTableName(ID_TABLES[name]);
    await tx.execute(
      sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), GREATEST(nextval(pg_get_serial_sequence(${table}, 'id')), (SELECT COALESCE(MAX(id), 0) FROM ${sql.identifier(table)})))`,
    );
  }
}

// ---------------------------------------------------------------------------------------------------
// References to venues, groups and categories (whole catalog tables)

export type ReferencedTable =
  | 'venues'
  | 'customGroups'
  | 'ticketGroups'
  | 'tourCategories'
  | 'merchandiseCategories'
  | 'voucherCategories';

/** Every id of a venue, group or category that some row still points at, active or not. */
export async function referencedIds(tx: Tx): Promise<Record<ReferencedTable, Set<number>>> {
  const out: Record<ReferencedTable, Set<number>> = {
    venues: new Set(),
    customGroups: new Set(),
    ticketGroups: new Set(),
    tourCategories: new Set(),
    merchandiseCategories: new Set(),
    voucherCategories: new Set(),
  };
  const addAll = (set: Set<number>, ids: readonly (number | null)[] | null) =>
    ids?.forEach((id) => id !== null && set.add(id));
  for (const row of await tx
    .select({ venueId: events.venueId, groups: events.customGroups })
    .from(events)) {
    addAll(out.venues, [row.venueId]);
    addAll(out.customGroups, row.groups);
  }
  const tourRows = await tx
    .select({ venueId: tours.venueId, categories: tours.categoryIds, groups: tours.customGroups })
    .from(tours);
  for (const row of tourRows) {
    addAll(out.venues, [row.venueId]);
    addAll(out.tourCategories, row.categories);
    addAll(out.customGroups, row.groups);
  }
  const merchRows = await tx
    .select({ categoryId: merchandise.categoryId, groups: merchandise.customGroups })
    .from(merchandise);
  for (const row of merchRows) {
    addAll(out.merchandiseCategories, [row.categoryId]);
    addAll(out.customGroups, row.groups);
  }
  const ticketRows = await tx.selectDistinct({ groupId: tickets.groupId }).from(tickets);
  addAll(
    out.ticketGroups,
    ticketRows.map((row) => row.groupId),
  );
  const typeRows = await tx.selectDistinct({ groupId: voucherTypes.groupId }).from(voucherTypes);
  addAll(
    out.voucherCategories,
    typeRows.map((row) => row.groupId),
  );
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Export: every catalog table, in a stable order

export async function readCatalogTables(tx: Tx) {
  return {
    venues: await tx.select().from(venues).orderBy(venues.id),
    customGroups: await tx.select().from(customGroups).orderBy(customGroups.id),
    ticketGroups: await tx.select().from(ticketGroups).orderBy(ticketGroups.id),
    events: await tx.select().from(events).orderBy(events.id),
    tickets: await tx.select().from(tickets).orderBy(tickets.id),
    ticketSubtickets: await tx.select().from(ticketSubtickets).orderBy(ticketSubtickets.id),
    eventSlots: await tx
      .select()
      .from(eventSlots)
      .orderBy(eventSlots.eventId, eventSlots.mode, eventSlots.startsAt),
    eventDays: await tx.select().from(eventDays).orderBy(eventDays.eventId, eventDays.day),
    tourCategories: await tx.select().from(tourCategories).orderBy(tourCategories.id),
    tours: await tx.select().from(tours).orderBy(tours.id),
    tourTickets: await tx.select().from(tourTickets).orderBy(tourTickets.id),
    tourSubtickets: await tx.select().from(tourSubtickets).orderBy(tourSubtickets.id),
    tourPrices: await tx.select().from(tourPrices).orderBy(tourPrices.id),
    tourSlots: await tx.select().from(tourSlots).orderBy(tourSlots.tourId, tourSlots.startsAt),
    tourQuestions: await tx.select().from(tourQuestions).orderBy(tourQuestions.id),
    tourQuestionOptions: await tx
      .select()
      .from(tourQuestionOptions)
      .orderBy(tourQuestionOptions.id),
    merchandiseCategories: await tx
      .select()
      .from(merchandiseCategories)
      .orderBy(merchandiseCategories.id),
    merchandise: await tx.select().from(merchandise).orderBy(merchandise.id),
    voucherCategories: await tx.select().from(voucherCategories).orderBy(voucherCategories.id),
    voucherTypes: await tx.select().from(voucherTypes).orderBy(voucherTypes.id),
    voucherCodes: await tx
      .select()
      .from(voucherCodes)
      .where(and(isNull(voucherCodes.orderId), isNull(voucherCodes.voidedAt)))
      .orderBy(voucherCodes.id),
    banners: await tx.select().from(banners).orderBy(banners.id),
    socialLinks: await tx.select().from(socialLinks).orderBy(socialLinks.id),
    pages: await tx.select().from(pages).orderBy(pages.id),
    contentBlocks: await tx.select().from(contentBlocks).orderBy(contentBlocks.key),
  };
}
export type CatalogTables = Awaited<ReturnType<typeof readCatalogTables>>;

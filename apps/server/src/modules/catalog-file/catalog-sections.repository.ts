/**
 * Database access of the catalog import for its sections: event slots and days, tour slots,
 * merchandise stock, voucher codes, pages and content blocks, batched by ids.
 */
import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  contentBlocks,
  eventDays,
  eventSlots,
  merchandise,
  pages,
  tickets,
  tourSlots,
  voucherCodes,
} from '../../db/schema';
import { eventSlotColumns, tourSlotColumns } from '../catalog';
import { chunks } from '../../db/batches';

// ---------------------------------------------------------------------------------------------------
// Events, tickets, slots and days

export async function ticketsOfEvents(tx: Tx, eventIds: readonly number[]) {
  if (eventIds.length === 0) return [];
  return tx
    .select({
      id: tickets.id,
      eventId: tickets.eventId,
      mode: tickets.mode,
      dayTicket: tickets.dayTicket,
      capacityId: tickets.capacityId,
    })
    .from(tickets)
    .where(inArray(tickets.eventId, [...eventIds]));
}

export async function eventSlotsOf(tx: Tx, eventIds: readonly number[]) {
  if (eventIds.length === 0) return [];
  return tx
    .select({ id: eventSlots.id, eventId: eventSlots.eventId, ...eventSlotColumns })
    .from(eventSlots)
    .where(inArray(eventSlots.eventId, [...eventIds]));
}

export async function insertEventSlots(
  tx: Tx,
  rows: readonly (typeof eventSlots.$inferInsert)[],
): Promise<void> {
  for (const part of chunks(rows)) await tx.insert(eventSlots).values(part);
}

export async function updateEventSlotEnds(
  tx: Tx,
  rows: readonly { id: number; endsAt: string | null }[],
): Promise<void> {
  for (const part of chunks(rows)) {
    const values = sql.join(
      part.map((row) => sql`(${row.id}::int, ${row.endsAt}::timestamp)`),
      sql`, `,
    );
    await tx.execute(sql`
      UPDATE event_slots SET ends_at = v.ends_at
      FROM (VALUES ${values}) AS v(id, ends_at) WHERE event_slots.id = v.id`);
  }
}

export async function deleteEventSlots(tx: Tx, ids: readonly number[]): Promise<void> {
  for (const part of chunks(ids, 5000))
    await tx.delete(eventSlots).where(inArray(eventSlots.id, part));
}

export async function eventDaysOf(tx: Tx, eventIds: readonly number[]) {
  if (eventIds.length === 0) return [];
  return tx
    .select({
      id: eventDays.id,
      eventId: eventDays.eventId,
      day: eventDays.day,
      capacityId: eventDays.capacityId,
    })
    .from(eventDays)
    .where(inArray(eventDays.eventId, [...eventIds]));
}

export async function insertEventDays(
  tx: Tx,
  rows: readonly (typeof eventDays.$inferInsert)[],
): Promise<void> {
  for (const part of chunks(rows)) await tx.insert(eventDays).values(part);
}

export async function deleteEventDays(tx: Tx, ids: readonly number[]): Promise<void> {
  for (const part of chunks(ids, 5000))
    await tx.delete(eventDays).where(inArray(eventDays.id, part));
}

// ---------------------------------------------------------------------------------------------------
// Tour slots

export async function tourSlotsOf(tx: Tx, tourIds: readonly number[]) {
  if (tourIds.length === 0) return [];
  return tx
    .select({ id: tourSlots.id, ...tourSlotColumns })
    .from(tourSlots)
    .where(inArray(tourSlots.tourId, [...tourIds]));
}

export async function insertTourSlots(
  tx: Tx,
  rows: readonly (typeof tourSlots.$inferInsert)[],
): Promise<void> {
  for (const part of chunks(rows)) await tx.insert(tourSlots).values(part);
}

export async function deleteTourSlots(tx: Tx, ids: readonly number[]): Promise<void> {
  for (const part of chunks(ids, 5000))
    await tx.delete(tourSlots).where(inArray(tourSlots.id, part));
}

// ---------------------------------------------------------------------------------------------------
// Merchandise and voucher codes

/** The stock capacity of every article. */
export async function merchandiseStock(tx: Tx): Promise<Map<number, number>> {
  const rows = await tx
    .select({ id: merchandise.id, capacityId: merchandise.capacityId })
    .from(merchandise);
  return new Map(rows.map((row) => [row.id, row.capacityId]));
}

/** Gives categories whose slug a file assigns to another id a unique placeholder slug first. */
export async function releaseSlugs(
  tx: Tx,
  claims: readonly { id: number; slug: string }[],
): Promise<void> {
  if (claims.length === 0) return;
  const values = sql.join(
    claims.map((claim) => sql`(${claim.id}::int, ${claim.slug}::text)`),
    sql`, `,
  );
  await tx.execute(sql`
    UPDATE merchandise_categories SET slug = merchandise_categories.slug || '-' || merchandise_categories.id
    FROM (VALUES ${values}) AS v(id, slug)
    WHERE merchandise_categories.slug = v.slug AND merchandise_categories.id <> v.id`);
}

export interface StoredVoucherCode {
  id: number;
  barcode: string;
  usedAmount: number;
  orderId: number | null;
  voidedAt: Date | null;
}

/** Codes that share an id or a barcode with the file's codes. */
export async function voucherCodesMatching(
  tx: Tx,
  ids: readonly number[],
  barcodes: readonly string[],
): Promise<StoredVoucherCode[]> {
  const out = new Map<number, StoredVoucherCode>();
  const columns = {
    id: voucherCodes.id,
    barcode: voucherCodes.barcode,
    usedAmount: voucherCodes.usedAmount,
    orderId: voucherCodes.orderId,
    voidedAt: voucherCodes.voidedAt,
  };
  for (const part of chunks(ids, 5000)) {
    const rows = await tx.select(columns).from(voucherCodes).where(inArray(voucherCodes.id, part));
    rows.forEach((row) => out.set(row.id, row));
  }
  for (const part of chunks(barcodes, 5000)) {
    const rows = await tx
      .select(columns)
      .from(voucherCodes)
      .where(inArray(voucherCodes.barcode, part));
    rows.forEach((row) => out.set(row.id, row));
  }
  return [...out.values()];
}

/** Moves the barcodes of codes the file renames out of the way, so swapped barcodes cannot collide. */
export async function parkBarcodes(tx: Tx, ids: readonly number[]): Promise<void> {
  for (const part of chunks(ids, 5000)) {
    await tx
      .update(voucherCodes)
      .set({ barcode: sql`'~import~' || ${voucherCodes.id}` })
      .where(inArray(voucherCodes.id, part));
  }
}

/**
 * Deletes catalog codes missing from the file that were never redeemed; returns their ids. Voided
 * codes are not part of the catalog (like sold ones): they stay, so a lookup still finds them.
 */
export async function deleteUnusedCodesMissing(tx: Tx, keep: readonly number[]): Promise<number[]> {
  const rows = await tx
    .delete(voucherCodes)
    .where(
      and(
        isNull(voucherCodes.orderId),
        isNull(voucherCodes.voidedAt),
        eq(voucherCodes.usedAmount, 0),
        notInArray(voucherCodes.id, [...keep]),
      ),
    )
    .returning({ id: voucherCodes.id });
  return rows.map((row) => row.id);
}

/** Catalog codes (not sold in the shop) missing from the file that stay because they were redeemed. */
export async function usedCodesMissing(tx: Tx, keep: readonly number[]): Promise<number> {
  const rows = await tx
    .select({ id: voucherCodes.id })
    .from(voucherCodes)
    .where(
      and(
        isNull(voucherCodes.orderId),
        isNull(voucherCodes.voidedAt),
        notInArray(voucherCodes.id, [...keep]),
      ),
    );
  return rows.length;
}

// ---------------------------------------------------------------------------------------------------
// Pages and content blocks (text keys)

export async function pageIds(tx: Tx): Promise<Set<string>> {
  const rows = await tx.select({ id: pages.id }).from(pages);
  return new Set(rows.map((row) => row.id));
}

export async function upsertPages(
  tx: Tx,
  rows: readonly (typeof pages.$inferInsert)[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(pages)
    .values([...rows])
    .onConflictDoUpdate({
      target: pages.id,
      set: { title: sql.raw('excluded."title"'), html: sql.raw('excluded."html"') },
    });
}

export async function deletePagesMissing(tx: Tx, keep: readonly string[]): Promise<number> {
  const rows = await tx
    .delete(pages)
    .where(notInArray(pages.id, [...keep]))
    .returning({ id: pages.id });
  return rows.length;
}

export async function contentBlockKeys(tx: Tx): Promise<Set<string>> {
  const rows = await tx.select({ key: contentBlocks.key }).from(contentBlocks);
  return new Set(rows.map((row) => row.key));
}

export async function upsertContentBlocks(
  tx: Tx,
  rows: readonly (typeof contentBlocks.$inferInsert)[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(contentBlocks)
    .values([...rows])
    .onConflictDoUpdate({ target: contentBlocks.key, set: { text: sql.raw('excluded."text"') } });
}

export async function deleteContentBlocksMissing(tx: Tx, keep: readonly string[]): Promise<number> {
  const rows = await tx
    .delete(contentBlocks)
    .where(notInArray(contentBlocks.key, [...keep]))
    .returning({ key: contentBlocks.key });
  return rows.length;
}

/**
 * The image tables (`db/schema-images.ts`): images, their generated files (bytes in the database, so
 * every server process serves them) and what each image is attached to.
 */
import type { ImageTarget, LocalizedText } from '@foyer/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  banners,
  events,
  imageFiles,
  images,
  imageUses,
  merchandise,
  tours,
  voucherTypes,
} from '../../db/schema';

export type ImageRow = typeof images.$inferSelect;
export interface ImageFileInfo {
  imageId: number;
  format: string;
  width: number;
  height: number;
  bytes: number;
}
export interface NewImageFile {
  format: string;
  width: number;
  height: number;
  bytes: Buffer;
}

export async function imageByHash(tx: Tx, hash: string): Promise<ImageRow | null> {
  const [row] = await tx.select().from(images).where(eq(images.hash, hash));
  return row ?? null;
}

export async function imageById(tx: Tx, id: number): Promise<ImageRow | null> {
  const [row] = await tx.select().from(images).where(eq(images.id, id));
  return row ?? null;
}

export async function imagesByIds(tx: Tx, ids: readonly number[]): Promise<ImageRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(images)
    .where(inArray(images.id, [...ids]));
}

/** Stores an image and its files; null when one with the same hash exists (a parallel upload). */
export async function insertImage(
  tx: Tx,
  image: { hash: string; width: number; height: number; alt: LocalizedText; name: string },
  files: readonly NewImageFile[],
): Promise<ImageRow | null> {
  const [row] = await tx.insert(images).values(image).onConflictDoNothing().returning();
  if (!row) return null;
  if (files.length > 0) {
    await tx.insert(imageFiles).values(files.map((file) => ({ ...file, imageId: row.id })));
  }
  return row;
}

export async function updateAlt(tx: Tx, id: number, alt: LocalizedText): Promise<void> {
  await tx.update(images).set({ alt }).where(eq(images.id, id));
}

export async function allImages(tx: Tx): Promise<ImageRow[]> {
  return tx.select().from(images).orderBy(desc(images.createdAt), desc(images.id));
}

/** The files of some images, without their bytes. */
export async function fileInfos(tx: Tx, imageIds: readonly number[]): Promise<ImageFileInfo[]> {
  if (imageIds.length === 0) return [];
  const rows = await tx
    .select({
      imageId: imageFiles.imageId,
      format: imageFiles.format,
      width: imageFiles.width,
      height: imageFiles.height,
      // The size only: lists never read the files themselves.
      bytes: sql<number>`octet_length(${imageFiles.bytes})`.mapWith(Number),
    })
    .from(imageFiles)
    .where(inArray(imageFiles.imageId, [...imageIds]));
  return rows;
}

/** One file's bytes by the public name's parts, or null. */
export async function fileBytes(
  tx: Tx,
  hash: string,
  format: string,
  width: number,
): Promise<Buffer | null> {
  const [row] = await tx
    .select({ bytes: imageFiles.bytes })
    .from(imageFiles)
    .innerJoin(images, eq(images.id, imageFiles.imageId))
    .where(and(eq(images.hash, hash), eq(imageFiles.format, format), eq(imageFiles.width, width)));
  return row?.bytes ?? null;
}

export interface UseRow {
  targetType: string;
  targetId: number;
  imageId: number;
}

export async function usesOf(tx: Tx, imageIds?: readonly number[]): Promise<UseRow[]> {
  const query = tx.select().from(imageUses);
  if (imageIds === undefined) return query;
  if (imageIds.length === 0) return [];
  return query.where(inArray(imageUses.imageId, [...imageIds]));
}

/** The images attached to items of one kind, by item id. */
export async function usesFor(
  tx: Tx,
  type: ImageTarget,
  targetIds: readonly number[],
): Promise<UseRow[]> {
  if (targetIds.length === 0) return [];
  return tx
    .select()
    .from(imageUses)
    .where(and(eq(imageUses.targetType, type), inArray(imageUses.targetId, [...targetIds])));
}

export async function useOf(tx: Tx, type: ImageTarget, targetId: number): Promise<UseRow | null> {
  const [row] = await usesFor(tx, type, [targetId]);
  return row ?? null;
}

export async function setUse(
  tx: Tx,
  type: ImageTarget,
  targetId: number,
  imageId: number | null,
): Promise<void> {
  await tx
    .delete(imageUses)
    .where(and(eq(imageUses.targetType, type), eq(imageUses.targetId, targetId)));
  if (imageId !== null) await tx.insert(imageUses).values({ targetType: type, targetId, imageId });
}

/** The names of items an image can be attached to, by id (products and passes are merchandise). */
export async function targetNames(
  tx: Tx,
  type: ImageTarget,
  ids: readonly number[],
): Promise<Map<number, LocalizedText>> {
  if (ids.length === 0) return new Map();
  const list = [...ids];
  let rows: { id: number; name: LocalizedText }[];
  switch (type) {
    case 'event':
      rows = await tx
        .select({ id: events.id, name: events.name })
        .from(events)
        .where(inArray(events.id, list));
      break;
    case 'tour':
      rows = await tx
        .select({ id: tours.id, name: tours.name })
        .from(tours)
        .where(inArray(tours.id, list));
      break;
    case 'product':
    case 'pass':
      rows = await tx
        .select({ id: merchandise.id, name: merchandise.name })
        .from(merchandise)
        .where(inArray(merchandise.id, list));
      break;
    case 'voucher':
      rows = await tx
        .select({ id: voucherTypes.id, name: voucherTypes.name })
        .from(voucherTypes)
        .where(inArray(voucherTypes.id, list));
      break;
    case 'banner':
      rows = await tx
        .select({ id: banners.id, name: banners.alt })
        .from(banners)
        .where(inArray(banners.id, list));
      break;
  }
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The image of a catalog item as JPEG bytes for a printed document (ticket PDF), or null. */
import type { ImageTarget } from '@foyer/domain';
import type { Tx } from '../../db/client';
import { fileBytes, fileInfos, imagesByIds, useOf } from './images.repository';

/** The widest JPEG file of the item's image that is at most `maxWidth` wide (else the narrowest). */
export async function documentImageJpeg(
  tx: Tx,
  type: ImageTarget,
  id: number,
  maxWidth: number,
): Promise<Buffer | null> {
  const use = await useOf(tx, type, id);
  if (!use) return null;
  const [image] = await imagesByIds(tx, [use.imageId]);
  if (!image) return null;
  const widths = (await fileInfos(tx, [image.id]))
    .filter((file) => file.format === 'jpeg')
    .map((file) => file.width);
  if (widths.length === 0) return null;
  const fitting = widths.filter((width) => width <= maxWidth);
  const width = fitting.length > 0 ? Math.max(...fitting) : Math.min(...widths);
  return fileBytes(tx, image.hash, 'jpeg', width);
}

/**
 * The image library: uploads (made into responsive files by `image-processing`),
 * alt texts per language, attaching an image to a catalog item, and the pictures the shop's readers
 * add to their answers (`picturesFor`). Every change writes an audit entry.
 */
import {
  checkAltTexts,
  IMAGE_CONTENT_TYPES,
  IMAGE_FORMATS,
  IMAGE_MAX_PIXELS,
  localized,
  mediaFileName,
  srcset,
  type ImageFormat,
  type ImageTarget,
  type Language,
  type LocalizedText,
} from '@foyer/domain';
import type { ImageSummary, ImageUse } from '@foyer/domain/admin-contract/images';
import type { Picture } from '@foyer/domain/contract';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { NOT_FOUND } from '../../http/failure';
import { defaultLanguage } from '../../i18n/languages';
import { failed, refused, success, type Outcome } from '../../outcome';
import { audit, type Actor } from '../staff';
import { processUpload } from './image-processing';
import {
  allImages,
  fileInfos,
  imageByHash,
  imageById,
  imagesByIds,
  insertImage,
  setUse,
  targetNames,
  updateAlt,
  useOf,
  usesFor,
  usesOf,
  type ImageFileInfo,
  type ImageRow,
} from './images.repository';

/** Where the files are served (`images.routes.ts`). */
export const MEDIA_PREFIX = '/media/';

/** The largest JPEG offered as `<img src>` (older browsers, the `image` field of answers). */
const FALLBACK_WIDTH = 1024;

function isFormat(value: string): value is ImageFormat {
  return (IMAGE_FORMATS as readonly string[]).includes(value);
}

function mediaUrl(hash: string, width: number, format: ImageFormat): string {
  return `${MEDIA_PREFIX}${mediaFileName(hash, width, format)}`;
}

function texts(value: LocalizedText): Record<string, string> {
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

function altFailure(errors: Record<string, string>) {
  return refused('VALIDATION_FAILED', {
    message: 'Some fields are not valid',
    fields: Object.fromEntries(
      Object.entries(errors).map(([lang, text]) => [`alt.${lang}`, [text]]),
    ),
  });
}

async function summaries(tx: Tx, rows: readonly ImageRow[]): Promise<ImageSummary[]> {
  const ids = rows.map((row) => row.id);
  const files = await fileInfos(tx, ids);
  const uses = await usesOf(tx, ids);
  const names = new Map<string, Map<number, LocalizedText>>();
  for (const type of new Set(uses.map((use) => use.targetType as ImageTarget))) {
    const of = uses.filter((use) => use.targetType === type).map((use) => use.targetId);
    names.set(type, await targetNames(tx, type, of));
  }
  return rows.map((row) => {
    const own = files.filter((file) => file.imageId === row.id);
    const jpegs = own.filter((file) => file.format === 'jpeg').sort((a, b) => a.width - b.width);
    const smallest = jpegs[0]?.width ?? row.width;
    return {
      id: row.id,
      hash: row.hash,
      width: row.width,
      height: row.height,
      alt: texts(row.alt),
      name: row.name,
      createdAt: row.createdAt.toISOString(),
      preview: mediaUrl(row.hash, smallest, 'jpeg'),
      files: own
        .filter((file): file is ImageFileInfo & { format: ImageFormat } => isFormat(file.format))
        .map((file) => ({
          format: file.format,
          width: file.width,
          height: file.height,
          bytes: file.bytes,
          url: mediaUrl(row.hash, file.width, file.format),
        })),
      uses: uses
        .filter((use) => use.imageId === row.id)
        .map((use): ImageUse => ({
          type: use.targetType as ImageTarget,
          id: use.targetId,
          name: texts(names.get(use.targetType)?.get(use.targetId) ?? {}),
        })),
    };
  });
}

async function summaryOf(tx: Tx, row: ImageRow): Promise<ImageSummary> {
  const [summary] = await summaries(tx, [row]);
  if (!summary) throw new Error('an image without its summary');
  return summary;
}

export async function listImages(deps: AppDeps): Promise<Outcome<ImageSummary[]>> {
  return success(await summaries(deps.db, await allImages(deps.db)));
}

export interface Upload {
  bytes: Buffer;
  fileName: string;
  alt: LocalizedText;
}

/**
 * Stores an upload with its files; the same bytes uploaded again answer the image already stored
 * (its alt texts unchanged).
 */
export async function uploadImage(
  deps: AppDeps,
  actor: Actor,
  upload: Upload,
): Promise<Outcome<ImageSummary>> {
  const alt = checkAltTexts(upload.alt, defaultLanguage(deps.config));
  if (!alt.ok) return altFailure(alt.errors);
  const made = await processUpload(upload.bytes);
  if (!made.ok && made.reason === 'pixels') {
    const millions = IMAGE_MAX_PIXELS / 1_000_000;
    return refused('IMAGE_TOO_MANY_PIXELS', {
      message: `The image has more than ${millions} million pixels`,
      params: { maxPixels: IMAGE_MAX_PIXELS },
      fields: { file: [`at most ${millions} million pixels`] },
    });
  }
  if (!made.ok) {
    return refused('IMAGE_TYPE_REFUSED', {
      message: 'Upload a JPEG, PNG, WebP or AVIF image',
      fields: { file: ['JPEG, PNG, WebP or AVIF'] },
    });
  }
  const known = await imageByHash(deps.db, made.hash);
  if (known) return success(await summaryOf(deps.db, known));
  return success(
    await deps.db.transaction(async (tx) => {
      const image = {
        hash: made.hash,
        width: made.width,
        height: made.height,
        alt: alt.alt,
        name: upload.fileName.slice(0, 200),
      };
      const row = (await insertImage(tx, image, made.files)) ?? (await imageByHash(tx, made.hash));
      if (!row) throw new Error('an image neither stored nor found');
      await audit(
        tx,
        actor,
        deps.clock.now(),
        'image.upload',
        { type: 'image', id: row.id },
        null,
        {
          ...image,
          files: made.files.length,
        },
      );
      return summaryOf(tx, row);
    }),
  );
}

export async function setImageAlt(
  deps: AppDeps,
  actor: Actor,
  id: number,
  given: LocalizedText,
): Promise<Outcome<ImageSummary>> {
  const alt = checkAltTexts(given, defaultLanguage(deps.config));
  if (!alt.ok) return altFailure(alt.errors);
  return deps.db.transaction(async (tx) => {
    const row = await imageById(tx, id);
    if (!row) return failed(NOT_FOUND);
    await updateAlt(tx, id, alt.alt);
    await audit(
      tx,
      actor,
      deps.clock.now(),
      'image.alt',
      { type: 'image', id },
      { alt: row.alt },
      {
        alt: alt.alt,
      },
    );
    return success(await summaryOf(tx, { ...row, alt: alt.alt }));
  });
}

/**
 * Attaches image `imageId` to an item (null detaches); the helper every catalog editor calls. The
 * item must exist; the image stays in the library when detached.
 */
export async function attachImage(
  deps: AppDeps,
  actor: Actor,
  target: { type: ImageTarget; id: number },
  imageId: number | null,
): Promise<Outcome<{ type: ImageTarget; id: number; imageId: number | null }>> {
  return deps.db.transaction(async (tx) => {
    const names = await targetNames(tx, target.type, [target.id]);
    if (!names.has(target.id)) return failed(NOT_FOUND);
    if (imageId !== null && !(await imageById(tx, imageId))) {
      return refused('VALIDATION_FAILED', {
        message: 'Some fields are not valid',
        fields: { imageId: ['no such image'] },
      });
    }
    const before = await useOf(tx, target.type, target.id);
    await setUse(tx, target.type, target.id, imageId);
    await audit(
      tx,
      actor,
      deps.clock.now(),
      imageId === null ? 'image.detach' : 'image.attach',
      { type: target.type, id: target.id },
      { imageId: before?.imageId ?? null },
      { imageId },
    );
    return success({ ...target, imageId });
  });
}

/** The id of the image attached to one item, or null (the editors show it). */
export async function attachedImageId(
  tx: Tx,
  type: ImageTarget,
  id: number,
): Promise<number | null> {
  return (await useOf(tx, type, id))?.imageId ?? null;
}

/**
 * The pictures of some items of one kind in `lang` (the alt text falls back to the default
 * language), by item id; items without an image are left out. One query for the uses, one for the
 * images, one for their files, whatever the number of items.
 */
export async function picturesFor(
  tx: Tx,
  type: ImageTarget,
  ids: readonly number[],
  lang: Language,
  fallback: string,
): Promise<Map<number, Picture>> {
  const uses = await usesFor(tx, type, ids);
  if (uses.length === 0) return new Map();
  const imageIds = [...new Set(uses.map((use) => use.imageId))];
  const rows = new Map((await imagesByIds(tx, imageIds)).map((row) => [row.id, row]));
  const files = await fileInfos(tx, imageIds);
  const pictures = new Map<number, Picture>();
  for (const use of uses) {
    const row = rows.get(use.imageId);
    if (!row) continue;
    const own = files.filter((file) => file.imageId === row.id);
    const largest = own.reduce<ImageFileInfo | null>(
      (best, file) => (best === null || file.width > best.width ? file : best),
      null,
    );
    if (!largest) continue;
    const jpegs = own.filter((file) => file.format === 'jpeg').map((file) => file.width);
    const fallbackWidth = Math.max(
      ...jpegs.filter((width) => width <= FALLBACK_WIDTH),
      Math.min(...jpegs),
    );
    pictures.set(use.targetId, {
      src: mediaUrl(row.hash, fallbackWidth, 'jpeg'),
      width: largest.width,
      height: largest.height,
      alt: localized(row.alt, lang, fallback),
      sources: IMAGE_FORMATS.map((format) => ({
        type: IMAGE_CONTENT_TYPES[format],
        srcset: srcset(
          own
            .filter((file) => file.format === format)
            .map((file) => ({ url: mediaUrl(row.hash, file.width, format), width: file.width })),
        ),
      })).filter((source) => source.srcset !== ''),
    });
  }
  return pictures;
}

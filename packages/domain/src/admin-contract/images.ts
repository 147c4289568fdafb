/**
 * The back office's image library: upload an image with its alt texts, list the
 * images with where they are used, change alt texts, attach an image to (or detach it from) an
 * event, tour, product, pass, voucher type or banner. Permission `catalog.manage` (manager, owner).
 * Its own module (`@foyer/domain/admin-contract/images`), like the catalog editor's.
 *
 * The upload is `multipart/form-data` with the fields `alt.<language>` (before the file) and one
 * `file` (JPEG, PNG, WebP or AVIF, at most 10 MB). Refusals: 422 VALIDATION_FAILED (`errors` per
 * field: `file`, `alt.de`), 422 IMAGE_TYPE_REFUSED, 413 IMAGE_TOO_LARGE, 404 NOT_FOUND.
 */
import { z } from 'zod';
import { inputInt, inputText } from '../contract/common';
import { IMAGE_ALT_MAX, IMAGE_FORMATS, IMAGE_TARGETS } from '../images/rules';
import { LANGUAGES } from '../navigation/languages';
import type { AdminEndpoint } from './index';

const none = z.object({});
const recordId = z.coerce.number().int().positive().max(2_147_483_647);

/** Alt texts per language; the shop's default language is required (checked by the server). */
export const imageAltTexts = z.partialRecord(z.enum(LANGUAGES), inputText().max(IMAGE_ALT_MAX));
export const imageAltBody = z.strictObject({ alt: imageAltTexts });
export type ImageAltBody = z.infer<typeof imageAltBody>;

export const imageTarget = z.enum(IMAGE_TARGETS);

/** Where an image is attached, with the item's name (the shop's texts per language). */
export const imageUse = z.object({
  type: imageTarget,
  id: z.number().int(),
  name: z.record(z.string(), z.string()),
});
export type ImageUse = z.infer<typeof imageUse>;

export const imageSummary = z.object({
  id: z.number().int(),
  hash: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.record(z.string(), z.string()),
  name: z.string(),
  createdAt: z.string(),
  /** A small JPEG for lists and pickers. */
  preview: z.string(),
  files: z.array(
    z.object({
      format: z.enum(IMAGE_FORMATS),
      width: z.number().int(),
      height: z.number().int(),
      url: z.string(),
      bytes: z.number().int(),
    }),
  ),
  uses: z.array(imageUse),
});
export type ImageSummary = z.infer<typeof imageSummary>;

export const imageAttachParams = z.object({ type: imageTarget, id: recordId });
export const imageAttachBody = z.strictObject({ imageId: inputInt().positive().nullable() });
export const imageAttachment = z.object({
  type: imageTarget,
  id: z.number().int(),
  imageId: z.number().int().nullable(),
});

function endpoint<
  P extends z.ZodObject,
  Q extends z.ZodObject,
  B extends z.ZodType | null,
  D extends z.ZodType,
>(config: AdminEndpoint<P, Q, B, D>): AdminEndpoint<P, Q, B, D> {
  return config;
}

export const imageEndpoints = {
  images: endpoint({
    name: 'adminImages',
    method: 'GET',
    path: 'images',
    access: 'catalog.manage',
    summary: 'The image library, newest first, with the files made and where each image is used',
    params: none,
    query: none,
    body: null,
    data: z.array(imageSummary),
  }),
  imageUpload: endpoint({
    name: 'adminImageUpload',
    method: 'POST',
    path: 'images',
    access: 'catalog.manage',
    summary:
      'Uploads an image (multipart/form-data: fields alt.<language>, then file; JPEG, PNG, WebP or AVIF up to 10 MB); makes AVIF, WebP and JPEG files of 320–1600 px, never upscaled, metadata stripped',
    params: none,
    query: none,
    body: null,
    data: imageSummary,
    failures: { 413: '`IMAGE_TOO_LARGE`: the file is larger than 10 MB' },
  }),
  imageAlt: endpoint({
    name: 'adminImageAlt',
    method: 'PATCH',
    path: 'images/{id}',
    access: 'catalog.manage',
    summary: 'Changes the alt texts of an image (the default language is required)',
    params: z.object({ id: recordId }),
    query: none,
    body: imageAltBody,
    data: imageSummary,
  }),
  imageAttach: endpoint({
    name: 'adminImageAttach',
    method: 'PUT',
    path: 'images/uses/{type}/{id}',
    access: 'catalog.manage',
    summary:
      'Attaches an image to an event, tour, product, pass, voucher type or banner (imageId null detaches it)',
    params: imageAttachParams,
    query: none,
    body: imageAttachBody,
    data: imageAttachment,
  }),
} as const;

/**
 * Rules of the catalog's uploaded images: which files are taken, which widths and
 * formats the server makes of them, how their files are named, and that an alt text is given.
 * Pure functions: the server (sharp) and the back office (the upload form) use the same ones.
 */
import type { LocalizedText } from '../i18n';

/** What an image can be attached to; one image per item. */
export const IMAGE_TARGETS = ['event', 'tour', 'product', 'pass', 'voucher', 'banner'] as const;
export type ImageTarget = (typeof IMAGE_TARGETS)[number];

/** The widths made of every upload (never wider than the upload itself). */
export const IMAGE_WIDTHS = [320, 640, 1024, 1600] as const;

/** The formats made of every upload, best first (the order of `<source>` elements). */
export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const IMAGE_CONTENT_TYPES: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** The extension of a format in a file name. */
export const IMAGE_EXTENSIONS: Record<ImageFormat, string> = {
  avif: 'avif',
  webp: 'webp',
  jpeg: 'jpg',
};

/** Largest upload taken, in bytes (10 MB). */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** Most pixels an upload may have (width × height): a 10 MB file can decode to gigabytes. */
export const IMAGE_MAX_PIXELS = 50_000_000;

/** True when an upload of `width` × `height` has more pixels than are taken. */
export function hasTooManyPixels(width: number, height: number): boolean {
  return width * height > IMAGE_MAX_PIXELS;
}

/** The kinds of upload taken (as sharp names them after reading the bytes, not the file name). */
export const IMAGE_UPLOAD_FORMATS = ['jpeg', 'png', 'webp', 'avif'] as const;
export type ImageUploadFormat = (typeof IMAGE_UPLOAD_FORMATS)[number];

/** The media types a browser may name for them (the upload field's `accept`). */
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/** Largest alt text, in characters. */
export const IMAGE_ALT_MAX = 300;

/** True when the format read from an upload's bytes is one that is taken. */
export function isUploadFormat(format: string | undefined): format is ImageUploadFormat {
  return (IMAGE_UPLOAD_FORMATS as readonly string[]).includes(format ?? '');
}

/**
 * The widths made of an upload `sourceWidth` pixels wide: the standard widths below it, and the
 * upload's own width when it is narrower than the largest standard width (never upscaled).
 */
export function variantWidths(sourceWidth: number): number[] {
  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? sourceWidth;
  const below = IMAGE_WIDTHS.filter((width) => width < Math.min(sourceWidth, largest));
  return [...below, Math.min(sourceWidth, largest)];
}

/** The height of a variant `width` wide of an image `source` (aspect ratio kept, at least 1). */
export function variantHeight(source: { width: number; height: number }, width: number): number {
  return Math.max(1, Math.round((source.height * width) / source.width));
}

/** The public file name of a variant: `<hash>-<width>.<ext>` (content hash: cached for ever). */
export function mediaFileName(hash: string, width: number, format: ImageFormat): string {
  return `${hash}-${width}.${IMAGE_EXTENSIONS[format]}`;
}

const MEDIA_NAME = /^([0-9a-f]{16,64})-([1-9][0-9]{0,4})\.(avif|webp|jpg)$/;

/** Reads a variant's file name back; null for anything else. */
export function parseMediaFileName(
  name: string,
): { hash: string; width: number; format: ImageFormat } | null {
  const match = MEDIA_NAME.exec(name);
  if (!match) return null;
  const [, hash = '', width = '0', ext = ''] = match;
  const format = IMAGE_FORMATS.find((f) => IMAGE_EXTENSIONS[f] === ext);
  return format ? { hash, width: Number(width), format } : null;
}

/**
 * The alt texts of an image, trimmed, empty ones left out; the shop's default language is required
 * (the shop falls back to it in every other language). Returns the problem per language otherwise.
 */
export function checkAltTexts(
  alt: LocalizedText,
  defaultLanguage: string,
): { ok: true; alt: LocalizedText } | { ok: false; errors: Record<string, string> } {
  const clean: LocalizedText = {};
  const errors: Record<string, string> = {};
  for (const [language, text] of Object.entries(alt)) {
    const trimmed = (text ?? '').trim();
    if (trimmed.length > IMAGE_ALT_MAX) errors[language] = `at most ${IMAGE_ALT_MAX} characters`;
    else if (trimmed !== '') clean[language] = trimmed;
  }
  if (!clean[defaultLanguage]) errors[defaultLanguage] = 'required';
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, alt: clean };
}

/** A `srcset` value of one format from its variants. */
export function srcset(variants: readonly { url: string; width: number }[]): string {
  return [...variants]
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
}

/**
 * Makes the files of an upload with sharp: reads what the bytes are (not what the file name or the
 * browser says), turns the image upright, strips its metadata (sharp writes none unless asked) and
 * encodes every width of `variantWidths` (never upscaled) as AVIF, WebP and JPEG.
 */
import { createHash } from 'node:crypto';
import {
  hasTooManyPixels,
  IMAGE_FORMATS,
  IMAGE_MAX_PIXELS,
  isUploadFormat,
  variantWidths,
  type ImageFormat,
} from '@foyer/domain';
import sharp, { type Sharp } from 'sharp';

export interface MadeFile {
  format: ImageFormat;
  width: number;
  height: number;
  bytes: Buffer;
}

export type Processed =
  | { ok: true; hash: string; width: number; height: number; files: MadeFile[] }
  | { ok: false; reason: 'type' | 'unreadable' | 'pixels' };

/** The content hash of an upload: its file names, so a name never points at other bytes. */
export function contentHash(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 20);
}

/** Width and height of an upload as it is shown (EXIF orientations 5–8 turn it a quarter). */
async function uprightSize(
  bytes: Buffer,
): Promise<{ format: string; width: number; height: number } | null> {
  // Reading the header decodes no pixels, so the size is read without the limit and checked after.
  const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  // sharp names AVIF by its container: HEIF compressed with AV1.
  const format = meta.format === 'heif' && meta.compression === 'av1' ? 'avif' : meta.format;
  if (!meta.width || !meta.height) return null;
  const turned = (meta.orientation ?? 1) >= 5;
  return {
    format,
    width: turned ? meta.height : meta.width,
    height: turned ? meta.width : meta.height,
  };
}

function encode(image: Sharp, format: ImageFormat): Sharp {
  switch (format) {
    case 'avif':
      return image.avif({ quality: 55, effort: 2 });
    case 'webp':
      return image.webp({ quality: 78 });
    case 'jpeg':
      return image.jpeg({ quality: 80, mozjpeg: true, progressive: true });
  }
}

export async function processUpload(bytes: Buffer): Promise<Processed> {
  let size: Awaited<ReturnType<typeof uprightSize>>;
  try {
    size = await uprightSize(bytes);
  } catch {
    return { ok: false, reason: 'type' };
  }
  if (!size || !isUploadFormat(size.format)) return { ok: false, reason: 'type' };
  if (hasTooManyPixels(size.width, size.height)) return { ok: false, reason: 'pixels' };
  const files: MadeFile[] = [];
  try {
    for (const width of variantWidths(size.width)) {
      for (const format of IMAGE_FORMATS) {
        const image = sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS })
          .rotate()
          .resize({ width, withoutEnlargement: true });
        const { data, info } = await encode(image, format).toBuffer({ resolveWithObject: true });
        files.push({ format, width: info.width, height: info.height, bytes: data });
      }
    }
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  return { ok: true, hash: contentHash(bytes), width: size.width, height: size.height, files };
}

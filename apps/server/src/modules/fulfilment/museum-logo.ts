/**
 * The museum's logo as a PNG (documents, e-mails and wallet passes need a raster image): the
 * `server.museum.logo` file, else the shop theme's logo; a path under `/static/` is read from the
 * museum's static folder (`FOYER_STATIC_ROOT`, else `apps/server/static`). SVG is rasterized with
 * sharp. Null when there is no logo or it cannot be read.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { AppDeps } from '../../deps';

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** `apps/server/static` seen from this file in the sources and from the bundle in `dist/`. */
const STATIC_ROOTS = [path.resolve(HERE, '../../../static'), path.resolve(HERE, '../static')];

function logoFile(config: AppDeps['config']): string | null {
  const logo = config.server.museum.logo ?? config.shop.theme.logo;
  if (!logo || /^https?:/i.test(logo)) return null;
  if (logo.startsWith('/static/')) {
    const roots = process.env.FOYER_STATIC_ROOT ? [process.env.FOYER_STATIC_ROOT] : STATIC_ROOTS;
    const files = roots.map((root) => path.join(root, logo.slice('/static/'.length)));
    return files.find((file) => existsSync(file)) ?? files[0] ?? null;
  }
  return path.resolve(logo);
}

/** The museum's logo `widthPx` wide as PNG, or null. */
export async function museumLogoPng(
  config: AppDeps['config'],
  widthPx: number,
): Promise<Buffer | null> {
  const file = logoFile(config);
  if (!file) return null;
  try {
    const source = await readFile(file);
    return await sharp(source, { density: 300 })
      .resize({ width: widthPx, withoutEnlargement: false })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}

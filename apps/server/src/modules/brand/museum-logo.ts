/**
 * The museum's logo as a PNG (documents, e-mails, wallet passes): `server.museum.logo`, else the
 * shop theme's logo. A path under the web root (`/static/logo.svg`) is read from the static folder
 * (`FOYER_STATIC_ROOT`, else the server's `static/`); any other path from the working directory.
 * SVG, PNG and JPEG are rasterized with sharp to `widthPx` wide. Answers null when there is no logo
 * or it cannot be read — a document without a logo is better than no document.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { FoyerConfig } from '../../config/schema';

/** What the logo is read from: the museum's own logo, else the shop theme's. */
type Config = {
  shop: Pick<FoyerConfig['shop'], 'theme'>;
  server: Pick<FoyerConfig['server'], 'museum'>;
};

const here = path.dirname(fileURLToPath(import.meta.url));

/** The static folder: the environment's, else the server package's (from source or from dist). */
function staticRoot(): string | null {
  const candidates = [
    process.env.FOYER_STATIC_ROOT,
    path.resolve(here, '../static'),
    path.resolve(here, '../../../static'),
  ];
  return candidates.find((dir): dir is string => dir !== undefined && existsSync(dir)) ?? null;
}

export function museumLogoSource(config: Config): string | null {
  return config.server.museum?.logo ?? config.shop.theme?.logo ?? null;
}

function logoFile(source: string): string | null {
  if (/^[a-z]+:/i.test(source)) return null;
  if (source.startsWith('/static/')) {
    const root = staticRoot();
    if (!root) return null;
    const file = path.resolve(root, source.slice('/static/'.length));
    return file.startsWith(root + path.sep) ? file : null;
  }
  return path.resolve(source);
}

const cache = new Map<string, Promise<Buffer | null>>();

async function rasterize(file: string, widthPx: number): Promise<Buffer | null> {
  try {
    const bytes = await readFile(file);
    // SVGs are drawn at a density that gives at least `widthPx` before resizing (sharp's default is 72 dpi).
    const input = file.toLowerCase().endsWith('.svg')
      ? sharp(bytes, { density: 300 })
      : sharp(bytes);
    return await input.resize({ width: widthPx, withoutEnlargement: false }).png().toBuffer();
  } catch {
    return null;
  }
}

/** The museum's logo as a PNG `widthPx` wide, or null. */
export function museumLogoPng(config: Config, widthPx: number): Promise<Buffer | null> {
  const source = museumLogoSource(config);
  const file = source ? logoFile(source) : null;
  if (!file) return Promise.resolve(null);
  const key = `${file}@${widthPx}`;
  let png = cache.get(key);
  if (!png) {
    png = rasterize(file, widthPx);
    cache.set(key, png);
  }
  return png;
}

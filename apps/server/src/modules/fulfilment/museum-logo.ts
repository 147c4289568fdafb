/**
 * The museum's logo as a PNG (e-mails, documents, wallet passes): `server.museum.logo`, else the
 * shop theme's logo; SVG, PNG or JPEG, rasterized and scaled with sharp to `widthPx`. A path under
 * `/static/` is read from the server's static folder (FOYER_STATIC_ROOT or `apps/server/static`),
 * any other path relative to the working directory. Null when there is no logo or it cannot be read;
 * a missing logo never stops an e-mail or a document.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/** The parts of the configuration that name the logo. */
export interface LogoConfig {
  shop: { theme: { logo: string } };
  server: { museum: { logo?: string | undefined } };
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** The static folders to look in: the environment's, then the source tree's and the bundle's. */
function staticRoots(): string[] {
  return [
    process.env.FOYER_STATIC_ROOT,
    path.resolve(here, '../../../static'),
    path.resolve(here, '../static'),
    path.resolve(process.cwd(), 'apps/server/static'),
    path.resolve(process.cwd(), 'static'),
  ].filter((root): root is string => typeof root === 'string' && root.length > 0);
}

/** The logo file of the configuration, or null. */
export function museumLogoFile(config: LogoConfig): string | null {
  const logo = config.server.museum.logo ?? config.shop.theme.logo;
  if (!logo || /^[a-z]+:/i.test(logo)) return null;
  if (logo.startsWith('/static/')) {
    const rest = logo.slice('/static/'.length);
    for (const root of staticRoots()) {
      const file = path.join(root, rest);
      if (file.startsWith(path.resolve(root)) && existsSync(file)) return file;
    }
    return null;
  }
  const file = path.resolve(logo);
  return existsSync(file) ? file : null;
}

const cache = new Map<string, Promise<Buffer | null>>();

async function rasterize(file: string, widthPx: number): Promise<Buffer | null> {
  try {
    const source = await readFile(file);
    // A high density keeps an SVG's edges sharp before it is scaled to the width asked for.
    return await sharp(source, { density: 300 })
      .resize({ width: widthPx, withoutEnlargement: false })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}

/** The museum's logo as a PNG `widthPx` wide, or null (cached per file and width). */
export function museumLogoPng(config: LogoConfig, widthPx: number): Promise<Buffer | null> {
  const file = museumLogoFile(config);
  if (file === null) return Promise.resolve(null);
  const key = `${file}\u0000${widthPx}`;
  let png = cache.get(key);
  if (!png) {
    png = rasterize(file, widthPx);
    cache.set(key, png);
  }
  return png;
}

/**
 * A photo for the image specs, made at test time (no binaries in git): a night-blue gradient with a
 * few stars, 1400 × 900 pixels, as a JPEG in a temporary folder. Answers its path.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

export async function nightSkyPhoto(name = 'sternennacht.jpg'): Promise<string> {
  const width = 1400;
  const height = 900;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      const star = (x * 7919 + y * 104_729) % 997 === 0;
      pixels[at] = star ? 255 : 10 + Math.round((y / height) * 40);
      pixels[at + 1] = star ? 255 : 20 + Math.round((y / height) * 50);
      pixels[at + 2] = star ? 230 : 60 + Math.round((x / width) * 120);
    }
  }
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'foyer-images-')), name);
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toFile(file);
  return file;
}

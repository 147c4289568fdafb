import { describe, expect, it } from 'vitest';
import {
  checkAltTexts,
  hasTooManyPixels,
  isUploadFormat,
  mediaFileName,
  parseMediaFileName,
  srcset,
  variantHeight,
  variantWidths,
} from './rules';

describe('variantWidths', () => {
  it('makes every standard width of a large upload', () => {
    expect(variantWidths(4000)).toEqual([320, 640, 1024, 1600]);
    expect(variantWidths(1600)).toEqual([320, 640, 1024, 1600]);
  });
  it('never upscales: a narrow upload keeps its own width as the largest', () => {
    expect(variantWidths(800)).toEqual([320, 640, 800]);
    expect(variantWidths(640)).toEqual([320, 640]);
    expect(variantWidths(200)).toEqual([200]);
  });
});

describe('variantHeight', () => {
  it('keeps the aspect ratio', () => {
    expect(variantHeight({ width: 1600, height: 900 }, 320)).toBe(180);
    expect(variantHeight({ width: 3000, height: 1 }, 320)).toBe(1);
  });
});

describe('media file names', () => {
  it('round-trip', () => {
    const name = mediaFileName('0123456789abcdef', 640, 'jpeg');
    expect(name).toBe('0123456789abcdef-640.jpg');
    expect(parseMediaFileName(name)).toEqual({
      hash: '0123456789abcdef',
      width: 640,
      format: 'jpeg',
    });
    expect(parseMediaFileName('0123456789abcdef-640.avif')?.format).toBe('avif');
  });
  it('refuse anything else', () => {
    expect(parseMediaFileName('../etc/passwd')).toBeNull();
    expect(parseMediaFileName('0123456789abcdef-640.png')).toBeNull();
    expect(parseMediaFileName('0123456789ABCDEF-640.jpg')).toBeNull();
    expect(parseMediaFileName('0123456789abcdef-0640.jpg')).toBeNull();
  });
});

describe('isUploadFormat', () => {
  it('takes JPEG, PNG, WebP and AVIF only', () => {
    expect(['jpeg', 'png', 'webp', 'avif'].every((f) => isUploadFormat(f))).toBe(true);
    expect(isUploadFormat('gif')).toBe(false);
    expect(isUploadFormat('svg')).toBe(false);
    expect(isUploadFormat(undefined)).toBe(false);
  });
});

describe('checkAltTexts', () => {
  it('requires the default language and drops empty texts', () => {
    expect(checkAltTexts({ de: ' Ein Bild ', da: '', en: 'A picture' }, 'de')).toEqual({
      ok: true,
      alt: { de: 'Ein Bild', en: 'A picture' },
    });
    expect(checkAltTexts({ en: 'A picture' }, 'de')).toEqual({
      ok: false,
      errors: { de: 'required' },
    });
  });
  it('refuses overlong texts', () => {
    const result = checkAltTexts({ de: 'Bild', fr: 'x'.repeat(301) }, 'de');
    expect(result.ok).toBe(false);
    expect(result.ok ? null : Object.keys(result.errors)).toEqual(['fr']);
  });
});

describe('srcset', () => {
  it('lists the variants by width', () => {
    expect(
      srcset([
        { url: '/media/a-640.jpg', width: 640 },
        { url: '/media/a-320.jpg', width: 320 },
      ]),
    ).toBe('/media/a-320.jpg 320w, /media/a-640.jpg 640w');
  });
});

describe('hasTooManyPixels', () => {
  it('takes up to 50 million pixels and refuses more, whatever the file size', () => {
    expect(hasTooManyPixels(10_000, 5_000)).toBe(false);
    expect(hasTooManyPixels(10_000, 5_001)).toBe(true);
    expect(hasTooManyPixels(20_000, 20_000)).toBe(true);
  });
});

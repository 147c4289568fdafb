/**
 * Uploaded pictures in the shop: a product's page and card and a home banner show
 * the `picture` as `<picture>` with its sources, width, height and alt text, lazy below the fold.
 */
import type { Banner, Merchandise, Picture } from '@foyer/domain/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoContent } from '@/test/fixtures';
import { renderShell } from '@/test/render-shell';

const picture: Picture = {
  src: '/media/abc0123456789abcdef0-1024.jpg',
  width: 1200,
  height: 900,
  alt: 'A blue mug on a wooden table',
  sources: [
    { type: 'image/avif', srcset: '/media/abc0123456789abcdef0-320.avif 320w' },
    { type: 'image/webp', srcset: '/media/abc0123456789abcdef0-320.webp 320w' },
    { type: 'image/jpeg', srcset: '/media/abc0123456789abcdef0-320.jpg 320w' },
  ],
};

const mug: Merchandise = {
  id: 7,
  name: 'Museum mug',
  description: '<p>Stoneware.</p>',
  price: 1290,
  vat_value: 19,
  stock: 5,
  sequence_no: 1,
  custom_groups: [{ id: 1 }],
  product_kind_ref: null,
  images: [
    { url: picture.src, alt: picture.alt },
    { url: '/static/merchandise/mug-2.svg', alt: 'Museum mug' },
  ],
  picture,
};

const categories = { categories: [{ id: 1, name: 'Gifts', sequence_no: 1 }] };

function img(name: string) {
  return screen.findByRole('img', { name }) as Promise<HTMLImageElement>;
}

describe('pictures in the shop', () => {
  it('shows a product’s picture on its page with its size, sources and alt text', async () => {
    renderShell({
      path: `/en/product/${mug.id}`,
      answers: {
        staticContent: demoContent,
        merchandiseArticle: mug,
        merchandiseAttr: categories,
        customerAttr: {
          countries: [],
          salutations: [],
          required_fields: [],
          visible_fields: [],
        },
      },
    });
    const image = await img(picture.alt);
    expect(image.getAttribute('width')).toBe('1200');
    expect(image.getAttribute('height')).toBe('900');
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('srcset')).toContain('-320.jpg 320w');
    const sources = image.closest('picture')?.querySelectorAll('source') ?? [];
    expect([...sources].map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
  });

  it('shows the picture on the product’s card, lazily and with its size', async () => {
    renderShell({
      path: '/en/merchandise',
      answers: {
        staticContent: demoContent,
        merchandiseSelect: [mug],
        merchandiseAttr: categories,
      },
    });
    await screen.findByRole('link', { name: mug.name });
    const image = document.querySelector<HTMLImageElement>('.shop-card__image');
    expect(image?.getAttribute('srcset')).toContain('/media/');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('width')).toBe('1200');
    // The card's title names it; the picture is decorative there.
    expect(image?.getAttribute('alt')).toBe('');
  });

  it('shows a home banner’s picture with the banner’s own alt text', async () => {
    const banner: Banner = {
      group: 'home',
      image: picture.src,
      image_mobile: null,
      link: null,
      alt: 'Summer in the museum',
      sequence_no: 1,
      picture,
    };
    renderShell({
      path: '/en',
      answers: {
        staticContent: { ...demoContent, banners: [banner] },
        merchandiseSelect: [],
        merchandiseAttr: categories,
      },
    });
    const image = await img('Summer in the museum');
    expect(image.getAttribute('width')).toBe('1200');
    expect(image.getAttribute('height')).toBe('900');
    expect(image.getAttribute('sizes')).toBe('100vw');
    expect(image.getAttribute('loading')).toBe('eager');
  });
});

import type { Banner, Merchandise, ShopConfig } from '@foyer/domain/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoConfig, demoContent } from '@/test/fixtures';
import { renderShell } from '@/test/render-shell';
import { bannerImageUrl, homeBanners } from './banners';

const banner = (sequence_no: number, extra: Partial<Banner> = {}): Banner => ({
  group: 'home',
  image: `/static/banners/b${sequence_no}-{width}.svg`,
  image_mobile: `/static/banners/b${sequence_no}-mobile.svg`,
  link: null,
  alt: `Banner ${sequence_no}`,
  sequence_no,
  ...extra,
});

const banners = [
  banner(2, { link: '/tickets/3' }),
  banner(1, { link: 'https://museum.example/night', image_mobile: null }),
  banner(3, { group: 'footer' }),
];

const content = { ...demoContent, banners };

function show(config: Partial<ShopConfig> = {}, path = '/en') {
  return renderShell({
    path,
    config: { ...demoConfig, ...config },
    answers: {
      staticContent: content,
      merchandiseSelect: [
        {
          id: 1,
          name: 'Catalogue',
          description: '',
          price: 2900,
          vat_value: 7,
          stock: 10,
          sequence_no: 1,
          custom_groups: [{ id: 1 }],
          product_kind_ref: null,
          images: [],
        } satisfies Merchandise,
      ],
      merchandiseAttr: { categories: [{ id: 1, name: 'Books', sequence_no: 1 }] },
    },
  });
}

describe('home banners', () => {
  it('are the home group in their order', () => {
    expect(homeBanners(banners).map((entry) => entry.sequence_no)).toEqual([1, 2]);
  });

  it('leave out those that link to a switched-off feature', () => {
    const noTickets = { ...demoConfig, hasTickets: false };
    expect(homeBanners(banners, 'en', noTickets).map((entry) => entry.sequence_no)).toEqual([1]);
    expect(
      homeBanners([banner(4, { link: '/de/tickets?date=2026-05-02' })], 'en', noTickets),
    ).toEqual([]);
    expect(homeBanners(banners, 'en', demoConfig).map((entry) => entry.sequence_no)).toEqual([
      1, 2,
    ]);
  });

  it('strip the {width} placeholder from image addresses', () => {
    expect(bannerImageUrl('https://cdn.example/b.jpg?w={width}')).toBe(
      'https://cdn.example/b.jpg?w=',
    );
    expect(bannerImageUrl('/static/b-{width}.svg')).toBe('/static/b-.svg');
  });
});

describe('the home screen', () => {
  it('shows the overview with the banners, linked in the current language', async () => {
    show();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lindenau City Museum' }),
    ).toBeTruthy();
    const region = await screen.findByRole('region', { name: 'Highlights' });
    expect(
      within(region)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Banner 1', 'Banner 2']);
    const external = within(region).getByRole('link', {
      name: /^Banner 1 ?\(opens in a new tab\)$/,
    });
    expect(external.getAttribute('href')).toBe('https://museum.example/night');
    expect(external.getAttribute('target')).toBe('_blank');
    const inShop = within(region).getByRole('link', { name: 'Banner 2' });
    expect(inShop.getAttribute('href')).toBe('/en/tickets/3');
    const overview = screen.getByRole('region', { name: 'What would you like to do?' });
    expect(within(overview).getByRole('link', { name: /^Shop/ }).getAttribute('href')).toBe(
      '/en/merchandise',
    );
  });

  it('switches to the mobile image below the small breakpoint', async () => {
    show();
    const image = await screen.findByRole('img', { name: 'Banner 2' });
    const source = image.parentElement?.querySelector('source');
    expect(source?.getAttribute('media')).toBe('(max-width: 544px)');
    expect(source?.getAttribute('srcset')).toBe('/static/banners/b2-mobile.svg');
    expect(image.getAttribute('src')).toBe('/static/banners/b2-.svg');
    const first = screen.getByRole('img', { name: 'Banner 1' });
    expect(first.parentElement?.querySelector('source')).toBeNull();
  });

  it('shows the list of the configured home view under the banners', async () => {
    show({ homeView: 'merchandise' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Museum shop' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Catalogue' }).getAttribute('href')).toBe(
      '/en/product/1',
    );
    expect(screen.getByRole('region', { name: 'Highlights' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'What would you like to do?' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Lindenau City Museum'));
  });

  it('neither links to nor advertises a switched-off feature', async () => {
    show({ hasTickets: false, hasVouchers: false });
    const region = await screen.findByRole('region', { name: 'Highlights' });
    expect(within(region).queryByRole('link', { name: 'Banner 2' })).toBeNull();
    const overview = screen.getByRole('region', { name: 'What would you like to do?' });
    expect(within(overview).queryByRole('link', { name: /^Tickets/ })).toBeNull();
    const intro = document.querySelector('.hero__lead')?.textContent ?? '';
    expect(intro).not.toMatch(/ticket|voucher/i);
  });

  it('shows the not-found screen for a switched-off feature, not a failed load', async () => {
    show({ hasTickets: false }, '/en/tickets');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });

  it('falls back to the overview when the home view’s feature is switched off', async () => {
    show({ homeView: 'merchandise', hasMerchandise: false });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lindenau City Museum' }),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'What would you like to do?' })).toBeTruthy();
  });
});

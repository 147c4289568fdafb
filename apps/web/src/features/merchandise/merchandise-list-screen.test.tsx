import { ANNUAL_PASS_PRODUCT_KIND } from '@foyer/domain';
import type { Merchandise } from '@foyer/domain/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoContent } from '@/test/fixtures';
import { renderShell } from '@/test/render-shell';

const article = (
  id: number,
  name: string,
  category: number,
  extra: Partial<Merchandise> = {},
): Merchandise => ({
  id,
  name,
  description: '',
  price: 1000 + id,
  vat_value: 19,
  stock: 50,
  sequence_no: id,
  custom_groups: [{ id: category }],
  product_kind_ref: null,
  images: [{ url: `/static/merchandise/${id}.svg`, alt: name }],
  ...extra,
});

const articles: Merchandise[] = [
  article(2, 'City history', 1),
  article(1, 'Catalogue', 1),
  article(5, 'Poster “Old Weaving Mill”', 2, { stock: 0 }),
  article(6, 'Postcards', 3, { stock: 4 }),
  article(10, 'Annual pass, one person', 4, { product_kind_ref: 13 }),
  article(11, 'Annual pass, family', 4, { product_kind_ref: 13 }),
];

const shopCategories = {
  categories: [
    { id: 3, name: 'Gifts', sequence_no: 3 },
    { id: 1, name: 'Books', sequence_no: 1 },
    { id: 2, name: 'Posters and prints', sequence_no: 2 },
  ],
};
const passCategories = { categories: [{ id: 4, name: 'Annual passes', sequence_no: 4 }] };

function show(path: string) {
  return renderShell({
    path,
    answers: {
      staticContent: demoContent,
      merchandiseSelect: articles,
      merchandiseAttr: (input: unknown) =>
        (input as { query: { product_kind?: number } }).query.product_kind ===
        ANNUAL_PASS_PRODUCT_KIND
          ? passCategories
          : shopCategories,
    },
  });
}

const cardNames = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('the merchandise list', () => {
  it('shows the articles in their order, without passes, with stock notes', async () => {
    show('/en/merchandise');
    expect(await screen.findByRole('heading', { level: 1, name: 'Museum shop' })).toBeTruthy();
    expect(cardNames()).toEqual([
      'Catalogue',
      'City history',
      'Poster “Old Weaving Mill”',
      'Postcards',
    ]);
    const poster = screen.getByRole('link', { name: 'Poster “Old Weaving Mill”' });
    expect(poster.getAttribute('href')).toBe('/en/product/5');
    expect(within(poster.closest('article')!).getByText('Out of stock')).toBeTruthy();
    expect(screen.getByText('Only 4 left')).toBeTruthy();
    expect(screen.getByText('€10.01')).toBeTruthy();
  });

  it('links the categories in their order and marks the current one', async () => {
    show('/en/merchandise');
    const nav = await screen.findByRole('navigation', { name: 'Shop categories' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'All articles',
      'Books',
      'Posters and prints',
      'Gifts',
    ]);
    expect(links[0]!.getAttribute('aria-current')).toBe('page');
    expect(links[1]!.getAttribute('href')).toBe('/en/merchandise/1');
  });

  it('shows one category under its name', async () => {
    show('/en/merchandise/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Books' })).toBeTruthy();
    expect(cardNames()).toEqual(['Catalogue', 'City history']);
    const nav = screen.getByRole('navigation', { name: 'Shop categories' });
    expect(within(nav).getByRole('link', { name: 'Books' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await waitFor(() => expect(document.title).toBe('Books - Lindenau City Museum'));
  });

  it('shows the not-found screen for an unknown category', async () => {
    show('/en/merchandise/9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('lists only the annual passes on the passes screen, linked to the pass screen', async () => {
    const { calls } = show('/en/passes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Annual passes' })).toBeTruthy();
    expect(cardNames()).toEqual(['Annual pass, one person', 'Annual pass, family']);
    expect(screen.getByRole('link', { name: 'Annual pass, family' }).getAttribute('href')).toBe(
      '/en/passes/11',
    );
    expect(screen.queryByRole('navigation', { name: 'Shop categories' })).toBeNull();
    expect(calls.find((call) => call.name === 'merchandiseAttr')?.input).toMatchObject({
      query: { product_kind: 13 },
    });
  });
});

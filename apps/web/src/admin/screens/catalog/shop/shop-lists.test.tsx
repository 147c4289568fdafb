/** The shop catalog's lists: products, annual passes and voucher types, hidden ones included. */
import { catalogShopEndpoints } from '@foyer/domain/admin-contract/catalog-shop';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { held, ok, renderAdmin, signedIn } from '../../../test/admin-harness';
import { article, imageLibrary, voucherType } from '../../../test/catalog-fixtures';

function rowOf(name: string): HTMLElement {
  const row = screen.getByRole('link', { name }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

function cells(row: HTMLElement): (string | null)[] {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

const products = {
  articles: [
    article(),
    article({ id: 62, article: { name: { de: 'Tasche' }, price: 900, active: false }, sold: 0 }),
  ],
  categories: [],
};

describe('shop catalog: products', () => {
  it('shows that it is loading, then each product with price, stock, sold and held', async () => {
    const gate = held();
    const { api } = await renderAdmin('catalog/merchandise', {
      'GET catalog/merchandise': ok(
        catalogShopEndpoints.catalogMerchandise,
        products,
        gate.promise,
      ),
    });
    expect((await screen.findByRole('status')).textContent).toMatch('Loading…');
    expect(screen.queryByRole('table')).toBeNull();
    gate.release();
    await screen.findByRole('link', { name: 'Exhibition catalogue' });
    expect(cells(rowOf('Exhibition catalogue'))).toEqual([
      'Exhibition catalogue',
      '€24.90',
      '100',
      '8 / 2',
      'Yes',
    ]);
    // A hidden product stays in the list, named in the default language when there is no English.
    expect(cells(rowOf('Tasche'))).toEqual(['Tasche', '€9.00', '100', '0 / 2', 'No']);
    expect(screen.getByRole('link', { name: 'Products' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(api.unanswered).toEqual([]);
  });

  it('says when there are no products yet', async () => {
    await renderAdmin('catalog/merchandise', {
      'GET catalog/merchandise': ok(catalogShopEndpoints.catalogMerchandise, {
        articles: [],
        categories: [],
      }),
    });
    expect(await screen.findByText('Nothing here yet.')).toBeTruthy();
  });

  it('shows a failed load as an alert', async () => {
    await renderAdmin('catalog/merchandise', {
      'GET catalog/merchandise': { status: 500, error: 'SERVER_ERROR' },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An unexpected error occurred on the server. Please try again later.',
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('opens a product, and the empty editor for a new one', async () => {
    const { user } = await renderAdmin('catalog/merchandise', {
      'GET catalog/merchandise': ok(catalogShopEndpoints.catalogMerchandise, products),
      'GET catalog/merchandise/61': ok(catalogShopEndpoints.catalogArticle, article()),
      ...imageLibrary,
    });
    await user.click(await screen.findByRole('link', { name: 'Exhibition catalogue' }));
    expect(await screen.findByRole('heading', { name: 'Exhibition catalogue' })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/catalog/merchandise/61');
    await user.click(screen.getByRole('link', { name: 'Back to the list' }));
    await user.click(await screen.findByRole('button', { name: 'New product' }));
    expect(await screen.findByRole('heading', { name: 'New product' })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/catalog/merchandise/new');
  });
});

describe('shop catalog: annual passes', () => {
  it('lists the passes from their own call, with their own “new” button', async () => {
    const { api } = await renderAdmin('catalog/passes', {
      'GET catalog/passes': ok(catalogShopEndpoints.catalogPasses, {
        articles: [article({ id: 63, article: { name: { en: 'Annual pass' }, productKind: 13 } })],
        categories: [],
      }),
    });
    expect(await screen.findByRole('link', { name: 'Annual pass' })).toBeTruthy();
    expect(
      screen.getByText('Annual passes are sold like products, with one holder per pass.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New annual pass' })).toBeTruthy();
    expect(api.callsTo('GET', 'catalog/merchandise')).toHaveLength(0);
  });
});

describe('shop catalog: voucher types', () => {
  it('lists the types with their value (or “chosen by the buyer”), validity and codes', async () => {
    await renderAdmin('catalog/voucher-types', {
      'GET catalog/voucher-types': ok(catalogShopEndpoints.catalogVoucherTypes, {
        types: [
          voucherType(),
          voucherType({
            id: 72,
            type: { name: { en: 'Any amount' }, variableAmount: true, price: 0, active: false },
            codes: 0,
          }),
        ],
        categories: [],
      }),
    });
    await screen.findByRole('link', { name: 'Gift voucher' });
    expect(cells(rowOf('Gift voucher'))).toEqual(['Gift voucher', '€25.00', '1095', '3', 'Yes']);
    expect(cells(rowOf('Any amount'))).toEqual([
      'Any amount',
      'Amount chosen by the buyer',
      '1095',
      '0',
      'No',
    ]);
  });

  it('speaks the staff member’s language', async () => {
    const german = signedIn('manager', { staff: { ...signedIn().staff, language: 'de' } });
    await renderAdmin(
      'catalog/voucher-types',
      {
        'GET catalog/voucher-types': ok(catalogShopEndpoints.catalogVoucherTypes, {
          types: [voucherType()],
          categories: [],
        }),
      },
      { me: german },
    );
    expect(await screen.findByRole('link', { name: 'Geschenkgutschein' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: /^25,00\s€$/ })).toBeTruthy();
  });
});

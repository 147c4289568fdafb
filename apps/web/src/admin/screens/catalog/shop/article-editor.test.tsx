/**
 * The editor of a product or an annual pass: loading it with its stock use, texts in the eight
 * languages, the catalog file's rules checked before sending, the stock floor and other refusals
 * of the server at their fields, and what a save sends.
 */
import { catalogShopEndpoints } from '@foyer/domain/admin-contract/catalog-shop';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { held, ok, renderAdmin, type FakeRoutes } from '../../../test/admin-harness';
import { fill, article, imageLibrary } from '../../../test/catalog-fixtures';

/** The refusal shown for a field: its text, when the field is marked invalid and points to it. */
function errorAt(field: HTMLElement): string | null {
  if (field.getAttribute('aria-invalid') !== 'true') return null;
  const id = field.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

function input(label: string): HTMLInputElement {
  return screen.getByLabelText(label);
}

const categories = [
  { id: 5, name: { de: 'Bücher', en: 'Books' } },
  { id: 6, name: { de: 'Taschen', en: 'Bags' } },
];
const loaded = article({ article: { category: 5, description: { de: 'Gebunden.' } } });

function editRoutes(extra: FakeRoutes = {}): FakeRoutes {
  return {
    'GET catalog/merchandise': ok(catalogShopEndpoints.catalogMerchandise, {
      articles: [loaded],
      categories,
    }),
    'GET catalog/merchandise/61': ok(catalogShopEndpoints.catalogArticle, loaded),
    ...imageLibrary,
    ...extra,
  };
}

describe('article editor: an existing product', () => {
  it('shows that it is loading, then the product with its stock use', async () => {
    const gate = held();
    await renderAdmin('catalog/merchandise/61', {
      ...editRoutes(),
      'GET catalog/merchandise/61': ok(catalogShopEndpoints.catalogArticle, loaded, gate.promise),
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch('Loading…'));
    expect(screen.queryByRole('textbox')).toBeNull();
    gate.release();
    expect(await screen.findByRole('heading', { name: 'Exhibition catalogue' })).toBeTruthy();
    expect(input('Name (Deutsch)').value).toBe('Katalog');
    expect(input('Description (Deutsch)').value).toBe('Gebunden.');
    expect(input('Price in €').value).toBe('24.90');
    expect(input('VAT rate in %').value).toBe('7');
    expect(input('Stock (pieces in total)').value).toBe('100');
    expect(screen.getByText('8 sold, 2 in baskets.')).toBeTruthy();
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('5');
    expect(input('Needs shipping').checked).toBe(true);
    expect(input('Shown in the shop').checked).toBe(true);
  });

  it('says so when the product cannot be loaded', async () => {
    await renderAdmin('catalog/merchandise/99', {
      ...editRoutes(),
      'GET catalog/merchandise/99': { status: 404, error: 'NOT_FOUND' },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong. Please try again.',
    );
  });

  it('saves an edit in several languages with the loaded fields kept', async () => {
    const gate = held();
    const { user, api } = await renderAdmin(
      'catalog/merchandise/61',
      editRoutes({
        'PUT catalog/merchandise/61': ok(
          catalogShopEndpoints.catalogUpdateArticle,
          article({ article: { ...loaded.article, price: 2200, capacity: 120 } }),
          gate.promise,
        ),
      }),
    );
    await screen.findByRole('heading', { name: 'Exhibition catalogue' });
    const languages = screen.getAllByRole('group', { name: 'Texts in' }).at(-1) as HTMLElement;
    expect(
      within(languages)
        .getAllByRole('button')
        .map((button) => button.lang),
    ).toEqual(['de', 'en', 'fr', 'it', 'nl', 'es', 'sv', 'da']);
    await user.click(within(languages).getByRole('button', { name: 'Nederlands' }));
    await fill(user, input('Name (Nederlands)'), 'Catalogus');
    await fill(user, input('Description (Nederlands)'), 'Gebonden.');
    await fill(user, input('Price in €'), '22');
    await fill(user, input('Stock (pieces in total)'), '120');
    await user.selectOptions(screen.getByLabelText('Category'), 'Bags');
    await user.click(input('Shown in the shop'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(
        true,
      ),
    );
    expect(screen.getByText('Working…')).toBeTruthy();
    gate.release();
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(input('Price in €').value).toBe('22.00');

    const [put] = api.callsTo('PUT', 'catalog/merchandise/61');
    expect(put?.csrf).toBe('csrf-test-token');
    expect(put?.body).toEqual({
      ...loaded.article,
      name: { de: 'Katalog', en: 'Exhibition catalogue', nl: 'Catalogus' },
      description: { de: 'Gebunden.', nl: 'Gebonden.' },
      price: 2200,
      capacity: 120,
      category: 6,
      active: false,
    });
  });

  it('shows why a stock below what is sold and held is refused, at the stock', async () => {
    const { user } = await renderAdmin(
      'catalog/merchandise/61',
      editRoutes({
        'PUT catalog/merchandise/61': {
          status: 422,
          error: 'CAPACITY_BELOW_SOLD_AND_HELD',
          params: { sold: 8, held: 2, minimum: 10, capacity: 5 },
        },
      }),
    );
    await screen.findByLabelText('Stock (pieces in total)');
    await fill(user, input('Stock (pieces in total)'), '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Some fields need your attention.');
    expect(errorAt(input('Stock (pieces in total)'))).toBe(
      'The capacity cannot be below 10: 8 sold and 2 in baskets.',
    );
  });

  it('shows the server’s per-field refusals at their fields', async () => {
    const { user } = await renderAdmin(
      'catalog/merchandise/61',
      editRoutes({
        'PUT catalog/merchandise/61': {
          status: 422,
          error: 'VALIDATION_FAILED',
          errors: { vatValue: 'Too big: expected number to be <=100', 'name.en': 'Too long' },
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(errorAt(input('VAT rate in %'))).toBe('Enter a VAT rate from 0 to 100.');
    expect(errorAt(input('Name (Deutsch)'))).toBe('Give a name in at least one language.');
    expect(errorAt(input('Price in €'))).toBeNull();
  });
});

describe('article editor: the catalog’s rules, checked before sending', () => {
  it('asks for a name in the default language, a price, a VAT rate and a whole stock', async () => {
    const { user, api } = await renderAdmin('catalog/merchandise/new', editRoutes());
    expect(await screen.findByRole('heading', { name: 'New product' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'English' }));
    await fill(user, input('Name (English)'), 'Poster');
    await fill(user, input('Price in €'), '-3');
    await fill(user, input('VAT rate in %'), '120');
    await fill(user, input('Stock (pieces in total)'), '2.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Some fields need your attention.');
    expect(errorAt(input('Name (English)'))).toBe('Give a name in at least one language.');
    expect(errorAt(input('Price in €'))).toBe(
      'Enter a price of 0 or more, with at most two decimals.',
    );
    expect(errorAt(input('VAT rate in %'))).toBe('Enter a VAT rate from 0 to 100.');
    expect(errorAt(input('Stock (pieces in total)'))).toBe(
      'Enter a whole number of pieces, 0 or more.',
    );
    expect(api.callsTo('POST', 'catalog/merchandise')).toHaveLength(0);
  });
});

describe('article editor: new items', () => {
  it('creates a product and opens it', async () => {
    const saved = article({ id: 64, article: { name: { de: 'Plakat' }, price: 1500 } });
    const { user, api } = await renderAdmin(
      'catalog/merchandise/new',
      editRoutes({
        'POST catalog/merchandise': ok(catalogShopEndpoints.catalogCreateArticle, saved),
        'GET catalog/merchandise/64': ok(catalogShopEndpoints.catalogArticle, saved),
      }),
    );
    await fill(user, await screen.findByLabelText('Name (Deutsch)'), 'Plakat');
    await fill(user, input('Price in €'), '15');
    await fill(user, input('Stock (pieces in total)'), '40');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Plakat' })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/catalog/merchandise/64');
    expect(api.callsTo('POST', 'catalog/merchandise')[0]?.body).toEqual({
      productKind: null,
      name: { de: 'Plakat' },
      description: {},
      price: 1500,
      vatValue: 19,
      capacity: 40,
      category: null,
      needsShipping: true,
      active: true,
    });
  });

  it('creates an annual pass: its product kind, no shipping, the reduced VAT rate', async () => {
    const saved = article({
      id: 65,
      article: { name: { de: 'Jahreskarte' }, productKind: 13, needsShipping: false },
    });
    const { user, api } = await renderAdmin('catalog/passes/new', {
      'GET catalog/passes': ok(catalogShopEndpoints.catalogPasses, {
        articles: [],
        categories: [],
      }),
      'POST catalog/merchandise': ok(catalogShopEndpoints.catalogCreateArticle, saved),
      'GET catalog/merchandise/65': ok(catalogShopEndpoints.catalogArticle, saved),
      ...imageLibrary,
    });
    expect(await screen.findByRole('heading', { name: 'New annual pass' })).toBeTruthy();
    expect(input('Needs shipping').checked).toBe(false);
    expect(screen.queryByLabelText('Category')).toBeNull();
    await fill(user, input('Name (Deutsch)'), 'Jahreskarte');
    await fill(user, input('Price in €'), '45');
    await fill(user, input('Stock (pieces in total)'), '1000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Jahreskarte' })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/catalog/passes/65');
    expect(api.callsTo('POST', 'catalog/merchandise')[0]?.body).toMatchObject({
      productKind: 13,
      vatValue: 7,
      needsShipping: false,
      price: 4500,
    });
  });
});

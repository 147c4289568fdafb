/**
 * The editor of a voucher type: loading it, texts in the eight languages, the catalog file's rules
 * checked before sending (a value unless the buyer chooses the amount, a validity of 1 to 36500
 * days), the server's refusals at their fields, and what a save sends.
 */
import { catalogShopEndpoints } from '@foyer/domain/admin-contract/catalog-shop';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { held, ok, renderAdmin, type FakeRoutes } from '../../../test/admin-harness';
import { fill, imageLibrary, voucherType } from '../../../test/catalog-fixtures';

/** The refusal shown for a field: its text, when the field is marked invalid and points to it. */
function errorAt(field: HTMLElement): string | null {
  if (field.getAttribute('aria-invalid') !== 'true') return null;
  const id = field.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

function input(label: string): HTMLInputElement {
  return screen.getByLabelText(label);
}

const loaded = voucherType({ type: { description: { de: 'Für alles im Museum.' } } });

function editRoutes(extra: FakeRoutes = {}): FakeRoutes {
  return {
    'GET catalog/voucher-types/71': ok(catalogShopEndpoints.catalogVoucherType, loaded),
    ...imageLibrary,
    ...extra,
  };
}

describe('voucher type editor: an existing type', () => {
  it('shows that it is loading, then the type in the form', async () => {
    const gate = held();
    await renderAdmin('catalog/voucher-types/71', {
      ...editRoutes(),
      'GET catalog/voucher-types/71': ok(
        catalogShopEndpoints.catalogVoucherType,
        loaded,
        gate.promise,
      ),
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch('Loading…'));
    gate.release();
    expect(await screen.findByRole('heading', { name: 'Gift voucher' })).toBeTruthy();
    expect(input('Name (Deutsch)').value).toBe('Geschenkgutschein');
    expect(input('Description (Deutsch)').value).toBe('Für alles im Museum.');
    expect(input('Price in €').value).toBe('25.00');
    expect(input('VAT rate in %').value).toBe('0');
    expect(input('Valid for (days)').value).toBe('1095');
    expect(input('Amount chosen by the buyer').checked).toBe(false);
    expect(input('Shown in the shop').checked).toBe(true);
  });

  it('says so when the type cannot be loaded', async () => {
    await renderAdmin('catalog/voucher-types/99', {
      'GET catalog/voucher-types/99': { status: 404, error: 'NOT_FOUND' },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong. Please try again.',
    );
  });

  it('saves an edit in several languages with the loaded fields kept', async () => {
    const gate = held();
    const { user, api } = await renderAdmin(
      'catalog/voucher-types/71',
      editRoutes({
        'PUT catalog/voucher-types/71': ok(
          catalogShopEndpoints.catalogUpdateVoucherType,
          voucherType({ type: { ...loaded.type, price: 3000, validityDays: 730 } }),
          gate.promise,
        ),
      }),
    );
    await screen.findByRole('heading', { name: 'Gift voucher' });
    const languages = screen.getAllByRole('group', { name: 'Texts in' }).at(-1) as HTMLElement;
    expect(within(languages).getAllByRole('button')).toHaveLength(8);
    await user.click(within(languages).getByRole('button', { name: 'Svenska' }));
    await fill(user, input('Name (Svenska)'), 'Presentkort');
    await fill(user, input('Price in €'), '30');
    await fill(user, input('Valid for (days)'), '730');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(
        true,
      ),
    );
    gate.release();
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(input('Valid for (days)').value).toBe('730');
    const [put] = api.callsTo('PUT', 'catalog/voucher-types/71');
    expect(put?.csrf).toBe('csrf-test-token');
    expect(put?.body).toEqual({
      ...loaded.type,
      name: { ...loaded.type.name, sv: 'Presentkort' },
      price: 3000,
      validityDays: 730,
    });
  });

  it('shows the server’s per-field refusals at their fields', async () => {
    const { user } = await renderAdmin(
      'catalog/voucher-types/71',
      editRoutes({
        'PUT catalog/voucher-types/71': {
          status: 422,
          error: 'VALIDATION_FAILED',
          errors: { validityDays: 'Too big: expected number to be <=36500' },
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Some fields need your attention.');
    expect(errorAt(input('Valid for (days)'))).toBe('Enter a number of days from 1 to 36500.');
    expect(errorAt(input('Price in €'))).toBeNull();
  });
});

describe('voucher type editor: a new type', () => {
  it('asks for a name in the default language, a value and a validity before sending', async () => {
    const { user, api } = await renderAdmin('catalog/voucher-types/new');
    expect(await screen.findByRole('heading', { name: 'New voucher type' })).toBeTruthy();
    await fill(user, input('Valid for (days)'), '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Some fields need your attention.');
    expect(errorAt(input('Name (Deutsch)'))).toBe('Give a name in at least one language.');
    expect(errorAt(input('Price in €'))).toBe(
      'Enter a price of 0 or more, with at most two decimals.',
    );
    expect(errorAt(input('Valid for (days)'))).toBe('Enter a number of days from 1 to 36500.');
    expect(api.callsTo('POST', 'catalog/voucher-types')).toHaveLength(0);
  });

  it('creates a type whose buyer chooses the amount, without a value, and opens it', async () => {
    const saved = voucherType({
      id: 73,
      type: { name: { de: 'Wunschbetrag' }, price: 0, variableAmount: true },
    });
    const { user, api } = await renderAdmin('catalog/voucher-types/new', {
      'POST catalog/voucher-types': ok(catalogShopEndpoints.catalogCreateVoucherType, saved),
      'GET catalog/voucher-types/73': ok(catalogShopEndpoints.catalogVoucherType, saved),
      ...imageLibrary,
    });
    await fill(user, await screen.findByLabelText('Name (Deutsch)'), 'Wunschbetrag');
    await user.click(input('Amount chosen by the buyer'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Wunschbetrag' })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/catalog/voucher-types/73');
    const [post] = api.callsTo('POST', 'catalog/voucher-types');
    expect(post?.csrf).toBe('csrf-test-token');
    expect(post?.body).toEqual({
      name: { de: 'Wunschbetrag' },
      description: {},
      price: 0,
      vatValue: 0,
      variableAmount: true,
      validityDays: 1095,
      active: true,
    });
  });
});

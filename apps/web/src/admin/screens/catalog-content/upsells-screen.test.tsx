/** The basket offers (upsells) in the catalog: which articles the basket offers with an article. */
import {
  catalogContentEndpoints as calls,
  type CatalogUpsell,
} from '@foyer/domain/admin-contract/catalog-content';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { held, ok, renderAdmin } from '../../test/admin-harness';

const catalogue: CatalogUpsell = {
  id: 1,
  name: { de: 'Ausstellungskatalog', en: 'Exhibition catalogue' },
  active: true,
  related: [2],
};
const poster: CatalogUpsell = { id: 2, name: { en: 'Poster' }, active: true, related: [] };
const bag: CatalogUpsell = { id: 3, name: { de: 'Tasche' }, active: false, related: [] };

const articleBox = (name: string) =>
  screen.getByRole('heading', { name, level: 3 }).closest('article')!;

describe('basket offers', () => {
  it('shows a spinner, then each article with what the basket offers with it', async () => {
    const gate = held();
    await renderAdmin('catalog/upsells', {
      'GET catalog/upsells': ok(calls.catalogUpsells, [catalogue, poster, bag], gate.promise),
    });
    expect((await screen.findByRole('status')).textContent).toBe('Loading…');
    gate.release();
    const box = (await screen.findByRole('heading', { name: 'Exhibition catalogue' })).closest(
      'article',
    )!;
    expect(within(box).getByRole('listitem').textContent).toMatch(/^Poster/);
    // Only articles not offered yet can be chosen; a hidden article says so.
    const choose = within(box).getByLabelText('Article to offer with Exhibition catalogue');
    expect(
      within(choose)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose an article', 'Tasche (hidden)']);
    expect(within(articleBox('Poster')).getByText('No offers')).toBeTruthy();
    expect(articleBox('Tasche (hidden)')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('adds an offer with PUT of the whole list, and disables the buttons meanwhile', async () => {
    const gate = held();
    const { user, api } = await renderAdmin('catalog/upsells', {
      'GET catalog/upsells': ok(calls.catalogUpsells, [catalogue, poster, bag]),
      'PUT catalog/upsells/1': (call) =>
        ok(
          calls.catalogUpdateUpsells,
          { ...catalogue, related: (call.body as { related: number[] }).related },
          gate.promise,
        ),
    });
    await screen.findByRole('heading', { name: 'Exhibition catalogue' });
    const box = articleBox('Exhibition catalogue');
    const add = within(box).getByRole('button', { name: 'Add offer' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    await user.selectOptions(
      within(box).getByLabelText('Article to offer with Exhibition catalogue'),
      'Tasche (hidden)',
    );
    expect(add.disabled).toBe(false);
    await user.click(add);
    await waitFor(() => expect(box.getAttribute('aria-busy')).toBe('true'));
    expect(within(box).getByRole('status').textContent).toBe('Saving…');
    expect(add.disabled).toBe(true);
    // Nothing else can be changed while it is saved.
    const removePoster = within(box).getByRole('button', {
      name: 'Remove Poster from Exhibition catalogue',
    }) as HTMLButtonElement;
    expect(removePoster.disabled).toBe(true);
    gate.release();
    expect(await within(box).findByText('Saved.')).toBeTruthy();
    const [sent] = api.callsTo('PUT', 'catalog/upsells/1');
    expect(sent?.body).toEqual({ related: [2, 3] });
    expect(sent?.csrf).toBe('csrf-test-token');
    expect(
      within(box)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^Poster/), expect.stringMatching(/^Tasche \(hidden\)/)]);
    // Every other article is offered now: nothing is left to choose.
    expect(within(box).queryByRole('button', { name: 'Add offer' })).toBeNull();
  });

  it('removes an offer', async () => {
    const { user, api } = await renderAdmin('catalog/upsells', {
      'GET catalog/upsells': ok(calls.catalogUpsells, [catalogue, poster]),
      'PUT catalog/upsells/1': ok(calls.catalogUpdateUpsells, { ...catalogue, related: [] }),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Remove Poster from Exhibition catalogue' }),
    );
    const box = articleBox('Exhibition catalogue');
    expect(await within(box).findByText('No offers')).toBeTruthy();
    expect(api.callsTo('PUT', 'catalog/upsells/1')[0]?.body).toEqual({ related: [] });
  });

  it("says when an offered article no longer exists, at that article's box", async () => {
    const { user } = await renderAdmin('catalog/upsells', {
      'GET catalog/upsells': ok(calls.catalogUpsells, [catalogue, poster, bag]),
      'PUT catalog/upsells/2': {
        status: 422,
        error: 'VALIDATION_FAILED',
        errors: { 'related.0': 'unknown article' },
      },
    });
    await screen.findByRole('heading', { name: 'Poster' });
    const box = articleBox('Poster');
    await user.selectOptions(
      within(box).getByLabelText('Article to offer with Poster'),
      'Exhibition catalogue',
    );
    await user.click(within(box).getByRole('button', { name: 'Add offer' }));
    expect((await within(box).findByRole('alert')).textContent).toBe(
      'This article does not exist any more.',
    );
    expect(within(articleBox('Exhibition catalogue')).queryByRole('alert')).toBeNull();
    // The offer is not shown as added.
    expect(within(box).getByText('No offers')).toBeTruthy();
  });

  it('says when there are no articles', async () => {
    await renderAdmin('catalog/upsells', { 'GET catalog/upsells': ok(calls.catalogUpsells, []) });
    expect(await screen.findByText('No articles yet.')).toBeTruthy();
  });

  it('says so when the articles cannot be loaded', async () => {
    await renderAdmin('catalog/upsells', {
      'GET catalog/upsells': { status: 500, error: 'SERVER_ERROR' },
    });
    expect((await screen.findByRole('alert')).textContent).toMatch(/unexpected error/);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

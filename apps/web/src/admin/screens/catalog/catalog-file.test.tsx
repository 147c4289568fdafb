/**
 * The catalog file screen: download, upload a changed file, see what it would change (a dry run)
 * or its errors by path in the file, worded in the staff member's language, then apply it.
 */
import { adminEndpoints, type CatalogImportResult } from '@foyer/domain/admin-contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { held, ok, renderAdmin, signedIn, type FakeRoutes } from '../../test/admin-harness';

const yaml = 'version: 1\nevents:\n  - id: 12\n    name: { de: Sonderausstellung }\n';

const checked: CatalogImportResult = {
  applied: false,
  changes: [
    {
      path: 'events[id=12].tickets[id=7].price',
      change: 'changed',
      label: null,
      before: 1200,
      after: 1400,
    },
    { path: 'events[id=15]', change: 'added', label: 'Nachtführung', before: null, after: null },
    { path: 'merchandise[id=62]', change: 'removed', label: 'Tasche', before: null, after: null },
  ],
  moreChanges: 4,
  sections: [],
};

async function choose(user: UserEvent, text = yaml, name = 'catalog.yaml'): Promise<void> {
  const file = new File([text], name, { type: 'application/yaml' });
  await user.upload(await screen.findByLabelText('Catalog file (YAML)'), file);
}

function checkButton(): HTMLButtonElement {
  return screen.getByRole('button', { name: /^(Check the file|Checking…)$/ });
}

async function open(routes: FakeRoutes = {}) {
  const rendered = await renderAdmin('catalog-file', routes);
  await screen.findByRole('heading', { name: 'Catalog file' });
  return rendered;
}

describe('catalog file screen', () => {
  it('offers the download, and the check only once a file is chosen', async () => {
    const { user } = await open();
    const download = screen.getByRole('link', { name: 'Download the catalog' });
    expect(download.getAttribute('href')).toBe('/api/admin/catalog/export');
    expect(download.hasAttribute('download')).toBe(true);
    expect(checkButton().disabled).toBe(true);
    await choose(user);
    await waitFor(() => expect(checkButton().disabled).toBe(false));
  });

  it('checks the file without changing anything and lists what it would change', async () => {
    const gate = held();
    const { user, api } = await open({
      'POST catalog/import': ok(adminEndpoints.catalogImport, checked, gate.promise),
    });
    await choose(user);
    await waitFor(() => expect(checkButton().disabled).toBe(false));
    await user.click(checkButton());
    // While the server checks, the button says so and cannot be pressed again.
    await waitFor(() => expect(checkButton().textContent).toBe('Checking…'));
    expect(checkButton().disabled).toBe(true);
    gate.release();

    const table = await screen.findByRole('table', { name: 'What the import changes' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['events[id=12].tickets[id=7].price', 'Changed', '1200', '1400'],
      ['events[id=15] Nachtführung', 'Added', '–', '–'],
      ['merchandise[id=62] Tasche', 'Removed', '–', '–'],
    ]);
    expect(screen.getByText('… and 4 more changes.')).toBeTruthy();
    const [post] = api.callsTo('POST', 'catalog/import');
    expect(post?.body).toEqual({ yaml, apply: false });
    expect(post?.csrf).toBe('csrf-test-token');
    expect(checkButton().textContent).toBe('Check the file');
  });

  it('applies the checked file and says how many changes were made', async () => {
    const gate = held();
    const { user, api } = await open({
      'POST catalog/import': (call) =>
        (call.body as { apply: boolean }).apply
          ? ok(adminEndpoints.catalogImport, { ...checked, applied: true }, gate.promise)
          : ok(adminEndpoints.catalogImport, checked),
    });
    await choose(user);
    await waitFor(() => expect(checkButton().disabled).toBe(false));
    await user.click(checkButton());
    await user.click(await screen.findByRole('button', { name: 'Apply the changes' }));
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Applying…' }) as HTMLButtonElement).disabled,
      ).toBe(true),
    );
    expect(checkButton().disabled).toBe(true);
    gate.release();
    expect((await screen.findByRole('status')).textContent).toBe(
      'Done: the catalog was updated (7 changes). The shop shows them now.',
    );
    expect(api.callsTo('POST', 'catalog/import').map((call) => call.body)).toEqual([
      { yaml, apply: false },
      { yaml, apply: true },
    ]);
    expect(screen.queryByRole('button', { name: 'Apply the changes' })).toBeNull();
  });

  it('offers nothing to apply when the file matches the catalog', async () => {
    const { user } = await open({
      'POST catalog/import': ok(adminEndpoints.catalogImport, {
        applied: false,
        changes: [],
        moreChanges: 0,
        sections: [],
      }),
    });
    await choose(user);
    await waitFor(() => expect(checkButton().disabled).toBe(false));
    await user.click(checkButton());
    expect(
      await screen.findByText('The file matches the catalog: nothing would change.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply the changes' })).toBeNull();
  });

  it('lists a refused file’s errors by their place in the file, worded for staff', async () => {
    const { user } = await open({
      'POST catalog/import': {
        status: 422,
        error: 'CATALOG_INVALID',
        errors: {
          'events[0].tickets[1].price': 'expected cents (a whole number, 0 or more)',
          'events[2].name': [
            'needs a text in at least one language',
            'Too big: expected string to have <=500 characters',
          ],
          'venues[0].colour': 'unknown field',
          'events[1].capacity': 'is odd',
        },
      },
    });
    await choose(user);
    await waitFor(() => expect(checkButton().disabled).toBe(false));
    await user.click(checkButton());
    expect(
      await screen.findByRole('heading', { name: 'The file has errors; nothing was imported' }),
    ).toBeTruthy();
    const table = screen.getByRole('table', {
      name: 'The file has errors; nothing was imported',
    });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['events[0].tickets[1].price', 'Price must be at least 0.'],
      ['events[2].name', 'Name needs a text in at least one language.'],
      ['events[2].name', 'Name may have at most 500 characters.'],
      ['venues[0].colour', '“colour” is not a field of the catalog file.'],
      // A message no template knows keeps its original, English text beside the hint.
      ['events[1].capacity', 'Capacity: this value is not valid. (is odd)'],
    ]);
    expect(within(table).getByText('(is odd)').getAttribute('lang')).toBe('en');
    expect(screen.queryByRole('button', { name: 'Apply the changes' })).toBeNull();
  });

  it('words the errors in the staff member’s language', async () => {
    const german = signedIn('manager', { staff: { ...signedIn().staff, language: 'de' } });
    const rendered = await renderAdmin(
      'catalog-file',
      {
        'POST catalog/import': {
          status: 422,
          error: 'CATALOG_INVALID',
          errors: { 'events[0].tickets[1].price': 'expected cents (a whole number, 0 or more)' },
        },
      },
      { me: german },
    );
    const file = new File([yaml], 'katalog.yaml', { type: 'application/yaml' });
    await rendered.user.upload(await screen.findByLabelText('Katalogdatei (YAML)'), file);
    const check = screen.getByRole('button', { name: 'Datei prüfen' }) as HTMLButtonElement;
    await waitFor(() => expect(check.disabled).toBe(false));
    await rendered.user.click(check);
    expect(
      await screen.findByRole('heading', {
        name: 'Die Datei enthält Fehler; es wurde nichts importiert',
      }),
    ).toBeTruthy();
    expect(screen.getByText('Preis muss mindestens 0 sein.')).toBeTruthy();
  });

  it('says when the file is no YAML, and when it is too large', async () => {
    let attempt = 0;
    const { user } = await open({
      'POST catalog/import': () =>
        ++attempt === 1
          ? {
              status: 422,
              error: 'CATALOG_NOT_YAML',
              errors: { file: 'unexpected end of the stream (line 3)' },
            }
          : { status: 413, error: 'PAYLOAD_TOO_LARGE' },
    });
    await choose(user, 'events: [', 'broken.yaml');
    await waitFor(() => expect(checkButton().disabled).toBe(false));
    await user.click(checkButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This is not a YAML file: unexpected end of the stream (line 3)',
    );
    await user.click(checkButton());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'What you sent is too large. Shorten the texts or send less at once.',
      ),
    );
  });

  it('forgets the last result when another file is chosen', async () => {
    const { user } = await open({
      'POST catalog/import': ok(adminEndpoints.catalogImport, checked),
    });
    await choose(user);
    await waitFor(() => expect(checkButton().disabled).toBe(false));
    await user.click(checkButton());
    await screen.findByRole('table', { name: 'What the import changes' });
    await choose(user, 'version: 1\n', 'other.yaml');
    await waitFor(() =>
      expect(screen.queryByRole('table', { name: 'What the import changes' })).toBeNull(),
    );
    expect(screen.queryByRole('button', { name: 'Apply the changes' })).toBeNull();
  });

  it('is only for staff who manage the catalog', async () => {
    const { api } = await renderAdmin('catalog-file', {}, { me: signedIn('sales') });
    expect(await screen.findByRole('heading', { name: 'My account' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Catalog file' })).toBeNull();
    expect(api.calls.filter((call) => call.path.startsWith('catalog'))).toEqual([]);
  });
});

/** The catalog's lists of events and of guided tours, as managers meet them. */
import { catalogEndpoints, type CatalogEventSummary } from '@foyer/domain/admin-contract/catalog';
import {
  catalogTourEndpoints,
  type CatalogTourSummary,
} from '@foyer/domain/admin-contract/catalog-tours';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { held, ok, renderAdmin, signedIn } from '../../test/admin-harness';
import { eventDetail, imageLibrary, tourDetail } from '../../test/catalog-fixtures';

const events: CatalogEventSummary[] = [
  {
    id: 12,
    name: { de: 'Sonderausstellung', en: 'Special exhibition' },
    active: true,
    startsAt: null,
    endsAt: null,
    tickets: 3,
    slots: 40,
  },
  // Hidden events are listed too, so they can be shown again.
  {
    id: 13,
    name: { de: 'Nachtführung' },
    active: false,
    startsAt: null,
    endsAt: null,
    tickets: 1,
    slots: 0,
  },
  { id: 14, name: {}, active: true, startsAt: null, endsAt: null, tickets: 0, slots: 0 },
];

function rowOf(name: string): HTMLElement {
  const row = screen.getByRole('link', { name }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

const german = signedIn('manager', {
  staff: { ...signedIn().staff, language: 'de' },
});

describe('catalog: list of events', () => {
  it('shows that it is loading, then every event with its state and counts', async () => {
    const gate = held();
    const { api } = await renderAdmin('catalog', {
      'GET catalog/events': ok(catalogEndpoints.catalogEvents, events, gate.promise),
    });
    expect(await screen.findByRole('heading', { name: 'Catalog' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByRole('table')).toBeNull();
    gate.release();
    const special = await screen.findByRole('link', { name: 'Special exhibition' });
    expect(special.getAttribute('href')).toBe('/admin/catalog/events/12');
    expect(
      within(rowOf('Special exhibition'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Special exhibition', 'Yes', '3', '40']);
    // A name missing in the staff member's language falls back to the default language's,
    // a nameless event to its number.
    expect(within(rowOf('Nachtführung')).getByText('No')).toBeTruthy();
    expect(screen.getByRole('link', { name: '#14' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(api.unanswered).toEqual([]);
  });

  it('marks the events tab as the current part of the catalog', async () => {
    await renderAdmin('catalog', { 'GET catalog/events': ok(catalogEndpoints.catalogEvents, []) });
    const tabs = await screen.findByRole('navigation', { name: 'Parts of the catalog' });
    expect(within(tabs).getByRole('link', { name: 'Events' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(
      within(tabs).getByRole('link', { name: 'Guided tours' }).getAttribute('aria-current'),
    ).toBeNull();
    expect(await screen.findByText('No events yet.')).toBeTruthy();
  });

  it('says so when the list cannot be loaded', async () => {
    await renderAdmin('catalog', {
      'GET catalog/events': { status: 500, error: 'SERVER_ERROR' },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An unexpected error occurred on the server. Please try again later.',
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('opens an event in the editor, and the empty editor for a new one', async () => {
    const { user, api } = await renderAdmin('catalog', {
      'GET catalog/events': ok(catalogEndpoints.catalogEvents, events),
      'GET catalog/events/12': ok(catalogEndpoints.catalogEvent, eventDetail()),
      ...imageLibrary,
    });
    await user.click(await screen.findByRole('link', { name: 'Special exhibition' }));
    expect(await screen.findByRole('heading', { name: 'Special exhibition' })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/catalog/events/12');
    expect(api.callsTo('GET', 'catalog/events/12')).not.toHaveLength(0);

    await user.click(screen.getByRole('link', { name: 'Back to the catalog' }));
    await user.click(await screen.findByRole('button', { name: 'New event' }));
    expect(await screen.findByRole('heading', { name: 'New event' })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/catalog/events/new');
  });

  it('speaks the staff member’s language, names included', async () => {
    await renderAdmin(
      'catalog',
      { 'GET catalog/events': ok(catalogEndpoints.catalogEvents, events) },
      { me: german },
    );
    expect(await screen.findByRole('link', { name: 'Sonderausstellung' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Neue Veranstaltung' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Im Shop sichtbar' })).toBeTruthy();
  });

  it('is only for staff who manage the catalog', async () => {
    const { api } = await renderAdmin('catalog', {}, { me: signedIn('sales') });
    expect(await screen.findByRole('heading', { name: 'My account' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Catalog' })).toBeNull();
    expect(api.callsTo('GET', 'catalog/events')).toHaveLength(0);
  });
});

const tours: CatalogTourSummary[] = [
  {
    id: 31,
    name: { de: 'Highlights der Sammlung', en: 'Collection highlights' },
    active: true,
    language: 'en',
    slots: 12,
  },
  // A language the back office has no name for is shown as its code.
  { id: 32, name: { de: 'Rundgang' }, active: false, language: 'pl', slots: 0 },
];

describe('catalog: list of guided tours', () => {
  it('shows that it is loading, then every tour with its language, state and starts', async () => {
    const gate = held();
    await renderAdmin('catalog/tours', {
      'GET catalog/tours': ok(catalogTourEndpoints.catalogTours, tours, gate.promise),
    });
    expect(await screen.findByRole('heading', { name: 'Guided tours' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    gate.release();
    await screen.findByRole('link', { name: 'Collection highlights' });
    expect(
      within(rowOf('Collection highlights'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Collection highlights', 'English', 'Yes', '12']);
    expect(
      within(rowOf('Rundgang'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Rundgang', 'pl', 'No', '0']);
    const tabs = screen.getByRole('navigation', { name: 'Parts of the catalog' });
    expect(
      within(tabs).getByRole('link', { name: 'Guided tours' }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it('says when there are no tours yet', async () => {
    await renderAdmin('catalog/tours', {
      'GET catalog/tours': ok(catalogTourEndpoints.catalogTours, []),
    });
    expect(await screen.findByText('No tours yet.')).toBeTruthy();
  });

  it('shows a failed load as an alert', async () => {
    await renderAdmin('catalog/tours', {
      'GET catalog/tours': { status: 403, error: 'FORBIDDEN' },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong. Please try again.',
    );
  });

  it('opens a tour in the editor, and the empty editor for a new one', async () => {
    const { user } = await renderAdmin('catalog/tours', {
      'GET catalog/tours': ok(catalogTourEndpoints.catalogTours, tours),
      'GET catalog/tours/31': ok(catalogTourEndpoints.catalogTour, tourDetail()),
      ...imageLibrary,
    });
    await user.click(await screen.findByRole('link', { name: 'Collection highlights' }));
    expect(await screen.findByRole('heading', { name: 'Collection highlights' })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/catalog/tours/31');
    await user.click(screen.getByRole('link', { name: 'Back to the tours' }));
    await user.click(await screen.findByRole('button', { name: 'New tour' }));
    expect(await screen.findByRole('heading', { name: 'New tour' })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/catalog/tours/new');
  });

  it('speaks the staff member’s language', async () => {
    await renderAdmin(
      'catalog/tours',
      { 'GET catalog/tours': ok(catalogTourEndpoints.catalogTours, tours) },
      { me: german },
    );
    expect(await screen.findByRole('heading', { name: 'Führungen' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Highlights der Sammlung' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Neue Führung' })).toBeTruthy();
  });
});

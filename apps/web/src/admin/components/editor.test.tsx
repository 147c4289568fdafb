/**
 * The catalog editors' skeleton (editor.tsx) as staff meet it in the editors: a failed load and
 * trying again, a new item that loads nothing, the domain's cross-field rules shown together with
 * the fields' errors in the staff member's language, the server's refusal at the field it names,
 * the focus on the first refused field,
 * the save button waiting for the answer, and "Saved." after an update and after a create.
 */
import { catalogContentEndpoints as calls } from '@foyer/domain/admin-contract/catalog-content';
import { catalogEndpoints } from '@foyer/domain/admin-contract/catalog';
import { catalogShopEndpoints } from '@foyer/domain/admin-contract/catalog-shop';
import { catalogTourEndpoints } from '@foyer/domain/admin-contract/catalog-tours';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { held, ok, renderAdmin, signedIn } from '../test/admin-harness';
import { eventDetail, fill, imageLibrary, tourDetail, voucherType } from '../test/catalog-fixtures';

/** The refusal shown for a field: its text, when the field is marked invalid and points to it. */
function errorAt(field: HTMLElement): string | null {
  if (field.getAttribute('aria-invalid') !== 'true') return null;
  const id = field.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

function input(label: string, scope: HTMLElement = document.body): HTMLInputElement {
  return within(scope).getByLabelText(label);
}

const saveButton = (name = 'Save') => screen.getByRole('button', { name }) as HTMLButtonElement;

const banner = {
  id: 7,
  group: 'home',
  image: '/media/spring.jpg',
  imageMobile: null,
  link: null,
  alt: { de: 'Frühling', en: 'Spring' },
  sequenceNo: 1,
};

describe('editor skeleton: loading', () => {
  it('says why the item could not be loaded and loads it again on "Try again"', async () => {
    const gate = held();
    let failing = true;
    const { user, api } = await renderAdmin('catalog/banners/7', {
      'GET catalog/banners/7': () =>
        failing
          ? { status: 500, error: 'SERVER_ERROR' }
          : ok(calls.catalogBanner, banner, gate.promise),
      ...imageLibrary,
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An unexpected error occurred on the server. Please try again later.',
    );
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    const failed = api.callsTo('GET', 'catalog/banners/7').length;

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    // While it asks again, the spinner shows instead of the refusal.
    expect((await screen.findByRole('status')).textContent).toBe('Loading…');
    expect(screen.queryByRole('alert')).toBeNull();
    gate.release();
    expect(await screen.findByRole('heading', { name: 'Spring' })).toBeTruthy();
    expect(input('Image address').value).toBe('/media/spring.jpg');
    expect(api.callsTo('GET', 'catalog/banners/7')).toHaveLength(failed + 1);
  });

  it('loads nothing for a new item', async () => {
    const { api } = await renderAdmin('catalog/tours/new');
    expect(await screen.findByRole('heading', { name: 'New tour' })).toBeTruthy();
    expect(api.calls.filter((call) => call.path.startsWith('catalog/tours'))).toEqual([]);
  });
});

describe('editor skeleton: the domain’s rules before sending', () => {
  it('shows a cross-field rule together with a field’s error, in the staff member’s language', async () => {
    const me = signedIn('owner');
    const { user, api } = await renderAdmin(
      'catalog/events/new',
      {},
      { me: { ...me, staff: { ...me.staff, language: 'de' } } },
    );
    await screen.findByRole('heading', { name: 'Neue Veranstaltung' });
    const ticket = screen.getByRole('group', { name: 'Ticket 1' });
    await fill(user, input('Name (Deutsch)'), 'Sommerfest');
    await fill(user, input('Ticketname (Deutsch)', ticket), 'Eintritt');
    await fill(user, input('Preis in €', ticket), 'zehn');
    await user.selectOptions(within(ticket).getByLabelText('Art'), 'Ganze Veranstaltung');
    await user.click(saveButton('Speichern'));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Einige Felder müssen noch geprüft werden.',
    );
    // The price is refused, and the rule that ties the event's capacity to event-long tickets is
    // shown at once, not only once the price is right.
    expect(errorAt(input('Preis in €', ticket))).toBe(
      'Bitte einen Preis ab 0 mit höchstens zwei Nachkommastellen eingeben.',
    );
    expect(errorAt(input('Kapazität für Tickets der ganzen Veranstaltung'))).toBe(
      'Tickets für die ganze Veranstaltung brauchen die Kapazität der Veranstaltung.',
    );
    // The first refused field in the form's order has the focus.
    await waitFor(() =>
      expect(document.activeElement).toBe(input('Kapazität für Tickets der ganzen Veranstaltung')),
    );
    expect(api.callsTo('POST', 'catalog/events')).toHaveLength(0);
  });

  it('shows the tour’s limits and price-list rules together with a refused duration', async () => {
    const { user, api } = await renderAdmin('catalog/tours/new');
    await screen.findByRole('heading', { name: 'New tour' });
    const ticket = screen.getByRole('group', { name: 'Ticket 1' });
    await fill(user, input('Name (Deutsch)'), 'Skulpturengarten');
    await fill(user, input('Ticket name (Deutsch)', ticket), 'Teilnahme');
    await fill(user, input('Price in €', ticket), '8');
    await fill(user, input('Duration in minutes'), '');
    await fill(user, input('Most participants per tour'), '10');
    await fill(user, input('Fewest participants per booking'), '12');
    await user.click(input('The price list books whole tours'));
    await user.click(saveButton());

    expect(errorAt(input('Duration in minutes'))).toBe('Enter minutes from 1 to 1440.');
    expect(errorAt(input('Fewest participants per booking'))).toBe(
      'Enter whole numbers: at least 1 for the most, and the fewest not above the most.',
    );
    expect(
      screen.getByText('Whole tours are booked from the price list: add a price.'),
    ).toBeTruthy();
    expect(api.callsTo('POST', 'catalog/tours')).toHaveLength(0);
  });
});

describe('editor skeleton: saving', () => {
  it('shows the server’s refusal at the field it names, and clears it with the next save', async () => {
    const loaded = voucherType();
    let attempt = 0;
    const { user } = await renderAdmin('catalog/voucher-types/71', {
      'GET catalog/voucher-types/71': ok(catalogShopEndpoints.catalogVoucherType, loaded),
      'PUT catalog/voucher-types/71': () =>
        ++attempt === 1
          ? {
              status: 422,
              error: 'VALIDATION_FAILED',
              errors: { 'name.en': 'Too long', vatValue: 'Too big: expected number to be <=100' },
            }
          : ok(catalogShopEndpoints.catalogUpdateVoucherType, loaded),
      ...imageLibrary,
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Some fields need your attention.');
    expect(errorAt(input('Name (Deutsch)'))).toBe('Give a name in at least one language.');
    expect(errorAt(input('VAT rate in %'))).toBe('Enter a VAT rate from 0 to 100.');
    expect(errorAt(input('Price in €'))).toBeNull();
    // The focus moves from the save button to the first refused field.
    await waitFor(() => expect(document.activeElement).toBe(input('Name (Deutsch)')));

    await user.click(saveButton());
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(errorAt(input('VAT rate in %'))).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('waits with the save button while the server saves: a second click sends nothing', async () => {
    const gate = held();
    const loaded = tourDetail();
    const { user, api } = await renderAdmin('catalog/tours/31', {
      'GET catalog/tours/31': ok(catalogTourEndpoints.catalogTour, loaded),
      'PUT catalog/tours/31': ok(catalogTourEndpoints.catalogUpdateTour, loaded, gate.promise),
      ...imageLibrary,
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveButton().disabled).toBe(true));
    await user.click(saveButton());
    gate.release();
    expect(await screen.findByText('Tour saved.')).toBeTruthy();
    expect(saveButton().disabled).toBe(false);
    expect(api.callsTo('PUT', 'catalog/tours/31')).toHaveLength(1);
  });

  it('says "Saved." after an update, with the form as the server saved it', async () => {
    const { user } = await renderAdmin('catalog/banners/7', {
      'GET catalog/banners/7': ok(calls.catalogBanner, banner),
      'PUT catalog/banners/7': ok(calls.catalogUpdateBanner, { ...banner, group: 'tours' }),
      ...imageLibrary,
    });
    await fill(user, await screen.findByLabelText('Group'), ' tours ');
    await user.click(saveButton());
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(input('Group').value).toBe('tours');
  });

  it('says "Saved." on the new item’s own page after creating it', async () => {
    const created = { ...banner, id: 9, alt: { de: 'Winter' } };
    const { user, api } = await renderAdmin('catalog/banners/new', {
      'POST catalog/banners': ok(calls.catalogCreateBanner, created),
      'GET catalog/banners/9': ok(calls.catalogBanner, created),
      ...imageLibrary,
    });
    await screen.findByRole('heading', { name: 'New banner' });
    await user.type(input('Image description (Deutsch)'), 'Winter');
    await user.type(input('Image address'), '/media/spring.jpg');
    await user.click(saveButton());

    expect(await screen.findByRole('heading', { name: 'Winter' })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/catalog/banners/9');
    expect(screen.getByText('Saved.')).toBeTruthy();
    expect(input('Image description (Deutsch)').value).toBe('Winter');
    expect(api.callsTo('POST', 'catalog/banners')).toHaveLength(1);
  });

  it('says "Saved." after creating an event, whose editor then offers its time slots', async () => {
    const saved = eventDetail({ id: 44, event: { name: { de: 'Nachtführung' }, tickets: [] } });
    const { user } = await renderAdmin('catalog/events/new', {
      'POST catalog/events': ok(catalogEndpoints.catalogCreateEvent, saved),
      'GET catalog/events/44': ok(catalogEndpoints.catalogEvent, saved),
      ...imageLibrary,
    });
    await fill(user, await screen.findByLabelText('Name (Deutsch)'), 'Nachtführung');
    await user.click(
      within(screen.getByRole('group', { name: 'Ticket 1' })).getByRole('button', {
        name: 'Remove ticket 1',
      }),
    );
    await user.click(saveButton());
    expect(await screen.findByRole('heading', { name: 'Nachtführung' })).toBeTruthy();
    expect(screen.getByText('Saved.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Time slots' })).toBeTruthy();
  });
});

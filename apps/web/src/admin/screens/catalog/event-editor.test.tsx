/**
 * The event editor: an event and its tickets loaded into the form, texts in the eight languages,
 * the catalog file's rules checked before sending, the server's refusals shown at their fields, and
 * what a save sends.
 */
import { catalogEndpoints } from '@foyer/domain/admin-contract/catalog';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { held, ok, renderAdmin, signedIn, type FakeRoutes } from '../../test/admin-harness';
import { fill, eventDetail, eventTicket, imageLibrary } from '../../test/catalog-fixtures';

/** The refusal shown for a field: its text, when the field is marked invalid and points to it. */
function errorAt(field: HTMLElement): string | null {
  if (field.getAttribute('aria-invalid') !== 'true') return null;
  const id = field.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

function ticket(number: number): HTMLElement {
  return screen.getByRole('group', { name: `Ticket ${number}` });
}

function input(label: string, within_: HTMLElement = document.body): HTMLInputElement {
  return within(within_).getByLabelText(label);
}

const loaded = eventDetail({
  event: {
    venue: 2,
    tickets: [
      eventTicket(),
      eventTicket({
        id: 8,
        name: { de: 'Ermäßigt' },
        price: 650,
        mode: 1,
        active: false,
        group: 3,
        sequenceNo: 2,
      }),
    ],
  },
  venues: [
    { id: 2, name: { de: 'Hauptgebäude', en: 'Main building' } },
    { id: 5, name: { de: 'Depot', en: 'Storage hall' } },
  ],
});

function editRoutes(extra: FakeRoutes = {}): FakeRoutes {
  return {
    'GET catalog/events/12': ok(catalogEndpoints.catalogEvent, loaded),
    ...imageLibrary,
    ...extra,
  };
}

const refused = 'Some fields need your attention.';

describe('event editor: an existing event', () => {
  it('shows that it is loading, then the event and its tickets in the form', async () => {
    const gate = held();
    await renderAdmin('catalog/events/12', {
      ...editRoutes(),
      'GET catalog/events/12': ok(catalogEndpoints.catalogEvent, loaded, gate.promise),
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Loading…'));
    expect(screen.queryByRole('textbox')).toBeNull();
    gate.release();
    expect(await screen.findByRole('heading', { name: 'Special exhibition' })).toBeTruthy();
    // The texts start in the default language, which is marked as required.
    expect(input('Name (Deutsch)').value).toBe('Sonderausstellung');
    expect(input('Description (Deutsch)').value).toBe('Bis Ende Mai.');
    expect((screen.getByLabelText('Venue') as HTMLSelectElement).value).toBe('2');
    expect(input('Capacity for event-long tickets').value).toBe('');
    expect(input('Shown in the shop').checked).toBe(true);

    expect(input('Ticket name (Deutsch)', ticket(1)).value).toBe('Erwachsene');
    expect(input('Price in €', ticket(1)).value).toBe('12.00');
    expect(input('VAT rate in %', ticket(1)).value).toBe('7');
    const kind = within(ticket(1)).getByLabelText('Kind') as HTMLSelectElement;
    expect(kind.selectedOptions[0]?.textContent).toBe('Time slot');
    expect(input('Own barcode for each ticket', ticket(1)).checked).toBe(true);
    expect(input('Family ticket (made of subtickets)', ticket(1)).checked).toBe(false);
    // A hidden ticket stays in the form, switched off, so it can be shown again.
    expect(input('Price in €', ticket(2)).value).toBe('6.50');
    expect(
      input('Sold in the shop (when off, hidden but kept for orders)', ticket(2)).checked,
    ).toBe(false);

    expect(screen.getByRole('heading', { name: 'Time slots' })).toBeTruthy();
    expect(screen.getByText('Save the event with a day ticket to add its dates.')).toBeTruthy();
  });

  it('says so when the event cannot be loaded', async () => {
    await renderAdmin('catalog/events/99', {
      'GET catalog/events/99': { status: 404, error: 'NOT_FOUND' },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong. Please try again.',
    );
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('edits the texts in each of the eight languages and sends only the filled ones', async () => {
    const { user, api } = await renderAdmin(
      'catalog/events/12',
      editRoutes({
        'PUT catalog/events/12': (call) =>
          ok(catalogEndpoints.catalogUpdateEvent, {
            ...loaded,
            event: { ...loaded.event, ...(call.body as object) } as typeof loaded.event,
          }),
      }),
    );
    // The row of language buttons (inside the fieldset of the texts, which has the same name).
    await screen.findByRole('heading', { name: 'Special exhibition' });
    const languages = screen.getAllByRole('group', { name: 'Texts in' }).at(-1) as HTMLElement;
    expect(
      within(languages)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Deutsch (required)',
      'English',
      'Français',
      'Italiano',
      'Nederlands',
      'Español',
      'Svenska',
      'Dansk',
    ]);
    const german = within(languages).getByRole('button', { name: 'Deutsch (required)' });
    expect(german.getAttribute('aria-pressed')).toBe('true');

    await user.click(within(languages).getByRole('button', { name: 'English' }));
    expect(german.getAttribute('aria-pressed')).toBe('false');
    const name = input('Name (English)');
    expect(name.value).toBe('Special exhibition');
    expect(name.lang).toBe('en');
    await fill(user, name, 'Special show');
    expect(input('Ticket name (English)', ticket(1)).value).toBe('Adults');

    await user.click(within(languages).getByRole('button', { name: 'Dansk' }));
    expect(input('Name (Dansk)').value).toBe('');
    await fill(user, input('Name (Dansk)'), 'Særudstilling');
    await fill(user, input('Description (Dansk)'), '   ');
    await fill(user, input('Ticket name (Dansk)', ticket(1)), 'Voksne');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    const body = api.callsTo('PUT', 'catalog/events/12')[0]?.body as {
      name: object;
      description: object;
      tickets: { name: object }[];
    };
    expect(body.name).toEqual({ de: 'Sonderausstellung', en: 'Special show', da: 'Særudstilling' });
    // A text of spaces is no text: the language is left out.
    expect(body.description).toEqual({ de: 'Bis Ende Mai.' });
    expect(body.tickets[0]?.name).toEqual({ de: 'Erwachsene', en: 'Adults', da: 'Voksne' });
  });

  it('saves an edit: the loaded fields kept, the changed ones sent, the CSRF token with them', async () => {
    const gate = held();
    const { user, api } = await renderAdmin(
      'catalog/events/12',
      editRoutes({
        // A ticket left out is hidden by the server, never deleted: it comes back switched off.
        'PUT catalog/events/12': ok(
          catalogEndpoints.catalogUpdateEvent,
          eventDetail({
            event: {
              ...loaded.event,
              venue: 5,
              tickets: [
                eventTicket({ price: 1450, printSeparately: true }),
                eventTicket({ id: 8, name: { de: 'Ermäßigt' }, active: false, sequenceNo: 2 }),
              ],
            },
            venues: loaded.venues,
          }),
          gate.promise,
        ),
      }),
    );
    await user.selectOptions(await screen.findByLabelText('Venue'), 'Storage hall');
    await fill(user, input('Price in €', ticket(1)), '14,5');
    await user.click(input('Print each person’s ticket separately', ticket(1)));
    await user.click(within(ticket(2)).getByRole('button', { name: 'Remove ticket 2' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // The button waits for the answer: a second click cannot send the event twice.
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(
        true,
      ),
    );
    gate.release();
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(
      false,
    );

    const [put] = api.callsTo('PUT', 'catalog/events/12');
    expect(put?.csrf).toBe('csrf-test-token');
    expect(put?.body).toEqual({
      ...loaded.event,
      venue: 5,
      tickets: [
        {
          ...eventTicket(),
          price: 1450,
          printSeparately: true,
          sequenceNo: 1,
        },
      ],
    });
    // The form shows the event as the server saved it.
    expect((screen.getByLabelText('Venue') as HTMLSelectElement).value).toBe('5');
    expect(input('Price in €', ticket(1)).value).toBe('14.50');
    expect(
      input('Sold in the shop (when off, hidden but kept for orders)', ticket(2)).checked,
    ).toBe(false);
  });

  it('shows the server’s per-field refusals at their fields', async () => {
    const { user } = await renderAdmin(
      'catalog/events/12',
      editRoutes({
        'PUT catalog/events/12': {
          status: 422,
          error: 'VALIDATION_FAILED',
          errors: {
            'tickets.1.price': 'expected cents (a whole number, 0 or more)',
            name: 'needs a text in at least one language',
          },
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refused);
    expect(errorAt(input('Price in €', ticket(2)))).toBe(
      'Enter a price of 0 or more, with at most two decimals.',
    );
    expect(errorAt(input('Name (Deutsch)'))).toBe('Give a name in at least one language.');
    expect(errorAt(input('Price in €', ticket(1)))).toBeNull();
  });

  it('shows another refusal of the server in the alert', async () => {
    const { user } = await renderAdmin(
      'catalog/events/12',
      editRoutes({ 'PUT catalog/events/12': { status: 500, error: 'SERVER_ERROR' } }),
    );
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An unexpected error occurred on the server. Please try again later.',
    );
  });
});

describe('event editor: the catalog’s rules, checked before sending', () => {
  async function newEvent(routes: FakeRoutes = {}) {
    const rendered = await renderAdmin('catalog/events/new', routes);
    await screen.findByRole('heading', { name: 'New event' });
    return rendered;
  }

  it('asks for a name in the default language and a price for each ticket', async () => {
    const { user, api } = await newEvent();
    expect(screen.getByText('Save the event to add time slots.')).toBeTruthy();
    // English alone is not enough: the shop's default language needs the name.
    await user.click(screen.getByRole('button', { name: 'English' }));
    await fill(user, input('Name (English)'), 'Night tour');
    await fill(user, input('Price in €', ticket(1)), '12.345');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toBe(refused);
    expect(errorAt(input('Name (English)'))).toBe('Give a name in at least one language.');
    expect(errorAt(input('Price in €', ticket(1)))).toBe(
      'Enter a price of 0 or more, with at most two decimals.',
    );
    expect(errorAt(input('Ticket name (English)', ticket(1)))).toBe(
      'Give a name in at least one language.',
    );
    expect(api.callsTo('POST', 'catalog/events')).toHaveLength(0);
  });

  it('wants the event capacity exactly when a ticket is for the whole event', async () => {
    const { user, api } = await newEvent();
    await fill(user, input('Name (Deutsch)'), 'Sommerfest');
    await fill(user, input('Ticket name (Deutsch)', ticket(1)), 'Eintritt');
    await fill(user, input('Price in €', ticket(1)), '5');
    await user.selectOptions(within(ticket(1)).getByLabelText('Kind'), 'Whole event');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(errorAt(input('Capacity for event-long tickets'))).toBe(
      'Tickets for the whole event need the event capacity.',
    );

    await user.selectOptions(within(ticket(1)).getByLabelText('Kind'), 'Time slot');
    await fill(user, input('Capacity for event-long tickets'), '300');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(errorAt(input('Capacity for event-long tickets'))).toBe(
      'Only tickets for the whole event use this capacity.',
    );
    expect(api.callsTo('POST', 'catalog/events')).toHaveLength(0);
  });

  it('wants subtickets for a family ticket, each with its most not below its least', async () => {
    const { user, api } = await newEvent();
    await fill(user, input('Name (Deutsch)'), 'Familientag');
    await fill(user, input('Ticket name (Deutsch)', ticket(1)), 'Familie');
    await fill(user, input('Price in €', ticket(1)), '25');
    await user.click(input('Family ticket (made of subtickets)', ticket(1)));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await within(ticket(1)).findByText('A family ticket needs at least one subticket.'),
    ).toBeTruthy();

    await user.click(within(ticket(1)).getByRole('button', { name: 'Add a subticket' }));
    const sub = within(ticket(1)).getByRole('group', { name: 'Subticket 1' });
    await fill(user, input('Subticket name (Deutsch)', sub), 'Kind');
    await fill(user, input('At least', sub), '3');
    await fill(user, input('At most', sub), '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(errorAt(input('At most', sub))).toBe('Enter a whole number not below the minimum.');
    expect(
      within(ticket(1)).queryByText('A family ticket needs at least one subticket.'),
    ).toBeNull();
    expect(api.callsTo('POST', 'catalog/events')).toHaveLength(0);
  });
});

describe('event editor: a new event', () => {
  it('sends the new event with its tickets and opens it once saved', async () => {
    const saved = eventDetail({
      id: 44,
      event: {
        name: { de: 'Familientag' },
        description: {},
        customGroups: [],
        sequenceNo: 0,
        tickets: [],
      },
    });
    const { user, api } = await renderAdmin('catalog/events/new', {
      'POST catalog/events': ok(catalogEndpoints.catalogCreateEvent, saved),
      'GET catalog/events/44': ok(catalogEndpoints.catalogEvent, saved),
      ...imageLibrary,
    });
    await fill(user, await screen.findByLabelText('Name (Deutsch)'), ' Familientag ');
    await fill(user, input('Ticket name (Deutsch)', ticket(1)), 'Familie');
    await fill(user, input('Price in €', ticket(1)), '25');
    await user.click(input('Family ticket (made of subtickets)', ticket(1)));
    await user.click(within(ticket(1)).getByRole('button', { name: 'Add a subticket' }));
    const sub = within(ticket(1)).getByRole('group', { name: 'Subticket 1' });
    await fill(user, input('Subticket name (Deutsch)', sub), 'Kind');
    await user.click(screen.getByRole('button', { name: 'Add a ticket' }));
    await fill(user, input('Ticket name (Deutsch)', ticket(2)), 'Abend');
    await fill(user, input('Price in €', ticket(2)), '0');
    await user.selectOptions(within(ticket(2)).getByLabelText('Kind'), 'Scheduled range');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { name: 'Familientag' })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/catalog/events/44');
    const [post] = api.callsTo('POST', 'catalog/events');
    expect(post?.csrf).toBe('csrf-test-token');
    const newTicket = {
      description: {},
      vatValue: 7,
      dayTicket: false,
      printSeparately: false,
      uniqueBarcode: true,
      scanSeparately: false,
      active: true,
    };
    expect(post?.body).toEqual({
      name: { de: 'Familientag' },
      description: {},
      venue: null,
      active: true,
      // The waiting list of a sold-out slot is on unless staff switch it off.
      waitingList: true,
      capacity: null,
      tickets: [
        {
          ...newTicket,
          name: { de: 'Familie' },
          price: 2500,
          mode: 1,
          family: true,
          subtickets: [
            {
              name: { de: 'Kind' },
              price: 0,
              vatValue: 7,
              minQuantity: 0,
              maxQuantity: 10,
              sequenceNo: 1,
            },
          ],
          sequenceNo: 1,
        },
        {
          ...newTicket,
          name: { de: 'Abend' },
          price: 0,
          mode: 5,
          family: false,
          subtickets: [],
          sequenceNo: 2,
        },
      ],
    });
  });

  it('opens for managers too', async () => {
    await renderAdmin('catalog/events/new', {}, { me: signedIn('manager') });
    expect(await screen.findByRole('heading', { name: 'New event' })).toBeTruthy();
  });

  it('is not offered to door staff', async () => {
    const { api } = await renderAdmin('catalog/events/new', {}, { me: signedIn('door') });
    expect(await screen.findByRole('heading', { name: 'My account' })).toBeTruthy();
    expect(api.calls.filter((call) => call.path.startsWith('catalog'))).toEqual([]);
  });
});

/**
 * The tour editor: a tour with its tickets, price list and questions loaded into the form, texts in
 * the eight languages, the catalog file's rules checked before sending, the server's refusals shown
 * at their fields, and what a save sends.
 */
import { catalogTourEndpoints } from '@foyer/domain/admin-contract/catalog-tours';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { held, ok, renderAdmin, type FakeRoutes } from '../../test/admin-harness';
import { fill, imageLibrary, tourDetail } from '../../test/catalog-fixtures';

/** The refusal shown for a field: its text, when the field is marked invalid and points to it. */
function errorAt(field: HTMLElement): string | null {
  if (field.getAttribute('aria-invalid') !== 'true') return null;
  const id = field.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

function group(name: string): HTMLElement {
  return screen.getByRole('group', { name });
}

function input(label: string, scope: HTMLElement = document.body): HTMLInputElement {
  return within(scope).getByLabelText(label);
}

function select(label: string, scope: HTMLElement = document.body): HTMLSelectElement {
  return within(scope).getByLabelText(label);
}

const loaded = tourDetail({
  tour: {
    eventName: { de: 'Führungen' },
    language: 'en',
    venue: 3,
    categories: [2],
    maxParticipants: 20,
    minParticipants: 2,
    durationMinutes: 90,
    singleTicketing: true,
    prices: [{ id: 51, name: { de: 'Gruppe' }, price: 9000, vatValue: 19, sequenceNo: 1 }],
    bookCompleteTour: true,
    questions: [
      {
        id: 61,
        text: { de: 'Wie haben Sie von uns erfahren?', en: 'How did you hear of us?' },
        type: 'select',
        mandatory: true,
        sequenceNo: 1,
        options: [
          { id: 71, text: { de: 'Presse', en: 'Press' }, sequenceNo: 1 },
          { id: 72, text: { de: 'Freunde', en: 'Friends' }, sequenceNo: 2 },
        ],
      },
    ],
  },
  venues: [{ id: 3, name: { de: 'Altbau', en: 'Old wing' } }],
  categories: [
    { id: 2, name: { de: 'Kunst', en: 'Art' } },
    { id: 4, name: { de: 'Kinder', en: 'Children' } },
  ],
});

function editRoutes(extra: FakeRoutes = {}): FakeRoutes {
  return {
    'GET catalog/tours/31': ok(catalogTourEndpoints.catalogTour, loaded),
    ...imageLibrary,
    ...extra,
  };
}

const refused = 'Some fields need your attention.';

describe('tour editor: an existing tour', () => {
  it('shows that it is loading, then the tour with its tickets, prices and questions', async () => {
    const gate = held();
    await renderAdmin('catalog/tours/31', {
      ...editRoutes(),
      'GET catalog/tours/31': ok(catalogTourEndpoints.catalogTour, loaded, gate.promise),
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Loading…'));
    expect(screen.queryByRole('textbox')).toBeNull();
    gate.release();
    expect(await screen.findByRole('heading', { name: 'Collection highlights' })).toBeTruthy();
    expect(input('Name (Deutsch)').value).toBe('Highlights der Sammlung');
    expect(select('The tour is given in').selectedOptions[0]?.textContent).toBe('English');
    expect(select('Venue').selectedOptions[0]?.textContent).toBe('Old wing');
    expect(input('Art', group('Categories')).checked).toBe(true);
    expect(input('Children', group('Categories')).checked).toBe(false);
    expect(input('Most participants per tour').value).toBe('20');
    expect(input('Fewest participants per booking').value).toBe('2');
    expect(input('Duration in minutes').value).toBe('90');
    expect(input('The price list books whole tours').checked).toBe(true);

    expect(input('Ticket name (Deutsch)', group('Ticket 1')).value).toBe('Teilnahme');
    expect(input('Price in €', group('Ticket 1')).value).toBe('8.00');
    expect(input('Name of the price (Deutsch)', group('Price 1')).value).toBe('Gruppe');
    expect(input('Price in €', group('Price 1')).value).toBe('90.00');
    const question = group('Question 1');
    expect(input('Question (Deutsch)', question).value).toBe('Wie haben Sie von uns erfahren?');
    expect(select('Kind of answer', question).selectedOptions[0]?.textContent).toBe(
      'One option (list)',
    );
    expect(input('Must be answered', question).checked).toBe(true);
    expect(input('Option 2 (Deutsch)', group('Options of question 1')).value).toBe('Freunde');
  });

  it('keeps a language the back office has no name for as it is', async () => {
    await renderAdmin(
      'catalog/tours/31',
      editRoutes({
        'GET catalog/tours/31': ok(
          catalogTourEndpoints.catalogTour,
          tourDetail({ tour: { language: 'pl' } }),
        ),
      }),
    );
    expect((await screen.findByLabelText<HTMLSelectElement>('The tour is given in')).value).toBe(
      'pl',
    );
  });

  it('says so when the tour cannot be loaded', async () => {
    await renderAdmin('catalog/tours/77', {
      'GET catalog/tours/77': { status: 404, error: 'NOT_FOUND' },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong. Please try again.',
    );
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('edits the texts in each of the eight languages and sends only the filled ones', async () => {
    const { user, api } = await renderAdmin(
      'catalog/tours/31',
      editRoutes({ 'PUT catalog/tours/31': ok(catalogTourEndpoints.catalogUpdateTour, loaded) }),
    );
    await screen.findByRole('heading', { name: 'Collection highlights' });
    // The row of language buttons (inside the fieldset of the texts, which has the same name).
    const languages = screen.getAllByRole('group', { name: 'Texts in' }).at(-1) as HTMLElement;
    expect(
      within(languages)
        .getAllByRole('button')
        .map((button) => button.lang),
    ).toEqual(['de', 'en', 'fr', 'it', 'nl', 'es', 'sv', 'da']);
    await user.click(within(languages).getByRole('button', { name: 'Français' }));
    expect(
      within(languages).getByRole('button', { name: 'Français' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(input('Question (Français)', group('Question 1')).lang).toBe('fr');
    await fill(user, input('Name (Français)'), 'Chefs-d’œuvre');
    await fill(user, input('Question (Français)', group('Question 1')), 'Source ?');
    await fill(user, input('Option 1 (Français)', group('Options of question 1')), 'Presse');
    await user.click(within(languages).getByRole('button', { name: 'Italiano' }));
    await fill(user, input('Description (Italiano)'), '  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tour saved.')).toBeTruthy();

    const body = api.callsTo('PUT', 'catalog/tours/31')[0]?.body as typeof loaded.tour;
    expect(body.name).toEqual({ ...loaded.tour.name, fr: 'Chefs-d’œuvre' });
    // A text of spaces is no text: the language is left out.
    expect(body.description).toEqual({});
    expect(body.questions[0]?.text).toEqual({ ...loaded.tour.questions[0]?.text, fr: 'Source ?' });
    expect(body.questions[0]?.options).toEqual([
      { id: 71, text: { de: 'Presse', en: 'Press', fr: 'Presse' }, sequenceNo: 1 },
      { id: 72, text: { de: 'Freunde', en: 'Friends' }, sequenceNo: 2 },
    ]);
  });

  it('saves an edit with the loaded fields kept, a spinner showing while it saves', async () => {
    const gate = held();
    const { user, api } = await renderAdmin(
      'catalog/tours/31',
      editRoutes({
        'PUT catalog/tours/31': ok(catalogTourEndpoints.catalogUpdateTour, loaded, gate.promise),
      }),
    );
    await user.click(await screen.findByLabelText('Children'));
    await fill(user, input('Most participants per tour'), '18');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // The button waits for the answer: a second click cannot send the tour twice.
    expect((await screen.findByRole('status')).textContent).toMatch('Saving…');
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    gate.release();
    expect(await screen.findByText('Tour saved.')).toBeTruthy();
    expect(screen.queryByText('Saving…')).toBeNull();

    const [put] = api.callsTo('PUT', 'catalog/tours/31');
    expect(put?.csrf).toBe('csrf-test-token');
    expect(put?.body).toEqual({ ...loaded.tour, categories: [2, 4], maxParticipants: 18 });
  });

  it('shows the server’s per-field refusals at their fields', async () => {
    const { user } = await renderAdmin(
      'catalog/tours/31',
      editRoutes({
        'PUT catalog/tours/31': {
          status: 422,
          error: 'VALIDATION_FAILED',
          errors: {
            'prices.0.price': 'expected cents (a whole number, 0 or more)',
            durationMinutes: 'Too big: expected number to be <=1440',
          },
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refused);
    expect(errorAt(input('Price in €', group('Price 1')))).toBe(
      'Enter a price of 0 or more, with at most two decimals.',
    );
    expect(errorAt(input('Duration in minutes'))).toBe('Enter minutes from 1 to 1440.');
    expect(errorAt(input('Price in €', group('Ticket 1')))).toBeNull();
  });

  it('shows another refusal of the server in the alert', async () => {
    const { user } = await renderAdmin(
      'catalog/tours/31',
      editRoutes({ 'PUT catalog/tours/31': { status: 500, error: 'SERVER_ERROR' } }),
    );
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An unexpected error occurred on the server. Please try again later.',
    );
  });
});

describe('tour editor: the catalog’s rules, checked before sending', () => {
  async function newTour() {
    const rendered = await renderAdmin('catalog/tours/new');
    await screen.findByRole('heading', { name: 'New tour' });
    return rendered;
  }

  it('asks for a name in the default language, a duration and prices', async () => {
    const { user, api } = await newTour();
    await user.click(screen.getByRole('button', { name: 'English' }));
    await fill(user, input('Name (English)'), 'Sculpture garden');
    await fill(user, input('Duration in minutes'), '0');
    await fill(user, input('Price in €', group('Ticket 1')), 'ten');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toBe(refused);
    expect(errorAt(input('Name (English)'))).toBe('Give a name in at least one language.');
    expect(errorAt(input('Duration in minutes'))).toBe('Enter minutes from 1 to 1440.');
    expect(errorAt(input('Price in €', group('Ticket 1')))).toBe(
      'Enter a price of 0 or more, with at most two decimals.',
    );
    expect(api.callsTo('POST', 'catalog/tours')).toHaveLength(0);
  });

  it('wants the fewest participants per booking not above the most per tour', async () => {
    const { user, api } = await newTour();
    await fill(user, input('Name (Deutsch)'), 'Skulpturengarten');
    await fill(user, input('Ticket name (Deutsch)', group('Ticket 1')), 'Teilnahme');
    await fill(user, input('Price in €', group('Ticket 1')), '8');
    await fill(user, input('Most participants per tour'), '10');
    await fill(user, input('Fewest participants per booking'), '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toBe(refused);
    expect(errorAt(input('Fewest participants per booking'))).toBe(
      'Enter whole numbers: at least 1 for the most, and the fewest not above the most.',
    );
    expect(api.callsTo('POST', 'catalog/tours')).toHaveLength(0);
  });

  it('wants a price list when whole tours are booked, and options for a choice question', async () => {
    const { user, api } = await newTour();
    await fill(user, input('Name (Deutsch)'), 'Architekturführung');
    await fill(user, input('Ticket name (Deutsch)', group('Ticket 1')), 'Teilnahme');
    await fill(user, input('Price in €', group('Ticket 1')), '8');
    await user.click(input('The price list books whole tours'));
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    const question = group('Question 1');
    await user.selectOptions(select('Kind of answer', question), 'One option (buttons)');
    // A question that chooses starts with one option; without any it is refused.
    await user.click(within(question).getByRole('button', { name: 'Remove option 1' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toBe(refused);
    expect(
      screen.getByText('Whole tours are booked from the price list: add a price.'),
    ).toBeTruthy();
    expect(
      within(question).getByText('This kind of answer needs at least one option.'),
    ).toBeTruthy();
    expect(errorAt(input('Question (Deutsch)', question))).toBe(
      'Give a text in at least one language.',
    );
    expect(api.callsTo('POST', 'catalog/tours')).toHaveLength(0);
  });
});

describe('tour editor: a new tour', () => {
  it('sends the new tour with its tickets, prices and questions and opens it once saved', async () => {
    const saved = tourDetail({ id: 47, tour: { name: { de: 'Architekturführung' } } });
    const { user, api } = await renderAdmin('catalog/tours/new', {
      'POST catalog/tours': ok(catalogTourEndpoints.catalogCreateTour, saved),
      'GET catalog/tours/47': ok(catalogTourEndpoints.catalogTour, saved),
      ...imageLibrary,
    });
    expect(await screen.findByText('Save the tour to add its starts.')).toBeTruthy();
    await fill(user, input('Name (Deutsch)'), 'Architekturführung ');
    await user.selectOptions(select('The tour is given in'), 'English');
    await fill(user, input('Ticket name (Deutsch)', group('Ticket 1')), 'Teilnahme');
    await fill(user, input('Price in €', group('Ticket 1')), '8,50');
    await user.click(input('The price list books whole tours'));
    await user.click(screen.getByRole('button', { name: 'Add a price' }));
    await fill(user, input('Name of the price (Deutsch)', group('Price 1')), 'Schulklasse');
    await fill(user, input('Price in €', group('Price 1')), '60');
    await fill(user, input('VAT rate in %', group('Price 1')), '19');
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    const question = group('Question 1');
    await fill(user, input('Question (Deutsch)', question), 'Alter der Kinder');
    await user.selectOptions(select('Kind of answer', question), 'Number');
    await user.click(input('Must be answered', question));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { name: 'Architekturführung' })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/catalog/tours/47');
    const [post] = api.callsTo('POST', 'catalog/tours');
    expect(post?.csrf).toBe('csrf-test-token');
    expect(post?.body).toEqual({
      name: { de: 'Architekturführung' },
      description: {},
      language: 'en',
      venue: null,
      categories: [],
      maxParticipants: 25,
      minParticipants: 0,
      durationMinutes: 60,
      active: true,
      waitingList: true,
      bookCompleteTour: true,
      tickets: [{ name: { de: 'Teilnahme' }, price: 850, vatValue: 7, sequenceNo: 1 }],
      prices: [{ name: { de: 'Schulklasse' }, price: 6000, vatValue: 19, sequenceNo: 1 }],
      questions: [
        {
          text: { de: 'Alter der Kinder' },
          type: 'number',
          mandatory: true,
          sequenceNo: 1,
          options: [],
        },
      ],
    });
  });
});

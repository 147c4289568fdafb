/** The shop's static pages in the catalog: the list, and a page's editor as staff meet them. */
import {
  catalogContentEndpoints as calls,
  type CatalogPage,
} from '@foyer/domain/admin-contract/catalog-content';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { held, ok, renderAdmin, signedIn } from '../../test/admin-harness';

const imprint = {
  id: 'imprint' as const,
  title: { de: 'Impressum', en: 'Imprint' },
  html: { de: '<p>Museum GmbH</p>', en: '<p>Museum Ltd</p>', fr: '  ' },
};

const defaultStatement = {
  id: 'accessibility_statement' as const,
  title: { de: 'Erklärung zur Barrierefreiheit', en: 'Accessibility statement' },
  html: {
    de: '<p>Der Shop erfüllt WCAG 2.2 AA.</p><h2>Kontakt</h2>',
    en: '<p>The shop meets WCAG 2.2 AA.</p><h2>Contact</h2>',
  },
};

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('pages list', () => {
  it('shows a spinner while the pages load, then each page with its title and languages', async () => {
    const gate = held();
    const { user } = await renderAdmin('catalog/pages', {
      'GET catalog/pages': ok(calls.catalogPages, { pages: [imprint], missing: [] }, gate.promise),
    });
    expect((await screen.findByRole('status')).textContent).toBe('Loading…');
    gate.release();
    const link = await screen.findByRole('link', { name: 'Imprint' });
    const row = link.closest('tr')!;
    // The title in the staff member's language; a language whose text is only blanks is not listed.
    expect(within(row).getByText('Imprint', { selector: 'td' })).toBeTruthy();
    expect(within(row).getByText('Deutsch, English')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Pages not created yet' })).toBeNull();
    await user.click(link);
    expect(window.location.pathname).toBe('/admin/catalog/pages/imprint');
  });

  it('offers the pages not written yet, and opens an empty editor for one', async () => {
    const { user, api } = await renderAdmin('catalog/pages', {
      'GET catalog/pages': ok(calls.catalogPages, { pages: [], missing: ['terms', 'shipping'] }),
      'GET catalog/pages/terms': { status: 404, error: 'NOT_FOUND' },
    });
    expect(await screen.findByText('No pages yet.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pages not created yet' })).toBeTruthy();
    expect(button('Create: Shipping information')).toBeTruthy();
    await user.click(button('Create: Terms and conditions'));
    expect(await screen.findByRole('heading', { name: 'Terms and conditions' })).toBeTruthy();
    expect(field('Title (Deutsch)').value).toBe('');
    // A page that does not exist yet cannot be taken out of the shop.
    expect(screen.queryByRole('button', { name: 'Take out of the shop' })).toBeNull();
    expect(api.callsTo('GET', 'catalog/pages/terms')).not.toHaveLength(0);
  });

  it('says so when the list cannot be loaded', async () => {
    await renderAdmin('catalog/pages', {
      'GET catalog/pages': { status: 500, error: 'SERVER_ERROR' },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An unexpected error occurred on the server. Please try again later.',
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is not open to staff without the catalog permission', async () => {
    const { api } = await renderAdmin('catalog/pages', {}, { me: signedIn('sales') });
    expect(await screen.findByRole('heading', { name: 'My account' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Pages' })).toBeNull();
    expect(api.callsTo('GET', 'catalog/pages')).toHaveLength(0);
  });
});

describe('page editor', () => {
  it('loads the page, shows the texts per language and saves them with PUT', async () => {
    const { user, api } = await renderAdmin('catalog/pages/imprint', {
      'GET catalog/pages/imprint': ok(calls.catalogPage, imprint),
      'PUT catalog/pages/imprint': (call) =>
        ok(calls.catalogUpdatePage, { id: 'imprint', ...(call.body as Omit<CatalogPage, 'id'>) }),
    });
    expect(await screen.findByRole('heading', { name: 'Imprint' })).toBeTruthy();
    expect(field('Title (Deutsch)').value).toBe('Impressum');
    await user.click(button('English'));
    expect(button('English').getAttribute('aria-pressed')).toBe('true');
    expect(field('Title (English)').value).toBe('Imprint');
    expect(field('Text (HTML) (English)').value).toBe('<p>Museum Ltd</p>');
    await user.clear(field('Title (English)'));
    await user.type(field('Title (English)'), 'Legal notice');
    await user.click(button('Save'));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    const [sent] = api.callsTo('PUT', 'catalog/pages/imprint');
    // Languages left blank are not sent.
    expect(sent?.body).toEqual({
      title: { de: 'Impressum', en: 'Legal notice' },
      html: { de: '<p>Museum GmbH</p>', en: '<p>Museum Ltd</p>' },
    });
    expect(sent?.csrf).toBe('csrf-test-token');
    expect(api.callsTo('POST', 'catalog/pages')).toHaveLength(0);
  });

  it('refuses a missing default-language title and scripts before sending', async () => {
    const { user, api } = await renderAdmin('catalog/pages/imprint', {
      'GET catalog/pages/imprint': ok(calls.catalogPage, imprint),
    });
    await user.clear(await screen.findByLabelText('Title (Deutsch)'));
    await user.clear(field('Text (HTML) (Deutsch)'));
    await user.type(field('Text (HTML) (Deutsch)'), '<p onclick="steal()">Hallo</p>');
    await user.click(button('Save'));
    expect((await screen.findByRole('alert')).textContent).toBe('Some fields need your attention.');
    const title = field('Title (Deutsch)');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(title.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Give a title in at least one language.',
    );
    const html = field('Text (HTML) (Deutsch)');
    expect(html.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/^Deutsch: Scripts, event handlers/)).toBeTruthy();
    expect(api.callsTo('PUT', 'catalog/pages/imprint')).toHaveLength(0);
  });

  it("shows the server's per-field refusal at the field, in the staff member's words", async () => {
    const { user } = await renderAdmin('catalog/pages/imprint', {
      'GET catalog/pages/imprint': ok(calls.catalogPage, imprint),
      'PUT catalog/pages/imprint': {
        status: 422,
        error: 'VALIDATION_FAILED',
        errors: { 'html.en': 'no scripts, event handlers, frames or javascript: links' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Some fields need your attention.');
    expect(
      screen.getByText(
        'English: Scripts, event handlers, frames and javascript: links are not allowed.',
      ),
    ).toBeTruthy();
    expect(field('Text (HTML) (Deutsch)').getAttribute('aria-invalid')).toBe('true');
  });

  it('creates a page that does not exist yet with POST, then offers to take it out', async () => {
    const gate = held();
    const { user, api } = await renderAdmin('catalog/pages/accessibility_statement', {
      'GET catalog/pages/accessibility_statement': { status: 404, error: 'NOT_FOUND' },
      'GET catalog/pages/accessibility_statement/default': ok(
        calls.catalogDefaultAccessibilityStatement,
        defaultStatement,
      ),
      'POST catalog/pages': (call) =>
        ok(calls.catalogCreatePage, call.body as CatalogPage, gate.promise),
    });
    expect(await screen.findByRole('heading', { name: 'Accessibility statement' })).toBeTruthy();
    await user.type(field('Title (Deutsch)'), 'Barrierefreiheit');
    await user.type(field('Text (HTML) (Deutsch)'), '<p>Wir bemühen uns.</p>');
    await user.click(button('Save'));
    // While it is saved, the button says so and cannot be pressed twice.
    await waitFor(() => expect(button('Saving…').disabled).toBe(true));
    gate.release();
    expect(await screen.findByText('Saved.')).toBeTruthy();
    const [sent] = api.callsTo('POST', 'catalog/pages');
    expect(sent?.body).toEqual({
      id: 'accessibility_statement',
      title: { de: 'Barrierefreiheit' },
      html: { de: '<p>Wir bemühen uns.</p>' },
    });
    expect(sent?.csrf).toBe('csrf-test-token');
    expect(button('Take out of the shop')).toBeTruthy();
  });

  it('tells that empty languages of the accessibility statement show Foyer’s default, and shows it', async () => {
    const { user, api } = await renderAdmin('catalog/pages/accessibility_statement', {
      'GET catalog/pages/accessibility_statement': ok(calls.catalogPage, {
        id: 'accessibility_statement',
        title: { de: 'Barrierefreiheit' },
        html: { de: '<p>Unsere Erklärung</p>' },
      }),
      'GET catalog/pages/accessibility_statement/default': ok(
        calls.catalogDefaultAccessibilityStatement,
        defaultStatement,
      ),
      'POST catalog/pages/accessibility_statement/hide': ok(calls.catalogHidePage, { ok: true }),
    });
    const html = await screen.findByLabelText('Text (HTML) (Deutsch)');
    expect(document.getElementById(`${html.id}-hint`)?.textContent).toBe(
      'Paragraphs, headings, lists and links. Scripts are not allowed. Languages left empty show Foyer’s default statement, written from the shop’s configuration.',
    );
    const folded = await screen.findByText('Foyer’s default statement (Deutsch)');
    await user.click(folded);
    const shown = folded.closest('details')!;
    expect(shown.open).toBe(true);
    expect(
      within(shown).getByRole('heading', { name: 'Erklärung zur Barrierefreiheit' }),
    ).toBeTruthy();
    expect(
      within(shown)
        .getByText('Der Shop erfüllt WCAG 2.2 AA.')
        .closest('[lang]')
        ?.getAttribute('lang'),
    ).toBe('de');
    await user.click(button('English'));
    expect(within(shown).getByText('Foyer’s default statement (English)')).toBeTruthy();
    expect(within(shown).getByText('The shop meets WCAG 2.2 AA.')).toBeTruthy();
    await user.click(button('Take out of the shop'));
    expect(await screen.findByText('The shop shows Foyer’s default statement again.')).toBeTruthy();
    expect(api.callsTo('POST', 'catalog/pages/accessibility_statement/hide')).toHaveLength(1);
  });

  it('shows no default statement in the editor of another page', async () => {
    const { api } = await renderAdmin('catalog/pages/imprint', {
      'GET catalog/pages/imprint': ok(calls.catalogPage, imprint),
    });
    const html = await screen.findByLabelText('Text (HTML) (Deutsch)');
    expect(document.getElementById(`${html.id}-hint`)?.textContent).toBe(
      'Paragraphs, headings, lists and links. Scripts are not allowed.',
    );
    expect(screen.queryByText(/default statement/)).toBeNull();
    expect(api.callsTo('GET', 'catalog/pages/accessibility_statement/default')).toHaveLength(0);
  });

  it('says when the page was created meanwhile by someone else', async () => {
    const { user } = await renderAdmin('catalog/pages/terms', {
      'GET catalog/pages/terms': { status: 404, error: 'NOT_FOUND' },
      'POST catalog/pages': { status: 409, error: 'PAGE_EXISTS' },
    });
    await user.type(await screen.findByLabelText('Title (Deutsch)'), 'AGB');
    await user.click(button('Save'));
    expect((await screen.findByRole('alert')).textContent).toBe('This page exists already.');
  });

  it('takes a page out of the shop', async () => {
    const { user, api } = await renderAdmin('catalog/pages/imprint', {
      'GET catalog/pages/imprint': ok(calls.catalogPage, imprint),
      'POST catalog/pages/imprint/hide': ok(calls.catalogHidePage, { ok: true }),
    });
    await user.click(await screen.findByRole('button', { name: 'Take out of the shop' }));
    expect(await screen.findByText('The page is no longer shown in the shop.')).toBeTruthy();
    expect(api.callsTo('POST', 'catalog/pages/imprint/hide')[0]?.csrf).toBe('csrf-test-token');
    expect(screen.queryByRole('button', { name: 'Take out of the shop' })).toBeNull();
  });

  it('says so when the page cannot be loaded', async () => {
    await renderAdmin('catalog/pages/imprint', {
      'GET catalog/pages/imprint': { status: 500, error: 'SERVER_ERROR' },
    });
    expect((await screen.findByRole('alert')).textContent).toMatch(/unexpected error/);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

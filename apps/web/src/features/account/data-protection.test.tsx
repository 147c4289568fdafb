/**
 * The data protection parts of the settings (docs/decisions.md "Data protection"): the readable
 * page of the visitor's data, the consents, and the account's deletion with its refusals.
 */
import type { Consents, CustomerDataExport } from '@foyer/domain/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/shared/session/session-store';
import { toastStore } from '@/shared/ui/toast-store';
import { demoContent, erika } from '@/test/fixtures';
import { renderShell } from '@/test/render-shell';
import { dataPageHtml } from './data-page';
import { attr, refused } from './test-helpers';

const TOKEN = 'token-0123456789abcdef';
const toasts = () => toastStore.getState().toasts.map((toast) => toast.text);
const section = (name: string) => screen.getByRole('region', { name });

const NEWSLETTER = {
  purpose: 'newsletter',
  granted: true,
  at: '2030-04-01T08:00:00.000Z',
  textVersion: 'newsletter-2026-11',
  source: 'settings',
} as const;

const exported: CustomerDataExport = {
  exportedAt: '2030-05-01T08:30:00.000Z',
  account: {
    ...erika,
    fname: 'Erika <b>',
    phone: '+49 30 555',
    language: 'en',
    sendInvoice: true,
    createdAt: '2030-01-01T08:00:00.000Z',
    updatedAt: '2030-02-01T08:00:00.000Z',
  },
  orders: {
    coming: [
      {
        number: '2030-000042',
        status: 'booked',
        booked: '2030-04-20T09:30:00.000Z',
        total: 2400,
        firstVisit: '2030-05-05',
        lastVisit: '2030-05-05',
        lines: [{ name: 'Adult', count: 2 }],
        reviewable: true,
      },
    ],
    past: [],
  },
  consents: [NEWSLETTER],
};

function showSettings(answers: Record<string, unknown> = {}, customer = erika) {
  sessionStore.getState().logIn(TOKEN, customer);
  return renderShell({
    path: '/en/settings',
    answers: { staticContent: demoContent, customerAttr: attr, customer, ...answers },
  });
}

describe('the readable page of the visitor’s data', () => {
  it('holds the account, the orders and the consents, every value escaped', () => {
    const html = dataPageHtml(
      exported,
      (key, options) => `${key}${options ? JSON.stringify(options) : ''}`,
      'en',
      'Europe/Berlin',
    );
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Erika &lt;b&gt;');
    expect(html).not.toContain('Erika <b>');
    expect(html).toContain('erika@example.org');
    expect(html).toContain('+49 30 555');
    expect(html).toContain('Erika Mustermann, Hauptstr. 1, 04109 Leipzig, DE');
    expect(html).toContain(
      'account.orders.orderNumber{&quot;number&quot;:&quot;2030-000042&quot;}',
    );
    expect(html).toContain('€24.00');
    expect(html).toContain('newsletter-2026-11');
    expect(html).not.toMatch(/<script|src=|href=/);
  });

  it('names the salutation in words as the customer form does, else as stored', () => {
    const page = (salutation: string, names?: { key: string; name: string }[]) =>
      dataPageHtml(
        { ...exported, account: { ...exported.account, salutation } },
        (key) => key,
        'de',
        'Europe/Berlin',
        names,
      );
    const names = [
      { key: 'ms', name: 'Frau' },
      { key: 'mr', name: 'Herr' },
    ];
    expect(page('ms', names)).toContain(
      '<th scope="row">account.fields.salutation</th><td>Frau</td>',
    );
    expect(page('mr', names)).toContain('<td>Herr</td>');
    // A key the museum no longer offers, or no names at hand: the key as stored.
    expect(page('dr', names)).toContain(
      '<th scope="row">account.fields.salutation</th><td>dr</td>',
    );
    expect(page('ms')).toContain('<th scope="row">account.fields.salutation</th><td>ms</td>');
  });

  it('downloads as an HTML file in the visitor’s language', async () => {
    const made: Blob[] = [];
    const names: string[] = [];
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      made.push(blob as Blob);
      return 'blob:data';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    try {
      showSettings({
        customerAttr: (input: { lang?: string }) => ({
          ...attr,
          salutations: [{ key: 'ms', name: input.lang === 'en' ? 'Ms' : '?' }],
        }),
        customerExport: exported,
        customerConsents: {
          current: { analytics: null, newsletter: NEWSLETTER },
          history: [NEWSLETTER],
        },
      });
      const box = await waitFor(() => section('Your data'));
      fireEvent.click(
        within(box).getByRole('button', { name: 'Download my data as a readable page' }),
      );
      await waitFor(() => expect(names).toEqual(['my-data-2030-05-01.html']));
      const html = await made[0]!.text();
      expect(made[0]!.type).toBe('text/html');
      expect(html).toContain('<h1>Your data</h1>');
      expect(html).toContain('<th scope="row">Salutation</th><td>Ms</td>');
      expect(html).toContain('Order 2030-000042');
      expect(html).toContain('2 × Adult');
      expect(html).toContain('Newsletter');
      expect(html).toContain('Agreed');
    } finally {
      create.mockRestore();
      revoke.mockRestore();
      click.mockRestore();
    }
  });
});

describe('consents', () => {
  it('shows the standing answers and records a new one', async () => {
    const consents: Consents = { current: { analytics: null, newsletter: null }, history: [] };
    const { calls } = showSettings({
      customerConsents: consents,
      customerConsent: () => ({
        current: { analytics: null, newsletter: NEWSLETTER },
        history: [NEWSLETTER],
      }),
    });
    const box = await waitFor(() => section('Your consents'));
    const newsletter = await within(box).findByRole('checkbox', {
      name: 'Send me the museum’s newsletter by e-mail',
    });
    expect((newsletter as HTMLInputElement).checked).toBe(false);
    expect(within(box).getAllByText('You have not answered yet: no consent.')).toHaveLength(2);
    fireEvent.click(newsletter);
    await waitFor(() =>
      expect(within(box).getByRole('status').textContent).toBe('Your answer has been saved.'),
    );
    expect(calls.find((call) => call.name === 'customerConsent')?.input).toEqual({
      body: { purpose: 'newsletter', granted: true, source: 'settings' },
    });
    expect((newsletter as HTMLInputElement).checked).toBe(true);
    expect(within(box).getByText(/^Agreed on /)).toBeTruthy();
  });
});

describe('deleting the account', () => {
  it('needs the password and the confirmation, says why it is refused, then logs out and goes home', async () => {
    let answer: () => unknown = refused('ACCOUNT_HAS_COMING_VISITS');
    const { calls } = showSettings({
      customerConsents: { current: { analytics: null, newsletter: null }, history: [] },
      customerDelete: () => answer(),
    });
    const box = await waitFor(() => section('Delete account'));
    expect(within(box).getByText(/cannot be undone/)).toBeTruthy();
    expect(within(box).getByText(/keep invoices for ten years/)).toBeTruthy();
    const submit = within(box).getByRole('button', { name: 'Delete my account' });
    fireEvent.click(submit);
    await waitFor(() => expect(within(box).getByRole('alert')).toBeTruthy());
    expect(calls.some((call) => call.name === 'customerDelete')).toBe(false);

    fireEvent.change(within(box).getByLabelText(/^Your password/), {
      target: { value: 'secret-1' },
    });
    fireEvent.click(within(box).getByRole('checkbox', { name: 'Yes, delete my account for good' }));
    fireEvent.click(submit);
    await waitFor(() =>
      expect(within(box).getByRole('alert').textContent).toContain(
        'Your account can only be deleted once your booked visits are over.',
      ),
    );
    expect(sessionStore.getState().token).toBe(TOKEN);

    answer = () => true;
    fireEvent.click(submit);
    await waitFor(() => expect(toasts()).toContain('Your account has been deleted.'));
    expect(calls.filter((call) => call.name === 'customerDelete').at(-1)?.input).toEqual({
      body: { _po: 'secret-1' },
    });
    expect(sessionStore.getState().token).toBeNull();
    // Home: the settings are gone from the page.
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Delete account' })).toBeNull(),
    );
  });

  it('is not offered to guests', async () => {
    showSettings({}, { ...erika, isGuest: true });
    await waitFor(() => section('Your data'));
    expect(screen.queryByRole('region', { name: 'Delete account' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your consents' })).toBeNull();
  });
});

describe('the cookie notice', () => {
  it('records a logged-in visitor’s acceptance as their analytics consent', async () => {
    sessionStore.getState().logIn(TOKEN, erika);
    const { calls } = renderShell({
      path: '/en',
      answers: {
        staticContent: demoContent,
        customer: erika,
        customerConsent: { current: { analytics: null, newsletter: null }, history: [] },
      },
    });
    const notice = await screen.findByRole('region', { name: 'Cookies on this website' });
    fireEvent.click(within(notice).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'customerConsent')?.input).toEqual({
        body: { purpose: 'analytics', granted: true, source: 'cookieNotice' },
      }),
    );
    expect(sessionStore.getState().cookiesAccepted).toBe(true);
  });

  it('records nothing for a visitor who is not logged in', async () => {
    const { calls } = renderShell({ path: '/en', answers: { staticContent: demoContent } });
    const notice = await screen.findByRole('region', { name: 'Cookies on this website' });
    fireEvent.click(within(notice).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(sessionStore.getState().cookiesAccepted).toBe(true));
    expect(calls.some((call) => call.name === 'customerConsent')).toBe(false);
  });
});

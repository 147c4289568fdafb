import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/shared/session/session-store';
import { demoConfig, demoContent, erika } from '@/test/fixtures';
import { renderShell } from '@/test/render-shell';
import { fillBilling, attr, input, refused, type } from './test-helpers';

const TOKEN = 'token-0123456789abcdef';

describe('registration', () => {
  it('shows only the fields the server makes visible, with required markers', async () => {
    renderShell({
      path: '/en/register',
      answers: { staticContent: demoContent, customerAttr: attr },
    });
    expect(await screen.findByLabelText(/^First name/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Company/)).toBeNull();
    expect(screen.queryByLabelText(/^Phone/)).toBeNull();
    expect(input('Salutation').required).toBe(false);
    expect(input('Last name').required).toBe(true);
    expect(input('Repeat e-mail').getAttribute('autocomplete')).toBe('email');
    expect(input('Password').getAttribute('autocomplete')).toBe('new-password');
    expect((input('Country') as unknown as HTMLSelectElement).value).toBe('DE');
  });

  it('names required fields with the word its note uses, seen and heard alike', async () => {
    renderShell({
      path: '/en/register',
      answers: { staticContent: demoContent, customerAttr: attr },
    });
    const lastName = await screen.findByLabelText('Last name (required)');
    expect(document.querySelector(`label[for="${lastName.id}"]`)?.textContent).toBe(
      'Last name (required)',
    );
    expect(screen.getByText('Fields marked “required” must be filled in.')).toBeTruthy();
    expect(screen.queryByText(/\*/)).toBeNull();
  });

  it('refuses mismatching e-mails and passwords and focuses the summary', async () => {
    const { calls } = renderShell({
      path: '/en/register',
      answers: { staticContent: demoContent, customerAttr: attr },
    });
    await screen.findByLabelText(/^First name/);
    fillBilling();
    type('Repeat e-mail', 'other@example.org');
    type('Password', 'geheim123');
    type('Repeat password', 'geheim124');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(alert.textContent).toContain('Please correct the errors in the form');
    expect(alert.textContent).toContain('Repeat e-mail: Emails do not match');
    expect(alert.textContent).toContain('Repeat password: Passwords do not match');
    const repeat = input('Repeat e-mail');
    expect(repeat.getAttribute('aria-invalid')).toBe('true');
    const describedBy = repeat.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Emails do not match');
    expect(calls.some((call) => call.name === 'customerRegister')).toBe(false);
  });

  it('checks a left field with the validate-only call and shows its messages', async () => {
    const { calls } = renderShell({
      path: '/en/register',
      answers: {
        staticContent: demoContent,
        customerAttr: attr,
        customerValidate: refused('FORM_HAS_ERRORS', { zip: 'This postcode is unknown.' }),
      },
    });
    await screen.findByLabelText(/^First name/);
    type('Postcode', '00000');
    expect(await screen.findByText('This postcode is unknown.')).toBeTruthy();
    expect(calls.find((call) => call.name === 'customerValidate')?.input).toMatchObject({
      body: { c: { zip: '00000', country: 'DE', shipping: null } },
    });
  });

  it('shows the per-field messages of a 422 and registers on success', async () => {
    let answer: () => unknown = refused('AUTH_EMAIL_TAKEN', {
      email: 'There is already an account with this e-mail address.',
    });
    const { calls } = renderShell({
      path: '/en/register',
      answers: {
        staticContent: demoContent,
        customerAttr: attr,
        customerValidate: true,
        customerRegister: () => answer(),
      },
    });
    await screen.findByLabelText(/^First name/);
    fillBilling();
    type('Repeat e-mail', 'MAX@example.org ');
    type('Password', 'geheim123');
    type('Repeat password', 'geheim123');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(alert.textContent).toContain(
        'E-mail: There is already an account with this e-mail address.',
      ),
    );
    expect(calls.find((call) => call.name === 'customerRegister')?.input).toMatchObject({
      body: {
        c: {
          fname: 'Max',
          email: 'max@example.org',
          password: 'geheim123',
          country: 'DE',
          shipping: null,
        },
      },
    });
    answer = () => true;
    type('E-mail', 'max2@example.org');
    type('Repeat e-mail', 'max2@example.org');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Your account has been created.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in now' }).getAttribute('href')).toBe('/en/login');
  });
});

describe('guest registration', () => {
  it('accepts a validate 422 that only names the password, logs the guest in and goes on', async () => {
    const { calls } = renderShell({
      path: '/en/register-guest',
      answers: {
        staticContent: demoContent,
        customerAttr: attr,
        customerValidate: refused('FORM_HAS_ERRORS', { password: 'Please fill in this field.' }),
        authGuest: TOKEN,
        customer: { ...erika, isGuest: true },
      },
    });
    await screen.findByLabelText(/^First name/);
    fillBilling();
    fireEvent.click(screen.getByRole('button', { name: 'Continue as a guest' }));
    await waitFor(() => expect(sessionStore.getState().token).toBe(TOKEN));
    await waitFor(() => expect(sessionStore.getState().customer?.isGuest).toBe(true));
    await waitFor(() => expect(document.title).toBe('Basket - Lindenau City Museum'));
    expect(calls.find((call) => call.name === 'authGuest')?.input).toMatchObject({
      body: { c: { email: 'max@example.org', send_invoice: true, shipping: null } },
    });
  });

  it('does not accept other validation errors', async () => {
    const { calls } = renderShell({
      path: '/en/register-guest',
      answers: {
        staticContent: demoContent,
        customerAttr: attr,
        customerValidate: refused('FORM_HAS_ERRORS', {
          password: 'Please fill in this field.',
          city: 'This city is unknown.',
        }),
        authGuest: TOKEN,
      },
    });
    await screen.findByLabelText(/^First name/);
    fillBilling();
    fireEvent.click(screen.getByRole('button', { name: 'Continue as a guest' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain('City: This city is unknown.'));
    expect(alert.textContent).not.toContain('Please fill in this field.');
    expect(calls.some((call) => call.name === 'authGuest')).toBe(false);
  });

  it('keeps an edited shipping address in the session and requires all its fields', async () => {
    const { calls } = renderShell({
      path: '/en/register-guest',
      answers: {
        staticContent: demoContent,
        customerAttr: attr,
        customerValidate: true,
        authGuest: TOKEN,
        customer: { ...erika, isGuest: true },
      },
    });
    await screen.findByLabelText(/^First name/);
    fillBilling();
    const same = screen.getByRole('checkbox', {
      name: 'Shipping address is the same as the billing address',
    });
    expect((same as HTMLInputElement).checked).toBe(true);
    fireEvent.click(same);
    fireEvent.change(input('Name'), { target: { value: 'Max Muster' } });
    expect(sessionStore.getState().shipping).toMatchObject({
      sameAsBilling: false,
      address: { name: 'Max Muster' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue as a guest' }));
    expect(
      (await screen.findAllByText('Please fill in all fields for Shipping Address')).length,
    ).toBeGreaterThan(0);
    expect(calls.some((call) => call.name === 'authGuest')).toBe(false);
    fireEvent.change(input('Street and number', 1), { target: { value: 'Rue 2' } });
    fireEvent.change(input('Postcode', 1), { target: { value: '75001' } });
    fireEvent.change(input('City', 1), { target: { value: 'Paris' } });
    fireEvent.change(input('Country', 1), { target: { value: 'FR' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue as a guest' }));
    await waitFor(() => expect(sessionStore.getState().token).toBe(TOKEN));
    expect(calls.find((call) => call.name === 'authGuest')?.input).toMatchObject({
      body: {
        c: {
          shipping: {
            name: 'Max Muster',
            street: 'Rue 2',
            zip: '75001',
            city: 'Paris',
            country: 'FR',
          },
        },
      },
    });
  });
});

describe('switched-off registration', () => {
  it('says so on the register and guest screens and offers the login instead', async () => {
    const { calls } = renderShell({
      path: '/en/register',
      config: { ...demoConfig, hasUserRegistration: false },
    });
    expect(await screen.findByText(/does not offer new customer accounts/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe(
      '/en/login',
    );
    expect(screen.queryByRole('textbox', { name: /mail/i })).toBeNull();
    expect(calls.some((call) => call.name === 'customerAttr')).toBe(false);
  });

  it('refuses guest registration when the shop does not offer it', async () => {
    renderShell({
      path: '/en/register-guest',
      config: { ...demoConfig, hasGuestRegistration: false },
    });
    expect(await screen.findByText(/does not offer checking out as a guest/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /continue/i })).toBeNull();
  });
});

import { md5Hex } from '@foyer/domain';
import type { CustomerAttr, ShopConfig } from '@foyer/domain/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiClientProvider } from '@/shared/api/api-context';
import { createQueryClient } from '@/shared/api/queries';
import { ShopConfigProvider } from '@/shared/config/shop-config';
import { cartStore } from '@/shared/session/cart-store';
import { sessionStore } from '@/shared/session/session-store';
import { demoConfig, erika } from '@/test/fixtures';
import { fakeClient, testI18n, type FakeAnswers } from '@/test/render-shell';
import { SignInStep } from './sign-in-step';

const TOKEN = 'token-0123456789abcdef';

const attr: CustomerAttr = {
  countries: [{ key: 'DE', name: 'Germany' }],
  salutations: [],
  required_fields: ['fname', 'lname', 'email'],
  visible_fields: ['fname', 'lname', 'email'],
};

function show(answers: FakeAnswers, config: ShopConfig = demoConfig) {
  const onSignedIn = vi.fn();
  const fake = fakeClient(answers);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ApiClientProvider client={fake.client}>
        <I18nextProvider i18n={testI18n('en')}>
          <ShopConfigProvider config={config}>
            <MemoryRouter initialEntries={['/en/checkout']}>
              <SignInStep onSignedIn={onSignedIn} />
            </MemoryRouter>
          </ShopConfigProvider>
        </I18nextProvider>
      </ApiClientProvider>
    </QueryClientProvider>,
  );
  return { ...fake, onSignedIn };
}

const field = (name: RegExp) => screen.getByLabelText(name);

describe('the sign-in step', () => {
  it('offers login, guest registration and registration', () => {
    show({});
    expect(screen.getByRole('heading', { level: 2, name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Continue as a guest' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe(
      '/en/register',
    );
  });

  it('hides the guest choice when guest registration is off', () => {
    show({}, { ...demoConfig, hasGuestRegistration: false, hasUserRegistration: false });
    expect(screen.queryByRole('heading', { name: 'Continue as a guest' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
  });

  it('logs in inline and calls onSignedIn', async () => {
    const { calls, onSignedIn } = show({ authLogin: TOKEN, customer: erika });
    fireEvent.change(field(/^E-mail/), { target: { value: 'erika@example.org' } });
    fireEvent.change(field(/^Password/), { target: { value: 'geheim123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(calls.find((call) => call.name === 'authLogin')?.input).toMatchObject({
      body: { _u: 'erika@example.org', _p: md5Hex('geheim123') },
    });
    expect(sessionStore.getState().customer).toEqual(erika);
  });

  it('registers a guest inline and calls onSignedIn', async () => {
    const { calls, onSignedIn } = show({
      customerAttr: attr,
      customerValidate: true,
      authGuest: TOKEN,
      customer: { ...erika, isGuest: true },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enter billing details' }));
    const first = await screen.findByLabelText(/^First name/);
    await waitFor(() => expect(document.activeElement).toBe(first));
    fireEvent.change(first, { target: { value: 'Max' } });
    fireEvent.change(field(/^Last name/), { target: { value: 'Muster' } });
    const emails = screen.getAllByLabelText(/^E-mail/);
    fireEvent.change(emails[1] as HTMLElement, { target: { value: 'max@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue as a guest' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(sessionStore.getState().token).toBe(TOKEN);
    expect(calls.find((call) => call.name === 'authGuest')?.input).toMatchObject({
      body: { c: { fname: 'Max', email: 'max@example.org', shipping: null } },
    });
  });

  it('starts the guest form with the country chosen in the basket', async () => {
    cartStore.getState().setShippingQuote({ country: 'DK', cents: 990 });
    show({
      customerAttr: {
        ...attr,
        countries: [
          { key: 'DE', name: 'Germany' },
          { key: 'DK', name: 'Denmark' },
        ],
        visible_fields: [...attr.visible_fields, 'country'],
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enter billing details' }));
    const country = await screen.findByLabelText(/^Country/);
    expect((country as HTMLSelectElement).value).toBe('DK');
  });
});

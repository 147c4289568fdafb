import { md5Hex } from '@foyer/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/shared/session/session-store';
import { toastStore } from '@/shared/ui/toast-store';
import { demoContent, erika } from '@/test/fixtures';
import { renderShell } from '@/test/render-shell';
import { input, refused } from './test-helpers';

const TOKEN = 'token-0123456789abcdef';

function logIn(email = 'erika@example.org', password = 'geheim123') {
  fireEvent.change(input('E-mail'), { target: { value: email } });
  fireEvent.change(input('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login', () => {
  it('sends the MD5 of the password and shows the failed message and toast on 422', async () => {
    const { calls } = renderShell({
      path: '/en/login',
      answers: { staticContent: demoContent, authLogin: refused('AUTH_LOGIN_FAILED') },
    });
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    logIn(' erika@example.org ', 'geheim123');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Email or password are not correct');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(calls.find((call) => call.name === 'authLogin')?.input).toMatchObject({
      body: { _u: 'erika@example.org', _p: md5Hex('geheim123') },
    });
    expect(toastStore.getState().toasts.map((toast) => toast.text)).toContain(
      'Email or password are not correct',
    );
    expect(sessionStore.getState().token).toBeNull();
  });

  it('asks for both fields before calling the server', async () => {
    const { calls } = renderShell({ path: '/en/login' });
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Please correct the errors in the form');
    expect(input('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.name === 'authLogin')).toBe(false);
  });

  it('stores the token, loads the customer and goes to returnTo', async () => {
    renderShell({
      path: '/en/login?returnTo=%2Fen%2Ftickets',
      answers: { staticContent: demoContent, authLogin: TOKEN, customer: erika },
    });
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    logIn();
    await waitFor(() => expect(document.title).toBe('Tickets - Lindenau City Museum'));
    expect(sessionStore.getState().token).toBe(TOKEN);
    expect(sessionStore.getState().customer).toEqual(erika);
  });

  it('goes to the checkout when the post-login redirect says so, else home', async () => {
    renderShell({
      path: '/en/login',
      answers: { staticContent: demoContent, authLogin: TOKEN, customer: erika },
    });
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    sessionStore.getState().setPostLoginRedirect('checkout');
    logIn();
    await waitFor(() => expect(document.title).toBe('Basket - Lindenau City Museum'));
  });

  it('says why after a 401 and links to forgot password and register', async () => {
    renderShell({ path: '/en/login?fromUnauthorized=true&returnTo=%2Fen%2Fsettings' });
    expect(
      await screen.findByText('The page you were trying to access requires login.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgotten your password?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/en/register?returnTo=%2Fen%2Fsettings',
    );
  });
});

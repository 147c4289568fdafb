import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { sessionStore } from '@/shared/session/session-store';
import { toastStore } from '@/shared/ui/toast-store';
import { demoContent, erika } from '@/test/fixtures';
import { renderShell } from '@/test/render-shell';
import { input, refused } from './test-helpers';

const TOKEN = 'token-0123456789abcdef';
const toasts = () => toastStore.getState().toasts.map((toast) => toast.text);

describe('forgot password', () => {
  it('refuses an invalid e-mail without calling the server', async () => {
    const { calls } = renderShell({ path: '/en/forgot-password' });
    await screen.findByRole('heading', { level: 1, name: 'Forgotten password' });
    fireEvent.change(input('E-mail'), { target: { value: 'erika@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Please enter a valid e-mail address.');
    expect(calls.some((call) => call.name === 'customerPwdReset')).toBe(false);
  });

  it('sends the recover page as backlink and shows the success screen', async () => {
    const { calls } = renderShell({
      path: '/en/forgot-password',
      answers: { staticContent: demoContent, customerPwdReset: true },
    });
    await screen.findByRole('heading', { level: 1, name: 'Forgotten password' });
    fireEvent.change(input('E-mail'), { target: { value: ' erika@example.org ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your inbox' })).toBeTruthy();
    expect(calls.find((call) => call.name === 'customerPwdReset')?.input).toMatchObject({
      body: { email: 'erika@example.org', backlink: `${window.location.origin}/en/recover/` },
    });
    expect(toasts()).toContain('We have sent you an e-mail with a link to reset your password.');
  });

  it('says when the e-mail cannot be recovered', async () => {
    renderShell({
      path: '/en/forgot-password',
      answers: {
        staticContent: demoContent,
        customerPwdReset: refused('AUTH_CANNOT_RECOVER_EMAIL', {
          email: 'Cannot recover this Email',
        }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Forgotten password' });
    fireEvent.change(input('E-mail'), { target: { value: 'nobody@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain('Cannot recover this Email'));
    expect(toasts()).toContain('Cannot recover this Email');
  });
});

describe('recover', () => {
  function setPassword(password: string, repeat = password) {
    fireEvent.change(input('New password'), { target: { value: password } });
    fireEvent.change(input('Repeat password'), { target: { value: repeat } });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
  }

  it('needs matching passwords of the minimum length', async () => {
    const { calls } = renderShell({ path: '/en/recover/reset-token-0123456789' });
    await screen.findByRole('heading', { level: 1, name: 'Set a new password' });
    setPassword('short', 'short');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The password must have at least 8 characters.',
    );
    setPassword('geheim123', 'geheim124');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Passwords do not match'),
    );
    expect(calls.some((call) => call.name === 'customerPwdConfirm')).toBe(false);
  });

  it('shows "You must fill all fields" on 400', async () => {
    renderShell({
      path: '/en/recover/reset-token-0123456789',
      answers: {
        staticContent: demoContent,
        customerPwdConfirm: () => {
          throw new ApiError({ status: 400, code: 'AUTH_FILL_ALL_FIELDS', body: { message: 'x' } });
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Set a new password' });
    setPassword('geheim123');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('You must fill all fields'),
    );
  });

  it('shows the error and the failed toast on 422', async () => {
    renderShell({
      path: '/en/recover/reset-token-0123456789',
      answers: {
        staticContent: demoContent,
        customerPwdConfirm: refused('AUTH_SETTING_NEW_PASSWORD_FAILED', { token: 'Link used' }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Set a new password' });
    setPassword('geheim123');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'This link is invalid or has expired.',
      ),
    );
    expect(toasts()).toContain('The new password could not be set.');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeTruthy();
  });

  it('logs in with the answered token and shows the success screen', async () => {
    const { calls } = renderShell({
      path: '/en/recover/reset-token-0123456789',
      answers: { staticContent: demoContent, customerPwdConfirm: TOKEN, customer: erika },
    });
    await screen.findByRole('heading', { level: 1, name: 'Set a new password' });
    setPassword('geheim123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Password changed' })).toBeTruthy();
    expect(calls.find((call) => call.name === 'customerPwdConfirm')?.input).toMatchObject({
      body: { token: 'reset-token-0123456789', _p: 'geheim123' },
    });
    expect(sessionStore.getState().token).toBe(TOKEN);
    await waitFor(() => expect(sessionStore.getState().customer).toEqual(erika));
    expect(toasts()).toContain('Your new password has been set.');
  });
});

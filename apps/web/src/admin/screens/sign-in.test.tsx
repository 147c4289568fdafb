/** Signing in, the two-step code, and setting a password from a link, as staff meet them. */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { todayEndpoints } from '@foyer/domain/admin-contract/today';
import { adminEndpoints } from '@foyer/domain/admin-contract';
import { held, ok, renderAdmin, signedIn } from '../test/admin-harness';

describe('sign-in screen', () => {
  it('shows the sign-in form to a visitor without a session and checks the fields first', async () => {
    const { user, api } = await renderAdmin('', {}, { me: null });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    await user.type(screen.getByLabelText('E-mail'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/check this field|invalid/i)).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST', 'login')).toHaveLength(0);
  });

  it('says so when the e-mail or password is wrong, and how long to wait when throttled', async () => {
    let attempt = 0;
    const { user } = await renderAdmin(
      '',
      {
        'POST login': () =>
          ++attempt === 1
            ? { status: 401, error: 'LOGIN_FAILED' }
            : { status: 429, error: 'RATE_LIMITED', retryAfter: 42 },
      },
      { me: null },
    );
    await user.type(await screen.findByLabelText('E-mail'), 'anna@museum.example');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('E-mail or password is wrong.');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/42 seconds/));
  });

  it('asks for the authenticator code as a second step, then opens the start screen', async () => {
    const me = signedIn('owner');
    const { user, api } = await renderAdmin(
      '',
      {
        'POST login': (call) =>
          (call.body as { totp?: string }).totp === '123456'
            ? ok(adminEndpoints.login, { status: 'signedIn', me })
            : ok(adminEndpoints.login, { status: 'totpRequired' }),
        'GET today': ok(todayEndpoints.today, {
          today: '2031-05-14',
          tomorrow: '2031-05-15',
          generatedAt: '2031-05-14T08:30:00Z',
          slots: [],
          sales: null,
          problems: null,
        }),
      },
      { me: null },
    );
    await user.type(await screen.findByLabelText('E-mail'), 'anna@museum.example');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const code = await screen.findByLabelText('Authentication code');
    await waitFor(() => expect(document.activeElement).toBe(code));
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Today' })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/');
    const sent = api.callsTo('POST', 'login').map((call) => call.body);
    expect(sent).toEqual([
      { email: 'anna@museum.example', password: 'correct horse battery' },
      { email: 'anna@museum.example', password: 'correct horse battery', totp: '123456' },
    ]);
  });

  it('keeps the language picked before signing in: it becomes the account’s', async () => {
    const me = signedIn('owner');
    const { user, api } = await renderAdmin(
      '',
      {
        'POST login': ok(adminEndpoints.login, { status: 'signedIn', me }),
        'PATCH me': (call) =>
          ok(adminEndpoints.updateMe, {
            ...me,
            staff: { ...me.staff, language: (call.body as { language: 'de' }).language },
          }),
        'GET today': ok(todayEndpoints.today, {
          today: '2031-05-14',
          tomorrow: '2031-05-15',
          generatedAt: '2031-05-14T08:30:00Z',
          slots: [],
          sales: null,
          problems: null,
        }),
      },
      { me: null },
    );
    expect(me.staff.language).toBe('en');
    await user.selectOptions(await screen.findByLabelText('Language'), 'de');
    await user.type(await screen.findByLabelText('E-Mail'), 'anna@museum.example');
    await user.type(screen.getByLabelText('Passwort'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(api.callsTo('PATCH', 'me')).toHaveLength(1));
    expect(api.callsTo('PATCH', 'me')[0]?.body).toEqual({ language: 'de' });
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    expect(await screen.findByRole('heading', { name: 'Heute', level: 1 })).toBeTruthy();
  });

  it('disables the button while the sign-in is under way', async () => {
    const gate = held();
    const { user } = await renderAdmin(
      '',
      { 'POST login': { status: 401, error: 'LOGIN_FAILED', delay: gate.promise } },
      { me: null },
    );
    await user.type(await screen.findByLabelText('E-mail'), 'anna@museum.example');
    await user.type(screen.getByLabelText('Password'), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(
        true,
      ),
    );
    gate.release();
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});

describe('set-password screen', () => {
  it('refuses a short password and two that differ before sending anything', async () => {
    const { user, api } = await renderAdmin('set-password/tok-1', {}, { me: null });
    await user.type(await screen.findByLabelText(/New password/), 'short');
    await user.type(screen.getByLabelText('Repeat the password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Use at least 12 characters.')).toBeTruthy();
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
    expect(api.calls.map((call) => call.path)).not.toContain('password');
  });

  it('says when the link is no longer valid', async () => {
    const { user } = await renderAdmin(
      'set-password/tok-old',
      { 'POST password': { status: 410, error: 'LINK_INVALID' } },
      { me: null },
    );
    await user.type(await screen.findByLabelText(/New password/), 'a long enough secret');
    await user.type(screen.getByLabelText('Repeat the password'), 'a long enough secret');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/invalid, used or expired/);
  });

  it('sets the password with the link token and leads to sign-in', async () => {
    const { user, api } = await renderAdmin(
      'set-password/tok-1',
      { 'POST password': ok(adminEndpoints.setPassword, { ok: true }) },
      { me: null },
    );
    await user.type(await screen.findByLabelText(/New password/), 'a long enough secret');
    await user.type(screen.getByLabelText('Repeat the password'), 'a long enough secret');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Your password is set. You can sign in now.')).toBeTruthy();
    expect(api.callsTo('POST', 'password')[0]?.body).toEqual({
      token: 'tok-1',
      password: 'a long enough secret',
    });
    // The link's page never asks who is signed in: the visitor has no session.
    expect(api.callsTo('GET', 'me')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Go to sign in' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/shared/session/session-store';
import { erika } from '@/test/fixtures';
import { renderShell } from '@/test/render-shell';

const TOKEN = 'token-0123456789abcdef';

describe('logout', () => {
  it('revokes the token, forgets the customer, says so and returns to returnTo', async () => {
    sessionStore.getState().logIn(TOKEN, erika);
    sessionStore.getState().setLanguage('en');
    const { calls } = renderShell({
      path: '/logout?returnTo=%2Fen%2Ftickets',
      answers: {
        authLogout: true,
        staticContent: { banners: [], cookie_warning: null, social_media: [] },
      },
      lang: 'en',
    });
    expect(await screen.findByText('You have been logged out.')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Tickets - Lindenau City Museum'));
    expect(calls.find((call) => call.name === 'authLogout')).toMatchObject({
      input: { body: {}, quietUnauthorized: true },
    });
    expect(sessionStore.getState().token).toBeNull();
    expect(sessionStorage.getItem('customer')).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
  });

  it('logs out even when the server cannot be asked, and refuses a foreign returnTo', async () => {
    sessionStore.getState().logIn(TOKEN, erika);
    sessionStore.getState().setLanguage('de');
    renderShell({ path: '/logout?returnTo=https%3A%2F%2Fevil.example', lang: 'de' });
    await waitFor(() => expect(document.title).toBe('Stadtmuseum Lindenau'));
    expect(sessionStore.getState().token).toBeNull();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Stadtmuseum Lindenau',
    );
  });
});

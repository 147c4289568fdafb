/** Addresses under /admin/: a screen, the account for a screen the role may not use, or not found. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin, signedIn } from '../test/admin-harness';

describe('an address of the back office', () => {
  it('that names no screen shows "Page not found" with a way back', async () => {
    const { user } = await renderAdmin('ordres/12', {}, { me: signedIn('manager') });
    expect(await screen.findByRole('heading', { name: 'Page not found', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'My account' })).toBeNull();
    expect(document.title).toBe('Page not found · Back office');
    await user.click(screen.getByRole('link', { name: 'Go to my account' }));
    expect(window.location.pathname).toBe('/admin/account');
    expect(await screen.findByRole('heading', { name: 'My account' })).toBeTruthy();
  });

  it("of a screen the role may not use shows the staff member's account", async () => {
    await renderAdmin('reports', {}, { me: signedIn('door') });
    expect(await screen.findByRole('heading', { name: 'My account' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
  });

  it('of a screen the role may use shows it', async () => {
    await renderAdmin('staff', {}, { me: signedIn('owner') });
    expect(await screen.findByRole('heading', { name: 'Staff', level: 1 })).toBeTruthy();
  });
});

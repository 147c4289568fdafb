import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok, renderAdmin, signedIn } from '../test/admin-harness';
import { adminEndpoints } from '@foyer/domain/admin-contract';

// The reports screen's chunk cannot be loaded (a release replaced it, or the connection dropped).
vi.mock('../screens/reports-screen', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('a back-office screen that cannot be loaded', () => {
  it('says so in the staff language with a reload button, and other screens still open', async () => {
    // React reports the caught failure on the console; the test keeps its output readable.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await renderAdmin(
      'reports',
      {
        'GET staff': ok(adminEndpoints.listStaff, []),
        'GET settings': ok(adminEndpoints.getSettings, { requireTotp: false }),
      },
      { me: { ...signedIn(), staff: { ...signedIn().staff, language: 'de' } } },
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Diese Ansicht konnte nicht angezeigt werden');
    expect(screen.getByRole('button', { name: 'Seite neu laden' })).toBeTruthy();
    // The navigation still works: another screen replaces the message.
    await user.click(screen.getByRole('link', { name: 'Personal' }));
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

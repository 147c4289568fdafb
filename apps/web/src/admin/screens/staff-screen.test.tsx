/** The owner's staff list: roles, disabling, one-time password links, the 2FA requirement. */
import { adminEndpoints, type StaffMember } from '@foyer/domain/admin-contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { held, ok, renderAdmin, signedIn, type FakeRoutes } from '../test/admin-harness';

const owner = signedIn('owner').staff;
const ben: StaffMember = {
  ...owner,
  id: 2,
  email: 'ben@museum.example',
  name: 'Ben Kraus',
  role: 'sales',
  totpEnabled: true,
};

/** The refusal shown for a field: its text, when the field is marked invalid and points to it. */
function errorAt(field: HTMLElement): string | null {
  if (field.getAttribute('aria-invalid') !== 'true') return null;
  const id = field.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

function staffRoutes(list: StaffMember[], extra: FakeRoutes = {}): FakeRoutes {
  return {
    'GET staff': ok(adminEndpoints.listStaff, list),
    'GET settings': ok(adminEndpoints.getSettings, { requireTotp: false }),
    ...extra,
  };
}

describe('staff screen', () => {
  it('lists the staff once they arrive, with role, 2FA and status', async () => {
    const gate = held();
    await renderAdmin('staff', {
      ...staffRoutes([owner, ben]),
      'GET staff': ok(adminEndpoints.listStaff, [owner, ben], gate.promise),
    });
    expect(await screen.findByRole('heading', { name: 'Staff' })).toBeTruthy();
    expect(screen.queryByText('ben@museum.example')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    gate.release();
    const row = (await screen.findByText('ben@museum.example')).closest('tr');
    expect(screen.queryByRole('status')).toBeNull();
    if (!row) throw new Error('no row for Ben');
    expect(within(row).getByText('Ben Kraus')).toBeTruthy();
    expect(
      (within(row).getByRole('combobox', { name: 'Role of Ben Kraus' }) as HTMLSelectElement).value,
    ).toBe('sales');
    expect(within(row).getByText('On')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
  });

  it('says so when the staff cannot be loaded, and asks again on request', async () => {
    let failing = true;
    const { user } = await renderAdmin('staff', {
      ...staffRoutes([owner, ben]),
      'GET staff': () =>
        failing
          ? { status: 500, error: 'SERVER_ERROR' }
          : ok(adminEndpoints.listStaff, [owner, ben]),
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An unexpected error occurred on the server. Please try again later.',
    );
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('ben@museum.example')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is not offered to a manager: the staff path opens their own account instead', async () => {
    await renderAdmin('staff', staffRoutes([owner]), { me: signedIn('manager') });
    expect(await screen.findByRole('heading', { name: 'My account' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Staff' })).toBeNull();
  });

  it('changes a role and disables an account, then shows the list again', async () => {
    let list = [owner, ben];
    const { user, api } = await renderAdmin('staff', {
      ...staffRoutes([]),
      'GET staff': () => ok(adminEndpoints.listStaff, list),
      'PATCH staff/2': (call) => {
        list = [owner, { ...ben, ...(call.body as Partial<StaffMember>) }];
        return ok(adminEndpoints.updateStaff, list[1]!);
      },
    });
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Role of Ben Kraus' }),
      'manager',
    );
    await user.click(screen.getByRole('button', { name: 'Disable: Ben Kraus' }));
    expect(await screen.findByRole('button', { name: 'Enable: Ben Kraus' })).toBeTruthy();
    const patches = api.callsTo('PATCH', 'staff/2');
    expect(patches.map((call) => call.body)).toEqual([{ role: 'manager' }, { active: false }]);
    expect(patches.every((call) => call.csrf === 'csrf-test-token')).toBe(true);
  });

  it('says so when the last owner would be lost', async () => {
    const { user } = await renderAdmin(
      'staff',
      staffRoutes([owner], {
        'PATCH staff/1': { status: 422, error: 'LAST_OWNER' },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Disable: Anna Berger' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The shop needs at least one active owner.',
    );
  });

  it('checks a new account before sending it and shows a taken e-mail at its field', async () => {
    const { user, api } = await renderAdmin(
      'staff',
      staffRoutes([owner], { 'POST staff': { status: 409, error: 'STAFF_EXISTS' } }),
    );
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    expect(await screen.findAllByText('Please check this field.')).toHaveLength(2);
    expect(errorAt(screen.getByLabelText('Name'))).toBe('Please check this field.');
    // The first refused field has the focus.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
    expect(api.callsTo('POST', 'staff')).toHaveLength(0);
    await user.type(screen.getByLabelText('Name'), 'Ben Kraus');
    await user.type(screen.getByLabelText('E-mail'), 'ben@museum.example');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(errorAt(screen.getByLabelText('E-mail'))).toBe(
        'A staff account with this e-mail exists.',
      ),
    );
    expect(errorAt(screen.getByLabelText('Name'))).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server’s per-field refusal beside the field and moves the focus there', async () => {
    const { user } = await renderAdmin(
      'staff',
      staffRoutes([owner], {
        'POST staff': {
          status: 422,
          error: 'VALIDATION_FAILED',
          errors: { email: ['Invalid email address'] },
        },
      }),
    );
    await user.type(await screen.findByLabelText('Name'), 'Ben Kraus');
    await user.type(screen.getByLabelText('E-mail'), 'ben@museum.example');
    // The focus is elsewhere when the answer comes.
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(errorAt(screen.getByLabelText('E-mail'))).toBe('Please check this field.'),
    );
    expect(errorAt(screen.getByLabelText('Name'))).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('creates an account and shows its one-time link once', async () => {
    let list = [owner];
    const { user, api } = await renderAdmin('staff', {
      ...staffRoutes([]),
      'GET staff': () => ok(adminEndpoints.listStaff, list),
      'POST staff': () => {
        list = [owner, ben];
        return ok(adminEndpoints.createStaff, {
          staff: ben,
          setPasswordUrl: 'https://museum.example/admin/set-password/abc',
        });
      },
    });
    await user.type(await screen.findByLabelText('Name'), 'Ben Kraus');
    await user.type(screen.getByLabelText('E-mail'), 'ben@museum.example');
    await user.selectOptions(screen.getByLabelText('Role'), 'door');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect((await screen.findByTestId('password-link')).textContent).toBe(
      'https://museum.example/admin/set-password/abc',
    );
    // No language chosen: none is sent, the server gives the museum's default language.
    expect(api.callsTo('POST', 'staff')[0]?.body).toEqual({
      name: 'Ben Kraus',
      email: 'ben@museum.example',
      role: 'door',
    });
    expect(
      screen.getByText('An invitation with this link was e-mailed to ben@museum.example.'),
    ).toBeTruthy();
    // The form is empty again for the next person, and the list shows the new account.
    await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe(''));
    expect(await screen.findByText('ben@museum.example')).toBeTruthy();
    // A language chosen for the member is sent with the account.
    await user.type(screen.getByLabelText('Name'), 'Ben Kraus');
    await user.type(screen.getByLabelText('E-mail'), 'ben@museum.example');
    const language = document.getElementById('staff-language');
    if (!language) throw new Error('no language field');
    await user.selectOptions(language, 'de');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.callsTo('POST', 'staff')).toHaveLength(2));
    expect(api.callsTo('POST', 'staff')[1]?.body).toMatchObject({ language: 'de' });
  });

  it('issues a new password link for an account', async () => {
    const { user, api } = await renderAdmin(
      'staff',
      staffRoutes([owner, ben], {
        'POST staff/2/password-link': ok(adminEndpoints.passwordLink, {
          staff: ben,
          setPasswordUrl: 'https://museum.example/admin/set-password/new',
        }),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'New password link: Ben Kraus' }));
    expect(await screen.findByText(/ben@museum.example: One-time link/)).toBeTruthy();
    expect(screen.getByTestId('password-link').textContent).toMatch(/set-password\/new$/);
    expect(api.callsTo('POST', 'staff/2/password-link')).toHaveLength(1);
  });

  it('requires two-factor authentication for all staff', async () => {
    let required = false;
    const { user, api } = await renderAdmin('staff', {
      ...staffRoutes([owner]),
      'GET settings': () => ok(adminEndpoints.getSettings, { requireTotp: required }),
      'PUT settings': (call) => {
        required = (call.body as { requireTotp: boolean }).requireTotp;
        return ok(adminEndpoints.putSettings, { requireTotp: required });
      },
    });
    const box = await screen.findByRole('checkbox', {
      name: 'Require two-factor authentication for all staff',
    });
    expect((box as HTMLInputElement).checked).toBe(false);
    await user.click(box);
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(true));
    expect(api.callsTo('PUT', 'settings')[0]?.body).toEqual({ requireTotp: true });
  });
});

/** The staff member's own account: two-factor authentication and its recovery codes. */
import { adminEndpoints } from '@foyer/domain/admin-contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderAdmin, signedIn } from '../test/admin-harness';

const CODES = ['aaaa-bbbb-cccc-dddd', 'eeee-ffff-gggg-hhhh'];

describe('account screen', () => {
  it('shows who is signed in and that 2FA is off', async () => {
    await renderAdmin('account');
    expect(await screen.findByRole('heading', { name: 'My account' })).toBeTruthy();
    expect(screen.getByText('Anna Berger · anna@museum.example')).toBeTruthy();
    expect(screen.getByText('Off')).toBeTruthy();
  });

  it('sets up 2FA: shows the key, refuses a wrong code, then turns it on and shows the recovery codes once', async () => {
    const me = signedIn('sales');
    const { user, api } = await renderAdmin(
      'account',
      {
        'POST me/totp/enrol': ok(adminEndpoints.totpEnrol, {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/Foyer:anna?secret=JBSWY3DPEHPK3PXP',
          qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
        }),
        'POST me/totp/confirm': (call) =>
          (call.body as { code: string }).code === '654321'
            ? ok(adminEndpoints.totpConfirm, {
                recoveryCodes: CODES,
                me: {
                  ...me,
                  staff: { ...me.staff, totpEnabled: true },
                  recoveryCodesLeft: CODES.length,
                },
              })
            : { status: 422, error: 'TOTP_INVALID' },
      },
      { me },
    );
    await user.click(
      await screen.findByRole('button', { name: 'Set up two-factor authentication' }),
    );
    expect((await screen.findByTestId('totp-secret')).textContent).toBe('JBSWY3DPEHPK3PXP');
    expect(screen.getByRole('img', { name: 'QR code for the authenticator app' })).toBeTruthy();
    await user.type(screen.getByLabelText('Authentication code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    // A wrong code shows at the code field, which has the focus again.
    const codeField = screen.getByLabelText('Authentication code');
    await waitFor(() => expect(codeField.getAttribute('aria-invalid')).toBe('true'));
    expect(
      document.getElementById(codeField.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('The code is wrong or was already used.');
    await waitFor(() => expect(document.activeElement).toBe(codeField));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.clear(screen.getByLabelText('Authentication code'));
    await user.type(screen.getByLabelText('Authentication code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('aaaa-bbbb-cccc-dddd')).toBeTruthy();
    expect(screen.getByText('eeee-ffff-gggg-hhhh')).toBeTruthy();
    expect(screen.getByText('On')).toBeTruthy();
    expect(api.callsTo('POST', 'me/totp/confirm').map((call) => call.body)).toEqual([
      { code: '111111' },
      { code: '654321' },
    ]);
    // Once kept, the codes are gone from the screen; only their count is shown.
    await user.click(screen.getByRole('button', { name: 'I have kept the codes' }));
    await waitFor(() => expect(screen.queryByText('aaaa-bbbb-cccc-dddd')).toBeNull());
    expect(screen.getByTestId('recovery-left').textContent).toBe('Unused recovery codes: 2');
  });

  it('renews the recovery codes with a current code', async () => {
    const me = signedIn('manager', { recoveryCodesLeft: 3 });
    const withTotp = { ...me, staff: { ...me.staff, totpEnabled: true } };
    const { user, api } = await renderAdmin(
      'account',
      { 'POST me/totp/recovery-codes': ok(adminEndpoints.recoveryCodes, { recoveryCodes: CODES }) },
      { me: withTotp },
    );
    expect((await screen.findByTestId('recovery-left')).textContent).toBe(
      'Unused recovery codes: 3',
    );
    await user.type(screen.getAllByLabelText('Authentication code').at(-1)!, '222333');
    await user.click(screen.getByRole('button', { name: 'New recovery codes' }));
    expect(await screen.findByText('aaaa-bbbb-cccc-dddd')).toBeTruthy();
    expect(api.callsTo('POST', 'me/totp/recovery-codes')[0]?.body).toEqual({ code: '222333' });
  });

  it('does not offer to turn 2FA off while an owner requires it', async () => {
    const me = signedIn('sales', { requireTotp: true });
    await renderAdmin('account', {}, { me: { ...me, staff: { ...me.staff, totpEnabled: true } } });
    expect(await screen.findByText('Required by an owner: it cannot be turned off.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn off' })).toBeNull();
  });

  it('keeps a member who must set up 2FA on the account screen, whatever path they open', async () => {
    const me = signedIn('owner', { requireTotp: true, mustEnrolTotp: true });
    await renderAdmin('orders', {}, { me });
    expect(await screen.findByRole('heading', { name: 'My account' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'An owner requires two-factor authentication. Set it up to continue.',
    );
    expect(screen.queryByRole('link', { name: 'Orders' })).toBeNull();
  });
});

describe('back-office shell', () => {
  it('offers each role only its screens', async () => {
    await renderAdmin('account', {}, { me: signedIn('door') });
    const nav = await screen.findByRole('navigation');
    const links = Array.from(nav.querySelectorAll('a')).map((a) => a.textContent);
    expect(links).toEqual(['Today', 'Check-in', 'My account']);
  });

  it('switches the language at once, remembers it on the account and in this browser', async () => {
    const me = signedIn('owner');
    const { user, api } = await renderAdmin('account', {
      'PATCH me': (call) =>
        ok(adminEndpoints.updateMe, {
          ...me,
          staff: { ...me.staff, language: (call.body as { language: 'de' }).language },
        }),
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: /Language/ }), 'de');
    expect(await screen.findByRole('heading', { name: 'Mein Konto' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
    expect(api.callsTo('PATCH', 'me')[0]?.body).toEqual({ language: 'de' });
    expect(localStorage.getItem('foyer.admin.language')).toBe('de');
  });

  it('signs out and shows the sign-in form', async () => {
    const { user, api } = await renderAdmin('account', {
      'POST logout': ok(adminEndpoints.logout, { ok: true }),
    });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(api.callsTo('POST', 'logout')[0]?.csrf).toBe('csrf-test-token');
  });

  it('names the page in the document title', async () => {
    await renderAdmin('account');
    await waitFor(() => expect(document.title).toBe('My account · Back office'));
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/shared/session/session-store';
import { toastStore } from '@/shared/ui/toast-store';
import { demoContent, erika } from '@/test/fixtures';
import { renderShell } from '@/test/render-shell';
import { attr, refused } from './test-helpers';

const TOKEN = 'token-0123456789abcdef';
const toasts = () => toastStore.getState().toasts.map((toast) => toast.text);

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

function showSettings(answers: Record<string, unknown> = {}, customer = erika) {
  sessionStore.getState().logIn(TOKEN, customer);
  return renderShell({
    path: '/en/settings',
    answers: { staticContent: demoContent, customerAttr: attr, customer, ...answers },
  });
}

describe('settings', () => {
  it('needs login: says so and links to login with returnTo', async () => {
    renderShell({ path: '/en/settings' });
    expect(
      await screen.findByText('The page you were trying to access requires login.'),
    ).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/en/login?returnTo=%2Fen%2Fsettings',
    );
  });

  it('saves the user details without the e-mail and says so', async () => {
    const { calls } = showSettings({ customerUpdate: { ...erika, fname: 'Erika Maria' } });
    const details = await screen.findByRole('region', { name: 'User details' });
    const first = within(details).getByLabelText(/^First name/);
    expect((first as HTMLInputElement).value).toBe('Erika');
    fireEvent.change(first, { target: { value: 'Erika Maria' } });
    fireEvent.click(within(details).getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(toasts()).toContain('Your settings have been saved.'));
    const body = calls.find((call) => call.name === 'customerUpdate')?.input as {
      body: { c: Record<string, unknown> };
    };
    expect(body.body.c).toMatchObject({
      fname: 'Erika Maria',
      street: 'Hauptstr. 1',
      shipping: null,
    });
    expect(body.body.c).not.toHaveProperty('email');
    expect(sessionStore.getState().customer?.fname).toBe('Erika Maria');
  });

  it('saves a separate shipping address', async () => {
    const { calls } = showSettings({ customerUpdate: erika });
    const shipping = await screen.findByRole('region', { name: 'Shipping details' });
    fireEvent.click(within(shipping).getByRole('checkbox'));
    fireEvent.click(within(shipping).getByRole('button', { name: 'Save shipping address' }));
    expect(
      (await within(shipping).findAllByText('Please fill in all fields for Shipping Address'))
        .length,
    ).toBeGreaterThan(0);
    fireEvent.change(within(shipping).getByLabelText(/^Name/), { target: { value: 'Erika M.' } });
    fireEvent.change(within(shipping).getByLabelText(/^Street/), { target: { value: 'Rue 2' } });
    fireEvent.change(within(shipping).getByLabelText(/^Postcode/), { target: { value: '75001' } });
    fireEvent.change(within(shipping).getByLabelText(/^City/), { target: { value: 'Paris' } });
    fireEvent.change(within(shipping).getByLabelText(/^Country/), { target: { value: 'FR' } });
    fireEvent.click(within(shipping).getByRole('button', { name: 'Save shipping address' }));
    await waitFor(() => expect(toasts()).toContain('Your settings have been saved.'));
    expect(calls.find((call) => call.name === 'customerUpdate')?.input).toMatchObject({
      body: { c: { shipping: { name: 'Erika M.', country: 'FR' } } },
    });
  });

  it('changes the password: failure toast, then success toast and home', async () => {
    let answer: () => unknown = refused('AUTH_WRONG_CREDENTIALS', {
      _po: 'The current password is not correct.',
    });
    const { calls } = showSettings({ customerPwdChange: () => answer() });
    const form = await screen.findByRole('region', { name: 'Change password' });
    const fill = (old: string) => {
      fireEvent.change(within(form).getByLabelText(/^Current password/), {
        target: { value: old },
      });
      fireEvent.change(within(form).getByLabelText(/^New password/), {
        target: { value: 'neu12345' },
      });
      fireEvent.change(within(form).getByLabelText(/^Repeat password/), {
        target: { value: 'neu12345' },
      });
      fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    };
    fill('falsch123');
    await waitFor(() => expect(toasts()).toContain('The password could not be changed.'));
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toContain(
        'Current password: The current password is not correct.',
      ),
    );
    expect(calls.find((call) => call.name === 'customerPwdChange')?.input).toMatchObject({
      body: { _po: 'falsch123', _pn: 'neu12345' },
    });
    answer = () => true;
    fill('geheim123');
    await waitFor(() => expect(toasts()).toContain('Your password has been changed.'));
    await waitFor(() => expect(document.title).toBe('Lindenau City Museum'));
  });

  it('changes the e-mail and sets the e-mail errors of a 422', async () => {
    let answer: () => unknown = refused('AUTH_EMAIL_TAKEN', {
      email: 'There is already an account with this e-mail address.',
    });
    showSettings({ customerEmailChange: () => answer() });
    const form = await screen.findByRole('region', { name: 'Change e-mail' });
    fireEvent.change(within(form).getByLabelText(/^New e-mail/), {
      target: { value: 'erika@new.example' },
    });
    fireEvent.change(within(form).getByLabelText(/^Your password/), {
      target: { value: 'geheim123' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Change e-mail' }));
    await waitFor(() =>
      expect(
        within(form)
          .getByLabelText(/^New e-mail/)
          .getAttribute('aria-invalid'),
      ).toBe('true'),
    );
    expect(within(form).getByRole('alert').textContent).toContain(
      'There is already an account with this e-mail address.',
    );
    answer = () => ({ ...erika, email: 'erika@new.example' });
    fireEvent.click(within(form).getByRole('button', { name: 'Change e-mail' }));
    await waitFor(() => expect(toasts()).toContain('Your e-mail address has been changed.'));
    expect(sessionStore.getState().customer?.email).toBe('erika@new.example');
  });

  it('tells guests that password and e-mail cannot be changed', async () => {
    showSettings({}, { ...erika, isGuest: true });
    expect(await screen.findByRole('region', { name: 'User details' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Change password' })).toBeNull();
    expect(
      screen.getByText(
        'As a guest you have no password, so password and e-mail cannot be changed here.',
      ),
    ).toBeTruthy();
    expect(section('Shipping details')).toBeTruthy();
  });
});

describe('your data', () => {
  it('downloads the account and orders as a JSON file named by the day', async () => {
    const exported = {
      exportedAt: '2030-05-01T08:30:00.000Z',
      account: { ...erika, language: 'en', sendInvoice: true },
      orders: { coming: [], past: [] },
    };
    const made: Blob[] = [];
    const names: string[] = [];
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      made.push(blob as Blob);
      return 'blob:data';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    try {
      const { calls } = showSettings({ customerExport: exported });
      const box = await waitFor(() => section('Your data'));
      fireEvent.click(within(box).getByRole('button', { name: 'Download my data (JSON)' }));
      await waitFor(() => expect(names).toEqual(['my-data-2030-05-01.json']));
      expect(calls.filter((call) => call.name === 'customerExport')).toHaveLength(1);
      expect(JSON.parse(await made[0]!.text())).toEqual(exported);
      expect(revoke).toHaveBeenCalledWith('blob:data');
      expect(within(box).getByRole('status').textContent).toBe('Your data has been downloaded.');
    } finally {
      create.mockRestore();
      revoke.mockRestore();
      click.mockRestore();
    }
  });

  it('says so when the download fails', async () => {
    showSettings();
    const box = await waitFor(() => section('Your data'));
    fireEvent.click(within(box).getByRole('button', { name: 'Download my data (JSON)' }));
    await waitFor(() =>
      expect(within(box).getByRole('status').textContent).toBe(
        'Your data could not be downloaded. Please try again in a moment.',
      ),
    );
  });
});

/**
 * When the shop's customer form shows its messages: a field's own message once the
 * visitor has left it, a repeat's only once it is shown itself, the shipping address's only after a
 * submit, and every message after a submit.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoContent } from '@/test/fixtures';
import { renderShell } from '@/test/render-shell';
import { attr, fillBilling, input, type } from './test-helpers';

const REQUIRED = 'Please fill in this field.';

function errorOf(label: string, index = 0): string | null {
  const ids = input(label, index).getAttribute('aria-describedby') ?? '';
  const error = ids.split(' ').find((id) => id.endsWith('-error'));
  return error === undefined ? null : (document.getElementById(error)?.textContent ?? null);
}

describe('the timing of the customer form’s messages', () => {
  it('checks a field once it was left, then at each change; a repeat only once it is shown', async () => {
    renderShell({
      path: '/en/register',
      answers: { staticContent: demoContent, customerAttr: attr, customerValidate: true },
    });
    await screen.findByLabelText(/^First name/);
    fireEvent.change(input('Last name'), { target: { value: 'M' } });
    fireEvent.change(input('Last name'), { target: { value: '' } });
    expect(errorOf('Last name')).toBeNull();
    fireEvent.blur(input('Last name'));
    await waitFor(() => expect(errorOf('Last name')).toBe(REQUIRED));
    fireEvent.change(input('Last name'), { target: { value: 'Muster' } });
    await waitFor(() => expect(errorOf('Last name')).toBeNull());

    type('Password', 'geheim12');
    await act(async () => {});
    type('Password', 'geheim123');
    await act(async () => {});
    expect(errorOf('Repeat password')).toBeNull();
    type('Repeat password', 'geheim123');
    // Leaving a field is checked asynchronously; the visitor types on afterwards.
    await act(async () => {});
    type('Password', 'geheim1234');
    await waitFor(() => expect(errorOf('Repeat password')).toBe('Passwords do not match'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('checks a separate shipping address only on submit, then at each change', async () => {
    renderShell({
      path: '/en/register-guest',
      answers: { staticContent: demoContent, customerAttr: attr, customerValidate: true },
    });
    await screen.findByLabelText(/^First name/);
    fillBilling();
    fireEvent.click(screen.getByRole('checkbox', { name: /same as the billing address/ }));
    const street = input('Street and number', 1);
    fireEvent.change(street, { target: { value: '' } });
    fireEvent.blur(street);
    expect(errorOf('Street and number', 1)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue as a guest' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(errorOf('Street and number', 1)).toBe(REQUIRED);
    expect(within(alert).getByText(`Street and number: ${REQUIRED}`)).toBeTruthy();
    fireEvent.change(street, { target: { value: 'Rue 2' } });
    await waitFor(() => expect(errorOf('Street and number', 1)).toBeNull());
  });
});

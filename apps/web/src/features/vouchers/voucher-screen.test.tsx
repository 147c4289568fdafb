import type { VoucherBasketItem } from '@foyer/domain';
import type { VoucherType } from '@foyer/domain/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartStore } from '@/shared/session/cart-store';
import { toastStore } from '@/shared/ui/toast-store';
import { demoContent } from '@/test/fixtures';
import { renderShell } from '@/test/render-shell';

const fixed: VoucherType = {
  id: 2,
  name: 'Gift voucher €50',
  description: '<p>Redeemable for tickets, tours and in the museum shop.</p>',
  image: '/static/vouchers/wertgutschein.svg',
  price: 5000,
  vat_value: 0,
  variable_amount: 0,
  groupId: 1,
  sequence_no: 2,
};

const variable: VoucherType = {
  ...fixed,
  id: 3,
  name: 'Voucher for an amount of your choice',
  price: 0,
  variable_amount: 1,
  sequence_no: 3,
};

const groups = [{ id: 1, name: 'Gift vouchers', sequence_no: 1 }];

function show(voucher: VoucherType, lang: 'en' | 'de' = 'en') {
  return renderShell({
    path: `/${lang}/vouchers/${voucher.id}`,
    answers: { staticContent: demoContent, voucherSelectOne: voucher, voucherGroups: groups },
  });
}

const items = () => cartStore.getState().basket.items as VoucherBasketItem[];
const amount = () => screen.getByRole('textbox', { name: 'Amount in euros' });
const add = () => screen.getByRole('button', { name: 'Add to basket' });

describe('the voucher screen', () => {
  it('adds a fixed voucher at its price, as many as chosen', async () => {
    const { calls } = show(fixed);
    expect(await screen.findByRole('heading', { level: 1, name: fixed.name })).toBeTruthy();
    expect(calls.find((call) => call.name === 'voucherSelectOne')?.input).toMatchObject({
      params: { id: 2 },
    });
    expect(screen.queryByRole('textbox', { name: 'Amount in euros' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Increase the number of vouchers' }));
    expect(screen.getByText('€100.00')).toBeTruthy();
    fireEvent.click(add());
    expect(items()).toEqual([
      {
        type: 'voucher',
        id: 2,
        name: fixed.name,
        price: 5000,
        totalPrice: 10000,
        count: 2,
        totalCount: 2,
        datetime: null,
        date: null,
        time: null,
        vat_value: 0,
      },
    ]);
    expect(toastStore.getState().toasts[0]?.text).toBe(`2 × ${fixed.name} added to your basket`);
    const crumbs = screen.getByRole('navigation', { name: 'You are here' });
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/en/vouchers', '/en/vouchers?category=1']);
  });

  it('refuses a variable voucher without an amount and ties the message to the field', async () => {
    show(variable);
    await screen.findByRole('heading', { level: 1, name: variable.name });
    fireEvent.click(add());
    expect(items()).toEqual([]);
    expect(document.activeElement).toBe(amount());
    expect(amount().getAttribute('aria-invalid')).toBe('true');
    const described = (amount().getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Any amount up to €1,000.00, for example 40 or 25.50.',
      'Please enter an amount in euros, for example 40 or 25.50.',
    ]);
  });

  it('refuses an amount above the limit with the limit in the message', async () => {
    show(variable);
    await screen.findByRole('heading', { level: 1, name: variable.name });
    fireEvent.change(amount(), { target: { value: '1000.01' } });
    fireEvent.blur(amount());
    expect(screen.getByText('The amount can be at most €1,000.00.')).toBeTruthy();
    fireEvent.click(add());
    expect(items()).toEqual([]);
  });

  it('reads the amount in euros with a decimal comma and adds it in cents', async () => {
    show(variable, 'de');
    await screen.findByRole('heading', { level: 1, name: variable.name });
    const field = screen.getByRole('textbox', { name: 'Betrag in Euro' });
    fireEvent.change(field, { target: { value: '25,50' } });
    fireEvent.blur(field);
    expect(field.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.getByText('25,50 €')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(items()).toEqual([
      expect.objectContaining({
        type: 'voucher',
        id: 3,
        price: 2550,
        totalPrice: 2550,
        amount: 2550,
      }),
    ]);
    await waitFor(() => expect(screen.getByText('Zum Warenkorb hinzugefügt.')).toBeTruthy());
  });

  it('shows the not-found screen for an unknown voucher', async () => {
    renderShell({
      path: '/en/vouchers/99',
      answers: { staticContent: demoContent, voucherGroups: groups },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});

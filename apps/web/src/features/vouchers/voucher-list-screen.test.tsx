import type { VoucherType } from '@foyer/domain/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoContent } from '@/test/fixtures';
import { renderShell } from '@/test/render-shell';

const voucher = (id: number, name: string, groupId: number | null, price = 2500): VoucherType => ({
  id,
  name,
  description: '',
  image: '/static/vouchers/wertgutschein.svg',
  price,
  vat_value: 0,
  variable_amount: price === 0 ? 1 : 0,
  groupId,
  sequence_no: id,
});

const types = [
  voucher(4, 'Family day', 2, 4900),
  voucher(1, 'Gift voucher €25', 1),
  voucher(3, 'Any amount', 1, 0),
  voucher(6, 'Museum café', null, 1500),
];
const groups = [
  { id: 2, name: 'Experience vouchers', sequence_no: 2 },
  { id: 1, name: 'Gift vouchers', sequence_no: 1 },
];

function show(path: string) {
  return renderShell({
    path,
    answers: { staticContent: demoContent, voucherSelect: types, voucherGroups: groups },
  });
}

const section = (name: string) => screen.getByRole('region', { name });
const names = (element: HTMLElement) =>
  within(element)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('the voucher list', () => {
  it('shows every category in a section of its own, then the vouchers without one', async () => {
    show('/en/vouchers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gift vouchers' })).toBeTruthy();
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Gift vouchers', 'Experience vouchers', 'More vouchers']);
    expect(names(section('Gift vouchers'))).toEqual(['Gift voucher €25', 'Any amount']);
    expect(within(section('Gift vouchers')).getByText('Amount of your choice')).toBeTruthy();
    expect(within(section('Experience vouchers')).getByText('€49.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Family day' }).getAttribute('href')).toBe(
      '/en/vouchers/4',
    );
  });

  it('shows one category when the visitor picks it', async () => {
    show('/en/vouchers?category=2');
    const nav = await screen.findByRole('navigation', { name: 'Voucher categories' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All vouchers', 'Gift vouchers', 'Experience vouchers']);
    const picked = within(nav).getByRole('link', { name: 'Experience vouchers' });
    expect(picked.getAttribute('aria-current')).toBe('page');
    expect(picked.getAttribute('href')).toBe('/en/vouchers?category=2');
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Experience vouchers']);
  });

  it('shows them all for a category it does not know', async () => {
    show('/en/vouchers?category=99');
    const nav = await screen.findByRole('navigation', { name: 'Voucher categories' });
    expect(
      within(nav).getByRole('link', { name: 'All vouchers' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });
});

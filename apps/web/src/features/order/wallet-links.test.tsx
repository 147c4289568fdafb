import type { Order } from '@foyer/domain/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoContent } from '@/test/fixtures';
import { renderShell } from '@/test/render-shell';

const base = 'http://localhost:3000/api/de/order/wallet/order-abc';

const order: Order = {
  id: 'order-abc',
  number: '2030-000042',
  status: 'booked',
  created: '2030-05-01T08:30:00.000Z',
  language: 'de',
  customer: { fname: 'Erika', lname: 'Mustermann', email: 'erika@example.org' },
  items: [
    {
      type: 'ticket',
      id: 11,
      name: 'Erwachsene',
      date: '2030-05-04',
      time: '10:00',
      count: 1,
      price: 1200,
      totalPrice: 1200,
      vat_value: 7,
      details: [],
    },
  ],
  vouchers: [],
  shipping: null,
  totals: { subtotal: 1200, shipping: 0, voucherDiscount: 0, total: 1200, vat: 79 },
  payment: null,
  downloads: { tickets: null, invoice: null },
  wallets: { apple: `${base}/apple`, google: `${base}/google` },
};

function show(answer: Order) {
  return renderShell({
    path: '/de/order-review/order-abc',
    answers: { staticContent: demoContent, orderReview: answer },
  });
}

// Loads the lazy order screens once before the tests' own waits start (slow on a busy machine).
beforeAll(() => import('./screens'), 120_000);

afterEach(cleanup);

describe('wallet buttons on the order review', () => {
  it('offers the wallets the server names, in the shop’s language', async () => {
    show(order);
    // The first render loads the lazy screen, slow on a busy machine.
    const apple = await screen.findByRole(
      'link',
      { name: 'Zu Apple Wallet hinzufügen' },
      { timeout: 15_000 },
    );
    expect(apple.getAttribute('href')).toBe(`${base}/apple`);
    expect(apple.hasAttribute('download')).toBe(true);
    expect(
      screen.getByRole('link', { name: 'In Google Wallet speichern' }).getAttribute('href'),
    ).toBe(`${base}/google`);
    expect(screen.getByRole('heading', { level: 2, name: 'Tickets aufs Smartphone' })).toBeTruthy();
  });

  it('shows only the configured wallet, and none when the answer has none', async () => {
    const { unmount } = show({ ...order, wallets: { apple: null, google: `${base}/google` } });
    await screen.findByRole('link', { name: 'In Google Wallet speichern' }, { timeout: 15_000 });
    expect(screen.queryByRole('link', { name: 'Zu Apple Wallet hinzufügen' })).toBeNull();
    unmount();
    const withoutWallets: Order = { ...order };
    delete withoutWallets.wallets;
    show(withoutWallets);
    await screen.findByRole('heading', { level: 1, name: /2030-000042/ }, { timeout: 15_000 });
    expect(screen.queryByRole('heading', { name: 'Tickets aufs Smartphone' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Wallet/ })).toBeNull();
  });

  it('offers a large order to Google Wallet in parts, one button each', async () => {
    show({
      ...order,
      wallets: {
        apple: `${base}/apple`,
        google: null,
        googleParts: [
          { url: `${base}/google?part=1`, from: 1, to: 12 },
          { url: `${base}/google?part=2`, from: 13, to: 20 },
        ],
      },
    });
    const first = await screen.findByRole(
      'link',
      { name: 'Tickets 1–12 in Google Wallet speichern' },
      { timeout: 15_000 },
    );
    expect(first.getAttribute('href')).toBe(`${base}/google?part=1`);
    expect(
      screen
        .getByRole('link', { name: 'Tickets 13–20 in Google Wallet speichern' })
        .getAttribute('href'),
    ).toBe(`${base}/google?part=2`);
    expect(screen.queryByRole('link', { name: 'In Google Wallet speichern' })).toBeNull();
  });
});

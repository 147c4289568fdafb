import type { MyOrder, MyOrders } from '@foyer/domain/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { sessionStore } from '@/shared/session/session-store';
import { demoContent, erika } from '@/test/fixtures';
import { renderShell } from '@/test/render-shell';

const TOKEN = 'token-0123456789abcdef';

const coming: MyOrder = {
  id: 'ord_Coming42',
  number: '2026-000042',
  status: 'booked',
  booked: '2026-03-01T09:30:00.000Z',
  total: 2400,
  firstVisit: '2026-06-05',
  lastVisit: '2026-06-07',
  lines: [
    { name: 'Adult', count: 2 },
    { name: 'Highlights tour', count: 1 },
  ],
  reviewable: true,
};

const pastVoucher: MyOrder = {
  id: 'ord_Voucher41',
  number: '2026-000041',
  status: 'partlyRefunded',
  booked: '2026-02-10T12:00:00.000Z',
  total: 2500,
  firstVisit: null,
  lastVisit: null,
  lines: [{ name: 'Gift voucher 25 €', count: 1 }],
  reviewable: true,
};

const refunded: MyOrder = {
  ...pastVoucher,
  id: 'ord_Refunded40',
  number: '2026-000040',
  status: 'refunded',
  firstVisit: '2026-01-03',
  lastVisit: '2026-01-03',
  reviewable: false,
};

function showMyOrders(answer: MyOrders | (() => never), path = '/en/my-orders') {
  sessionStore.getState().logIn(TOKEN, erika);
  return renderShell({
    path,
    answers: { staticContent: demoContent, customer: erika, customerOrders: answer },
  });
}

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

describe('my orders', () => {
  it('needs login: says so and links to login with returnTo', async () => {
    renderShell({ path: '/en/my-orders' });
    expect(
      await screen.findByText('The page you were trying to access requires login.'),
    ).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/en/login?returnTo=%2Fen%2Fmy-orders',
    );
  });

  it('shows coming visits and past orders as cards linking to their order review', async () => {
    showMyOrders({ coming: [coming], past: [pastVoucher, refunded] });
    expect(await screen.findByRole('heading', { level: 1, name: 'My orders' })).toBeTruthy();
    await screen.findByRole('heading', { level: 3, name: 'Order 2026-000042' });

    const comingVisits = section('Coming visits');
    const card = within(comingVisits).getByRole('article', { name: 'Order 2026-000042' });
    expect(card.textContent).toContain('05.06.2026 – 07.06.2026');
    expect(card.textContent).toContain('01.03.2026');
    expect(card.textContent).toContain('Booked');
    expect(card.textContent).toMatch(/€\s?24\.00|24\.00\s?€/);
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 × Adult', '1 × Highlights tour']);
    const link = within(card).getByRole('link', {
      name: 'Tickets, invoice and more for order 2026-000042',
    });
    expect(link.getAttribute('href')).toBe('/en/order-review/ord_Coming42');

    const past = section('Past orders');
    const orders = within(past).getAllByRole('article');
    expect(orders.map((order) => within(order).getByRole('heading').textContent)).toEqual([
      'Order 2026-000041',
      'Order 2026-000040',
    ]);
    expect(orders[0]?.textContent).toContain('Partly refunded');
    expect(
      within(orders[0] as HTMLElement)
        .getByRole('link', { name: /for order 2026-000041$/ })
        .getAttribute('href'),
    ).toBe('/en/order-review/ord_Voucher41');
    // A refunded order has no order review page: it says so instead of linking.
    expect(within(orders[1] as HTMLElement).queryByRole('link')).toBeNull();
    expect(orders[1]?.textContent).toContain('Refunded');
    expect(orders[1]?.textContent).toContain('This order was cancelled or refunded');
  });

  it('says in words when there is nothing to show', async () => {
    showMyOrders({ coming: [], past: [] });
    expect(await screen.findByText('You have no coming visits booked.')).toBeTruthy();
    expect(within(section('Coming visits')).queryByRole('article')).toBeNull();
    expect(within(section('Past orders')).getByText('You have no past orders yet.')).toBeTruthy();
  });

  it('speaks German in German', async () => {
    showMyOrders({ coming: [coming], past: [] }, '/de/my-orders');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Meine Bestellungen' }),
    ).toBeTruthy();
    expect(
      await screen.findByRole('link', {
        name: 'Tickets, Rechnung und mehr zur Bestellung 2026-000042',
      }),
    ).toBeTruthy();
    expect(section('Frühere Bestellungen').textContent).toContain(
      'Sie haben noch keine früheren Bestellungen.',
    );
  });

  it('offers a retry when the orders cannot be loaded', async () => {
    let fail = true;
    showMyOrders(() => {
      if (fail) throw new ApiError({ status: 500, code: 'SERVER_ERROR' });
      return { coming: [coming], past: [] } as never;
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button'));
    expect(await screen.findByRole('article', { name: 'Order 2026-000042' })).toBeTruthy();
  });
});

import type { Order } from '@foyer/domain/contract';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/shared/session/session-store';
import { demoContent } from '@/test/fixtures';
import { renderShell, type FakeAnswers } from '@/test/render-shell';

const order: Order = {
  id: 'order-abc',
  number: '2030-000042',
  status: 'booked',
  created: '2030-05-01T08:30:00.000Z',
  language: 'en',
  customer: { fname: 'Erika', lname: 'Mustermann', email: 'erika@example.org' },
  items: [
    {
      type: 'ticket',
      id: 11,
      name: 'Adult',
      date: '2030-05-04',
      time: '10:00',
      count: 2,
      price: 1200,
      totalPrice: 2400,
      vat_value: 7,
      details: [],
    },
  ],
  vouchers: [],
  shipping: null,
  totals: { subtotal: 2400, shipping: 0, voucherDiscount: 0, total: 2400, vat: 157 },
  payment: null,
  downloads: {
    tickets: 'http://localhost:3000/api/en/order/documents/order-abc/tickets.pdf',
    invoice: null,
  },
};

const goodsOnly: Order = {
  ...order,
  items: [{ ...order.items[0]!, type: 'merchandise', name: 'Catalogue', date: null, time: null }],
};

function show(path: string, answers: FakeAnswers) {
  return renderShell({ path, answers: { staticContent: demoContent, ...answers } });
}

beforeEach(() => {
  sessionStore.getState().acceptCookies();
});

describe('add to calendar link', () => {
  it.each([
    ['en', 'Add to calendar (.ics)'],
    ['de', 'In den Kalender eintragen (.ics)'],
  ])('is on the order review page in %s and downloads the calendar file', async (lang, name) => {
    show(`/${lang}/order-review/order-abc`, { orderReview: order });
    const link = await screen.findByRole('link', { name });
    expect(link.getAttribute('href')).toMatch(
      new RegExp(`/${lang}/order/documents/order-abc/calendar\\.ics$`),
    );
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('is on the success page once the booked order is read', async () => {
    show('/en/checkout/success?cartId=order-abc', {
      checkoutExecPayment: { booking_id: 'order-abc', has_tickets: true },
      orderReview: order,
    });
    const link = await screen.findByRole('link', { name: 'Add to calendar (.ics)' });
    expect(link.getAttribute('href')).toMatch(/\/en\/order\/documents\/order-abc\/calendar\.ics$/);
  });

  it('is offered for a partly refunded order while a dated item is still valid', async () => {
    const partly: Order = {
      ...order,
      status: 'partlyRefunded',
      items: [
        { ...order.items[0]!, cancelled: true },
        { ...order.items[0]!, date: '2030-05-05' },
      ],
    };
    show('/en/order-review/order-abc', { orderReview: partly });
    expect(await screen.findByRole('link', { name: 'Add to calendar (.ics)' })).toBeTruthy();
  });

  it('is not offered when every dated item was cancelled', async () => {
    const cancelled: Order = {
      ...order,
      status: 'partlyRefunded',
      items: [{ ...order.items[0]!, cancelled: true }, goodsOnly.items[0]!],
    };
    show('/en/order-review/order-abc', { orderReview: cancelled });
    await screen.findByRole('heading', { level: 1, name: 'Order 2030-000042' });
    expect(screen.queryByRole('link', { name: 'Add to calendar (.ics)' })).toBeNull();
  });

  it('is not offered for an order without a dated item', async () => {
    show('/en/order-review/order-abc', { orderReview: goodsOnly });
    await screen.findByRole('heading', { level: 1, name: 'Order 2030-000042' });
    expect(screen.queryByRole('link', { name: 'Add to calendar (.ics)' })).toBeNull();
  });
});

import type { TicketBasketItem } from '@foyer/domain';
import type { Order } from '@foyer/domain/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { cartStore } from '@/shared/session/cart-store';
import { sessionStore } from '@/shared/session/session-store';
import { demoContent } from '@/test/fixtures';
import { renderShell, type FakeAnswers } from '@/test/render-shell';
import { SESSION_US_KEY } from './booking';

const ticket: TicketBasketItem = {
  type: 'ticket',
  id: 11,
  name: 'Adult',
  price: 1200,
  totalPrice: 2400,
  count: 2,
  totalCount: 2,
  datetime: '2030-05-04T10:00',
  date: '2030-05-04',
  time: '10:00',
  vat_value: 7,
  subtickets: [],
};

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function show(path: string, answers: FakeAnswers = {}) {
  return renderShell({
    path,
    answers: { staticContent: demoContent, ...answers },
    extra: <LocationProbe />,
  });
}

const location = () => screen.getByTestId('location').textContent;

interface DataLayerWindow {
  dataLayer?: Array<{ event: string; ecommerce: { transaction_id?: string } }>;
}
const purchases = () =>
  ((window as DataLayerWindow).dataLayer ?? []).filter((entry) => entry.event === 'purchase');

function refusal(status: number, body: Record<string, unknown>) {
  return () => {
    throw new ApiError({
      status,
      code: typeof body.error === 'string' ? body.error : null,
      body,
    });
  };
}

beforeEach(() => {
  cartStore.getState().add(ticket);
  sessionStore.getState().acceptCookies();
  (window as DataLayerWindow).dataLayer = [];
});

afterEach(() => {
  delete (window as DataLayerWindow).dataLayer;
});

describe('checkout/success', () => {
  const booked = { checkoutExecPayment: { booking_id: 'order-abc', has_tickets: true } };

  it('shows the readable order number of the confirmation e-mail once the order is read', async () => {
    show('/en/checkout/success?cartId=order-abc', { ...booked, orderReview: order });
    const number = await screen.findByText(order.number);
    expect(number.closest('dl')?.textContent).toBe(`Booking number${order.number}`);
    expect(screen.queryByText('order-abc')).toBeNull();
  });

  it('says that vouchers paid a free order, not that a payment was received', async () => {
    const free = {
      ...order,
      vouchers: [{ barcode: 'GIFT-10', used: 2400, remaining: 0 }],
      totals: { subtotal: 2400, shipping: 0, voucherDiscount: -2400, total: 0, vat: 157 },
    };
    show('/en/checkout/success?cartId=order-abc', { ...booked, orderReview: free });
    expect(
      await screen.findByText('Your order was paid by voucher and your booking is confirmed.'),
    ).toBeTruthy();
    expect(screen.queryByText(/Your payment has been received/)).toBeNull();
  });

  it('completes the cart, shows the booking, clears the basket and tracks the purchase once', async () => {
    const { calls } = show('/en/checkout/success?cartId=order-abc', booked);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' }),
    ).toBeTruthy();
    expect(screen.getByText('order-abc')).toBeTruthy();
    expect(screen.getByText('Your tickets have been sent to you by e-mail.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View your order' }).getAttribute('href')).toBe(
      '/en/order-review/order-abc',
    );
    expect(screen.getByRole('navigation', { name: 'Order progress' })).toBeTruthy();
    const call = calls.find((entry) => entry.name === 'checkoutExecPayment')?.input as {
      body: unknown;
      query: { us: string; sessionUs: string; srcURL: string };
    };
    expect(call.body).toEqual({ cartId: 'order-abc' });
    expect(call.query.us).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(call.query.sessionUs).toBe(window.sessionStorage.getItem(SESSION_US_KEY));
    expect(call.query.srcURL).toBe(window.location.href);
    await waitFor(() => expect(cartStore.getState().basket.items).toEqual([]));
    expect(purchases()).toHaveLength(1);
    expect(purchases()[0]?.ecommerce.transaction_id).toBe('order-abc');

    // A reload shows the booking again without a second purchase event.
    cleanup();
    cartStore.getState().add(ticket);
    show('/en/checkout/success?cartId=order-abc', booked);
    await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' });
    await waitFor(() => expect(cartStore.getState().basket.items).toEqual([]));
    expect(purchases()).toHaveLength(1);
  });

  it('says a confirmation follows when the order has no tickets', async () => {
    show('/en/checkout/success?cartId=order-abc', {
      checkoutExecPayment: { booking_id: 'order-abc', has_tickets: false },
    });
    expect(await screen.findByText('You will receive a confirmation by e-mail.')).toBeTruthy();
  });

  it('sends a declined payment to the failed screen and keeps the cart for a new attempt', async () => {
    show('/en/checkout/success?cartId=order-abc', {
      checkoutExecPayment: refusal(422, { error: 'PAYMENT_FAILED' }),
    });
    await waitFor(() => expect(location()).toBe('/en/checkout/failed'));
    expect(cartStore.getState().basket.orderToken).toBe('order-abc');
    expect(cartStore.getState().basket.items).toHaveLength(1);
    expect(purchases()).toHaveLength(0);
  });

  it('sends any other 422 to the failed screen as incomplete', async () => {
    show('/en/checkout/success?cartId=order-abc', {
      checkoutExecPayment: refusal(422, { error: 'VOUCHER_NO_AMOUNT_LEFT' }),
    });
    await waitFor(() => expect(location()).toBe('/en/checkout/failed?reason=incomplete'));
  });

  it('sends a gone cart (410) to the failed screen as gone', async () => {
    show('/en/checkout/success?cartId=order-abc', {
      checkoutExecPayment: refusal(410, { error: 'CART_GONE' }),
    });
    await waitFor(() => expect(location()).toBe('/en/checkout/failed?reason=gone'));
  });

  it('treats a missing order token as gone', async () => {
    const { calls } = show('/en/checkout/success', booked);
    await waitFor(() => expect(location()).toBe('/en/checkout/failed?reason=gone'));
    expect(calls.some((call) => call.name === 'checkoutExecPayment')).toBe(false);
  });

  it('shows the message of a 400 with a way to try again', async () => {
    let attempts = 0;
    show('/en/checkout/success?cartId=order-abc', {
      checkoutExecPayment: () => {
        attempts += 1;
        if (attempts === 1) {
          throw new ApiError({
            status: 400,
            code: 'CART_NOT_COMPLETABLE',
            body: { message: 'The shopping cart can not be completed!' },
          });
        }
        return { booking_id: 'order-abc', has_tickets: true };
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The shopping cart can not be completed!',
    );
    expect(location()).toBe('/en/checkout/success?cartId=order-abc');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' }),
    ).toBeTruthy();
  });
});

describe('checkout/accepted', () => {
  it('completes the order on request and then shows the booking', async () => {
    const { calls } = show('/en/checkout/accepted?cartId=order-abc', {
      checkoutExecPayment: { booking_id: 'order-abc', has_tickets: true },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment accepted' })).toBeTruthy();
    expect(screen.getByText('2 × Adult')).toBeTruthy();
    expect(calls.some((call) => call.name === 'checkoutExecPayment')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Complete order' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' }),
    ).toBeTruthy();
    await waitFor(() => expect(cartStore.getState().basket.items).toEqual([]));
    expect(purchases()).toHaveLength(1);
  });

  it('sends a declined payment to the failed screen', async () => {
    show('/en/checkout/accepted?cartId=order-abc', {
      checkoutExecPayment: refusal(422, { error: 'PAYMENT_FAILED' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Complete order' }));
    await waitFor(() => expect(location()).toBe('/en/checkout/failed'));
  });
});

describe('checkout/canceled', () => {
  it('keeps the basket with its order token and goes back to the basket', async () => {
    show('/en/checkout/canceled?cartId=order-abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment cancelled' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep my basket' }));
    expect(cartStore.getState().basket.orderToken).toBe('order-abc');
    expect(cartStore.getState().basket.items).toHaveLength(1);
    await waitFor(() => expect(location()).toBe('/en/checkout'));
  });

  it('clears the basket after cancelling the cart on the server', async () => {
    const { calls } = show('/en/checkout/canceled?cartId=order-abc', { checkoutCancel: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Clear my basket' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Basket cleared' })).toBeTruthy();
    expect(
      screen.getByText('Your basket has been cleared and the reserved places released.'),
    ).toBeTruthy();
    expect(calls.find((call) => call.name === 'checkoutCancel')?.input).toMatchObject({
      body: { cartId: 'order-abc' },
      query: { noRedirect: 1 },
    });
    expect(cartStore.getState().basket.items).toEqual([]);
    expect(screen.getByRole('link', { name: 'Browse tickets' }).getAttribute('href')).toBe(
      '/en/tickets',
    );
  });

  it('says so when the cart is gone (410) and clears the basket', async () => {
    show('/en/checkout/canceled?cartId=order-abc', {
      checkoutCancel: refusal(410, { error: 'CART_GONE' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Clear my basket' }));
    expect(
      await screen.findByText(/The cart was not found\. It may have been paid or may have expired/),
    ).toBeTruthy();
    expect(cartStore.getState().basket.items).toEqual([]);
  });
});

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
      details: ['Audio guide'],
    },
  ],
  vouchers: [{ barcode: 'GIFT-10', used: 1000, remaining: 500 }],
  shipping: null,
  totals: { subtotal: 2400, shipping: 0, voucherDiscount: -1000, total: 1400, vat: 157 },
  payment: { payartId: 161, i18n: { en: 'Credit card' } },
  downloads: {
    tickets: 'http://localhost:3000/api/en/order/documents/order-abc/tickets.pdf',
    invoice: null,
  },
};

describe('order-review/{id}', () => {
  it('shows the order with its items, vouchers, totals and downloads', async () => {
    const { calls } = show('/en/order-review/order-abc', { orderReview: order });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order 2030-000042' }),
    ).toBeTruthy();
    expect(calls.find((call) => call.name === 'orderReview')?.input).toMatchObject({
      query: { id: 'order-abc' },
    });
    expect(screen.getByText('Booked')).toBeTruthy();
    expect(screen.getByText('Adult')).toBeTruthy();
    expect(screen.getByText('04.05.2030, 10:00')).toBeTruthy();
    expect(screen.getByText('Audio guide')).toBeTruthy();
    expect(screen.getByText('€10.00 used, €5.00 left')).toBeTruthy();
    expect(screen.getByText('€14.00')).toBeTruthy();
    expect(screen.getByText('Credit card')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download tickets (PDF)' }).getAttribute('href')).toBe(
      order.downloads.tickets,
    );
    expect(screen.queryByRole('link', { name: 'Download invoice (PDF)' })).toBeNull();
  });

  it('marks a line cancelled after booking and shows what was paid back', async () => {
    const [adult] = order.items;
    if (!adult) throw new Error('no item');
    show('/en/order-review/order-abc', {
      orderReview: {
        ...order,
        status: 'partlyRefunded',
        items: [
          { ...adult, cancelled: true },
          { ...adult, name: 'Child', price: 600, totalPrice: 600, count: 1, details: [] },
        ],
        totals: { ...order.totals, refunded: 2400 },
      },
    });
    expect(await screen.findByText('Partly refunded')).toBeTruthy();
    const cancelled = screen.getByText('Adult').closest('li');
    expect(cancelled?.className).toContain('order-item--cancelled');
    expect(cancelled?.textContent).toContain('Cancelled');
    expect(screen.getByText('Child').closest('li')?.textContent).not.toContain('Cancelled');
    expect(screen.getByText('Refunded').nextElementSibling?.textContent).toBe('-€24.00');
    // No fee was kept: no row for it.
    expect(screen.queryByText('Cancellation fee kept')).toBeNull();
  });

  it('names the cancellation fee the museum kept in the totals', async () => {
    const [adult] = order.items;
    if (!adult) throw new Error('no item');
    show('/de/order-review/order-abc', {
      orderReview: {
        ...order,
        status: 'partlyRefunded',
        items: [
          { ...adult, cancelled: true },
          { ...adult, name: 'Child', count: 1 },
        ],
        totals: { ...order.totals, refunded: 2160, feeKept: 240 },
      },
    });
    const fee = await screen.findByText('Einbehaltene Stornogebühr');
    expect(fee.tagName).toBe('DT');
    expect(fee.nextElementSibling?.textContent).toBe('2,40\u00a0€');
    expect(screen.getByText('Erstattet').nextElementSibling?.textContent).toBe('-21,60\u00a0€');
  });

  it('says clearly when the order is not available (406)', async () => {
    show('/de/order-review/unknown', {
      orderReview: refusal(406, { error: 'ORDER_NOT_AVAILABLE' }),
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Diese Bestellung ist nicht verfügbar. Vielleicht ist sie noch nicht bezahlt, oder der Link ist falsch.',
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Bestellung nicht verfügbar' }),
    ).toBeTruthy();
  });
});

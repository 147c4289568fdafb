/**
 * The payment problems as staff meet them: the list while it loads and once there (disputes with
 * their deadline, refused refunds, failed debits), the empty list, a failure, and each row leading
 * to its order.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminEndpoints } from '@foyer/domain/admin-contract';
import { held, ok, renderAdmin, signedIn } from '../../test/admin-harness';
import { anOrder } from '../../test/order-fixtures';

const problems = ok(adminEndpoints.paymentProblems, {
  problems: [
    {
      orderId: 17,
      number: 'M-2026-0017',
      status: 'disputed',
      kind: 'dispute',
      amount: 3600,
      dueBy: '2026-03-20T12:00:00.000Z',
      reason: 'fraudulent',
      since: '2026-03-06T09:00:00.000Z',
    },
    {
      orderId: 21,
      number: 'M-2026-0021',
      status: 'booked',
      kind: 'refund',
      amount: 1500,
      dueBy: null,
      reason: 'Card expired',
      since: '2026-03-07T09:00:00.000Z',
    },
    {
      orderId: 23,
      number: 'M-2026-0023',
      status: 'booked',
      kind: 'debitFailed',
      amount: 2400,
      dueBy: null,
      reason: null,
      since: '2026-03-08T09:00:00.000Z',
    },
  ],
});

describe('payment problems screen', () => {
  it('shows that the list is on its way, then each problem with its amount and deadline', async () => {
    const gate = held();
    await renderAdmin(
      'orders/problems',
      {
        'GET payment-problems': { ...problems, delay: gate.promise },
      },
      { me: signedIn('sales') },
    );
    expect(await screen.findByRole('heading', { name: 'Payment problems' })).toBeTruthy();
    expect(screen.getByRole('status').textContent?.trim()).toBe('Loading…');
    gate.release();
    const table = await screen.findByRole('table', { name: 'Payment problems' });
    expect(screen.queryByText('Loading…')).toBeNull();
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      [
        'M-2026-0017',
        'Dispute',
        '€36.00',
        expect.stringMatching(/2026/),
        expect.any(String),
        'Disputed',
      ],
      ['M-2026-0021', 'Refund refused', '€15.00', '–', expect.any(String), 'Booked'],
      ['M-2026-0023', 'Direct debit failed', '€24.00', '–', expect.any(String), 'Booked'],
    ]);
  });

  it('says when nothing needs staff', async () => {
    await renderAdmin('orders/problems', {
      'GET payment-problems': ok(adminEndpoints.paymentProblems, { problems: [] }),
    });
    expect(await screen.findByText('Nothing needs you right now.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so when the list cannot be loaded', async () => {
    await renderAdmin('orders/problems', {
      'GET payment-problems': { status: 403, error: 'FORBIDDEN' },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Your role may not do this.');
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('opens the order of a problem, and leads back to the orders', async () => {
    const { user } = await renderAdmin('orders/problems', {
      'GET payment-problems': problems,
      'GET orders/21': ok(adminEndpoints.getOrder, anOrder({ id: 21, number: 'M-2026-0021' })),
      'GET orders': ok(adminEndpoints.searchOrders, {
        orders: [],
        total: 0,
        page: 1,
        pageSize: 25,
      }),
    });
    const link = await screen.findByRole('link', { name: 'Open order M-2026-0021' });
    expect(link.getAttribute('href')).toBe('/admin/orders/21');
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Order M-2026-0021' })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/orders/21');

    window.history.back();
    await screen.findByRole('heading', { name: 'Payment problems' });
    await user.click(screen.getByRole('link', { name: '← Back to the orders' }));
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeTruthy();
  });
});

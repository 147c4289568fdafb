/**
 * The start screen: every role lands on it; today's and tomorrow's slots with what is sold online and
 * at the desk, held, checked in and free; the day's sales and problems for a role that reads orders.
 */
import { todayEndpoints, type TodayGlance } from '@foyer/domain/admin-contract/today';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderAdmin, signedIn } from '../test/admin-harness';

const glance: TodayGlance = {
  today: '2031-05-14',
  tomorrow: '2031-05-15',
  generatedAt: '2031-05-14T08:30:00Z',
  slots: [
    {
      kind: 'event',
      productId: 1,
      name: 'Light Play',
      startsAt: '2031-05-14T10:00',
      capacity: 40,
      soldWeb: 12,
      soldDesk: 3,
      held: 2,
      checkedIn: 9,
      free: 23,
      sales: 'open',
    },
    {
      kind: 'tour',
      productId: 4,
      name: 'Highlights tour',
      startsAt: '2031-05-15T14:00',
      capacity: 20,
      soldWeb: 5,
      soldDesk: 0,
      held: 0,
      checkedIn: 0,
      free: 0,
      sales: 'stopped',
    },
  ],
  sales: {
    all: { orders: 4, amount: 9100 },
    web: { orders: 3, amount: 7300 },
    desk: { orders: 1, amount: 1800 },
  },
  problems: { disputes: 1, refunds: 0, debits: 0 },
};

describe('the start screen', () => {
  it('shows a manager today’s and tomorrow’s slots, the day’s sales and the problems', async () => {
    await renderAdmin(
      '',
      { 'GET today': ok(todayEndpoints.today, glance) },
      { me: signedIn('manager') },
    );
    expect(await screen.findByRole('heading', { name: 'Today', level: 1 })).toBeTruthy();
    await screen.findByText('4 orders, €91.00');
    expect(screen.getByRole('link', { name: 'Today' }).getAttribute('aria-current')).toBe('page');
    const today = screen.getByRole('region', { name: 'Today, Wednesday, May 14' });
    const cells = within(within(today).getByRole('table')).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '10:00',
      'Light Play (Exhibition)',
      '40',
      '12',
      '3',
      '2',
      '9',
      '23',
    ]);
    const tomorrow = screen.getByRole('region', { name: 'Tomorrow, Thursday, May 15' });
    expect(within(tomorrow).getByText(/Highlights tour/).textContent).toContain(
      '(Tour, sales stopped)',
    );
    expect(screen.getByText('4 orders, €91.00')).toBeTruthy();
    expect(screen.getByText('At the desk: 1 orders, €18.00')).toBeTruthy();
    expect(screen.getByText('Open disputes: 1')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Open the payment problems' }).getAttribute('href'),
    ).toBe('/admin/orders/problems');
  });

  it('shows the door the slots only, and says when a day has none', async () => {
    await renderAdmin(
      '',
      {
        'GET today': ok(todayEndpoints.today, {
          ...glance,
          slots: glance.slots.slice(0, 1),
          sales: null,
          problems: null,
        }),
      },
      { me: signedIn('door') },
    );
    expect(await screen.findByRole('heading', { name: 'Today', level: 1 })).toBeTruthy();
    expect(await screen.findByText('No time slots on this day.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Sales today' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Waiting for you' })).toBeNull();
    expect(screen.getByText('Light Play')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Check-in' })).toBeTruthy();
  });
});

import type { Order } from '@foyer/domain/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { demoContent } from '@/test/fixtures';
import { renderShell } from '@/test/render-shell';
import { moveRedirect } from './move-visit';

const item = (name: string, date: string, time: string, totalPrice: number) => ({
  type: 'guidedTour' as const,
  id: 11,
  name,
  date,
  time,
  count: 2,
  price: totalPrice / 2,
  totalPrice,
  vat_value: 7,
  details: [],
});

const order: Order = {
  id: 'order-abc',
  number: '2030-000042',
  status: 'booked',
  created: '2030-05-01T08:30:00.000Z',
  language: 'en',
  customer: { fname: 'Erika', lname: 'Mustermann', email: 'erika@example.org' },
  items: [
    item('Highlights tour', '2030-05-04', '10:00', 2400),
    item('Family tour', '2030-05-01', '11:00', 2000),
  ],
  vouchers: [],
  shipping: null,
  totals: { subtotal: 4400, shipping: 0, voucherDiscount: 0, total: 4400, vat: 288 },
  payment: null,
  downloads: { tickets: 'http://localhost/tickets.pdf', invoice: null },
  move: {
    terms: { allowed: true, untilHours: 24 },
    bookings: [
      { itemIndex: 0, items: [0], allowed: true, reason: null, deadline: '2030-05-03T10:00' },
      {
        itemIndex: 1,
        items: [1],
        allowed: false,
        reason: 'DEADLINE_PASSED',
        deadline: '2030-04-30T11:00',
      },
    ],
  },
};

const options = {
  itemIndex: 0,
  kind: 'guidedTour' as const,
  name: 'Highlights tour',
  current: '2030-05-04T10:00',
  places: 2,
  deadline: '2030-05-03T10:00',
  starts: [
    { start: '2030-05-05T10:00', free: 8, difference: 0 },
    { start: '2030-05-05T14:00', free: 3, difference: 600 },
    { start: '2030-05-06T10:00', free: 1, difference: -400 },
  ],
};

function show(answers: Record<string, unknown> = {}, path = '/en/order-review/order-abc') {
  return renderShell({
    path,
    answers: {
      staticContent: demoContent,
      orderReview: order,
      orderMoveOptions: options,
      ...answers,
    },
  });
}

beforeAll(() => import('./screens'), 120_000);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function section(): Promise<HTMLElement> {
  return (
    await screen.findByRole(
      'heading',
      { level: 2, name: 'Change the time of a visit' },
      { timeout: 15_000 },
    )
  ).closest('section') as HTMLElement;
}

describe('a visitor moves a visit on the order review', () => {
  it('states the terms, offers the action where allowed and says why not elsewhere', async () => {
    show();
    const area = await section();
    expect(
      within(area).getByText(
        'You can change the time of a visit yourself until 24 hours before it starts, to a time at least 24 hours ahead.',
      ),
    ).toBeTruthy();
    const action = within(area).getAllByRole('button', { name: 'Change time' });
    expect(action).toHaveLength(1);
    expect(action[0]?.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(area).getByText(/^possible until .*10:00$/)).toBeTruthy();
    expect(within(area).getByText(/^The time to change it ended on .*11:00\.$/)).toBeTruthy();
  });

  it('chooses a day, then a time with its difference, confirms with the terms, then moves once', async () => {
    const user = userEvent.setup();
    const { calls } = show({
      orderMove: {
        state: 'moved',
        itemIndex: 0,
        from: '2030-05-04T10:00',
        to: '2030-05-06T10:00',
        difference: -400,
        refunded: 400,
      },
    });
    const area = await section();
    await user.click(within(area).getByRole('button', { name: 'Change time' }));
    const panelTitle = await within(area).findByRole('heading', {
      level: 3,
      name: 'New time for 2 × Highlights tour',
    });
    await waitFor(() => expect(document.activeElement).toBe(panelTitle));
    const days = await within(area).findByRole('group', { name: 'Choose a day' });
    await user.click(within(area).getByRole('button', { name: 'Continue' }));
    expect(within(area).getByRole('alert').textContent).toBe('Choose a day and a time first.');
    await user.click(within(days).getAllByRole('radio')[1] as HTMLElement);
    const times = within(area).getByRole('group', { name: /^Choose a time on / });
    const time = within(times).getByRole('radio', { name: /10:00.*€4\.00 back.*1 place free/ });
    await user.click(time);
    await user.click(within(area).getByRole('button', { name: 'Continue' }));
    expect(
      within(area).getByRole('heading', { level: 4, name: 'Change the time now?' }),
    ).toBeTruthy();
    expect(within(area).getByText(/You get €4\.00 back the way you paid\./)).toBeTruthy();
    expect(within(area).getByText(/the old ones stop being valid at once\./)).toBeTruthy();
    expect(within(area).getByText(/You can change the new time until .*10:00\./)).toBeTruthy();
    expect(calls.some((call) => call.name === 'orderMove')).toBe(false);
    await user.click(within(area).getByRole('button', { name: 'Yes, change the time' }));
    const done = await within(area).findByText(/^Done: your visit is now on .*10:00\./);
    await waitFor(() => expect(document.activeElement).toBe(done.closest('[tabindex="-1"]')));
    expect(done.textContent).toMatch(/€4\.00 will be paid back to you\.$/);
    expect(
      within(area)
        .getByRole('link', { name: 'Download your new tickets (PDF)' })
        .getAttribute('href'),
    ).toBe('http://localhost/tickets.pdf');
    const sent = calls.filter((call) => call.name === 'orderMove');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.input).toMatchObject({
      lang: 'en',
      body: {
        id: 'order-abc',
        itemIndex: 0,
        to: '2030-05-06T10:00',
        key: expect.stringMatching(/^[0-9a-f]{32}$/),
        url: { continue: expect.stringMatching(/\?move=return$/) },
      },
    });
  });

  it('sends the visitor to the provider for a dearer time', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(moveRedirect, 'assign').mockImplementation(() => undefined);
    show({
      orderMove: {
        state: 'payment',
        itemIndex: 0,
        from: '2030-05-04T10:00',
        to: '2030-05-05T14:00',
        difference: 600,
        redirectUrl: 'http://localhost/pay/test/abc',
      },
    });
    const area = await section();
    await user.click(within(area).getByRole('button', { name: 'Change time' }));
    const days = await within(area).findByRole('group', { name: 'Choose a day' });
    await user.click(within(days).getAllByRole('radio')[0] as HTMLElement);
    await user.click(within(area).getByRole('radio', { name: /14:00.*€6\.00 more/ }));
    await user.click(within(area).getByRole('button', { name: 'Continue' }));
    expect(within(area).getByText(/You pay the difference of €6\.00 online now\./)).toBeTruthy();
    await user.click(within(area).getByRole('button', { name: 'Pay €6.00 and change the time' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/pay/test/abc'));
  });

  it('shows a refusal in the visitor’s language and keeps the confirmation to try again', async () => {
    const user = userEvent.setup();
    show({
      orderMove: () => {
        throw new ApiError({ status: 409, code: 'SLOT_FULL' });
      },
    });
    const area = await section();
    await user.click(within(area).getByRole('button', { name: 'Change time' }));
    const days = await within(area).findByRole('group', { name: 'Choose a day' });
    await user.click(within(days).getAllByRole('radio')[0] as HTMLElement);
    await user.click(within(area).getByRole('radio', { name: /10:00.*same price/ }));
    await user.click(within(area).getByRole('button', { name: 'Continue' }));
    await user.click(within(area).getByRole('button', { name: 'Yes, change the time' }));
    expect((await within(area).findByRole('alert')).textContent).toBe(
      'This time no longer has enough free places. Please choose another.',
    );
    expect(within(area).getByRole('button', { name: 'Yes, change the time' })).toBeTruthy();
  });

  it('asks the server how the payment ended when the visitor comes back', async () => {
    const { calls } = show(
      { orderMoveReturn: { state: 'moved', itemIndex: 0, to: '2030-05-05T14:00' } },
      '/en/order-review/order-abc?move=return',
    );
    const area = await section();
    expect(await within(area).findByText(/^Done: your visit is now on .*14:00\./)).toBeTruthy();
    expect(calls.filter((call) => call.name === 'orderMoveReturn')).toHaveLength(1);
  });

  it('shows nothing where the museum does not let visitors move visits', async () => {
    show({
      orderReview: { ...order, move: { ...order.move, terms: { allowed: false, untilHours: 24 } } },
    });
    await screen.findByRole('heading', { level: 1, name: /2030-000042/ }, { timeout: 15_000 });
    expect(screen.queryByRole('heading', { name: 'Change the time of a visit' })).toBeNull();
  });
});

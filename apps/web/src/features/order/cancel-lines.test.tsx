import type { Order } from '@foyer/domain/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { demoContent } from '@/test/fixtures';
import { renderShell } from '@/test/render-shell';

const item = (name: string, date: string, time: string, totalPrice: number) => ({
  type: 'ticket' as const,
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
    item('Timed ticket', '2030-05-04', '10:00', 2800),
    item('Highlights tour', '2030-05-01', '11:00', 2400),
  ],
  vouchers: [],
  shipping: null,
  totals: { subtotal: 5200, shipping: 0, voucherDiscount: 0, total: 5200, vat: 340 },
  payment: null,
  downloads: { tickets: null, invoice: null },
  cancellation: {
    terms: { allowed: true, untilHours: 24, fee: null },
    lines: [
      {
        lineId: 501,
        item: 0,
        group: [501],
        allowed: true,
        reason: null,
        deadline: '2030-05-03T10:00',
        refund: 2800,
        fee: 0,
      },
      {
        lineId: 502,
        item: 1,
        group: [502],
        allowed: false,
        reason: 'DEADLINE_PASSED',
        deadline: '2030-04-30T11:00',
        refund: null,
        fee: null,
      },
    ],
  },
};

function show(answers: Record<string, unknown> = {}) {
  return renderShell({
    path: '/en/order-review/order-abc',
    answers: { staticContent: demoContent, orderReview: order, ...answers },
  });
}

// Loads the lazy order screens once before the tests' own waits start (slow on a busy machine).
beforeAll(() => import('./screens'), 120_000);

afterEach(cleanup);

describe('a visitor cancels within the terms on the order review', () => {
  it('states the terms, offers what may be cancelled and says why the rest may not', async () => {
    show();
    const section = (
      await screen.findByRole('heading', { level: 2, name: 'Cancel tickets' }, { timeout: 15_000 })
    ).closest('section') as HTMLElement;
    expect(
      within(section).getByText(
        'You can cancel tickets yourself until 24 hours before the start of your visit.',
      ),
    ).toBeTruthy();
    const timed = within(section).getByRole('checkbox', { name: /2 × Timed ticket/ });
    expect((timed as HTMLInputElement).disabled).toBe(false);
    expect(timed.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(section).getByText(/You get back €28\.00 · possible until/)).toBeTruthy();
    const tour = within(section).getByRole('checkbox', { name: /2 × Highlights tour/ });
    expect((tour as HTMLInputElement).disabled).toBe(true);
    expect(within(section).getByText(/^The time to cancel ended on .*11:00\.$/)).toBeTruthy();
  });

  it('asks first, names the amount, then cancels once with the server’s answer', async () => {
    const user = userEvent.setup();
    const { calls } = show({
      orderCancelQuote: { refund: 2800, fee: 0 },
      orderCancelLines: { refund: 2800, fee: 0, creditNote: 'http://localhost/cn.pdf' },
    });
    const submit = await screen.findByRole(
      'button',
      { name: 'Cancel the selection' },
      { timeout: 15_000 },
    );
    await user.click(submit);
    expect(screen.getByRole('alert').textContent).toBe('Choose at least one booking to cancel.');
    await user.click(screen.getByRole('checkbox', { name: /Timed ticket/ }));
    await user.click(screen.getByRole('button', { name: 'Cancel the selection' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Cancel now?' })).toBeTruthy();
    expect(await screen.findByText(/You get back €28\.00 the way you paid/)).toBeTruthy();
    expect(calls.some((call) => call.name === 'orderCancelLines')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    const done = await screen.findByText(
      'Cancelled. €28.00 will be paid back to you; the credit note is on its way by e-mail.',
    );
    await waitFor(() => expect(document.activeElement).toBe(done.closest('[tabindex="-1"]')));
    expect(
      screen.getByRole('link', { name: 'Download the credit note (PDF)' }).getAttribute('href'),
    ).toBe('http://localhost/cn.pdf');
    const sent = calls.filter((call) => call.name === 'orderCancelLines');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.input).toMatchObject({
      lang: 'en',
      body: { id: 'order-abc', lineIds: [501], key: expect.stringMatching(/^[0-9a-f]{32}$/) },
    });
  });

  it('names the fee with the terms, for each booking and before confirming', async () => {
    const user = userEvent.setup();
    const cancellation = order.cancellation;
    if (!cancellation) throw new Error('no terms');
    show({
      orderReview: {
        ...order,
        cancellation: {
          terms: { ...cancellation.terms, fee: { percent: 10 } },
          lines: cancellation.lines.map((line) =>
            line.allowed ? { ...line, refund: 2520, fee: 280 } : line,
          ),
        },
      },
      orderCancelQuote: { refund: 2520, fee: 280 },
    });
    expect(
      await screen.findByText(
        'You can cancel tickets yourself until 24 hours before the start of your visit. The museum keeps 10 % of the cancelled value as a fee.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText(/^You get back €25\.20 · fee €2\.80 · possible until/)).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /Timed ticket/ }));
    await user.click(screen.getByRole('button', { name: 'Cancel the selection' }));
    expect(
      await screen.findByText(
        /You get back €25\.20 the way you paid\..* The museum keeps €2\.80 as its cancellation fee\.$/,
      ),
    ).toBeTruthy();
  });

  it('shows a refusal in the visitor’s language and keeps the choice to try again', async () => {
    const user = userEvent.setup();
    show({
      orderCancelQuote: { refund: 2800, fee: 0 },
      orderCancelLines: () => {
        throw new ApiError({ status: 409, code: 'ORDER_BUSY' });
      },
    });
    await user.click(
      await screen.findByRole('checkbox', { name: /Timed ticket/ }, { timeout: 15_000 }),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel the selection' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A change to this order is under way. Please try again in a moment.',
    );
    expect(screen.getByRole('button', { name: 'Yes, cancel' })).toBeTruthy();
  });

  it('confirms with the server’s quote of the whole choice, not the sum of the bookings', async () => {
    const user = userEvent.setup();
    const cancellation = order.cancellation;
    if (!cancellation) throw new Error('no terms');
    let answer: (value: { refund: number; fee: number }) => void = () => undefined;
    const { calls } = show({
      orderReview: {
        ...order,
        cancellation: {
          terms: { ...cancellation.terms, fee: { fixed: 500 } },
          lines: cancellation.lines.map((line) => ({
            ...line,
            allowed: true,
            reason: null,
            refund: line.lineId === 501 ? 2300 : 1900,
            fee: 500,
          })),
        },
      },
      orderCancelQuote: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    await user.click(
      await screen.findByRole('checkbox', { name: /Timed ticket/ }, { timeout: 15_000 }),
    );
    await user.click(screen.getByRole('checkbox', { name: /Highlights tour/ }));
    await user.click(screen.getByRole('button', { name: 'Cancel the selection' }));
    // While the server works it out: no figures and nothing to confirm yet.
    expect(screen.getByText('Working out what you get back…').getAttribute('role')).toBe('status');
    expect(screen.queryByRole('button', { name: 'Yes, cancel' })).toBeNull();
    const quoted = calls.filter((call) => call.name === 'orderCancelQuote');
    expect(quoted).toHaveLength(1);
    expect(quoted[0]?.input).toMatchObject({
      lang: 'en',
      query: { id: 'order-abc', lineIds: '501,502' },
    });
    // The fee is kept once for the whole choice: €47.00 back and €5.00 kept, not €42.00 and €10.00.
    answer({ refund: 4700, fee: 500 });
    expect(
      await screen.findByText(
        /^You get back €47\.00 the way you paid\..* The museum keeps €5\.00 as its cancellation fee\.$/,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Yes, cancel' })).toBeTruthy();
  });

  it('shows the quote’s refusal in the visitor’s language and stays on the choice', async () => {
    const user = userEvent.setup();
    const { calls } = show({
      orderCancelQuote: () => {
        throw new ApiError({ status: 422, code: 'DEADLINE_PASSED' });
      },
    });
    await user.click(
      await screen.findByRole('checkbox', { name: /Timed ticket/ }, { timeout: 15_000 }),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel the selection' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The time to cancel has passed.');
    expect(screen.queryByRole('button', { name: 'Yes, cancel' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel the selection' })).toBeTruthy();
    expect(calls.some((call) => call.name === 'orderCancelLines')).toBe(false);
  });

  it('shows nothing where the museum does not let visitors cancel', async () => {
    show({
      orderReview: {
        ...order,
        cancellation: {
          ...order.cancellation,
          terms: { allowed: false, untilHours: 24, fee: null },
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: /2030-000042/ }, { timeout: 15_000 });
    expect(screen.queryByRole('heading', { name: 'Cancel tickets' })).toBeNull();
  });
});

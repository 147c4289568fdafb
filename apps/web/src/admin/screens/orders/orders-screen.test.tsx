/**
 * The order list as staff meet it: the orders while they load and once there, the search form's
 * own checks and the server's refusals, what a search sends, paging and searching quickly (the last
 * results in view while the next load, never an older answer after a newer one), clearing, and
 * leading to an order (and back to the same search) and to the payment problems.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminEndpoints } from '@foyer/domain/admin-contract';
import type { z } from 'zod';
import { held, ok, renderAdmin, type ApiCall } from '../../test/admin-harness';
import { anOrder } from '../../test/order-fixtures';

type Summary = z.input<(typeof adminEndpoints.searchOrders)['data']>['orders'][number];

function summary(id: number, overrides: Partial<Summary> = {}): Summary {
  return {
    id,
    number: `M-2026-${String(id).padStart(4, '0')}`,
    status: 'booked',
    createdAt: '2026-03-02T10:15:00.000Z',
    email: `visitor${id}@example.org`,
    name: `Visitor ${id}`,
    total: 1200 * id,
    lineCount: 1,
    channel: 'web',
    ...overrides,
  };
}

/** The search's answer: `total` orders, 25 a page, the page asked for. */
function pages(total: number) {
  return (call: ApiCall) => {
    const page = Number(call.query.get('page'));
    const first = (page - 1) * 25 + 1;
    const count = Math.max(0, Math.min(25, total - first + 1));
    return ok(adminEndpoints.searchOrders, {
      orders: Array.from({ length: count }, (_, index) => summary(first + index)),
      total,
      page,
      pageSize: 25,
    });
  };
}

/** The query of every search sent, as plain objects. */
function queries(calls: ApiCall[]): Record<string, string>[] {
  return calls.map((call) => Object.fromEntries(call.query));
}

const results = () => screen.getByRole('table', { name: 'Orders' });
const count = () => screen.getByRole('status').textContent?.trim();

describe('orders screen', () => {
  it('shows that the orders are on their way, then lists them', async () => {
    const gate = held();
    const { api } = await renderAdmin('orders', {
      'GET orders': ok(
        adminEndpoints.searchOrders,
        {
          orders: [
            summary(17, { name: 'Lena Vogt', email: 'lena@example.org', lineCount: 2 }),
            summary(18, { name: '', channel: 'desk', status: 'pending', total: 950 }),
          ],
          total: 2,
          page: 1,
          pageSize: 25,
        },
        gate.promise,
      ),
    });
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeTruthy();
    await waitFor(() => expect(count()).toBe('Loading…'));
    expect(screen.queryByRole('table', { name: 'Orders' })).toBeNull();
    gate.release();
    await waitFor(() => expect(count()).toBe('Orders found: 2'));
    const rows = within(results()).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(
        /^M-2026-0017.*2026.*Lena Vogtlena@example\.org2Web shop€204\.00Booked$/,
      ),
      expect.stringMatching(/^M-2026-0018.*–visitor18@example\.org1Desk€9\.50Waiting for payment$/),
    ]);
    // The first search asks for the first page with no criteria.
    expect(queries(api.callsTo('GET', 'orders')).at(-1)).toEqual({ page: '1', pageSize: '25' });
    expect(api.unanswered).toEqual([]);
  });

  it('sends the criteria filled in, trimmed, and starts again at the first page', async () => {
    const { user, api } = await renderAdmin('orders', { 'GET orders': pages(60) });
    await waitFor(() => expect(count()).toBe('Orders found: 60'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Page 2 of 3')).toBeTruthy());

    await user.type(screen.getByLabelText('Order number'), ' M-2026 ');
    await user.type(screen.getByLabelText('E-mail'), 'lena@example.org');
    await user.type(screen.getByLabelText('Product'), 'tour');
    await user.selectOptions(screen.getByLabelText('Status'), 'Partly refunded');
    await user.type(screen.getByLabelText('Ordered from'), '2026-03-01');
    await user.type(screen.getByLabelText('Ordered until'), '2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(queries(api.callsTo('GET', 'orders')).at(-1)).toEqual({
        page: '1',
        pageSize: '25',
        number: 'M-2026',
        email: 'lena@example.org',
        product: 'tour',
        status: 'partlyRefunded',
        from: '2026-03-01',
        to: '2026-03-31',
      }),
    );
    await waitFor(() => expect(screen.getByText('Page 1 of 3')).toBeTruthy());
  });

  it('refuses an end date before the start date next to the field, without searching', async () => {
    const { user, api } = await renderAdmin('orders', { 'GET orders': pages(3) });
    await waitFor(() => expect(count()).toBe('Orders found: 3'));
    const searches = api.callsTo('GET', 'orders').length;
    await user.type(screen.getByLabelText('Ordered from'), '2026-03-10');
    await user.type(screen.getByLabelText('Ordered until'), '2026-03-09');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const until = screen.getByLabelText('Ordered until');
    await waitFor(() => expect(until.getAttribute('aria-invalid')).toBe('true'));
    expect(until.getAttribute('aria-describedby')).toBe('order-to-error');
    expect(document.getElementById('order-to-error')?.textContent).toBe(
      '“Until” must not be before “from”.',
    );
    expect(api.callsTo('GET', 'orders')).toHaveLength(searches);

    await user.clear(until);
    await user.type(until, '2026-03-10');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(until.getAttribute('aria-invalid')).toBeNull());
    expect(queries(api.callsTo('GET', 'orders')).at(-1)).toMatchObject({
      from: '2026-03-10',
      to: '2026-03-10',
    });
  });

  it('shows the server’s refusal of a search in the alert, not the last results as its answer', async () => {
    const { user } = await renderAdmin('orders', {
      'GET orders': (call) =>
        call.query.get('barcode')
          ? { status: 422, error: 'VALIDATION_FAILED', errors: { barcode: 'Too long' } }
          : pages(1)(call),
    });
    await waitFor(() => expect(count()).toBe('Orders found: 1'));
    await user.type(screen.getByLabelText('Barcode'), 'FY-0017');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please check your entries.');
    await waitFor(() => expect(count()).toBe(''));
    expect(screen.queryByRole('table', { name: 'Orders' })).toBeNull();
    expect(screen.queryByText('M-2026-0001')).toBeNull();
  });

  it('asks a failed search again on request', async () => {
    let failing = true;
    const { user, api } = await renderAdmin('orders', {
      'GET orders': (call) => (failing ? { status: 500, error: 'SERVER_ERROR' } : pages(2)(call)),
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An unexpected error occurred on the server. Please try again later.',
    );
    expect(count()).toBe('');
    const asked = api.callsTo('GET', 'orders').length;
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(count()).toBe('Orders found: 2'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.callsTo('GET', 'orders').length).toBeGreaterThan(asked);
    expect(queries(api.callsTo('GET', 'orders')).at(-1)).toEqual({ page: '1', pageSize: '25' });
  });

  it('keeps the results in view, marked busy, while the next page loads, and never shows an older page after a newer one', async () => {
    const gates = new Map<string, () => void>();
    const { user } = await renderAdmin('orders', {
      'GET orders': (call) => {
        const page = call.query.get('page') ?? '';
        const answer = pages(80)(call);
        if (page === '1') return answer;
        const gate = held();
        gates.set(page, gate.release);
        return { ...answer, delay: gate.promise };
      },
    });
    await waitFor(() => expect(count()).toBe('Orders found: 80'));
    expect(results().getAttribute('aria-busy')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(gates.has('2')).toBe(true));
    // Page 1 stays, marked busy, and the status says the next is on its way.
    expect(results().getAttribute('aria-busy')).toBe('true');
    expect(within(results()).getByText('M-2026-0001')).toBeTruthy();
    expect(count()).toBe('Loading…');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(gates.has('3')).toBe(true));
    gates.get('3')?.();
    await waitFor(() => expect(within(results()).getByText('M-2026-0051')).toBeTruthy());
    expect(results().getAttribute('aria-busy')).toBeNull();
    expect(count()).toBe('Orders found: 80');

    // Page 2's answer arrives late: page 3 stays.
    gates.get('2')?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(results()).getByText('M-2026-0051')).toBeTruthy();
    expect(within(results()).queryByText('M-2026-0026')).toBeNull();
    expect(screen.getByText('Page 3 of 4')).toBeTruthy();
  });

  it('shows the newest search’s answer, whatever order the answers arrive in', async () => {
    const gates = new Map<string, () => void>();
    const { user } = await renderAdmin('orders', {
      'GET orders': (call) => {
        const name = call.query.get('name');
        if (!name) return pages(3)(call);
        const gate = held();
        gates.set(name, gate.release);
        const id = name === 'Vogt' ? 17 : 18;
        return {
          ...ok(adminEndpoints.searchOrders, {
            orders: [summary(id, { name })],
            total: 1,
            page: 1,
            pageSize: 25,
          }),
          delay: gate.promise,
        };
      },
    });
    await waitFor(() => expect(count()).toBe('Orders found: 3'));
    const name = screen.getByLabelText('Customer name');
    await user.type(name, 'Vogt');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(gates.has('Vogt')).toBe(true));
    await user.clear(name);
    await user.type(name, 'Berger');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(gates.has('Berger')).toBe(true));
    // The first results stay in view, marked busy, while the searches run.
    expect(results().getAttribute('aria-busy')).toBe('true');
    expect(within(results()).getByText('M-2026-0003')).toBeTruthy();

    gates.get('Berger')?.();
    await waitFor(() => expect(within(results()).getByText('M-2026-0018')).toBeTruthy());
    gates.get('Vogt')?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(results()).getByText('M-2026-0018')).toBeTruthy();
    expect(within(results()).queryByText('M-2026-0017')).toBeNull();
    expect(count()).toBe('Orders found: 1');
  });

  it('says when no order matches, without an empty table', async () => {
    const { user } = await renderAdmin('orders', {
      'GET orders': (call) =>
        call.query.get('name') === 'Nobody'
          ? ok(adminEndpoints.searchOrders, { orders: [], total: 0, page: 1, pageSize: 25 })
          : pages(4)(call),
    });
    await waitFor(() => expect(count()).toBe('Orders found: 4'));
    await user.type(screen.getByLabelText('Customer name'), 'Nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(count()).toBe('No orders match.'));
    expect(screen.queryByRole('table', { name: 'Orders' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: /^Page/ })).toBeNull();
  });

  it('pages through the results 25 at a time', async () => {
    const { user, api } = await renderAdmin('orders', { 'GET orders': pages(60) });
    await waitFor(() => expect(count()).toBe('Orders found: 60'));
    const pager = screen.getByRole('navigation', { name: 'Page 1 of 3' });
    const previous = within(pager).getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
    const next = within(pager).getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    expect(within(results()).getAllByRole('row')).toHaveLength(26);

    await user.click(next);
    await waitFor(() => expect(within(results()).getByText('M-2026-0026')).toBeTruthy());
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(previous.disabled).toBe(false);
    await user.click(next);
    await waitFor(() => expect(within(results()).getAllByRole('row')).toHaveLength(11));
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect(next.disabled).toBe(true);
    await user.click(previous);
    await waitFor(() => expect(screen.getByText('Page 2 of 3')).toBeTruthy());
    expect(queries(api.callsTo('GET', 'orders')).map((query) => query.page)).toEqual(
      expect.arrayContaining(['1', '2', '3']),
    );
    expect(queries(api.callsTo('GET', 'orders')).at(-1)).toEqual({ page: '2', pageSize: '25' });
  });

  it('clears the criteria and searches everything again', async () => {
    const { user, api } = await renderAdmin('orders', { 'GET orders': pages(2) });
    await waitFor(() => expect(count()).toBe('Orders found: 2'));
    await user.type(screen.getByLabelText('Customer name'), 'Vogt');
    await user.selectOptions(screen.getByLabelText('Status'), 'Cancelled');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(queries(api.callsTo('GET', 'orders')).at(-1)).toMatchObject({
        name: 'Vogt',
        status: 'cancelled',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() =>
      expect(queries(api.callsTo('GET', 'orders')).at(-1)).toEqual({ page: '1', pageSize: '25' }),
    );
    expect((screen.getByLabelText('Customer name') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('');
  });

  it('opens an order from its number, and comes back to the same search', async () => {
    const { user, api } = await renderAdmin('orders', {
      'GET orders': pages(3),
      'GET orders/2': ok(adminEndpoints.getOrder, anOrder({ id: 2, number: 'M-2026-0002' })),
    });
    await waitFor(() => expect(count()).toBe('Orders found: 3'));
    await user.type(screen.getByLabelText('E-mail'), 'visitor');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(queries(api.callsTo('GET', 'orders')).at(-1)).toMatchObject({ email: 'visitor' }),
    );
    const link = within(results()).getByRole('link', { name: 'M-2026-0002' });
    expect(link.getAttribute('href')).toBe('/admin/orders/2');
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Order M-2026-0002' })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/orders/2');

    const before = api.callsTo('GET', 'orders').length;
    await user.click(screen.getByRole('link', { name: '← Back to the orders' }));
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeTruthy();
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('visitor');
    await waitFor(() => expect(api.callsTo('GET', 'orders').length).toBeGreaterThan(before));
    expect(queries(api.callsTo('GET', 'orders')).at(-1)).toEqual({
      page: '1',
      pageSize: '25',
      email: 'visitor',
    });
  });

  it('leads to the payment problems', async () => {
    const { user } = await renderAdmin('orders', {
      'GET orders': pages(0),
      'GET payment-problems': ok(adminEndpoints.paymentProblems, { problems: [] }),
    });
    await user.click(await screen.findByRole('link', { name: 'Payment problems' }));
    expect(await screen.findByRole('heading', { name: 'Payment problems' })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/orders/problems');
  });
});

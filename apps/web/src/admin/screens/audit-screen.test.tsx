/**
 * The audit log as an owner meets it: the entries once they are there (who did what to what, the
 * change before and after), paging 25 at a time (the last page in view while the next loads, never
 * an older page's late answer), a failure and trying again, and that only roles that may read it
 * reach it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminEndpoints, type AuditEntry } from '@foyer/domain/admin-contract';
import { held, ok, renderAdmin, signedIn, type ApiCall } from '../test/admin-harness';

function entry(id: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id,
    at: '2026-03-02T10:15:00.000Z',
    actorId: 1,
    actor: 'anna@museum.example',
    action: `action.${id}`,
    targetType: 'order',
    targetId: String(id),
    before: null,
    after: null,
    ...overrides,
  };
}

/** The log's answer: `total` entries, the page and page size asked for. */
function log(total: number) {
  return (call: ApiCall) => {
    const page = Number(call.query.get('page'));
    const size = Number(call.query.get('pageSize'));
    const first = (page - 1) * size + 1;
    const count = Math.max(0, Math.min(size, total - first + 1));
    return ok(adminEndpoints.audit, {
      entries: Array.from({ length: count }, (_, index) => entry(first + index)),
      total,
      page,
      pageSize: size,
    });
  };
}

const table = () => screen.getByRole('table', { name: 'Audit log' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('audit screen', () => {
  it('shows the entries once they are there: who, what, the target and the change', async () => {
    const gate = held();
    const { api } = await renderAdmin('audit', {
      'GET audit': ok(
        adminEndpoints.audit,
        {
          entries: [
            entry(7, {
              action: 'order.cancel',
              targetId: '17',
              before: { status: 'booked' },
              after: { status: 'refunded' },
            }),
            entry(6, {
              actor: 'system',
              actorId: null,
              action: 'settings.update',
              targetType: 'settings',
              targetId: null,
              after: { requireTotp: true },
            }),
          ],
          total: 2,
          page: 1,
          pageSize: 25,
        },
        gate.promise,
      ),
    });
    expect(await screen.findByRole('heading', { name: 'Audit log' })).toBeTruthy();
    // While the entries are on their way the table has its headers and no rows.
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['When', 'Who', 'Action', 'Target', 'Change']);
    expect(bodyRows()).toHaveLength(0);
    expect((await screen.findByRole('status')).textContent).toBe('Loading…');
    gate.release();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(screen.queryByRole('status')).toBeNull();
    const cells = bodyRows().map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent),
    );
    expect(cells).toEqual([
      [
        'anna@museum.example',
        'order.cancel',
        'order 17',
        '{"status":"booked"} → {"status":"refunded"}',
      ],
      ['system', 'settings.update', 'settings ', '– → {"requireTotp":true}'],
    ]);
    const when = within(bodyRows()[0]!).getAllByRole('cell')[0]!.querySelector('time');
    expect(when?.getAttribute('dateTime')).toBe('2026-03-02T10:15:00.000Z');
    expect(when?.textContent).toMatch(/26/);
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
    expect(Object.fromEntries(api.callsTo('GET', 'audit').at(-1)!.query)).toEqual({
      page: '1',
      pageSize: '25',
    });
  });

  it('pages through the log 25 entries at a time', async () => {
    const { user, api } = await renderAdmin('audit', { 'GET audit': log(60) });
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    const previous = screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(screen.getByRole('navigation', { name: 'Page 1 of 3' })).toBeTruthy();
    expect(previous.disabled).toBe(true);
    expect(next.disabled).toBe(false);

    await user.click(next);
    await waitFor(() => expect(within(table()).getByText('action.26')).toBeTruthy());
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    await user.click(next);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(within(table()).getByText('action.60')).toBeTruthy();
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect(next.disabled).toBe(true);
    await user.click(previous);
    await waitFor(() => expect(within(table()).getByText('action.26')).toBeTruthy());
    expect(
      api.callsTo('GET', 'audit').map((call) => Object.fromEntries(call.query)),
    ).toContainEqual({ page: '3', pageSize: '25' });
  });

  it('keeps the rows in view, marked busy, while the next page loads, and never shows an older page after a newer one', async () => {
    const gates = new Map<string, () => void>();
    const { user } = await renderAdmin('audit', {
      'GET audit': (call) => {
        const page = call.query.get('page') ?? '';
        const answer = log(80)(call);
        if (page === '1') return answer;
        const gate = held();
        gates.set(page, gate.release);
        return { ...answer, delay: gate.promise };
      },
    });
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    expect(table().getAttribute('aria-busy')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(gates.has('2')).toBe(true));
    // Page 1 stays in view, marked busy, with the loading status.
    expect(table().getAttribute('aria-busy')).toBe('true');
    expect(within(table()).getByText('action.1')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading…');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(gates.has('3')).toBe(true));
    gates.get('3')?.();
    await waitFor(() => expect(within(table()).getByText('action.51')).toBeTruthy());
    expect(table().getAttribute('aria-busy')).toBeNull();
    expect(screen.getByText('Page 3 of 4')).toBeTruthy();

    // Page 2's answer arrives late: page 3 stays.
    gates.get('2')?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(table()).getByText('action.51')).toBeTruthy();
    expect(within(table()).queryByText('action.26')).toBeNull();
    expect(screen.getByText('Page 3 of 4')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says so when a page cannot be loaded, and the alert goes once a load succeeds', async () => {
    let failing = true;
    const { user } = await renderAdmin('audit', {
      'GET audit': (call) =>
        call.query.get('page') === '2' && failing
          ? { status: 500, error: 'SERVER_ERROR' }
          : log(60)(call),
    });
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An unexpected error occurred on the server. Please try again later.',
    );
    // No rows of another page stand in for the page that failed; the pager still knows the log.
    expect(bodyRows()).toHaveLength(0);
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();

    // Back to a page that loads: the alert goes.
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(within(table()).getByText('action.1')).toBeTruthy();

    // The failing page again, then asked again once the server is back.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('alert');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(table()).getByText('action.26')).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the log cannot be loaded', async () => {
    await renderAdmin('audit', { 'GET audit': { status: 500, error: 'SERVER_ERROR' } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An unexpected error occurred on the server. Please try again later.',
    );
    expect(bodyRows()).toHaveLength(0);
  });

  it('is only for roles that may read it', async () => {
    const { api } = await renderAdmin(
      'audit',
      { 'GET audit': log(1) },
      { me: signedIn('manager') },
    );
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: 'Audit log' })).toBeNull();
    expect(api.callsTo('GET', 'audit')).toHaveLength(0);
  });
});

/**
 * The audit log as an owner meets it: the entries once they are there (who did what to what, the
 * change before and after), paging 25 at a time, a failure, and that only roles that may read it
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
    gate.release();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
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

/**
 * The waiting lists as staff meet them: the menu entry with orders.read, each slot's line in order
 * with positions, e-mails and states, removing a person after a confirmation (only with
 * orders.cancelUnpaid), and a removal that came too late said in words.
 */
import type { WaitingLine } from '@foyer/domain/admin-contract/waiting-list';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderAdmin, signedIn } from '../test/admin-harness';
import { provideModalDialogs } from '../test/order-fixtures';

const LINE: WaitingLine = {
  capacityId: 7,
  kind: 'event',
  itemId: 3,
  name: { de: 'Mondnacht', en: 'Moon night' },
  startsAt: '2026-12-05T19:30',
  capacity: 40,
  sold: 40,
  held: 0,
  open: true,
  entries: [
    {
      id: 11,
      position: null,
      email: 'ana@example.org',
      language: 'de',
      wanted: 2,
      joinedAt: '2026-11-20T08:00:00.000Z',
      state: 'offered',
      offerExpiresAt: '2026-11-21T09:30:00.000Z',
    },
    {
      id: 12,
      position: 1,
      email: 'ben@example.org',
      language: 'en',
      wanted: 1,
      joinedAt: '2026-11-20T09:00:00.000Z',
      state: 'waiting',
      offerExpiresAt: null,
    },
    {
      id: 13,
      position: null,
      email: 'cleo@example.org',
      language: 'en',
      wanted: 3,
      joinedAt: '2026-11-20T10:00:00.000Z',
      state: 'left',
      offerExpiresAt: null,
    },
  ],
};

beforeAll(provideModalDialogs);

describe('the waiting lists screen', () => {
  it('is in the menu of staff who may read orders', async () => {
    await renderAdmin('account', {}, { me: signedIn('sales') });
    expect(
      within(await screen.findByRole('navigation')).getByRole('link', { name: 'Waiting lists' }),
    ).toBeTruthy();
  });

  it('shows each line in order and removes a person holding an offer after a confirmation', async () => {
    let removed = false;
    const { api, user } = await renderAdmin(
      'waiting-list',
      {
        'GET waiting-list': () => ({
          data: {
            enabled: true,
            lines: [
              removed
                ? {
                    ...LINE,
                    entries: LINE.entries.map((e) =>
                      e.id === 11 ? { ...e, state: 'left' as const, offerExpiresAt: null } : e,
                    ),
                  }
                : LINE,
            ],
          },
        }),
        'POST waiting-list/entries/11/remove': () => {
          removed = true;
          return { data: { removed: true } };
        },
      },
      { me: signedIn('sales') },
    );
    const table = await screen.findByRole('table', { name: /Line of Moon night/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'ana@example.org',
      'ben@example.org',
      'cleo@example.org',
    ]);
    expect(within(rows[0]!).getByText(/^Offered until /)).toBeTruthy();
    expect(within(rows[1]!).getAllByRole('cell')[0]?.textContent).toBe('1');
    expect(within(rows[1]!).getByText('Waiting')).toBeTruthy();
    expect(within(rows[2]!).getByText('Left the line')).toBeTruthy();
    // Only people still in the line can be removed.
    expect(within(rows[2]!).queryByRole('button')).toBeNull();

    await user.click(within(rows[0]!).getByRole('button', { name: 'Remove ana@example.org' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/The places held for their offer go to the next in line/),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, do it' }));
    expect(await screen.findByText('ana@example.org has been removed from the line.')).toBeTruthy();
    const [call] = api.callsTo('POST', 'waiting-list/entries/11/remove');
    expect(call?.csrf).toBe('csrf-test-token');
    expect(api.callsTo('GET', 'waiting-list').length).toBeGreaterThanOrEqual(2);
  });

  it('offers no removal to staff without orders.cancelUnpaid, and says when the museum has it off', async () => {
    await renderAdmin(
      'waiting-list',
      { 'GET waiting-list': { data: { enabled: false, lines: [{ ...LINE, open: false }] } } },
      {
        me: {
          ...signedIn('sales'),
          permissions: ['orders.read'],
        },
      },
    );
    await screen.findByRole('table', { name: /Line of Moon night/ });
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.getByText(/The waiting list is switched off for the museum/)).toBeTruthy();
    expect(screen.getByText(/Joining is switched off for this event or tour/)).toBeTruthy();
  });

  it('says so when the person left the line before the removal', async () => {
    const { user } = await renderAdmin(
      'waiting-list',
      {
        'GET waiting-list': { data: { enabled: true, lines: [LINE] } },
        'POST waiting-list/entries/12/remove': {
          status: 404,
          error: 'NOT_FOUND',
          message: 'gone',
        },
      },
      { me: signedIn('manager') },
    );
    await user.click(await screen.findByRole('button', { name: 'Remove ben@example.org' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, do it' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This person is no longer in the line (they left, booked or their offer lapsed).',
    );
  });
});

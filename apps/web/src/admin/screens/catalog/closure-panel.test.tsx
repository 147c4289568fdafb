/**
 * The event editor on a long season and on a day that does not go to plan: the slot table lists a
 * date range a page at a time, selected slots take bulk actions, and a cancellation is checked,
 * confirmed with its amount, and followed until its result lists the refusals.
 */
import { catalogEndpoints, type CatalogSlot } from '@foyer/domain/admin-contract/catalog';
import { closureEndpoints, type Closure } from '@foyer/domain/admin-contract/closures';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ok, renderAdmin, type FakeRoutes } from '../../test/admin-harness';
import { eventDetail, eventSlot, imageLibrary } from '../../test/catalog-fixtures';
import { provideModalDialogs } from '../../test/order-fixtures';
import { rowsBetween } from './schedule-table';

/** `count` slots, four a day from 2031-05-01 on. */
function season(count: number): CatalogSlot[] {
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(Date.UTC(2031, 4, 1 + Math.floor(index / 4)));
    const date = day.toISOString().slice(0, 10);
    return eventSlot({
      id: 1000 + index,
      startsAt: `${date}T${String(10 + (index % 4) * 2).padStart(2, '0')}:00`,
      sold: index === 1 ? 3 : 0,
    });
  });
}

beforeAll(provideModalDialogs);

const slots = season(120);
const detail = eventDetail({ slots });

function routes(extra: FakeRoutes = {}): FakeRoutes {
  return {
    'GET catalog/events/12': ok(catalogEndpoints.catalogEvent, detail),
    'GET catalog/events/12/closures': ok(closureEndpoints.closuresOfEvent, { closures: [] }),
    ...imageLibrary,
    ...extra,
  };
}

function slotTable(): HTMLElement {
  const section = screen.getByRole('region', { name: 'Time slots' });
  return within(section).getByRole('table');
}

describe('rowsBetween', () => {
  it('keeps the rows whose date lies in the range; an empty bound is open', () => {
    const rows = ['2031-05-01T10:00', '2031-05-02T10:00', '2031-05-03T10:00'];
    expect(rowsBetween(rows, (row) => row, '2031-05-02', '')).toEqual(rows.slice(1));
    expect(rowsBetween(rows, (row) => row, '', '2031-05-02')).toEqual(rows.slice(0, 2));
    expect(rowsBetween(rows, (row) => row, '2031-05-02', '2031-05-02')).toEqual([rows[1]]);
  });
});

describe('the slot table of a long season', () => {
  it('lists fifty slots a page, pages on, and narrows to a date range', async () => {
    const { user } = await renderAdmin('catalog/events/12', routes());
    await screen.findByRole('heading', { name: 'Special exhibition' });
    // The header row and fifty slots.
    expect(within(slotTable()).getAllByRole('row')).toHaveLength(51);
    expect(screen.getByText('1–50 of 120')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('51–100 of 120')).toBeTruthy();
    expect(within(slotTable()).getByText('2031-05-13 14:00')).toBeTruthy();

    const section = screen.getByRole('region', { name: 'Time slots' });
    await user.clear(within(section).getByLabelText('Show from'));
    await user.type(within(section).getByLabelText('Show from'), '2031-05-02');
    await user.type(within(section).getByLabelText('Show until'), '2031-05-02');
    expect(within(slotTable()).getAllByRole('row')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
  });

  it('stops the sales of the selected slots and says what it left', async () => {
    const { user, api } = await renderAdmin(
      'catalog/events/12',
      routes({
        'POST catalog/events/12/slots/bulk': (call) => {
          const body = call.body as { slotIds: number[] };
          return ok(closureEndpoints.catalogSlotsBulk, {
            detail: eventDetail({
              slots: slots.map((slot) =>
                body.slotIds.includes(slot.id) ? { ...slot, sales: 'stopped' } : slot,
              ),
            }),
            skipped: [],
          });
        },
      }),
    );
    await screen.findByRole('heading', { name: 'Special exhibition' });
    await user.click(screen.getByRole('checkbox', { name: 'Select 2031-05-01 10:00' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select 2031-05-01 12:00' }));
    const bar = screen.getByRole('group', { name: '2 selected' });
    await user.click(within(bar).getByRole('button', { name: 'Stop sales' }));
    expect(await within(bar).findByText('Done: 2 changed.')).toBeTruthy();
    expect(api.callsTo('POST', 'catalog/events/12/slots/bulk')[0]?.body).toEqual({
      action: 'stop',
      slotIds: [1000, 1001],
    });
    const first = within(slotTable()).getByText('2031-05-01 10:00').closest('tr') as HTMLElement;
    expect(within(first).getByText('Stopped')).toBeTruthy();

    // Selecting the page and clearing it again.
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByRole('group', { name: '50 selected' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('group', { name: /selected/ })).toBeNull();
  });
});

describe('cancelling the selected slots', () => {
  it('checks who is affected, asks with the amount, follows the progress and lists the refusals', async () => {
    const running: Closure = {
      id: 7,
      kind: 'cancel',
      scope: { kind: 'slots', eventId: 12, slotIds: [1001] },
      status: 'running',
      createdAt: '2031-05-01T08:00:00Z',
      finishedAt: null,
      staff: 'anna@museum.example',
      total: 3,
      done: 1,
      refunded: 1200,
      cancelledOrders: 1,
      mailed: 1,
      refused: [],
      unreachable: [],
    };
    // The server answers 'running' until the test has seen the progress.
    let finished = false;
    const { user, api } = await renderAdmin(
      'catalog/events/12',
      routes({
        'POST closures/preview': ok(closureEndpoints.closurePreview, {
          orders: 3,
          places: 5,
          amount: 4500,
          withoutEmail: 1,
          slots: 1,
        }),
        'POST closures': ok(closureEndpoints.closureStart, running),
        'GET closures/7': () =>
          ok(
            closureEndpoints.closure,
            !finished
              ? running
              : {
                  ...running,
                  status: 'done',
                  done: 3,
                  cancelledOrders: 2,
                  refunded: 3000,
                  mailed: 3,
                  refused: [
                    { orderId: 55, number: '2031-000055', reason: 'card expired' },
                    { orderId: 57, number: '2031-000057', reason: 'PAYMENT_DISPUTED' },
                  ],
                  unreachable: [{ orderId: 56, number: '2031-000056', reason: null }],
                },
          ),
      }),
    );
    await screen.findByRole('heading', { name: 'Special exhibition' });
    await user.click(screen.getByRole('checkbox', { name: 'Select 2031-05-01 12:00' }));
    await user.click(screen.getByRole('button', { name: 'Cancel or message…' }));
    const form = screen.getByRole('form', { name: 'Cancel or message visitors' });
    expect(document.activeElement).toBe(
      within(form).getByRole('heading', { name: 'Cancel or message visitors' }),
    );
    expect(
      (within(form).getByRole('radio', { name: 'The selected slots (1)' }) as HTMLInputElement)
        .checked,
    ).toBe(true);

    // Without a message nothing is asked.
    await user.click(within(form).getByRole('button', { name: 'Check who is affected' }));
    expect(within(form).getByRole('alert').textContent).toBe(
      'Write the message in at least one language.',
    );
    expect(api.callsTo('POST', 'closures/preview')).toHaveLength(0);

    await user.type(
      within(form).getByRole('textbox', { name: /Language of the message/ }),
      'Heute geschlossen.',
    );
    await user.click(within(form).getByRole('button', { name: 'English' }));
    await user.type(
      within(form).getByRole('textbox', { name: /Language of the message/ }),
      'Closed today.',
    );
    expect(within(form).getByText(/Written in: Deutsch, English/)).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Check who is affected' }));
    expect(
      await within(form).findByText(
        /3 orders with 5 places in 1 slots\. €45\.00 will be refunded\. 1 orders have no e-mail address/,
      ),
    ).toBeTruthy();

    await user.click(within(form).getByRole('button', { name: 'Cancel and refund' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Cancel 3 orders and refund €45.00?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, do it' }));

    expect(await within(form).findByText('1 of 3 orders done')).toBeTruthy();
    expect(within(form).getByRole('progressbar').getAttribute('value')).toBe('1');
    finished = true;
    expect(
      await within(form).findByText('Done: 2 orders cancelled, €30.00 refunded, 3 e-mails sent.'),
    ).toBeTruthy();
    const start = api.callsTo('POST', 'closures')[0]?.body as Record<string, unknown>;
    expect(start).toMatchObject({
      kind: 'cancel',
      scope: { kind: 'slots', eventId: 12, slotIds: [1001] },
      message: { de: 'Heute geschlossen.', en: 'Closed today.' },
    });
    expect(typeof start.key).toBe('string');
    expect(within(form).getByRole('link', { name: '2031-000055' }).getAttribute('href')).toBe(
      '/admin/orders/55',
    );
    expect(within(form).getByText(/card expired/)).toBeTruthy();
    const disputedItem = within(form).getByRole('link', { name: '2031-000057' }).closest('li');
    expect(disputedItem?.textContent).toBe(
      '2031-000057 — a dispute is open, the bank decides first',
    );
    expect(within(form).getByRole('link', { name: '2031-000056' })).toBeTruthy();
  });
});

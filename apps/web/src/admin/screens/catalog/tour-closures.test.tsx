/**
 * The tour editor on a day that does not go to plan: selected starts stop and start selling, the
 * whole tour and a date too, and a start with bookings is cancelled through the same
 * cancel-or-message form as an event's, checked first, confirmed with its amount and followed until
 * its result.
 */
import { closureEndpoints, type Closure } from '@foyer/domain/admin-contract/closures';
import { catalogTourEndpoints } from '@foyer/domain/admin-contract/catalog-tours';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ok, renderAdmin, type FakeRoutes } from '../../test/admin-harness';
import { imageLibrary, tourDetail, tourSlot } from '../../test/catalog-fixtures';
import { provideModalDialogs } from '../../test/order-fixtures';

beforeAll(provideModalDialogs);

const slots = [
  tourSlot({ id: 901, startsAt: '2031-05-01T11:00' }),
  tourSlot({ id: 902, startsAt: '2031-05-01T15:00' }),
];
const detail = tourDetail({ slots });

function routes(extra: FakeRoutes = {}): FakeRoutes {
  return {
    'GET catalog/tours/31': ok(catalogTourEndpoints.catalogTour, detail),
    'GET catalog/tours/31/closures': ok(closureEndpoints.closuresOfTour, { closures: [] }),
    ...imageLibrary,
    ...extra,
  };
}

function startsTable(): HTMLElement {
  const section = screen.getByRole('region', { name: 'Schedule' });
  return within(section).getByRole('table');
}

describe('the sales of a tour’s starts', () => {
  it('stops and starts the selected starts, and the whole tour', async () => {
    const { user, api } = await renderAdmin(
      'catalog/tours/31',
      routes({
        'POST catalog/tours/31/sales': (call) => {
          const body = call.body as { state: 'open' | 'stopped'; slotIds?: number[] };
          return ok(
            catalogTourEndpoints.catalogTour,
            tourDetail({
              slots: slots.map((slot) =>
                (body.slotIds ?? [slot.id]).includes(slot.id)
                  ? { ...slot, sales: body.state }
                  : slot,
              ),
            }),
          );
        },
      }),
    );
    await screen.findByRole('heading', { name: 'Collection highlights' });
    await user.click(screen.getByRole('checkbox', { name: 'Select 2031-05-01 11:00' }));
    const bar = screen.getByRole('group', { name: '1 selected' });
    await user.click(within(bar).getByRole('button', { name: 'Stop sales' }));
    expect(await within(bar).findByText('Sales stopped.')).toBeTruthy();
    expect(api.callsTo('POST', 'catalog/tours/31/sales')[0]?.body).toEqual({
      state: 'stopped',
      slotIds: [901],
    });
    const row = (start: string) =>
      within(startsTable()).getByText(start).closest('tr') as HTMLElement;
    expect(within(row('2031-05-01 11:00')).getByText('Stopped')).toBeTruthy();
    expect(within(row('2031-05-01 15:00')).getByText('On sale')).toBeTruthy();

    await user.click(within(bar).getByRole('button', { name: 'Start sales' }));
    expect(await within(bar).findByText('Sales started.')).toBeTruthy();
    expect(within(row('2031-05-01 11:00')).getByText('On sale')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Stop sales of the whole tour' }));
    expect(await screen.findByText('Sales stopped.')).toBeTruthy();
    expect(api.callsTo('POST', 'catalog/tours/31/sales')[2]?.body).toEqual({ state: 'stopped' });
  });
});

describe('cancelling a tour start', () => {
  it('checks who is affected, asks with the amount and follows the closure to its result', async () => {
    const running: Closure = {
      id: 8,
      kind: 'cancel',
      scope: { kind: 'tourSlots', tourId: 31, slotIds: [902] },
      status: 'running',
      createdAt: '2031-05-01T08:00:00Z',
      finishedAt: null,
      staff: 'anna@museum.example',
      total: 1,
      done: 0,
      refunded: 0,
      cancelledOrders: 0,
      mailed: 0,
      refused: [],
      unreachable: [],
    };
    let finished = false;
    const { user, api } = await renderAdmin(
      'catalog/tours/31',
      routes({
        'POST closures/preview': ok(closureEndpoints.closurePreview, {
          orders: 1,
          places: 2,
          amount: 2400,
          withoutEmail: 0,
          slots: 1,
        }),
        'POST closures': ok(closureEndpoints.closureStart, running),
        'GET closures/8': () =>
          ok(
            closureEndpoints.closure,
            finished
              ? {
                  ...running,
                  status: 'done',
                  done: 1,
                  cancelledOrders: 1,
                  refunded: 2400,
                  mailed: 1,
                }
              : running,
          ),
      }),
    );
    await screen.findByRole('heading', { name: 'Collection highlights' });
    await user.click(screen.getByRole('checkbox', { name: 'Select 2031-05-01 15:00' }));
    await user.click(screen.getByRole('button', { name: 'Cancel or message…' }));
    const form = screen.getByRole('form', { name: 'Cancel or message visitors' });
    expect(
      (within(form).getByRole('radio', { name: 'The selected starts (1)' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    expect(within(form).getByRole('radio', { name: 'Everyone booked for this tour' })).toBeTruthy();
    await user.type(
      within(form).getByRole('textbox', { name: /Language of the message/ }),
      'Die Führung entfällt.',
    );
    await user.click(within(form).getByRole('button', { name: 'Check who is affected' }));
    expect(
      await within(form).findByText(
        /1 orders with 2 places in 1 starts\. €24\.00 will be refunded\./,
      ),
    ).toBeTruthy();
    expect(api.callsTo('POST', 'closures/preview')[0]?.body).toEqual({
      kind: 'cancel',
      scope: { kind: 'tourSlots', tourId: 31, slotIds: [902] },
    });

    await user.click(within(form).getByRole('button', { name: 'Cancel and refund' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Cancel 1 orders and refund €24.00?');
    expect(dialog.textContent).toContain('The starts will never be sold again.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, do it' }));
    expect(await within(form).findByText('0 of 1 orders done')).toBeTruthy();
    finished = true;
    expect(
      await within(form).findByText('Done: 1 orders cancelled, €24.00 refunded, 1 e-mails sent.'),
    ).toBeTruthy();
    expect(api.callsTo('POST', 'closures')[0]?.body).toMatchObject({
      kind: 'cancel',
      scope: { kind: 'tourSlots', tourId: 31, slotIds: [902] },
      message: { de: 'Die Führung entfällt.' },
    });
  });
});

/**
 * Moving a booking from the order page: the dialog lists the starts the server offers (full, stopped
 * and the booking's own start cannot be chosen), says what happens to the price (a dearer start asks
 * how the visitor paid the difference at the desk), sends the move with an idempotency key and
 * shows the outcome; the server's refusal is shown in words.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints, type MoveOptions } from '@foyer/domain/admin-contract';
import { ok, renderAdmin, signedIn } from '../../test/admin-harness';
import { anOrder, aRefund, provideModalDialogs } from '../../test/order-fixtures';

beforeAll(provideModalDialogs);

/** The dialog's button that closes it without moving (the shell's "keep" text). */
const KEEP = 'No, go back';

const options: MoveOptions = {
  itemIndex: 0,
  kind: 'ticket',
  name: 'Adult admission',
  current: '2026-03-14T11:00',
  places: 2,
  starts: [
    { start: '2026-03-14T11:00', free: 3, state: 'current', difference: 0 },
    { start: '2026-03-14T12:00', free: 1, state: 'full', difference: 0 },
    { start: '2026-03-14T15:30', free: 8, state: 'open', difference: 0 },
    { start: '2026-03-15T10:00', free: 0, state: 'stopped', difference: 0 },
    { start: '2026-03-15T11:00', free: 5, state: 'open', difference: 0 },
  ],
};

function movedOrder() {
  const order = anOrder();
  const [adult, tour] = order.lines;
  if (!adult || !tour) throw new Error('fixture');
  return anOrder({ lines: [{ ...adult, datetime: '2026-03-14T15:30' }, tour] });
}

describe('order screen: moving a booking', () => {
  it('lists the starts by date, disables the unavailable ones and moves to the chosen one', async () => {
    const { user, api } = await renderAdmin('orders/17', {
      'GET orders/17': ok(adminEndpoints.getOrder, anOrder()),
      'GET orders/17/move-options': ok(adminEndpoints.moveOptions, options),
      'POST orders/17/move': ok(adminEndpoints.moveBooking, {
        itemIndex: 0,
        from: '2026-03-14T11:00',
        to: '2026-03-14T15:30',
        difference: 0,
        refunded: 0,
        charged: 0,
        payment: null,
        order: movedOrder(),
      }),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Move Adult admission to another start' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Move booking' });
    const inDialog = within(dialog);
    expect(
      await inDialog.findByText(/Adult admission, 2 places, now at 2026-03-14 11:00/),
    ).toBeTruthy();
    expect(api.callsTo('GET', 'orders/17/move-options')[0]?.query.get('itemIndex')).toBe('0');

    const radio = (name: string) => inDialog.getByRole('radio', { name }) as HTMLInputElement;
    expect(radio('11:00: current start').disabled).toBe(true);
    expect(radio('12:00: full').disabled).toBe(true);
    expect(radio('15:30: 8 free').disabled).toBe(false);
    expect(inDialog.getByText('The price stays the same.')).toBeTruthy();
    const confirm = inDialog.getByRole('button', { name: 'Move booking' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);

    // The other date shows its own starts.
    await user.selectOptions(inDialog.getByLabelText('Date'), '2026-03-15');
    expect(radio('10:00: sales stopped').disabled).toBe(true);
    await user.selectOptions(inDialog.getByLabelText('Date'), '2026-03-14');

    await user.click(radio('15:30: 8 free'));
    expect(confirm.disabled).toBe(false);
    await user.click(confirm);
    expect(
      await screen.findByText(
        'Moved from 2026-03-14 11:00 to 2026-03-14 15:30. The visitor gets the new tickets by e-mail.',
      ),
    ).toBeTruthy();
    const [call] = api.callsTo('POST', 'orders/17/move');
    expect(call?.body).toEqual({
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
      itemIndex: 0,
      to: '2026-03-14T15:30',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('2026-03-14 15:30')).toBeTruthy();
  });

  it('says a cheaper start pays back and shows the server’s refusal in words', async () => {
    const cheaper = {
      ...options,
      starts: options.starts.map((start) => ({ ...start, difference: -500 })),
    };
    const { user } = await renderAdmin('orders/17', {
      'GET orders/17': ok(adminEndpoints.getOrder, anOrder()),
      'GET orders/17/move-options': ok(adminEndpoints.moveOptions, cheaper),
      'POST orders/17/move': { status: 409, error: 'SLOT_FULL' },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Move Adult admission to another start' }),
    );
    const inDialog = within(await screen.findByRole('dialog', { name: 'Move booking' }));
    expect(
      await inDialog.findByText(
        'The booking costs €5.00 less there: the difference is paid back to the visitor.',
      ),
    ).toBeTruthy();
    await user.click(inDialog.getByRole('radio', { name: '15:30: 8 free' }));
    await user.click(inDialog.getByRole('button', { name: 'Move booking' }));
    expect(
      await screen.findByText('This start has too few free places for the booking.'),
    ).toBeTruthy();
  });

  it('asks how a dearer start’s difference was paid at the desk and sends it with the move', async () => {
    const dearer = {
      ...options,
      starts: options.starts.map((start) => ({ ...start, difference: 600 })),
    };
    const { user, api } = await renderAdmin('orders/17', {
      'GET orders/17': ok(adminEndpoints.getOrder, anOrder()),
      'GET orders/17/move-options': ok(adminEndpoints.moveOptions, dearer),
      'POST orders/17/move': ok(adminEndpoints.moveBooking, {
        itemIndex: 0,
        from: '2026-03-14T11:00',
        to: '2026-03-14T15:30',
        difference: 600,
        refunded: 0,
        charged: 600,
        payment: 'card_terminal',
        order: movedOrder(),
      }),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Move Adult admission to another start' }),
    );
    const inDialog = within(await screen.findByRole('dialog', { name: 'Move booking' }));
    expect(
      await inDialog.findByText(
        'The booking costs €6.00 more there: the visitor pays the difference at the desk.',
      ),
    ).toBeTruthy();
    await user.click(inDialog.getByRole('radio', { name: '15:30: 8 free' }));
    const confirm = inDialog.getByRole('button', {
      name: 'Move and record €6.00 paid',
    }) as HTMLButtonElement;
    // Not before staff say how the visitor paid.
    expect(confirm.disabled).toBe(true);
    const paidBy = inDialog.getByRole('group', { name: '€6.00 paid at the desk by' });
    expect(within(paidBy).getByRole('radio', { name: 'Cash' })).toBeTruthy();
    await user.click(within(paidBy).getByRole('radio', { name: 'Card terminal' }));
    expect(confirm.disabled).toBe(false);
    await user.click(confirm);
    expect(
      await screen.findByText(
        'Moved from 2026-03-14 11:00 to 2026-03-14 15:30; €6.00 paid at the desk is recorded. The visitor gets the new tickets by e-mail.',
      ),
    ).toBeTruthy();
    expect(api.callsTo('POST', 'orders/17/move')[0]?.body).toEqual({
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
      itemIndex: 0,
      to: '2026-03-14T15:30',
      paid: { payment: 'card_terminal', amount: 600 },
    });
  });

  it('says so when the price changed before the move', async () => {
    const dearer = {
      ...options,
      starts: options.starts.map((start) => ({ ...start, difference: 600 })),
    };
    const { user } = await renderAdmin('orders/17', {
      'GET orders/17': ok(adminEndpoints.getOrder, anOrder()),
      'GET orders/17/move-options': ok(adminEndpoints.moveOptions, dearer),
      'POST orders/17/move': { status: 409, error: 'MOVE_PRICE_CHANGED' },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Move Adult admission to another start' }),
    );
    const inDialog = within(await screen.findByRole('dialog', { name: 'Move booking' }));
    await user.click(await inDialog.findByRole('radio', { name: '15:30: 8 free' }));
    await user.click(inDialog.getByRole('radio', { name: 'Cash' }));
    await user.click(inDialog.getByRole('button', { name: 'Move and record €6.00 paid' }));
    expect(
      await screen.findByText(
        'The price changed meanwhile: nothing was moved or recorded. Open Move again to see the new difference.',
      ),
    ).toBeTruthy();
  });

  it('offers a move per booking, and closes without moving, the focus back on its button', async () => {
    const { user } = await renderAdmin('orders/17', {
      'GET orders/17': ok(adminEndpoints.getOrder, anOrder()),
      'GET orders/17/move-options': ok(adminEndpoints.moveOptions, options),
    });
    const open = await screen.findByRole('button', {
      name: 'Move Adult admission to another start',
    });
    expect(
      screen.getByRole('button', { name: 'Move Highlights tour to another start' }),
    ).toBeTruthy();
    await user.click(open);
    const inDialog = within(await screen.findByRole('dialog', { name: 'Move booking' }));
    await user.click(await inDialog.findByRole('button', { name: KEEP }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(open);
  });

  it('names the refund of a cheaper start by its reason', async () => {
    const refund = aRefund({
      status: 'done',
      reason: 'moved',
      amount: 400,
      waitsForStaff: false,
      canSettle: false,
    });
    await renderAdmin('orders/17', {
      'GET orders/17': ok(adminEndpoints.getOrder, anOrder({ refunds: [refund] })),
    });
    const refunds = within(
      await screen.findByRole('region', { name: 'Cancellations and refunds' }),
    );
    expect(refunds.getByText('Booking moved to a cheaper start')).toBeTruthy();
  });

  it('is not offered to a role that may not refund', async () => {
    await renderAdmin(
      'orders/17',
      { 'GET orders/17': ok(adminEndpoints.getOrder, anOrder()) },
      { me: signedIn('sales') },
    );
    await screen.findByRole('heading', { name: 'Order M-2026-0017' });
    expect(screen.queryByRole('button', { name: /to another start$/ })).toBeNull();
  });
});

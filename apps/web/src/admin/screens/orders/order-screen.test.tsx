/**
 * One order's page as staff meet it: the order while it loads and once there, resending the
 * confirmation, cancelling an unpaid order, cancelling the whole order or one line with its refund,
 * settling a refund the provider refused, and what a role without the refund permission is offered.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '@foyer/domain/admin-contract';
import { held, ok, renderAdmin, signedIn, type ApiCall } from '../../test/admin-harness';
import {
  anOrder,
  aRefund,
  provideModalDialogs,
  type OrderFixture,
} from '../../test/order-fixtures';

beforeAll(provideModalDialogs);

/** An idempotency key as the contract takes it (a fresh UUID per confirmed action). */
const KEY = /^[A-Za-z0-9_-]{8,64}$/;

/** `GET orders/17` answers whatever `state.order` is at the time of the call. */
function liveOrder(initial: OrderFixture) {
  const state = { order: initial };
  return { state, route: () => ok(adminEndpoints.getOrder, state.order) };
}

function sentBody(calls: ApiCall[]): Record<string, unknown> {
  expect(calls).toHaveLength(1);
  return calls[0]?.body as Record<string, unknown>;
}

const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const dialog = () => screen.getByRole('dialog', { name: 'Please confirm' });
const linesTable = () => screen.getByRole('region', { name: 'Lines' });

describe('order screen: loading', () => {
  it('shows that the order is on its way, then its lines, tickets, payments and e-mails', async () => {
    const gate = held();
    await renderAdmin('orders/17', {
      'GET orders/17': ok(adminEndpoints.getOrder, anOrder(), gate.promise),
    });
    expect(await screen.findByText('Loading…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend confirmation' })).toBeNull();
    gate.release();
    expect(await screen.findByRole('heading', { name: 'Order M-2026-0017' })).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(screen.getByText('Booked', { selector: '.badge' })).toBeTruthy();
    const lines = within(linesTable()).getAllByRole('row');
    expect(lines.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Type'),
      expect.stringMatching(/Ticket.*Adult admission.*2026-03-14 11:00.*€12\.00.*€24\.00.*Valid/),
      expect.stringMatching(/Guided tour.*Highlights tour.*Language: English.*€12\.00/),
    ]);
    const tickets = within(screen.getByRole('region', { name: 'Tickets' }));
    expect(tickets.getByText('FY-0017-0001')).toBeTruthy();
    expect(tickets.getByText('Not yet')).toBeTruthy();
    const payments = within(screen.getByRole('region', { name: 'Payments' }));
    expect(payments.getByText('tr_7Hq2')).toBeTruthy();
    expect(payments.getByText('€36.00')).toBeTruthy();
    const mails = within(screen.getByRole('region', { name: 'E-mails sent' }));
    expect(mails.getByText('Your tickets M-2026-0017')).toBeTruthy();
    expect(screen.getByText('Lena Vogt (Guest)')).toBeTruthy();
  });

  it('says so when the order does not exist', async () => {
    await renderAdmin('orders/99', {
      'GET orders/99': { status: 404, error: 'ORDER_NOT_FOUND' },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('This order does not exist.');
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('says so when the order cannot be loaded, and asks again on request', async () => {
    let failing = true;
    const { user } = await renderAdmin('orders/17', {
      'GET orders/17': () =>
        failing ? { status: 500, error: 'SERVER_ERROR' } : ok(adminEndpoints.getOrder, anOrder()),
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An unexpected error occurred on the server. Please try again later.',
    );
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Order M-2026-0017' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the money as the ledger says it, open disputes as alerts, and the ledger on demand', async () => {
    const { user } = await renderAdmin('orders/17', {
      'GET orders/17': ok(
        adminEndpoints.getOrder,
        anOrder({
          status: 'disputed',
          money: {
            captured: 3600,
            refunded: 0,
            chargedBack: 3600,
            held: 0,
            due: 3600,
            waitsForStaff: 0,
            owed: 3600,
            vouchersReturned: 0,
          },
          disputes: [
            {
              dispute: 'dp_1',
              paymentId: 9,
              amount: 3600,
              status: 'open',
              dueBy: '2026-03-20T12:00:00.000Z',
              reason: 'fraudulent',
              openedAt: '2026-03-06T09:00:00.000Z',
            },
          ],
          ledger: [
            {
              id: 1,
              kind: 'capture',
              amount: 3600,
              paymentId: 9,
              request: null,
              lineIds: [],
              details: {},
              createdAt: '2026-03-02T10:16:00.000Z',
              staff: null,
            },
            {
              id: 2,
              kind: 'disputeOpened',
              amount: -3600,
              paymentId: 9,
              request: null,
              lineIds: [],
              details: {},
              createdAt: '2026-03-06T09:00:00.000Z',
              staff: null,
            },
          ],
        }),
      ),
    });
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^A dispute of €36\.00 is open\. Answer it at the payment provider by .*2026.*\. Until the bank decides, the order cannot be cancelled\.$/,
    );
    const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(fact('Charged back by the bank')?.textContent).toBe('€36.00');
    expect(fact('Held by the museum')?.textContent).toBe('€0.00');
    expect(fact('Not paid (debit failed)')?.textContent).toBe('€36.00');
    // What is zero is left out, except what the museum holds.
    expect(screen.queryByText('Paid back', { selector: 'dt' })).toBeNull();
    const disputes = within(screen.getByRole('region', { name: 'Disputes (chargebacks)' }));
    expect(disputes.getByText('Open')).toBeTruthy();
    expect(disputes.getByText('fraudulent')).toBeTruthy();
    const ledger = screen.getByText('Payment ledger (every entry)', { selector: 'summary' });
    const folded = ledger.closest('details') as HTMLDetailsElement;
    expect(folded.open).toBe(false);
    await user.click(ledger);
    expect(folded.open).toBe(true);
    expect(within(folded).getByText('Dispute opened')).toBeTruthy();
    expect(within(folded).getByText('Collected')).toBeTruthy();
  });
});

describe('order screen: resend the confirmation', () => {
  it('sends it to the order’s own address with the CSRF token, busy meanwhile', async () => {
    const gate = held();
    const { user, api } = await renderAdmin('orders/17', {
      'GET orders/17': ok(adminEndpoints.getOrder, anOrder()),
      'POST orders/17/resend': ok(adminEndpoints.resendOrder, anOrder(), gate.promise),
    });
    await user.click(await screen.findByRole('button', { name: 'Resend confirmation' }));
    await waitFor(() => expect(button('Resend confirmation').disabled).toBe(true));
    expect(screen.getByText('Working…')).toBeTruthy();
    expect(button('Cancel whole order and refund').disabled).toBe(true);
    expect(button('Cancel and refund: Adult admission').disabled).toBe(true);
    gate.release();
    expect(
      await screen.findByText('The confirmation is on its way to lena@example.org.'),
    ).toBeTruthy();
    expect(button('Resend confirmation').disabled).toBe(false);
    const calls = api.callsTo('POST', 'orders/17/resend');
    expect(sentBody(calls)).toEqual({});
    expect(calls[0]?.csrf).toBe('csrf-test-token');
    // Focus returns to the order's heading, where a screen reader reads the new state.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Order M-2026-0017' }));
  });

  it('sends it to a corrected address', async () => {
    const { user, api } = await renderAdmin('orders/17', {
      'GET orders/17': ok(adminEndpoints.getOrder, anOrder()),
      'POST orders/17/resend': ok(adminEndpoints.resendOrder, anOrder()),
    });
    await user.type(
      await screen.findByLabelText('Send to another address (optional)'),
      '  lena.vogt@example.org ',
    );
    await user.click(button('Resend confirmation'));
    expect(
      await screen.findByText('The confirmation is on its way to lena.vogt@example.org.'),
    ).toBeTruthy();
    expect(sentBody(api.callsTo('POST', 'orders/17/resend'))).toEqual({
      email: 'lena.vogt@example.org',
    });
  });

  it('does not send an address that is not one, and shows the server’s refusals', async () => {
    let attempt = 0;
    const { user, api } = await renderAdmin('orders/17', {
      'GET orders/17': ok(
        adminEndpoints.getOrder,
        anOrder({
          customer: {
            email: '',
            name: 'Lena Vogt',
            guest: true,
            billing: {
              fname: 'Lena',
              lname: 'Vogt',
              company: '',
              email: '',
              phone: '',
              street: '',
              zip: '',
              city: '',
              country: '',
            },
          },
        }),
      ),
      'POST orders/17/resend': () =>
        ++attempt === 1
          ? { status: 422, error: 'NO_EMAIL' }
          : {
              status: 422,
              error: 'VALIDATION_FAILED',
              errors: { email: 'Invalid email address' },
            },
    });
    const address = await screen.findByLabelText('Send to another address (optional)');
    await user.type(address, 'lena at example');
    await user.click(button('Resend confirmation'));
    expect((address as HTMLInputElement).validity.valid).toBe(false);
    expect(api.callsTo('POST', 'orders/17/resend')).toHaveLength(0);

    await user.clear(address);
    await user.click(button('Resend confirmation'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The order has no e-mail address. Enter one.',
    );
    await user.type(address, 'lena@example.org');
    await user.click(button('Resend confirmation'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Please check your entries.'),
    );
    expect(api.callsTo('POST', 'orders/17/resend').map((call) => call.body)).toEqual([
      {},
      { email: 'lena@example.org' },
    ]);
  });
});

describe('order screen: cancel an unpaid order', () => {
  const unpaid = anOrder({
    status: 'pending',
    bookedAt: null,
    payments: [],
    emails: [],
    tickets: [],
    can: {
      resend: false,
      cancelUnpaid: true,
      cancel: false,
      editCustomer: true,
      issueInvoice: false,
    },
  });

  it('asks first, sends nothing when kept, and cancels with a fresh key when confirmed', async () => {
    const { user, api } = await renderAdmin('orders/17', {
      'GET orders/17': ok(adminEndpoints.getOrder, unpaid),
      'POST orders/17/cancel-unpaid': ok(
        adminEndpoints.cancelUnpaid,
        anOrder({ ...unpaid, status: 'cancelled', can: { ...unpaid.can, cancelUnpaid: false } }),
      ),
    });
    expect(await screen.findByText('Waiting for payment', { selector: '.badge' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend confirmation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel whole order and refund' })).toBeNull();

    await user.click(button('Cancel unpaid order'));
    expect(within(dialog()).getByText(/Cancel this unpaid order\?/)).toBeTruthy();
    await user.click(within(dialog()).getByRole('button', { name: 'No, go back' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST', 'orders/17/cancel-unpaid')).toHaveLength(0);

    await user.click(button('Cancel unpaid order'));
    await user.click(within(dialog()).getByRole('button', { name: 'Yes, do it' }));
    expect(await screen.findByText('Done. The order is now: Cancelled.')).toBeTruthy();
    const call = api.callsTo('POST', 'orders/17/cancel-unpaid')[0];
    expect(call?.body).toEqual({
      idempotencyKey: expect.stringMatching(KEY),
    });
    expect(call?.csrf).toBe('csrf-test-token');
    expect(screen.getByText('Cancelled', { selector: '.badge' })).toBeTruthy();
    // Nothing is left to do with a cancelled order.
    expect(screen.queryByRole('button', { name: 'Cancel unpaid order' })).toBeNull();
  });

  it('shows the refusal and the order as it is now when it was paid meanwhile', async () => {
    const order = liveOrder(unpaid);
    const { user } = await renderAdmin('orders/17', {
      'GET orders/17': order.route,
      'POST orders/17/cancel-unpaid': () => {
        order.state.order = anOrder();
        return { status: 409, error: 'ORDER_NOT_CANCELLABLE' };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel unpaid order' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Yes, do it' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The order’s state does not allow this any more. The page shows its current state.',
    );
    expect(await screen.findByText('Booked', { selector: '.badge' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel unpaid order' })).toBeNull();
  });
});

describe('order screen: cancel and refund', () => {
  it('cancels the whole order after a confirmation naming it', async () => {
    const { user, api } = await renderAdmin('orders/17', {
      'GET orders/17': ok(adminEndpoints.getOrder, anOrder()),
      'POST orders/17/cancel': ok(
        adminEndpoints.cancelOrder,
        anOrder({
          status: 'refunded',
          refunded: 3600,
          can: {
            resend: true,
            cancelUnpaid: false,
            cancel: false,
            editCustomer: true,
            issueInvoice: false,
          },
          refunds: [
            aRefund({
              request: 'cancel:1',
              purpose: 'cancellation',
              status: 'requested',
              whole: true,
              lineIds: [101, 102],
              amount: 3600,
              reason: null,
              waitsForStaff: false,
              canSettle: false,
              staff: 'anna@museum.example',
            }),
          ],
        }),
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel whole order and refund' }));
    // The dialog names the amount that goes back and asks why.
    expect(
      within(dialog()).getByText(/^Cancel the whole order M-2026-0017 and refund €36\.00 /),
    ).toBeTruthy();
    await user.type(
      within(dialog()).getByLabelText('Reason (kept with the refund and in the audit log)'),
      'Visitor ill',
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Yes, do it' }));
    expect(await screen.findByText('Done. The order is now: Refunded.')).toBeTruthy();
    const call = api.callsTo('POST', 'orders/17/cancel')[0];
    expect(call?.body).toEqual({
      idempotencyKey: expect.stringMatching(KEY),
      reason: 'Visitor ill',
    });
    expect(call?.csrf).toBe('csrf-test-token');
    const refunds = within(screen.getByRole('region', { name: 'Cancellations and refunds' }));
    expect(refunds.getByText('Whole order')).toBeTruthy();
    expect(refunds.getByText('In progress')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel whole order and refund' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Cancel and refund:/ })).toBeNull();
  });

  it('cancels one line with its id, and offers no cancellation for voucher codes', async () => {
    const voucherCode = {
      id: 103,
      type: 'voucherCode' as const,
      name: 'Voucher SPRING',
      datetime: null,
      count: 1,
      unitPrice: -500,
      totalPrice: -500,
      itemIndex: null,
      details: [],
      cancelledAt: null,
    };
    const before = anOrder({ lines: [...anOrder().lines, voucherCode] });
    const [adult, tour] = before.lines;
    const { user, api } = await renderAdmin('orders/17', {
      'GET orders/17': ok(adminEndpoints.getOrder, before),
      'POST orders/17/cancel': ok(
        adminEndpoints.cancelOrder,
        anOrder({
          status: 'partlyRefunded',
          lines: [adult!, { ...tour!, cancelledAt: '2026-03-05T09:00:00.000Z' }, voucherCode],
        }),
      ),
    });
    await screen.findByRole('heading', { name: 'Order M-2026-0017' });
    expect(within(linesTable()).getByRole('columnheader', { name: 'Actions' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel and refund: Voucher SPRING' })).toBeNull();

    await user.click(button('Cancel and refund: Highlights tour'));
    expect(
      within(dialog()).getByText(/^Cancel “Highlights tour” and refund €12\.00\?/),
    ).toBeTruthy();
    await user.click(within(dialog()).getByRole('button', { name: 'No, go back' }));
    expect(api.callsTo('POST', 'orders/17/cancel')).toHaveLength(0);

    await user.click(button('Cancel and refund: Highlights tour'));
    await user.click(within(dialog()).getByRole('button', { name: 'Yes, do it' }));
    expect(await screen.findByText('Done. The order is now: Partly refunded.')).toBeTruthy();
    expect(sentBody(api.callsTo('POST', 'orders/17/cancel'))).toEqual({
      idempotencyKey: expect.stringMatching(KEY),
      lineIds: [102],
    });
    const tourRow = within(linesTable()).getByText('Highlights tour').closest('tr')!;
    expect(tourRow.textContent).toMatch(/Cancelled .*2026/);
    expect(screen.queryByRole('button', { name: 'Cancel and refund: Highlights tour' })).toBeNull();
    expect(button('Cancel and refund: Adult admission').disabled).toBe(false);
  });

  it('disables every action while a cancellation is under way', async () => {
    const gate = held();
    const { user } = await renderAdmin('orders/17', {
      'GET orders/17': ok(adminEndpoints.getOrder, anOrder()),
      'POST orders/17/cancel': ok(adminEndpoints.cancelOrder, anOrder(), gate.promise),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Cancel and refund: Adult admission' }),
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Yes, do it' }));
    await waitFor(() => expect(button('Cancel whole order and refund').disabled).toBe(true));
    expect(screen.getByText('Working…')).toBeTruthy();
    expect(button('Cancel and refund: Adult admission').disabled).toBe(true);
    expect(button('Cancel and refund: Highlights tour').disabled).toBe(true);
    expect(button('Resend confirmation').disabled).toBe(true);
    gate.release();
    await waitFor(() => expect(button('Cancel whole order and refund').disabled).toBe(false));
    expect(screen.queryByText('Working…')).toBeNull();
  });

  it('shows why the provider refused the refund, or that someone else is cancelling', async () => {
    let attempt = 0;
    const { user, api } = await renderAdmin('orders/17', {
      'GET orders/17': ok(adminEndpoints.getOrder, anOrder()),
      'POST orders/17/cancel': () =>
        ++attempt === 1
          ? { status: 422, error: 'REFUND_REFUSED', message: 'The card has expired' }
          : { status: 409, error: 'ORDER_BUSY' },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel whole order and refund' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Yes, do it' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The payment provider refused the refund: The card has expired. The order is unchanged.',
    );
    await user.click(button('Cancel and refund: Adult admission'));
    await user.click(within(dialog()).getByRole('button', { name: 'Yes, do it' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Someone is cancelling this order right now. Try again in a moment.',
      ),
    );
    expect(api.callsTo('POST', 'orders/17/cancel')).toHaveLength(2);
    // Each confirmed action carries its own key: the second is not taken for the first again.
    const [first, second] = api.callsTo('POST', 'orders/17/cancel');
    expect((first?.body as { idempotencyKey: string }).idempotencyKey).not.toBe(
      (second?.body as { idempotencyKey: string }).idempotencyKey,
    );
  });

  it('says so when a line cannot be cancelled', async () => {
    const { user } = await renderAdmin('orders/17', {
      'GET orders/17': ok(adminEndpoints.getOrder, anOrder()),
      'POST orders/17/cancel': { status: 422, error: 'LINES_INVALID' },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Cancel and refund: Adult admission' }),
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Yes, do it' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This line cannot be cancelled (already cancelled, or a voucher sold on it was used).',
    );
  });
});

describe('order screen: cancel part of a line', () => {
  const divisible = anOrder({
    refundIfCancelled: {
      whole: 3600,
      lines: [
        { lineId: 101, amount: 2400 },
        { lineId: 102, amount: 1200 },
      ],
      partial: [{ lineId: 101, amounts: [{ count: 1, amount: 1200 }] }],
    },
  });

  it('offers how many to cancel with the amount of each choice, and sends the part', async () => {
    const [adult, tour] = divisible.lines;
    const { user, api } = await renderAdmin('orders/17', {
      'GET orders/17': ok(adminEndpoints.getOrder, divisible),
      'POST orders/17/cancel': ok(
        adminEndpoints.cancelOrder,
        anOrder({
          status: 'partlyRefunded',
          lines: [
            { ...adult!, count: 1, totalPrice: 1200 },
            tour!,
            { ...adult!, id: 104, count: 1, totalPrice: 1200, cancelledAt: '2026-03-05T09:00:00Z' },
          ],
        }),
      ),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Cancel and refund: Adult admission' }),
    );
    const choice = within(dialog()).getByRole('combobox', { name: 'How many to cancel' });
    // The whole line is chosen first, as a line without parts would be cancelled.
    expect((choice as HTMLSelectElement).value).toBe('2');
    expect(within(dialog()).getByRole('status').textContent).toBe(
      'Refund for the whole line, with lines booked together with it: €24.00',
    );
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1 of 2', 'All 2 (the whole line)']);
    await user.selectOptions(choice, '1');
    expect(within(dialog()).getByRole('status').textContent).toBe('Refund for 1 of 2: €12.00');
    expect(choice.getAttribute('aria-describedby')).toBe(within(dialog()).getByRole('status').id);
    await user.type(within(dialog()).getByRole('textbox'), 'one visitor ill');
    await user.click(within(dialog()).getByRole('button', { name: 'Yes, do it' }));
    expect(await screen.findByText('Done. The order is now: Partly refunded.')).toBeTruthy();
    expect(sentBody(api.callsTo('POST', 'orders/17/cancel'))).toEqual({
      idempotencyKey: expect.stringMatching(KEY),
      quantities: [{ lineId: 101, count: 1 }],
      reason: 'one visitor ill',
    });
  });

  it('cancels the whole line when all of it is chosen, and offers no choice for one unit', async () => {
    const { user, api } = await renderAdmin('orders/17', {
      'GET orders/17': ok(adminEndpoints.getOrder, divisible),
      'POST orders/17/cancel': ok(adminEndpoints.cancelOrder, divisible),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Cancel and refund: Highlights tour' }),
    );
    expect(within(dialog()).queryByRole('combobox')).toBeNull();
    await user.click(within(dialog()).getByRole('button', { name: 'No, go back' }));
    await user.click(button('Cancel and refund: Adult admission'));
    await user.click(within(dialog()).getByRole('button', { name: 'Yes, do it' }));
    await waitFor(() => expect(api.callsTo('POST', 'orders/17/cancel')).toHaveLength(1));
    expect(sentBody(api.callsTo('POST', 'orders/17/cancel'))).toEqual({
      idempotencyKey: expect.stringMatching(KEY),
      lineIds: [101],
    });
  });

  it('says why part of a line could not be cancelled', async () => {
    const { user } = await renderAdmin('orders/17', {
      'GET orders/17': ok(adminEndpoints.getOrder, divisible),
      'POST orders/17/cancel': { status: 422, error: 'TICKETS_USED' },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Cancel and refund: Adult admission' }),
    );
    await user.selectOptions(within(dialog()).getByRole('combobox'), '1');
    await user.click(within(dialog()).getByRole('button', { name: 'Yes, do it' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^Not enough of this line’s tickets are unused/,
    );
  });
});

describe('order screen: a refund the provider refused', () => {
  const refused = aRefund();
  const waiting = anOrder({
    status: 'booked',
    money: { ...anOrder().money, captured: 5100, held: 5100, waitsForStaff: 1500 },
    refunds: [refused],
  });
  const settled = anOrder({
    refunds: [{ ...refused, status: 'outside', waitsForStaff: false, canSettle: false }],
  });
  // The refund's name travels in the path, encoded.
  const base = 'orders/17/refunds/surplus%3A9%3A1';

  it('asks the provider again', async () => {
    const { user, api } = await renderAdmin('orders/17', {
      'GET orders/17': ok(adminEndpoints.getOrder, waiting),
      [`POST ${base}/retry`]: ok(adminEndpoints.retryRefund, settled),
    });
    const refunds = within(
      await screen.findByRole('region', { name: 'Cancellations and refunds' }),
    );
    expect(refunds.getByText('Waits for you')).toBeTruthy();
    expect(refunds.getByText('Card expired')).toBeTruthy();
    expect(
      screen.getByText('Waits for staff', { selector: 'dt' }).nextElementSibling?.textContent,
    ).toBe('€15.00');
    await user.click(refunds.getByRole('button', { name: 'Ask the provider again' }));
    expect(await screen.findByText('The payment provider was asked again.')).toBeTruthy();
    const call = api.callsTo('POST', `${base}/retry`)[0];
    expect(call?.body).toEqual({
      idempotencyKey: expect.stringMatching(KEY),
    });
    expect(call?.csrf).toBe('csrf-test-token');
    expect(screen.queryByRole('button', { name: 'Ask the provider again' })).toBeNull();
  });

  it('records it as paid back outside the shop, with the note, after a confirmation', async () => {
    const { user, api } = await renderAdmin('orders/17', {
      'GET orders/17': ok(adminEndpoints.getOrder, waiting),
      [`POST ${base}/outside`]: ok(adminEndpoints.refundOutside, settled),
    });
    await user.click(await screen.findByRole('button', { name: 'Paid back outside the shop…' }));
    expect(
      within(dialog()).getByText(
        'Record €15.00 as paid back outside the shop (by bank transfer or in cash)?',
      ),
    ).toBeTruthy();
    await user.type(
      within(dialog()).getByLabelText('How and when was it paid back? (optional)'),
      '  Bank transfer on 4 March ',
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Yes, do it' }));
    expect(await screen.findByText('Recorded as paid back outside the shop.')).toBeTruthy();
    expect(sentBody(api.callsTo('POST', `${base}/outside`))).toEqual({
      idempotencyKey: expect.stringMatching(KEY),
      note: 'Bank transfer on 4 March',
    });
    const refunds = within(screen.getByRole('region', { name: 'Cancellations and refunds' }));
    expect(refunds.getByText('Paid back outside the shop')).toBeTruthy();
  });

  it('offers only "paid back outside" for a cancellation’s refund, and shows when it no longer waits', async () => {
    const order = liveOrder(
      anOrder({
        refunds: [
          aRefund({ request: 'cancel-2', purpose: 'cancellation', lineIds: [102], amount: 1200 }),
        ],
      }),
    );
    const { user, api } = await renderAdmin('orders/17', {
      'GET orders/17': order.route,
      'POST orders/17/refunds/cancel-2/outside': () => {
        order.state.order = settled;
        return { status: 409, error: 'REFUND_NOT_OPEN' };
      },
    });
    const refunds = within(
      await screen.findByRole('region', { name: 'Cancellations and refunds' }),
    );
    expect(refunds.getByText('1 line(s)')).toBeTruthy();
    expect(refunds.queryByRole('button', { name: 'Ask the provider again' })).toBeNull();
    await user.click(refunds.getByRole('button', { name: 'Paid back outside the shop…' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Yes, do it' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This refund no longer waits for staff. The page shows its current state.',
    );
    expect(sentBody(api.callsTo('POST', 'orders/17/refunds/cancel-2/outside'))).toEqual({
      idempotencyKey: expect.stringMatching(KEY),
    });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Paid back outside the shop…' })).toBeNull(),
    );
  });
});

describe('order screen: permissions', () => {
  it('offers a role without the refund permission resending and nothing that refunds', async () => {
    await renderAdmin(
      'orders/17',
      {
        'GET orders/17': ok(
          adminEndpoints.getOrder,
          anOrder({ money: { ...anOrder().money, waitsForStaff: 1500 }, refunds: [aRefund()] }),
        ),
      },
      { me: signedIn('sales') },
    );
    expect(await screen.findByRole('button', { name: 'Resend confirmation' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel whole order and refund' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Cancel and refund/ })).toBeNull();
    expect(within(linesTable()).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    const refunds = within(screen.getByRole('region', { name: 'Cancellations and refunds' }));
    // The refund still shows that it waits, but its settling is for roles that may refund.
    expect(refunds.getByText('Waits for you')).toBeTruthy();
    expect(refunds.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(refunds.queryByRole('button')).toBeNull();
  });

  it('offers a role that may refund nothing the order’s state does not allow', async () => {
    await renderAdmin('orders/17', {
      'GET orders/17': ok(
        adminEndpoints.getOrder,
        anOrder({
          status: 'refunded',
          can: {
            resend: false,
            cancelUnpaid: false,
            cancel: false,
            editCustomer: true,
            issueInvoice: false,
          },
        }),
      ),
    });
    expect(await screen.findByText('Refunded', { selector: '.badge' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Cancel|Resend/ })).toBeNull();
    expect(within(linesTable()).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('shows the new state in the order list and on the order after a cancellation', async () => {
    let status: 'booked' | 'refunded' = 'booked';
    const current = () =>
      anOrder({
        status,
        can: {
          resend: true,
          cancelUnpaid: false,
          cancel: status === 'booked',
          editCustomer: true,
          issueInvoice: false,
        },
      });
    const { user } = await renderAdmin('orders', {
      'GET orders': () =>
        ok(adminEndpoints.searchOrders, {
          orders: [
            {
              id: 17,
              number: 'M-2026-0017',
              status,
              createdAt: '2026-03-02T10:15:00.000Z',
              email: 'lena@example.org',
              name: 'Lena Vogt',
              total: 3600,
              lineCount: 2,
              channel: 'web',
            },
          ],
          total: 1,
          page: 1,
          pageSize: 25,
        }),
      'GET orders/17': () => ok(adminEndpoints.getOrder, current()),
      'POST orders/17/cancel': () => {
        status = 'refunded';
        return ok(adminEndpoints.cancelOrder, current());
      },
    });
    const list = () => screen.getByRole('table', { name: 'Orders' });
    expect(
      within(await screen.findByRole('table', { name: 'Orders' })).getByText('Booked'),
    ).toBeTruthy();
    await user.click(within(list()).getByRole('link', { name: 'M-2026-0017' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel whole order and refund' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Yes, do it' }));
    expect(await screen.findByText('Done. The order is now: Refunded.')).toBeTruthy();

    await user.click(screen.getByRole('link', { name: '← Back to the orders' }));
    await waitFor(() => expect(within(list()).getByText('Refunded')).toBeTruthy());
    expect(within(list()).queryByText('Booked')).toBeNull();
    await user.click(within(list()).getByRole('link', { name: 'M-2026-0017' }));
    expect(await screen.findByText('Refunded', { selector: '.badge' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel whole order and refund' })).toBeNull();
  });

  it('leads back to the order list', async () => {
    const { user } = await renderAdmin('orders/17', {
      'GET orders/17': ok(adminEndpoints.getOrder, anOrder()),
      'GET orders': ok(adminEndpoints.searchOrders, {
        orders: [],
        total: 0,
        page: 1,
        pageSize: 25,
      }),
    });
    await user.click(await screen.findByRole('link', { name: '← Back to the orders' }));
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/orders');
  });
});

/**
 * The till screen as a cashier meets it, against the fake admin API and the shop's reads at the
 * same network edge: offered only while the till is on, a shift opened with a float in euros, the
 * next slot in museum time with its tiles, a sale in three taps, a split payment, a refusal in the
 * server's words, the storno of the last sale and the closing with cash missing.
 */
import { adminEndpoints, type TillSale, type TillShift } from '@foyer/domain/admin-contract';
import { endpoints, type Merchandise } from '@foyer/domain/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { lightPlay, timedTickets } from '@/test/ticket.fixtures';
import {
  ok,
  renderAdmin,
  signedIn,
  type FakeAnswer,
  type FakeRoutes,
} from '../../test/admin-harness';
import { provideModalDialogs } from '../../test/order-fixtures';

const DAY = '2026-03-05';
const TILLS = [{ code: 'till-1', name: 'Kasse 1' }];
const cashier = () => signedIn('sales', { tills: TILLS });

function shop<E extends { data: z.ZodType }>(_endpoint: E, data: z.input<E['data']>): FakeAnswer {
  return { data };
}

const catalogue: Merchandise = {
  id: 201,
  name: 'Exhibition catalogue',
  description: '',
  price: 2900,
  vat_value: 7,
  stock: 12,
  sequence_no: 1,
  custom_groups: [],
  product_kind_ref: null,
  images: [],
};

const shift: TillShift = {
  id: 4,
  till: 'till-1',
  tillName: 'Kasse 1',
  cashierId: 1,
  cashier: 'Anna Berger',
  openedAt: `${DAY}T08:00:00.000Z`,
  float: 15_000,
  closedAt: null,
  counted: null,
  expected: null,
  difference: null,
  closingNumber: null,
  closedById: null,
  closedBy: null,
};

function sale(total: number, payments: { cash: number; card: number; given: number }): TillSale {
  return {
    orderId: 90,
    orderNumber: '2026-000090',
    ticketsUrl: '/api/en/tickets/abc.pdf',
    tickets80Url: '/api/en/tickets/abc.pdf?format=80mm',
    receipt: {
      transactionId: 31,
      museum: { name: 'Stadtmuseum', address: [], vatId: null },
      till: 'till-1',
      cashier: 'Anna Berger',
      number: 7,
      kind: 'sale',
      cancels: null,
      orderNumber: '2026-000090',
      start: `${DAY}T09:20:00.000Z`,
      end: `${DAY}T09:20:01.000Z`,
      lines: [{ count: 1, name: 'Erwachsene', unitPrice: total, total, rate: 7 }],
      total,
      vat: [
        {
          rate: 7,
          gross: total,
          net: Math.round(total / 1.07),
          vat: total - Math.round(total / 1.07),
        },
      ],
      payments: { ...payments, voucher: 0, change: payments.given - payments.cash },
      fiscal: {
        state: 'signed',
        tssSerial: 'serial-abc',
        clientSerial: 'foyer-till-1',
        transactionNumber: 12,
        signatureCounter: 34,
        signature: 'c2lnbmF0dXJl',
        signatureAlgorithm: 'ecdsa-plain-SHA256',
        start: null,
        end: null,
        qrCode: null,
      },
    },
  };
}

const quote = (total: number) =>
  ok(adminEndpoints.deskQuote, {
    lines: [],
    subtotal: total,
    voucherDiscount: 0,
    total,
    vatByRate: [],
    vat: 0,
  });

function routes(more: FakeRoutes = {}): FakeRoutes {
  return {
    'GET till/shifts/current': ok(adminEndpoints.tillCurrentShift, shift),
    'GET till/best-sellers': ok(adminEndpoints.tillBestSellers, { days: 90, articles: [] }),
    'GET /api/en/event/select': shop(endpoints.eventSelect, [lightPlay]),
    [`GET /api/en/ticket/collect/event/1/date/${DAY}`]: shop(endpoints.ticketCollectDate, {
      tickets: timedTickets(DAY),
      timeslots: [
        { datetime: `${DAY}T10:00`, max_tickets: 5 },
        { datetime: `${DAY}T10:30`, max_tickets: 3 },
        { datetime: `${DAY}T11:00`, max_tickets: 40 },
      ],
    }),
    'GET /api/en/merchandise/select': shop(endpoints.merchandiseSelect, [catalogue]),
    'GET /api/en/voucher/select/event/': shop(endpoints.voucherSelect, []),
    'POST desk/quote': (call) => {
      const items = (call.body as { items: { count?: number }[] }).items;
      return quote(items.reduce((sum, item) => sum + (item.count ?? 0) * 1400, 0));
    },
    ...more,
  };
}

beforeEach(() => {
  provideModalDialogs();
  // 09:20 UTC is 10:20 in the museum (Berlin): the 10:00 slot has begun, 10:30 is next.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${DAY}T09:20:00Z`));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the till screen', () => {
  it('is offered only while the till is switched on', async () => {
    await renderAdmin('', {}, { me: signedIn('sales') });
    expect(screen.queryByRole('link', { name: 'Till' })).toBeNull();
    screen.getByRole('link', { name: 'Desk' });
  });

  it('opens a shift with the float counted in euros', async () => {
    const { api, user } = await renderAdmin(
      'till',
      routes({
        'GET till/shifts/current': ok(adminEndpoints.tillCurrentShift, null),
        'POST till/shifts': ok(adminEndpoints.tillOpenShift, shift),
      }),
      { me: cashier() },
    );
    // The screen's chunk and texts load first (slowly while the whole suite runs).
    const float = await screen.findByLabelText('Float counted (€)');
    expect(screen.getByRole('link', { name: 'Till' }).getAttribute('aria-current')).toBe('page');
    await user.type(float, '150 Euro');
    await user.click(screen.getByRole('button', { name: 'Open shift' }));
    expect(screen.getByText('Enter an amount in euros, such as 150 or 150,00.')).toBeTruthy();
    expect(api.callsTo('POST', 'till/shifts')).toEqual([]);
    await user.clear(float);
    await user.type(float, '150,50');
    await user.click(screen.getByRole('button', { name: 'Open shift' }));
    await screen.findByText(/^Kasse 1 · shift of Anna Berger since/);
    expect(api.callsTo('POST', 'till/shifts')[0]?.body).toEqual({ till: 'till-1', float: 15_050 });
  });

  it('puts the articles sold most first', async () => {
    const poster: Merchandise = { ...catalogue, id: 202, name: 'Poster', price: 1500 };
    renderAdmin(
      'till',
      routes({
        'GET /api/en/merchandise/select': shop(endpoints.merchandiseSelect, [catalogue, poster]),
        'GET till/best-sellers': ok(adminEndpoints.tillBestSellers, {
          days: 90,
          articles: [{ id: 202, sold: 14 }],
        }),
      }),
      { me: cashier() },
    );
    const articles = await screen.findByRole('region', { name: 'Shop' });
    await waitFor(() =>
      expect(
        within(articles)
          .getAllByRole('button')
          .map((tile) => tile.textContent?.split(' €')[0]),
      ).toEqual(['Poster', 'Exhibition catalogue']),
    );
  });

  it('sells one adult ticket for the next slot in three taps', async () => {
    const { api, user } = await renderAdmin(
      'till',
      routes({
        'POST till/sales': ok(
          adminEndpoints.tillSell,
          sale(1400, { cash: 1400, card: 0, given: 1400 }),
        ),
      }),
      { me: cashier() },
    );
    const next = await screen.findByRole('button', { name: '10:30 · 3 free' });
    expect(next.getAttribute('aria-pressed')).toBe('true');
    // The slot that has begun is no longer offered.
    expect(screen.queryByRole('button', { name: /^10:00/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Tickets for 10:30' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /^Adults €14\.00/ }));
    const pay = await screen.findByRole('button', { name: 'Pay €14.00' });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    await user.click(pay);
    await user.click(screen.getByRole('button', { name: 'Exact cash €14.00' }));
    await screen.findByText('Sale 7 booked: €14.00.');
    const [call] = api.callsTo('POST', 'till/sales');
    expect(call?.body).toMatchObject({
      till: 'till-1',
      // The shop's default language is the visitor's until the cashier picks another.
      language: 'de',
      items: [{ type: 'ticket', id: 11, count: 1, datetime: `${DAY}T10:30`, subtickets: [] }],
      payment: { card: 0 },
    });
    expect((call?.body as { key: string }).key).toMatch(/^till-/);
    const receipt = screen.getByTestId('till-receipt');
    expect(within(receipt).getByTestId('till-change').textContent).toContain('€0.00');
    expect(within(receipt).getByTestId('till-tse').textContent).toContain(
      'TSE signed · serial serial-abc · signature counter 34',
    );
    expect(within(receipt).getByRole('link', { name: 'Print receipt' }).getAttribute('href')).toBe(
      '/api/admin/till/transactions/31/receipt.pdf?language=de',
    );
    expect(
      within(receipt).getByRole('link', { name: 'Print tickets (A4)' }).getAttribute('href'),
    ).toBe('/api/en/tickets/abc.pdf');
    expect(
      within(receipt)
        .getByRole('link', { name: 'Print tickets (80 mm roll)' })
        .getAttribute('href'),
    ).toBe('/api/en/tickets/abc.pdf?format=80mm');
    // What the page prints on the roll: the whole receipt in the visitor's language (German here).
    const printed = (within(receipt).getByTestId('till-print').textContent ?? '').replace(
      /\s+/g,
      ' ',
    );
    for (const text of [
      'Stadtmuseum',
      'Beleg',
      'Vorgang 7',
      '2026-000090',
      'till-1 / Anna Berger',
      '1 × Erwachsene',
      'Summe 14,00 €',
      'MwSt. 7 % (Netto 13,08 €) 0,92 €',
      'Bar 14,00 €',
      'TSE-Seriennummer:serial-abc',
      'Signaturzähler 34',
      'Signatur: c2lnbmF0dXJl',
    ]) {
      expect(printed).toContain(text);
    }
  });

  it('takes a split payment, shows the change, and says the server’s refusal', async () => {
    let refuse = true;
    const { api, user } = await renderAdmin(
      'till',
      routes({
        'POST till/sales': () =>
          refuse
            ? {
                status: 422,
                error: 'TILL_SHIFT_NOT_OPEN',
                message: 'Diese Kasse hat keine offene Schicht.',
              }
            : ok(adminEndpoints.tillSell, sale(2800, { cash: 1800, card: 1000, given: 2000 })),
      }),
      { me: cashier() },
    );
    const adults = await screen.findByRole('button', { name: /^Adults €14\.00/ });
    await user.click(adults);
    await user.click(screen.getByRole('button', { name: 'One more: Adults' }));
    const pay = await screen.findByRole('button', { name: 'Pay €28.00' });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    await user.click(pay);
    await user.click(screen.getByRole('button', { name: 'Card and cash' }));
    await user.type(screen.getByLabelText('Card part (€)'), '30');
    expect(
      screen.getByText('The card part is above the total: the terminal pays no change.'),
    ).toBeTruthy();
    await user.clear(screen.getByLabelText('Card part (€)'));
    await user.type(screen.getByLabelText('Card part (€)'), '10');
    expect(screen.getByText('Cash part: €18.00')).toBeTruthy();
    await user.type(screen.getByLabelText('Cash given (€)'), '15');
    expect(screen.getByText('€3.00 missing.')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Book card and cash' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.clear(screen.getByLabelText('Cash given (€)'));
    await user.type(screen.getByLabelText('Cash given (€)'), '20');
    expect(screen.getByText('Change: €2.00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Book card and cash' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Diese Kasse hat keine offene Schicht.',
    );
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Book card and cash' }));
    await screen.findByText('Sale 7 booked: €28.00.');
    const calls = api.callsTo('POST', 'till/sales');
    expect(calls.map((call) => (call.body as { payment: unknown }).payment)).toEqual([
      { card: 1000, given: 2000 },
      { card: 1000, given: 2000 },
    ]);
    // The retry of the same basket carries the same key: the server books it once.
    const keys = calls.map((call) => (call.body as { key: string }).key);
    expect(keys[1]).toBe(keys[0]);
    expect(screen.getByTestId('till-change').textContent).toContain('€2.00');
  });

  it('cancels the last sale after a confirmation, and closes the shift with cash missing', async () => {
    const storno = sale(-1400, { cash: -1400, card: 0, given: -1400 }).receipt;
    const { api, user } = await renderAdmin(
      'till',
      routes({
        'POST till/sales': ok(
          adminEndpoints.tillSell,
          sale(1400, { cash: 1400, card: 0, given: 1400 }),
        ),
        'POST till/stornos': ok(adminEndpoints.tillStorno, {
          ...storno,
          transactionId: 32,
          number: 8,
          kind: 'storno',
          cancels: 7,
        }),
        'POST till/shifts/close': ok(adminEndpoints.tillCloseShift, {
          shift: { ...shift, closedAt: `${DAY}T17:00:00.000Z`, closingNumber: 3 },
          sales: 1,
          stornos: 1,
          total: 0,
          payments: { cash: 0, card: 0, voucher: 0 },
          vatRates: [],
          cashiers: [],
          cash: { float: 15_000, expected: 15_000, counted: 14_800, difference: -200 },
        }),
      }),
      { me: cashier() },
    );
    await user.click(await screen.findByRole('button', { name: /^Adults €14\.00/ }));
    const pay = await screen.findByRole('button', { name: 'Pay €14.00' });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    await user.click(pay);
    await user.click(screen.getByRole('button', { name: 'Exact cash €14.00' }));
    await user.click(await screen.findByRole('button', { name: 'Storno of last sale' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Cancel sale 7 (€14.00)?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, do it' }));
    await screen.findByText('Sale 7 cancelled: storno 8, €14.00 paid back.');
    expect(api.callsTo('POST', 'till/stornos')[0]?.body).toMatchObject({
      till: 'till-1',
      transaction: 31,
    });
    expect(screen.queryByRole('button', { name: 'Storno of last sale' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Close shift' }));
    await user.type(screen.getByLabelText('Cash counted (€)'), '148');
    await user.click(screen.getByRole('button', { name: 'Close shift' }));
    await screen.findByText('Shift closed: Z report 3.');
    expect(api.callsTo('POST', 'till/shifts/close')[0]?.body).toEqual({
      till: 'till-1',
      counted: 14_800,
    });
    expect(screen.getByTestId('till-difference').textContent).toContain('-€2.00');
    expect(screen.getByTestId('till-difference').classList.contains('till-missing')).toBe(true);
    expect(screen.getByRole('link', { name: 'Z report (PDF)' }).getAttribute('href')).toBe(
      '/api/admin/till/shifts/4/z-report.pdf',
    );
  });
});

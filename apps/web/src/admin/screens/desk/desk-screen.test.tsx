/**
 * The desk sale as staff meet it: the shop's offers (tickets of a slot, day tickets, family tickets,
 * articles, annual passes, gift vouchers, guided tours), the basket priced by the server, refusals,
 * a booked sale with its tickets, and finding an order. The desk reads the shop's own catalog
 * (`/api/<language>/…`), so those answers are shop-contract data at the same fake network edge.
 */
import { tourCalendarRange } from '@foyer/domain';
import { adminEndpoints, type DeskQuote, type OrderDetail } from '@foyer/domain/admin-contract';
import { endpoints, type Merchandise, type Tour, type VoucherType } from '@foyer/domain/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { dayTickets, lightPlay, permanent, timedTickets } from '@/test/ticket.fixtures';
import { publicTour } from '@/test/tour.fixtures';
import {
  held,
  ok,
  renderAdmin,
  signedIn,
  type ApiCall,
  type FakeAnswer,
  type FakeRoutes,
} from '../../test/admin-harness';

/** The desk's own calendar day, as the screen computes it. */
const TODAY = new Date().toLocaleDateString('sv');

/** A success of one of the shop's reads, its data typed by the shop's contract. */
function shop<E extends { data: z.ZodType }>(_endpoint: E, data: z.input<E['data']>): FakeAnswer {
  return { data };
}

const catalogue: Merchandise = {
  id: 201,
  name: 'Exhibition catalogue',
  description: '<p>240 pages.</p>',
  price: 3900,
  vat_value: 7,
  stock: 12,
  sequence_no: 1,
  custom_groups: [],
  product_kind_ref: null,
  images: [],
};
const annualPass: Merchandise = {
  ...catalogue,
  id: 202,
  name: 'Annual pass',
  price: 6000,
  stock: 50,
  product_kind_ref: 13,
};
const giftVoucher: VoucherType = {
  id: 301,
  name: 'Gift voucher 25',
  description: '',
  image: null,
  price: 2500,
  vat_value: 0,
  variable_amount: 0,
  groupId: 2,
  sequence_no: 1,
};
const freeVoucher: VoucherType = {
  ...giftVoucher,
  id: 302,
  name: 'Gift voucher',
  price: 0,
  variable_amount: 1,
};

function shopRoutes(more: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /api/en/event/select': shop(endpoints.eventSelect, [lightPlay, permanent]),
    [`GET /api/en/ticket/collect/event/1/date/${TODAY}`]: shop(endpoints.ticketCollectDate, {
      tickets: timedTickets(TODAY),
      timeslots: [
        { datetime: `${TODAY}T10:00`, max_tickets: 0 },
        { datetime: `${TODAY}T10:30`, max_tickets: 3 },
        { datetime: `${TODAY}T11:00`, max_tickets: 40 },
      ],
    }),
    [`GET /api/en/ticket/collect/event/2/date/${TODAY}`]: shop(endpoints.ticketCollectDate, {
      tickets: dayTickets(TODAY, 300),
      timeslots: [],
    }),
    'GET /api/en/merchandise/select': shop(endpoints.merchandiseSelect, [catalogue, annualPass]),
    'GET /api/en/tour/select/event': shop(endpoints.tourSelect, []),
    'GET /api/en/voucher/select/event/': shop(endpoints.voucherSelect, []),
    ...more,
  };
}

/** A priced basket of one line. */
function quote(name: string, count: number, unitPrice: number, when: string | null): DeskQuote {
  const total = count * unitPrice;
  const vat = Math.round((total * 7) / 107);
  return {
    lines: [{ item: 0, type: 'ticket', name, when, count, unitPrice, totalPrice: total }],
    subtotal: total,
    voucherDiscount: 0,
    total,
    vatByRate: [{ rate: 7, gross: total, vat }],
    vat,
  };
}

const priced = (name = 'Adults', count = 2, unitPrice = 1400) =>
  ok(adminEndpoints.deskQuote, quote(name, count, unitPrice, `${TODAY}T10:30`));

type Items = { type: string; [key: string]: unknown }[];
const itemsOf = (call: ApiCall | undefined) => (call?.body as { items: Items } | undefined)?.items;

const countField = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
/** Types a count into a desk number field, as the keyboard does. */
function setCount(label: string | RegExp, count: number) {
  fireEvent.change(countField(label), { target: { value: String(count) } });
}
const sellButton = () =>
  screen.getByRole('button', { name: /^Take payment and book/ }) as HTMLButtonElement;
const basket = () => screen.getByRole('region', { name: 'Basket' });

async function openDesk(routes: FakeRoutes = shopRoutes(), role: 'owner' | 'sales' = 'sales') {
  const rendered = await renderAdmin('desk', routes, { me: signedIn(role) });
  await screen.findByRole('heading', { name: 'Desk sale' });
  await screen.findByLabelText(/^Adults · €14\.00$/);
  return rendered;
}

describe('desk: offers and basket', () => {
  it("shows the shop's offers once they are read, with an empty basket", async () => {
    const gate = held();
    const { api } = await renderAdmin(
      'desk',
      shopRoutes({
        'GET /api/en/event/select': {
          ...shop(endpoints.eventSelect, [lightPlay, permanent]),
          delay: gate.promise,
        },
      }),
      { me: signedIn('sales') },
    );
    expect(await screen.findByRole('heading', { name: 'Desk sale' })).toBeTruthy();
    const event = screen.getByLabelText('Event') as HTMLSelectElement;
    expect(event.options).toHaveLength(0);
    gate.release();
    await waitFor(() =>
      expect([...event.options].map((option) => option.textContent)).toEqual([
        'Light Play',
        'Permanent exhibition',
      ]),
    );
    // The first slot with places is chosen; a full one cannot be.
    const full = (await screen.findByRole('radio', {
      name: '10:00 · sold out',
    })) as HTMLInputElement;
    expect(full.disabled).toBe(true);
    expect(
      (screen.getByRole('radio', { name: '10:30 · 3 left' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(countField(/^Concession · €9\.00$/).value).toBe('0');
    expect(countField('Exhibition catalogue · €39.00 (12 in stock)').max).toBe('12');
    // Passes are sold with their holders, not as plain articles.
    expect(screen.queryByLabelText(/^Annual pass · €60\.00 \(/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Annual passes' })).toBeTruthy();
    expect(within(basket()).getByText('Choose tickets, tours, articles or vouchers.')).toBeTruthy();
    expect(sellButton().disabled).toBe(true);
    expect(api.callsTo('POST', 'desk/quote')).toHaveLength(0);
  });

  it("reads the shop in its default language when the staff member's is not offered", async () => {
    // A French staff member in a shop that offers English (its default) and German only: the shop
    // refuses `/api/fr/…`, so the desk reads it in English, and French texts stay on the screen.
    const me = signedIn('sales', { shopLanguages: ['en', 'de'] });
    const { api } = await renderAdmin(
      'desk',
      shopRoutes({ 'POST desk/quote': priced('Adults', 1, 1400) }),
      { me: { ...me, staff: { ...me.staff, language: 'fr' } } },
    );
    const event = (await screen.findByLabelText('Événement')) as HTMLSelectElement;
    await waitFor(() =>
      expect([...event.options].map((option) => option.textContent)).toEqual([
        'Light Play',
        'Permanent exhibition',
      ]),
    );
    fireEvent.change(await screen.findByLabelText(/^Adults · 14,00\s€$/), {
      target: { value: '1' },
    });
    await waitFor(() => expect(api.callsTo('POST', 'desk/quote')).toHaveLength(1));
    expect((api.callsTo('POST', 'desk/quote')[0]?.body as { language: string }).language).toBe(
      'fr',
    );
  });

  it("says so when the shop's offers cannot be read", async () => {
    await renderAdmin(
      'desk',
      shopRoutes({ 'GET /api/en/event/select': { status: 500, error: 'SERVER_ERROR' } }),
      { me: signedIn('sales') },
    );
    await screen.findByRole('heading', { name: 'Desk sale' });
    expect((await within(basket()).findByRole('alert')).textContent).toBe(
      'Something went wrong. Please try again.',
    );
    expect((screen.getByLabelText('Event') as HTMLSelectElement).options).toHaveLength(0);
    expect(sellButton().disabled).toBe(true);
  });

  it('has the server price the picks, and shows the lines, total and VAT', async () => {
    const { api } = await openDesk(shopRoutes({ 'POST desk/quote': priced('Adults', 2, 1400) }));
    setCount(/^Adults · €14\.00$/, 2);
    expect(await within(basket()).findByText(`2 × Adults`, { exact: false })).toBeTruthy();
    expect(within(basket()).getByTestId('desk-total').textContent).toBe('€28.00');
    expect(within(basket()).getByText('Included VAT 7 %')).toBeTruthy();
    expect(sellButton().textContent).toBe('Take payment and book · €28.00');
    expect(sellButton().disabled).toBe(false);
    const [sent] = api.callsTo('POST', 'desk/quote');
    expect(sent?.body).toEqual({
      language: 'en',
      items: [{ type: 'ticket', id: 11, count: 2, datetime: `${TODAY}T10:30`, subtickets: [] }],
    });
    expect(sent?.csrf).toBe('csrf-test-token');
  });

  it('charges only the price of the basket as it is now, never a late or older one', async () => {
    const gates: Array<() => void> = [];
    const { api } = await openDesk(
      shopRoutes({
        'POST desk/quote': (call) => {
          const count = Number(itemsOf(call)?.[0]?.count);
          const gate = held();
          gates.push(gate.release);
          return { ...priced('Adults', count, 1400), delay: gate.promise };
        },
      }),
    );
    setCount(/^Adults · €14\.00$/, 2);
    await waitFor(() => expect(gates).toHaveLength(1));
    gates[0]!();
    await waitFor(() => expect(sellButton().textContent).toBe('Take payment and book · €28.00'));
    // A third adult: until the server has priced it, the old total is not offered for payment.
    setCount(/^Adults · €14\.00$/, 3);
    expect(sellButton().disabled).toBe(true);
    expect(sellButton().textContent).toBe('Take payment and book');
    expect(within(basket()).getByRole('table').getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(gates).toHaveLength(2));
    // On to four before the answer for three comes: only the last basket's price counts.
    setCount(/^Adults · €14\.00$/, 4);
    await waitFor(() => expect(gates).toHaveLength(3));
    gates[2]!();
    await waitFor(() => expect(sellButton().textContent).toBe('Take payment and book · €56.00'));
    gates[1]!();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sellButton().textContent).toBe('Take payment and book · €56.00');
    expect(sellButton().disabled).toBe(false);
    expect(within(basket()).getByTestId('desk-total').textContent).toBe('€56.00');
    expect(api.callsTo('POST', 'desk/quote')).toHaveLength(3);
  });

  it('sends the chosen slot, a family ticket with its persons and articles', async () => {
    const { api, user } = await openDesk(shopRoutes({ 'POST desk/quote': priced() }));
    await user.click(screen.getByRole('radio', { name: '11:00 · 40 left' }));
    setCount(/^Family ticket · €29\.00$/, 1);
    const persons = screen.getByRole('group', { name: 'Family ticket: persons' });
    // The booklet's count is fixed: it is not asked.
    expect(within(persons).queryByLabelText('Explorer booklet')).toBeNull();
    fireEvent.change(within(persons).getByLabelText('Children'), { target: { value: '3' } });
    setCount('Exhibition catalogue · €39.00 (12 in stock)', 1);
    await waitFor(() =>
      expect(itemsOf(api.callsTo('POST', 'desk/quote').at(-1))).toEqual([
        {
          type: 'ticket',
          id: 14,
          count: 1,
          datetime: `${TODAY}T11:00`,
          subtickets: [
            { id: 142, count: 3 },
            { id: 143, count: 1 },
          ],
        },
        { type: 'merchandise', id: 201, count: 1 },
      ]),
    );
  });

  it('sells day tickets of an event without slots for the chosen day', async () => {
    const { api, user } = await openDesk(shopRoutes({ 'POST desk/quote': priced() }));
    await user.selectOptions(screen.getByLabelText('Event'), 'Permanent exhibition');
    await screen.findByLabelText(/^Day ticket adults · €8\.00$/);
    setCount(/^Day ticket adults/, 2);
    expect(screen.queryByRole('group', { name: 'Time slot' })).toBeNull();
    await waitFor(() =>
      expect(itemsOf(api.callsTo('POST', 'desk/quote').at(-1))).toEqual([
        { type: 'dayTicket', id: 2, date: TODAY, dayTickets: [{ id: 21, count: 2 }] },
      ]),
    );
  });

  it("says in the staff member's words why the server refuses the basket", async () => {
    const refusals: FakeAnswer[] = [
      { status: 422, error: 'TICKET_COUNT_EXCEEDS_SLOT', params: { available: 3, item: 0 } },
      { status: 422, error: 'ITEM_OUT_OF_STOCK', params: { available: 2, item: 1 } },
      { status: 422, error: 'TICKET_LIMIT', message: 'At most 10 tickets per order.' },
    ];
    const { api } = await openDesk(shopRoutes({ 'POST desk/quote': () => refusals.shift()! }));
    setCount(/^Adults · €14\.00$/, 4);
    expect((await within(basket()).findByRole('alert')).textContent).toBe('Only 3 left.');
    expect(sellButton().disabled).toBe(true);
    expect(within(basket()).queryByText('Choose tickets, tours, articles or vouchers.')).toBeNull();
    setCount('Exhibition catalogue · €39.00 (12 in stock)', 5);
    await waitFor(() =>
      expect(within(basket()).getByRole('alert').textContent).toBe('Not enough in stock: 2 left.'),
    );
    // A refusal without a text of the desk keeps the server's own sentence.
    setCount('Exhibition catalogue · €39.00 (12 in stock)', 2);
    await waitFor(() =>
      expect(within(basket()).getByRole('alert').textContent).toBe('At most 10 tickets per order.'),
    );
    expect(api.callsTo('POST', 'desk/sales')).toHaveLength(0);
  });
});

describe('desk: the sale', () => {
  it('says so when the slot sold out before the sale was booked', async () => {
    const { user, api } = await openDesk(
      shopRoutes({
        'POST desk/quote': priced(),
        'POST desk/sales': { status: 422, error: 'TIME_SOLD_OUT', params: { item: 0 } },
      }),
    );
    setCount(/^Adults · €14\.00$/, 2);
    await waitFor(() => expect(sellButton().disabled).toBe(false));
    await user.click(sellButton());
    expect((await within(basket()).findByRole('alert')).textContent).toBe(
      'Sold out: choose another time or day.',
    );
    expect(screen.queryByRole('button', { name: 'New sale' })).toBeNull();
    expect(api.callsTo('POST', 'desk/sales')).toHaveLength(1);
  });

  it('books a sale paid on the card terminal, then prints, e-mails and starts anew', async () => {
    const gate = held();
    const { user, api } = await openDesk(
      shopRoutes({
        'POST desk/quote': priced(),
        'POST desk/sales': ok(
          adminEndpoints.deskSell,
          {
            orderId: 17,
            number: 'D-1001',
            total: 2800,
            payment: 'card_terminal',
            ticketsUrl: '/api/tickets/abc.pdf',
            emailedTo: 'ada@example.org',
          },
          gate.promise,
        ),
        'POST orders/17/resend': ok(adminEndpoints.resendOrder, order()),
      }),
    );
    setCount(/^Adults · €14\.00$/, 2);
    await waitFor(() => expect(sellButton().disabled).toBe(false));
    await user.click(screen.getByRole('radio', { name: 'Card terminal' }));
    await user.type(screen.getByLabelText('Name'), ' Ada Lovelace ');
    await user.type(screen.getByLabelText('E-mail (tickets are sent there)'), 'ada@example.org');
    await user.click(sellButton());
    // Pressed once: not again while the sale is booked.
    await waitFor(() => expect(sellButton().disabled).toBe(true));
    gate.release();

    const done = await within(basket()).findByRole('status');
    expect(done.textContent).toBe('Order D-1001 booked: €28.00, Card terminal.');
    const [sale] = api.callsTo('POST', 'desk/sales');
    expect(sale?.csrf).toBe('csrf-test-token');
    expect(sale?.body).toEqual({
      language: 'en',
      items: [{ type: 'ticket', id: 11, count: 2, datetime: `${TODAY}T10:30`, subtickets: [] }],
      payment: 'card_terminal',
      customer: { name: 'Ada Lovelace', email: 'ada@example.org' },
    });
    const print = within(basket()).getByRole('link', { name: 'Print tickets' });
    expect(print.getAttribute('href')).toBe('/api/tickets/abc.pdf');
    expect(print.getAttribute('target')).toBe('_blank');
    expect(
      within(basket()).getByText('The tickets were e-mailed to ada@example.org.'),
    ).toBeTruthy();

    await user.type(
      within(basket()).getByLabelText('E-mail (tickets are sent there)'),
      'grace@example.org',
    );
    await user.click(within(basket()).getByRole('button', { name: 'E-mail the tickets' }));
    expect(
      await within(basket()).findByText('The tickets were e-mailed to grace@example.org.'),
    ).toBeTruthy();
    const [resend] = api.callsTo('POST', 'orders/17/resend');
    expect(resend?.body).toEqual({ email: 'grace@example.org' });
    expect(resend?.csrf).toBe('csrf-test-token');

    const reads = api.callsTo('GET', `/api/en/ticket/collect/event/1/date/${TODAY}`).length;
    await user.click(within(basket()).getByRole('button', { name: 'New sale' }));
    expect(
      await within(basket()).findByText('Choose tickets, tours, articles or vouchers.'),
    ).toBeTruthy();
    expect(countField(/^Adults · €14\.00$/).value).toBe('0');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
    // The places left are read again after a sale.
    expect(
      api.callsTo('GET', `/api/en/ticket/collect/event/1/date/${TODAY}`).length,
    ).toBeGreaterThan(reads);
  });

  it('sells anonymously for cash by default, and says when e-mailing the tickets fails', async () => {
    const { user, api } = await openDesk(
      shopRoutes({
        'POST desk/quote': priced(),
        'POST desk/sales': ok(adminEndpoints.deskSell, {
          orderId: 18,
          number: 'D-1002',
          total: 2800,
          payment: 'cash',
          ticketsUrl: null,
          emailedTo: null,
        }),
        'POST orders/18/resend': { status: 409, error: 'ORDER_BUSY' },
      }),
    );
    expect((screen.getByRole('radio', { name: 'Cash' }) as HTMLInputElement).checked).toBe(true);
    setCount(/^Adults · €14\.00$/, 2);
    await waitFor(() => expect(sellButton().disabled).toBe(false));
    await user.click(sellButton());
    expect((await within(basket()).findByRole('status')).textContent).toBe(
      'Order D-1002 booked: €28.00, Cash.',
    );
    expect(api.callsTo('POST', 'desk/sales')[0]?.body).toMatchObject({
      payment: 'cash',
      customer: {},
    });
    expect(within(basket()).queryByRole('link', { name: 'Print tickets' })).toBeNull();
    expect(within(basket()).queryByText(/were e-mailed/)).toBeNull();
    // E-mailing the tickets afterwards can be refused: the desk says why.
    await user.type(
      within(basket()).getByLabelText('E-mail (tickets are sent there)'),
      'ada@example.org',
    );
    await user.click(within(basket()).getByRole('button', { name: 'E-mail the tickets' }));
    expect((await within(basket()).findByRole('alert')).textContent).toBe(
      'Someone is cancelling this order right now. Try again in a moment.',
    );
    expect(within(basket()).queryByText(/were e-mailed/)).toBeNull();
    expect(api.callsTo('POST', 'orders/18/resend')[0]?.body).toEqual({ email: 'ada@example.org' });
  });
});

describe('desk: vouchers, passes and tours', () => {
  it('sells fixed vouchers and vouchers of a chosen amount, refusing too much', async () => {
    const { user, api } = await openDesk(
      shopRoutes({
        'GET /api/en/voucher/select/event/': shop(endpoints.voucherSelect, [
          giftVoucher,
          freeVoucher,
        ]),
        'POST desk/quote': priced('Gift voucher', 1, 2500),
      }),
    );
    await screen.findByLabelText(/^Gift voucher 25 · €25\.00$/);
    setCount(/^Gift voucher 25/, 1);
    const amount = screen.getByLabelText('Gift voucher: amount in euros') as HTMLInputElement;
    expect(screen.getByText('From €0.01 to €1,000.00.')).toBeTruthy();
    await user.type(amount, '2000');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The amount can be at most €1,000.00.')).toBeTruthy();
    // A refused amount blocks the sale until it is corrected.
    await waitFor(() => expect(within(basket()).queryByTestId('desk-total')).toBeTruthy());
    expect(sellButton().disabled).toBe(true);
    await user.clear(amount);
    await user.type(amount, '40,5');
    expect(amount.hasAttribute('aria-invalid')).toBe(false);
    fireEvent.change(screen.getByLabelText('Gift voucher: number of vouchers'), {
      target: { value: '2' },
    });
    await waitFor(() => expect(sellButton().disabled).toBe(false));
    await waitFor(() =>
      expect(itemsOf(api.callsTo('POST', 'desk/quote').at(-1))).toEqual([
        { type: 'voucher', id: 302, count: 2, amount: 4050 },
        { type: 'voucher', id: 301, count: 1 },
      ]),
    );
  });

  it('redeems a voucher code, says when it is not known, and removes it', async () => {
    const refusals: FakeAnswer[] = [
      { status: 422, error: 'VOUCHER_NOT_FOUND', params: { item: 1 } },
    ];
    const { user, api } = await openDesk(
      shopRoutes({
        'POST desk/quote': (call) => (itemsOf(call)?.length === 2 && refusals.shift()) || priced(),
      }),
    );
    setCount(/^Adults · €14\.00$/, 2);
    const redeem = screen.getByRole('button', { name: 'Redeem' }) as HTMLButtonElement;
    expect(redeem.disabled).toBe(true);
    await user.type(screen.getByLabelText('Voucher code to redeem'), ' GIFT-1 ');
    await user.click(redeem);
    expect((await within(basket()).findByRole('alert')).textContent).toBe(
      'This voucher code is not known.',
    );
    expect(sellButton().disabled).toBe(true);
    expect(itemsOf(api.callsTo('POST', 'desk/quote').at(-1))).toEqual([
      { type: 'ticket', id: 11, count: 2, datetime: `${TODAY}T10:30`, subtickets: [] },
      { type: 'voucherCode', barcode: 'GIFT-1' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove the voucher code GIFT-1' }));
    await waitFor(() => expect(within(basket()).queryByRole('alert')).toBeNull());
    expect(itemsOf(api.callsTo('POST', 'desk/quote').at(-1))).toHaveLength(1);
    expect(sellButton().disabled).toBe(false);
  });

  it("asks each annual pass holder's name before the passes can be sold", async () => {
    const { user, api } = await openDesk(shopRoutes({ 'POST desk/quote': priced() }));
    setCount(/^Adults · €14\.00$/, 1);
    setCount(/^Annual pass · €60\.00$/, 1);
    const holder = screen.getByRole('group', { name: 'Holder of pass 1: Annual pass' });
    expect(within(holder).getByText('Enter the holder’s first and last name.')).toBeTruthy();
    const first = within(holder).getByLabelText('First name');
    expect(first.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(api.callsTo('POST', 'desk/quote').length).toBeGreaterThan(0));
    await waitFor(() => expect(within(basket()).queryByTestId('desk-total')).toBeTruthy());
    expect(sellButton().disabled).toBe(true);
    await user.type(first, 'Ada');
    await user.type(within(holder).getByLabelText('Last name'), 'Lovelace');
    expect(within(holder).queryByText('Enter the holder’s first and last name.')).toBeNull();
    await waitFor(() => expect(sellButton().disabled).toBe(false));
    await waitFor(() =>
      expect(itemsOf(api.callsTo('POST', 'desk/quote').at(-1))).toContainEqual({
        type: 'merchandise',
        id: 202,
        count: 1,
        owners: [
          {
            name: { title: '', first: 'Ada', last: 'Lovelace' },
            send_to_custom_addr: false,
            address: null,
          },
        ],
      }),
    );
  });

  it("books a guided tour's start time with its required question answered", async () => {
    const tour: Tour = {
      ...publicTour,
      questions: [
        {
          id: 51,
          question: 'Which school grade?',
          type: 'select',
          mandatory: 1,
          sequence_no: 1,
          answers: [
            { id: 511, answer: 'Grades 1–4' },
            { id: 512, answer: 'Grades 5–10' },
          ],
        },
      ],
    };
    const { user, api } = await openDesk(
      shopRoutes({
        'GET /api/en/tour/select/event': shop(endpoints.tourSelect, [tour]),
        'GET /api/en/tour': shop(endpoints.tourDay, tour),
        [`GET /api/en/tour/calendar/tour/2/range/${tourCalendarRange(TODAY)}`]: shop(
          endpoints.tourCalendar,
          {
            first: TODAY,
            last: null,
            dates: {
              [TODAY]: [
                { time: '11:00', timeslotId: 900, available: 6 },
                { time: '14:00', timeslotId: 901, available: 0 },
              ],
            },
          },
        ),
        'POST desk/quote': priced(),
      }),
    );
    await user.selectOptions(await screen.findByLabelText('Tour'), 'Highlights in English');
    const time = (await screen.findByRole('radio', { name: '11:00 · 6 left' })) as HTMLInputElement;
    expect(time.checked).toBe(true);
    expect(
      (screen.getByRole('radio', { name: '14:00 · sold out' }) as HTMLInputElement).disabled,
    ).toBe(true);
    const tours = screen.getByRole('region', { name: 'Guided tours' });
    fireEvent.change(within(tours).getByLabelText(/^Adults · €5\.00$/), { target: { value: '2' } });
    setCount('Exhibition catalogue · €39.00 (12 in stock)', 1);
    // Places are entered: the required question must be answered before the sale.
    expect(
      within(tours).getByText('Answer the tour’s required questions to book it.'),
    ).toBeTruthy();
    const question = within(tours).getByLabelText(/^Which school grade\?/);
    expect(question.getAttribute('aria-invalid')).toBe('true');
    expect(within(tours).getByText('Please answer this question.')).toBeTruthy();
    await waitFor(() => expect(within(basket()).queryByTestId('desk-total')).toBeTruthy());
    expect(sellButton().disabled).toBe(true);

    await user.selectOptions(question, 'Grades 5–10');
    await waitFor(() => expect(sellButton().disabled).toBe(false));
    const [day] = api.callsTo('GET', '/api/en/tour');
    expect(day?.query.get('tour')).toBe('2');
    expect(day?.query.get('date')).toBe(TODAY);
    await waitFor(() =>
      expect(itemsOf(api.callsTo('POST', 'desk/quote').at(-1))).toContainEqual(
        expect.objectContaining({
          type: 'guidedTour',
          tourId: 2,
          datetime: `${TODAY}T11:00`,
          tickets: [expect.objectContaining({ id: 21, count: 2 })],
          answers: { '51': expect.anything() },
        }),
      ),
    );
  });
});

function order(): OrderDetail {
  return {
    id: 17,
    number: 'W-2001',
    status: 'booked',
    language: 'en',
    createdAt: '2026-11-20T10:00:00.000Z',
    bookedAt: '2026-11-20T10:01:00.000Z',
    partner: null,
    channel: 'web',
    ticketsUrl: '/api/tickets/w2001.pdf',
    customer: {
      email: 'ada@example.org',
      name: 'Ada Lovelace',
      guest: true,
      billing: {
        fname: 'Lena',
        lname: 'Vogt',
        company: '',
        email: 'ada@example.org',
        phone: '',
        street: '',
        zip: '',
        city: '',
        country: '',
      },
    },
    invoice: { requested: false, address: [], number: null, url: null, documents: [] },
    subtotal: 2800,
    shippingCost: 0,
    voucherDiscount: 0,
    total: 2800,
    refunded: 0,
    money: {
      captured: 2800,
      refunded: 0,
      chargedBack: 0,
      held: 2800,
      due: 2800,
      waitsForStaff: 0,
      owed: 0,
      vouchersReturned: 0,
    },
    lines: [],
    tickets: [],
    payments: [],
    refunds: [],
    disputes: [],
    ledger: [],
    emails: [],
    can: {
      resend: true,
      cancelUnpaid: false,
      cancel: true,
      editCustomer: true,
      issueInvoice: false,
    },
    refundIfCancelled: { whole: 0, lines: [], partial: [] },
  };
}

describe('desk: finding an order', () => {
  it('finds orders by number, part of an e-mail or name, and offers their tickets for printing', async () => {
    const { user, api } = await openDesk(
      shopRoutes({
        'GET orders': (call) =>
          ok(adminEndpoints.searchOrders, {
            orders: call.query.get('number')
              ? [
                  {
                    id: 17,
                    number: 'W-2001',
                    status: 'booked',
                    createdAt: '2026-11-20T10:00:00.000Z',
                    email: 'ada@example.org',
                    name: 'Ada Lovelace',
                    total: 2800,
                    lineCount: 1,
                    channel: 'web',
                  },
                ]
              : [],
            total: call.query.get('number') ? 1 : 0,
            page: 1,
            pageSize: 5,
          }),
        'GET orders/17': ok(adminEndpoints.getOrder, order()),
      }),
    );
    const lookup = screen.getByRole('region', { name: 'Find an order' });
    await user.type(within(lookup).getByLabelText('Order number, e-mail or name'), 'W-2001');
    await user.click(within(lookup).getByRole('button', { name: 'Search' }));
    const found = await within(lookup).findByRole('listitem');
    expect(found.textContent).toMatch(/^W-2001 · Ada Lovelace · Booked · Print tickets$/);
    expect(within(found).getByRole('link', { name: 'Print tickets' }).getAttribute('href')).toBe(
      '/api/tickets/w2001.pdf',
    );
    expect(api.callsTo('GET', 'orders')[0]?.query.get('number')).toBe('W-2001');
    expect(api.callsTo('GET', 'orders')[0]?.query.get('pageSize')).toBe('5');

    await user.clear(within(lookup).getByLabelText('Order number, e-mail or name'));
    await user.type(
      within(lookup).getByLabelText('Order number, e-mail or name'),
      'nobody@example.org',
    );
    await user.click(within(lookup).getByRole('button', { name: 'Search' }));
    expect((await within(lookup).findByRole('status')).textContent).toBe('No order found.');
    expect(api.callsTo('GET', 'orders')[1]?.query.get('email')).toBe('nobody@example.org');

    // Part of an e-mail, or of a name.
    await user.clear(within(lookup).getByLabelText('Order number, e-mail or name'));
    await user.type(within(lookup).getByLabelText('Order number, e-mail or name'), 'walk.in');
    await user.click(within(lookup).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.callsTo('GET', 'orders')).toHaveLength(3));
    expect(api.callsTo('GET', 'orders')[2]?.query.get('email')).toBe('walk.in');
    await user.clear(within(lookup).getByLabelText('Order number, e-mail or name'));
    await user.type(within(lookup).getByLabelText('Order number, e-mail or name'), 'Ada Love');
    await user.click(within(lookup).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.callsTo('GET', 'orders')).toHaveLength(4));
    expect(api.callsTo('GET', 'orders')[3]?.query.get('name')).toBe('Ada Love');

    await user.clear(within(lookup).getByLabelText('Order number, e-mail or name'));
    await user.type(within(lookup).getByLabelText('Order number, e-mail or name'), 'W-2001');
    await user.click(within(lookup).getByRole('button', { name: 'Search' }));
    await user.click(await within(lookup).findByRole('link', { name: 'W-2001' }));
    expect(window.location.pathname).toBe('/admin/orders/17');
    expect(await screen.findByRole('heading', { name: 'Order W-2001' })).toBeTruthy();
  });
});

describe('desk: permissions', () => {
  it('is not open to door staff', async () => {
    const { api } = await renderAdmin('desk', shopRoutes(), { me: signedIn('door') });
    expect(await screen.findByRole('heading', { name: 'My account' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Desk' })).toBeNull();
    expect(api.callsTo('GET', '/api/en/event/select')).toHaveLength(0);
  });
});

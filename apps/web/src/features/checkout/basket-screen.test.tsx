import type {
  BasketItem,
  GuidedTourBasketItem,
  MerchandiseBasketItem,
  TicketBasketItem,
} from '@foyer/domain';
import type { ShopInfo } from '@foyer/domain/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { cartStore } from '@/shared/session/cart-store';
import { sessionStore } from '@/shared/session/session-store';
import { demoConfig, demoContent, erika } from '@/test/fixtures';
import { renderShell, type FakeAnswers } from '@/test/render-shell';
import { shopInfo } from '@/test/ticket.fixtures';

const start = vi.fn(async () => undefined);
vi.mock('./start-payment', () => ({
  useStartPayment: () => ({ start, pending: false, error: null }),
}));
vi.mock('./sign-in-step', () => ({
  SignInStep: ({ onSignedIn }: { onSignedIn: () => void }) => (
    <button type="button" onClick={onSignedIn}>
      fake sign-in step
    </button>
  ),
}));
vi.mock('./payment-step', () => ({
  PaymentStep: ({ onBack }: { onBack: () => void }) => (
    <button type="button" onClick={onBack}>
      fake payment step
    </button>
  ),
}));

const poster: MerchandiseBasketItem = {
  type: 'merchandise',
  id: 4,
  name: 'Poster Lichtspiele',
  price: 1500,
  totalPrice: 3000,
  count: 2,
  totalCount: 2,
  datetime: null,
  date: null,
  time: null,
  vat_value: 19,
};
const ticket: TicketBasketItem = {
  type: 'ticket',
  id: 11,
  name: 'Lichtspiele – Adult',
  price: 1400,
  totalPrice: 2800,
  count: 2,
  totalCount: 2,
  datetime: '2026-05-02T10:30',
  date: '2026-05-02',
  time: '10:30',
  subtickets: [{ id: 12, count: 1 }],
  vat_value: 7,
};
const tour: GuidedTourBasketItem = {
  type: 'guidedTour',
  tourId: 3,
  name: 'Weaving Mill tour',
  price: 1200,
  totalPrice: 3600,
  count: 3,
  totalCount: 3,
  datetime: '2026-05-03T14:00',
  date: '2026-05-03',
  time: '14:00',
  answers: {},
  prices: [],
  tickets: [{ id: 31, count: 3 }],
  single_ticketing: false,
};
const code = (barcode: string, amount: number) => ({
  barcode,
  name: 'Gift voucher',
  amount,
  used_amount: 0,
  available_amount: amount,
  valid_from: null,
  valid_to: null,
});

function fill(items: BasketItem[], orderToken: string | null = null) {
  cartStore.setState({ basket: { items, orderToken, requestInvoice: true } });
}

function show(path = '/en/checkout', answers: FakeAnswers = {}, config = demoConfig) {
  return renderShell({
    path,
    config,
    answers: { staticContent: demoContent, checkoutShippingCosts: 490, ...answers },
  });
}

const items = () => cartStore.getState().basket.items;
const dataLayer = () => (window as { dataLayer?: unknown[] }).dataLayer;

beforeEach(() => {
  start.mockClear();
  cartStore.setState({ termsAccepted: false, externalDocumentNumber: null });
  delete (window as { dataLayer?: unknown[] }).dataLayer;
});

describe('the cancellation terms before buying', () => {
  const withTerms = (cancellation: ShopInfo['meta']['cancellation']) => ({
    shopInfo: { ...shopInfo, meta: { ...shopInfo.meta, cancellation } },
  });

  it('names the deadline when the museum lets visitors cancel the basket’s visits', async () => {
    fill([ticket, tour]);
    show(
      '/en/checkout',
      withTerms({ allowed: true, untilHours: 24, kinds: ['ticket', 'guidedTour'] }),
    );
    const summary = await screen.findByRole('complementary', { name: 'Order summary' });
    expect(
      await within(summary).findByText(
        'Cancellation: you can cancel the bookings of this order yourself until 24 hours before they start, on your order’s page.',
      ),
    ).toBeTruthy();
  });

  it('names the museum’s fee with the deadline, a percentage or a fixed amount', async () => {
    fill([ticket, tour]);
    const { unmount } = show(
      '/en/checkout',
      withTerms({
        allowed: true,
        untilHours: 24,
        kinds: ['ticket', 'guidedTour'],
        fee: { percent: 10 },
      }),
    );
    const summary = await screen.findByRole('complementary', { name: 'Order summary' });
    expect(
      await within(summary).findByText(
        'Cancellation: you can cancel the bookings of this order yourself until 24 hours before they start, on your order’s page. The museum keeps 10 % of the cancelled value as a fee.',
      ),
    ).toBeTruthy();
    unmount();
    show(
      '/de/checkout',
      withTerms({ allowed: true, untilHours: 48, kinds: ['ticket'], fee: { fixed: 250 } }),
    );
    const german = await screen.findByRole('complementary');
    expect(
      await within(german).findByText(
        /Das Museum behält je Stornierung eine Gebühr von 2,50\s€ ein\.$/,
      ),
    ).toBeTruthy();
  });

  it('says only some when the terms leave a kind of the basket out', async () => {
    fill([ticket, tour]);
    show('/en/checkout', withTerms({ allowed: true, untilHours: 1, kinds: ['guidedTour'] }));
    const summary = await screen.findByRole('complementary', { name: 'Order summary' });
    expect(
      await within(summary).findByText(
        /^Cancellation: you can cancel some bookings of this order yourself until 1 hour before/,
      ),
    ).toBeTruthy();
  });

  it('says visits cannot be cancelled online, and nothing for a basket of goods', async () => {
    fill([ticket]);
    const { unmount } = show(
      '/en/checkout',
      withTerms({ allowed: false, untilHours: 24, kinds: [] }),
    );
    const summary = await screen.findByRole('complementary', { name: 'Order summary' });
    expect(await within(summary).findByText(/cannot be cancelled online once bought/)).toBeTruthy();
    unmount();
    fill([poster]);
    show('/en/checkout', withTerms({ allowed: false, untilHours: 24, kinds: [] }));
    const goods = await screen.findByRole('complementary', { name: 'Order summary' });
    await within(goods).findByText('€4.90');
    expect(within(goods).queryByText(/^Cancellation:/)).toBeNull();
  });
});

describe('the move terms before buying', () => {
  const withTerms = (move: ShopInfo['meta']['move']) => ({
    shopInfo: {
      ...shopInfo,
      meta: {
        ...shopInfo.meta,
        cancellation: { allowed: false, untilHours: 24, kinds: [] },
        move,
      },
    },
  });

  it('says until when a visit may be moved, or that it cannot be online', async () => {
    fill([ticket, tour]);
    const { unmount } = show('/en/checkout', withTerms({ allowed: true, untilHours: 48 }));
    const summary = await screen.findByRole('complementary', { name: 'Order summary' });
    expect(
      await within(summary).findByText(
        'Changing the time: you can move a visit of this order to another time yourself until 48 hours before it starts, on your order’s page.',
      ),
    ).toBeTruthy();
    unmount();
    fill([ticket]);
    show('/en/checkout', withTerms({ allowed: false, untilHours: 24 }));
    const again = await screen.findByRole('complementary', { name: 'Order summary' });
    expect(
      await within(again).findByText(/^Changing the time: bookings for a date cannot be moved/),
    ).toBeTruthy();
  });

  it('says nothing of moving for a basket of goods, nor when the server names no move terms', async () => {
    fill([poster]);
    const { unmount } = show('/en/checkout', withTerms({ allowed: true, untilHours: 24 }));
    const goods = await screen.findByRole('complementary', { name: 'Order summary' });
    await within(goods).findByText('€4.90');
    expect(within(goods).queryByText(/^Changing the time:/)).toBeNull();
    unmount();
    fill([ticket]);
    show('/en/checkout', withTerms(undefined));
    const summary = await screen.findByRole('complementary', { name: 'Order summary' });
    await within(summary).findByText(/cannot be cancelled online once bought/);
    expect(within(summary).queryByText(/^Changing the time:/)).toBeNull();
  });
});

describe('the cart step', () => {
  it('lists the items with their details, shipping and totals with VAT', async () => {
    fill([ticket, poster, tour]);
    const { calls } = show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your basket' })).toBeTruthy();
    const list = screen.getByRole('heading', { name: '3 items' }).closest('section')!;
    expect(within(list).getByRole('heading', { level: 3, name: ticket.name })).toBeTruthy();
    expect(within(list).getByText('02.05.2026, 10:30')).toBeTruthy();
    expect(within(list).getByText('2 × €14.00')).toBeTruthy();
    expect(within(list).getByText('including 1 extra')).toBeTruthy();
    expect(within(list).getByText('3 participants')).toBeTruthy();
    expect(within(list).getByText('2 × €15.00')).toBeTruthy();
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    await waitFor(() => expect(within(summary).getByText('€4.90')).toBeTruthy());
    expect(within(summary).getByText('€94.00')).toBeTruthy();
    expect(within(summary).getByText('€98.90')).toBeTruthy();
    expect(within(summary).getByText('including 7% VAT')).toBeTruthy();
    expect(within(summary).getByText('including 19% VAT')).toBeTruthy();
    expect(screen.getByText('Shipping costs: €4.90')).toBeTruthy();
    const shipping = calls.find((call) => call.name === 'checkoutShippingCosts');
    expect(shipping?.input).toMatchObject({
      body: { country: 'DE', cart: { ver: 1, items: expect.any(Array) } },
    });
    expect(screen.getByRole('checkbox', { name: 'Send me an invoice' })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('removes an item only after "yes", with the analytics event after consent', async () => {
    fill([ticket, poster]);
    show();
    const remove = await screen.findByRole('button', { name: `Remove ${poster.name}` });
    fireEvent.click(remove);
    expect(screen.getByRole('group', { name: `Remove “${poster.name}” from your basket?` }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Yes, remove' }));
    fireEvent.click(screen.getByRole('button', { name: 'No, keep it' }));
    expect(items()).toHaveLength(2);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: `Remove ${poster.name}` }),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: `Remove ${poster.name}` }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(items()).toEqual([ticket]);
    expect(dataLayer()).toBeUndefined();
    expect(screen.getByText(`“${poster.name}” was removed from your basket.`)).toBeTruthy();

    sessionStore.getState().acceptCookies();
    fireEvent.click(screen.getByRole('button', { name: `Remove ${ticket.name}` }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(dataLayer()).toEqual([
      expect.objectContaining({
        event: 'remove_from_cart',
        ecommerce: expect.objectContaining({ value: '28.00' }),
      }),
    ]);
    expect(await screen.findByText('Your basket is empty. Find something you like:')).toBeTruthy();
  });

  it('empties the basket after confirmation and offers the catalog', async () => {
    fill([ticket, poster]);
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Empty the basket' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, empty it' }));
    expect(items()).toEqual([]);
    const empty = screen.getByText('Your basket is empty. Find something you like:').parentElement!;
    expect(
      within(empty)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Tickets', '/en/tickets'],
      ['Guided tours', '/en/guided-tours'],
      ['Museum shop', '/en/merchandise'],
      ['Gift vouchers', '/en/vouchers'],
    ]);
  });

  it('releases a pending cart when an item is removed', async () => {
    fill([ticket, poster], 'ord-1');
    const { calls } = show('/en/checkout', {
      checkoutHold: { expiresAt: new Date(Date.now() + 600_000).toISOString(), extendable: true },
      checkoutCancel: true,
    });
    fireEvent.click(await screen.findByRole('button', { name: `Remove ${poster.name}` }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'checkoutCancel')?.input).toEqual({
        query: { noRedirect: 1 },
        body: { cartId: 'ord-1' },
      }),
    );
    expect(cartStore.getState().basket.orderToken).toBeNull();
  });
});

describe('voucher codes', () => {
  const messages: Record<string, string> = {
    VOUCHER_NOT_FOUND: 'We do not know this voucher code. Please check your entry.',
    VOUCHER_NOW_IS_BEFORE_VALID_FROM: 'This voucher cannot be redeemed yet.',
    VOUCHER_NOW_IS_AFTER_VALID_TO: 'This voucher has expired.',
    VOUCHER_NO_AMOUNT_LEFT: 'This voucher has no value left.',
    VOUCHER_SOMETHING_NEW: 'The voucher could not be checked. Please try again later.',
  };

  it.each(Object.entries(messages))('shows %s as a translated message', async (error, text) => {
    fill([poster]);
    const { calls } = show('/en/checkout', {
      voucherCode: () => {
        throw new ApiError({ status: 422, code: error, body: { error } });
      },
    });
    const field = await screen.findByRole('textbox', { name: 'Voucher code' });
    fireEvent.change(field, { target: { value: '  DEMO-X  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(calls.find((call) => call.name === 'voucherCode')?.input).toEqual({
      query: { voucher: 'DEMO-X' },
    });
    expect(items()).toEqual([poster]);
  });

  it('shows the unknown error when the server cannot be reached', async () => {
    fill([poster]);
    show('/en/checkout', {
      voucherCode: () => {
        throw new ApiError({ status: 0, code: 'NETWORK_ERROR' });
      },
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Voucher code' }), {
      target: { value: 'DEMO-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.VOUCHER_SOMETHING_NEW);
  });

  it('checks the validity dates itself too', async () => {
    fill([poster]);
    show('/en/checkout', {
      voucherCode: { ...code('OLD', 1000), valid_to: '2020-01-01' },
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Voucher code' }), {
      target: { value: 'OLD' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This voucher has expired.');
  });

  it('applies codes in basket order with used and remaining value, total never below 0', async () => {
    fill([poster]);
    const answers = [code('DEMO-10', 1000), code('DEMO-200', 20000)];
    show('/en/checkout', { voucherCode: () => answers.shift() });
    const field = await screen.findByRole('textbox', { name: 'Voucher code' });
    await waitFor(() => expect(screen.getByText('Shipping costs: €4.90')).toBeTruthy());
    fireEvent.change(field, { target: { value: 'DEMO-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('The voucher DEMO-10 has been applied.')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'DEMO-200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('The voucher DEMO-200 has been applied.')).toBeTruthy();
    const applied = screen.getByRole('list', { name: 'Applied vouchers' });
    const lines = within(applied).getAllByRole('listitem');
    expect(lines[0]?.textContent).toContain('Used: €10.00 · Value left: €0.00');
    expect(lines[1]?.textContent).toContain('Used: €24.90 · Value left: €175.10');
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    const total = within(summary).getByText('Total').parentElement!;
    expect(total.textContent).toBe('Total€0.00');
    expect(items().map((item) => item.type)).toEqual(['merchandise', 'voucherCode', 'voucherCode']);
  });

  it('refuses a barcode already in the basket without asking the server', async () => {
    fill([poster, { ...voucherItem('DEMO-10', 1000) }]);
    const { calls } = show('/en/checkout', { voucherCode: code('DEMO-10', 1000) });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Voucher code' }), {
      target: { value: ' DEMO-10 ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This voucher is already in your basket.',
    );
    expect(calls.some((call) => call.name === 'voucherCode')).toBe(false);
  });
});

function voucherItem(barcode: string, amount: number): BasketItem {
  return {
    type: 'voucherCode',
    barcode,
    name: 'Gift voucher',
    amount,
    price: -amount,
    totalPrice: -amount,
    count: 1,
    totalCount: 1,
    datetime: null,
    date: null,
    time: null,
    valid_to: null,
  };
}

describe('shipping costs', () => {
  it('asks for the chosen country and explains a country without costs', async () => {
    fill([poster]);
    const { calls } = show('/en/checkout', {
      customerAttr: {
        countries: [
          { key: 'DE', name: 'Germany' },
          { key: 'GB', name: 'United Kingdom' },
        ],
        salutations: [],
        required_fields: [],
        visible_fields: [],
      },
      checkoutShippingCosts: (input: unknown) => {
        const body = (input as { body: { country?: string } }).body;
        if (body.country === 'GB') {
          throw new ApiError({
            status: 422,
            code: 'SHIPPING_NO_COSTS_FOR_COUNTRY',
            body: { code: 'SHIPPING_NO_COSTS_FOR_COUNTRY' },
          });
        }
        return 490;
      },
    });
    const select = await screen.findByRole('combobox', { name: 'Shipping country' });
    await screen.findByRole('option', { name: 'United Kingdom' });
    fireEvent.change(select, { target: { value: 'GB' } });
    const alert = await screen.findByText(/We have no shipping costs for this country/);
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(
      within(alert).getByRole('link', { name: 'hilfe@museum.example' }).getAttribute('href'),
    ).toBe('mailto:hilfe@museum.example');
    expect(
      calls.filter((call) => call.name === 'checkoutShippingCosts').at(-1)?.input,
    ).toMatchObject({ body: { country: 'GB' } });
  });

  it('keeps the chosen country and the cost shown for the next steps', async () => {
    fill([poster]);
    show('/en/checkout', {
      customerAttr: {
        countries: [
          { key: 'DE', name: 'Germany' },
          { key: 'DK', name: 'Denmark' },
        ],
        salutations: [],
        required_fields: [],
        visible_fields: [],
      },
      checkoutShippingCosts: (input: unknown) =>
        (input as { body: { country?: string } }).body.country === 'DK' ? 990 : 490,
    });
    const select = await screen.findByRole('combobox', { name: 'Shipping country' });
    await screen.findByRole('option', { name: 'Denmark' });
    fireEvent.change(select, { target: { value: 'DK' } });
    await waitFor(() =>
      expect(cartStore.getState().shippingQuote).toEqual({ country: 'DK', cents: 990 }),
    );
    expect(JSON.parse(window.sessionStorage.getItem('shippingQuote') ?? 'null')).toEqual({
      country: 'DK',
      cents: 990,
    });
  });

  it('uses the token for a logged-in customer and sends the cart as the body', async () => {
    sessionStore.getState().logIn('tok', erika);
    fill([poster]);
    const { calls } = show();
    expect(
      await screen.findByText(
        'Your articles are sent to the shipping address of your customer account.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Shipping country' })).toBeNull();
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'checkoutShippingCosts')?.input).toMatchObject({
        body: { ver: 1, items: [{ type: 'merchandise', id: 4, count: 2, datetime: null }] },
      }),
    );
  });

  it('is not asked without merchandise', async () => {
    fill([ticket]);
    const { calls } = show();
    await screen.findByRole('heading', { level: 1, name: 'Your basket' });
    expect(screen.queryByRole('heading', { name: 'Shipping' })).toBeNull();
    expect(calls.some((call) => call.name === 'checkoutShippingCosts')).toBe(false);
  });
});

describe('continuing', () => {
  it('needs the terms, then goes to sign in for a visitor and tracks begin_checkout', async () => {
    sessionStore.getState().acceptCookies();
    fill([ticket]);
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to checkout' }));
    const terms = screen.getByRole('checkbox', {
      name: 'I accept the terms and conditions and the privacy policy.',
    });
    expect(
      screen
        .getByText('Please accept the terms and conditions and the privacy policy to order.')
        .getAttribute('role'),
    ).toBe('alert');
    expect(document.activeElement).toBe(terms);
    expect(screen.queryByText('fake sign-in step')).toBeNull();
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(
      within(summary).getByRole('link', { name: 'Terms and conditions' }).getAttribute('href'),
    ).toBe('/en/page/terms');
    expect(within(summary).getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe(
      '/en/page/data_protection',
    );
    fireEvent.click(terms);
    expect(cartStore.getState().termsAccepted).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    expect(await screen.findByText('fake sign-in step')).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sign in or continue as a guest' }),
    ).toBeTruthy();
    expect(dataLayer()).toEqual([expect.objectContaining({ event: 'begin_checkout' })]);
    act(() => sessionStore.getState().logIn('tok', erika));
    expect(await screen.findByText('fake payment step')).toBeTruthy();
  });

  it('goes straight to the payment for a logged-in customer, and back', async () => {
    sessionStore.getState().logIn('tok', erika);
    cartStore.getState().setTermsAccepted(true);
    fill([ticket]);
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to checkout' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment' })).toBeTruthy();
    fireEvent.click(screen.getByText('fake payment step'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your basket' })).toBeTruthy();
  });

  it('sends a logged-out visitor from the payment step to sign in', async () => {
    cartStore.getState().setTermsAccepted(true);
    fill([ticket]);
    show('/en/checkout?step=payment');
    expect(await screen.findByText('fake sign-in step')).toBeTruthy();
  });

  it('skips sign in for a logged-in customer', async () => {
    sessionStore.getState().logIn('tok', erika);
    cartStore.getState().setTermsAccepted(true);
    fill([ticket]);
    show('/en/checkout?step=login');
    expect(await screen.findByText('fake payment step')).toBeTruthy();
  });

  it('sends the visitor back to the cart with the terms message when they are not accepted', async () => {
    sessionStore.getState().logIn('tok', erika);
    fill([ticket]);
    show('/en/checkout?step=payment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your basket' })).toBeTruthy();
    expect(screen.queryByText('fake payment step')).toBeNull();
    expect(
      await screen.findByText(
        'Please accept the terms and conditions and the privacy policy to order.',
      ),
    ).toBeTruthy();
  });
});

describe('the document number', () => {
  it('is not offered while the configuration has it off', async () => {
    fill([ticket]);
    show();
    await screen.findByRole('heading', { level: 1, name: 'Your basket' });
    expect(screen.queryByRole('textbox', { name: 'Your document number' })).toBeNull();
  });

  it('is entered, confirmed and changed when the configuration has it on', async () => {
    fill([ticket]);
    show('/en/checkout', {}, { ...demoConfig, checkoutDocumentNumber: true });
    const field = await screen.findByRole('textbox', { name: 'Your document number' });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('Please enter a document number.')).toBeTruthy();
    fireEvent.change(field, { target: { value: '  PO-4711 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(cartStore.getState().externalDocumentNumber).toBe('PO-4711');
    expect(screen.getByText('PO-4711')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Your document number' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Change document number' }));
    const again = screen.getByRole('textbox', { name: 'Your document number' });
    expect((again as HTMLInputElement).value).toBe('PO-4711');
    fireEvent.change(again, { target: { value: 'PO-4712' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(cartStore.getState().externalDocumentNumber).toBe('PO-4712');
  });
});

describe('the express wallet', () => {
  const express = { payartId: 171, i18n: { en: 'Express wallet' }, method: 'express' };

  it('is offered only when the payment types hold an express type', async () => {
    fill([ticket]);
    show();
    await screen.findByRole('heading', { level: 1, name: 'Your basket' });
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: /^Pay with/ })).toBeNull();
  });

  it('needs the terms, then starts the wallet payment', async () => {
    fill([ticket]);
    show('/en/checkout', { checkoutPayments: [{ payartId: 5, i18n: { en: 'Card' } }, express] });
    const pay = await screen.findByRole('button', { name: 'Pay with Express wallet' });
    fireEvent.click(pay);
    expect(start).not.toHaveBeenCalled();
    expect(screen.getByText(/Please accept the terms/).getAttribute('role')).toBe('alert');
    fireEvent.click(
      screen.getByRole('checkbox', {
        name: 'I accept the terms and conditions and the privacy policy.',
      }),
    );
    fireEvent.click(pay);
    expect(start).toHaveBeenCalledWith({ payartId: 171, aux: { wallet: 'APPLEPAY' } });
  });

  it('is not offered for goods to ship, which need a delivery address', async () => {
    fill([ticket, poster]);
    show('/en/checkout', { checkoutPayments: [express] });
    await screen.findByRole('heading', { level: 1, name: 'Your basket' });
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: 'Pay with Express wallet' })).toBeNull();
  });
});

describe('the failed route', () => {
  it('says only that a gone cart is gone, never that the payment failed', async () => {
    fill([ticket]);
    show('/en/checkout/failed?reason=gone');
    const notice = (await screen.findByText(/We could not find your shopping cart/)).closest(
      '[role="status"]',
    )!;
    expect(notice.textContent).toContain('Please check your e-mails for a confirmation');
    expect(screen.queryByText(/Your payment was not completed/)).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Your basket' })).toBeTruthy();
  });

  it('says the payment failed when it did', async () => {
    fill([ticket]);
    show('/en/checkout/failed');
    const alert = (await screen.findByText(/Your payment was not completed/)).closest(
      '[role="alert"]',
    )!;
    expect(alert.textContent).toBe(
      'Your payment was not completed successfully. Please try again.',
    );
  });

  it('names a cart that cannot be completed', async () => {
    fill([ticket]);
    show('/en/checkout/failed?reason=incomplete');
    const notice = await screen.findByText('The shopping cart can not be completed.');
    expect(notice.closest('[role="alert"]')).toBeTruthy();
  });

  it('speaks German on the German page', async () => {
    fill([ticket]);
    show('/de/checkout/failed');
    const notice = await screen.findByText(
      'Ihre Zahlung wurde nicht erfolgreich abgeschlossen. Bitte versuchen Sie es erneut.',
    );
    expect(notice.closest('[role="alert"]')?.textContent).toBe(notice.textContent);
  });
});

describe('the hold countdown', () => {
  const NOW = new Date('2026-05-02T10:00:00.000Z');
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000).toISOString();

  it('counts down, warns at 5 minutes, and can be extended', async () => {
    fill([ticket], 'ord-7');
    let expiresAt = at(302);
    let extendable = true;
    const { calls } = show('/en/checkout', {
      checkoutHold: () => ({ expiresAt, extendable }),
      checkoutExtendHold: () => {
        expiresAt = at(1500);
        extendable = false;
        return { expiresAt };
      },
    });
    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toBe('05:02');
    const live = () => document.querySelector('[aria-live="polite"].visually-hidden');
    expect(live()?.textContent).toBe('');
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('timer').textContent).toBe('05:01');
    expect(live()?.textContent).toBe('');
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('timer').textContent).toBe('05:00');
    expect(live()?.textContent).toBe('Your reservation runs out in 5 minutes.');
    expect(screen.getByText('(running out soon)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Extend the reservation' }));
    await waitFor(() => expect(screen.getByRole('timer').textContent).toBe('24:58'));
    expect(calls.find((call) => call.name === 'checkoutExtendHold')?.input).toEqual({
      body: { cartId: 'ord-7' },
    });
    expect(live()?.textContent).toBe('The reservation has been extended.');
    expect(screen.queryByRole('button', { name: 'Extend the reservation' })).toBeNull();
    expect(screen.getByText('The reservation cannot be extended any further.')).toBeTruthy();
  });

  it('says when the hold ran out and forgets the order token', async () => {
    fill([ticket], 'ord-8');
    show('/en/checkout', { checkoutHold: { expiresAt: at(2), extendable: false } });
    expect((await screen.findByRole('timer')).textContent).toBe('00:02');
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByRole('heading', { name: 'Your reservation has expired' })).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(cartStore.getState().basket.orderToken).toBeNull();
    expect(items()).toEqual([ticket]);
  });

  it('treats a 410 answer as an expired hold', async () => {
    fill([ticket], 'ord-9');
    show('/en/checkout', {
      checkoutHold: () => {
        throw new ApiError({ status: 410, code: 'CART_GONE' });
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Your reservation has expired' }),
    ).toBeTruthy();
    expect(cartStore.getState().basket.orderToken).toBeNull();
  });
});

import type { MerchandiseBasketItem, TicketBasketItem } from '@foyer/domain';
import type { PaymentType, ShopConfig } from '@foyer/domain/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClientProvider } from '@/shared/api/api-context';
import { ApiError } from '@/shared/api/api-error';
import { createQueryClient } from '@/shared/api/queries';
import { ShopConfigProvider } from '@/shared/config/shop-config';
import { cartStore } from '@/shared/session/cart-store';
import { sessionStore } from '@/shared/session/session-store';
import { demoConfig, erika } from '@/test/fixtures';
import { fakeClient, testI18n, type FakeAnswers } from '@/test/render-shell';
import { PaymentStep } from './payment-step';
import { paymentRedirect } from './payment-redirect';

const ticket: TicketBasketItem = {
  type: 'ticket',
  id: 11,
  name: 'Adult',
  price: 1200,
  totalPrice: 2400,
  count: 2,
  totalCount: 2,
  datetime: '2030-05-04T10:00',
  date: '2030-05-04',
  time: '10:00',
  vat_value: 7,
  subtickets: [],
};

const poster: MerchandiseBasketItem = {
  type: 'merchandise',
  id: 5,
  name: 'Poster',
  price: 1500,
  totalPrice: 1500,
  count: 1,
  totalCount: 1,
  datetime: null,
  date: null,
  time: null,
  vat_value: 19,
};

const serverTypes: PaymentType[] = [
  { payartId: 161, method: 'card', i18n: { en: 'Credit card', de: 'Kreditkarte' } },
  { payartId: 164, method: 'sepa', i18n: { en: 'SEPA direct debit' } },
  { payartId: 170, method: 'wallet', i18n: { en: 'Apple Pay / Google Pay' } },
  { payartId: 171, method: 'express', i18n: { en: 'Express checkout' } },
];

const REDIRECT = 'http://localhost:3000/pay/test/abc';

function show(answers: FakeAnswers = {}, config: ShopConfig = demoConfig) {
  const onBack = vi.fn();
  const queryClient = createQueryClient();
  const fake = fakeClient({
    checkoutPayments: serverTypes,
    checkoutInitPayment: REDIRECT,
    ...answers,
  });
  render(
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={fake.client}>
        <I18nextProvider i18n={testI18n('en')}>
          <ShopConfigProvider config={config}>
            <MemoryRouter initialEntries={['/en/checkout?step=payment']}>
              <PaymentStep onBack={onBack} />
            </MemoryRouter>
          </ShopConfigProvider>
        </I18nextProvider>
      </ApiClientProvider>
    </QueryClientProvider>,
  );
  return { ...fake, onBack };
}

const pay = () => screen.getByRole('button', { name: /^Pay .* now$/ });
const bodyOf = (calls: Array<{ name: string; input: unknown }>, name: string) =>
  (calls.find((call) => call.name === name)?.input as { body: Record<string, unknown> }).body;

let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  assign = vi.spyOn(paymentRedirect, 'assign').mockImplementation(() => undefined);
  sessionStore.getState().logIn('token-1', erika);
  cartStore.getState().add(ticket);
  cartStore.getState().setTermsAccepted(true);
});

afterEach(() => {
  assign.mockRestore();
  cartStore.setState({ termsAccepted: false, externalDocumentNumber: null });
});

describe('the payment step', () => {
  it('lists the server types, a built-in one only where the server has none of its kind, no express wallet', async () => {
    show();
    const group = await screen.findByRole('group', { name: 'Payment method' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['Credit card', 'SEPA direct debit', 'Apple Pay / Google Pay']);
    expect(screen.getByRole('radio', { name: 'Credit card' })).toHaveProperty('checked', true);
    expect(screen.getByText('Erika Mustermann')).toBeTruthy();
    expect(screen.getByText('Hauptstr. 1')).toBeTruthy();
    expect(pay().textContent).toBe('Pay €24.00 now');
  });

  it('starts the payment with the cart, the return URLs and the invoice wish, then redirects', async () => {
    sessionStore.getState().setPartner('museumsnacht');
    cartStore.getState().setRequestInvoice(false);
    cartStore.getState().setExternalDocumentNumber('PO-77');
    const { calls } = show({}, { ...demoConfig, checkoutDocumentNumber: true });
    await screen.findByRole('radio', { name: 'Credit card' });
    expect(screen.getByText('Document number: PO-77')).toBeTruthy();
    fireEvent.click(pay());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(REDIRECT));
    const origin = window.location.origin;
    expect(bodyOf(calls, 'checkoutInitPayment')).toEqual({
      payart: 161,
      aux: { partner: 'museumsnacht' },
      cart: {
        ver: 1,
        items: [{ type: 'ticket', id: 11, count: 2, datetime: '2030-05-04T10:00', subtickets: [] }],
        external_document_number: 'PO-77',
        request_invoice: false,
      },
      url: { continue: `${origin}/en/checkout/success`, cancel: `${origin}/en/checkout/canceled` },
    });
    expect(screen.getByRole('button', { name: 'Starting payment …' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('continues to the accepted screen when payment is not confirmed on checkout', async () => {
    const { calls } = show({}, { ...demoConfig, confirmPaymentOnCheckout: false });
    await screen.findByRole('radio', { name: 'Credit card' });
    fireEvent.click(pay());
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(bodyOf(calls, 'checkoutInitPayment').url).toEqual({
      continue: `${window.location.origin}/en/checkout/accepted`,
      cancel: `${window.location.origin}/en/checkout/canceled`,
    });
  });

  it('validates account holder and IBAN for direct debit before paying', async () => {
    const { calls } = show();
    fireEvent.click(await screen.findByRole('radio', { name: 'SEPA direct debit' }));
    const iban = screen.getByRole('textbox', { name: 'IBAN' });
    fireEvent.change(iban, { target: { value: 'DE89 3704 0044 0532 0130 01' } });
    fireEvent.click(pay());
    const alert = await screen.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Please enter the account holder.', 'Please enter a valid IBAN.']);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(iban.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.name === 'checkoutInitPayment')).toBe(false);

    fireEvent.change(screen.getByRole('textbox', { name: 'Account holder' }), {
      target: { value: ' Erika Mustermann ' },
    });
    fireEvent.change(iban, { target: { value: 'de89 3704 0044 0532 0130 00' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(pay());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(REDIRECT));
    expect(bodyOf(calls, 'checkoutInitPayment')).toMatchObject({
      payart: 164,
      aux: { accountHolder: 'Erika Mustermann', iban: 'DE89370400440532013000' },
    });
  });

  it('asks for account data for the built-in direct debit 162 too', async () => {
    show({ checkoutPayments: serverTypes.filter((type) => type.method !== 'sepa') });
    fireEvent.click(await screen.findByRole('radio', { name: 'Direct debit' }));
    expect(screen.getByRole('textbox', { name: 'Account holder' })).toBeTruthy();
  });

  it('sends the chosen wallet as aux.wallet', async () => {
    const { calls } = show();
    fireEvent.click(await screen.findByRole('radio', { name: 'Apple Pay / Google Pay' }));
    const wallets = screen.getByRole('group', { name: 'Choose your wallet' });
    expect(within(wallets).getByRole('radio', { name: 'Apple Pay' })).toHaveProperty(
      'checked',
      true,
    );
    fireEvent.click(within(wallets).getByRole('radio', { name: 'Google Pay' }));
    fireEvent.click(pay());
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(bodyOf(calls, 'checkoutInitPayment')).toMatchObject({
      payart: 170,
      aux: { wallet: 'GOOGLEPAY' },
    });
  });

  it('pays a kept pending cart again with initPaymentOrder', async () => {
    cartStore.getState().setOrderToken('cart-kept');
    const { calls } = show({ checkoutInitPaymentOrder: 'http://localhost:3000/pay/test/again' });
    await screen.findByRole('radio', { name: 'Credit card' });
    fireEvent.click(pay());
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://localhost:3000/pay/test/again'),
    );
    expect(bodyOf(calls, 'checkoutInitPaymentOrder')).toMatchObject({
      payart: 161,
      id: 'cart-kept',
    });
    expect(calls.some((call) => call.name === 'checkoutInitPayment')).toBe(false);
  });

  it('falls back to initPayment when the kept cart is not available any more (406)', async () => {
    cartStore.getState().setOrderToken('cart-old');
    const { calls } = show({
      checkoutInitPaymentOrder: () => {
        throw new ApiError({ status: 406, code: 'ORDER_NOT_AVAILABLE' });
      },
    });
    await screen.findByRole('radio', { name: 'Credit card' });
    fireEvent.click(pay());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(REDIRECT));
    expect(calls.map((call) => call.name)).toContain('checkoutInitPayment');
    expect(cartStore.getState().basket.orderToken).toBeNull();
  });

  it('shows the translated cart error of a 422, naming the item, and no redirect', async () => {
    show({
      checkoutInitPayment: () => {
        throw new ApiError({
          status: 422,
          code: 'TIME_SOLD_OUT',
          body: { error: 'TIME_SOLD_OUT', params: { requested: 2, available: 0, item: 0 } },
        });
      },
    });
    await screen.findByRole('radio', { name: 'Credit card' });
    fireEvent.click(pay());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This time is sold out. (concerns: Adult)',
    );
    expect(assign).not.toHaveBeenCalled();
    expect(pay()).toHaveProperty('disabled', false);
  });

  it('reads an unknown code as "The shopping cart can not be completed."', async () => {
    show({
      checkoutInitPayment: () => {
        throw new ApiError({
          status: 422,
          code: 'SOMETHING_NEW',
          body: { error: 'SOMETHING_NEW' },
        });
      },
    });
    await screen.findByRole('radio', { name: 'Credit card' });
    fireEvent.click(pay());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The shopping cart can not be completed.',
    );
  });

  it('asks for the terms again when they are not accepted', async () => {
    cartStore.getState().setTermsAccepted(false);
    const { calls } = show();
    await screen.findByRole('radio', { name: 'Credit card' });
    fireEvent.click(pay());
    expect(
      await screen.findByRole('link', {
        name: 'Please accept the terms and conditions and the privacy policy.',
      }),
    ).toBeTruthy();
    expect(calls.some((call) => call.name === 'checkoutInitPayment')).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
    expect(cartStore.getState().termsAccepted).toBe(true);
    fireEvent.click(pay());
    await waitFor(() => expect(assign).toHaveBeenCalled());
  });

  it('adds the shipping costs of merchandise, asked with the token', async () => {
    cartStore.getState().add(poster);
    const { calls } = show({ checkoutShippingCosts: 490 });
    expect(await screen.findByText('€4.90')).toBeTruthy();
    expect(bodyOf(calls, 'checkoutShippingCosts')).toEqual({
      ver: 1,
      items: [
        { type: 'ticket', id: 11, datetime: '2030-05-04T10:00', count: 2 },
        { type: 'merchandise', id: 5, datetime: null, count: 1 },
      ],
    });
    expect(pay().textContent).toBe('Pay €43.90 now');
    expect(screen.getByRole('heading', { name: 'Shipping address' })).toBeTruthy();
    expect(screen.getByText('Same as billing address')).toBeTruthy();
  });

  it('books a free order without a payment choice or provider, VAT still shown', async () => {
    cartStore.getState().add({
      type: 'voucherCode',
      barcode: 'GIFT-100',
      name: 'Gift voucher',
      amount: 10000,
      price: -10000,
      totalPrice: -10000,
      count: 1,
      totalCount: 1,
      datetime: null,
      date: null,
      time: null,
      valid_to: null,
    });
    const { calls } = show({
      checkoutInitPayment: `${window.location.origin}/en/checkout/success`,
    });
    const button = await screen.findByRole('button', { name: 'Place free order' });
    expect(screen.queryByRole('group', { name: 'Payment method' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByText(/payment provider/)).toBeNull();
    expect(screen.getByText(/Your vouchers cover the whole amount/)).toBeTruthy();
    expect(screen.getByText(/Paid by voucher/)).toBeTruthy();
    expect(screen.getByText('incl. 7 % VAT').nextElementSibling?.textContent).toBe('€1.57');
    fireEvent.click(button);
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(bodyOf(calls, 'checkoutInitPayment')).toMatchObject({ payart: 161, aux: {} });
  });

  it('says when the shipping cost differs from the one the basket showed', async () => {
    cartStore.getState().add(poster);
    cartStore.getState().setShippingQuote({ country: 'DK', cents: 990 });
    show({ checkoutShippingCosts: 490 });
    const notice = await screen.findByText(/The shipping costs have changed/);
    expect(notice.textContent).toBe(
      'The shipping costs have changed: the basket showed €9.90 for Denmark; for your delivery address in Germany they are €4.90.',
    );
  });

  it('says nothing when the cost is the one the basket showed', async () => {
    cartStore.getState().add(poster);
    cartStore.getState().setShippingQuote({ country: 'DE', cents: 490 });
    show({ checkoutShippingCosts: 490 });
    await screen.findByText('€4.90');
    expect(screen.queryByText(/The shipping costs have changed/)).toBeNull();
  });

  it('goes back to the cart', async () => {
    const { onBack } = show();
    fireEvent.click(await screen.findByRole('button', { name: 'Back to basket' }));
    expect(onBack).toHaveBeenCalledOnce();
  });
});

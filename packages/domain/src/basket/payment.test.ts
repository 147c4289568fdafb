import { describe, expect, it } from 'vitest';
import { paymentAux } from '../contract/checkout';
import {
  execPaymentFailure,
  expressWalletFits,
  failedReasonOf,
  paymentAuxOf,
  paymentFormOf,
  paymentReturnUrls,
} from './payment';

describe('paymentFormOf', () => {
  it('asks for account data for 74, 164 and any SEPA type', () => {
    expect(paymentFormOf({ payartId: 74 })).toBe('directDebit');
    expect(paymentFormOf({ payartId: 164, method: 'card' })).toBe('directDebit');
    expect(paymentFormOf({ payartId: 162, method: 'sepa' })).toBe('directDebit');
  });

  it('tells wallets, the express wallet and cards apart', () => {
    expect(paymentFormOf({ payartId: 170, method: 'wallet' })).toBe('wallet');
    expect(paymentFormOf({ payartId: 171, method: 'express' })).toBe('express');
    expect(paymentFormOf({ payartId: 161, method: 'card' })).toBe('card');
    expect(paymentFormOf({ payartId: 99 })).toBe('card');
  });
});

describe('paymentAuxOf', () => {
  const directDebit = { accountHolder: '  Erika Mustermann ', iban: 'de89 3704 0044 0532 0130 00' };

  it('sends the trimmed holder and the compact IBAN for direct debit', () => {
    const aux = paymentAuxOf('directDebit', { directDebit, wallet: 'APPLEPAY' });
    expect(aux).toEqual({ accountHolder: 'Erika Mustermann', iban: 'DE89370400440532013000' });
    expect(paymentAux.safeParse(aux).success).toBe(true);
  });

  it('sends the wallet only for wallet forms', () => {
    expect(paymentAuxOf('wallet', { wallet: 'GOOGLEPAY', directDebit })).toEqual({
      wallet: 'GOOGLEPAY',
    });
    expect(paymentAuxOf('express', { wallet: 'APPLEPAY' })).toEqual({ wallet: 'APPLEPAY' });
    expect(paymentAuxOf('card', { wallet: 'APPLEPAY', directDebit })).toEqual({});
  });

  it('adds the partner tag when the session has one', () => {
    expect(paymentAuxOf('card', { partner: ' museumsnacht ' })).toEqual({
      partner: 'museumsnacht',
    });
    expect(paymentAuxOf('card', { partner: '' })).toEqual({});
    expect(paymentAuxOf('card', { partner: null })).toEqual({});
  });
});

describe('paymentReturnUrls', () => {
  it('continues to success when payment is confirmed on checkout', () => {
    expect(paymentReturnUrls('https://shop.example/', 'de', true)).toEqual({
      continue: 'https://shop.example/de/checkout/success',
      cancel: 'https://shop.example/de/checkout/canceled',
    });
  });

  it('continues to accepted otherwise', () => {
    expect(paymentReturnUrls('http://localhost:3000', 'en', false)).toEqual({
      continue: 'http://localhost:3000/en/checkout/accepted',
      cancel: 'http://localhost:3000/en/checkout/canceled',
    });
  });
});

describe('execPaymentFailure', () => {
  it('maps the answers of execPayment', () => {
    expect(execPaymentFailure(422, 'PAYMENT_FAILED')).toBe('failed');
    expect(execPaymentFailure(422, 'VOUCHER_NO_AMOUNT_LEFT')).toBe('incomplete');
    expect(execPaymentFailure(422, null)).toBe('incomplete');
    expect(execPaymentFailure(410, 'CART_GONE')).toBe('gone');
    expect(execPaymentFailure(400, 'CART_NOT_COMPLETABLE')).toBe('message');
    expect(execPaymentFailure(0, 'NETWORK_ERROR')).toBe('retry');
    expect(execPaymentFailure(404, 'NOT_FOUND')).toBe('retry');
  });

  it('names the failed screen reason', () => {
    expect(failedReasonOf('gone')).toBe('gone');
    expect(failedReasonOf('incomplete')).toBe('incomplete');
    expect(failedReasonOf('failed')).toBeNull();
    expect(failedReasonOf('message')).toBeNull();
    expect(failedReasonOf('retry')).toBeNull();
  });
});

describe('expressWalletFits', () => {
  it('is offered for tickets, tours and vouchers, not for goods to ship nor an empty basket', () => {
    expect(expressWalletFits([{ type: 'ticket' }, { type: 'voucherCode' }])).toBe(true);
    expect(expressWalletFits([{ type: 'guidedTour' }, { type: 'voucher' }])).toBe(true);
    expect(expressWalletFits([{ type: 'ticket' }, { type: 'merchandise' }])).toBe(false);
    expect(expressWalletFits([])).toBe(false);
  });
});

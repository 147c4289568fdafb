import { describe, expect, it } from 'vitest';
import type { BasketItem } from './basket-item';
import {
  needsShippingCosts,
  shippingCostsFailed,
  shippingCostsLoaded,
  startShippingCalculation,
  toShippingCents,
  type ShippingCostState,
} from './shipping-costs';

const base = {
  name: 'x',
  price: 100,
  totalPrice: 100,
  count: 1,
  totalCount: 1,
  datetime: null,
  date: null,
  time: null,
};
const book: BasketItem = { ...base, type: 'merchandise', id: 1 };
const ticket: BasketItem = { ...base, type: 'ticket', id: 2, subtickets: [] };
const state = { shippingCosts: 450, shippingCostsError: 'OLD', orderToken: 'keep-me' };

describe('toShippingCents', () => {
  it('reads numbers and numeric strings as whole cents', () => {
    expect(toShippingCents(490)).toBe(490);
    expect(toShippingCents(' 490 ')).toBe(490);
    expect(toShippingCents(490.5)).toBe(491);
  });

  it('counts anything non-numeric as 0', () => {
    for (const value of [null, undefined, '', 'free', {}, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(toShippingCents(value)).toBe(0);
    }
  });

  it('never makes shipping a credit', () => {
    expect(toShippingCents(-300)).toBe(0);
  });
});

describe('shipping cost state', () => {
  it('clears the costs and the error at the start of a calculation, keeping other fields', () => {
    expect(startShippingCalculation(state)).toEqual({
      shippingCosts: undefined,
      shippingCostsError: null,
      orderToken: 'keep-me',
    });
  });

  it('stores the answered costs and clears the error', () => {
    const started = startShippingCalculation(state);
    expect(shippingCostsLoaded(started, 590)).toMatchObject({
      shippingCosts: 590,
      shippingCostsError: null,
    });
    expect(shippingCostsLoaded(started, '590')).toMatchObject({ shippingCosts: 590 });
    expect(shippingCostsLoaded(started, 'n/a')).toMatchObject({ shippingCosts: 0 });
  });

  it('sets the costs to null and keeps the error code on failure', () => {
    const failed: ShippingCostState = shippingCostsFailed(state, 'SHIPPING_NO_COSTS_FOR_COUNTRY');
    expect(failed).toEqual({
      shippingCosts: null,
      shippingCostsError: 'SHIPPING_NO_COSTS_FOR_COUNTRY',
      orderToken: 'keep-me',
    });
  });
});

describe('needsShippingCosts', () => {
  it('asks for costs when merchandise meets a token or a country', () => {
    expect(needsShippingCosts([ticket, book], { token: 'abc' })).toBe(true);
    expect(needsShippingCosts([book], { country: 'DE' })).toBe(true);
    expect(needsShippingCosts([book], { token: null, country: 'AT' })).toBe(true);
  });

  it('does not ask without merchandise', () => {
    expect(needsShippingCosts([ticket], { token: 'abc', country: 'DE' })).toBe(false);
    expect(needsShippingCosts([], { country: 'DE' })).toBe(false);
  });

  it('does not ask when neither a token nor a country is known', () => {
    expect(needsShippingCosts([book], {})).toBe(false);
    expect(needsShippingCosts([book], { token: '', country: '  ' })).toBe(false);
  });
});

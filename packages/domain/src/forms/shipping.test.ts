import { describe, expect, it } from 'vitest';
import { shippingAddressFromBilling, shippingFieldsReady } from './shipping';
import type { ShippingForm } from './shipping';

const filled: ShippingForm = {
  separateAddress: true,
  name: 'Anna Berger',
  street: 'Museumstraße 1',
  zip: '1010',
  city: 'Wien',
  country: { key: 'AT', name: 'Österreich', index: 3 },
};

describe('shippingFieldsReady', () => {
  it('is ready when the shipping address is the same as billing, even with empty fields', () => {
    expect(
      shippingFieldsReady({
        separateAddress: false,
        name: '',
        street: '',
        zip: '',
        city: '',
        country: null,
      }),
    ).toEqual({ ok: true, value: undefined });
  });

  it('is ready when every field of a separate address is filled', () => {
    expect(shippingFieldsReady(filled).ok).toBe(true);
    expect(shippingFieldsReady({ ...filled, country: 'AT' }).ok).toBe(true);
  });

  it.each([
    ['name', { name: '' }],
    ['street', { street: '   ' }],
    ['zip', { zip: '' }],
    ['city', { city: '' }],
    ['country as null', { country: null }],
    ['country as an empty key', { country: '' }],
    ['country entry without key', { country: { key: '' } }],
  ])('asks to fill in all fields when the %s is missing', (_label, change) => {
    expect(shippingFieldsReady({ ...filled, ...change })).toEqual({
      ok: false,
      code: 'SHIPPING_FIELDS_INCOMPLETE',
    });
  });
});

describe('shippingAddressFromBilling', () => {
  it('copies the billing address field by field', () => {
    const billing = {
      name: 'Anna Berger',
      street: 'Ring 2',
      zip: '1010',
      city: 'Wien',
      country: 'AT',
    };
    const stored = { ...billing, id: 9 };
    const shipping = shippingAddressFromBilling(stored);
    expect(shipping).toEqual(billing);
    expect(shipping).not.toBe(billing);
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  apiEnvelope,
  badRequestBody,
  goneBody,
  notAcceptableBody,
  notFoundBody,
  shippingErrorBody,
  unauthorizedBody,
  validationErrorBody,
} from './errors';

describe('validationErrorBody', () => {
  it('accepts a per-field message as a string or as a list', () => {
    const body = {
      error: 'FORM_HAS_ERRORS',
      errors: { email: 'E-mail already registered', password: ['Too short', 'Needs a digit'] },
    };
    expect(validationErrorBody.parse(body)).toEqual(body);
  });

  it('accepts a stable code alone, as voucher refusals send it', () => {
    expect(validationErrorBody.parse({ error: 'VOUCHER_NO_AMOUNT_LEFT' })).toEqual({
      error: 'VOUCHER_NO_AMOUNT_LEFT',
    });
  });

  it('refuses a body without error and per-field messages that are not text', () => {
    expect(validationErrorBody.safeParse({ errors: { email: 'taken' } }).success).toBe(false);
    expect(validationErrorBody.safeParse({ error: 'X', errors: { email: 42 } }).success).toBe(
      false,
    );
    expect(validationErrorBody.safeParse({ error: 'X', errors: { email: [42] } }).success).toBe(
      false,
    );
  });
});

describe('other error bodies', () => {
  it('needs a message for 400', () => {
    expect(badRequestBody.safeParse({ message: 'You must fill all fields' }).success).toBe(true);
    expect(badRequestBody.safeParse({ error: 'BAD_REQUEST' }).success).toBe(false);
  });

  it('needs a code for failed shipping costs', () => {
    expect(shippingErrorBody.parse({ code: 'SHIPPING_NO_COSTS_FOR_COUNTRY' })).toEqual({
      code: 'SHIPPING_NO_COSTS_FOR_COUNTRY',
    });
    expect(shippingErrorBody.safeParse({ error: 'SHIPPING_NO_COSTS_FOR_COUNTRY' }).success).toBe(
      false,
    );
  });

  it('needs a code for 401, 404, 406 and 410 and allows a message', () => {
    for (const body of [unauthorizedBody, notFoundBody, notAcceptableBody, goneBody]) {
      expect(body.safeParse({ error: 'CART_GONE', message: 'Cart not found' }).success).toBe(true);
      expect(body.safeParse({ message: 'Cart not found' }).success).toBe(false);
    }
  });
});

describe('apiEnvelope', () => {
  it('wraps the data of an answer', () => {
    const envelope = apiEnvelope(z.number().int());
    expect(envelope.parse({ data: 490 })).toEqual({ data: 490 });
    expect(envelope.safeParse({ data: '4.90' }).success).toBe(false);
    expect(envelope.safeParse(490).success).toBe(false);
  });
});

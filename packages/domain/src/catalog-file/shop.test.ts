import { describe, expect, it } from 'vitest';
import { issuedValue, merchandiseEditSchema, voucherIssueSchema } from './shop';

const fixed = { price: 3000, variableAmount: false, validityDays: 365 };
const variable = { price: 0, variableAmount: true, validityDays: 30 };

describe('issuedValue', () => {
  it('takes a fixed type’s price and runs validityDays from today', () => {
    expect(issuedValue(fixed, { amount: null, validFrom: null }, '2026-11-25')).toEqual({
      ok: true,
      amount: 3000,
      validFrom: '2026-11-25',
      validTo: '2027-11-24',
    });
  });

  it('counts validity from a chosen start, across a leap day', () => {
    expect(
      issuedValue(fixed, { amount: null, validFrom: '2028-01-01' }, '2026-11-25'),
    ).toMatchObject({ validFrom: '2028-01-01', validTo: '2028-12-30' });
  });

  it('refuses a value the client makes up for a fixed type', () => {
    expect(issuedValue(fixed, { amount: 9999, validFrom: null }, '2026-11-25')).toEqual({
      ok: false,
      field: 'amount',
      message: 'the value comes from the voucher type',
    });
    expect(issuedValue(fixed, { amount: 3000, validFrom: null }, '2026-11-25').ok).toBe(true);
  });

  it('needs the amount of a variable-amount type', () => {
    expect(issuedValue(variable, { amount: null, validFrom: null }, '2026-11-25').ok).toBe(false);
    expect(issuedValue(variable, { amount: 4500, validFrom: null }, '2026-11-25')).toMatchObject({
      ok: true,
      amount: 4500,
      validTo: '2026-12-24',
    });
  });
});

describe('the editor’s schemas', () => {
  it('checks an article as the catalog file does, without id and sales', () => {
    const parsed = merchandiseEditSchema.safeParse({
      name: 'Tasse',
      price: 100,
      capacity: 3,
      id: 4,
    });
    expect(parsed.success).toBe(false);
    expect(
      merchandiseEditSchema.parse({ name: { de: 'Tasse' }, price: 100, capacity: 3 }),
    ).toMatchObject({ needsShipping: true, active: true, productKind: null });
  });

  it('issues 1 to 500 codes at a time', () => {
    expect(voucherIssueSchema.parse({ voucherType: 1 })).toMatchObject({ count: 1, amount: null });
    expect(voucherIssueSchema.safeParse({ voucherType: 1, count: 501 }).success).toBe(false);
  });
});

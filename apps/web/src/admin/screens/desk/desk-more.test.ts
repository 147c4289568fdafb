import { describe, expect, it } from 'vitest';
import { emptyHolder } from '@/shared/merchandise/pass-holders';
import { DESK_MORE_TEXTS } from '../../texts/desk-more';
import { amountPart, amountProblem, passPart } from './desk-more';

describe('variable-amount vouchers at the desk', () => {
  it('sends an entered amount in cents with its count', () => {
    expect(amountPart({ 3: { amount: '40,50', count: 2 } })).toEqual({
      items: [{ type: 'voucher', id: 3, count: 2, amount: 4050 }],
      incomplete: false,
    });
  });

  it('ignores an untouched entry and one with no vouchers', () => {
    expect(amountPart({ 3: { amount: '', count: 0 }, 4: { amount: '10', count: 0 } })).toEqual({
      items: [],
      incomplete: false,
    });
  });

  it('blocks the sale with an amount above the shop limit or no amount', () => {
    expect(amountPart({ 3: { amount: '1000.01', count: 1 } })).toEqual({
      items: [],
      incomplete: true,
    });
    expect(amountProblem({ amount: '1000.01', count: 1 })).toBe('tooHigh');
    expect(amountProblem({ amount: '', count: 1 })).toBe('required');
    expect(amountProblem({ amount: '0', count: 1 })).toBe('required');
    expect(amountProblem({ amount: 'abc', count: 1 })).toBe('required');
    expect(amountProblem({ amount: '1000', count: 1 })).toBeNull();
    expect(amountProblem({ amount: '', count: 0 })).toBeNull();
  });
});

describe('annual passes at the desk', () => {
  const holder = (first: string, last: string) => ({ ...emptyHolder('DE'), first, last });

  it('sends one owner per pass, names trimmed, no delivery address', () => {
    expect(passPart({ 10: [holder(' Ada ', 'Lovelace'), holder('Alan', 'Turing')] })).toEqual({
      items: [
        {
          type: 'merchandise',
          id: 10,
          count: 2,
          owners: [
            {
              name: { title: '', first: 'Ada', last: 'Lovelace' },
              send_to_custom_addr: false,
              address: null,
            },
            {
              name: { title: '', first: 'Alan', last: 'Turing' },
              send_to_custom_addr: false,
              address: null,
            },
          ],
        },
      ],
      incomplete: false,
    });
  });

  it('blocks the sale while a holder lacks a first or last name', () => {
    expect(passPart({ 10: [holder('Ada', ' ')] })).toEqual({ items: [], incomplete: true });
    expect(passPart({ 10: [] })).toEqual({ items: [], incomplete: false });
  });
});

describe('the texts of the desk parts', () => {
  it('are written in each of the eight languages, not copied from English', () => {
    const { en, ...others } = DESK_MORE_TEXTS;
    expect(Object.keys(others).sort()).toEqual(['da', 'de', 'es', 'fr', 'it', 'nl', 'sv']);
    for (const table of Object.values(others)) {
      for (const [key, text] of Object.entries(table)) {
        expect(text.trim()).not.toBe('');
        expect(text).not.toBe(en[key as keyof typeof en]);
        // The same placeholders as the English text.
        expect(text.match(/{{\w+}}/g)?.sort()).toEqual(
          en[key as keyof typeof en].match(/{{\w+}}/g)?.sort(),
        );
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import {
  emptyHolder,
  holderProblems,
  resizeHolders,
  toOwners,
  type HolderDraft,
} from './pass-holders';

const erika: HolderDraft = { ...emptyHolder('DE'), first: 'Erika', last: 'Mustermann' };

describe('pass holders', () => {
  it('keeps entered holders when the number of passes changes', () => {
    const three = resizeHolders([erika], 3, 'DE');
    expect(three).toHaveLength(3);
    expect(three[0]).toBe(erika);
    expect(three[2]).toEqual(emptyHolder('DE'));
    expect(resizeHolders(three, 1, 'DE')).toEqual([erika]);
  });

  it('accepts a holder with first and last name', () => {
    expect(holderProblems(erika)).toBeNull();
  });

  it('points at the blank name fields', () => {
    expect(holderProblems({ ...erika, first: '  ' })).toEqual({
      name: true,
      address: false,
      fields: ['first'],
    });
    expect(holderProblems(emptyHolder('DE'))?.fields).toEqual(['first', 'last']);
  });

  it('needs every field of a custom address, and none without one', () => {
    const custom = { ...erika, customAddress: true };
    expect(holderProblems(custom)).toEqual({
      name: false,
      address: true,
      fields: ['name', 'street', 'zip', 'city'],
    });
    expect(holderProblems({ ...custom, customAddress: false })).toBeNull();
  });

  it('turns drafts into trimmed owners, with the address only when it is used', () => {
    const withAddress: HolderDraft = {
      title: ' Dr. ',
      first: ' Max ',
      last: 'Mustermann ',
      customAddress: true,
      address: { name: ' Max ', street: 'Weg 1', zip: '12345', city: 'Lindenau', country: 'AT' },
    };
    expect(toOwners([erika, withAddress])).toEqual([
      {
        name: { title: '', first: 'Erika', last: 'Mustermann' },
        send_to_custom_addr: false,
        address: null,
      },
      {
        name: { title: 'Dr.', first: 'Max', last: 'Mustermann' },
        send_to_custom_addr: true,
        address: { name: 'Max', street: 'Weg 1', zip: '12345', city: 'Lindenau', country: 'AT' },
      },
    ]);
  });
});

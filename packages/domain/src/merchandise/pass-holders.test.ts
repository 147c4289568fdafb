import { describe, expect, it } from 'vitest';
import { ANNUAL_PASS_PRODUCT_KIND, passHolderRequired, validatePassHolders } from './pass-holders';

const holder = (first: string | null, last: string | null) => ({
  name: { title: '', first, last },
  send_to_custom_addr: false,
});

describe('passHolderRequired', () => {
  it('asks for holders on annual passes, product kind 13', () => {
    expect(ANNUAL_PASS_PRODUCT_KIND).toBe(13);
    expect(passHolderRequired(13)).toBe(true);
    expect(passHolderRequired('13')).toBe(true);
  });

  it('does not ask for holders on other merchandise', () => {
    for (const kind of [1, 12, '', null, undefined]) {
      expect(passHolderRequired(kind)).toBe(false);
    }
  });
});

describe('validatePassHolders', () => {
  it('accepts one fully named holder per pass', () => {
    const holders = [holder('Ada', 'Lovelace'), holder('Alan', 'Turing')];
    expect(validatePassHolders(holders, 2)).toEqual({ ok: true, value: holders });
  });

  it('accepts no holders for no passes', () => {
    expect(validatePassHolders([], 0)).toEqual({ ok: true, value: [] });
  });

  it('points at the first holder without a first or last name', () => {
    expect(validatePassHolders([holder('Ada', 'Lovelace'), holder('  ', 'Turing')], 2)).toEqual({
      ok: false,
      code: 'PASS_HOLDER_NAME_REQUIRED',
      params: { index: 1 },
    });
    expect(validatePassHolders([holder('Ada', null)], 1)).toEqual({
      ok: false,
      code: 'PASS_HOLDER_NAME_REQUIRED',
      params: { index: 0 },
    });
    expect(validatePassHolders([{ name: {} }], 1)).toEqual({
      ok: false,
      code: 'PASS_HOLDER_NAME_REQUIRED',
      params: { index: 0 },
    });
  });

  it('points at the first missing holder when there are fewer holders than passes', () => {
    expect(validatePassHolders([holder('Ada', 'Lovelace')], 3)).toEqual({
      ok: false,
      code: 'PASS_HOLDER_NAME_REQUIRED',
      params: { index: 1 },
    });
  });

  it('points at the first surplus holder when there are more holders than passes', () => {
    expect(validatePassHolders([holder('Ada', 'Lovelace'), holder('Alan', 'Turing')], 1)).toEqual({
      ok: false,
      code: 'PASS_HOLDER_NAME_REQUIRED',
      params: { index: 1 },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { domainResolver, errorTexts, serverError } from './form-resolver';
import type { CodeText } from './messages';

const text: CodeText = (code) => `text of ${code ?? 'nothing'}`;
const options = { fields: {}, shouldUseNativeValidation: false };

describe('domainResolver', () => {
  const resolver = domainResolver((values: { a: string; b: string }) => ({
    fields: {
      a: values.a === '' ? ['FIELD_REQUIRED'] : [],
      'group.root': values.b === '' ? ['SHIPPING_FIELDS_INCOMPLETE', 'FIELD_REQUIRED'] : undefined,
    },
    form: 'FORM_HAS_ERRORS',
  }));

  it('answers the values when the domain finds nothing wrong', async () => {
    expect(await resolver({ a: 'x', b: 'y' }, undefined, options)).toEqual({
      values: { a: 'x', b: 'y' },
      errors: {},
    });
  });

  it('answers the codes per field path and the form code as the root error', async () => {
    const { values, errors } = await resolver({ a: '', b: '' }, undefined, options);
    expect(values).toEqual({});
    expect(errorTexts(errors.a, text)).toEqual(['text of FIELD_REQUIRED']);
    const group = (errors as { group?: { root?: Parameters<typeof errorTexts>[0] } }).group;
    expect(errorTexts(group?.root, text)).toEqual([
      'text of SHIPPING_FIELDS_INCOMPLETE',
      'text of FIELD_REQUIRED',
    ]);
    expect(errorTexts(errors.root, text)).toEqual(['text of FORM_HAS_ERRORS']);
  });
});

describe('errorTexts', () => {
  it('shows the server’s messages as they are', () => {
    expect(errorTexts(serverError(['Unknown postcode', 'Too long']), text)).toEqual([
      'Unknown postcode',
      'Too long',
    ]);
    expect(errorTexts(undefined, text)).toEqual([]);
  });
});

import { merchandiseEditSchema } from '@foyer/domain/catalog-file/shop';
import { describe, expect, it } from 'vitest';
import { AdminApiError } from '../../../api';
import type { Translate } from '../../../i18n';
import { filled, issuesToErrors, refusalErrors } from './shop-form';

const t: Translate = (key, params) => (params ? `${key} ${JSON.stringify(params)}` : key);

describe('the shop editor’s form helpers', () => {
  it('leaves out texts that are empty and trims the others', () => {
    expect(filled({ de: ' Tasse ', da: '  ', en: '' })).toEqual({ de: 'Tasse' });
  });

  it('names each field the shared schema refuses once, in the staff member’s words', () => {
    const checked = merchandiseEditSchema.safeParse({
      name: { de: ' ' },
      price: -1,
      vatValue: 300,
      capacity: Number.NaN,
    });
    expect(checked.success).toBe(false);
    if (checked.success) return;
    expect(issuesToErrors(checked.error.issues, t)).toEqual({
      name: 'nameRequired',
      price: 'priceInvalid',
      vatValue: 'vatInvalid',
      capacity: 'stockInvalid',
    });
  });

  it('words a stock below what is sold and held with its numbers', () => {
    const error = new AdminApiError(422, 'CAPACITY_BELOW_SOLD_AND_HELD', 'x', null, {
      sold: 2,
      held: 1,
      minimum: 3,
      capacity: 2,
    });
    expect(refusalErrors(error, t)).toEqual({
      capacity: 'capacityRefused {"sold":2,"held":1,"minimum":3}',
    });
  });

  it('maps the server’s per-field refusals and leaves other failures to the caller', () => {
    const refused = new AdminApiError(
      422,
      'VALIDATION_FAILED',
      'x',
      null,
      {},
      {
        'name.de': 'needs a text',
        category: 'does not exist',
      },
    );
    expect(refusalErrors(refused, t)).toEqual({ name: 'nameRequired', category: 'fieldInvalid' });
    expect(refusalErrors(new AdminApiError(500, 'INTERNAL', 'x', null), t)).toBeNull();
    expect(refusalErrors(new Error('offline'), t)).toBeNull();
  });
});

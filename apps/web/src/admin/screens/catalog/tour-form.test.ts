import { tourEditSchema } from '@foyer/domain/catalog-file/tours';
import { describe, expect, it } from 'vitest';
import {
  emptyTourForm,
  newOption,
  newPrice,
  newQuestion,
  tourBodyOf,
  tourFieldMessage,
  tourFieldOf,
} from './tour-form';

describe('the tour editor’s form', () => {
  it('makes a body the catalog file’s schema takes, options only for the kinds that choose', () => {
    const form = emptyTourForm();
    form.name = { de: ' Stadtführung ', da: 'Byvandring', fr: '  ' };
    form.tickets = [{ ...newPrice(), name: { de: 'Erwachsene' }, price: '12,50' }];
    form.prices = [{ ...newPrice(), name: { de: 'Gruppe' }, price: '90' }];
    form.questions = [
      {
        ...newQuestion(),
        text: { de: 'Rollstuhl?' },
        type: 'radio',
        options: [{ ...newOption(), text: { de: 'Ja' } }],
      },
      { ...newQuestion(), text: { de: 'Alter' }, type: 'number', options: [newOption()] },
    ];
    const body = tourBodyOf(form);
    const parsed = tourEditSchema.parse(body);
    expect(parsed.name).toEqual({ de: 'Stadtführung', da: 'Byvandring' });
    expect(parsed.tickets[0]).toMatchObject({ price: 1250, vatValue: 7, sequenceNo: 1 });
    expect(parsed.prices[0]?.price).toBe(9000);
    expect(parsed.questions.map((q) => q.options.length)).toEqual([1, 0]);
  });

  it('names the field and the staff text of each refusal', () => {
    const form = emptyTourForm();
    form.maxParticipants = '0';
    form.questions = [{ ...newQuestion(), text: { de: 'Wo?' }, type: 'select' }];
    const result = tourEditSchema.safeParse(tourBodyOf(form));
    const paths = (result.error?.issues ?? []).map((issue) => issue.path.join('.'));
    expect(paths.map(tourFieldOf).sort()).toEqual([
      'maxParticipants',
      'name',
      'questions.0.options',
      'tickets.0.name',
      'tickets.0.price',
    ]);
    expect(paths.map(tourFieldMessage).sort()).toEqual([
      'limitsInvalid',
      'nameRequired',
      'nameRequired',
      'optionsNeeded',
      'priceInvalid',
    ]);
    expect(tourFieldMessage('questions.1.options.0.text')).toBe('textRequired');
    expect(tourFieldMessage('prices')).toBe('priceListNeeded');
  });
});

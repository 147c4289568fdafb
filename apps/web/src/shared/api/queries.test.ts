import { describe, expect, it } from 'vitest';
import { configLanguages, createQueryClient, fetchShopConfig, paymentTypesQuery } from './queries';
import { mergePaymentTypes } from './payment-types';
import { ApiError } from './api-error';
import { demoConfig } from '@/test/fixtures';
import { fakeClient } from '@/test/render-shell';

describe('the remote configuration', () => {
  it('is asked in the page language first, then German, then English', () => {
    expect(configLanguages('fr')).toEqual(['fr', 'de', 'en']);
    expect(configLanguages(null)).toEqual(['de', 'en']);
    expect(configLanguages('en')).toEqual(['en', 'de']);
  });

  it('is asked in the next language when the server does not offer one (404)', async () => {
    const { client, calls } = fakeClient({
      shopConfig: (input: unknown) => {
        if ((input as { lang: string }).lang === 'fr') {
          throw new ApiError({ status: 404, code: 'NOT_FOUND' });
        }
        return demoConfig;
      },
    });
    await expect(fetchShopConfig(client, ['fr', 'de'])).resolves.toEqual(demoConfig);
    expect(calls.map((call) => (call.input as { lang: string }).lang)).toEqual(['fr', 'de']);
  });

  it('fails at once on any other error', async () => {
    const { client, calls } = fakeClient({
      shopConfig: () => {
        throw new ApiError({ status: 0, code: 'NETWORK_ERROR' });
      },
    });
    await expect(fetchShopConfig(client, ['de', 'en'])).rejects.toMatchObject({ status: 0 });
    expect(calls).toHaveLength(1);
  });
});

describe('payment types', () => {
  it('merge the built-in 161 and 162 with the server types, the server first', () => {
    const merged = mergePaymentTypes([
      { payartId: 170, i18n: { de: 'Wallet' }, method: 'wallet' },
      { payartId: 161, i18n: { de: 'Kreditkarte (Server)' } },
    ]);
    expect(merged.map((type) => type.payartId)).toEqual([170, 161, 162]);
    expect(merged[1]!.i18n.de).toBe('Kreditkarte (Server)');
  });

  it('leave out a built-in fallback when the server offers the same kind of payment', () => {
    const sepa = { payartId: 164, i18n: { de: 'SEPA-Lastschrift' }, method: 'sepa' as const };
    const card = { payartId: 163, i18n: { de: 'Karte' }, method: 'card' as const };
    expect(mergePaymentTypes([sepa]).map((type) => type.payartId)).toEqual([164, 161]);
    expect(mergePaymentTypes([card, sepa]).map((type) => type.payartId)).toEqual([163, 164]);
  });

  it('fall back to the built-in types when the call fails', async () => {
    const { client } = fakeClient({});
    const types = await createQueryClient().fetchQuery(paymentTypesQuery(client, 'de'));
    expect(types.map((type) => type.payartId)).toEqual([161, 162]);
  });
});

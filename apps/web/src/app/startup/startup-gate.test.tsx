import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { createQueryClient } from '@/shared/api/queries';
import { sessionStore } from '@/shared/session/session-store';
import { demoConfig, demoContent, erika } from '@/test/fixtures';
import { fakeClient, testI18n, type FakeAnswers } from '@/test/render-shell';
import { Root } from '../root';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderRoot(answers: FakeAnswers, i18nReady: Promise<void> = Promise.resolve()) {
  const fake = fakeClient(answers);
  const reload = vi.fn();
  render(
    <Root
      client={fake.client}
      queryClient={createQueryClient()}
      i18n={testI18n('en')}
      i18nReady={i18nReady}
      configLanguages={['en', 'de']}
      initialLanguage="en"
      reload={reload}
    />,
  );
  return { ...fake, reload };
}

describe('startup', () => {
  beforeEach(() => window.history.pushState({}, '', '/en'));
  afterEach(() => window.history.pushState({}, '', '/'));

  it('shows a calm loading screen until the configuration is in, then the shop', async () => {
    const config = deferred<typeof demoConfig>();
    renderRoot({ shopConfig: () => config.promise, staticContent: demoContent });
    expect(await screen.findByText('The shop is opening …')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    await act(async () => config.resolve(demoConfig));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lindenau City Museum' }),
    ).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#1f4e5f');
  });

  it('shows a translated error with a retry when the configuration fails', async () => {
    let fail = true;
    const { calls } = renderRoot({
      shopConfig: () => {
        if (fail) throw new ApiError({ status: 0, code: 'NETWORK_ERROR' });
        return demoConfig;
      },
      staticContent: demoContent,
    });
    expect(
      await screen.findByRole('heading', { name: 'The shop could not be loaded' }),
    ).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lindenau City Museum' }),
    ).toBeTruthy();
    expect(calls.filter((call) => call.name === 'shopConfig').length).toBeGreaterThan(1);
  });

  it('restores the stored login and loads payment types and meta data', async () => {
    sessionStore.getState().logIn('token-0123456789abcdef');
    const { calls } = renderRoot({
      shopConfig: demoConfig,
      staticContent: demoContent,
      customer: erika,
      checkoutPayments: [{ payartId: 164, i18n: { en: 'SEPA direct debit' } }],
    });
    expect(await screen.findByRole('button', { name: 'Erika Mustermann' })).toBeTruthy();
    const names = calls.map((call) => call.name);
    expect(names).toEqual(expect.arrayContaining(['customer', 'checkoutPayments', 'shopInfo']));
    expect(calls.find((call) => call.name === 'checkoutPayments')?.input).toMatchObject({
      query: { shop: 2 },
    });
  });

  it('drops a stored login the server refuses', async () => {
    sessionStore.getState().logIn('token-0123456789abcdef', erika);
    renderRoot({
      shopConfig: demoConfig,
      staticContent: demoContent,
      customer: () => {
        throw new ApiError({ status: 401, code: 'AUTH_TOKEN_EXPIRED' });
      },
    });
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeTruthy();
    await waitFor(() => expect(sessionStorage.getItem('token')).toBeNull());
  });

  it('offers a reload in the page language when not even the translations load', async () => {
    const { reload } = renderRoot({ shopConfig: demoConfig }, Promise.reject(new Error('offline')));
    fireEvent.click(await screen.findByRole('button', { name: 'Reload page' }));
    expect(screen.getByRole('heading', { name: 'The shop could not be loaded.' })).toBeTruthy();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

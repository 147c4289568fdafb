/** Renders the shell under a memory router with a fake API client, as the component tests need it. */
import type { EndpointName } from '@foyer/domain/contract';
import type { ShopConfig } from '@foyer/domain/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { ShellRoutes } from '@/app/shell/routes';
import type { ApiClient } from '@/shared/api/api-client';
import { ApiClientProvider } from '@/shared/api/api-context';
import { ApiError } from '@/shared/api/api-error';
import { createQueryClient } from '@/shared/api/queries';
import { ShopConfigProvider } from '@/shared/config/shop-config';
import de from '@/i18n/de.json';
import en from '@/i18n/en.json';
import fr from '@/i18n/fr.json';
import { demoConfig, demoContent } from './fixtures';

/** An i18next instance with the real tables, ready at once. */
export function testI18n(lang: 'de' | 'en' | 'fr' = 'en'): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'en',
    resources: { de: { translation: de }, en: { translation: en }, fr: { translation: fr } },
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}

/** Answers of the fake API client by endpoint name; a function may throw an ApiError. */
export type FakeAnswers = Partial<Record<EndpointName, unknown>>;

/** A fake API client: answers from `answers`, 404 for anything else; `calls` records every call. */
export function fakeClient(answers: FakeAnswers = {}) {
  const calls: Array<{ name: EndpointName; input: unknown }> = [];
  const call = vi.fn(async (name: EndpointName, input?: unknown) => {
    calls.push({ name, input });
    if (!(name in answers)) throw new ApiError({ status: 404, code: 'NOT_FOUND' });
    const answer = answers[name];
    return typeof answer === 'function' ? (answer as (input: unknown) => unknown)(input) : answer;
  });
  const client = { apiBase: '/api', call } as unknown as ApiClient;
  return { client, calls, call };
}

export interface ShellOptions {
  readonly path?: string;
  readonly config?: ShopConfig;
  readonly answers?: FakeAnswers;
  readonly lang?: 'de' | 'en' | 'fr';
  readonly extra?: ReactNode;
}

/** Renders the routes of the shell at `path` with the demo configuration. */
export function renderShell({
  path = '/en',
  config = demoConfig,
  answers = { staticContent: demoContent },
  lang,
  extra,
}: ShellOptions = {}) {
  const i18n = testI18n(
    lang ?? (path.startsWith('/de') ? 'de' : path.startsWith('/fr') ? 'fr' : 'en'),
  );
  const queryClient = createQueryClient();
  queryClient.setQueryData(['shopConfig'], config);
  const fake = fakeClient(answers);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={fake.client}>
        <I18nextProvider i18n={i18n}>
          <ShopConfigProvider config={config}>
            <MemoryRouter initialEntries={[path]}>
              <ShellRoutes />
              {extra}
            </MemoryRouter>
          </ShopConfigProvider>
        </I18nextProvider>
      </ApiClientProvider>
    </QueryClientProvider>,
  );
  return { ...result, ...fake, i18n, queryClient };
}

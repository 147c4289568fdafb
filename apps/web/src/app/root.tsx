/** The providers of the shop around the startup gate. */
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { ApiClient } from '@/shared/api/api-client';
import { ApiClientProvider } from '@/shared/api/api-context';
import { StartupGate, type StartupGateProps } from './startup/startup-gate';

export interface RootProps extends StartupGateProps {
  readonly client: ApiClient;
  readonly queryClient: QueryClient;
  readonly i18n: I18n;
}

export function Root({ client, queryClient, i18n, ...gate }: RootProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <StartupGate {...gate} />
        </I18nextProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}

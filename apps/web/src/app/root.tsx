/** The providers of the shop around the startup gate. */
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { ApiClient } from '@/shared/api/api-client';
import { ApiClientProvider } from '@/shared/api/api-context';
import { RenderModeContext, type RenderMode } from '@/shared/ui/render-context';
import { StartupGate, type StartupGateProps } from './startup/startup-gate';

export interface RootProps extends StartupGateProps {
  readonly client: ApiClient;
  readonly queryClient: QueryClient;
  readonly i18n: I18n;
  /** Server render or hydration (render-context.ts); a browser-only render by default. */
  readonly mode?: RenderMode;
}

const BROWSER_ONLY: RenderMode = { allStages: false, serverPage: null, noticeAccepted: false };

export function Root({ client, queryClient, i18n, mode = BROWSER_ONLY, ...gate }: RootProps) {
  return (
    <RenderModeContext value={mode}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>
          <I18nextProvider i18n={i18n}>
            <StartupGate {...gate} />
          </I18nextProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </RenderModeContext>
  );
}

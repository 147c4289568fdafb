/**
 * Startup: the shop renders only after the remote configuration has loaded; meanwhile the boot
 * screen of index.html (site name and loading state), and a translated error screen with retry when
 * it fails. Then the theme is applied, the stored login restored, payment types and meta data
 * loaded.
 */
import type { Language } from '@foyer/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useApiClient } from '@/shared/api/api-context';
import { shopConfigQuery } from '@/shared/api/queries';
import { ShopConfigProvider } from '@/shared/config/shop-config';
import { routeInfoOf } from '@/shared/navigation/route-info';
import { sessionStore } from '@/shared/session/session-store';
import { ErrorBoundary } from '@/shared/ui/error-boundary';
import type { ShopConfig } from '@foyer/domain/contract';
import { BootFailure } from './boot-failure';
import { loadShell } from './load-shell';
import { BootScreen } from './boot-screen';
import { StartupErrorScreen } from './startup-screens';
import { runStartupTasks } from './startup-tasks';
import { applyTheme } from './theme';

const Shell = lazy(loadShell);

type Readiness = 'loading' | 'ready' | 'failed';

function useReadiness(ready: Promise<void>, readyNow: boolean): Readiness {
  const [state, setState] = useState<Readiness>(readyNow ? 'ready' : 'loading');
  useEffect(() => {
    let active = true;
    ready.then(
      () => active && setState('ready'),
      () => active && setState('failed'),
    );
    return () => {
      active = false;
    };
  }, [ready]);
  return state;
}

/** Applies the theme and runs the startup tasks once the configuration is there. */
function StartupTasks({ config }: { config: ShopConfig }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const started = useRef(false);
  useLayoutEffect(() => applyTheme(document, config.theme), [config.theme]);
  useEffect(() => {
    // Once per page load, also when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    const { lang } = routeInfoOf(
      window.location.pathname,
      config,
      sessionStore.getState().language,
    );
    void runStartupTasks(client, queryClient, sessionStore, lang);
  }, [client, queryClient, config]);
  return null;
}

export interface StartupGateProps {
  /** Resolves when the first translation table is in. */
  readonly i18nReady: Promise<void>;
  /** The languages to ask the configuration in. */
  readonly configLanguages: readonly Language[];
  /** The language of the page as the address says, for the last-resort message. */
  readonly initialLanguage: Language;
  /** The site name index.html showed before the configuration was in. */
  readonly bootName?: string;
  readonly reload?: () => void;
  /** The first table is in already (a server render, or a browser hydrating one). */
  readonly i18nLoaded?: boolean;
  /** The shell in the lazy shell's place: the server's static router. */
  readonly shell?: ReactNode;
}

export function StartupGate({
  i18nReady,
  configLanguages,
  initialLanguage,
  bootName = 'Foyer',
  reload = () => window.location.reload(),
  i18nLoaded = false,
  shell = <Shell />,
}: StartupGateProps) {
  const client = useApiClient();
  const readiness = useReadiness(i18nReady, i18nLoaded);
  const config = useQuery(shopConfigQuery(client, configLanguages));
  if (readiness === 'failed') return <BootFailure lang={initialLanguage} onReload={reload} />;
  // Until the table and the configuration are in, the boot screen index.html showed stays.
  if (readiness === 'loading' || config.isPending) {
    return <BootScreen siteName={bootName} lang={initialLanguage} />;
  }
  if (config.isError) {
    return (
      <StartupErrorScreen onRetry={() => void config.refetch()} retrying={config.isFetching} />
    );
  }
  return (
    <ShopConfigProvider config={config.data}>
      <StartupTasks config={config.data} />
      <ErrorBoundary fallback={<StartupErrorScreen onRetry={reload} retrying={false} />}>
        <Suspense fallback={<BootScreen siteName={config.data.siteName} lang={initialLanguage} />}>
          {shell}
        </Suspense>
      </ErrorBoundary>
    </ShopConfigProvider>
  );
}

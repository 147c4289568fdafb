/**
 * Boot: reads where the API lives, remembers partner and referrer, and either hydrates the page the
 * server drew (its data handed over in `#foyer-state`) once the language table and the shell's code
 * are in, or — when the server sent the plain index.html — starts loading the configuration, the
 * language table and the shell at once and renders the startup gate.
 */
import { isLanguage, LANGUAGES, parseLangSegment, DEFAULT_LANGUAGE } from '@foyer/domain';
import type { ShopConfig } from '@foyer/domain/contract';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Root } from './app/root';
import { bootSiteName } from './app/startup/boot-screen';
import { hydrateShop, STATE_ELEMENT_ID } from './app/ssr/hand-over';
import { loadShell } from './app/startup/load-shell';
import { warmUpFormats } from './app/startup/warm-up';
import {
  capturePartner,
  captureReferrer,
  paymentProviderHosts,
} from './app/startup/session-capture';
import { createTransportReactions, pageWasJustReloaded } from './app/startup/transport-reactions';
import { resolveApiBase } from './shared/api/api-base';
import { createApiClient } from './shared/api/api-client';
import {
  configLanguages,
  createQueryClient,
  shopConfigQuery,
  staticContentQuery,
} from './shared/api/queries';
import { navigateTo } from './shared/navigation/navigator';
import { noticeAcceptedAtStart, sessionStore } from './shared/session/session-store';
import { showServerError } from './shared/ui/message-store';
import { createI18n } from './i18n/i18n';
import './app/app.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element');

const pageLanguage = parseLangSegment(window.location.pathname).lang;
// A page the server drew says its language (the shop's default where the address names none).
const drawnLanguage = document.documentElement.lang;
const stateElement = document.getElementById(STATE_ELEMENT_ID);
const initialLanguage =
  pageLanguage ??
  (stateElement !== null && isLanguage(drawnLanguage) ? drawnLanguage : DEFAULT_LANGUAGE);
const session = sessionStore.getState();
session.setLanguage(initialLanguage);
document.documentElement.lang = initialLanguage;
captureReferrer(
  document.referrer,
  window.location.origin,
  paymentProviderHosts(import.meta.env.VITE_FOYER_PAYMENT_PROVIDER_HOSTS),
  session,
);
capturePartner(window.location.search, session);

const queryClient = createQueryClient();
const serverDrawn = hydrateShop(queryClient, stateElement?.textContent);
const client = createApiClient({
  apiBase: resolveApiBase(document, import.meta.env.VITE_FOYER_API_BASE),
  language: () => sessionStore.getState().language ?? initialLanguage,
  token: () => sessionStore.getState().token,
  reactions: createTransportReactions({
    languages: () => queryClient.getQueryData<ShopConfig>(['shopConfig'])?.languages ?? LANGUAGES,
    storeLanguage: () => sessionStore.getState().language,
    location: () => window.location,
    navigate: navigateTo,
    dropIdentity: () => sessionStore.getState().dropIdentity(),
    serverError: showServerError,
    reload: () => window.location.reload(),
    recentlyReloaded: () => pageWasJustReloaded(),
  }),
});
const languages = configLanguages(pageLanguage);
const { i18n, ready } = createI18n(initialLanguage);
void queryClient.prefetchQuery(shopConfigQuery(client, languages));
// Banners, footer and cookie notice need the static content: fetched alongside.
void queryClient.prefetchQuery(staticContentQuery(client, initialLanguage));
void loadShell().catch(() => undefined);
warmUpFormats(initialLanguage);

if (serverDrawn) {
  // The page is on screen already: it is hydrated once its texts and the shell's code are in.
  void Promise.all([ready, loadShell()]).then(
    () => hydrateApp(rootElement),
    () => renderApp(rootElement),
  );
} else {
  // A task after the boot's own work: loading the modules and rendering are two shorter tasks.
  setTimeout(() => renderApp(rootElement), 0);
}

function app(hydrating: boolean) {
  return (
    <StrictMode>
      <Root
        client={client}
        queryClient={queryClient}
        i18n={i18n}
        i18nReady={ready}
        i18nLoaded={hydrating}
        configLanguages={languages}
        initialLanguage={initialLanguage}
        bootName={bootSiteName(document)}
        mode={hydrating ? HYDRATING : undefined}
      />
    </StrictMode>
  );
}

const HYDRATING = { allStages: true, serverPage: null, noticeAccepted: noticeAcceptedAtStart };

// Hydrated as a transition, the page is taken over in short tasks that yield to the visitor's
// input, rather than in one long task (the drawn page is already on screen meanwhile).
function hydrateApp(container: HTMLElement) {
  startTransition(() => {
    hydrateRoot(container, app(true));
  });
}

function renderApp(container: HTMLElement) {
  createRoot(container).render(app(false));
}

/**
 * The shop's pages drawn on the server: the same React components as in the browser, with React
 * Router's static handler and router, the data loaded once into a TanStack Query client and handed
 * to the browser with the HTML (dehydrated), which hydrates it (main.tsx). See docs/decisions.md
 * "React 19 and server rendering".
 */
import { parseLangSegment, type Language } from '@foyer/domain';
import type { ShopConfig } from '@foyer/domain/contract';
import type { QueryClient } from '@tanstack/react-query';
// The edge build: it keeps no per-request AsyncLocalStorage, which in Node 20 would switch on async
// hooks for every promise and tick of the whole server, the API included (docs/decisions.md).
import { renderToReadableStream } from 'react-dom/server.edge';
import type { ReactNode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Root } from '@/app/root';
import { SERVER_ROUTES } from '@/app/shell/routes';
import { createApiClient } from '@/shared/api/api-client';
import {
  configLanguages,
  createQueryClient,
  paymentTypesQuery,
  shopConfigQuery,
  shopInfoQuery,
  staticContentQuery,
} from '@/shared/api/queries';
import { routeInfoOf } from '@/shared/navigation/route-info';
import type { ServerPage } from '@/shared/ui/render-context';
import { createI18n } from '@/i18n/i18n';
import { describeHead, type PageHead } from '@/app/head/page-head';
import { dehydrateShop } from './hand-over';

export interface ShopPageRequest {
  /** The page's absolute URL, as the visitor asked for it. */
  readonly url: string;
  /** Where the API lives for the browser (`/api`); the server's calls use `fetch` below. */
  readonly apiBase: string;
  /** Answers the API calls of the render (the server's own routes, in process). */
  readonly fetch: typeof fetch;
  /** The visitor's cookie says they accepted the cookie notice: the page is drawn without it. */
  readonly noticeAccepted?: boolean;
}

export type ShopPage =
  | {
      readonly kind: 'page';
      readonly status: number;
      readonly lang: Language;
      /** The app's markup, for the page's root element. */
      readonly html: string;
      /** The data of the render as JSON, for the browser to hydrate (`#foyer-state`). */
      readonly state: string;
      readonly head: PageHead;
      readonly theme: ShopConfig['theme'];
      /** The source files of the lazy chunks the page needs (document.tsx links their styles). */
      readonly chunks: readonly string[];
    }
  | { readonly kind: 'redirect'; readonly status: number; readonly location: string };

/** The lazy chunk every page loads: the shell (routes, header, footer). */
const SHELL_SOURCE = 'src/app/shell/shell-app.tsx';

/** At most this many rounds of loading what the screens asked for (a list, then its details). */
const MAX_ROUNDS = 8;

/**
 * The server's query client: remembers which queries a screen asked for with `enabled` on (two
 * screens may share a query, one of them with it off), so a round loads exactly those.
 */
function createServerQueryClient(): { queryClient: QueryClient; wanted: Set<string> } {
  const wanted = new Set<string>();
  const queryClient = createQueryClient();
  const defaults = queryClient.defaultQueryOptions.bind(queryClient);
  queryClient.defaultQueryOptions = ((options: Parameters<typeof defaults>[0]) => {
    const defaulted = defaults(options);
    if (defaulted.enabled !== false && defaulted.queryHash) wanted.add(defaulted.queryHash);
    return defaulted;
  }) as typeof queryClient.defaultQueryOptions;
  return { queryClient, wanted };
}

/** The queries the last render asked for and nobody has loaded yet. */
function waitingQueries(queryClient: QueryClient, wanted: ReadonlySet<string>) {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        wanted.has(query.queryHash),
    );
}

/**
 * The whole page as HTML: written only once everything has loaded (lazy screens included), so every
 * part is in place in the markup — no streamed fallbacks, which would need inline scripts the CSP
 * forbids.
 */
async function renderComplete(element: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(element, {
    // Every part inline, however large (React moves large parts to the end otherwise).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  await stream.allReady;
  return new Response(stream).text();
}

/** Draws the shop's page at `request.url`. Throws when the configuration cannot be read. */
export async function renderShopPage(request: ShopPageRequest): Promise<ShopPage> {
  const url = new URL(request.url);
  const pageLanguage = parseLangSegment(url.pathname).lang;
  const { queryClient, wanted } = createServerQueryClient();
  const client = createApiClient({
    apiBase: request.apiBase,
    language: () => lang,
    token: () => null,
    // A server render has no visitor to send anywhere: failures show as the screens draw them.
    reactions: {
      unauthorized: () => undefined,
      serverError: () => undefined,
      unavailable: () => undefined,
      waitingRoom: () => undefined,
    },
    fetch: request.fetch,
  });
  const languages = configLanguages(pageLanguage);
  const config = await queryClient.fetchQuery(shopConfigQuery(client, languages));
  const { lang } = routeInfoOf(url.pathname, config, pageLanguage ?? null);
  const handler = createStaticHandler(SERVER_ROUTES);
  const context = await handler.query(new Request(url.href));
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('location') ?? '/',
    };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const { i18n, ready } = createI18n(lang);
  await Promise.all([
    ready,
    queryClient.prefetchQuery(staticContentQuery(client, lang)),
    queryClient.prefetchQuery(shopInfoQuery(client, lang)),
    // The startup tasks' payment types: loaded here, so the browser need not ask again.
    queryClient.prefetchQuery(paymentTypesQuery(client, lang)),
  ]);

  let page: ServerPage = { status: 200, title: null, head: null, chunks: new Set() };
  let html = '';
  for (let round = 0; ; round += 1) {
    page = { status: 200, title: null, head: null, chunks: new Set() };
    wanted.clear();
    html = await renderComplete(
      <Root
        client={client}
        queryClient={queryClient}
        i18n={i18n}
        i18nReady={ready}
        i18nLoaded
        configLanguages={languages}
        initialLanguage={lang}
        bootName={config.siteName}
        mode={{
          allStages: true,
          serverPage: page,
          noticeAccepted: request.noticeAccepted ?? false,
        }}
        shell={<StaticRouterProvider router={router} context={context} hydrate={false} />}
      />,
    );
    const waiting = waitingQueries(queryClient, wanted);
    if (waiting.length === 0 || round + 1 >= MAX_ROUNDS) break;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  }
  const match = routeInfoOf(url.pathname, config, lang).match;
  const info = queryClient.getQueryData(shopInfoQuery(client, lang).queryKey);
  const head = describeHead({
    origin: url.origin,
    pathname: url.pathname,
    lang,
    config,
    routeName: match?.route.name ?? null,
    titleKey: match?.route.titleKey ?? null,
    page,
    timeZone: info?.meta.timeZone ?? null,
    t: (key) => i18n.t(key),
  });
  return {
    kind: 'page',
    status: page.status,
    lang,
    html,
    state: dehydrateShop(queryClient),
    head,
    theme: config.theme,
    chunks: [SHELL_SOURCE, ...page.chunks],
  };
}

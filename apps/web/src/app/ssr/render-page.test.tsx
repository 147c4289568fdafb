// @vitest-environment node
/**
 * The server render: the page's markup, status, head and handed-over data, drawn from API answers
 * (a fetch built from the contract's route table, as the API server would answer).
 */
import { formatMoney } from '@foyer/domain';
import { ENDPOINT_ROUTES } from '@foyer/domain/contract/routes';
import type { EndpointName } from '@foyer/domain/contract';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/shared/api/queries';
import { ApiError } from '@/shared/api/api-error';
import { siteNameOf } from '@/shared/config/shop-config';
import { demoConfig, demoContent } from '@/test/fixtures';
import {
  collection,
  lightPlay,
  permanent,
  shopInfo,
  timedTickets,
  TODAY,
} from '@/test/ticket.fixtures';
import { fillTemplate } from './document';
import { hydrateShop, STATE_ELEMENT_ID } from './hand-over';
import { renderShopPage, type ShopPage } from './render-page';

type Answer = unknown | ((params: Record<string, string>) => unknown);

const ANSWERS: Partial<Record<EndpointName, Answer>> = {
  shopConfig: demoConfig,
  staticContent: demoContent,
  shopInfo,
  checkoutPayments: [],
  eventSelect: [{ ...lightPlay, price_from: 1250 }, permanent],
  ticketLifetime: { first: TODAY, last: '2027-01-20' },
  ticketCollect: (params: Record<string, string>) =>
    params.id === '1' ? collection(timedTickets(TODAY)) : undefined,
  ticketCalendar: {},
};

/** Answers `{apiBase}/{lang}/{path}` like the API server: `{ data }`, or 404. */
function contractFetch(seen: string[], answers = ANSWERS): typeof fetch {
  const routes = Object.entries(ENDPOINT_ROUTES).map(([name, route]) => {
    const names: string[] = [];
    const pattern = route.path
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\{(\w+)\}/g, (_, key: string) => {
        names.push(key);
        return '([^/;?]+)';
      });
    return { name: name as EndpointName, names, regex: new RegExp(`^/api/[a-z]{2}/${pattern}$`) };
  });
  return async (input) => {
    const url = new URL(String(input), 'http://shop.test');
    seen.push(url.pathname);
    for (const route of routes) {
      const match = route.regex.exec(url.pathname);
      if (!match) continue;
      const params = Object.fromEntries(
        route.names.map((key, index) => [key, match[index + 1] ?? '']),
      );
      const answer = answers[route.name];
      const data = typeof answer === 'function' ? answer(params) : answer;
      if (data === undefined) break;
      return new Response(JSON.stringify({ data }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }
    return new Response(JSON.stringify({ error: 'NOT_FOUND', message: 'Not found.' }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    });
  };
}

async function render(
  path: string,
  answers = ANSWERS,
  noticeAccepted = false,
): Promise<Extract<ShopPage, { kind: 'page' }>> {
  const page = await renderShopPage({
    url: `https://shop.test${path}`,
    apiBase: '/api',
    fetch: contractFetch([], answers),
    noticeAccepted,
  });
  if (page.kind !== 'page') throw new Error(`expected a page, got ${page.kind}`);
  return page;
}

const TEMPLATE = `<!doctype html>
<html lang="de">
  <head>
    <meta name="description" content="built" />
    <meta name="theme-color" content="#000000" />
    <title>Foyer</title>
  </head>
  <body>
    <div id="root">
      <main class="boot" id="foyer-boot"><p>Der Shop öffnet …</p></main>
    </div>
  </body>
</html>`;

describe('a page drawn on the server', () => {
  it('shows an event with its name, dates and price in the asked language, titled by it', async () => {
    for (const lang of ['de', 'en'] as const) {
      const page = await render(`/${lang}/tickets/1`);
      expect(page.status).toBe(200);
      expect(page.lang).toBe(lang);
      expect(page.html).toContain('<h1 class="detail-intro__title">Light Play</h1>');
      expect(page.html).toContain(formatMoney(1250, lang));
      expect(page.html).toContain('20.01.2027');
      expect(page.head.title).toBe(`Light Play - ${siteNameOf(demoConfig, lang)}`);
      expect(page.head.canonical).toBe(`https://shop.test/${lang}/tickets/1`);
      expect(page.head.jsonLd[0]).toMatchObject({ '@type': 'Event', name: 'Light Play' });
    }
  });

  it('states an event’s times with the offset of the museum’s own time zone', async () => {
    const berlin = await render('/en/tickets/1');
    expect(berlin.head.jsonLd[0]).toMatchObject({ endDate: '2027-01-20T18:00:00+01:00' });
    const newYork = await render('/en/tickets/1', {
      ...ANSWERS,
      shopInfo: { ...shopInfo, meta: { ...shopInfo.meta, timeZone: 'America/New_York' } },
    });
    expect(newYork.head.jsonLd[0]).toMatchObject({ endDate: '2027-01-20T18:00:00-05:00' });
  });

  it('leaves the structured data out, not guessing a time zone, without the shop info', async () => {
    const page = await render('/en/tickets/1', { ...ANSWERS, shopInfo: undefined });
    expect(page.status).toBe(200);
    expect(page.head.title).toBe(`Light Play - ${siteNameOf(demoConfig, 'en')}`);
    expect(page.head.jsonLd).toEqual([]);
  });

  it('answers 404 for an unknown event, not indexed', async () => {
    const page = await render('/en/tickets/99');
    expect(page.status).toBe(404);
    expect(page.head.indexable).toBe(false);
    expect(page.html).toContain('404');
  });

  it('goes into index.html with its language, head, markup and data, no boot screen left', async () => {
    const page = await render('/en/tickets/1');
    const html = fillTemplate(TEMPLATE, page);
    expect(html).toMatch(/^<!doctype html>\n<html lang="en" style="--color-primary:/);
    expect(html).toContain(`<title>Light Play - ${siteNameOf(demoConfig, 'en')}</title>`);
    expect(html).toContain('rel="canonical" href="https://shop.test/en/tickets/1"');
    expect(html).not.toContain('foyer-boot');
    expect(html).toContain(`<script type="application/json" id="${STATE_ELEMENT_ID}">`);
    // No inline script runs (CSP): the data block is the only script element in the body.
    const body = html.slice(html.indexOf('<body'));
    expect(body.match(/<script\b[^>]*>/g)).toEqual([
      `<script type="application/json" id="${STATE_ELEMENT_ID}">`,
    ]);
  });

  it('writes the style sheets of the chunks it drew into its head, not those index.html has', async () => {
    const event = await render('/en/tickets/1');
    expect(event.chunks).toEqual(
      expect.arrayContaining(['src/app/shell/shell-app.tsx', 'src/features/tickets/index.ts']),
    );
    // The basket is drawn by the browser; its page still brings the checkout's styles.
    expect((await render('/en/checkout')).chunks).toContain('src/features/checkout/index.ts');
    const build = {
      manifest: {
        'src/app/shell/shell-app.tsx': { file: 'assets/shell-app-1.js', imports: ['_shared.js'] },
        'src/features/tickets/index.ts': {
          file: 'assets/tickets-1.js',
          imports: ['_shared.js'],
          css: ['assets/tickets-1.css'],
        },
        '_shared.js': {
          file: 'assets/shared-1.js',
          css: ['assets/index-1.css', 'assets/shared-1.css'],
        },
        'src/features/tours/index.ts': { file: 'assets/tours-1.js', css: ['assets/tours-1.css'] },
      },
      styles: {
        'assets/tickets-1.css': '.tickets{color:red}',
        'assets/shared-1.css': '.shared{margin:0}',
        'assets/index-1.css': '.index{margin:0}',
      },
    };
    const template = TEMPLATE.replace(
      '</head>',
      '<style data-href="/assets/index-1.css">.index{margin:0}</style></head>',
    );
    const html = fillTemplate(template, event, build);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style data-href="/assets/tickets-1.css">.tickets{color:red}</style>');
    expect(head).toContain('<style data-href="/assets/shared-1.css">.shared{margin:0}</style>');
    expect(head.match(/index-1\.css/g)).toHaveLength(1);
    expect(head).not.toContain('tours-1');
    // A sheet the server could not read is linked instead.
    const linked = fillTemplate(template, event, { ...build, styles: {} });
    expect(linked).toContain('<link rel="stylesheet" crossorigin href="/assets/tickets-1.css">');
  });

  it('draws the cookie notice for a visitor who has not accepted it, not for one who has', async () => {
    expect(demoConfig.showCookieDisclaimer).toBe(true);
    const answers = {
      ...ANSWERS,
      staticContent: {
        ...demoContent,
        cookie_warning: { html: '<p>We use <strong>cookies</strong>.</p>' },
      },
    };
    const first = await render('/en/checkout', answers);
    expect(first.html).toContain('<section class="cookie-notice"');
    expect(first.html).toContain('<p>We use <strong>cookies</strong>.</p>');
    expect(first.chunks).toContain('src/app/shell/cookie-notice-panel.tsx');
    const returning = await render('/en/checkout', answers, true);
    expect(returning.html).not.toContain('cookie-notice');
    expect(returning.chunks).not.toContain('src/app/shell/cookie-notice-panel.tsx');
    const switchedOff = await render('/en/checkout', {
      ...answers,
      shopConfig: { ...demoConfig, showCookieDisclaimer: false },
    });
    expect(switchedOff.html).not.toContain('cookie-notice');
  });

  it('hands its data to the browser, failures as the same ApiError', async () => {
    const page = await render('/en/tickets/99');
    const queryClient = createQueryClient();
    expect(hydrateShop(queryClient, page.state)).toBe(true);
    expect(queryClient.getQueryData(['shopConfig'])).toEqual(demoConfig);
    const failed = queryClient.getQueryState(['eventTickets', 'en', 99]);
    expect(failed?.status).toBe('error');
    expect(failed?.error).toBeInstanceOf(ApiError);
    expect((failed?.error as ApiError).status).toBe(404);
  });
});

describe('the browser hydrating the drawn page', () => {
  // The browser's router (a memory one here, as `<BrowserRouter>` draws it) and the server's static
  // router give the same markup, `useId` values included: hydration finds what it would draw itself.
  it('draws exactly the server’s markup (ids included) with the browser’s router', async () => {
    const { renderToReadableStream } = await import('react-dom/server.edge');
    const { MemoryRouter } = await import('react-router');
    const { Root } = await import('@/app/root');
    const { ShellRoutes } = await import('@/app/shell/routes');
    const { ShellFrame } = await import('@/app/shell/shell-app');
    const { createApiClient } = await import('@/shared/api/api-client');
    const { createI18n } = await import('@/i18n/i18n');
    for (const path of ['/en/tickets/1', '/de/guided-tours/2', '/en']) {
      const page = await render(path);
      const queryClient = createQueryClient();
      hydrateShop(queryClient, page.state);
      const { i18n, ready } = createI18n(page.lang);
      await ready;
      const client = createApiClient({
        apiBase: '/api',
        language: () => page.lang,
        token: () => null,
        reactions: {
          unauthorized: () => {},
          serverError: () => {},
          unavailable: () => {},
          waitingRoom: () => {},
        },
        fetch: contractFetch([]),
      });
      const stream = await renderToReadableStream(
        <Root
          client={client}
          queryClient={queryClient}
          i18n={i18n}
          i18nReady={ready}
          i18nLoaded
          configLanguages={[page.lang]}
          initialLanguage={page.lang}
          mode={{ allStages: true, serverPage: null, noticeAccepted: false }}
          shell={
            <ShellFrame>
              <MemoryRouter initialEntries={[path]}>
                <ShellRoutes />
              </MemoryRouter>
            </ShellFrame>
          }
        />,
        { progressiveChunkSize: Number.POSITIVE_INFINITY },
      );
      await stream.allReady;
      expect(await new Response(stream).text()).toBe(page.html);
    }
  });
});

/**
 * How the app is being drawn: on the server (a page's HTML), while hydrating that HTML in the
 * browser, or in the browser alone. On the server and while hydrating every part of a page is drawn
 * at once (no render stages), so the browser's first render matches the server's HTML; on the
 * server the screens also tell the page's status and title, which the HTML answer needs before any
 * effect could run. See docs/decisions.md "React 19 and server rendering".
 */
import { createContext, useContext, useSyncExternalStore } from 'react';

/** A page's image for Open Graph and the preload of its largest image. */
export interface HeadImage {
  /** The image as the page shows it (the fallback file of a picture). */
  readonly src: string;
  /** The best format's srcset and its type, with the `sizes` the page shows it at. */
  readonly srcset?: string;
  readonly type?: string;
  readonly sizes?: string;
  readonly media?: string;
}

/** What a screen adds to its page's head from its data (page-head.ts writes it). */
export interface ScreenHead {
  /** Plain text, at most about 160 characters. */
  readonly description?: string;
  readonly images?: readonly HeadImage[];
  readonly ogType?: 'product';
  /** The page's schema.org data, given where the page lives (structured-data.ts). */
  readonly jsonLd?: (context: {
    url: string;
    siteName: string;
    shopUrl: string;
    timeZone: string;
    image: string | null;
  }) => Record<string, unknown>;
}

/** What the screens of one server render tell about their page. */
export interface ServerPage {
  /** 200 unless a screen says the item is unknown (404) or over (410). */
  status: number;
  /** The title a screen gives its page (an event's name), else null (the route's title). */
  title: string | null;
  /** The head a screen derives from its data, else null. */
  head: ScreenHead | null;
  /**
   * The source files of the lazy chunks the page drew (`src/features/tickets/index.ts`): the page
   * links their styles in its head, so its markup is drawn styled at once.
   */
  chunks: Set<string>;
}

export interface RenderMode {
  /** Every stage at once: on the server and while hydrating. */
  readonly allStages: boolean;
  /** Set only on the server: what the screens tell about the page. */
  readonly serverPage: ServerPage | null;
  /**
   * On the server and while hydrating: the visitor had accepted the cookie notice when the page was
   * asked for (its cookie), so the page is drawn without it.
   */
  readonly noticeAccepted: boolean;
}

const BROWSER: RenderMode = { allStages: false, serverPage: null, noticeAccepted: false };

export const RenderModeContext = createContext<RenderMode>(BROWSER);

export function useRenderMode(): RenderMode {
  return useContext(RenderModeContext);
}

/** On the server: the page answers `status` (404 for an unknown item, 410 for one that is over). */
export function useServerStatus(status: number): void {
  const { serverPage } = useRenderMode();
  if (serverPage && serverPage.status === 200 && status !== 200) serverPage.status = status;
}

/** On the server: the head the screen's data gives its page (built only there). */
export function useServerHead(head: () => ScreenHead | null): void {
  const { serverPage } = useRenderMode();
  if (serverPage) serverPage.head = head();
}

/**
 * On the server: the page needs the lazy chunk of `source` (a path from `apps/web`), drawn now or
 * by the browser; null: none.
 */
export function useServerChunk(source: string | null): void {
  const { serverPage } = useRenderMode();
  if (source !== null) serverPage?.chunks.add(source);
}

const noSubscription = () => () => undefined;

/**
 * False on the server and during hydration, true once the page runs in the browser. What depends
 * on the visitor (their basket, their login, whether they accepted the cookie notice) is drawn only
 * then, so the server's HTML and the browser's first render agree.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

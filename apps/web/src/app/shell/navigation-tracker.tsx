/**
 * What happens on every route change: the previous URL becomes the last
 * visited one (unless '/'), the post-login redirect is kept or cleared, the partner is remembered, the
 * language, `lang` attribute, page title and screen-size class follow, and the page scrolls.
 */
import {
  nextLastVisited,
  nextPostLoginRedirect,
  pageTitle,
  screenSizeClass,
  type ScreenSizeClass,
} from '@foyer/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigationType } from 'react-router';
import { changeLanguage } from '@/i18n/i18n';
import { siteNameOf, useShopConfig } from '@/shared/config/shop-config';
import { useRouteInfo } from '@/shared/navigation/use-route-info';
import { sessionStore } from '@/shared/session/session-store';
import { useTitleOverride } from '@/shared/ui/title-store';
import { capturePartner } from '../startup/session-capture';
import { descriptionKey, syncHead } from './head-sync';
import { restoreScrollWhenIdle } from './scroll';

const SIZE_CLASSES: readonly ScreenSizeClass[] = ['xs', 'sm', 'md', 'lg', 'xl'];

/** Puts the screen-size class (`screen-xs` … `screen-xl`) on `<html>`. */
export function applyScreenSizeClass(root: HTMLElement, width: number): void {
  const wanted = `screen-${screenSizeClass(width)}`;
  for (const size of SIZE_CLASSES) {
    const name = `screen-${size}`;
    root.classList.toggle(name, name === wanted);
  }
}

function useScreenSizeClass() {
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      applyScreenSizeClass(document.documentElement, window.innerWidth);
    };
    // In the next frame, where the layout that reading the width needs is done anyway.
    frame = window.requestAnimationFrame(update);
    const onResize = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, []);
}

function useScrollHandling() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const queryClient = useQueryClient();
  const positions = useRef(new Map<string, number>());
  const lastY = useRef(0);
  const previousKey = useRef<string | null>(null);

  useEffect(() => {
    const onScroll = () => {
      lastY.current = window.scrollY;
    };
    window.history.scrollRestoration = 'manual';
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useLayoutEffect(() => {
    if (previousKey.current !== null) positions.current.set(previousKey.current, lastY.current);
    const firstLoad = previousKey.current === null;
    previousKey.current = location.key;
    const saved = positions.current.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) {
      return restoreScrollWhenIdle({
        y: saved,
        isBusy: () => queryClient.isFetching() + queryClient.isMutating() > 0,
        scrollTo: (y) => window.scrollTo(0, y),
      });
    }
    if (!firstLoad && navigationType !== 'POP') {
      window.scrollTo(0, 0);
      lastY.current = 0;
      // Moves the reading position of screen readers to the new page.
      document.getElementById('main')?.focus({ preventScroll: true });
    }
    return undefined;
  }, [location.key, navigationType, queryClient]);
}

export function NavigationTracker() {
  const location = useLocation();
  const config = useShopConfig();
  const { t, i18n } = useTranslation();
  const { match, lang } = useRouteInfo();
  const override = useTitleOverride();
  const routeName = match?.route.name ?? null;
  const previous = useRef<{ url: string; routeName: string | null } | null>(null);
  const url = `${location.pathname}${location.search}`;

  useEffect(() => {
    const session = sessionStore.getState();
    const from = previous.current;
    if (from !== null && from.url !== url) {
      session.setLastVisited(nextLastVisited(from.url, session.lastVisited));
    }
    if (from === null || from.url !== url) {
      session.setPostLoginRedirect(
        nextPostLoginRedirect(session.postLoginRedirect, from?.routeName ?? null, routeName),
      );
    }
    capturePartner(location.search, session);
    previous.current = { url, routeName };
  }, [url, routeName, location.search]);

  useEffect(() => {
    sessionStore.getState().setLanguage(lang);
    document.documentElement.lang = lang;
    if (i18n.language !== lang) void changeLanguage(i18n, lang);
  }, [lang, i18n]);

  const title = override ?? t(match?.route.titleKey ?? 'TITLE_NOT_FOUND');
  const siteName = siteNameOf(config, lang);
  useEffect(() => {
    document.title = pageTitle(title, siteName);
  }, [title, siteName]);

  // The server wrote the first page's head; after a client navigation the app keeps it true.
  const firstPath = useRef(location.pathname);
  const description = t(descriptionKey(routeName));
  useEffect(() => {
    if (location.pathname === firstPath.current) return;
    firstPath.current = '';
    syncHead(
      document,
      {
        pathname: location.pathname,
        lang,
        languages: config.languages,
        routeName: match ? routeName : null,
        title: pageTitle(title, siteName),
        description,
        origin: window.location.origin,
      },
      true,
    );
  }, [location.pathname, lang, config.languages, match, routeName, title, siteName, description]);

  useScreenSizeClass();
  useScrollHandling();
  return null;
}

/**
 * The shell around every screen: skip link, header and message bar, the screen, footer,
 * cookie notice, toasts, the request spinner and (in development) the build information. Header and
 * footer can be switched off for embedding; secondary screens get their quieter styling.
 */
import { Suspense, useEffect, type MouseEvent } from 'react';
import { DRAWN_ATTRIBUTE } from '@/shared/ui/drawn-attribute';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useShopConfig } from '@/shared/config/shop-config';
import { useRouteInfo } from '@/shared/navigation/use-route-info';
import { classNames } from '@/shared/ui/class-names';
import { ErrorBoundary } from '@/shared/ui/error-boundary';
import { useRenderStage } from '@/shared/ui/deferred-part';
import { PageLoading } from '@/shared/ui/page-loading';
import { BuildInfo, showsBuildInfo } from './build-info';
import { CookieNotice } from './cookie-notice';
import { Footer } from './footer';
import { Header } from './header/header';
import { MessageBar } from './message-bar';
import { NavigationTracker } from './navigation-tracker';
import { RequestSpinner } from './request-spinner';
import { Toasts } from './toasts';
import { NavigatorBridge } from './navigator-bridge';

function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById('main')?.focus();
  };
  return (
    <a className="skip-link" href="#main" onClick={skip}>
      {t('a11y.skipToContent')}
    </a>
  );
}

/**
 * Marks the server-drawn page as running once its screen is hydrated: until then app.css keeps its
 * buttons and fields from taking a tap the app could not answer yet (`data-foyer-drawn`).
 */
function PageHydrated() {
  useEffect(() => {
    document.documentElement.removeAttribute(DRAWN_ATTRIBUTE);
  }, []);
  return null;
}

function ScreenFailed() {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow">
      <h1>{t('screenError.title')}</h1>
      <p className="lead">{t('screenError.text')}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('screenError.reload')}
      </button>
    </div>
  );
}

/**
 * The stages of the first render (total blocking time): the router and the frame, then
 * the header, then the screen, then the parts without a place of their own on the page, last the
 * footer below the fold. Each is a task of its own.
 */
const HEADER_STAGE = 1;
const SCREEN_STAGE = 2;
const AROUND_STAGE = 3;
const FOOTER_STAGE = 4;

/** The header's place until it is drawn: as high as the header, so nothing moves when it comes. */
function HeaderPlace() {
  return (
    <div className="site-header" aria-hidden="true">
      <div className="site-header__row" />
    </div>
  );
}

export function Layout() {
  const { t } = useTranslation();
  const config = useShopConfig();
  const stage = useRenderStage(FOOTER_STAGE);
  const { match } = useRouteInfo();
  const { pathname } = useLocation();
  const secondary = match?.route.secondary ?? false;
  return (
    <div
      className={classNames(
        'app',
        secondary && 'app--secondary',
        !config.showHeader && 'app--no-header',
      )}
    >
      <NavigatorBridge />
      <SkipLink />
      <div className="site-top">
        {config.showHeader && (stage >= HEADER_STAGE ? <Header /> : <HeaderPlace />)}
        <MessageBar />
      </div>
      <main id="main" className="site-main" tabIndex={-1}>
        {/* The server draws every page; choosing and paying needs the app. */}
        <noscript>
          <p className="notice notice--warning no-script">{t('common.needsJavaScript')}</p>
        </noscript>
        {stage >= SCREEN_STAGE ? (
          <ErrorBoundary fallback={<ScreenFailed />} resetKey={pathname}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
              <PageHydrated />
            </Suspense>
          </ErrorBoundary>
        ) : (
          <PageLoading />
        )}
      </main>
      {config.showFooter && stage >= FOOTER_STAGE && <Footer />}
      {stage >= AROUND_STAGE ? (
        <>
          <CookieNotice />
          <Toasts />
          <RequestSpinner />
          {showsBuildInfo() && <BuildInfo />}
          <NavigationTracker />
        </>
      ) : null}
    </div>
  );
}

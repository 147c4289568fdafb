/**
 * The shell around every screen (spec 2): skip link, header and message bar, the screen, footer,
 * cookie notice, toasts, the request spinner and (in development) the build information. Header and
 * footer can be switched off for embedding; secondary screens get their quieter styling.
 */
import { Suspense, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useShopConfig } from '@/shared/config/shop-config';
import { useRouteInfo } from '@/shared/navigation/use-route-info';
import { classNames } from '@/shared/ui/class-names';
import { ErrorBoundary } from '@/shared/ui/error-boundary';
import { useDeferredPart } from '@/shared/ui/deferred-part';
import { PageLoading } from '@/shared/ui/page-loading';
import { BuildInfo, showsBuildInfo } from './build-info';
import { CookieNotice } from './cookie-notice';
import { Footer } from './footer';
import { Header } from './header/header';
import { MessageBar } from './message-bar';
import { NavigationTracker } from './navigation-tracker';
import { RequestSpinner } from './request-spinner';
import { Toasts } from './toasts';

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

export function Layout() {
  const config = useShopConfig();
  const footerDue = useDeferredPart();
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
      <SkipLink />
      <div className="site-top">
        {config.showHeader && <Header />}
        <MessageBar />
      </div>
      <main id="main" className="site-main" tabIndex={-1}>
        <ErrorBoundary fallback={<ScreenFailed />} resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      {config.showFooter && footerDue && <Footer />}
      <CookieNotice />
      <Toasts />
      <RequestSpinner />
      {showsBuildInfo() && <BuildInfo />}
      <NavigationTracker />
    </div>
  );
}

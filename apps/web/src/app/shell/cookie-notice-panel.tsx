import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '@/shared/api/api-context';
import { sessionStore } from '@/shared/session/session-store';
import { SafeHtml } from '@/shared/ui/safe-html';

/** The CSS variable the page keeps free at its bottom while the notice is shown (app.css). */
export const NOTICE_HEIGHT_VAR = '--cookie-notice-height';

/**
 * Keeps the page's bottom free for the notice: its height goes into a CSS variable the body pads by,
 * so every button of the page can still be scrolled above the notice.
 */
function useReservedSpace(panel: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = panel.current;
    const root = document.documentElement;
    if (!element) return;
    const update = () => root.style.setProperty(NOTICE_HEIGHT_VAR, `${element.offsetHeight}px`);
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(NOTICE_HEIGHT_VAR);
    };
  }, [panel]);
}

/** The notice itself: the sanitized HTML text and the accept button. */
export default function CookieNoticePanel({ html }: { html: string }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const panel = useRef<HTMLElement>(null);
  useReservedSpace(panel);
  const accept = () => {
    sessionStore.getState().acceptCookies();
    // A logged-in visitor's answer is recorded with the notice's text version (docs/decisions.md
    // "Data protection"); a failed record never keeps the notice open.
    if (sessionStore.getState().token !== null) {
      client
        .call('customerConsent', {
          body: { purpose: 'analytics', granted: true, source: 'cookieNotice' },
        })
        .catch(() => undefined);
    }
  };
  return (
    <section ref={panel} className="cookie-notice" aria-labelledby="cookie-notice-title">
      <div className="cookie-notice__inner">
        <h2 id="cookie-notice-title" className="cookie-notice__title">
          {t('cookies.title')}
        </h2>
        <SafeHtml className="cookie-notice__text" html={html} />
        <button type="button" className="button" onClick={accept}>
          {t('cookies.accept')}
        </button>
      </div>
    </section>
  );
}

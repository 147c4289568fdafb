import { useTranslation } from 'react-i18next';
import { sessionStore } from '@/shared/session/session-store';
import { SafeHtml } from '@/shared/ui/safe-html';

/** The notice itself: the sanitized HTML text and the accept button. */
export default function CookieNoticePanel({ html }: { html: string }) {
  const { t } = useTranslation();
  return (
    <section className="cookie-notice" aria-labelledby="cookie-notice-title">
      <div className="cookie-notice__inner">
        <h2 id="cookie-notice-title" className="cookie-notice__title">
          {t('cookies.title')}
        </h2>
        <SafeHtml className="cookie-notice__text" html={html} />
        <button
          type="button"
          className="button"
          onClick={() => sessionStore.getState().acceptCookies()}
        >
          {t('cookies.accept')}
        </button>
      </div>
    </section>
  );
}

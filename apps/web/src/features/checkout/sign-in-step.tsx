/**
 * The sign-in step of the checkout: three clear choices on one screen — log in, continue as a guest
 * (when guest registration is on), or create an account (the navigation tracker keeps checkout as
 * the post-login redirect).
 */
import { routePath } from '@foyer/domain';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShopConfig } from '@/shared/config/shop-config';
import { GuestForm, LoginForm } from '@/shared/customer';
import { useLanguage } from '@/shared/navigation/use-route-info';

export interface SignInStepProps {
  /** Called once the visitor is logged in or registered as a guest. */
  readonly onSignedIn: () => void;
}

export function SignInStep({ onSignedIn }: SignInStepProps) {
  const { t } = useTranslation();
  const config = useShopConfig();
  const lang = useLanguage();
  const id = useId();
  const [guestOpen, setGuestOpen] = useState(false);
  const guestFormId = `${id}-guest-form`;
  // The button that opened the guest form is gone: the keyboard continues in the form.
  const focusFirstField = useCallback((element: HTMLDivElement | null) => {
    if (element === null) return;
    const observer = new MutationObserver(() => {
      const first = element.querySelector<HTMLElement>('input, select');
      if (first) {
        first.focus();
        observer.disconnect();
      }
    });
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return (
    <div className="sign-in-step">
      <section className="sign-in-step__choice" aria-labelledby={`${id}-login`}>
        <h2 id={`${id}-login`}>{t('account.signIn.loginTitle')}</h2>
        <p>{t('account.signIn.loginText')}</p>
        <LoginForm onLoggedIn={onSignedIn}>
          <p className="account-links">
            <Link to={routePath('forgotPassword', lang)}>{t('account.login.forgot')}</Link>
          </p>
        </LoginForm>
      </section>
      {config.hasGuestRegistration && (
        <section className="sign-in-step__choice" aria-labelledby={`${id}-guest`}>
          <h2 id={`${id}-guest`}>{t('account.signIn.guestTitle')}</h2>
          <p>{t('account.signIn.guestText')}</p>
          {guestOpen ? (
            <div id={guestFormId} ref={focusFirstField}>
              <GuestForm onRegistered={onSignedIn} />
            </div>
          ) : (
            <button
              type="button"
              className="button account-secondary"
              onClick={() => setGuestOpen(true)}
            >
              {t('account.signIn.guestStart')}
            </button>
          )}
        </section>
      )}
      {config.hasUserRegistration && (
        <section className="sign-in-step__choice" aria-labelledby={`${id}-register`}>
          <h2 id={`${id}-register`}>{t('account.signIn.registerTitle')}</h2>
          <p>{t('account.signIn.registerText')}</p>
          <Link className="button account-secondary" to={routePath('register', lang)}>
            {t('account.signIn.registerLink')}
          </Link>
        </section>
      )}
    </div>
  );
}

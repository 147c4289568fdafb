/**
 * Login (`login`): after a 401/403 (`fromUnauthorized=true`) it says why the visitor is here; a
 * successful login goes to `returnTo`, the post-login redirect (checkout) or home.
 */
import { routePath } from '@foyer/domain';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useShopConfig } from '@/shared/config/shop-config';
import { LoginForm, postLoginTarget } from '@/shared/customer';
import { useLanguage } from '@/shared/navigation/use-route-info';
import { sessionStore } from '@/shared/session/session-store';
import type { ScreenProps } from '@/shared/ui/screen';
import { AccountPage } from './account-page';
import { withReturnTo } from './return-to';

export function LoginScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const config = useShopConfig();
  const lang = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fromUnauthorized = params.get('fromUnauthorized') === 'true';
  const returnTo = params.get('returnTo');

  const loggedIn = () => {
    const target = postLoginTarget({
      returnTo,
      postLoginRedirect: sessionStore.getState().postLoginRedirect,
      lang,
      languages: config.languages,
      fallback: 'home',
    });
    void navigate(target, { replace: true });
  };

  return (
    <AccountPage route={route}>
      {fromUnauthorized && (
        <p className="notice account-notice" role="status">
          {t('errors.AUTH_REQUIRED')}
        </p>
      )}
      <LoginForm onLoggedIn={loggedIn}>
        <ul className="account-links">
          <li>
            <Link to={routePath('forgotPassword', lang)}>{t('account.login.forgot')}</Link>
          </li>
          {config.hasUserRegistration && (
            <li>
              {t('account.login.noAccount')}{' '}
              <Link to={withReturnTo(routePath('register', lang), returnTo)}>
                {t('account.login.register')}
              </Link>
            </li>
          )}
        </ul>
      </LoginForm>
    </AccountPage>
  );
}

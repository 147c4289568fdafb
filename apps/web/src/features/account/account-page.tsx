/** The frame of every account screen: the route's title as heading, then the content. */
import { returnToQuery, routePath } from '@foyer/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFullPath, useLanguage } from '@/shared/navigation/use-route-info';
import type { ScreenProps } from '@/shared/ui/screen';
import '@/shared/customer/customer.css';

export function AccountPage({
  route,
  intro,
  children,
}: ScreenProps & { intro?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow account-page">
      <h1>{t(route.titleKey)}</h1>
      {intro && <p className="account-intro">{intro}</p>}
      {children}
    </div>
  );
}

/** A screen of a feature the configuration switched off: says so and offers the login. */
export function NotOffered({ text }: { text: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <>
      <p className="notice account-notice" role="status">
        {text}
      </p>
      <Link className="button" to={routePath('login', lang)}>
        {t('account.notOffered.toLogin')}
      </Link>
    </>
  );
}

/** An account screen opened without a login: says so and offers the login, coming back here after. */
export function LoginRequired({ route }: ScreenProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const fullPath = useFullPath();
  return (
    <AccountPage route={route}>
      <p className="notice account-notice" role="status">
        {t('errors.AUTH_REQUIRED')}
      </p>
      <Link className="button" to={`${routePath('login', lang)}${returnToQuery(fullPath)}`}>
        {t('account.login.submit')}
      </Link>
    </AccountPage>
  );
}

/**
 * Logout (`/logout`, no language segment): revokes the token on the server, forgets token and
 * customer, says so in a toast and goes back to `returnTo` (or home).
 */
import { routePath, safeReturnTo } from '@foyer/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useApiClient } from '@/shared/api/api-context';
import { useLanguage } from '@/shared/navigation/use-route-info';
import { sessionStore } from '@/shared/session/session-store';
import { PlaceholderScreen } from '@/shared/ui/placeholder-screen';
import type { ScreenProps } from '@/shared/ui/screen';
import { showToast } from '@/shared/ui/toast-store';

export function LogoutScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const client = useApiClient();
  const navigate = useNavigate();
  const lang = useLanguage();
  const [params] = useSearchParams();
  const target = safeReturnTo(params.get('returnTo')) ?? routePath('home', lang);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const logOut = async () => {
      if (sessionStore.getState().token !== null) {
        // The server forgets the token; when it cannot be reached the token is dropped all the same.
        await client.call('authLogout', { body: {}, quietUnauthorized: true }).catch(() => null);
      }
      sessionStore.getState().dropIdentity();
      showToast(t('account.loggedOut'), 'success');
      void navigate(target, { replace: true });
    };
    void logOut();
  }, [client, navigate, target, t]);

  return <PlaceholderScreen route={route} textKey="account.loggingOut" />;
}

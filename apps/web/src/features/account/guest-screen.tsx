/** Guest registration as a screen (`register-guest`): afterwards to the post-login target or checkout. */
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useShopConfig } from '@/shared/config/shop-config';
import { GuestForm, postLoginTarget } from '@/shared/customer';
import { useLanguage } from '@/shared/navigation/use-route-info';
import { sessionStore } from '@/shared/session/session-store';
import type { ScreenProps } from '@/shared/ui/screen';
import { AccountPage, NotOffered } from './account-page';

export function GuestRegisterScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const config = useShopConfig();
  const lang = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const registered = () => {
    const target = postLoginTarget({
      returnTo: params.get('returnTo'),
      postLoginRedirect: sessionStore.getState().postLoginRedirect,
      lang,
      languages: config.languages,
      fallback: 'checkout',
    });
    void navigate(target, { replace: true });
  };
  return (
    <AccountPage
      route={route}
      intro={config.hasGuestRegistration ? t('account.guest.intro') : undefined}
    >
      {config.hasGuestRegistration ? (
        <GuestForm onRegistered={registered} />
      ) : (
        <NotOffered text={t('account.notOffered.guest')} />
      )}
    </AccountPage>
  );
}

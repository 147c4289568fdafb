import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PlaceholderScreen } from '@/shared/ui/placeholder-screen';
import type { ScreenProps } from '@/shared/ui/screen';

/** Login; after a 401/403 it says why the visitor is here (spec 6, spec 8). */
export function LoginScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const fromUnauthorized = params.get('fromUnauthorized') === 'true';
  return (
    <PlaceholderScreen route={route} textKey="placeholder.account">
      {fromUnauthorized && (
        <p className="notice notice--info" role="status">
          {t('errors.AUTH_REQUIRED')}
        </p>
      )}
    </PlaceholderScreen>
  );
}

/** Registration, guest registration, password recovery and settings (spec 2). */
export function AccountScreen({ route }: ScreenProps) {
  return <PlaceholderScreen route={route} textKey="placeholder.account" />;
}

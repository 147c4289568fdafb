import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from './screen';

/**
 * A calm stand-in for a screen that has no content of its own yet: the route's translated title as
 * heading and one sentence.
 */
export function PlaceholderScreen({
  route,
  textKey,
  children,
}: ScreenProps & { textKey: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow">
      <h1>{t(route.titleKey)}</h1>
      {children}
      <p className="lead">{t(textKey)}</p>
    </div>
  );
}

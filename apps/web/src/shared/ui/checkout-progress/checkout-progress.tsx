/**
 * The progress bar of the checkout: the four steps cart, sign in, payment and
 * complete, shown when the configuration's `progressBar` is on. The current step is marked with
 * `aria-current="step"`; finished steps say so to screen readers.
 */
import { useTranslation } from 'react-i18next';
import { useShopConfig } from '@/shared/config/shop-config';
import './checkout-progress.css';

export const CHECKOUT_STEPS = ['cart', 'login', 'payment', 'complete'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export interface CheckoutProgressProps {
  readonly step: CheckoutStep;
}

export function CheckoutProgress({ step }: CheckoutProgressProps) {
  const { t } = useTranslation();
  const { progressBar } = useShopConfig();
  if (!progressBar) return null;
  const current = CHECKOUT_STEPS.indexOf(step);
  return (
    <nav className="checkout-progress" aria-label={t('progress.label')}>
      <ol className="checkout-progress__steps">
        {CHECKOUT_STEPS.map((name, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li
              key={name}
              className={`checkout-progress__step checkout-progress__step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="checkout-progress__number" aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className="checkout-progress__name">
                {t(`progress.${name}`)}
                {state === 'done' && <span className="visually-hidden"> {t('progress.done')}</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

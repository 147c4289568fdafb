/**
 * checkout/canceled, with the order token (on cancel the user chooses to clear or keep
 * the cart). Keep: the order token is kept, so the basket shows the hold and paying again renews this order.
 * Clear: checkout/cancel releases the places (410: the cart is gone), then the basket is emptied.
 */
import { routePath } from '@foyer/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useApiClient } from '@/shared/api/api-context';
import { ApiError } from '@/shared/api/api-error';
import { pendingOrder } from '@/shared/api/order-token';
import { useShopConfig } from '@/shared/config/shop-config';
import { useLanguage } from '@/shared/navigation/use-route-info';
import { cartStore, useCart } from '@/shared/session/cart-store';
import { CheckoutProgress } from '@/shared/ui/checkout-progress/checkout-progress';
import { FocusHeading } from './booking-views';
import { useReturnedOrderToken } from './success-screen';

type Cleared = 'cleared' | 'gone' | null;

export function CanceledScreen() {
  const { t } = useTranslation();
  const client = useApiClient();
  const lang = useLanguage();
  const config = useShopConfig();
  const navigate = useNavigate();
  const orderToken = useReturnedOrderToken();
  const hasItems = useCart((state) => state.basket.items.length > 0);
  const [pending, setPending] = useState(false);
  const [cleared, setCleared] = useState<Cleared>(null);
  const [error, setError] = useState<string | null>(null);

  const keep = () => {
    cartStore.getState().setOrderToken(orderToken);
    void navigate(routePath('checkout', lang));
  };

  const clear = async () => {
    setPending(true);
    setError(null);
    let outcome: Cleared = 'cleared';
    if (orderToken !== null) {
      try {
        await client.call('checkoutCancel', {
          lang,
          body: pendingOrder(orderToken),
          query: { noRedirect: 1 },
        });
      } catch (failure) {
        if (!(failure instanceof ApiError)) throw failure;
        if (failure.status !== 410) {
          setPending(false);
          if (!failure.handled) setError(t('checkout.clearFailed'));
          return;
        }
        outcome = 'gone';
      }
    }
    cartStore.getState().clear();
    setPending(false);
    setCleared(outcome);
  };

  if (cleared !== null) {
    return (
      <div className="page page--narrow checkout-return">
        <FocusHeading>{t('checkout.clearedTitle')}</FocusHeading>
        {cleared === 'gone' ? (
          <p className="notice" role="status">
            {t('checkout.gone')}
          </p>
        ) : (
          <p className="lead">{t('checkout.cleared')}</p>
        )}
        <ul className="checkout-return__links">
          <li>
            <Link to={routePath('home', lang)}>{t('checkout.toHome')}</Link>
          </li>
          {config.hasTickets && (
            <li>
              <Link to={routePath('tickets', lang)}>{t('checkout.toTickets')}</Link>
            </li>
          )}
          {config.hasGuidedTours && (
            <li>
              <Link to={routePath('guidedTours', lang)}>{t('checkout.toTours')}</Link>
            </li>
          )}
          {config.hasMerchandise && (
            <li>
              <Link to={routePath('merchandise', lang)}>{t('checkout.toShop')}</Link>
            </li>
          )}
        </ul>
      </div>
    );
  }

  return (
    <div className="page page--narrow checkout-return">
      <CheckoutProgress step="payment" />
      <h1 className="checkout-return__title">{t('checkout.canceledTitle')}</h1>
      <p className="lead">{t('checkout.canceledLead')}</p>
      <div className="checkout-return__card">
        <h2>{t('checkout.canceledQuestion')}</h2>
        <div className="checkout-choices">
          <div className="checkout-choice">
            <button
              type="button"
              className="button"
              onClick={keep}
              disabled={pending || !hasItems}
              aria-describedby="canceled-keep-hint"
            >
              {t('checkout.keep')}
            </button>
            <p id="canceled-keep-hint" className="checkout-choice__hint">
              {t(hasItems ? 'checkout.keepHint' : 'checkout.keepEmpty')}
            </p>
          </div>
          <div className="checkout-choice">
            <button
              type="button"
              className="button checkout-button--outline"
              onClick={() => void clear()}
              disabled={pending}
              aria-busy={pending || undefined}
              aria-describedby="canceled-clear-hint"
            >
              {pending && <span className="spinner spinner--small" aria-hidden="true" />}
              {t('checkout.clear')}
            </button>
            <p id="canceled-clear-hint" className="checkout-choice__hint">
              {t('checkout.clearHint')}
            </p>
          </div>
        </div>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * checkout/accepted, with the order token (used when confirming payment on checkout is
 * off): the provider accepted the payment data; the visitor reviews the basket and completes the
 * order, which calls execPayment with the same outcomes as the success screen.
 */
import { computeTotals, formatMoney } from '@foyer/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '@/shared/api/api-context';
import { useLanguage } from '@/shared/navigation/use-route-info';
import { useCart } from '@/shared/session/cart-store';
import { CheckoutProgress } from '@/shared/ui/checkout-progress/checkout-progress';
import { execPayment, type BookingOutcome } from './booking';
import { outcomeView } from './booking-views';
import { useOutcomeEffects, useReturnedOrderToken } from './success-screen';

export function AcceptedScreen() {
  const { t } = useTranslation();
  const client = useApiClient();
  const lang = useLanguage();
  const orderToken = useReturnedOrderToken();
  const items = useCart((state) => state.basket.items);
  const [outcome, setOutcome] = useState<BookingOutcome | undefined>(undefined);
  const [pending, setPending] = useState(false);
  useOutcomeEffects(outcome, orderToken, lang);

  const complete = async () => {
    if (orderToken === null || pending) return;
    setPending(true);
    try {
      setOutcome(await execPayment(client, lang, orderToken));
    } finally {
      setPending(false);
    }
  };

  const shown = outcomeView(outcome, lang, () => void complete(), pending);
  if (shown) return shown;
  const totals = computeTotals(items);
  const hasMerchandise = items.some((item) => item.type === 'merchandise');
  return (
    <div className="page page--narrow checkout-return">
      <CheckoutProgress step="payment" />
      <h1 className="checkout-return__title">{t('checkout.acceptedTitle')}</h1>
      <p className="lead">{t('checkout.acceptedLead')}</p>
      {items.length > 0 && (
        <section className="checkout-return__card" aria-labelledby="accepted-summary">
          <h2 id="accepted-summary">{t('checkout.yourOrder')}</h2>
          <ul className="checkout-lines">
            {items.map((item, index) => (
              <li key={index}>
                <span>
                  {item.type === 'voucherCode'
                    ? t('checkout.voucherCode', { barcode: item.barcode })
                    : `${item.count} × ${item.name}`}
                </span>
                <span>{formatMoney(item.totalPrice, lang)}</span>
              </li>
            ))}
          </ul>
          {hasMerchandise ? (
            <p className="checkout-lines__hint">{t('checkout.plusShipping')}</p>
          ) : (
            <p className="checkout-lines__total">
              <span>{t('checkout.totalToPay')}</span>
              <span>{formatMoney(totals.total, lang)}</span>
            </p>
          )}
        </section>
      )}
      <div className="checkout-return__actions">
        <button
          type="button"
          className="button button--large"
          onClick={() => void complete()}
          disabled={pending || orderToken === null}
          aria-busy={pending || undefined}
        >
          {pending && <span className="spinner spinner--small" aria-hidden="true" />}
          {t(pending ? 'checkout.completing' : 'checkout.completeOrder')}
        </button>
      </div>
    </div>
  );
}

/** What the return screens show around a booking: confirming, booked, and not (yet) completed. */
import { routePath, type Language } from '@foyer/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiClient } from '@/shared/api/api-context';
import type { BookedOrder } from '@/shared/api/order-token';
import type { BookingOutcome } from './booking';
import { CalendarLink } from './calendar-link';
import { CheckoutProgress } from '@/shared/ui/checkout-progress/checkout-progress';
import { BookingWalletLinks } from './wallet-links';

/** Moves the focus to the heading once it is shown, so screen readers hear the new state. */
export function FocusHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className="checkout-return__title">
      {children}
    </h1>
  );
}

export function ConfirmingView() {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow checkout-return">
      <CheckoutProgress step="payment" />
      <h1 className="checkout-return__title">{t('checkout.confirmingTitle')}</h1>
      <p className="checkout-return__busy" role="status">
        <span className="spinner" aria-hidden="true" />
        <span>{t('checkout.confirming')}</span>
      </p>
    </div>
  );
}

/**
 * The readable order number (as in the confirmation e-mail) of a booking, read from the order
 * review (the order token stands in until it is there or when it cannot be read), and whether
 * vouchers paid all of it.
 */
function useBookedOrder(
  orderToken: string,
  lang: Language,
): { number: string; byVoucher: boolean } {
  const client = useApiClient();
  const review = useQuery({
    queryKey: ['orderReview', orderToken],
    queryFn: ({ signal }) =>
      client.call('orderReview', { lang, query: { id: orderToken }, signal }),
    retry: false,
  });
  const totals = review.data?.totals;
  return {
    number: review.data?.number ?? orderToken,
    byVoucher: totals !== undefined && totals.total === 0 && totals.voucherDiscount < 0,
  };
}

export function BookedView({ booking, lang }: { booking: BookedOrder; lang: Language }) {
  const { t } = useTranslation();
  const { number, byVoucher } = useBookedOrder(booking.orderToken, lang);
  return (
    <div className="page page--narrow checkout-return checkout-return--success">
      <CheckoutProgress step="complete" />
      <div className="checkout-return__card">
        <span className="checkout-return__badge" aria-hidden="true">
          ✓
        </span>
        <FocusHeading>{t('checkout.successTitle')}</FocusHeading>
        <p className="lead">
          {t(byVoucher ? 'checkout.successLeadVoucher' : 'checkout.successLead')}
        </p>
        <dl className="checkout-return__number">
          <dt>{t('checkout.bookingNumber')}</dt>
          <dd aria-live="polite">{number}</dd>
        </dl>
        <p>{t(booking.hasTickets ? 'checkout.ticketsSent' : 'checkout.confirmationSent')}</p>
        <BookingWalletLinks orderToken={booking.orderToken} lang={lang} />
        <div className="checkout-return__actions">
          <Link className="button" to={routePath('orderReview', lang, { id: booking.orderToken })}>
            {t('checkout.viewOrder')}
          </Link>
          <CalendarLink orderToken={booking.orderToken} lang={lang} />
          <Link className="button checkout-button--outline" to={routePath('home', lang)}>
            {t('checkout.continueShopping')}
          </Link>
        </div>
      </div>
    </div>
  );
}

export function NotCompletedView({
  message,
  lang,
  onRetry,
  retrying,
}: {
  message: string | null;
  lang: Language;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow checkout-return">
      <CheckoutProgress step="payment" />
      <FocusHeading>{t('checkout.notCompletedTitle')}</FocusHeading>
      <p className="form-error" role="alert">
        {message ?? t('checkout.notCompleted')}
      </p>
      <p>{t('checkout.notCompletedHint')}</p>
      <div className="checkout-return__actions">
        <button type="button" className="button" onClick={onRetry} disabled={retrying}>
          {retrying && <span className="spinner spinner--small" aria-hidden="true" />}
          {t('checkout.retry')}
        </button>
        <Link className="button checkout-button--outline" to={routePath('checkout', lang)}>
          {t('checkout.toBasket')}
        </Link>
      </div>
    </div>
  );
}

/**
 * What an execPayment outcome shows in place: the booking, or "not completed" with a retry; null
 * for an outcome the screen handles itself (none yet, or one that leaves the screen).
 */
export function outcomeView(
  outcome: BookingOutcome | undefined,
  lang: Language,
  onRetry: () => void,
  retrying: boolean,
): ReactElement | null {
  if (outcome?.kind === 'booked') return <BookedView booking={outcome.booking} lang={lang} />;
  if (outcome && (outcome.kind === 'message' || outcome.kind === 'retry')) {
    return (
      <NotCompletedView
        message={outcome.message}
        lang={lang}
        onRetry={onRetry}
        retrying={retrying}
      />
    );
  }
  return null;
}

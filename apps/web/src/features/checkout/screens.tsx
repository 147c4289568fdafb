/**
 * The basket and checkout screen (`checkout`, `checkout/failed`):
 * one screen whose step lives in the URL query (`?step=login`, `?step=payment`, none = cart), with
 * the progress bar on top, the hold countdown of a kept pending cart, and on the failed route the
 * payment-failed notice (plus the cart-gone or not-completable message named by `reason`).
 */
import { isVoucherCode, routePath, type Language } from '@foyer/domain';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { track } from '@/shared/analytics/analytics';
import { useApiClient } from '@/shared/api/api-context';
import { useShopConfig } from '@/shared/config/shop-config';
import { useLanguage } from '@/shared/navigation/use-route-info';
import { cartStore, useCart } from '@/shared/session/cart-store';
import { useSession } from '@/shared/session/session-store';
import { CheckoutProgress } from '@/shared/ui/checkout-progress/checkout-progress';
import type { ScreenProps } from '@/shared/ui/screen';
import { CartStep } from './cart-step';
import { guardStep, requestedStep, type BasketStep } from './checkout-step';
import { HoldCountdown } from './hold-countdown';
import { PaymentStep } from './payment-step';
import { checkPendingCart, forgetPendingCart, releasePendingCart } from './pending-cart';
import './basket.css';

// The sign-in step brings the form library: it loads only when the visitor gets there.
const SignInStep = lazy(() =>
  import('./sign-in-step').then((module) => ({ default: module.SignInStep })),
);

/** Navigation state of a redirect back to the cart because the terms were not accepted. */
interface CartRedirectState {
  readonly termsMissing?: boolean;
}

function stepPath(lang: Language, step: BasketStep): string {
  const path = routePath('checkout', lang);
  return step === 'cart' ? path : `${path}?step=${step}`;
}

/**
 * The failed route's notice. A gone cart (already paid, or expired) says only that, with where to find
 * the confirmation: it was never a failed payment, so no "try again" line.
 */
function FailedNotice({ reason }: { reason: string | null }) {
  const { t } = useTranslation();
  if (reason === 'gone') {
    return (
      <div className="basket-failed notice" role="status">
        <p className="basket-failed__title">{t('basket.failed.goneTitle')}</p>
        <p>{t('basket.failed.gone')}</p>
      </div>
    );
  }
  return (
    <div className="basket-failed" role="alert">
      <p className="form-error">{t('basket.failed.payment')}</p>
      {reason === 'incomplete' && (
        <p className="notice notice--warning">{t('basket.failed.incomplete')}</p>
      )}
    </div>
  );
}

function EmptyBasket({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const config = useShopConfig();
  const links = [
    config.hasTickets && { to: routePath('tickets', lang), text: t('basket.empty.tickets') },
    config.hasGuidedTours && { to: routePath('guidedTours', lang), text: t('basket.empty.tours') },
    config.hasMerchandise && { to: routePath('merchandise', lang), text: t('basket.empty.shop') },
    config.hasVouchers && { to: routePath('vouchers', lang), text: t('basket.empty.vouchers') },
  ].filter((link): link is { to: string; text: string } => Boolean(link));
  return (
    <div className="basket-empty">
      <p className="lead">{t('basket.empty.text')}</p>
      <ul className="basket-empty__links">
        {links.map((link) => (
          <li key={link.to}>
            <Link className="button button--quiet" to={link.to}>
              {link.text}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function BasketScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const client = useApiClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const items = useCart((state) => state.basket.items);
  const orderToken = useCart((state) => state.basket.orderToken);
  const termsAccepted = useCart((state) => state.termsAccepted);
  const token = useSession((state) => state.token);
  const failed = route.name === 'checkoutFailed';
  const redirectState = (location.state ?? {}) as CartRedirectState;

  const requested = requestedStep(params.get('step'));
  const decision = guardStep(requested, {
    loggedIn: token !== null,
    termsAccepted,
    empty: items.length === 0,
  });
  const step = decision.step;
  const [termsError, setTermsError] = useState(redirectState.termsMissing === true);
  const [status, setStatus] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const itemsHeading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<BasketStep | null>(null);

  // A refused step is replaced in the history by the step shown instead.
  useEffect(() => {
    if (decision.step === requested) return;
    if (decision.termsMissing) setTermsError(true);
    void navigate(stepPath(lang, decision.step), {
      replace: true,
      state: decision.termsMissing ? { termsMissing: true } : null,
    });
  }, [decision.step, decision.termsMissing, requested, lang, navigate]);

  // Focus moves to the heading when the step changes (not on the first view).
  useEffect(() => {
    if (shownStep.current !== null && shownStep.current !== step) heading.current?.focus();
    shownStep.current = step;
  }, [step]);

  // A kept pending cart whose items changed since its payment started is released.
  useEffect(() => {
    checkPendingCart(client);
  }, [client, orderToken, items]);

  const remove = (index: number) => {
    const item = items[index];
    if (item === undefined) return;
    cartStore.getState().removeAt(index);
    if (!isVoucherCode(item)) track('remove_from_cart', [item]);
    setStatus(t('basket.removed', { name: isVoucherCode(item) ? item.barcode : item.name }));
    window.setTimeout(() => (itemsHeading.current ?? heading.current)?.focus(), 0);
  };

  const clear = () => {
    const { basket } = cartStore.getState();
    const products = basket.items.filter((item) => !isVoucherCode(item));
    cartStore.getState().clear();
    if (products.length > 0) track('remove_from_cart', products);
    if (basket.orderToken !== null) void releasePendingCart(client, basket.orderToken);
    else forgetPendingCart();
    setStatus(t('basket.cleared'));
    window.setTimeout(() => heading.current?.focus(), 0);
  };

  const go = (target: BasketStep) => void navigate(stepPath(lang, target));

  const continueFromCart = () => {
    track('begin_checkout', items);
    go(token === null ? 'login' : 'payment');
  };

  const title =
    step === 'login'
      ? t('basket.titleLogin')
      : step === 'payment'
        ? t('basket.titlePayment')
        : t('basket.title');

  return (
    <div className="page basket">
      <CheckoutProgress step={step} />
      <h1 ref={heading} tabIndex={-1} className="basket__title">
        {title}
      </h1>
      {failed && step === 'cart' && <FailedNotice reason={params.get('reason')} />}
      <HoldCountdown />
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {step === 'cart' &&
        (items.length === 0 ? (
          <EmptyBasket lang={lang} />
        ) : (
          <CartStep
            lang={lang}
            onRemove={remove}
            onClear={clear}
            onContinue={continueFromCart}
            termsError={termsError}
            onTermsError={setTermsError}
            itemsHeading={itemsHeading}
          />
        ))}
      {step === 'login' && (
        <Suspense fallback={<StepLoading />}>
          <SignInStep onSignedIn={() => go('payment')} />
        </Suspense>
      )}
      {step === 'payment' && <PaymentStep onBack={() => go('cart')} />}
    </div>
  );
}

/** While the sign-in step's code loads. */
function StepLoading() {
  return (
    <div className="page-loading">
      <span className="spinner" aria-hidden="true" />
    </div>
  );
}

/**
 * The hold countdown of a kept pending cart (WCAG 2.2.1 "Timing adjustable"): the
 * time the places stay reserved, updated every second on screen; a polite live region speaks only at
 * 5 minutes, 1 minute and the expiry. While the server allows it, the hold can be extended. When it
 * runs out (or the server answers 410) the order token is forgotten and a message says so.
 */
import { formatHoldTime, holdAlert, holdIsRunningOut, holdSecondsLeft } from '@foyer/domain';
import type { HoldState } from '@foyer/domain/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '@/shared/api/api-context';
import { ApiError } from '@/shared/api/api-error';
import { pendingOrder } from '@/shared/api/order-token';
import { cartStore, useCart } from '@/shared/session/cart-store';
import { classNames } from '@/shared/ui/class-names';
import { forgetPendingCart } from './pending-cart';

const TICK_MS = 1000;

type Phase =
  | { readonly kind: 'idle' }
  | { readonly kind: 'holding'; readonly hold: HoldState }
  | { readonly kind: 'expired' };

export function HoldCountdown() {
  const { t } = useTranslation();
  const client = useApiClient();
  const orderToken = useCart((state) => state.basket.orderToken);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [now, setNow] = useState(() => Date.now());
  const [announcement, setAnnouncement] = useState('');
  const [extending, setExtending] = useState(false);
  const [extendFailed, setExtendFailed] = useState(false);
  const previous = useRef<number | null>(null);

  const expire = useCallback((expiredToken: string) => {
    setPhase({ kind: 'expired' });
    forgetPendingCart();
    if (cartStore.getState().basket.orderToken === expiredToken) {
      cartStore.getState().setOrderToken(null);
    }
  }, []);

  const readHold = useCallback(
    async (token: string, signal?: AbortSignal) => {
      try {
        const hold = await client.call('checkoutHold', { query: pendingOrder(token), signal });
        if (signal?.aborted) return;
        previous.current = null;
        setNow(Date.now());
        setPhase({ kind: 'holding', hold });
      } catch (error) {
        if (signal?.aborted) return;
        if (error instanceof ApiError && error.status === 410) {
          setAnnouncement(t('basket.hold.expired'));
          expire(token);
        }
      }
    },
    [client, expire, t],
  );

  useEffect(() => {
    if (orderToken === null) {
      setPhase((current) => (current.kind === 'expired' ? current : { kind: 'idle' }));
      return undefined;
    }
    const controller = new AbortController();
    void readHold(orderToken, controller.signal);
    return () => controller.abort();
  }, [orderToken, readHold]);

  const holding = phase.kind === 'holding';
  useEffect(() => {
    if (!holding) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [holding]);

  const seconds = phase.kind === 'holding' ? holdSecondsLeft(phase.hold.expiresAt, now) : null;

  useEffect(() => {
    if (seconds === null || orderToken === null) return;
    const alert = holdAlert(previous.current, seconds);
    previous.current = seconds;
    if (alert?.kind === 'warning') {
      setAnnouncement(t('basket.hold.warning', { count: alert.minutes }));
    } else if (alert?.kind === 'expired') {
      setAnnouncement(t('basket.hold.expired'));
      expire(orderToken);
    }
  }, [seconds, orderToken, expire, t]);

  const extend = async () => {
    if (orderToken === null || extending) return;
    setExtending(true);
    setExtendFailed(false);
    try {
      await client.call('checkoutExtendHold', { body: pendingOrder(orderToken) });
      await readHold(orderToken);
      setAnnouncement(t('basket.hold.extended'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 410) {
        setAnnouncement(t('basket.hold.expired'));
        expire(orderToken);
      } else {
        setExtendFailed(true);
      }
    } finally {
      setExtending(false);
    }
  };

  return (
    <div className="hold">
      {phase.kind === 'holding' && seconds !== null && seconds > 0 && (
        <section
          className={classNames(
            'notice hold__notice',
            holdIsRunningOut(seconds) && 'notice--warning',
          )}
          aria-labelledby="hold-title"
        >
          <h2 id="hold-title" className="hold__title">
            {t('basket.hold.title')}
          </h2>
          <p className="hold__text">
            {t('basket.hold.reservedFor')}{' '}
            <span role="timer" className="hold__time">
              {formatHoldTime(seconds)}
            </span>
            {holdIsRunningOut(seconds) && (
              <span className="hold__soon"> {t('basket.hold.soon')}</span>
            )}
          </p>
          <p className="hold__hint">{t('basket.hold.hint')}</p>
          {phase.hold.extendable ? (
            <button
              type="button"
              className="button button--small"
              disabled={extending}
              onClick={() => void extend()}
            >
              {extending && <span className="spinner spinner--small" aria-hidden="true" />}
              {t('basket.hold.extend')}
            </button>
          ) : (
            <p className="hold__hint">{t('basket.hold.notExtendable')}</p>
          )}
          {extendFailed && <p className="field__error">{t('basket.hold.extendFailed')}</p>}
        </section>
      )}
      {phase.kind === 'expired' && (
        <div className="notice notice--warning hold__notice">
          <h2 className="hold__title">{t('basket.hold.expiredTitle')}</h2>
          <p>{t('basket.hold.expiredText')}</p>
        </div>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

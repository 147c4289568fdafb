/**
 * Starting a payment: initPayment with the basket's cart, or initPaymentOrder for a kept pending
 * cart (406 → the order token is forgotten and initPayment is used), then the browser goes to the
 * provider's page. A 422 becomes the translated cart error.
 */
import { paymentReturnUrls, toCartPayload } from '@foyer/domain';
import type { PaymentAux } from '@foyer/domain/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '@/shared/api/api-context';
import { ApiError } from '@/shared/api/api-error';
import { useShopConfig } from '@/shared/config/shop-config';
import { useLanguage } from '@/shared/navigation/use-route-info';
import { cartStore } from '@/shared/session/cart-store';
import { sessionStore } from '@/shared/session/session-store';
import { paymentErrorMessage } from './payment-messages';
import { paymentRedirect } from './payment-redirect';
import { rememberOffer, rememberedOffer } from '@/shared/waiting-list/offer-session';

/** The server's translated text of a waiting-list offer's refusal, else null. */
function offerMessage(code: string | null, body: unknown): string | null {
  if (code !== 'WAITING_LIST_OFFER_GONE' && code !== 'WAITING_LIST_OFFER_PLACES_INVALID') {
    return null;
  }
  const message =
    typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : null;
  return typeof message === 'string' ? message : null;
}

export interface StartPaymentInput {
  readonly payartId: number;
  readonly aux: PaymentAux;
}

export interface StartPayment {
  /** Calls initPayment (or initPaymentOrder for a kept pending cart) and redirects the browser. */
  start(input: StartPaymentInput): Promise<void>;
  readonly pending: boolean;
  /** The translated message of the last refusal (422 cart error and the like), or null. */
  readonly error: string | null;
}

export function useStartPayment(): StartPayment {
  const client = useApiClient();
  const lang = useLanguage();
  const { t } = useTranslation();
  const { confirmPaymentOnCheckout } = useShopConfig();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = useCallback(
    async ({ payartId, aux }: StartPaymentInput) => {
      setPending(true);
      setError(null);
      const partner = sessionStore.getState().partner;
      const fullAux: PaymentAux =
        partner && aux.partner === undefined ? { ...aux, partner } : { ...aux };
      const url = paymentReturnUrls(window.location.origin, lang, confirmPaymentOnCheckout);
      const { basket, externalDocumentNumber } = cartStore.getState();
      // A basket that books a waiting-list offer names it: the server takes its hold over.
      const offer = rememberedOffer();
      const initPayment = () =>
        client.call('checkoutInitPayment', {
          lang,
          body: {
            payart: payartId,
            aux: fullAux,
            cart: toCartPayload(basket.items, {
              externalDocumentNumber,
              requestInvoice: basket.requestInvoice,
            }),
            url,
            ...(offer === null ? {} : { offer }),
          },
        });
      try {
        let redirect: string;
        if (basket.orderToken === null) {
          redirect = await initPayment();
        } else {
          try {
            redirect = await client.call('checkoutInitPaymentOrder', {
              lang,
              body: { payart: payartId, aux: fullAux, id: basket.orderToken, url },
            });
          } catch (failure) {
            if (!(failure instanceof ApiError && failure.status === 406)) throw failure;
            cartStore.getState().setOrderToken(null);
            redirect = await initPayment();
          }
        }
        // The offer's places are the order's now: a later basket starts without it.
        rememberOffer(null);
        paymentRedirect.assign(redirect);
        // The page is being left: the button stays disabled until the provider's page shows.
      } catch (failure) {
        setPending(false);
        if (failure instanceof ApiError && failure.handled) return;
        const code = failure instanceof ApiError ? failure.code : null;
        const body = failure instanceof ApiError ? failure.body : null;
        const offerRefusal = offerMessage(code, body);
        if (offerRefusal !== null) {
          // An offer that ran out or was used is forgotten; the server's text says what happened.
          if (code === 'WAITING_LIST_OFFER_GONE') rememberOffer(null);
          setError(offerRefusal);
          return;
        }
        setError(
          failure instanceof ApiError && failure.status === 422
            ? paymentErrorMessage(code, body, basket.items, t)
            : t('payment.errors.unexpected'),
        );
      }
    },
    [client, lang, t, confirmPaymentOnCheckout],
  );

  return { start, pending, error };
}

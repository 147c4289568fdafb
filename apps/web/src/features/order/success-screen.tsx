/**
 * checkout/success (the payment's return, with the order token): completes the paid cart with execPayment and
 * shows the booking; a declined payment, a cart that cannot be completed and a gone cart lead to the
 * failed screen; a 400 shows the answer's message with a way to try again.
 */
import type { Language } from '@foyer/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useApiClient } from '@/shared/api/api-context';
import { orderTokenOfReturn } from '@/shared/api/order-token';
import { useLanguage } from '@/shared/navigation/use-route-info';
import {
  execPayment,
  completeBooking,
  failedPath,
  keepDeclinedCart,
  type BookingOutcome,
} from './booking';
import { ConfirmingView, outcomeView } from './booking-views';

/** Reacts to an outcome once: a booking clears the basket; a refusal may lead to the failed screen. */
export function useOutcomeEffects(
  outcome: BookingOutcome | undefined,
  orderToken: string | null,
  lang: Language,
): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (orderToken === null) {
      void navigate(failedPath(lang, 'gone') ?? '', { replace: true });
      return;
    }
    if (outcome === undefined) return;
    if (outcome.kind === 'booked') {
      completeBooking(outcome.booking);
      return;
    }
    const path = failedPath(lang, outcome.kind);
    if (path === null) return;
    if (outcome.kind === 'failed') keepDeclinedCart(orderToken);
    void navigate(path, { replace: true });
  }, [outcome, orderToken, lang, navigate]);
}

/** The order token the provider's return URL carries. */
export function useReturnedOrderToken(): string | null {
  const [params] = useSearchParams();
  return orderTokenOfReturn(params);
}

export function SuccessScreen() {
  const client = useApiClient();
  const lang = useLanguage();
  const orderToken = useReturnedOrderToken();
  const booking = useQuery({
    queryKey: ['execPayment', orderToken],
    queryFn: () => execPayment(client, lang, orderToken ?? ''),
    enabled: orderToken !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  useOutcomeEffects(booking.data, orderToken, lang);

  const retry = () => void booking.refetch();
  return outcomeView(booking.data, lang, retry, booking.isFetching) ?? <ConfirmingView />;
}

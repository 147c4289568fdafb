/**
 * "Add to calendar" on the success and order review pages: a download of the
 * order's calendar file (`order/documents/{id}/calendar.ics`, one event per dated visit in the
 * venue's time zone), shown for a booked or partly refunded order with at least one dated item that
 * was not cancelled.
 */
import type { Language } from '@foyer/domain';
import type { Order } from '@foyer/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '@/shared/api/api-context';

/** The calendar file of the order with this token under the API base. */
export function calendarFileUrl(apiBase: string, lang: Language, orderToken: string): string {
  return `${apiBase.replace(/\/+$/, '')}/${lang}/order/documents/${encodeURIComponent(orderToken)}/calendar.ics`;
}

export function CalendarLink({
  orderToken,
  lang,
  order,
}: {
  orderToken: string;
  lang: Language;
  /** The order when the page has read it; else it is read (the success page's query). */
  order?: Order;
}) {
  const { t } = useTranslation();
  const client = useApiClient();
  const review = useQuery({
    queryKey: ['orderReview', orderToken],
    queryFn: ({ signal }) =>
      client.call('orderReview', { lang, query: { id: orderToken }, signal }),
    enabled: order === undefined,
    retry: false,
  });
  const data = order ?? review.data;
  // A partly refunded order still has its valid visits; a cancelled line is no visit any more.
  const visits =
    data !== undefined &&
    (data.status === 'booked' || data.status === 'partlyRefunded') &&
    data.items.some((item) => item.date && !item.cancelled);
  if (!visits) return null;
  return (
    <a
      className="button checkout-button--outline"
      href={calendarFileUrl(client.apiBase, lang, orderToken)}
      download
    >
      {t('checkout.addToCalendar')}
    </a>
  );
}

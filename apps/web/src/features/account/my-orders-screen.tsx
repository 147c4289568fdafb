/**
 * My orders (`myOrders`, docs/decisions.md "My orders"): the logged-in customer's booked orders
 * from `customer/orders`, as coming visits and past orders. Each order is a card with its number,
 * visit dates, booking date, status and total, and a link to its order review page (tickets,
 * invoice, calendar file, wallet passes). Logged-out visitors are told that the page needs login.
 */
import { formatDate, formatMoney, routePath, venueToday } from '@foyer/domain';
import type { MyOrder } from '@foyer/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiClient } from '@/shared/api/api-context';
import { shopInfoQuery } from '@/shared/api/queries';
import { FormLoadFailed, FormLoading } from '@/shared/customer';
import { useLanguage } from '@/shared/navigation/use-route-info';
import { useSession } from '@/shared/session/session-store';
import type { ScreenProps } from '@/shared/ui/screen';
import { AccountPage, LoginRequired } from './account-page';
import './my-orders.css';

function visitText(order: MyOrder): string | null {
  if (order.firstVisit === null || order.lastVisit === null) return null;
  return order.firstVisit === order.lastVisit
    ? formatDate(order.firstVisit)
    : `${formatDate(order.firstVisit)} – ${formatDate(order.lastVisit)}`;
}

function OrderCard({ order, timeZone }: { order: MyOrder; timeZone: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const headingId = useId();
  const visit = visitText(order);
  return (
    <article className="my-order" aria-labelledby={headingId}>
      <h3 id={headingId} className="my-order__title">
        {t('account.orders.orderNumber', { number: order.number })}
      </h3>
      <dl className="my-order__facts">
        {visit && (
          <div>
            <dt>{t('account.orders.visit')}</dt>
            <dd>{visit}</dd>
          </div>
        )}
        <div>
          <dt>{t('account.orders.bookedOn')}</dt>
          <dd>{formatDate(venueToday(new Date(order.booked), timeZone))}</dd>
        </div>
        <div>
          <dt>{t('account.orders.status')}</dt>
          <dd>
            <span className={`my-order__status my-order__status--${order.status}`}>
              {t(`account.orders.statuses.${order.status}`)}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('account.orders.total')}</dt>
          <dd>{formatMoney(order.total, lang)}</dd>
        </div>
      </dl>
      {order.lines.length > 0 && (
        <ul className="my-order__lines" aria-label={t('account.orders.lines')}>
          {order.lines.map((line) => (
            <li key={line.name}>
              {t('account.orders.line', { count: line.count, name: line.name })}
            </li>
          ))}
        </ul>
      )}
      {order.reviewable ? (
        <Link className="my-order__link" to={routePath('orderReview', lang, { id: order.id })}>
          {t('account.orders.details')}{' '}
          <span className="visually-hidden">
            {t('account.orders.detailsOf', { number: order.number })}
          </span>
        </Link>
      ) : (
        <p className="my-order__note">{t('account.orders.notReviewable')}</p>
      )}
    </article>
  );
}

function OrderSection({
  title,
  empty,
  orders,
  timeZone,
}: {
  title: string;
  empty: string;
  orders: readonly MyOrder[];
  timeZone: string;
}) {
  const id = useId();
  return (
    <section className="account-section my-orders__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {orders.length === 0 ? (
        <p className="my-orders__empty">{empty}</p>
      ) : (
        <ul className="my-orders__list">
          {orders.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} timeZone={timeZone} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function OrderLists() {
  const { t } = useTranslation();
  const client = useApiClient();
  const lang = useLanguage();
  const info = useQuery(shopInfoQuery(client, lang));
  const orders = useQuery({
    queryKey: ['customerOrders', lang],
    queryFn: ({ signal }) => client.call('customerOrders', { lang, signal }),
    retry: false,
  });
  if (orders.isPending) return <FormLoading />;
  if (orders.isError) return <FormLoadFailed onRetry={() => void orders.refetch()} />;
  const timeZone = info.data?.meta.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <>
      <OrderSection
        title={t('account.orders.coming')}
        empty={t('account.orders.comingEmpty')}
        orders={orders.data.coming}
        timeZone={timeZone}
      />
      <OrderSection
        title={t('account.orders.past')}
        empty={t('account.orders.pastEmpty')}
        orders={orders.data.past}
        timeZone={timeZone}
      />
    </>
  );
}

export function MyOrdersScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const token = useSession((state) => state.token);
  if (token === null) return <LoginRequired route={route} />;
  return (
    <AccountPage route={route} intro={t('account.orders.intro')}>
      <OrderLists />
      <p className="my-orders__settings">
        <Link to={routePath('settings', lang)}>{t('account.orders.toSettings')}</Link>
      </p>
    </AccountPage>
  );
}

/**
 * order-review/{id} (available or notAvailable): the booked order with its items (lines cancelled
 * later marked as such), vouchers, shipping, totals with VAT and what was paid back, and the ticket,
 * invoice and credit note downloads; a wholly refunded or cancelled order read-only (a notice, its
 * invoice and credit notes, no tickets, calendar, wallet passes or cancellation); 406 → a clear
 * message that the order is not available.
 */
import { formatDate, formatMoney, routePath, venueDateTime, type Language } from '@foyer/domain';
import type { Order } from '@foyer/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useApiClient } from '@/shared/api/api-context';
import { ApiError } from '@/shared/api/api-error';
import { shopInfoQuery } from '@/shared/api/queries';
import { useLanguage } from '@/shared/navigation/use-route-info';
import { PageLoading } from '@/shared/ui/page-loading';
import { usePageTitle } from '@/shared/ui/title-store';
import { WalletLinks } from './wallet-links';
import { CalendarLink } from './calendar-link';
import { CancelLines } from './cancel-lines';
import { MoveVisit } from './move-visit';
import { localWhen } from '@/shared/ui/local-when';

function countryName(code: string, lang: Language): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

function orderedAt(created: string, timeZone: string): string {
  return localWhen(venueDateTime(new Date(created), timeZone));
}

function paymentName(order: Order, lang: Language, t: Translate): string | null {
  if (order.payment === null) return null;
  const own = order.payment.i18n[lang]?.trim();
  return own || t(`payment.${order.payment.payartId}`, { defaultValue: '' }) || null;
}

function OrderView({ order, lang, timeZone }: { order: Order; lang: Language; timeZone: string }) {
  const { t } = useTranslation();
  const money = (cents: number) => formatMoney(cents, lang);
  const paidWith = paymentName(order, lang, t);
  const { downloads, totals } = order;
  const creditNotes = downloads.creditNotes ?? [];
  // A wholly refunded or cancelled order is shown read-only: its documents, nothing to use.
  const closed = order.status === 'refunded' || order.status === 'cancelled';
  return (
    <div className="page order-review">
      <p className="eyebrow">{t('checkout.reviewEyebrow')}</p>
      <h1>{t('checkout.reviewTitle', { number: order.number })}</h1>
      <dl className="order-review__facts">
        <div>
          <dt>{t('checkout.orderedOn')}</dt>
          <dd>{orderedAt(order.created, timeZone)}</dd>
        </div>
        <div>
          <dt>{t('checkout.status')}</dt>
          <dd>
            <span className={`order-status order-status--${order.status}`}>
              {t(`checkout.statuses.${order.status}`)}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('checkout.customer')}</dt>
          <dd>
            {[order.customer.fname, order.customer.lname].filter(Boolean).join(' ')}
            {order.customer.email && (
              <span className="order-review__email">{order.customer.email}</span>
            )}
          </dd>
        </div>
        {paidWith && (
          <div>
            <dt>{t('checkout.paidWith')}</dt>
            <dd>{paidWith}</dd>
          </div>
        )}
      </dl>

      {closed && <p className="notice order-review__closed">{t('checkout.closedNotice')}</p>}

      {(downloads.tickets || downloads.invoice || creditNotes.length > 0) && (
        <section className="order-review__downloads" aria-labelledby="order-downloads">
          <h2 id="order-downloads">{t('checkout.downloads')}</h2>
          <div className="checkout-return__actions">
            {downloads.tickets && (
              <a className="button" href={downloads.tickets} download>
                {t('checkout.downloadTickets')}
              </a>
            )}
            {downloads.invoice && (
              <a className="button checkout-button--outline" href={downloads.invoice} download>
                {t('checkout.downloadInvoice')}
              </a>
            )}
            {creditNotes.map((note) => (
              <a
                key={note.number}
                className="button checkout-button--outline"
                href={note.url}
                download
              >
                {t('checkout.downloadCreditNote', { number: note.number })}
              </a>
            ))}
            {!closed && <CalendarLink orderToken={order.id} lang={lang} order={order} />}
          </div>
        </section>
      )}

      {!closed && <WalletLinks wallets={order.wallets} />}

      <section className="checkout-return__card" aria-labelledby="order-items">
        <h2 id="order-items">{t('checkout.items')}</h2>
        <ul className="order-items">
          {order.items.map((item, index) => (
            <li
              key={index}
              className={item.cancelled ? 'order-item order-item--cancelled' : 'order-item'}
            >
              <div className="order-item__main">
                <span className="order-item__name">
                  {item.name}
                  {item.cancelled && (
                    <span className="order-item__cancelled">{t('checkout.itemCancelled')}</span>
                  )}
                </span>
                {(item.date || item.time) && (
                  <span className="order-item__when">
                    {[item.date ? formatDate(item.date) : null, item.time]
                      .filter(Boolean)
                      .join(', ')}
                  </span>
                )}
                {item.details.length > 0 && (
                  <ul className="order-item__details">
                    {item.details.map((detail, line) => (
                      <li key={line}>{detail}</li>
                    ))}
                  </ul>
                )}
              </div>
              <span className="order-item__count">
                {t('checkout.countTimesPrice', { count: item.count, price: money(item.price) })}
              </span>
              <span className="order-item__total">{money(item.totalPrice)}</span>
            </li>
          ))}
        </ul>

        {order.vouchers.length > 0 && (
          <>
            <h3>{t('checkout.vouchersUsed')}</h3>
            <ul className="order-vouchers">
              {order.vouchers.map((voucher) => (
                <li key={voucher.barcode}>
                  <span className="order-vouchers__code">{voucher.barcode}</span>
                  <span>
                    {t('checkout.voucherUsed', {
                      used: money(voucher.used),
                      remaining: money(voucher.remaining),
                    })}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}

        <dl className="order-totals">
          <div>
            <dt>{t('checkout.subtotal')}</dt>
            <dd>{money(totals.subtotal)}</dd>
          </div>
          {order.shipping && (
            <div>
              <dt>{t('checkout.shipping')}</dt>
              <dd>{money(totals.shipping)}</dd>
            </div>
          )}
          {totals.voucherDiscount !== 0 && (
            <div>
              <dt>{t('checkout.voucherDiscount')}</dt>
              <dd>{money(totals.voucherDiscount)}</dd>
            </div>
          )}
          <div className="order-totals__total">
            <dt>{t('checkout.total')}</dt>
            <dd>{money(totals.total)}</dd>
          </div>
          <div className="order-totals__vat">
            <dt>{t('checkout.vatIncluded')}</dt>
            <dd>{money(totals.vat)}</dd>
          </div>
          {(totals.refunded ?? 0) > 0 && (
            <div className="order-totals__refunded">
              <dt>{t('checkout.refunded')}</dt>
              <dd>{money(-(totals.refunded ?? 0))}</dd>
            </div>
          )}
          {(totals.feeKept ?? 0) > 0 && (
            <div className="order-totals__fee">
              <dt>{t('checkout.feeKept')}</dt>
              <dd>{money(totals.feeKept ?? 0)}</dd>
            </div>
          )}
        </dl>
      </section>

      {!closed && <MoveVisit order={order} lang={lang} />}

      {!closed && <CancelLines order={order} lang={lang} />}

      {order.shipping && (
        <section className="checkout-return__card" aria-labelledby="order-shipping">
          <h2 id="order-shipping">{t('checkout.shippingTo')}</h2>
          <address className="order-address">
            <span>{order.shipping.address.name}</span>
            <span>{order.shipping.address.street}</span>
            <span>
              {order.shipping.address.zip} {order.shipping.address.city}
            </span>
            <span>{countryName(order.shipping.address.country, lang)}</span>
          </address>
        </section>
      )}
    </div>
  );
}

export function OrderReviewScreen() {
  const { t } = useTranslation();
  const client = useApiClient();
  const lang = useLanguage();
  const { id = '' } = useParams();
  const info = useQuery(shopInfoQuery(client, lang));
  const order = useQuery({
    queryKey: ['orderReview', lang, id],
    queryFn: ({ signal }) => client.call('orderReview', { lang, query: { id }, signal }),
    enabled: id !== '',
    retry: false,
  });
  usePageTitle(order.data ? t('checkout.reviewTitle', { number: order.data.number }) : null);

  if (order.isPending && id !== '') return <PageLoading />;
  if (order.data) {
    const timeZone = info.data?.meta.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
    return <OrderView order={order.data} lang={lang} timeZone={timeZone} />;
  }
  const notAvailable = id === '' || (order.error instanceof ApiError && order.error.status === 406);
  return (
    <div className="page page--narrow checkout-return">
      <h1 className="checkout-return__title">{t('checkout.notAvailableTitle')}</h1>
      <p className="notice" role="alert">
        {t(notAvailable ? 'checkout.notAvailable' : 'checkout.reviewFailed')}
      </p>
      <ul className="checkout-return__links">
        <li>
          <Link to={routePath('home', lang)}>{t('checkout.toHome')}</Link>
        </li>
      </ul>
    </div>
  );
}

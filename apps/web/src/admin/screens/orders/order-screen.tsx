/**
 * An order's page: overview with the order's money as its ledger says it, open disputes, customer and
 * invoice (correcting the visitor's details, issuing an invoice, links to every document), lines
 * (with "cancel and refund" per line and "move" per booking with starts, for roles that may
 * refund), tickets with barcodes
 * and check-in state, payments, refunds (a refused automatic refund with the ways to settle it),
 * disputes, the e-mails sent and every ledger entry on demand; the actions the role may use.
 */
import { formatMoney } from '@foyer/domain';
import { adminEndpoints, type OrderDetail } from '@foyer/domain/admin-contract';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { AdminApiError, callAdmin } from '../../api';
import { QueryFailure } from '../../components/load-failure';
import { ScrollRegion } from '../../components/scroll-region';
import { useAdmin } from '../../context';
import type { MessageKey } from '../../i18n';
import { useAdminQuery, useInvalidateAdmin, useSetAdminData } from '../../queries';
import {
  CancelLineButton,
  IssueInvoiceButton,
  OrderActions,
  Spinner,
  type OrderAction,
} from './order-actions';
import { EditCustomerButton, OrderDocumentLinks } from './order-customer';
import { MoveBookingButton, movableBookings } from './move-booking';
import { BackToOrders } from './back-to-orders';
import { DisputeBanners, DisputesTable, LedgerEntries, moneyFacts, RefundRow } from './order-money';
import { formatters, orderErrorText, statusKey } from './order-texts';
import './money-texts';
import './orders.css';

function Table({
  caption,
  head,
  children,
}: {
  caption: string;
  head: string[];
  children: ReactNode;
}) {
  return (
    <ScrollRegion label={caption}>
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {head.map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollRegion>
  );
}

export default function OrderScreen({ id }: { id: number }) {
  const { t, language, me } = useAdmin();
  const loaded = useAdminQuery(adminEndpoints.getOrder, { params: { id } });
  const order = loaded.data;
  const setData = useSetAdminData();
  const invalidate = useInvalidateAdmin();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const format = useMemo(() => formatters(language), [language]);
  const money = (cents: number) => formatMoney(cents, language);

  const run = useCallback(
    async (action: OrderAction) => {
      setBusy(true);
      setFailure(null);
      setNotice(null);
      try {
        let next: OrderDetail;
        if (action.kind === 'resend') {
          next = await callAdmin(adminEndpoints.resendOrder, {
            params: { id },
            body: action.email ? { email: action.email } : {},
          });
          setNotice(t('resendDone', { email: action.email ?? next.customer.email }));
        } else if (action.kind === 'retryRefund') {
          next = await callAdmin(adminEndpoints.retryRefund, {
            params: { id, request: action.request },
            body: { idempotencyKey: action.key },
          });
          setNotice(t('retryDone'));
        } else if (action.kind === 'refundOutside') {
          next = await callAdmin(adminEndpoints.refundOutside, {
            params: { id, request: action.request },
            body: action.note
              ? { idempotencyKey: action.key, note: action.note }
              : { idempotencyKey: action.key },
          });
          setNotice(t('refundOutsideDone'));
        } else if (action.kind === 'issueInvoice') {
          next = await callAdmin(adminEndpoints.issueInvoice, {
            params: { id },
            body: { idempotencyKey: action.key },
          });
          setNotice(t('invoiceIssued'));
        } else if (action.kind === 'move') {
          const moved = await callAdmin(adminEndpoints.moveBooking, {
            params: { id },
            body: {
              idempotencyKey: action.key,
              itemIndex: action.itemIndex,
              to: action.to,
              ...(action.paid ? { paid: action.paid } : {}),
            },
          });
          next = moved.order;
          const times = { from: format.local(moved.from), to: format.local(moved.to) };
          setNotice(
            moved.charged > 0
              ? t('moveDoneCharged', { ...times, amount: formatMoney(moved.charged, language) })
              : moved.refunded > 0
                ? t('moveDoneRefund', { ...times, amount: formatMoney(moved.refunded, language) })
                : t('moveDone', times),
          );
        } else if (action.kind === 'cancelUnpaid') {
          next = await callAdmin(adminEndpoints.cancelUnpaid, {
            params: { id },
            body: { idempotencyKey: action.key },
          });
          setNotice(t('cancelDone', { status: t(statusKey(next.status)) }));
        } else {
          next = await callAdmin(adminEndpoints.cancelOrder, {
            params: { id },
            body: {
              idempotencyKey: action.key,
              ...(action.lineIds ? { lineIds: action.lineIds } : {}),
              ...(action.quantities ? { quantities: action.quantities } : {}),
              ...(action.reason ? { reason: action.reason } : {}),
            },
          });
          setNotice(t('cancelDone', { status: t(statusKey(next.status)) }));
        }
        // The answer is the order as it is now; the lists that show orders are asked again.
        setData(adminEndpoints.getOrder, { params: { id } }, next);
        void invalidate(adminEndpoints.searchOrders, adminEndpoints.paymentProblems);
      } catch (error) {
        setFailure(orderErrorText(error, t));
        // Show the order as it is now (another staff member may have changed it).
        await invalidate(adminEndpoints.getOrder);
      } finally {
        setBusy(false);
        heading.current?.focus();
      }
    },
    [id, t, setData, invalidate, format, language],
  );

  const back = <BackToOrders />;
  if (!order) {
    return (
      <section aria-labelledby="order-title">
        {back}
        <h1 id="order-title">{t('orderTitle', { number: '' })}</h1>
        {!loaded.isError ? (
          <Spinner label={t('loading')} />
        ) : loaded.error instanceof AdminApiError && loaded.error.status === 404 ? (
          <p role="alert" className="admin-error">
            {orderErrorText(loaded.error, t)}
          </p>
        ) : (
          <QueryFailure
            query={loaded}
            describe={(error) => orderErrorText(error, t)}
            className="admin-error"
          />
        )}
      </section>
    );
  }
  const mayRefund = (me?.permissions.includes('orders.refund') ?? false) && order.can.cancel;
  const lineName = new Map(order.lines.map((line) => [line.id, line.name]));
  const movable = movableBookings(order);
  const facts: [MessageKey, ReactNode][] = [
    ['colDate', format.dateTime(order.createdAt)],
    ['bookedAt', order.bookedAt ? format.dateTime(order.bookedAt) : t('none')],
    ['orderLanguage', order.language.toUpperCase()],
    ['partner', order.partner ?? t('none')],
    ['colChannel', t(order.channel === 'desk' ? 'channelDesk' : 'channelWeb')],
    ['subtotal', money(order.subtotal)],
    ['shipping', money(order.shippingCost)],
    ['voucherDiscount', money(order.voucherDiscount)],
    ['total', <strong key="total">{money(order.total)}</strong>],
    ['refundedTotal', money(order.refunded)],
    ...moneyFacts(order, money),
  ];
  const mayAct = me?.permissions.includes('orders.refund') ?? false;
  const table = { Table };

  return (
    <section aria-labelledby="order-title" className="order-page">
      {back}
      <div className="order-heading">
        <h1 id="order-title" ref={heading} tabIndex={-1}>
          {t('orderTitle', { number: order.number })}
        </h1>
        <span className={`badge badge-${order.status}`}>{t(statusKey(order.status))}</span>
      </div>
      <div aria-live="polite">
        {busy && <Spinner label={t('working')} />}
        {notice && <p className="admin-ok">{notice}</p>}
      </div>
      {failure && (
        <p role="alert" className="admin-error">
          {failure}
        </p>
      )}
      <DisputeBanners order={order} />
      <div className="order-columns">
        <section aria-labelledby="order-summary" className="panel">
          <h2 id="order-summary">{t('sectionSummary')}</h2>
          <dl className="facts">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt>{t(label)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="order-customer" className="panel">
          <h2 id="order-customer">{t('sectionCustomer')}</h2>
          <dl className="facts">
            <div>
              <dt>{t('colCustomer')}</dt>
              <dd>
                {order.customer.name || t('none')} (
                {order.customer.guest ? t('guest') : t('registered')})
              </dd>
            </div>
            <div>
              <dt>{t('searchEmail')}</dt>
              <dd>{order.customer.email || t('none')}</dd>
            </div>
            <div>
              <dt>{t('invoiceRequested')}</dt>
              <dd>{order.invoice.requested ? t('yes') : t('no')}</dd>
            </div>
            <div>
              <dt>{t('invoiceAddress')}</dt>
              <dd>
                {order.invoice.address.length > 0
                  ? order.invoice.address.map((line) => (
                      <span key={line} className="address-line">
                        {line}
                      </span>
                    ))
                  : t('none')}
              </dd>
            </div>
            <div>
              <dt>{t('invoiceNumber')}</dt>
              <dd>{order.invoice.number ?? t('none')}</dd>
            </div>
            <div>
              <dt>{t('documents')}</dt>
              <dd>
                <OrderDocumentLinks order={order} />
              </dd>
            </div>
          </dl>
          {mayAct && (order.can.editCustomer || order.can.issueInvoice) && (
            <div className="row-actions">
              {order.can.editCustomer && (
                <EditCustomerButton
                  order={order}
                  busy={busy}
                  onSaved={(next) => {
                    setFailure(null);
                    setNotice(t('customerSaved'));
                    setData(adminEndpoints.getOrder, { params: { id } }, next);
                    void invalidate(adminEndpoints.searchOrders);
                  }}
                />
              )}
              {order.can.issueInvoice && (
                <IssueInvoiceButton
                  number={order.number}
                  busy={busy}
                  run={(action) => void run(action)}
                />
              )}
            </div>
          )}
        </section>
      </div>
      <OrderActions order={order} busy={busy} run={(action) => void run(action)} />

      <h2>{t('sectionLines')}</h2>
      <Table
        caption={t('sectionLines')}
        head={[
          t('lineType'),
          t('product'),
          t('quantity'),
          t('unitPrice'),
          t('lineTotal'),
          t('lineState'),
          ...(mayRefund ? [t('actions')] : []),
        ]}
      >
        {order.lines.map((line) => (
          <tr key={line.id} className={line.cancelledAt ? 'cancelled' : undefined}>
            <td>{t(`line_${line.type}`)}</td>
            <td>
              <span className="stacked">
                <span>{line.name}</span>
                {line.datetime && <span className="hint">{format.local(line.datetime)}</span>}
                {line.details.map((detail) => (
                  <span key={detail} className="hint">
                    {detail}
                  </span>
                ))}
              </span>
            </td>
            <td>{line.count}</td>
            <td className="money">{money(line.unitPrice)}</td>
            <td className="money">{money(line.totalPrice)}</td>
            <td>
              {line.cancelledAt
                ? t('lineCancelled', { date: format.dateTime(line.cancelledAt) })
                : t('lineActive')}
            </td>
            {mayRefund && (
              <td>
                <div className="line-actions">
                  {movable.has(line.id) && (
                    <MoveBookingButton
                      orderId={order.id}
                      itemIndex={movable.get(line.id) ?? 0}
                      name={line.name}
                      busy={busy}
                      run={(action) => void run(action)}
                    />
                  )}
                  {!line.cancelledAt && line.type !== 'voucherCode' && (
                    <CancelLineButton
                      name={line.name}
                      lineId={line.id}
                      count={line.count}
                      amount={
                        order.refundIfCancelled.lines.find((entry) => entry.lineId === line.id)
                          ?.amount ?? 0
                      }
                      partial={
                        order.refundIfCancelled.partial.find((entry) => entry.lineId === line.id)
                          ?.amounts
                      }
                      busy={busy}
                      run={(action) => void run(action)}
                    />
                  )}
                </div>
              </td>
            )}
          </tr>
        ))}
      </Table>

      <h2>{t('sectionTickets')}</h2>
      {order.tickets.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <Table
          caption={t('sectionTickets')}
          head={[t('barcode'), t('product'), t('admits'), t('validity'), t('checkIn')]}
        >
          {order.tickets.map((ticket) => (
            <tr key={ticket.id} className={ticket.cancelled ? 'cancelled' : undefined}>
              <td>
                <code>{ticket.barcode}</code>
              </td>
              <td>{lineName.get(ticket.lineId) ?? t('none')}</td>
              <td>{ticket.admits}</td>
              <td>
                {ticket.validFrom ? format.local(ticket.validFrom) : t('none')}
                {ticket.validTo ? ` – ${format.local(ticket.validTo)}` : ''}
              </td>
              <td>
                {ticket.cancelled
                  ? t('ticketCancelled')
                  : ticket.checkedInAt
                    ? t('checkedIn', { date: format.dateTime(ticket.checkedInAt) })
                    : t('notCheckedIn')}
              </td>
            </tr>
          ))}
        </Table>
      )}

      <h2>{t('sectionPayments')}</h2>
      {order.payments.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <Table
          caption={t('sectionPayments')}
          head={[
            t('when'),
            t('paymentType'),
            t('provider'),
            t('providerRef'),
            t('amount'),
            t('status'),
          ]}
        >
          {order.payments.map((payment) => (
            <tr key={payment.id}>
              <td>{format.dateTime(payment.createdAt)}</td>
              <td>{payment.method || t('none')}</td>
              <td>{payment.provider}</td>
              <td>
                <code>{payment.providerRef}</code>
              </td>
              <td className="money">{money(payment.amount)}</td>
              <td>{t(`paymentStatus_${payment.status}` as MessageKey)}</td>
            </tr>
          ))}
        </Table>
      )}

      {order.refunds.length > 0 && (
        <>
          <h2>{t('sectionRefunds')}</h2>
          <Table
            caption={t('sectionRefunds')}
            head={[
              t('when'),
              t('who'),
              t('refundPurpose'),
              t('refundedMoney'),
              t('refundedVouchers'),
              t('status'),
              t('providerRef'),
              t('reason'),
              ...(mayAct ? [t('actions')] : []),
            ]}
          >
            {order.refunds.map((refund) => (
              <RefundRow
                key={refund.request}
                refund={refund}
                busy={busy}
                mayRefund={mayAct}
                run={(action) => void run(action)}
              />
            ))}
          </Table>
        </>
      )}

      <DisputesTable order={order} table={table} />

      <h2>{t('sectionEmails')}</h2>
      {order.emails.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <Table
          caption={t('sectionEmails')}
          head={[t('when'), t('emailTo'), t('subject'), t('status')]}
        >
          {order.emails.map((mail) => (
            <tr key={mail.id}>
              <td>{format.dateTime(mail.sentAt ?? mail.createdAt)}</td>
              <td>{mail.to}</td>
              <td>{mail.subject}</td>
              <td>{t(`mailStatus_${mail.status}`)}</td>
            </tr>
          ))}
        </Table>
      )}

      <LedgerEntries order={order} table={table} />
    </section>
  );
}

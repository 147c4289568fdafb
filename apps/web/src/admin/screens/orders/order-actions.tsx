/**
 * The actions of an order's page, offered only when the role may use them and the order's state
 * allows them: resend the confirmation, cancel an unpaid order, cancel the whole order with its
 * refund. Each changing action asks first; a spinner shows while the server works.
 */
import { formatMoney } from '@foyer/domain';
import type { DeskPayment, OrderDetail } from '@foyer/domain/admin-contract';
import { useId, useState } from 'react';
import { useAdmin } from '../../context';
import { ConfirmDialog } from '../../components/confirm-dialog';
import './money-texts';

export type OrderAction =
  | { kind: 'resend'; email?: string }
  | { kind: 'cancelUnpaid'; key: string }
  | { kind: 'issueInvoice'; key: string }
  | {
      kind: 'cancel';
      key: string;
      lineIds?: number[];
      /** Part of a line's count to cancel (the rest stays booked). */
      quantities?: { lineId: number; count: number }[];
      reason?: string;
    }
  /** A refused automatic refund: ask the provider again, or record it paid back outside. */
  | { kind: 'retryRefund'; key: string; request: string }
  | { kind: 'refundOutside'; key: string; request: string; note?: string }
  /** A booking moved to another start (`to`: its start, or its day for a day ticket). */
  | {
      kind: 'move';
      key: string;
      itemIndex: number;
      to: string;
      /** A dearer start's difference as the visitor paid it at the desk. */
      paid?: { payment: DeskPayment; amount: number };
    };

export function Spinner({ label }: { label: string }) {
  return (
    <span className="spinner-line" role="status">
      <span className="spinner" aria-hidden="true" /> {label}
    </span>
  );
}

export function OrderActions({
  order,
  busy,
  run,
}: {
  order: OrderDetail;
  busy: boolean;
  run(action: OrderAction): void;
}) {
  const { t, me, language } = useAdmin();
  const [reason, setReason] = useState('');
  const may = (permission: 'orders.resend' | 'orders.cancelUnpaid' | 'orders.refund') =>
    me?.permissions.includes(permission) ?? false;
  const [email, setEmail] = useState('');
  const [asking, setAsking] = useState<OrderAction | null>(null);
  const offers = {
    resend: may('orders.resend') && order.can.resend,
    cancelUnpaid: may('orders.cancelUnpaid') && order.can.cancelUnpaid,
    cancel: may('orders.refund') && order.can.cancel,
  };
  if (!offers.resend && !offers.cancelUnpaid && !offers.cancel) return null;
  const ask = (action: OrderAction) => setAsking(action);
  return (
    <section aria-labelledby="order-actions" className="order-actions">
      <h2 id="order-actions">{t('actionsTitle')}</h2>
      {offers.resend && (
        <form
          className="inline-form"
          onSubmit={(event) => {
            event.preventDefault();
            const to = email.trim();
            run(to ? { kind: 'resend', email: to } : { kind: 'resend' });
          }}
        >
          <div className="field">
            <label htmlFor="resend-email">{t('resendTo')}</label>
            <input
              id="resend-email"
              type="email"
              value={email}
              placeholder={order.customer.email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <button type="submit" disabled={busy}>
            {t('resend')}
          </button>
        </form>
      )}
      <div className="row-actions">
        {offers.cancelUnpaid && (
          <button
            type="button"
            className="danger"
            disabled={busy}
            onClick={() => ask({ kind: 'cancelUnpaid', key: crypto.randomUUID() })}
          >
            {t('cancelUnpaid')}
          </button>
        )}
        {offers.cancel && (
          <button
            type="button"
            className="danger"
            disabled={busy}
            onClick={() => ask({ kind: 'cancel', key: crypto.randomUUID() })}
          >
            {t('cancelOrder')}
          </button>
        )}
      </div>
      {asking && (
        <ConfirmDialog
          text={
            asking.kind === 'cancelUnpaid'
              ? t('cancelUnpaidConfirm')
              : t('cancelOrderConfirm', {
                  number: order.number,
                  amount: formatMoney(order.refundIfCancelled.whole, language),
                })
          }
          onClose={() => setAsking(null)}
          onConfirm={() => {
            setAsking(null);
            run(withReason(asking, reason));
          }}
        >
          {asking.kind === 'cancel' && <ReasonField value={reason} onChange={setReason} />}
        </ConfirmDialog>
      )}
    </section>
  );
}

/** A cancellation with the staff member's reason, when one was written. */
function withReason(action: OrderAction, reason: string): OrderAction {
  const text = reason.trim();
  return action.kind === 'cancel' && text ? { ...action, reason: text } : action;
}

/** Why an order or a line is cancelled: kept with the refund and in the audit log. */
function ReasonField({ value, onChange }: { value: string; onChange(value: string): void }) {
  const { t } = useAdmin();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{t('cancelReason')}</label>
      <textarea
        id={id}
        rows={2}
        maxLength={500}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/**
 * The "cancel and refund" button of one line, with its confirmation. A line of which part can be
 * cancelled (`partial`: the amount of each count that leaves some of it booked) offers how many to
 * cancel, "1 of 2" up to the whole line, and shows what the chosen count pays back.
 */
export function CancelLineButton({
  name,
  lineId,
  count,
  amount,
  partial,
  busy,
  run,
}: {
  name: string;
  lineId: number;
  /** The line's count. */
  count: number;
  /** What cancelling the whole line pays back through the provider. */
  amount: number;
  /** What cancelling each smaller count pays back; absent when the line cannot be divided. */
  partial?: readonly { count: number; amount: number }[] | undefined;
  busy: boolean;
  run(action: OrderAction): void;
}) {
  const { t, language } = useAdmin();
  const [asking, setAsking] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [chosen, setChosen] = useState(count);
  const selectId = useId();
  const divisible = partial !== undefined && partial.length > 0 && count > 1;
  const part = divisible && chosen < count ? partial.find((entry) => entry.count === chosen) : null;
  const money = (cents: number) => formatMoney(cents, language);
  const action = (key: string): OrderAction =>
    part
      ? { kind: 'cancel', key, quantities: [{ lineId, count: part.count }] }
      : { kind: 'cancel', key, lineIds: [lineId] };
  return (
    <>
      <button
        type="button"
        className="secondary small"
        disabled={busy}
        aria-label={t('cancelLineLabel', { name })}
        onClick={() => {
          setChosen(count);
          setAsking(crypto.randomUUID());
        }}
      >
        {t('cancelLine')}
      </button>
      {asking && (
        <ConfirmDialog
          text={
            divisible
              ? t('cancelPartConfirm', { name })
              : t('cancelLineConfirm', { name, amount: money(amount) })
          }
          onClose={() => setAsking(null)}
          onConfirm={() => {
            const key = asking;
            setAsking(null);
            run(withReason(action(key), reason));
          }}
        >
          {divisible && (
            <div className="field">
              <label htmlFor={selectId}>{t('cancelQuantity')}</label>
              <select
                id={selectId}
                value={chosen}
                aria-describedby={`${selectId}-amount`}
                onChange={(event) => setChosen(Number(event.target.value))}
              >
                {partial.map((entry) => (
                  <option key={entry.count} value={entry.count}>
                    {t('cancelQuantityOption', { part: entry.count, total: count })}
                  </option>
                ))}
                <option value={count}>{t('cancelQuantityWhole', { total: count })}</option>
              </select>
              <p id={`${selectId}-amount`} className="hint" role="status">
                {part
                  ? t('cancelPartAmount', {
                      part: part.count,
                      total: count,
                      amount: money(part.amount),
                    })
                  : t('cancelWholeLineAmount', { amount: money(amount) })}
              </p>
            </div>
          )}
          <ReasonField value={reason} onChange={setReason} />
        </ConfirmDialog>
      )}
    </>
  );
}

/** "Issue invoice" for a booked order that has none, with its confirmation. */
export function IssueInvoiceButton({
  number,
  busy,
  run,
}: {
  number: string;
  busy: boolean;
  run(action: OrderAction): void;
}) {
  const { t } = useAdmin();
  const [asking, setAsking] = useState<OrderAction | null>(null);
  return (
    <>
      <button
        type="button"
        className="secondary"
        disabled={busy}
        onClick={() => setAsking({ kind: 'issueInvoice', key: crypto.randomUUID() })}
      >
        {t('issueInvoice')}
      </button>
      {asking && (
        <ConfirmDialog
          text={t('issueInvoiceConfirm', { number })}
          onClose={() => setAsking(null)}
          onConfirm={() => {
            setAsking(null);
            run(asking);
          }}
        />
      )}
    </>
  );
}

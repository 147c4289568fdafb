/**
 * The actions of an order's page, offered only when the role may use them and the order's state
 * allows them: resend the confirmation, cancel an unpaid order, cancel the whole order with its
 * refund. Each changing action asks first; a spinner shows while the server works.
 */
import { formatMoney } from '@foyer/domain';
import type { OrderDetail } from '@foyer/domain/admin-contract';
import { useId, useState } from 'react';
import { useAdmin } from '../../context';
import { ConfirmDialog } from '../../components/confirm-dialog';
import './money-texts';

export type OrderAction =
  | { kind: 'resend'; email?: string }
  | { kind: 'cancelUnpaid'; key: string }
  | { kind: 'cancel'; key: string; lineIds?: number[]; reason?: string }
  /** A refused automatic refund: ask the provider again, or record it paid back outside. */
  | { kind: 'retryRefund'; key: string; request: string }
  | { kind: 'refundOutside'; key: string; request: string; note?: string }
  /** A booking moved to another start (`to`: its start, or its day for a day ticket). */
  | { kind: 'move'; key: string; itemIndex: number; to: string };

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

/** The "cancel and refund" button of one line, with its confirmation. */
export function CancelLineButton({
  name,
  lineId,
  amount,
  busy,
  run,
}: {
  name: string;
  lineId: number;
  /** What cancelling the line pays back through the provider. */
  amount: number;
  busy: boolean;
  run(action: OrderAction): void;
}) {
  const { t, language } = useAdmin();
  const [asking, setAsking] = useState<OrderAction | null>(null);
  const [reason, setReason] = useState('');
  return (
    <>
      <button
        type="button"
        className="secondary small"
        disabled={busy}
        aria-label={t('cancelLineLabel', { name })}
        onClick={() => setAsking({ kind: 'cancel', key: crypto.randomUUID(), lineIds: [lineId] })}
      >
        {t('cancelLine')}
      </button>
      {asking && (
        <ConfirmDialog
          text={t('cancelLineConfirm', { name, amount: formatMoney(amount, language) })}
          onClose={() => setAsking(null)}
          onConfirm={() => {
            setAsking(null);
            run(withReason(asking, reason));
          }}
        >
          <ReasonField value={reason} onChange={setReason} />
        </ConfirmDialog>
      )}
    </>
  );
}

/**
 * The money parts of an order's page, as the order's payment ledger says them: what was collected,
 * paid back, charged back and is held against what the valid lines need; open disputes with their
 * deadline; the refunds with why they were made, and for a refund the provider refused, the two ways
 * staff settle it (ask the provider again, or record it as paid back outside the shop); and every
 * ledger entry on demand.
 */
import { formatMoney } from '@foyer/domain';
import type { AdminOrderRefund, OrderDetail } from '@foyer/domain/admin-contract';
import { useId, useState, type ReactNode } from 'react';
import { useAdmin } from '../../context';
import type { MessageKey } from '../../i18n';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { OrderAction } from './order-actions';
import { formatters } from './order-texts';
import './money-texts';

/** The order's money as facts of the overview (only what is not zero, but always what is held). */
export function moneyFacts(
  order: OrderDetail,
  money: (cents: number) => string,
): [MessageKey, ReactNode][] {
  const m = order.money;
  const facts: [MessageKey, number, boolean][] = [
    ['moneyCaptured', m.captured, m.captured > 0],
    ['moneyRefunded', m.refunded, m.refunded > 0],
    ['moneyChargedBack', m.chargedBack, m.chargedBack > 0],
    ['moneyHeld', m.held, true],
    ['moneyDue', m.due, m.due !== m.held],
    ['moneyWaits', m.waitsForStaff, m.waitsForStaff > 0],
    ['moneyOwed', m.owed, m.owed > 0],
  ];
  return facts
    .filter(([, , shown]) => shown)
    .map(([label, cents]) => [
      label,
      label === 'moneyWaits' || label === 'moneyOwed' ? (
        <strong key={label} className="attention">
          {money(cents)}
        </strong>
      ) : (
        money(cents)
      ),
    ]);
}

/** A banner per open dispute: its amount and until when the museum can answer it. */
export function DisputeBanners({ order }: { order: OrderDetail }) {
  const { t, language } = useAdmin();
  const format = formatters(language);
  return (
    <>
      {order.disputes
        .filter((dispute) => dispute.status === 'open')
        .map((dispute) => (
          <p key={dispute.dispute} role="alert" className="admin-error">
            {t('disputeBanner', {
              amount: formatMoney(dispute.amount, language),
              date: dispute.dueBy ? format.dateTime(dispute.dueBy) : t('none'),
            })}
          </p>
        ))}
    </>
  );
}

/** Why a refund was made, in the staff member's words. */
function purposeText(refund: AdminOrderRefund, t: (key: MessageKey) => string): string {
  if (refund.purpose === 'cancellation') return t('purpose_cancellation');
  const key = `surplus_${refund.reason ?? ''}` as MessageKey;
  const text = t(key);
  return text === key ? t('surplus_overpaid') : text;
}

/** The ways staff settle a refund the provider refused. */
function RefundSettle({
  refund,
  busy,
  run,
}: {
  refund: AdminOrderRefund;
  busy: boolean;
  run(action: OrderAction): void;
}) {
  const { t, language } = useAdmin();
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState('');
  const noteId = useId();
  return (
    <span className="row-actions">
      {refund.purpose === 'surplus' && (
        <button
          type="button"
          className="secondary small"
          disabled={busy}
          onClick={() =>
            run({ kind: 'retryRefund', key: crypto.randomUUID(), request: refund.request })
          }
        >
          {t('retryRefund')}
        </button>
      )}
      <button
        type="button"
        className="secondary small"
        disabled={busy}
        onClick={() => setAsking(true)}
      >
        {t('refundOutsideButton')}
      </button>
      {asking && (
        <ConfirmDialog
          text={t('refundOutsideConfirm', { amount: formatMoney(refund.amount, language) })}
          onClose={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            const trimmed = note.trim();
            run({
              kind: 'refundOutside',
              key: crypto.randomUUID(),
              request: refund.request,
              ...(trimmed ? { note: trimmed } : {}),
            });
          }}
        >
          <div className="field">
            <label htmlFor={noteId}>{t('refundOutsideNote')}</label>
            <input
              id={noteId}
              value={note}
              maxLength={500}
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
        </ConfirmDialog>
      )}
    </span>
  );
}

/** One row of the refunds table. */
export function RefundRow({
  refund,
  busy,
  mayRefund,
  run,
}: {
  refund: AdminOrderRefund;
  busy: boolean;
  mayRefund: boolean;
  run(action: OrderAction): void;
}) {
  const { t, language } = useAdmin();
  const format = formatters(language);
  const money = (cents: number) => formatMoney(cents, language);
  const refused = refund.status === 'refused';
  return (
    <tr className={refund.waitsForStaff ? 'attention' : undefined}>
      <td>{format.dateTime(refund.createdAt)}</td>
      <td className="breakable">{refund.staff ?? t('none')}</td>
      <td>
        <span className="stacked">
          <span>{purposeText(refund, t)}</span>
          {refund.purpose === 'cancellation' && (
            <span className="hint">
              {refund.whole ? t('wholeOrder') : t('someLines', { count: refund.lineIds.length })}
            </span>
          )}
        </span>
      </td>
      <td className="money">{money(refund.amount)}</td>
      <td className="money">{money(refund.voucherAmount)}</td>
      <td>
        <span className="stacked">
          <span>{t(`refundStatus_${refund.status}`)}</span>
          {refund.waitsForStaff && <strong className="attention">{t('waitsForStaff')}</strong>}
        </span>
      </td>
      <td>
        <code>{refund.providerRefundRef ?? t('none')}</code>
      </td>
      <td className="breakable">{refused ? (refund.reason ?? t('none')) : t('none')}</td>
      {mayRefund && (
        <td>{refund.canSettle && <RefundSettle refund={refund} busy={busy} run={run} />}</td>
      )}
    </tr>
  );
}

/** The order's disputes, open or decided. */
export function DisputesTable({ order, table }: { order: OrderDetail; table: TableProps }) {
  const { t, language } = useAdmin();
  const format = formatters(language);
  if (order.disputes.length === 0) return null;
  return (
    <>
      <h2>{t('sectionDisputes')}</h2>
      <table.Table
        caption={t('sectionDisputes')}
        head={[t('when'), t('amount'), t('status'), t('dueBy'), t('reason')]}
      >
        {order.disputes.map((dispute) => (
          <tr key={dispute.dispute}>
            <td>{format.dateTime(dispute.openedAt)}</td>
            <td className="money">{formatMoney(dispute.amount, language)}</td>
            <td>{t(`disputeStatus_${dispute.status}`)}</td>
            <td>{dispute.dueBy ? format.dateTime(dispute.dueBy) : t('none')}</td>
            <td>{dispute.reason ?? t('none')}</td>
          </tr>
        ))}
      </table.Table>
    </>
  );
}

/** The order's table component, passed in by the page (one look for all its tables). */
export interface TableProps {
  Table(props: { caption: string; head: string[]; children: ReactNode }): ReactNode;
}

/** Every entry of the order's ledger, folded away until asked for. */
export function LedgerEntries({ order, table }: { order: OrderDetail; table: TableProps }) {
  const { t, language } = useAdmin();
  const format = formatters(language);
  if (order.ledger.length === 0) return null;
  return (
    <details className="ledger-entries">
      <summary>{t('sectionLedger')}</summary>
      <table.Table
        caption={t('sectionLedger')}
        head={[t('when'), t('ledgerKind'), t('amount'), t('who')]}
      >
        {order.ledger.map((entry) => (
          <tr key={entry.id}>
            <td>{format.dateTime(entry.createdAt)}</td>
            <td>{t(`ledger_${entry.kind}` as MessageKey)}</td>
            <td className="money">
              {entry.amount ? formatMoney(entry.amount, language) : t('none')}
            </td>
            <td className="breakable">{entry.staff ?? t('none')}</td>
          </tr>
        ))}
      </table.Table>
    </details>
  );
}

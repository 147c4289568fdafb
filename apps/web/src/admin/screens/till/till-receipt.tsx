/**
 * After a sale: the receipt's summary (number, total, payments, the change in large type, the TSE's
 * state: signed with serial and signature counter, failed, or not fiscalised), printing the 80 mm
 * receipt and the tickets, the storno of the last sale and the next sale. After a storno: what was
 * cancelled and paid back.
 */
import { formatMoney, type Language } from '@foyer/domain';
import type { TillReceipt, TillSale } from '@foyer/domain/admin-contract';
import type { ReactNode } from 'react';
import { useAdmin } from '../../context';
import { TillPrintReceipt } from './till-print-receipt';
import { useTillText } from './till-texts';

/** The receipt PDF of a till transaction (80 mm, with the QR code), labelled in `language`. */
export function receiptPdfUrl(transactionId: number, language: Language): string {
  return `/api/admin/till/transactions/${transactionId}/receipt.pdf?language=${language}`;
}

export function TillReceiptView(props: {
  sale: TillSale | null;
  storno: TillReceipt | null;
  /** The visitor's language chosen at the till: the receipt and the tickets are printed in it. */
  visitorLanguage: Language;
  stornoButton: ReactNode;
  onNext: () => void;
}) {
  const { language, me } = useAdmin();
  const t = useTillText();
  const money = (cents: number) => formatMoney(cents, language);
  const receipt = props.storno ?? props.sale?.receipt ?? null;
  if (!receipt) return null;
  const { fiscal, payments } = receipt;
  return (
    <div className="till-receipt" data-testid="till-receipt">
      <TillPrintReceipt
        receipt={receipt}
        language={props.visitorLanguage}
        timeZone={me?.timeZone ?? 'Europe/Berlin'}
      />
      {props.storno ? (
        <p role="status" className="admin-ok">
          {t('tillStornoDone', {
            number: props.storno.cancels ?? '',
            storno: props.storno.number,
            total: money(-props.storno.total),
          })}
        </p>
      ) : (
        <>
          <p role="status" className="admin-ok">
            {t('tillSaleBooked', { number: receipt.number, total: money(receipt.total) })}
          </p>
          <p className="till-change-big" aria-live="polite">
            <span>{t('tillChange')}</span>{' '}
            <strong data-testid="till-change">{money(payments.change)}</strong>
          </p>
          <ul className="till-paid">
            {payments.cash !== 0 && <li>{t('tillPaidCash', { amount: money(payments.cash) })}</li>}
            {payments.given !== 0 && (
              <li>{t('tillGivenLine', { amount: money(payments.given) })}</li>
            )}
            {payments.card !== 0 && <li>{t('tillPaidCard', { amount: money(payments.card) })}</li>}
          </ul>
        </>
      )}
      <div
        data-testid="till-tse"
        className={fiscal.state === 'failed' ? 'admin-warning' : 'till-tse'}
      >
        {fiscal.state === 'signed' ? (
          <>
            <p>
              {t('tillTseSigned', {
                serial: fiscal.tssSerial ?? '',
                counter: fiscal.signatureCounter ?? '',
              })}
            </p>
            <p className="till-signature">
              {t('tillSignature')}: <code>{fiscal.signature}</code>
            </p>
          </>
        ) : (
          <p>{fiscal.state === 'failed' ? t('tillTseFailed') : t('tillTseNone')}</p>
        )}
      </div>
      <div className="till-pay-row">
        <a
          className="button-link"
          href={receiptPdfUrl(receipt.transactionId, props.visitorLanguage)}
          target="_blank"
          rel="noopener"
        >
          {t('tillPrintReceipt')}
        </a>
        {props.sale?.ticketsUrl && !props.storno && (
          <a className="button-link" href={props.sale.ticketsUrl} target="_blank" rel="noopener">
            {t('tillPrintTickets')}
          </a>
        )}
        {props.sale?.tickets80Url && !props.storno && (
          <a className="button-link" href={props.sale.tickets80Url} target="_blank" rel="noopener">
            {t('tillPrintTickets80')}
          </a>
        )}
        {!props.storno && props.stornoButton}
        <button type="button" className="till-big" onClick={props.onNext}>
          {t('tillNextSale')}
        </button>
      </div>
    </div>
  );
}

/**
 * The till's payment step, a modal dialog: cash (quick buttons: exactly the amount, or a note that
 * covers it; or the amount typed, with the change shown), the card terminal, or both (the card part
 * typed, the rest in cash). The domain's `splitPayment` checks what is entered; the server checks it
 * again when it books.
 */
import { formatMoney } from '@foyer/domain';
import { parseCashAmount, quickCashAmounts } from '@foyer/domain/till';
import { useId, useState } from 'react';
import { useAdmin } from '../../context';
import { useModalDialog } from '../../components/confirm-dialog';
import '../../components/confirm-dialog.css';
import { checkTillPayment } from './till-logic';
import { useTillText, type TillKey } from './till-texts';

type Mode = 'cash' | 'card' | 'split';
const MODES: readonly { mode: Mode; label: TillKey }[] = [
  { mode: 'cash', label: 'tillCash' },
  { mode: 'card', label: 'tillCard' },
  { mode: 'split', label: 'tillSplit' },
];

export function TillPayDialog(props: {
  total: number;
  busy: boolean;
  error: string | null;
  /** Books the sale: the card part, and the cash handed over (null: exactly the cash part). */
  onPay: (card: number, given: number | null) => void;
  onClose: () => void;
}) {
  const { language } = useAdmin();
  const t = useTillText();
  const id = useId();
  const ref = useModalDialog();
  const [mode, setMode] = useState<Mode>('cash');
  const [givenText, setGivenText] = useState('');
  const [cardText, setCardText] = useState('');
  const money = (cents: number) => formatMoney(cents, language);
  const { total } = props;

  const card = mode === 'split' ? parseCashAmount(cardText) : mode === 'card' ? total : 0;
  const given = givenText.trim() === '' ? null : parseCashAmount(givenText);
  const typedInvalid =
    (givenText.trim() !== '' && given === null) ||
    (mode === 'split' && cardText.trim() !== '' && card === null);
  const check = card === null || typedInvalid ? null : checkTillPayment(total, card, given);
  let verdict: string | null = null;
  if (typedInvalid) verdict = t('tillAmountInvalid');
  else if (check && !check.ok) {
    verdict =
      check.code === 'TILL_CASH_TOO_LITTLE'
        ? t('tillMissing', { missing: money(Number(check.params?.missing ?? 0)) })
        : check.code === 'TILL_PAYMENT_SPLIT_MISMATCH'
          ? t('tillSplitTooMuch')
          : t('tillAmountInvalid');
  }
  const quick = total === 0 ? [0] : quickCashAmounts(total);

  return (
    <dialog
      ref={ref}
      className="confirm-dialog till-pay"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        if (!props.busy) props.onClose();
      }}
    >
      <h2 id={`${id}-title`}>{t('tillPayTitle', { total: money(total) })}</h2>
      <div className="till-modes" role="group" aria-label={t('deskPayment')}>
        {MODES.map((entry) => (
          <button
            key={entry.mode}
            type="button"
            className={mode === entry.mode ? undefined : 'secondary'}
            aria-pressed={mode === entry.mode}
            onClick={() => {
              setMode(entry.mode);
              setGivenText('');
            }}
          >
            {t(entry.label)}
          </button>
        ))}
      </div>
      {mode === 'cash' && (
        <div className="till-quick">
          {quick.map((amount, index) => (
            <button
              key={amount}
              type="button"
              className="till-big"
              disabled={props.busy}
              onClick={() => props.onPay(0, index === 0 ? null : amount)}
            >
              {index === 0
                ? t('tillExact', { amount: money(amount) })
                : t('tillGivenQuick', { amount: money(amount) })}
            </button>
          ))}
        </div>
      )}
      {mode === 'card' && (
        <button
          type="button"
          className="till-big"
          disabled={props.busy}
          onClick={() => props.onPay(total, null)}
        >
          {t('tillCardPaid', { amount: money(total) })}
        </button>
      )}
      {mode !== 'card' && (
        <form
          className="till-typed"
          onSubmit={(event) => {
            event.preventDefault();
            if (check?.ok && card !== null) props.onPay(card, given);
          }}
        >
          {mode === 'split' && (
            <div className="field">
              <label htmlFor={`${id}-card`}>{t('tillCardPart')}</label>
              <input
                id={`${id}-card`}
                inputMode="decimal"
                autoComplete="off"
                className="till-amount"
                value={cardText}
                onChange={(event) => setCardText(event.target.value)}
              />
            </div>
          )}
          {mode === 'split' && card !== null && card <= total && (
            <p>{t('tillCashRest', { cash: money(total - card) })}</p>
          )}
          <div className="field">
            <label htmlFor={`${id}-given`}>{t('tillGiven')}</label>
            <input
              id={`${id}-given`}
              inputMode="decimal"
              autoComplete="off"
              className="till-amount"
              value={givenText}
              onChange={(event) => setGivenText(event.target.value)}
            />
          </div>
          <p className="till-change" aria-live="polite">
            {check?.ok && given !== null
              ? t('tillChangeIs', { change: money(check.value.change) })
              : ''}
          </p>
          {verdict && <p className="field-error">{verdict}</p>}
          <button
            type="submit"
            className="till-big"
            disabled={props.busy || !check?.ok || (mode === 'split' && cardText.trim() === '')}
          >
            {t(mode === 'split' ? 'tillBookSplit' : 'tillBookCash')}
          </button>
        </form>
      )}
      {props.busy && <p role="status">{t('tillBooking')}</p>}
      {props.error && (
        <p role="alert" className="admin-error">
          {props.error}
        </p>
      )}
      <div className="row-actions">
        <button type="button" className="secondary" disabled={props.busy} onClick={props.onClose}>
          {t('tillBack')}
        </button>
      </div>
    </dialog>
  );
}

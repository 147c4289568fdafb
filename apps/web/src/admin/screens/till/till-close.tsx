/**
 * Closing the shift: the cashier counts the drawer and enters it; the server answers the expected
 * cash, the difference and the Z report (shown by the till screen once closed).
 */
import { adminEndpoints, type TillZReport } from '@foyer/domain/admin-contract';
import { useId, useState, type FormEvent } from 'react';
import { callAdmin } from '../../api';
import { TillAmountInput } from './till-amount-input';
import { useCashField } from './till-cash-field';
import { tillErrorText, useTillText } from './till-texts';

export function TillClose(props: {
  till: string;
  onBack: () => void;
  onClosed: (report: TillZReport) => void;
}) {
  const t = useTillText();
  const id = useId();
  const counted = useCashField();
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function close(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    if (counted.cents === null) return;
    setBusy(true);
    try {
      props.onClosed(
        await callAdmin(adminEndpoints.tillCloseShift, {
          body: { till: props.till, counted: counted.cents },
        }),
      );
    } catch (failure) {
      setError(tillErrorText(failure, t));
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="till-panel till-narrow">
      <h2 id={`${id}-title`}>{t('tillCloseTitle')}</h2>
      <form onSubmit={close}>
        <TillAmountInput
          id={`${id}-counted`}
          label={t('tillCounted')}
          field={counted}
          tried={tried}
        />
        {error && (
          <p role="alert" className="admin-error">
            {error}
          </p>
        )}
        <div className="row-actions">
          <button type="submit" className="till-big" disabled={busy}>
            {t('tillCloseShift')}
          </button>
          <button type="button" className="secondary" onClick={props.onBack}>
            {t('tillBack')}
          </button>
        </div>
      </form>
    </section>
  );
}

/**
 * The till (docs/till.md "The till screen"): the cashier chooses a till, opens a shift with the
 * counted float, sells with taps on tiles (the next slot's tickets, articles, gift vouchers) and a
 * payment step (cash with change, card terminal, or both), prints the receipt and tickets, may cancel
 * the last sale (storno) and closes the shift with the counted cash (the Z report).
 */
import { adminEndpoints, type TillShift, type TillZReport } from '@foyer/domain/admin-contract';
import { formatMoney } from '@foyer/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { callAdmin } from '../../api';
import { useAdmin } from '../../context';
import { TillAmountInput } from './till-amount-input';
import { useCashField } from './till-cash-field';
import { TillSelling } from './till-sell';
import { tillErrorText, useTillText } from './till-texts';
import './till.css';

const TILL_KEY = 'foyer.admin.till';

/** The open shift of a till (null: none), asked again when a shift opens or closes. */
export const currentShiftQuery = (till: string) =>
  queryOptions({
    queryKey: ['till', 'shift', till] as const,
    queryFn: ({ signal }) =>
      callAdmin(adminEndpoints.tillCurrentShift, { query: { till }, signal }),
  });

export default function TillScreen() {
  const { me, language } = useAdmin();
  const t = useTillText();
  const id = useId();
  const tills = me?.tills ?? [];
  const [chosen, setChosen] = useState(() => localStorage.getItem(TILL_KEY));
  const till = tills.find((entry) => entry.code === chosen) ?? tills[0] ?? null;
  const shift = useQuery({ ...currentShiftQuery(till?.code ?? ''), enabled: till !== null });
  // The closing just made, shown until a new shift opens.
  const [closed, setClosed] = useState<TillZReport | null>(null);
  const time = (iso: string) =>
    new Date(iso).toLocaleTimeString(language, {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: me?.timeZone,
    });

  if (!me || !till) return <p role="status">{t('loading')}</p>;
  let body;
  if (closed) {
    body = <TillClosed report={closed} onAgain={() => setClosed(null)} />;
  } else if (shift.isPending) {
    body = <p role="status">{t('loading')}</p>;
  } else if (shift.isError) {
    body = (
      <p role="alert" className="admin-error">
        {tillErrorText(shift.error, t)}
      </p>
    );
  } else if (shift.data === null) {
    body = <TillOpenShift till={till.code} />;
  } else if (shift.data.cashierId !== me.staff.id) {
    body = (
      <p role="alert" className="admin-error">
        {t('tillOtherCashier', { cashier: shift.data.cashier, time: time(shift.data.openedAt) })}
      </p>
    );
  } else {
    body = (
      <TillSelling
        shift={shift.data}
        openedAt={time(shift.data.openedAt)}
        onClosed={(report) => setClosed(report)}
      />
    );
  }
  return (
    <div className="till">
      <div className="till-top">
        <h1>{t('tillTitle')}</h1>
        {tills.length > 1 && (
          <div className="field till-choose">
            <label htmlFor={`${id}-till`}>{t('tillChooseTill')}</label>
            <select
              id={`${id}-till`}
              value={till.code}
              onChange={(event) => {
                localStorage.setItem(TILL_KEY, event.target.value);
                setChosen(event.target.value);
                setClosed(null);
              }}
            >
              {tills.map((entry) => (
                <option key={entry.code} value={entry.code}>
                  {entry.name}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      {body}
    </div>
  );
}

function TillOpenShift({ till }: { till: string }) {
  const t = useTillText();
  const id = useId();
  const queryClient = useQueryClient();
  const float = useCashField();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);

  async function open(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    if (float.cents === null) return;
    setBusy(true);
    try {
      const shift: TillShift = await callAdmin(adminEndpoints.tillOpenShift, {
        body: { till, float: float.cents },
      });
      queryClient.setQueryData(currentShiftQuery(till).queryKey, shift);
    } catch (failure) {
      setError(tillErrorText(failure, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="till-panel till-narrow">
      <h2 id={`${id}-title`}>{t('tillOpenTitle')}</h2>
      <p className="hint">{t('tillOpenHint')}</p>
      <form onSubmit={open}>
        <TillAmountInput id={`${id}-float`} label={t('tillFloat')} field={float} tried={tried} />
        {error && (
          <p role="alert" className="admin-error">
            {error}
          </p>
        )}
        <button type="submit" className="till-big" disabled={busy}>
          {t('tillOpen')}
        </button>
      </form>
    </section>
  );
}

function TillClosed({ report, onAgain }: { report: TillZReport; onAgain: () => void }) {
  const t = useTillText();
  const { language } = useAdmin();
  const id = useId();
  const money = (cents: number) => formatMoney(cents, language);
  const { cash } = report;
  return (
    <section aria-labelledby={`${id}-title`} className="till-panel till-narrow">
      <h2 id={`${id}-title`} role="status">
        {t('tillClosed', { number: report.shift.closingNumber ?? '' })}
      </h2>
      <dl className="till-closing">
        <dt>{t('tillExpected')}</dt>
        <dd data-testid="till-expected">{money(cash.expected)}</dd>
        <dt>{t('tillCountedLabel')}</dt>
        <dd data-testid="till-counted">{money(cash.counted)}</dd>
        <dt>{t('tillDifference')}</dt>
        <dd
          data-testid="till-difference"
          className={cash.difference < 0 ? 'till-missing' : undefined}
        >
          {money(cash.difference)}
        </dd>
      </dl>
      <p className="row-actions">
        <a
          className="button-link"
          href={`/api/admin/till/shifts/${report.shift.id}/z-report.pdf`}
          target="_blank"
          rel="noopener"
        >
          {t('tillZReport')}
        </a>
        <button type="button" className="secondary" onClick={onAgain}>
          {t('tillOpenAgain')}
        </button>
      </p>
    </section>
  );
}

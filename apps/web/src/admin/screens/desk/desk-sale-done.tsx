/** A booked desk sale: print its tickets (the shop's PDF in a new tab) or e-mail them. */
import { formatMoney } from '@foyer/domain';
import { adminEndpoints, type DeskSale } from '@foyer/domain/admin-contract';
import { useId, useState } from 'react';
import { callAdmin } from '../../api';
import { useAdmin } from '../../context';
import { deskErrorText } from './desk-texts';

export function DeskSaleDone({ sale, onNext }: { sale: DeskSale; onNext: () => void }) {
  const { t, language } = useAdmin();
  const id = useId();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState(sale.emailedTo);
  const [error, setError] = useState<string | null>(null);

  async function send() {
    try {
      await callAdmin(adminEndpoints.resendOrder, {
        params: { id: sale.orderId },
        body: { email: email.trim() },
      });
      setSentTo(email.trim());
      setError(null);
    } catch (failure) {
      setError(deskErrorText(failure, t));
    }
  }

  return (
    <div className="desk-done">
      <p role="status" className="admin-ok">
        {t('deskSold', {
          number: sale.number,
          total: formatMoney(sale.total, language),
          payment: t(sale.payment === 'cash' ? 'payCash' : 'payCardTerminal'),
        })}
      </p>
      {sale.ticketsUrl && (
        <a className="button-link" href={sale.ticketsUrl} target="_blank" rel="noopener">
          {t('deskPrint')}
        </a>
      )}
      {sentTo && <p className="admin-ok">{t('deskEmailed', { email: sentTo })}</p>}
      <form
        className="inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-email`}>{t('deskEmail')}</label>
          <input
            id={`${id}-email`}
            type="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <button type="submit" className="secondary">
          {t('deskSendEmail')}
        </button>
      </form>
      {error && (
        <p role="alert" className="admin-error">
          {error}
        </p>
      )}
      <button type="button" onClick={onNext}>
        {t('deskNewSale')}
      </button>
    </div>
  );
}

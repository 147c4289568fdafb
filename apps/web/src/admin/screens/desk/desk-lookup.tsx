/** Finds a visitor's order at the desk (the orders search) and offers its tickets for printing. */
import { orderLookup } from '@foyer/domain';
import { adminEndpoints, type OrderDetail } from '@foyer/domain/admin-contract';
import { useId, useState } from 'react';
import { callAdmin } from '../../api';
import { useAdmin } from '../../context';
import { statusKey } from '../orders/order-texts';
import { deskErrorText } from './desk-texts';

const SHOWN = 5;

export function DeskLookup() {
  const { t, navigate } = useAdmin();
  const id = useId();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<OrderDetail[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function search() {
    const lookup = orderLookup(query);
    if (!lookup) return;
    try {
      const page = await callAdmin(adminEndpoints.searchOrders, {
        query: { ...lookup, pageSize: SHOWN },
      });
      const details: OrderDetail[] = [];
      // One after the other: a desk looks at a handful of orders.
      for (const order of page.orders) {
        details.push(await callAdmin(adminEndpoints.getOrder, { params: { id: order.id } }));
      }
      setFound(details);
      setError(null);
    } catch (failure) {
      setError(deskErrorText(failure, t));
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="desk-panel desk-lookup">
      <h2 id={`${id}-title`}>{t('deskLookup')}</h2>
      <form
        className="inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          void search();
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-query`}>{t('deskLookupQuery')}</label>
          <input
            id={`${id}-query`}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <button type="submit">{t('deskSearch')}</button>
      </form>
      {error && (
        <p role="alert" className="admin-error">
          {error}
        </p>
      )}
      {found && found.length === 0 && <p role="status">{t('deskNoOrders')}</p>}
      {found && found.length > 0 && (
        <ul className="desk-found">
          {found.map((order) => (
            <li key={order.id}>
              <a
                href={`/admin/orders/${order.id}`}
                onClick={(event) => {
                  event.preventDefault();
                  navigate(`orders/${order.id}`);
                }}
              >
                {order.number}
              </a>{' '}
              · {order.customer.name || order.customer.email || '—'} · {t(statusKey(order.status))}{' '}
              ·{' '}
              {order.ticketsUrl ? (
                <a href={order.ticketsUrl} target="_blank" rel="noopener">
                  {t('deskPrint')}
                </a>
              ) : (
                t('deskNoTickets')
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The orders whose money needs staff: open disputes (to be answered at the payment provider before
 * their deadline, most urgent first), automatic refunds the provider refused, and direct debits that
 * failed. Each row leads to its order, where the problem is settled.
 */
import { formatMoney } from '@foyer/domain';
import { adminEndpoints } from '@foyer/domain/admin-contract';
import { QueryFailure } from '../../components/load-failure';
import { ScrollRegion } from '../../components/scroll-region';
import { useAdmin } from '../../context';
import { useAdminQuery } from '../../queries';
import { BackToOrders } from './back-to-orders';
import { Spinner } from './order-actions';
import { formatters, orderErrorText, statusKey } from './order-texts';
import './money-texts';
import './orders.css';

export default function PaymentProblemsScreen() {
  const { t, language, navigate } = useAdmin();
  const list = useAdminQuery(adminEndpoints.paymentProblems);
  const problems = list.data?.problems;
  const format = formatters(language);

  const open = (orderId: number) => navigate(`orders/${orderId}`);
  return (
    <section aria-labelledby="problems-title">
      <BackToOrders />
      <h1 id="problems-title">{t('problemsTitle')}</h1>
      <p>{t('problemsIntro')}</p>
      <QueryFailure
        query={list}
        describe={(error) => orderErrorText(error, t)}
        className="admin-error"
      />
      {list.isPending && <Spinner label={t('loading')} />}
      {problems && problems.length === 0 && <p className="admin-ok">{t('problemsNone')}</p>}
      {problems && problems.length > 0 && (
        <ScrollRegion label={t('problemsTitle')}>
          <table>
            <caption className="visually-hidden">{t('problemsTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('colNumber')}</th>
                <th scope="col">{t('colProblem')}</th>
                <th scope="col">{t('amount')}</th>
                <th scope="col">{t('dueBy')}</th>
                <th scope="col">{t('colSince')}</th>
                <th scope="col">{t('status')}</th>
              </tr>
            </thead>
            <tbody>
              {problems.map((problem) => (
                <tr key={`${problem.orderId}-${problem.kind}-${problem.since}`}>
                  <td>
                    <a
                      href={`/admin/orders/${problem.orderId}`}
                      aria-label={t('openOrder', { number: problem.number })}
                      onClick={(event) => {
                        event.preventDefault();
                        open(problem.orderId);
                      }}
                    >
                      {problem.number}
                    </a>
                  </td>
                  <td>{t(`problem_${problem.kind}`)}</td>
                  <td className="money">{formatMoney(problem.amount, language)}</td>
                  <td>{problem.dueBy ? format.dateTime(problem.dueBy) : t('none')}</td>
                  <td>{format.dateTime(problem.since)}</td>
                  <td>
                    <span className={`badge badge-${problem.status}`}>
                      {t(statusKey(problem.status))}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}

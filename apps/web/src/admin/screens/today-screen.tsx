/**
 * The start screen of every role: today's and tomorrow's time slots and tour starts with their
 * capacity, what is sold online and at the desk, held in baskets, checked in and still free; for a
 * role that reads orders also the day's sales and the payment problems waiting for staff. It asks
 * the server again every 30 seconds (docs/decisions.md "Today at a glance").
 */
import { formatMoney } from '@foyer/domain';
import { todayEndpoints, type GlanceRowData } from '@foyer/domain/admin-contract/today';
import { useQuery } from '@tanstack/react-query';
import { addScreenTexts, tablesOf, type TextTable } from '../i18n';
import { AdminLink } from '../components/admin-link';
import { QueryFailure } from '../components/load-failure';
import { ScrollRegion } from '../components/scroll-region';
import { useAdmin } from '../context';
import { adminQuery } from '../queries';
import './today-screen.css';

addScreenTexts(
  tablesOf(import.meta.glob<TextTable>('../i18n/today/*.json', { eager: true, import: 'default' })),
);

/** The numeric columns, in order. */
const FIGURES = [
  'glanceCapacity',
  'glanceWeb',
  'glanceDesk',
  'glanceBaskets',
  'glanceCheckedIn',
  'glanceFree',
] as const;

/** How often the screen asks again. */
export const TODAY_REFRESH_MS = 30_000;

export default function TodayScreen() {
  const { t, language, me } = useAdmin();
  const query = useQuery({
    ...adminQuery(todayEndpoints.today),
    refetchInterval: TODAY_REFRESH_MS,
  });
  const data = query.data;
  const money = (cents: number) => formatMoney(cents, language);
  const day = (date: string) =>
    new Intl.DateTimeFormat(language, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${date}T12:00:00Z`));
  return (
    <section aria-labelledby="today-title" className="today">
      <h1 id="today-title">{t('todayTitle')}</h1>
      <QueryFailure query={query} />
      {!data ? (
        !query.isError && <p role="status">{t('loading')}</p>
      ) : (
        <>
          <p className="hint today-as-of" aria-live="polite">
            {t('glanceUpdatedAt', {
              // The museum's clock, wherever the device is.
              time: new Intl.DateTimeFormat(language, {
                timeStyle: 'short',
                ...(me ? { timeZone: me.timeZone } : {}),
              }).format(new Date(data.generatedAt)),
            })}
          </p>
          {(data.sales || data.problems) && (
            <div className="today-cards">
              {data.sales && (
                <section aria-labelledby="today-sales" className="catalog-box">
                  <h2 id="today-sales">{t('glanceSalesHeading')}</h2>
                  <p className="today-figure">
                    {t('glanceSalesLine', {
                      orders: data.sales.all.orders,
                      amount: money(data.sales.all.amount),
                    })}
                  </p>
                  <ul>
                    <li>
                      {t('glanceSalesWeb', {
                        orders: data.sales.web.orders,
                        amount: money(data.sales.web.amount),
                      })}
                    </li>
                    <li>
                      {t('glanceSalesDesk', {
                        orders: data.sales.desk.orders,
                        amount: money(data.sales.desk.amount),
                      })}
                    </li>
                  </ul>
                </section>
              )}
              {data.problems && (
                <section aria-labelledby="today-problems" className="catalog-box">
                  <h2 id="today-problems">{t('glanceProblemsHeading')}</h2>
                  {data.problems.disputes + data.problems.refunds + data.problems.debits === 0 ? (
                    <p>{t('glanceProblemsNone')}</p>
                  ) : (
                    <>
                      <ul>
                        {data.problems.disputes > 0 && (
                          <li>{t('glanceDisputes', { count: data.problems.disputes })}</li>
                        )}
                        {data.problems.refunds > 0 && (
                          <li>{t('glanceRefunds', { count: data.problems.refunds })}</li>
                        )}
                        {data.problems.debits > 0 && (
                          <li>{t('glanceDebits', { count: data.problems.debits })}</li>
                        )}
                      </ul>
                      <p>
                        <AdminLink to="orders/problems">{t('glanceProblemsLink')}</AdminLink>
                      </p>
                    </>
                  )}
                </section>
              )}
            </div>
          )}
          <DayTable
            id="today-slots"
            title={t('todayHeading', { date: day(data.today) })}
            rows={data.slots.filter((slot) => slot.startsAt.startsWith(data.today))}
          />
          <DayTable
            id="tomorrow-slots"
            title={t('tomorrowHeading', { date: day(data.tomorrow) })}
            rows={data.slots.filter((slot) => slot.startsAt.startsWith(data.tomorrow))}
          />
        </>
      )}
    </section>
  );
}

function DayTable({
  id,
  title,
  rows,
}: {
  id: string;
  title: string;
  rows: readonly GlanceRowData[];
}) {
  const { t } = useAdmin();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {rows.length === 0 ? (
        <p>{t('glanceNoSlots')}</p>
      ) : (
        <ScrollRegion label={title} role="group">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('glanceStart')}</th>
                <th scope="col">{t('glanceWhat')}</th>
                {FIGURES.map((key) => (
                  <th key={key} scope="col" className="num">
                    {t(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.kind}-${row.productId}-${row.startsAt}`}>
                  <td>
                    <time dateTime={row.startsAt}>{row.startsAt.slice(11, 16)}</time>
                  </td>
                  <td>
                    {row.name}{' '}
                    <span className="hint">
                      ({t(row.kind === 'event' ? 'glanceKindEvent' : 'glanceKindTour')}
                      {row.sales === 'stopped' && `, ${t('glanceStopped')}`}
                      {row.sales === 'cancelled' && `, ${t('glanceCancelled')}`})
                    </span>
                  </td>
                  <td className="num">{row.capacity}</td>
                  <td className="num">{row.soldWeb}</td>
                  <td className="num">{row.soldDesk}</td>
                  <td className="num">{row.held}</td>
                  <td className="num">{row.checkedIn}</td>
                  <td className="num">{row.free}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}

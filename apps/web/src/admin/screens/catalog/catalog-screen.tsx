/** The catalog editor's list of events (hidden ones too) with their counts of tickets and slots. */
import { catalogEndpoints } from '@foyer/domain/admin-contract/catalog';
import { QueryFailure } from '../../components/load-failure';
import { useAdmin } from '../../context';
import { useAdminQuery } from '../../queries';
import { textOf } from './catalog-form';
import { CatalogTabs } from './catalog-tabs';

export default function CatalogScreen() {
  const { t, language, navigate } = useAdmin();
  const list = useAdminQuery(catalogEndpoints.catalogEvents);
  const events = list.data;
  return (
    <section aria-labelledby="catalog-title">
      <h1 id="catalog-title">{t('catalogTitle')}</h1>
      <CatalogTabs current="catalog" />
      <p>{t('catalogHint')}</p>
      <p>
        <button type="button" onClick={() => navigate('catalog/events/new')}>
          {t('newEvent')}
        </button>
      </p>
      <QueryFailure query={list} />
      {list.isPending && <p role="status">{t('loading')}</p>}
      {events && events.length === 0 && <p>{t('noEvents')}</p>}
      {events && events.length > 0 && (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('colEvent')}</th>
                <th scope="col">{t('colActive')}</th>
                <th scope="col">{t('colTickets')}</th>
                <th scope="col">{t('colSlots')}</th>
              </tr>
            </thead>
            <tbody>
              {events.map((item) => (
                <tr key={item.id}>
                  <td>
                    <a
                      href={`/admin/catalog/events/${item.id}`}
                      onClick={(event) => {
                        event.preventDefault();
                        navigate(`catalog/events/${item.id}`);
                      }}
                    >
                      {textOf(item.name, language) || `#${item.id}`}
                    </a>
                  </td>
                  <td>{item.active ? t('yes') : t('no')}</td>
                  <td>{item.tickets}</td>
                  <td>{item.slots}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

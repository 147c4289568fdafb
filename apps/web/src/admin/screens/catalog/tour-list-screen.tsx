/** The tour editor's list of guided tours (hidden ones too) with their language and starts. */
import { catalogTourEndpoints } from '@foyer/domain/admin-contract/catalog-tours';
import { staffLanguage } from '@foyer/domain/admin-contract';
import { QueryFailure } from '../../components/load-failure';
import { useAdmin } from '../../context';
import { LANGUAGE_NAMES } from '../../i18n';
import { useAdminQuery } from '../../queries';
import { textOf } from './catalog-form';
import { CatalogTabs } from './catalog-tabs';
import './tour-texts';

function languageName(code: string): string {
  const known = staffLanguage.safeParse(code);
  return known.success ? LANGUAGE_NAMES[known.data] : code;
}

export default function TourListScreen() {
  const { t, language, navigate } = useAdmin();
  const list = useAdminQuery(catalogTourEndpoints.catalogTours);
  const tours = list.data;
  const link = (to: string, text: string) => (
    <a
      href={`/admin/${to}`}
      onClick={(event) => {
        event.preventDefault();
        navigate(to);
      }}
    >
      {text}
    </a>
  );
  return (
    <section aria-labelledby="tours-title">
      <h1 id="tours-title">{t('toursTitle')}</h1>
      <CatalogTabs current="catalog/tours" />
      <p>{t('toursHint')}</p>
      <p>
        <button type="button" onClick={() => navigate('catalog/tours/new')}>
          {t('newTour')}
        </button>
      </p>
      <QueryFailure query={list} />
      {list.isPending && <p role="status">{t('loading')}</p>}
      {tours && tours.length === 0 && <p>{t('noTours')}</p>}
      {tours && tours.length > 0 && (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('colTour')}</th>
                <th scope="col">{t('colTourLanguage')}</th>
                <th scope="col">{t('colActive')}</th>
                <th scope="col" className="num">
                  {t('colSchedules')}
                </th>
              </tr>
            </thead>
            <tbody>
              {tours.map((item) => (
                <tr key={item.id}>
                  <td>
                    {link(`catalog/tours/${item.id}`, textOf(item.name, language) || `#${item.id}`)}
                  </td>
                  <td>{languageName(item.language)}</td>
                  <td>{item.active ? t('yes') : t('no')}</td>
                  <td className="num">{item.slots}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

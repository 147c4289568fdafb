/** The static pages of the shop: which exist (with their languages) and which can be created. */
import { catalogContentEndpoints as calls } from '@foyer/domain/admin-contract/catalog-content';
import { QueryFailure } from '../../components/load-failure';
import { useAdmin } from '../../context';
import { useAdminQuery } from '../../queries';
import { textOf } from '../catalog/catalog-form';
import { languageName } from '../catalog/language-row';
import { AdminLink, Busy } from './content-ui';
import { CatalogTabs } from '../catalog/catalog-tabs';
import { useContentText, type ContentKey } from './texts';

/** The staff's name of a page id (`imprint` → Imprint). */
export function pageNameKey(id: string): ContentKey {
  return `pageName_${id}` as ContentKey;
}

export default function PagesScreen() {
  const { language, navigate } = useAdmin();
  const t = useContentText();
  const pages = useAdminQuery(calls.catalogPages);
  const list = pages.data;
  return (
    <section aria-labelledby="pages-title">
      <h1 id="pages-title">{t('catalogTitle')}</h1>
      <CatalogTabs current="catalog/pages" />
      <h2>{t('tabPages')}</h2>
      <p>{t('pagesHint')}</p>
      <QueryFailure query={pages} />
      {pages.isPending && <Busy />}
      {list && list.pages.length === 0 && <p>{t('pageNone')}</p>}
      {list && list.pages.length > 0 && (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('pageColPage')}</th>
                <th scope="col">{t('pageTitle')}</th>
                <th scope="col">{t('pageColLanguages')}</th>
              </tr>
            </thead>
            <tbody>
              {list.pages.map((page) => (
                <tr key={page.id}>
                  <td>
                    <AdminLink to={`catalog/pages/${page.id}`}>{t(pageNameKey(page.id))}</AdminLink>
                  </td>
                  <td>{textOf(page.title, language)}</td>
                  <td>
                    {Object.keys(page.html)
                      .filter((code) => page.html[code]?.trim())
                      .map(languageName)
                      .join(', ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list && list.missing.length > 0 && (
        <>
          <h2>{t('pageMissingHeading')}</h2>
          <p className="row-actions">
            {list.missing.map((id) => (
              <button
                key={id}
                type="button"
                className="secondary"
                onClick={() => navigate(`catalog/pages/${id}`)}
              >
                {t('pageCreate', { page: t(pageNameKey(id)) })}
              </button>
            ))}
          </p>
        </>
      )}
    </section>
  );
}

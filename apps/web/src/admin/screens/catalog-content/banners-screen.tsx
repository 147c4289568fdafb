/** The shop's banners by group and position, with a link to each banner's editor. */
import { catalogContentEndpoints as calls } from '@foyer/domain/admin-contract/catalog-content';
import { QueryFailure } from '../../components/load-failure';
import { useAdmin } from '../../context';
import { useAdminQuery } from '../../queries';
import { textOf } from '../catalog/catalog-form';
import { AdminLink, Busy } from './content-ui';
import { CatalogTabs } from '../catalog/catalog-tabs';
import { useContentText } from './texts';

/** A banner image's address without the `{width}` placeholder. */
export function bannerSrc(url: string): string {
  return url.replaceAll('{width}', '');
}

export default function BannersScreen() {
  const { language, navigate } = useAdmin();
  const t = useContentText();
  const list = useAdminQuery(calls.catalogBanners);
  const banners = list.data;
  return (
    <section aria-labelledby="banners-title">
      <h1 id="banners-title">{t('catalogTitle')}</h1>
      <CatalogTabs current="catalog/banners" />
      <h2>{t('tabBanners')}</h2>
      <p>{t('bannersHint')}</p>
      <p>
        <button type="button" onClick={() => navigate('catalog/banners/new')}>
          {t('bannerNew')}
        </button>
      </p>
      <QueryFailure query={list} />
      {list.isPending && <Busy />}
      {banners && banners.length === 0 && <p>{t('bannerNone')}</p>}
      {banners && banners.length > 0 && (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('bannerColText')}</th>
                <th scope="col">{t('bannerColImage')}</th>
                <th scope="col">{t('bannerColGroup')}</th>
                <th scope="col">{t('bannerColOrder')}</th>
              </tr>
            </thead>
            <tbody>
              {banners.map((banner) => {
                const text = textOf(banner.alt, language) || `#${banner.id}`;
                return (
                  <tr key={banner.id}>
                    <td>
                      <AdminLink to={`catalog/banners/${banner.id}`}>{text}</AdminLink>
                    </td>
                    <td>
                      <img className="banner-thumb" src={bannerSrc(banner.image)} alt="" />
                    </td>
                    <td>{banner.group}</td>
                    <td>{banner.sequenceNo}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

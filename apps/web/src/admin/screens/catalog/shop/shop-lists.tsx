/** Lists of products, annual passes and voucher types (hidden ones too), each with a "new" button. */
import { catalogShopEndpoints } from '@foyer/domain/admin-contract/catalog-shop';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryFailure } from '../../../components/load-failure';
import { useAdmin } from '../../../context';
import type { MessageKey } from '../../../i18n';
import { useAdminQuery } from '../../../queries';
import { textOf } from '../catalog-form';
import { CatalogTabs } from '../catalog-tabs';
import { Spinner } from './form-bits';

function money(cents: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(
    cents / 100,
  );
}

function ListFrame(props: {
  current: string;
  hint: MessageKey;
  newLabel: MessageKey;
  /** The list's query: loading, failed (asked again on request) or there. */
  list: UseQueryResult;
  empty: boolean;
  children: ReactNode;
}) {
  const { t, navigate } = useAdmin();
  const { list } = props;
  const loading = list.data === undefined;
  return (
    <section aria-labelledby="catalog-title">
      <h1 id="catalog-title">{t('catalogTitle')}</h1>
      <CatalogTabs current={props.current} />
      <p>{t(props.hint)}</p>
      <p>
        <button type="button" onClick={() => navigate(`${props.current}/new`)}>
          {t(props.newLabel)}
        </button>
      </p>
      <QueryFailure query={list} />
      {list.isPending && <Spinner label={t('loading')} />}
      {!loading && props.empty && <p>{t('nothingYet')}</p>}
      {!loading && !props.empty && <div className="table-wrap">{props.children}</div>}
    </section>
  );
}

function ItemLink({ to, children }: { to: string; children: ReactNode }) {
  const { navigate } = useAdmin();
  return (
    <a
      href={`/admin/${to}`}
      onClick={(event) => {
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}

export function ArticleList({ passes }: { passes: boolean }) {
  const { t, language } = useAdmin();
  const query = useAdminQuery(
    passes ? catalogShopEndpoints.catalogPasses : catalogShopEndpoints.catalogMerchandise,
  );
  const list = query.data;
  const section = passes ? 'catalog/passes' : 'catalog/merchandise';
  return (
    <ListFrame
      current={section}
      hint={passes ? 'passesHint' : 'merchandiseHint'}
      newLabel={passes ? 'newPass' : 'newArticle'}
      list={query}
      empty={list?.articles.length === 0}
    >
      <table>
        <thead>
          <tr>
            <th scope="col">{t('colName')}</th>
            <th scope="col">{t('colPrice')}</th>
            <th scope="col">{t('colStock')}</th>
            <th scope="col">{t('colSoldHeld')}</th>
            <th scope="col">{t('colActive')}</th>
          </tr>
        </thead>
        <tbody>
          {list?.articles.map((item) => (
            <tr key={item.id}>
              <td>
                <ItemLink to={`${section}/${item.id}`}>
                  {textOf(item.article.name, language) || `#${item.id}`}
                </ItemLink>
              </td>
              <td className="num">{money(item.article.price, language)}</td>
              <td className="num">{item.article.capacity}</td>
              <td className="num">
                {item.stockUse.sold} / {item.stockUse.held}
              </td>
              <td>{item.article.active ? t('yes') : t('no')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ListFrame>
  );
}

export function VoucherTypeList() {
  const { t, language } = useAdmin();
  const query = useAdminQuery(catalogShopEndpoints.catalogVoucherTypes);
  const list = query.data;
  return (
    <ListFrame
      current="catalog/voucher-types"
      hint="voucherTypesHint"
      newLabel="newVoucherType"
      list={query}
      empty={list?.types.length === 0}
    >
      <table>
        <thead>
          <tr>
            <th scope="col">{t('colName')}</th>
            <th scope="col">{t('colPrice')}</th>
            <th scope="col">{t('validityDays')}</th>
            <th scope="col">{t('colCodes')}</th>
            <th scope="col">{t('colActive')}</th>
          </tr>
        </thead>
        <tbody>
          {list?.types.map((item) => (
            <tr key={item.id}>
              <td>
                <ItemLink to={`catalog/voucher-types/${item.id}`}>
                  {textOf(item.type.name, language) || `#${item.id}`}
                </ItemLink>
              </td>
              <td className="num">
                {item.type.variableAmount ? t('variableAmount') : money(item.type.price, language)}
              </td>
              <td className="num">{item.type.validityDays}</td>
              <td className="num">{item.codes}</td>
              <td>{item.type.active ? t('yes') : t('no')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ListFrame>
  );
}

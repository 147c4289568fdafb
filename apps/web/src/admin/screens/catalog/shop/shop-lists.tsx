/** Lists of products, annual passes and voucher types (hidden ones too), each with a "new" button. */
import {
  catalogShopEndpoints,
  type CatalogArticleList,
  type CatalogVoucherTypeList,
} from '@foyer/domain/admin-contract/catalog-shop';
import { useEffect, useState, type ReactNode } from 'react';
import { callAdmin } from '../../../api';
import { useAdmin } from '../../../context';
import { errorText } from '../../../errors';
import type { MessageKey } from '../../../i18n';
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
  loading: boolean;
  failure: string | null;
  empty: boolean;
  children: ReactNode;
}) {
  const { t, navigate } = useAdmin();
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
      {props.failure && <p role="alert">{props.failure}</p>}
      {props.loading && !props.failure && <Spinner label={t('loading')} />}
      {!props.loading && props.empty && <p>{t('nothingYet')}</p>}
      {!props.loading && !props.empty && <div className="table-wrap">{props.children}</div>}
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
  const [list, setList] = useState<CatalogArticleList | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const section = passes ? 'catalog/passes' : 'catalog/merchandise';
  useEffect(() => {
    callAdmin(passes ? catalogShopEndpoints.catalogPasses : catalogShopEndpoints.catalogMerchandise)
      .then(setList)
      .catch((error: unknown) => setFailure(errorText(error, t)));
  }, [passes, t]);
  return (
    <ListFrame
      current={section}
      hint={passes ? 'passesHint' : 'merchandiseHint'}
      newLabel={passes ? 'newPass' : 'newArticle'}
      loading={!list}
      failure={failure}
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
  const [list, setList] = useState<CatalogVoucherTypeList | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    callAdmin(catalogShopEndpoints.catalogVoucherTypes)
      .then(setList)
      .catch((error: unknown) => setFailure(errorText(error, t)));
  }, [t]);
  return (
    <ListFrame
      current="catalog/voucher-types"
      hint="voucherTypesHint"
      newLabel="newVoucherType"
      loading={!list}
      failure={failure}
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

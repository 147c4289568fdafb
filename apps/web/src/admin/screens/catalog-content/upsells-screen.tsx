/**
 * The basket offers (upsells): for each article, the articles the basket offers with it; an offer is
 * added from a list of the other articles and removed with its own button. Each change is saved at
 * once (the shop's basket shows it at once) and announced to screen readers.
 */
import {
  catalogContentEndpoints as calls,
  type CatalogUpsell,
} from '@foyer/domain/admin-contract/catalog-content';
import { useState } from 'react';
import { AdminApiError, callAdmin } from '../../api';
import { QueryFailure } from '../../components/load-failure';
import { useAdmin } from '../../context';
import { errorText } from '../../errors';
import { useAdminQuery, useSetAdminData } from '../../queries';
import { textOf } from '../catalog/catalog-form';
import { Busy, SaveStatus } from './content-ui';
import { CatalogTabs } from '../catalog/catalog-tabs';
import { useContentText } from './texts';

export default function UpsellsScreen() {
  const { language } = useAdmin();
  const t = useContentText();
  const list = useAdminQuery(calls.catalogUpsells);
  const articles = list.data;
  const setData = useSetAdminData();
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const [status, setStatus] = useState<{ id: number; ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const nameOf = (article: CatalogUpsell | undefined, id: number) => {
    const name = article ? textOf(article.name, language) || `#${id}` : `#${id}`;
    return article && !article.active ? t('upsellHidden', { name }) : name;
  };

  const save = async (article: CatalogUpsell, related: number[]) => {
    setBusy(article.id);
    setStatus(null);
    try {
      const saved = await callAdmin(calls.catalogUpdateUpsells, {
        params: { id: article.id },
        body: { related },
      });
      // The answer is the article's offers as saved: the list holds it at once.
      setData(calls.catalogUpsells, {}, (current) =>
        current?.map((item) => (item.id === saved.id ? saved : item)),
      );
      setChosen((all) => ({ ...all, [article.id]: '' }));
      setStatus({ id: article.id, ok: true, text: t('eventSaved') });
    } catch (error) {
      const unknown = error instanceof AdminApiError && Object.keys(error.fields).length > 0;
      setStatus({
        id: article.id,
        ok: false,
        text: unknown ? t('upsellUnknown') : errorText(error, t),
      });
    } finally {
      setBusy(null);
    }
  };

  const byId = new Map((articles ?? []).map((article) => [article.id, article]));
  return (
    <section aria-labelledby="upsells-title" className="content-editor">
      <h1 id="upsells-title">{t('catalogTitle')}</h1>
      <CatalogTabs current="catalog/upsells" />
      <h2>{t('tabUpsells')}</h2>
      <p>{t('upsellsHint')}</p>
      <QueryFailure query={list} className="admin-warning" />
      {list.isPending && <Busy />}
      {articles && articles.length === 0 && <p>{t('upsellNoArticles')}</p>}
      {articles?.map((article) => {
        const name = nameOf(article, article.id);
        const selectId = `offer-${article.id}`;
        const candidates = articles.filter(
          (other) => other.id !== article.id && !article.related.includes(other.id),
        );
        return (
          <article
            key={article.id}
            className="catalog-box"
            aria-labelledby={`article-${article.id}`}
            aria-busy={busy === article.id}
          >
            <h3 id={`article-${article.id}`}>{name}</h3>
            <p className="hint">{t('upsellColOffers')}:</p>
            {article.related.length === 0 ? (
              <p>{t('upsellNone')}</p>
            ) : (
              <ul className="offer-list">
                {article.related.map((id) => {
                  const offer = nameOf(byId.get(id), id);
                  return (
                    <li key={id}>
                      {offer}
                      <button
                        type="button"
                        className="secondary"
                        disabled={busy !== null}
                        onClick={() =>
                          void save(
                            article,
                            article.related.filter((other) => other !== id),
                          )
                        }
                      >
                        <span aria-hidden="true">✕</span>
                        <span className="visually-hidden">
                          {t('upsellRemove', { offer, article: name })}
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
            {candidates.length > 0 && (
              <form
                className="offer-add"
                onSubmit={(event) => {
                  event.preventDefault();
                  const id = Number(chosen[article.id] ?? '');
                  if (id > 0) void save(article, [...article.related, id]);
                }}
              >
                <div className="field">
                  <label htmlFor={selectId}>{t('upsellChoose', { article: name })}</label>
                  <select
                    id={selectId}
                    value={chosen[article.id] ?? ''}
                    onChange={(event) => setChosen({ ...chosen, [article.id]: event.target.value })}
                  >
                    <option value="">{t('upsellChoosePrompt')}</option>
                    {candidates.map((other) => (
                      <option key={other.id} value={other.id}>
                        {nameOf(other, other.id)}
                      </option>
                    ))}
                  </select>
                </div>
                <button type="submit" disabled={busy !== null || !chosen[article.id]}>
                  {t('upsellAdd')}
                </button>
              </form>
            )}
            {busy === article.id && <Busy text={t('contentSaving')} />}
            <SaveStatus status={status?.id === article.id ? status : null} />
          </article>
        );
      })}
    </section>
  );
}

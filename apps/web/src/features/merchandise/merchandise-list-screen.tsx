/**
 * The merchandise list, one of its categories (`merchandise/{category}`, the category's id), and the
 * list of annual passes, which shares this screen. Articles of product kind 13 are passes;
 * each list shows only its own kind.
 */
import { formatMoney, passHolderRequired, routePath, type Language } from '@foyer/domain';
import type { Category, Merchandise } from '@foyer/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useApiClient } from '@/shared/api/api-context';
import { ShopCard } from '@/shared/catalog/shop-card';
import { CategoryNav } from '@/shared/catalog/category-nav';
import { LoadFailed } from '@/shared/catalog/load-failed';
import { parseId } from '@/shared/catalog/route-id';
import { CardGridSkeleton } from '@/shared/catalog/skeletons';
import { useLanguage } from '@/shared/navigation/use-route-info';
import { NotFoundScreen } from '@/shared/ui/not-found';
import type { ScreenProps } from '@/shared/ui/screen';
import { usePageTitle } from '@/shared/ui/title-store';
import { articlesQuery, categoriesQuery } from './api';
import { categoryOf, stockState } from './article';

function ArticleCard({
  article,
  lang,
  headingLevel,
}: {
  article: Merchandise;
  lang: Language;
  headingLevel: 2 | 3;
}) {
  const { t } = useTranslation();
  const pass = passHolderRequired(article.product_kind_ref);
  const stock = stockState(article.stock);
  return (
    <ShopCard
      to={routePath(pass ? 'pass' : 'product', lang, { id: article.id })}
      title={article.name}
      image={article.images[0]?.url ?? null}
      picture={article.picture}
      price={formatMoney(article.price, lang)}
      note={
        stock.kind === 'out'
          ? t('merchandise.outOfStock')
          : stock.kind === 'few'
            ? t('merchandise.fewLeft', { count: stock.count })
            : undefined
      }
      unavailable={stock.kind === 'out'}
      headingLevel={headingLevel}
    />
  );
}

function ArticleGrid({
  articles,
  lang,
  headingLevel,
}: {
  articles: readonly Merchandise[];
  lang: Language;
  headingLevel: 2 | 3;
}) {
  return (
    <ul className="catalog-grid">
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} lang={lang} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** Passes in several categories are shown in sections; one category needs no headings. */
function PassSections({
  passes,
  categories,
  lang,
}: {
  passes: readonly Merchandise[];
  categories: readonly Category[];
  lang: Language;
}) {
  const sections = categories
    .map((category) => ({
      category,
      articles: passes.filter((pass) => categoryOf(pass) === category.id),
    }))
    .filter((section) => section.articles.length > 0);
  const rest = passes.filter(
    (pass) => !sections.some((section) => section.category.id === categoryOf(pass)),
  );
  if (sections.length < 2) return <ArticleGrid articles={passes} lang={lang} headingLevel={2} />;
  return (
    <>
      {sections.map(({ category, articles }) => (
        <section
          key={category.id}
          className="catalog-section"
          aria-labelledby={`pass-category-${category.id}`}
        >
          <h2 id={`pass-category-${category.id}`}>{category.name}</h2>
          <ArticleGrid articles={articles} lang={lang} headingLevel={3} />
        </section>
      ))}
      {rest.length > 0 && <ArticleGrid articles={rest} lang={lang} headingLevel={2} />}
    </>
  );
}

export function MerchandiseListScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const client = useApiClient();
  const lang = useLanguage();
  const params = useParams();
  const passes = route.name === 'passes';
  const articles = useQuery(articlesQuery(client, lang));
  const categories = useQuery(categoriesQuery(client, lang, passes));
  const wantedCategory =
    route.name === 'merchandiseCategory' ? parseId(params.category ?? '') : null;
  const category = categories.data?.find((entry) => entry.id === wantedCategory) ?? null;
  usePageTitle(category?.name ?? null);

  if (route.name === 'merchandiseCategory' && wantedCategory === null) return <NotFoundScreen />;
  if (articles.isPending || categories.isPending) return <CardGridSkeleton />;
  if (articles.isError) return <LoadFailed error={articles.error} />;
  if (categories.isError) return <LoadFailed error={categories.error} />;
  if (wantedCategory !== null && category === null) return <NotFoundScreen />;

  const ofKind = articles.data
    .filter((article) => passHolderRequired(article.product_kind_ref) === passes)
    .sort((a, b) => a.sequence_no - b.sequence_no);
  const shown =
    category === null ? ofKind : ofKind.filter((article) => categoryOf(article) === category.id);
  const namespace = passes ? 'passes' : 'merchandise';

  return (
    <div className="page catalog">
      <header className="catalog__header">
        {category && <p className="eyebrow">{t('TITLE_MERCHANDISE')}</p>}
        <h1>{category ? category.name : t(route.titleKey)}</h1>
        <p className="lead">{t(`${namespace}.lead`)}</p>
      </header>
      {!passes && categories.data.length > 0 && (
        <CategoryNav
          label={t('merchandise.categories')}
          links={[
            {
              key: 'all',
              label: t('merchandise.allCategories'),
              to: routePath('merchandise', lang),
              current: category === null,
            },
            ...categories.data.map((entry) => ({
              key: String(entry.id),
              label: entry.name,
              to: routePath('merchandiseCategory', lang, { category: entry.id }),
              current: entry.id === category?.id,
            })),
          ]}
        />
      )}
      {shown.length === 0 ? (
        <p className="notice">{t(`${namespace}.empty`)}</p>
      ) : passes ? (
        <PassSections passes={shown} categories={categories.data} lang={lang} />
      ) : (
        <ArticleGrid articles={shown} lang={lang} headingLevel={2} />
      )}
      {!passes && (
        <p className="catalog__footnote">
          {t('merchandise.pricesNote')}{' '}
          <Link to={routePath('shippingPage', lang)}>{t('merchandise.shippingLink')}</Link>
        </p>
      )}
    </div>
  );
}

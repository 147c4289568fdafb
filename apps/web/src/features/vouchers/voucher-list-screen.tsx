/**
 * The gift vouchers with their categories (`vouchers`): every category in a section of its own,
 * or one category when the visitor picks it (`?category={id}`; an unknown id shows them all).
 */
import { formatMoney, routePath, type Language } from '@foyer/domain';
import type { Category, VoucherType } from '@foyer/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApiClient } from '@/shared/api/api-context';
import { ShopCard } from '@/shared/catalog/shop-card';
import { CategoryNav } from '@/shared/catalog/category-nav';
import { LoadFailed } from '@/shared/catalog/load-failed';
import { parseId } from '@/shared/catalog/route-id';
import { CardGridSkeleton } from '@/shared/catalog/skeletons';
import { useLanguage } from '@/shared/navigation/use-route-info';
import type { ScreenProps } from '@/shared/ui/screen';
import { voucherGroupsQuery, voucherTypesQuery } from './api';
import { categoryPath } from './paths';

interface Section {
  readonly key: string;
  readonly title: string;
  readonly types: readonly VoucherType[];
}

/** One section per category that holds vouchers, then the vouchers without a category. */
function sectionsOf(
  types: readonly VoucherType[],
  groups: readonly Category[],
  otherTitle: string,
): Section[] {
  const known = new Set(groups.map((group) => group.id));
  const sections: Section[] = groups.map((group) => ({
    key: String(group.id),
    title: group.name,
    types: types.filter((type) => type.groupId === group.id),
  }));
  sections.push({
    key: 'other',
    title: otherTitle,
    types: types.filter((type) => type.groupId === null || !known.has(type.groupId)),
  });
  return sections.filter((section) => section.types.length > 0);
}

function VoucherGrid({
  types,
  lang,
  headingLevel,
}: {
  types: readonly VoucherType[];
  lang: Language;
  headingLevel: 2 | 3;
}) {
  const { t } = useTranslation();
  return (
    <ul className="catalog-grid catalog-grid--wide">
      {types.map((type) => (
        <li key={type.id}>
          <ShopCard
            to={routePath('voucher', lang, { id: type.id })}
            title={type.name}
            image={type.image}
            picture={type.picture}
            shape="wide"
            price={
              type.variable_amount === 1 ? t('vouchers.anyAmount') : formatMoney(type.price, lang)
            }
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}

export function VoucherListScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const client = useApiClient();
  const lang = useLanguage();
  const [search] = useSearchParams();
  const types = useQuery(voucherTypesQuery(client, lang));
  const groups = useQuery(voucherGroupsQuery(client, lang));

  if (types.isPending || groups.isPending) return <CardGridSkeleton cards={4} wide />;
  if (types.isError) return <LoadFailed error={types.error} />;
  if (groups.isError) return <LoadFailed error={groups.error} />;

  const sections = sectionsOf(types.data, groups.data, t('vouchers.otherCategory'));
  const wanted = parseId(search.get('category') ?? undefined);
  const picked = sections.find((section) => section.key === String(wanted)) ?? null;
  const shown = picked ? [picked] : sections;
  const grouped = groups.data.length > 0;

  return (
    <div className="page catalog">
      <header className="catalog__header">
        <h1>{t(route.titleKey)}</h1>
        <p className="lead">{t('vouchers.lead')}</p>
      </header>
      {grouped && (
        <CategoryNav
          label={t('vouchers.categories')}
          links={[
            {
              key: 'all',
              label: t('vouchers.allCategories'),
              to: routePath('vouchers', lang),
              current: picked === null,
            },
            ...groups.data
              .filter((group) => sections.some((section) => section.key === String(group.id)))
              .map((group) => ({
                key: String(group.id),
                label: group.name,
                to: categoryPath(lang, group.id),
                current: picked?.key === String(group.id),
              })),
          ]}
        />
      )}
      {shown.length === 0 ? (
        <p className="notice">{t('vouchers.empty')}</p>
      ) : grouped ? (
        shown.map((section) => (
          <section
            key={section.key}
            className="catalog-section"
            aria-labelledby={`voucher-category-${section.key}`}
          >
            <h2 id={`voucher-category-${section.key}`}>{section.title}</h2>
            <VoucherGrid types={section.types} lang={lang} headingLevel={3} />
          </section>
        ))
      ) : (
        <VoucherGrid types={types.data} lang={lang} headingLevel={2} />
      )}
      <p className="catalog__footnote">{t('vouchers.redeemNote')}</p>
    </div>
  );
}

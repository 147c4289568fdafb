/** Upsell suggestions under the basket (`checkout/suggest`): a few article or voucher cards. */
import { formatMoney, routePath, type BasketItem, type Language } from '@foyer/domain';
import type { Suggestion } from '@foyer/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '@/shared/api/api-context';
import { ShopCard } from '@/shared/catalog/shop-card';
import { suggestionsQuery } from './api';

/** At most this many suggestions are shown. */
export const MAX_SUGGESTIONS = 3;

function card(suggestion: Suggestion, lang: Language, anyAmount: string) {
  if (suggestion.type === 'merchandise') {
    const { item } = suggestion;
    return {
      key: `merchandise-${item.id}`,
      to: routePath('product', lang, { id: item.id }),
      title: item.name,
      image: item.images[0]?.url ?? null,
      picture: item.picture ?? null,
      price: formatMoney(item.price, lang),
      shape: 'square' as const,
    };
  }
  const { item } = suggestion;
  return {
    key: `voucher-${item.id}`,
    to: routePath('voucher', lang, { id: item.id }),
    title: item.name,
    image: item.image,
    price: item.variable_amount === 1 ? anyAmount : formatMoney(item.price, lang),
    shape: 'wide' as const,
  };
}

export function Suggestions({ items, lang }: { items: readonly BasketItem[]; lang: Language }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const query = useQuery(suggestionsQuery(client, lang, items));
  const cards = (query.data ?? [])
    .slice(0, MAX_SUGGESTIONS)
    .map((suggestion) => card(suggestion, lang, t('basket.suggestions.anyAmount')));
  if (cards.length === 0) return null;
  return (
    <section className="basket-suggestions" aria-labelledby="basket-suggestions-title">
      <h2 id="basket-suggestions-title">{t('basket.suggestions.title')}</h2>
      <div className="basket-suggestions__grid">
        {cards.map(({ key, ...props }) => (
          <ShopCard key={key} {...props} headingLevel={3} />
        ))}
      </div>
    </section>
  );
}

/** Prices merchandise and annual passes: stock, pass holders. */
import type { MerchandiseLineDetails } from '../../orders';
import { isOutOfStock, isSold, passHolderRequired, validatePassHolders } from '@foyer/domain';
import type { CartMerchandiseItem, PassHolder } from '@foyer/domain/contract';
import { addToBasket, available, demand, nameOr, type Pricer } from './pricer';
import type { Failure } from '../../../outcome';
import { itemRefusal } from './types';

function holderName(holder: PassHolder): string {
  return [holder.name.title, holder.name.first, holder.name.last]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');
}

export function priceArticle(
  pricer: Pricer,
  index: number,
  item: CartMerchandiseItem,
): Failure | null {
  const article = pricer.catalog.articles.get(item.id);
  if (!article) return itemRefusal(index, 'CART_INVALID');
  if (!article.active) return itemRefusal(index, 'ITEM_EXPIRED');
  const stock = available(pricer, article.capacityId);
  if (isOutOfStock(stock) || item.count > stock) {
    return itemRefusal(index, 'ITEM_OUT_OF_STOCK', { requested: item.count, available: stock });
  }
  const isPass = passHolderRequired(article.productKindRef);
  if (!isSold(isPass ? 'pass' : 'merchandise', pricer.switches)) {
    return itemRefusal(index, 'ITEM_EXPIRED');
  }
  const owners = isPass ? (item.owners ?? []) : [];
  if (isPass) {
    const holders = validatePassHolders(owners, item.count);
    if (!holders.ok) return itemRefusal(index, holders.code, holders.params);
  }
  demand(pricer, index, article.capacityId, item.count);
  const name = nameOr(pricer.text(article.name), `#${article.id}`);
  const total = article.price * item.count;
  if (article.needsShipping) pricer.shippedSubtotal = (pricer.shippedSubtotal ?? 0) + total;
  const basketRefusal = addToBasket(pricer, index, {
    type: 'merchandise',
    id: article.id,
    name,
    price: article.price,
    totalPrice: total,
    count: item.count,
    totalCount: item.count,
    datetime: null,
    date: null,
    time: null,
    ...(isPass ? { owners } : {}),
    vat_value: article.vatValue,
  });
  if (basketRefusal) return basketRefusal;
  pricer.items.push({
    type: 'merchandise',
    refId: article.id,
    name,
    datetime: null,
    count: item.count,
    unitPrice: article.price,
    totalPrice: total,
    vatValue: article.vatValue,
    details: {
      itemIndex: index,
      productKind: article.productKindRef,
      needsShipping: article.needsShipping,
      ...(isPass ? { owners } : {}),
      lines: owners.map(holderName),
    } satisfies MerchandiseLineDetails,
  });
  return null;
}

/** Prices a gift voucher to buy: fixed or variable amount. */
import type { VoucherLineDetails } from '../../orders';
import { parseVariableVoucherAmount } from '@foyer/domain';
import type { CartVoucherItem } from '@foyer/domain/contract';
import { addToBasket, nameOr, type Pricer } from './pricer';
import type { Failure } from '../../../outcome';
import { itemRefusal } from './types';

export function priceVoucher(pricer: Pricer, index: number, item: CartVoucherItem): Failure | null {
  const type = pricer.catalog.voucherTypes.get(item.id);
  if (!type) return itemRefusal(index, 'CART_INVALID');
  if (!type.active) return itemRefusal(index, 'ITEM_EXPIRED');
  let value = type.price;
  if (type.variableAmount) {
    if (item.amount === undefined) return itemRefusal(index, 'VOUCHER_AMOUNT_REQUIRED');
    const parsed = parseVariableVoucherAmount(item.amount / 100);
    if (!parsed.ok) return itemRefusal(index, parsed.code, parsed.params);
    value = parsed.value;
  } else if (item.amount !== undefined) {
    return itemRefusal(index, 'VOUCHER_AMOUNT_INVALID');
  }
  const name = nameOr(pricer.text(type.name), `#${type.id}`);
  const basketRefusal = addToBasket(pricer, index, {
    type: 'voucher',
    id: type.id,
    name,
    price: value,
    totalPrice: value * item.count,
    count: item.count,
    totalCount: item.count,
    datetime: null,
    date: null,
    time: null,
    ...(type.variableAmount ? { amount: value } : {}),
    vat_value: type.vatValue,
  });
  if (basketRefusal) return basketRefusal;
  pricer.items.push({
    type: 'voucher',
    refId: type.id,
    name,
    datetime: null,
    count: item.count,
    unitPrice: value,
    totalPrice: value * item.count,
    vatValue: type.vatValue,
    details: {
      itemIndex: index,
      amount: value,
      validityDays: type.validityDays,
      lines: [],
    } satisfies VoucherLineDetails,
  });
  return null;
}

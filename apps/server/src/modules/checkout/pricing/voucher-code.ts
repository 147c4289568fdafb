/** Redeems a voucher code in the cart: validity at UTC+1, amount left. */
import { checkVoucherCode, normalizeVoucherCode, voucherCodeToBasketItem } from '@foyer/domain';
import { addToBasket, type Pricer } from './pricer';
import type { Failure } from '../../../outcome';
import { itemRefusal } from './types';

export function priceVoucherCode(pricer: Pricer, index: number, barcode: string): Failure | null {
  const row = pricer.catalog.codes.get(normalizeVoucherCode(barcode));
  if (!row) return itemRefusal(index, 'VOUCHER_NOT_FOUND');
  const code = {
    barcode: row.barcode,
    name: pricer.text(row.name) || pricer.text(row.typeName),
    amount: row.amount,
    used_amount: row.usedAmount,
    valid_from: row.validFrom,
    valid_to: row.validTo,
  };
  const checked = checkVoucherCode(code, pricer.now);
  if (!checked.ok) return itemRefusal(index, checked.code, checked.params);
  const basketRefusal = addToBasket(pricer, index, voucherCodeToBasketItem(code));
  if (basketRefusal) return basketRefusal;
  pricer.codes.set(row.barcode, { id: row.id, barcode: row.barcode, name: code.name });
  return null;
}

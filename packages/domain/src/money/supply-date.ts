/**
 * The date of supply an invoice states for each line (docs/accounting.md "Invoices"): an admission
 * to an event or a guided tour is supplied on its day; goods on the day they are dispatched, which
 * is the day of the sale (the shop dispatches paid orders and keeps no later dispatch date); a gift
 * voucher, an annual pass, and a ticket valid over a period rather than on a day, on the day of the
 * sale.
 */
export type SupplyKind = 'dated' | 'goods' | 'sale';

/** `YYYY-MM-DD`: the line's day when it has one and is `dated`, else the day of the sale. */
export function supplyDay(kind: SupplyKind, lineDay: string | null, saleDay: string): string {
  return kind === 'dated' && lineDay !== null ? lineDay.slice(0, 10) : saleDay.slice(0, 10);
}

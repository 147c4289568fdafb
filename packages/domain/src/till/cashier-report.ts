/**
 * Till sales per cashier for the reports: per staff member, the sales rung up at the till
 * (`orders`: how many, `sales`: their gross), the stornos (`refunds`) and what stays (`total`), in
 * a range of days. The rows are the reports' table (`ReportTable`), keyed `cashier:<staff id>`.
 */
import type { ReportTable } from '../reports/figures';

/** A till transaction as the report reads it (a storno's gross is negative). */
export interface CashierSale {
  cashierId: number;
  cashierName: string;
  kind: 'sale' | 'storno';
  gross: number;
}

export function salesByCashier(transactions: readonly CashierSale[]): ReportTable {
  const rows = new Map<number, { label: string; values: number[] }>();
  for (const transaction of transactions) {
    const row = rows.get(transaction.cashierId) ?? {
      label: transaction.cashierName,
      values: [0, 0, 0, 0],
    };
    const [orders = 0, sales = 0, refunds = 0] = row.values;
    row.values =
      transaction.kind === 'sale'
        ? [orders + 1, sales + transaction.gross, refunds]
        : [orders, sales, refunds - transaction.gross];
    row.values.push((row.values[1] ?? 0) - (row.values[2] ?? 0));
    rows.set(transaction.cashierId, row);
  }
  const list = [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([id, row]) => ({ key: `cashier:${id}`, label: row.label, at: null, values: row.values }));
  return {
    columns: ['orders', 'sales', 'refunds', 'total'],
    rows: list,
    totals: [0, 1, 2, 3].map((index) =>
      list.reduce((sum, row) => sum + (row.values[index] ?? 0), 0),
    ),
  };
}

import type { Report } from '@foyer/domain/admin-contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadScreenTexts, translator } from '../i18n';
import { reportCsv, rowTitle, slotTitle } from './format';

const products: Report = {
  kind: 'products',
  from: '2026-11-01',
  to: '2026-11-30',
  grain: 'day',
  timeZone: 'Europe/Berlin',
  currency: 'EUR',
  columns: ['quantity', 'sales', 'refunds', 'total'],
  rows: [
    { key: 'ticket:11', label: '=Lichtspiele – Erwachsene', at: null, values: [3, 4200, 0, 4200] },
    { key: 'shipping', label: null, at: null, values: [1, 490, 0, 490] },
  ],
  totals: [4, 4690, 0, 4690],
};

// The report texts are a screen family's, loaded with the first screen.
beforeAll(() => loadScreenTexts());
describe('report CSV and titles', () => {
  it('writes German with semicolons, decimal commas and translated, formula-safe cells', () => {
    expect(reportCsv(products, translator('de'), 'de')).toBe(
      '\uFEFF"Produkt";"Menge";"Umsatz (EUR)";"Erstattungen (EUR)";"Nettoumsatz (EUR)"\r\n' +
        '"\'=Lichtspiele – Erwachsene";3;42,00;0,00;42,00\r\n' +
        '"Versand";1;4,90;0,00;4,90\r\n' +
        '"Summe";4;46,90;0,00;46,90\r\n',
    );
  });

  it('writes English with commas and decimal points, periods as ISO dates', () => {
    const sales: Report = {
      ...products,
      kind: 'sales',
      grain: 'week',
      columns: ['orders', 'sales', 'refunds', 'total'],
      rows: [{ key: '2026-11-16', label: null, at: null, values: [2, 123456, 2500, 120956] }],
      totals: [2, 123456, 2500, 120956],
    };
    expect(reportCsv(sales, translator('en'), 'en')).toBe(
      '\uFEFF"Period","Orders","Sales (EUR)","Refunds (EUR)","Net sales (EUR)"\r\n' +
        '"2026-11-16",2,1234.56,25.00,1209.56\r\n' +
        '"Total",2,1234.56,25.00,1209.56\r\n',
    );
    expect(rowTitle(sales, sales.rows[0]!, translator('de'), 'de')).toBe('KW 47, 2026');
    expect(rowTitle({ ...sales, grain: 'month' }, sales.rows[0]!, translator('en'), 'en')).toBe(
      'November 2026',
    );
  });

  it('names special rows, VAT rates and slots', () => {
    const t = translator('en');
    expect(rowTitle(products, products.rows[1]!, t, 'en')).toBe('Shipping');
    const vat = { ...products, kind: 'vat' as const };
    expect(rowTitle(vat, { key: '7', label: null, at: null, values: [] }, t, 'de')).toBe(
      '7\u00a0%',
    );
    // A rate of another EU country (the one-stop-shop), and the rows that carry no VAT.
    expect(rowTitle(vat, { key: 'AT:10', label: null, at: null, values: [] }, t, 'en')).toBe(
      'Austria 10%',
    );
    expect(rowTitle(vat, { key: 'voucherSales', label: null, at: null, values: [] }, t, 'en')).toBe(
      'Gift vouchers sold (not taxable)',
    );
    expect(rowTitle(vat, { key: 'voucherCodes', label: null, at: null, values: [] }, t, 'en')).toBe(
      'Paid with voucher codes',
    );
    const partners = { ...products, kind: 'partners' as const };
    expect(rowTitle(partners, { key: 'none', label: null, at: null, values: [] }, t, 'en')).toBe(
      'No partner',
    );
    expect(slotTitle('2026-11-21T10:30', 'en')).toBe('Nov 21, 2026, 10:30');
    expect(slotTitle('2026-11-21T00:00', 'de')).toBe('21.11.2026');
  });
});

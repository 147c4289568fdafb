import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { periodOf } from './periods';
import {
  NO_REFUND,
  refundTotal,
  salesByChannel,
  deskPaymentKey,
  salesByPartner,
  salesByPayment,
  salesByPeriod,
  salesByProduct,
  refundsByPeriod,
  vatByRateReport,
  visitorsBySlot,
  wholeRefund,
  type ReportTable,
  type SaleLine,
  type SaleOrder,
} from './figures';

const BERLIN = 'Europe/Berlin';
const range = { from: '2026-11-01', to: '2026-11-30', grain: 'week' as const, timeZone: BERLIN };

function line(id: number, product: string, amount: number, vatRate = 7, quantity = 1): SaleLine {
  return { id, product, label: product, kind: 'product', quantity, amount, vatRate };
}

/** An order whose total is its lines + shipping − the voucher code it redeemed. */
function order(
  id: number,
  at: string,
  lines: SaleLine[],
  extra: Partial<SaleOrder> = {},
): SaleOrder {
  const shipping = extra.shipping ?? 0;
  const total = lines.reduce((sum, item) => sum + item.amount, 0) + shipping;
  return {
    id,
    bookedAt: new Date(at),
    channel: 'web',
    deskPayment: null,
    payart: 161,
    partner: null,
    total,
    shipping,
    lines,
    refund: NO_REFUND,
    ...extra,
  };
}

const column = (report: ReportTable, name: string) =>
  report.totals[report.columns.indexOf(name as never)];

const orders: SaleOrder[] = [
  order(
    1,
    '2026-11-02T10:00:00Z',
    [line(1, 'ticket:11', 2800, 7, 2), { ...line(2, 'merchandise:4', 1500, 19), vat: 'goods' }],
    {
      shipping: 490,
    },
  ),
  order(
    2,
    '2026-11-10T10:00:00Z',
    [
      line(3, 'ticket:11', 1400),
      {
        id: 4,
        product: 'code',
        label: 'DEMO',
        kind: 'voucherCode',
        quantity: 1,
        amount: -1000,
        vatRate: 0,
      },
    ],
    { payart: 164, partner: 'hotel-adler' },
  ),
  order(3, '2026-11-20T10:00:00Z', [line(5, 'ticket:12', 900)], { payart: null }),
];
orders[2] = { ...orders[2]!, refund: wholeRefund(orders[2]!) };
orders.push({
  ...order(4, '2026-11-21T10:00:00Z', [line(6, 'tour:1', 9000)], { partner: 'hotel-adler' }),
  refund: { lines: {}, shipping: 0, unassigned: 2500 },
});

describe('report figures', () => {
  const paid = orders.reduce((sum, o) => sum + o.total, 0);
  const refunded = orders.reduce((sum, o) => sum + refundTotal(o.refund), 0);

  it('adds up: every split of the sales sums to the orders minus the refunds', () => {
    expect(paid).toBe(4790 + 400 + 900 + 9000);
    expect(refunded).toBe(900 + 2500);
    for (const report of [
      salesByPeriod(orders, range),
      salesByProduct(orders),
      salesByPayment(orders, () => 'Card'),
      salesByPartner(orders),
      salesByChannel(orders),
    ]) {
      expect(column(report, 'sales')).toBe(paid);
      expect(column(report, 'refunds')).toBe(refunded);
      expect(column(report, 'total')).toBe(paid - refunded);
    }
    expect(column(refundsByPeriod(orders, range), 'refunds')).toBe(refunded);
  });

  it('groups sales into the weeks of the range, empty weeks included', () => {
    const report = salesByPeriod(orders, range);
    expect(report.columns).toEqual(['orders', 'sales', 'refunds', 'total', 'netOfVat', 'vat']);
    expect(report.rows.map((row) => [row.key, ...row.values])).toEqual([
      ['2026-10-26', 0, 0, 0, 0, 0, 0],
      // 2800 at 7 % (183) and the article of 1500 with its shipping of 490 at 19 % (318).
      ['2026-11-02', 1, 4790, 0, 4790, 4289, 501],
      // The ticket of 1400 is taxed in full (92): the voucher code only paid for part of it.
      ['2026-11-09', 1, 400, 0, 400, 308, 92],
      // 9000 at 7 % (589); the 900 paid back took its VAT with it, the unassigned 2500 none.
      ['2026-11-16', 2, 9900, 3400, 6500, 5911, 589],
      ['2026-11-23', 0, 0, 0, 0, 0, 0],
      ['2026-11-30', 0, 0, 0, 0, 0, 0],
    ]);
  });

  it('lists products, then shipping, voucher-code payments and unassigned refunds', () => {
    const report = salesByProduct(orders);
    expect(report.rows.map((row) => [row.key, ...row.values])).toEqual([
      ['tour:1', 1, 9000, 0, 9000],
      ['ticket:11', 3, 4200, 0, 4200],
      ['merchandise:4', 1, 1500, 0, 1500],
      ['ticket:12', 1, 900, 900, 0],
      ['shipping', 1, 490, 0, 490],
      ['unassignedRefunds', 0, 0, 2500, -2500],
      ['voucherCodes', 1, -1000, 0, -1000],
    ]);
  });

  it('splits web and desk sales, and desk payments by kind', () => {
    const desk = (id: number, kind: 'cash' | 'card_terminal', amount: number): SaleOrder =>
      order(id, '2026-11-21T12:00:00Z', [line(100 + id, 'ticket:11', amount)], {
        channel: 'desk',
        deskPayment: kind,
        payart: null,
      });
    const mixed = [...orders, desk(10, 'cash', 2800), desk(11, 'card_terminal', 1400)];
    const channels = salesByChannel(mixed);
    expect(channels.rows.map((row) => [row.key, row.label, ...row.values])).toEqual([
      ['web', null, 4, 15090, 3400, 11690],
      ['desk', null, 2, 4200, 0, 4200],
    ]);
    expect(salesByChannel([]).rows.map((row) => row.key)).toEqual(['web', 'desk']);
    const payments = salesByPayment(mixed, () => 'Card');
    expect(payments.rows.map((row) => [row.key, row.values[1]])).toEqual([
      ['161', 13790],
      ['desk:cash', 2800],
      ['desk:card_terminal', 1400],
      ['164', 400],
      ['none', 900],
    ]);
    expect(deskPaymentKey('cash')).toBe('desk:cash');
  });

  it('splits payment types and partners, with rows for none', () => {
    const payments = salesByPayment(orders, (payart) => (payart === 161 ? 'Card' : null));
    expect(payments.rows.map((row) => [row.key, row.label, row.values[0]])).toEqual([
      ['161', 'Card', 2],
      ['164', null, 1],
      ['none', null, 1],
    ]);
    const partners = salesByPartner(orders);
    expect(partners.rows.map((row) => [row.key, row.label, row.values[0]])).toEqual([
      ['partner:hotel-adler', 'hotel-adler', 2],
      ['none', null, 2],
    ]);
  });

  it('takes VAT per rate as the invoices state it, shipping with its goods, and sums to the sales', () => {
    const report = vatByRateReport(orders);
    expect(report.rows.map((row) => [row.key, ...row.values])).toEqual([
      // 7 %: 2800 + 1400 + 900 + 9000 sold, 900 paid back; each order's VAT: 183 + 92 + 589.
      ['7', 14100, 900, 13200, 12336, 864],
      // 19 %: the article and the shipping that follows it.
      ['19', 1990, 0, 1990, 1672, 318],
      ['unassignedRefunds', 0, 2500, -2500, -2500, 0],
      ['voucherCodes', -1000, 0, -1000, -1000, 0],
    ]);
    expect(column(report, 'total')).toBe(column(salesByPeriod(orders, range), 'total'));
  });

  it('reports the rates of goods shipped abroad under the one-stop-shop, and vouchers sold apart', () => {
    const abroad = order(
      7,
      '2026-11-25T10:00:00Z',
      [
        { ...line(71, 'merchandise:5', 2900, 7), vat: 'goods' },
        { ...line(72, 'voucher:1', 2500, 19), vat: 'voucherSale' },
      ],
      { shipping: 990, shipTo: 'AT' },
    );
    expect(vatByRateReport([abroad], true).rows.map((row) => [row.key, ...row.values])).toEqual([
      ['AT:10', 3890, 0, 3890, 3536, 354],
      ['voucherSales', 2500, 0, 2500, 2500, 0],
    ]);
    expect(vatByRateReport([abroad], false).rows.map((row) => row.key)).toEqual([
      '7',
      'voucherSales',
    ]);
  });

  it('counts visitors expected and checked in per slot', () => {
    const report = visitorsBySlot([
      { at: '2026-11-21T10:00', product: 'ticket:11', label: 'Adults', admits: 2, checkedIn: true },
      {
        at: '2026-11-21T10:00',
        product: 'ticket:11',
        label: 'Adults',
        admits: 1,
        checkedIn: false,
      },
      {
        at: '2026-11-21T09:30',
        product: 'ticket:12',
        label: 'Concession',
        admits: 1,
        checkedIn: false,
      },
    ]);
    expect(report.rows.map((row) => [row.at, row.label, ...row.values])).toEqual([
      ['2026-11-21T09:30', 'Concession', 1, 0],
      ['2026-11-21T10:00', 'Adults', 3, 2],
    ]);
    expect(report.totals).toEqual([4, 2]);
  });

  it('adds up for any orders and refunds (property)', () => {
    const lineArb = fc.record({
      amount: fc.integer({ min: -5000, max: 50_000 }),
      vatRate: fc.constantFrom(0, 7, 19),
      code: fc.boolean(),
      refunded: fc.boolean(),
      vat: fc.constantFrom('admission' as const, 'goods' as const, 'voucherSale' as const),
    });
    const orderArb = fc.record({
      minutes: fc.integer({ min: 0, max: 60 * 24 * 29 }),
      lines: fc.array(lineArb, { maxLength: 5 }),
      shipping: fc.integer({ min: 0, max: 900 }),
      unassigned: fc.integer({ min: 0, max: 1000 }),
      whole: fc.boolean(),
      payart: fc.constantFrom(161, 164, null),
      partner: fc.constantFrom('a', 'b', null),
      desk: fc.constantFrom('cash' as const, 'card_terminal' as const, null),
      shipTo: fc.constantFrom('DE', 'AT', 'FR', 'CH', null),
    });
    fc.assert(
      fc.property(fc.array(orderArb, { maxLength: 20 }), fc.boolean(), (specs, oss) => {
        let id = 0;
        const built = specs.map((spec, index): SaleOrder => {
          const lines = spec.lines.map((item): SaleLine => {
            id += 1;
            return {
              id,
              product: `p${item.vatRate}`,
              label: 'x',
              kind: item.code ? 'voucherCode' : 'product',
              quantity: 1,
              amount: item.code ? -Math.abs(item.amount) : Math.abs(item.amount),
              vatRate: item.vatRate,
              vat: item.vat,
              shipped: spec.desk === null,
            };
          });
          const base = order(
            index + 1,
            new Date(Date.parse('2026-11-01T00:00:00Z') + spec.minutes * 60_000).toISOString(),
            lines,
            {
              shipping: spec.shipping,
              payart: spec.desk === null ? spec.payart : null,
              partner: spec.partner,
              channel: spec.desk === null ? 'web' : 'desk',
              deskPayment: spec.desk,
              shipTo: spec.desk === null ? spec.shipTo : null,
            },
          );
          const some = Object.fromEntries(
            lines.filter((_, i) => spec.lines[i]?.refunded).map((item) => [item.id, item.amount]),
          );
          return {
            ...base,
            refund: spec.whole
              ? wholeRefund(base)
              : { lines: some, shipping: 0, unassigned: spec.unassigned },
          };
        });
        const paid = built.reduce((sum, o) => sum + o.total, 0);
        const back = built.reduce((sum, o) => sum + refundTotal(o.refund), 0);
        const byPeriod = salesByPeriod(built, { ...range, grain: 'day' }, oss);
        const vat = vatByRateReport(built, oss);
        for (const report of [
          byPeriod,
          salesByProduct(built),
          salesByPayment(built, String),
          salesByPartner(built),
          salesByChannel(built),
          vat,
        ]) {
          expect(column(report, 'sales')).toBe(paid);
          expect(column(report, 'total')).toBe(paid - back);
        }
        // The VAT report's VAT is the sales report's, to the cent, and each day's is its orders'.
        expect(column(vat, 'vat')).toBe(column(byPeriod, 'vat'));
        expect(column(vat, 'netOfVat')).toBe(column(byPeriod, 'netOfVat'));
        for (const row of byPeriod.rows) {
          const day = built.filter((o) => periodOf(o.bookedAt, 'day', BERLIN) === row.key);
          const dayVat = vatByRateReport(day, oss);
          expect(row.values[byPeriod.columns.indexOf('vat')]).toBe(column(dayVat, 'vat') ?? 0);
          expect(row.values[byPeriod.columns.indexOf('total')]).toBe(column(dayVat, 'total') ?? 0);
        }
      }),
      { numRuns: 200 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import { orderVat } from '../money/order-vat';
import {
  buildReceipt,
  changeFor,
  checkParts,
  decimalAmount,
  dsfinvkQrCode,
  mayCloseShift,
  mayStorno,
  STORNO_CLAIM_SECONDS,
  stornoClaimStands,
  paidInFull,
  receiptProcessData,
  salesByCashier,
  splitPayment,
  vatKeyOf,
  zReport,
  type ReceiptInput,
  type TillFigures,
} from './index';

describe('cash and change', () => {
  it('gives the change for the cash handed over', () => {
    expect(changeFor(1250, 2000)).toEqual({ ok: true, value: { change: 750 } });
    expect(changeFor(1250, 1250)).toEqual({ ok: true, value: { change: 0 } });
  });

  it('refuses too little cash and names what is missing', () => {
    expect(changeFor(1250, 1000)).toEqual({
      ok: false,
      code: 'TILL_CASH_TOO_LITTLE',
      params: { missing: 250 },
    });
  });

  it('refuses negative amounts', () => {
    expect(changeFor(-1, 0)).toMatchObject({ ok: false, code: 'TILL_PAYMENT_NEGATIVE' });
  });
});

describe('split payment', () => {
  it('pays the rest of the card part in cash and gives change on the cash part only', () => {
    expect(splitPayment(4300, { card: 3000, given: 2000 })).toEqual({
      ok: true,
      value: { cash: 1300, card: 3000, given: 2000, change: 700 },
    });
  });

  it('takes the cash part as given exactly when no amount is entered', () => {
    expect(splitPayment(4300, { card: 0 })).toEqual({
      ok: true,
      value: { cash: 4300, card: 0, given: 4300, change: 0 },
    });
    expect(splitPayment(4300, { card: 4300 })).toMatchObject({
      ok: true,
      value: { cash: 0, card: 4300, change: 0 },
    });
  });

  it('refuses a card part above the total (the terminal pays no change) and negatives', () => {
    expect(splitPayment(4300, { card: 5000 })).toEqual({
      ok: false,
      code: 'TILL_PAYMENT_SPLIT_MISMATCH',
      params: { total: 4300, paid: 5000 },
    });
    expect(splitPayment(4300, { card: -1 })).toMatchObject({ code: 'TILL_PAYMENT_NEGATIVE' });
    expect(splitPayment(4300, { card: 0, given: -5 })).toMatchObject({
      code: 'TILL_PAYMENT_NEGATIVE',
    });
    expect(splitPayment(4300, { card: 1000, given: 3000 })).toMatchObject({
      code: 'TILL_CASH_TOO_LITTLE',
      params: { missing: 300 },
    });
  });

  it('checks recorded parts add up to the total', () => {
    expect(checkParts(100, { cash: 40, card: 60 })).toEqual({ ok: true, value: true });
    expect(checkParts(100, { cash: 40, card: 50 })).toMatchObject({
      code: 'TILL_PAYMENT_SPLIT_MISMATCH',
    });
    expect(checkParts(100, { cash: 110, card: -10 })).toMatchObject({
      code: 'TILL_PAYMENT_NEGATIVE',
    });
  });
});

/** A sale's VAT parts as the invoice computes them (`orderVat`). */
function vatOf(lines: { gross: number; rate: number }[]) {
  const vat = orderVat({
    lines: lines.map((line, index) => ({ id: index + 1, kind: 'admission', ...line })),
    shipping: 0,
    shipTo: null,
    oss: false,
  });
  return vat.rates.map(({ rate, gross, net, vat: tax }) => ({ rate, gross, net, vat: tax }));
}

function sale(
  cashierId: number,
  parts: { cash: number; card: number },
  lines: { gross: number; rate: number }[],
  kind: 'sale' | 'storno' = 'sale',
): TillFigures {
  const sign = kind === 'storno' ? -1 : 1;
  return {
    kind,
    cashierId,
    cashierName: `cashier ${cashierId}`,
    cash: sign * parts.cash,
    card: sign * parts.card,
    voucher: 0,
    vat: vatOf(lines).map((part) => ({
      rate: part.rate,
      gross: sign * part.gross,
      net: sign * part.net,
      vat: sign * part.vat,
    })),
  };
}

describe('the Z report', () => {
  const transactions = [
    sale(1, { cash: 1500, card: 0 }, [{ gross: 1500, rate: 7 }]),
    sale(1, { cash: 500, card: 2000 }, [
      { gross: 1200, rate: 7 },
      { gross: 1300, rate: 19 },
    ]),
    sale(2, { cash: 0, card: 900 }, [{ gross: 900, rate: 19 }]),
    sale(2, { cash: 0, card: 900 }, [{ gross: 900, rate: 19 }], 'storno'),
  ];

  it('sums per payment type, VAT rate and cashier, stornos negative', () => {
    const report = zReport(10_000, 11_950, transactions);
    expect(report).toMatchObject({
      sales: 3,
      stornos: 1,
      total: 4000,
      payments: { cash: 2000, card: 2000, voucher: 0 },
    });
    expect(report.vatRates).toEqual([
      { rate: 7, gross: 2700, net: 2523, vat: 177 },
      { rate: 19, gross: 1300, net: 1092, vat: 208 },
    ]);
    expect(report.cashiers).toEqual([
      expect.objectContaining({ cashierId: 1, sales: 2, stornos: 0, total: 4000, cash: 2000 }),
      expect.objectContaining({ cashierId: 2, sales: 1, stornos: 1, total: 0, card: 0 }),
    ]);
  });

  it('expects the float plus the cash taken and gives the difference counted − expected', () => {
    expect(zReport(10_000, 11_950, transactions).cash).toEqual({
      float: 10_000,
      expected: 12_000,
      counted: 11_950,
      difference: -50,
    });
    expect(zReport(10_000, 12_010, transactions).cash.difference).toBe(10);
    expect(zReport(5000, 5000, []).cash).toEqual({
      float: 5000,
      expected: 5000,
      counted: 5000,
      difference: 0,
    });
  });

  it('adds each rate up from the receipts, so the total equals the payments', () => {
    const report = zReport(0, 0, transactions);
    const paid = report.payments.cash + report.payments.card + report.payments.voucher;
    expect(report.vatRates.reduce((sum, part) => sum + part.gross, 0)).toBe(paid);
    expect(transactions.every(paidInFull)).toBe(true);
  });
});

describe('the DSFinV-K QR code', () => {
  it('writes amounts with two decimals and a point, negatives with a minus', () => {
    expect(decimalAmount(1234)).toBe('12.34');
    expect(decimalAmount(5)).toBe('0.05');
    expect(decimalAmount(-1200)).toBe('-12.00');
  });

  it('puts the gross per VAT key 1–5 and the payments into the process data', () => {
    expect(
      receiptProcessData(
        [
          { rate: 19, gross: 1300, net: 1092, vat: 208 },
          { rate: 7, gross: 2700, net: 2523, vat: 177 },
          { rate: null, gross: 2500, net: 2500, vat: 0 },
        ],
        { cash: 4000, card: 2500 },
      ),
    ).toBe('Beleg^13.00_27.00_0.00_0.00_25.00^40.00:Bar_25.00:Unbar');
  });

  it('joins the twelve fields in the standard order', () => {
    const code = dsfinvkQrCode({
      clientSerial: 'till-1',
      processData: 'Beleg^0.00_15.00_0.00_0.00_0.00^15.00:Bar',
      transactionNumber: 42,
      signatureCounter: 107,
      start: new Date('2026-12-01T09:00:00Z'),
      end: new Date('2026-12-01T09:00:03Z'),
      signatureAlgorithm: 'ecdsa-plain-SHA384',
      timeFormat: 'unixTime',
      signature: 'c2lnbmF0dXJl',
      publicKey: 'cHVibGlj',
    });
    expect(code.split(';')).toEqual([
      'V0',
      'till-1',
      'Kassenbeleg-V1',
      'Beleg^0.00_15.00_0.00_0.00_0.00^15.00:Bar',
      '42',
      '107',
      '2026-12-01T09:00:00.000Z',
      '2026-12-01T09:00:03.000Z',
      'ecdsa-plain-SHA384',
      'unixTime',
      'c2lnbmF0dXJl',
      'cHVibGlj',
    ]);
  });

  it('maps the catalog rates to the DSFinV-K keys and fiskaly names, and refuses others', () => {
    expect(vatKeyOf(19)).toMatchObject({ key: 1, fiskaly: 'NORMAL' });
    expect(vatKeyOf(7)).toMatchObject({ key: 2, fiskaly: 'REDUCED_1' });
    expect(vatKeyOf(null)).toMatchObject({ key: 5, fiskaly: 'NULL' });
    expect(() => vatKeyOf(16)).toThrow(/no DSFinV-K key/);
  });
});

describe('the receipt', () => {
  const input: ReceiptInput = {
    museum: { name: 'Museum', address: ['Platz 1', '10115 Berlin'], vatId: 'DE123456789' },
    till: 'Kasse 1',
    cashier: 'Anna',
    number: 7,
    kind: 'sale',
    cancels: null,
    orderNumber: 'D-100',
    start: new Date('2026-12-01T09:00:00Z'),
    end: new Date('2026-12-01T09:00:02Z'),
    lines: [
      { count: 2, name: 'Adult', unitPrice: 1200, total: 2400, rate: 7 },
      { count: 1, name: 'Catalogue', unitPrice: 1300, total: 1300, rate: 19 },
    ],
    vat: vatOf([
      { gross: 2400, rate: 7 },
      { gross: 1300, rate: 19 },
    ]),
    payments: { cash: 3700, card: 0, voucher: 0, given: 5000, change: 1300 },
    fiscal: { state: 'none' },
  };

  it('carries the fields § 6 KassenSichV asks for', () => {
    const receipt = buildReceipt(input);
    expect(receipt).toMatchObject({
      museum: { name: 'Museum', address: ['Platz 1', '10115 Berlin'] },
      number: 7,
      start: '2026-12-01T09:00:00.000Z',
      end: '2026-12-01T09:00:02.000Z',
      total: 3700,
      payments: { given: 5000, change: 1300 },
      fiscal: { state: 'none', signature: null },
    });
    expect(receipt.lines.map((line) => [line.count, line.name])).toEqual([
      [2, 'Adult'],
      [1, 'Catalogue'],
    ]);
    expect(receipt.vat.map((part) => [part.rate, part.vat])).toEqual([
      [7, 157],
      [19, 208],
    ]);
  });

  it('shows the TSE signature, or that the TSE failed', () => {
    const signed = buildReceipt({
      ...input,
      fiscal: {
        state: 'signed',
        tssSerial: 'abc',
        clientSerial: 'till-1',
        transactionNumber: 3,
        signatureCounter: 9,
        signature: 'sig',
        signatureAlgorithm: 'ecdsa-plain-SHA384',
        start: input.start,
        end: input.end,
        qrCode: 'V0;…',
      },
    });
    expect(signed.fiscal).toMatchObject({ state: 'signed', tssSerial: 'abc', signatureCounter: 9 });
    expect(buildReceipt({ ...input, fiscal: { state: 'failed' } }).fiscal.state).toBe('failed');
  });

  it('refuses a receipt whose lines, VAT and payments disagree', () => {
    expect(() => buildReceipt({ ...input, payments: { ...input.payments, cash: 3600 } })).toThrow(
      /differ/,
    );
  });
});

describe('the storno', () => {
  const last = { id: 5, kind: 'sale' as const, cashierId: 1, stornoedBy: null, shiftOpen: true };

  it('lets the cashier cancel their last sale while the shift is open', () => {
    expect(mayStorno(last, 5, 1)).toEqual({ ok: true, value: true });
  });

  it('refuses a sale that is not the till’s last, another’s, a closed shift’s or a storno', () => {
    expect(mayStorno(last, 6, 1)).toMatchObject({ code: 'TILL_STORNO_NOT_LAST' });
    expect(mayStorno(last, 5, 2)).toMatchObject({ code: 'TILL_STORNO_NOT_OWN' });
    expect(mayStorno({ ...last, shiftOpen: false }, 5, 1)).toMatchObject({
      code: 'TILL_STORNO_SHIFT_CLOSED',
    });
    expect(mayStorno({ ...last, kind: 'storno' }, 5, 1)).toMatchObject({
      code: 'TILL_STORNO_NOT_A_SALE',
    });
    expect(mayStorno({ ...last, stornoedBy: 6 }, 6, 1)).toMatchObject({
      code: 'TILL_STORNO_NOT_A_SALE',
    });
  });
});

describe('a storno’s claim on its till', () => {
  const since = new Date('2026-05-01T10:00:00Z');
  const at = (seconds: number) => new Date(since.getTime() + seconds * 1000);

  it('holds back the next sale until it is cleared or goes stale', () => {
    expect(stornoClaimStands({ key: 'k', since }, at(1))).toBe(true);
    expect(stornoClaimStands({ key: 'k', since }, at(STORNO_CLAIM_SECONDS - 1))).toBe(true);
    expect(stornoClaimStands({ key: 'k', since }, at(STORNO_CLAIM_SECONDS))).toBe(false);
    expect(stornoClaimStands({ key: null, since: null }, at(1))).toBe(false);
  });
});

describe('closing a shift', () => {
  it('lets the cashier close their own and a manager close anyone’s', () => {
    expect(mayCloseShift({ cashierId: 1 }, 1, false)).toEqual({ ok: true, value: true });
    expect(mayCloseShift({ cashierId: 1 }, 2, true)).toEqual({ ok: true, value: true });
  });

  it('refuses sales staff another’s drawer, and a till without an open shift', () => {
    expect(mayCloseShift({ cashierId: 1 }, 2, false)).toMatchObject({
      code: 'TILL_SHIFT_OTHER_CASHIER',
    });
    expect(mayCloseShift(null, 2, true)).toMatchObject({ code: 'TILL_SHIFT_NOT_OPEN' });
  });
});

describe('till sales per cashier', () => {
  it('counts each cashier’s sales, their stornos and what stays', () => {
    const table = salesByCashier([
      { cashierId: 2, cashierName: 'Ben', kind: 'sale', gross: 1000 },
      { cashierId: 1, cashierName: 'Anna', kind: 'sale', gross: 4800 },
      { cashierId: 1, cashierName: 'Anna', kind: 'sale', gross: 1200 },
      { cashierId: 1, cashierName: 'Anna', kind: 'storno', gross: -1200 },
    ]);
    expect(table.columns).toEqual(['orders', 'sales', 'refunds', 'total']);
    expect(table.rows).toEqual([
      { key: 'cashier:1', label: 'Anna', at: null, values: [2, 6000, 1200, 4800] },
      { key: 'cashier:2', label: 'Ben', at: null, values: [1, 1000, 0, 1000] },
    ]);
    expect(table.totals).toEqual([3, 7000, 1200, 5800]);
  });
});

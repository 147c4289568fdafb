import { describe, expect, it } from 'vitest';
import {
  datevAmount,
  datevColumnLine,
  datevCreditNoteBookings,
  datevDay,
  datevDocumentField,
  datevHeader,
  datevLine,
  datevOrderBookings,
  datevText,
  fiscalYearStartOf,
  inOneFiscalYear,
  isDatevGap,
  moneyAccountOf,
  type DatevSettings,
} from './datev';
import { documentOrder, exportOrderVat, type ExportOrder } from './rows';

const SKR03 = { '0': { account: 8100 }, '7': { account: 8300 }, '19': { account: 8400 } };
const settings: DatevSettings = {
  consultantNumber: 29098,
  clientNumber: 55003,
  fiscalYearStart: '07-01',
  accountLength: 4,
  chart: '03',
  revenue: { admission: SKR03, goods: SKR03, shipping: SKR03 },
  oss: { account: 8320 },
  voucherSale: 1710,
  voucherCodes: 1710,
  moneyIn: { web: { '164': 1361 }, webDefault: 1360, cash: 1000, cardTerminal: 1362 },
};

const order: ExportOrder = {
  id: 1,
  number: 'W-1',
  bookedAt: new Date('2026-11-10T10:00:00Z'),
  channel: 'web',
  status: 'booked',
  payment: 'Card',
  shipTo: 'DE',
  shipping: 495,
  total: 6485,
  lines: [
    {
      id: 11,
      type: 'ticket',
      productKind: null,
      needsShipping: false,
      name: 'Adult',
      count: 2,
      unitPrice: 1400,
      total: 2800,
      vatRate: 7,
      cancelled: false,
    },
    {
      id: 12,
      type: 'merchandise',
      productKind: 1,
      needsShipping: true,
      name: 'Book',
      count: 1,
      unitPrice: 2000,
      total: 2000,
      vatRate: 7,
      cancelled: false,
    },
    {
      id: 13,
      type: 'merchandise',
      productKind: 1,
      needsShipping: true,
      name: 'Poster',
      count: 1,
      unitPrice: 1190,
      total: 1190,
      vatRate: 19,
      cancelled: false,
    },
    {
      id: 14,
      type: 'voucherCode',
      productKind: null,
      needsShipping: false,
      name: 'Code',
      count: 1,
      unitPrice: -500,
      total: -500,
      vatRate: 0,
      cancelled: false,
    },
  ],
};

describe('DATEV fields', () => {
  it('writes amounts with a decimal comma, days as DDMM, texts quoted and cut', () => {
    expect(datevAmount(123456)).toBe('1234,56');
    expect(datevAmount(-5)).toBe('0,05');
    expect(datevDay('2026-11-03')).toBe('0311');
    expect(datevText('Say "hi";bye', 60)).toBe('"Say ""hi"" bye"');
    expect(datevText('x'.repeat(70), 60)).toBe(`"${'x'.repeat(60)}"`);
    expect(datevDocumentField('W-1 / 2026_ä')).toBe('W-1/2026');
  });

  it('finds the fiscal year of a day and refuses a range across its start', () => {
    expect(fiscalYearStartOf('2026-11-10', '07-01')).toBe('2026-07-01');
    expect(fiscalYearStartOf('2026-03-10', '07-01')).toBe('2025-07-01');
    expect(inOneFiscalYear('2026-06-01', '2026-06-30', '07-01')).toBe(true);
    expect(inOneFiscalYear('2026-06-01', '2026-07-31', '07-01')).toBe(false);
  });

  it('writes the EXTF header and the column line', () => {
    const header = datevHeader(
      settings,
      { from: '2026-11-01', to: '2026-11-30' },
      '2026-12-01T09:15:30.123',
    );
    const fields = header.split(';');
    expect(fields.slice(0, 6)).toEqual([
      '"EXTF"',
      '700',
      '21',
      '"Buchungsstapel"',
      '13',
      '20261201091530123',
    ]);
    expect(fields.slice(10, 16)).toEqual([
      '29098',
      '55003',
      '20260701',
      '4',
      '20261101',
      '20261130',
    ]);
    expect(fields[18]).toBe('1');
    expect(fields[21]).toBe('"EUR"');
    expect(fields[26]).toBe('"03"');
    expect(fields).toHaveLength(31);
    const columns = datevColumnLine().split(';');
    // All 125 fields of format version 13, the last ones as DATEV names them.
    expect(columns).toHaveLength(125);
    expect(new Set(columns).size).toBe(125);
    expect(columns.slice(39, 41)).toEqual([
      'EU-Land u. UStID (Bestimmung)',
      'EU-Steuersatz (Bestimmung)',
    ]);
    expect(columns.slice(113, 116)).toEqual([
      'Festschreibung',
      'Leistungsdatum',
      'Datum Zuord. Steuerperiode',
    ]);
    expect(columns.at(-1)).toBe('Abw. Skontokonto');
    expect(columns.slice(0, 10)).toEqual([
      'Umsatz (ohne Soll/Haben-Kz)',
      'Soll/Haben-Kennzeichen',
      'WKZ Umsatz',
      'Kurs',
      'Basis-Umsatz',
      'WKZ Basis-Umsatz',
      'Konto',
      'Gegenkonto (ohne BU-Schlüssel)',
      'BU-Schlüssel',
      'Belegdatum',
    ]);
  });
});

/** A booking line's fields DATEV's first 14 columns hold; the line must have all 125. */
function filled(line: string): string {
  const fields = line.split(';');
  expect(fields).toHaveLength(125);
  expect(fields.slice(14).every((field) => field === '' || /^("\w\w"|\d+,\d\d)$/.test(field))).toBe(
    true,
  );
  return fields.slice(0, 14).join(';');
}

describe('DATEV bookings', () => {
  it('books an order per kind and rate, its shipping per share, and the voucher code paid', () => {
    const bookings = datevOrderBookings(settings, {
      order,
      vat: exportOrderVat(order, false),
      day: '2026-11-10',
      moneyAccount: moneyAccountOf(settings, { channel: 'web', payart: 161, deskPayment: null }),
      sellerCountry: 'DE',
    });
    expect(
      bookings.map((booking) =>
        isDatevGap(booking) ? booking.reason : filled(datevLine(booking)),
      ),
    ).toEqual([
      '28,00;"S";"EUR";;;;1360;8300;;1011;"W-1";"";;"W-1 Eintritt 7%"',
      '20,00;"S";"EUR";;;;1360;8300;;1011;"W-1";"";;"W-1 Waren 7%"',
      '11,90;"S";"EUR";;;;1360;8400;;1011;"W-1";"";;"W-1 Waren 19%"',
      '3,10;"S";"EUR";;;;1360;8300;;1011;"W-1";"";;"W-1 Versand 7%"',
      '1,85;"S";"EUR";;;;1360;8400;;1011;"W-1";"";;"W-1 Versand 19%"',
      '5,00;"S";"EUR";;;;1710;1360;;1011;"W-1";"";;"W-1 Gutschein eingelöst"',
    ]);
  });

  it('takes the money account of the payment type, the desk cash and card terminal', () => {
    expect(moneyAccountOf(settings, { channel: 'web', payart: 164, deskPayment: null })).toBe(1361);
    expect(moneyAccountOf(settings, { channel: 'desk', payart: null, deskPayment: 'cash' })).toBe(
      1000,
    );
    expect(
      moneyAccountOf(settings, { channel: 'desk', payart: null, deskPayment: 'card_terminal' }),
    ).toBe(1362);
  });

  it('books goods abroad under the one-stop-shop on the OSS account, with its BU key', () => {
    const france = { ...order, shipTo: 'FR' };
    const bookings = datevOrderBookings(
      { ...settings, oss: { account: 8320, buKey: '240' } },
      {
        order: france,
        vat: exportOrderVat(france, true),
        day: '2026-11-10',
        moneyAccount: 1360,
        sellerCountry: 'DE',
      },
    );
    const lines = bookings.flatMap((booking) => (isDatevGap(booking) ? [] : [datevLine(booking)]));
    const poster = lines.find((line) => line.includes('Waren 20% FR')) ?? '';
    expect(filled(poster)).toBe(
      '11,90;"S";"EUR";;;;1360;8320;"240";1011;"W-1";"";;"W-1 Waren 20% FR"',
    );
    // DATEV's one-stop-shop fields: the country of destination and its rate.
    expect(poster.split(';').slice(39, 41)).toEqual(['"FR"', '20,00']);
    // An admission stays German and names no country of destination.
    const ticket = lines.find((line) => line.includes('Eintritt')) ?? '';
    expect(ticket.split(';').slice(39, 41)).toEqual(['', '']);
  });

  it('reports a rate without an account instead of booking it', () => {
    const odd = { ...order, lines: [{ ...order.lines[0]!, vatRate: 10 }], shipping: 0 };
    const [gap] = datevOrderBookings(settings, {
      order: odd,
      vat: exportOrderVat(odd, false),
      day: '2026-11-10',
      moneyAccount: 1360,
      sellerCountry: 'DE',
    });
    expect(gap && isDatevGap(gap) ? gap.reason : '').toBe(
      'no admission revenue account for VAT rate 10',
    );
  });

  it('books a credit note on the Haben side, and what went back onto voucher codes', () => {
    const credited = documentOrder(order, {
      kind: 'creditNote',
      itemIds: [13],
      amount: 690,
      voucherAmount: 500,
    });
    const bookings = datevCreditNoteBookings(settings, {
      number: 'CN-000001',
      order: credited,
      vat: exportOrderVat(credited, false),
      day: '2026-11-14',
      moneyAccount: 1360,
      voucherAmount: 500,
      sellerCountry: 'DE',
    });
    expect(
      bookings.map((booking) =>
        isDatevGap(booking) ? booking.reason : filled(datevLine(booking)),
      ),
    ).toEqual([
      '11,90;"H";"EUR";;;;1360;8400;;1411;"CN-000001";"";;"CN-000001 Waren 19%"',
      '5,00;"H";"EUR";;;;1710;1360;;1411;"CN-000001";"";;"CN-000001 Gutschein zurück"',
    ]);
  });
});

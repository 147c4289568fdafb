/**
 * The DATEV "Buchungsstapel" (EXTF format, version 700, category 21) of a range of days
 * (docs/accounting.md "DATEV"): a header line, the column line, and one booking line per order and
 * (product kind, VAT country, VAT rate), per shipping share, per voucher-code payment and per credit
 * note part. Semicolon-separated, text in double quotes, amounts positive with a decimal comma and
 * the side in `Soll/Haben-Kennzeichen`, `Belegdatum` as DDMM. The server writes the lines in
 * Windows-1252 with CRLF line ends.
 */
import type { Cents } from '../money/cents';
import type { OrderVat } from '../money/order-vat';
import { vatKindOf } from '../money/order-vat-line';
import { exportFeeLines, voucherCodesPaid, type ExportOrder } from './rows';

/** A revenue account and, where the account is no automatic VAT account, its BU key. */
export interface DatevRevenueAccount {
  account: number;
  buKey?: string | undefined;
}

/** Revenue accounts per VAT rate (`"7"`, `"19"`, `"0"` …). */
export type DatevRateAccounts = Readonly<Record<string, DatevRevenueAccount>>;

/** The account mapping of the museum configuration (`server.accounting`, docs/configuration.md). */
export interface DatevSettings {
  consultantNumber: number;
  clientNumber: number;
  /** The first day of the fiscal year, `MM-DD`. */
  fiscalYearStart: string;
  /** The length of the general-ledger account numbers (4 to 8). */
  accountLength: number;
  /** The chart of accounts, `03` (SKR03) or `04` (SKR04). */
  chart: string;
  revenue: {
    admission: DatevRateAccounts;
    goods: DatevRateAccounts;
    shipping: DatevRateAccounts;
  };
  /** Goods and their shipping taxed in another EU country under the one-stop-shop. */
  oss: DatevRevenueAccount;
  /** A gift voucher sold: a liability until it is redeemed, not revenue. */
  voucherSale: number;
  /** Voucher codes redeemed: they pay from that liability. */
  voucherCodes: number;
  moneyIn: {
    /** Per web payment type (its `payartId`). */
    web: Readonly<Record<string, number>>;
    /** A web payment type without an entry of its own. */
    webDefault: number;
    cash: number;
    cardTerminal: number;
  };
}

/** One booking line. */
export interface DatevBooking {
  /** Cents, positive. */
  amount: Cents;
  side: 'S' | 'H';
  account: number;
  contraAccount: number;
  buKey: string;
  /** `DDMM`. */
  date: string;
  /** Belegfeld 1: the order's or the credit note's number. */
  document: string;
  text: string;
  /** Goods (and their shipping) taxed in another EU country under the one-stop-shop. */
  destination?: { country: string; rate: number } | undefined;
}

/**
 * The 125 fields of a booking line of the Buchungsstapel, format version 13, in DATEV's order and
 * with DATEV's names (the quirks, such as "Zusatzinformation- Inhalt", are DATEV's). DATEV reads the
 * fields by position, so every line carries all of them, the ones Foyer does not fill left empty.
 */
export const DATEV_COLUMNS = [
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
  'Belegfeld 1',
  'Belegfeld 2',
  'Skonto',
  'Buchungstext',
  'Postensperre',
  'Diverse Adressnummer',
  'Geschäftspartnerbank',
  'Sachverhalt',
  'Zinssperre',
  'Beleglink',
  'Beleginfo - Art 1',
  'Beleginfo - Inhalt 1',
  'Beleginfo - Art 2',
  'Beleginfo - Inhalt 2',
  'Beleginfo - Art 3',
  'Beleginfo - Inhalt 3',
  'Beleginfo - Art 4',
  'Beleginfo - Inhalt 4',
  'Beleginfo - Art 5',
  'Beleginfo - Inhalt 5',
  'Beleginfo - Art 6',
  'Beleginfo - Inhalt 6',
  'Beleginfo - Art 7',
  'Beleginfo - Inhalt 7',
  'Beleginfo - Art 8',
  'Beleginfo - Inhalt 8',
  'KOST1 - Kostenstelle',
  'KOST2 - Kostenstelle',
  'Kost-Menge',
  'EU-Land u. UStID (Bestimmung)',
  'EU-Steuersatz (Bestimmung)',
  'Abw. Versteuerungsart',
  'Sachverhalt L+L',
  'Funktionsergänzung L+L',
  'BU 49 Hauptfunktionstyp',
  'BU 49 Hauptfunktionsnummer',
  'BU 49 Funktionsergänzung',
  'Zusatzinformation - Art 1',
  'Zusatzinformation- Inhalt 1',
  'Zusatzinformation - Art 2',
  'Zusatzinformation- Inhalt 2',
  'Zusatzinformation - Art 3',
  'Zusatzinformation- Inhalt 3',
  'Zusatzinformation - Art 4',
  'Zusatzinformation- Inhalt 4',
  'Zusatzinformation - Art 5',
  'Zusatzinformation- Inhalt 5',
  'Zusatzinformation - Art 6',
  'Zusatzinformation- Inhalt 6',
  'Zusatzinformation - Art 7',
  'Zusatzinformation- Inhalt 7',
  'Zusatzinformation - Art 8',
  'Zusatzinformation- Inhalt 8',
  'Zusatzinformation - Art 9',
  'Zusatzinformation- Inhalt 9',
  'Zusatzinformation - Art 10',
  'Zusatzinformation- Inhalt 10',
  'Zusatzinformation - Art 11',
  'Zusatzinformation- Inhalt 11',
  'Zusatzinformation - Art 12',
  'Zusatzinformation- Inhalt 12',
  'Zusatzinformation - Art 13',
  'Zusatzinformation- Inhalt 13',
  'Zusatzinformation - Art 14',
  'Zusatzinformation- Inhalt 14',
  'Zusatzinformation - Art 15',
  'Zusatzinformation- Inhalt 15',
  'Zusatzinformation - Art 16',
  'Zusatzinformation- Inhalt 16',
  'Zusatzinformation - Art 17',
  'Zusatzinformation- Inhalt 17',
  'Zusatzinformation - Art 18',
  'Zusatzinformation- Inhalt 18',
  'Zusatzinformation - Art 19',
  'Zusatzinformation- Inhalt 19',
  'Zusatzinformation - Art 20',
  'Zusatzinformation- Inhalt 20',
  'Stück',
  'Gewicht',
  'Zahlweise',
  'Forderungsart',
  'Veranlagungsjahr',
  'Zugeordnete Fälligkeit',
  'Skontotyp',
  'Auftragsnummer',
  'Buchungstyp',
  'USt-Schlüssel (Anzahlungen)',
  'EU-Land (Anzahlungen)',
  'Sachverhalt L+L (Anzahlungen)',
  'EU-Steuersatz (Anzahlungen)',
  'Erlöskonto (Anzahlungen)',
  'Herkunft-Kz',
  'Buchungs GUID',
  'KOST-Datum',
  'SEPA-Mandatsreferenz',
  'Skontosperre',
  'Gesellschaftername',
  'Beteiligtennummer',
  'Identifikationsnummer',
  'Zeichnernummer',
  'Postensperre bis',
  'Bezeichnung SoBil-Sachverhalt',
  'Kennzeichen SoBil-Buchung',
  'Festschreibung',
  'Leistungsdatum',
  'Datum Zuord. Steuerperiode',
  'Fälligkeit',
  'Generalumkehr (GU)',
  'Steuersatz',
  'Land',
  'Abrechnungsreferenz',
  'BVV-Position',
  'EU-Land u. UStID (Ursprung)',
  'EU-Steuersatz (Ursprung)',
  'Abw. Skontokonto',
] as const;

type DatevColumn = (typeof DATEV_COLUMNS)[number];
const columnIndex = (name: DatevColumn) => DATEV_COLUMNS.indexOf(name);

/** A text field: in double quotes, quotes doubled, line breaks and semicolons as spaces, cut to `max`. */
export function datevText(value: string, max: number): string {
  const clean = value.replace(/[\r\n;]+/g, ' ').slice(0, max);
  return `"${clean.replaceAll('"', '""')}"`;
}

/** Cents as DATEV writes an amount: positive, decimal comma, no thousands separator. */
export function datevAmount(cents: Cents): string {
  return (Math.abs(cents) / 100).toFixed(2).replace('.', ',');
}

/** `YYYY-MM-DD` → `DDMM`. */
export function datevDay(date: string): string {
  return `${date.slice(8, 10)}${date.slice(5, 7)}`;
}

/** Belegfeld 1 allows letters, digits and `$ & % * + - /`, at most 36 characters. */
export function datevDocumentField(value: string): string {
  return value.replace(/[^A-Za-z0-9$&%*+\-/]/g, '').slice(0, 36);
}

/** The first day (`YYYY-MM-DD`) of the fiscal year that `date` lies in. */
export function fiscalYearStartOf(date: string, fiscalYearStart: string): string {
  const year = Number(date.slice(0, 4));
  const start = `${year}-${fiscalYearStart}`;
  return date >= start ? start : `${year - 1}-${fiscalYearStart}`;
}

/** DATEV takes one fiscal year per file: true when `from` and `to` lie in the same one. */
export function inOneFiscalYear(from: string, to: string, fiscalYearStart: string): boolean {
  return fiscalYearStartOf(from, fiscalYearStart) === fiscalYearStartOf(to, fiscalYearStart);
}

const compact = (date: string) => date.replaceAll('-', '');

/**
 * The header line (the EXTF "Vorlaufsatz"): format, version 700, category 21 "Buchungsstapel",
 * format version 13, creation time, origin, consultant and client, fiscal-year start, account
 * length, the range, a title, booking type 1 (financial accounting), currency EUR and the chart.
 */
export function datevHeader(
  settings: DatevSettings,
  range: { from: string; to: string },
  /** Creation time in the museum's time zone, `YYYY-MM-DDTHH:mm:ss.SSS`. */
  createdAt: string,
): string {
  const created = createdAt
    .replace(/[-T:.]/g, '')
    .padEnd(17, '0')
    .slice(0, 17);
  const fields: (string | number)[] = [
    '"EXTF"',
    700,
    21,
    '"Buchungsstapel"',
    13,
    created,
    '',
    '"RE"',
    '"Foyer"',
    '""',
    settings.consultantNumber,
    settings.clientNumber,
    compact(fiscalYearStartOf(range.from, settings.fiscalYearStart)),
    settings.accountLength,
    compact(range.from),
    compact(range.to),
    datevText(`Foyer ${range.from} ${range.to}`, 30),
    '""',
    1,
    0,
    0,
    '"EUR"',
    '',
    '""',
    '',
    '',
    `"${settings.chart}"`,
    '',
    '',
    '""',
    '""',
  ];
  return fields.join(';');
}

/** The column line. */
export function datevColumnLine(): string {
  return DATEV_COLUMNS.join(';');
}

/** A VAT rate as DATEV writes a percentage: decimal comma, two places. */
export function datevRate(rate: number): string {
  return rate.toFixed(2).replace('.', ',');
}

/** One booking as its line of all `DATEV_COLUMNS`. */
export function datevLine(booking: DatevBooking): string {
  const fields: string[] = [
    datevAmount(booking.amount),
    `"${booking.side}"`,
    '"EUR"',
    '',
    '',
    '',
    String(booking.account),
    String(booking.contraAccount),
    booking.buKey ? `"${booking.buKey}"` : '',
    booking.date,
    datevText(datevDocumentField(booking.document), 36),
    '""',
    '',
    datevText(booking.text, 60),
  ];
  while (fields.length < DATEV_COLUMNS.length) fields.push('');
  if (booking.destination) {
    // A one-stop-shop supply: the country of destination and its rate, without a VAT id.
    fields[columnIndex('EU-Land u. UStID (Bestimmung)')] = `"${booking.destination.country}"`;
    fields[columnIndex('EU-Steuersatz (Bestimmung)')] = datevRate(booking.destination.rate);
  }
  return fields.join(';');
}

function rateKey(rate: number): string {
  return String(rate);
}

/** The revenue account of a kind at a rate; a rate the mapping lacks is a configuration gap. */
export function revenueAccountOf(
  settings: DatevSettings,
  kind: 'admission' | 'goods' | 'shipping',
  country: string,
  rate: number,
  sellerCountry: string,
): DatevRevenueAccount | null {
  if (country !== sellerCountry && kind !== 'admission') return settings.oss;
  return settings.revenue[kind][rateKey(rate)] ?? null;
}

/** The money-in account of an order's payment: the web payment type's, or the desk's. */
export function moneyAccountOf(
  settings: DatevSettings,
  payment: { channel: 'web' | 'desk'; payart: number | null; deskPayment: string | null },
): number {
  if (payment.channel === 'desk') {
    return payment.deskPayment === 'card_terminal'
      ? settings.moneyIn.cardTerminal
      : settings.moneyIn.cash;
  }
  return (
    (payment.payart === null ? undefined : settings.moneyIn.web[String(payment.payart)]) ??
    settings.moneyIn.webDefault
  );
}

/** A part of a document or order to book: gross cents of one kind, country and rate. */
interface Share {
  kind: 'admission' | 'goods' | 'shipping' | 'voucherSale';
  country: string;
  rate: number | null;
  gross: Cents;
  /** A credit note's cancellation fee: revenue the museum keeps. */
  fee?: boolean;
}

/**
 * The shares of an order's VAT: lines grouped by kind, country and rate; shipping per share; a
 * credit note's cancellation fee per kind, country and rate of the lines it was kept from.
 */
export function vatShares(order: ExportOrder, vat: OrderVat): Share[] {
  const kindOf = new Map(
    order.lines.map((line) => [line.id, vatKindOf(line.type, line.productKind)]),
  );
  const feeKindOf = new Map(exportFeeLines(order).map((line) => [line.id, line.kind]));
  const shares = new Map<string, Share>();
  for (const part of vat.lines) {
    const feeKind = feeKindOf.get(part.id);
    const kind = feeKind ?? kindOf.get(part.id);
    if (!kind) continue;
    const fee = feeKind !== undefined;
    const key = `${fee ? 'fee|' : ''}${kind}|${part.country}|${part.rate ?? '-'}`;
    const share = shares.get(key) ?? {
      kind,
      country: part.country,
      rate: part.rate,
      gross: 0,
      ...(fee ? { fee } : {}),
    };
    share.gross += part.gross;
    shares.set(key, share);
  }
  const out = [...shares.values()];
  for (const part of vat.shipping) {
    out.push({ kind: 'shipping', country: part.country, rate: part.rate, gross: part.gross });
  }
  return out.filter((share) => share.gross !== 0);
}

/** A booking's text: what it books, its VAT and country. */
function shareText(prefix: string, share: Share, sellerCountry: string): string {
  const label = {
    admission: 'Eintritt',
    goods: 'Waren',
    shipping: 'Versand',
    voucherSale: 'Gutschein verkauft',
  }[share.kind];
  const rate = share.rate === null ? '' : ` ${String(share.rate).replace('.', ',')}%`;
  const country = share.country === sellerCountry ? '' : ` ${share.country}`;
  return `${prefix} ${share.fee ? 'Stornogebühr ' : ''}${label}${rate}${country}`;
}

export interface DatevOrderInput {
  order: ExportOrder;
  vat: OrderVat;
  /** The order's booking day in the museum's time zone, `YYYY-MM-DD`. */
  day: string;
  moneyAccount: number;
  sellerCountry: string;
}

/** A booking that a mapping gap made impossible: the line, and why. */
export interface DatevGap {
  document: string;
  reason: string;
}

function bookShare(
  settings: DatevSettings,
  share: Share,
  base: { moneyAccount: number; date: string; document: string; prefix: string; sign: 1 | -1 },
  sellerCountry: string,
): DatevBooking | DatevGap {
  let contra: DatevRevenueAccount | null;
  if (share.kind === 'voucherSale') contra = { account: settings.voucherSale };
  else if (share.rate === null) contra = null;
  else contra = revenueAccountOf(settings, share.kind, share.country, share.rate, sellerCountry);
  if (!contra) {
    return {
      document: base.document,
      reason: `no ${share.kind} revenue account for VAT rate ${share.rate ?? '-'}`,
    };
  }
  const signed = base.sign * share.gross;
  return {
    amount: Math.abs(signed),
    side: signed >= 0 ? 'S' : 'H',
    account: base.moneyAccount,
    contraAccount: contra.account,
    buKey: contra.buKey ?? '',
    date: base.date,
    document: base.document,
    text: shareText(base.prefix, share, sellerCountry),
    destination:
      share.country !== sellerCountry && share.rate !== null
        ? { country: share.country, rate: share.rate }
        : undefined,
  };
}

/**
 * The bookings of an order at its booking: money in (Soll) against revenue (Haben) per share, and
 * what voucher codes paid moved from the voucher liability (Soll) to the money account (Haben).
 */
export function datevOrderBookings(
  settings: DatevSettings,
  input: DatevOrderInput,
): (DatevBooking | DatevGap)[] {
  const base = {
    moneyAccount: input.moneyAccount,
    date: datevDay(input.day),
    document: input.order.number,
    prefix: input.order.number,
    sign: 1 as const,
  };
  const out = vatShares(input.order, input.vat).map((share) =>
    bookShare(settings, share, base, input.sellerCountry),
  );
  const vouchers = voucherCodesPaid(input.order);
  if (vouchers > 0) {
    out.push({
      amount: vouchers,
      side: 'S',
      account: settings.voucherCodes,
      contraAccount: input.moneyAccount,
      buKey: '',
      date: base.date,
      document: base.document,
      text: `${input.order.number} Gutschein eingelöst`,
    });
  }
  return out;
}

export interface DatevCreditNoteInput {
  /** The credit note's number (`GS-000001`). */
  number: string;
  /** The lines the credit note pays back, negative, and its shipping (`documentOrder`). */
  order: ExportOrder;
  /** The credit note's VAT (negative amounts). */
  vat: OrderVat;
  day: string;
  moneyAccount: number;
  /** Cents given back onto voucher codes (positive). */
  voucherAmount: Cents;
  sellerCountry: string;
}

/**
 * The bookings of a credit note: revenue back (the money account's Haben side) per share, the
 * cancellation fee the museum keeps as revenue (the money account's Soll side, booking text
 * "Stornogebühr"), and what went back onto voucher codes from the money account to the voucher
 * liability.
 */
export function datevCreditNoteBookings(
  settings: DatevSettings,
  input: DatevCreditNoteInput,
): (DatevBooking | DatevGap)[] {
  const base = {
    moneyAccount: input.moneyAccount,
    date: datevDay(input.day),
    document: input.number,
    prefix: input.number,
    sign: 1 as const,
  };
  const out = vatShares(input.order, input.vat).map((share) =>
    bookShare(settings, share, base, input.sellerCountry),
  );
  if (input.voucherAmount > 0) {
    out.push({
      amount: input.voucherAmount,
      side: 'H',
      account: settings.voucherCodes,
      contraAccount: input.moneyAccount,
      buKey: '',
      date: base.date,
      document: base.document,
      text: `${input.number} Gutschein zurück`,
    });
  }
  return out;
}

export function isDatevGap(entry: DatevBooking | DatevGap): entry is DatevGap {
  return 'reason' in entry;
}

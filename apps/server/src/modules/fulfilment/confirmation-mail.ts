/**
 * The order confirmation e-mail in the order's language, in the look of every
 * Foyer e-mail (mail-layout): what was bought per date and time, the order summary with prices and
 * the VAT per rate, how to get in, and links to the order review, the PDFs and the calendar file;
 * for merchandise-only orders the shipping address instead of the visit.
 */
import {
  formatMoney,
  maskedVoucherCode,
  peopleAdmitted,
  type Language,
  type OrderVat,
} from '@foyer/domain';
import { serverT } from '../../i18n/texts';
import type { MailBlock, MailContent, MailRow } from '../mail';
import { visitWhen, type CalendarVisit } from './calendar';
import { lineTitle, lineWhen, type OrderLine } from './order-lines';

export interface ConfirmationInput {
  lang: Language;
  siteName: string;
  orderNumber: string;
  customerName: string;
  lines: OrderLine[];
  /** The dated visits of the order (calendar.ts), by start. */
  visits: CalendarVisit[];
  /**
   * The order's valid issued barcodes with what each admits: the preview and each visit count the
   * people they let in (`peopleAdmitted`), not the barcodes.
   */
  admissions: readonly { orderItemId: number; kind: string; admits: number }[];
  shippingCost: number;
  /** The order's VAT (`documentVat`, the invoice's). */
  vat: OrderVat;
  /** The order's voucher discount (≤ 0); shown when no redeemed code is a line of its own. */
  voucherDiscount: number;
  total: number;
  reviewUrl: string;
  ticketsUrl: string | null;
  invoiceUrl: string | null;
  calendarUrl: string | null;
  hasTickets: boolean;
  invoiceAttached: boolean;
  calendarAttached: boolean;
  /** How to get in (`server.museum.admissionNote` in the order's language), or null. */
  admissionNote: string | null;
  /** Address lines, or null when nothing is shipped. */
  shippingAddress: string[] | null;
}

function rate(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/**
 * A voucher code that paid part of the order: named by its code, masked (`maskedVoucherCode`), with
 * the voucher's name and what is left on it beneath.
 */
function voucherCodeRow(line: OrderLine, lang: Language): MailRow {
  const t = serverT(lang, 'mail');
  const details = line.item.type === 'voucherCode' ? line.item.details : null;
  const code = details?.barcode || line.heading;
  const name = line.heading !== code ? line.heading : null;
  const left =
    details && details.remaining > 0
      ? t('voucherLeft', { amount: formatMoney(details.remaining, lang) })
      : null;
  return {
    label: t('voucherCode', { code: maskedVoucherCode(code) }),
    detail: [name, left].filter(Boolean).join(' · ') || null,
    amount: formatMoney(-Math.abs(line.item.totalPrice), lang),
  };
}

function summaryRows(input: ConfirmationInput): MailRow[] {
  const { lang } = input;
  const t = serverT(lang, 'mail');
  const money = (cents: number) => formatMoney(cents, lang);
  const rows: MailRow[] = input.lines.map((line) => {
    if (line.kind === 'voucherCode') return voucherCodeRow(line, lang);
    const when = lineWhen(line);
    return {
      label: `${line.item.count} × ${lineTitle(line)}`,
      detail: [when, line.venue].filter(Boolean).join(' · ') || null,
      amount: money(line.item.totalPrice),
    };
  });
  if (input.shippingCost > 0)
    rows.push({ label: t('shipping'), amount: money(input.shippingCost) });
  if (input.voucherDiscount !== 0 && !input.lines.some((line) => line.kind === 'voucherCode')) {
    rows.push({ label: t('vouchers'), amount: money(-Math.abs(input.voucherDiscount)) });
  }
  rows.push({ label: t('total'), amount: money(input.total), strong: true });
  // The VAT as the invoice states it (shipping with its goods).
  for (const entry of input.vat.rates) {
    if (entry.rate === null || entry.rate === 0) continue;
    rows.push({
      label: t('vatIncluded', { rate: rate(entry.rate), net: money(entry.net) }),
      amount: money(entry.vat),
      muted: true,
    });
  }
  return rows;
}

function visitRows(input: ConfirmationInput): MailRow[] {
  const t = serverT(input.lang, 'mail');
  return input.visits.map((visit) => {
    const ids = new Set(visit.lines.map((line) => line.item.id));
    const admits = peopleAdmitted(input.admissions.filter((row) => ids.has(row.orderItemId)));
    const items = visit.lines.map(
      (line) => `${line.item.count} × ${line.ticketType ?? line.heading}`,
    );
    return {
      label: `${visitWhen(visit, input.lang)}\n${visit.heading}`,
      detail: [items.join(', '), visit.venue, t('admits', { count: admits })]
        .filter(Boolean)
        .join(' · '),
    };
  });
}

/** The confirmation e-mail's subject, known before the message is written. */
export function confirmationSubject(lang: Language, siteName: string, orderNumber: string): string {
  return serverT(lang, 'mail')('subject', { site: siteName, number: orderNumber, name: '' });
}

/** The content of the confirmation e-mail; `renderMail` gives it the museum's look. */
export function confirmationContent(input: ConfirmationInput): MailContent {
  const t = serverT(input.lang, 'mail');
  const values = { site: input.siteName, number: input.orderNumber, name: input.customerName };
  const blocks: MailBlock[] = [
    { kind: 'text', text: input.customerName ? t('helloNamed', values) : t('hello') },
    { kind: 'text', text: t('thanks', values) },
  ];
  if (input.visits.length > 0) {
    blocks.push(
      { kind: 'heading', text: t('visitHeading') },
      { kind: 'table', rows: visitRows(input) },
    );
  }
  if (input.hasTickets && input.admissionNote) {
    blocks.push({ kind: 'note', title: t('admissionTitle'), text: input.admissionNote });
  }
  const buttons: MailBlock[] = [
    { kind: 'button', label: t('reviewButton'), url: input.reviewUrl, primary: true },
    ...(input.ticketsUrl
      ? [{ kind: 'button' as const, label: t('ticketsButton'), url: input.ticketsUrl }]
      : []),
    ...(input.calendarUrl
      ? [{ kind: 'button' as const, label: t('calendarButton'), url: input.calendarUrl }]
      : []),
    ...(input.invoiceUrl
      ? [{ kind: 'button' as const, label: t('invoiceButton'), url: input.invoiceUrl }]
      : []),
  ];
  blocks.push(...buttons);
  blocks.push(
    { kind: 'heading', text: t('yourOrder', values) },
    { kind: 'table', rows: summaryRows(input) },
    { kind: 'text', text: t('pricesIncludeVat'), muted: true },
  );
  const notes = [
    ...(input.hasTickets ? [t('ticketsAttached')] : []),
    ...(input.calendarAttached ? [t('calendarAttached')] : []),
    ...(input.invoiceAttached ? [t('invoiceAttached')] : []),
  ];
  if (notes.length > 0) blocks.push({ kind: 'text', text: notes.join(' ') });
  if (input.shippingAddress && input.shippingAddress.length > 0) {
    blocks.push(
      { kind: 'heading', text: t('shippingTo').replace(/\s*:$/, '') },
      { kind: 'text', text: input.shippingAddress.join('\n') },
    );
  }
  blocks.push(
    { kind: 'link', label: t('reviewLink'), url: input.reviewUrl },
    { kind: 'text', text: t('signOff', values) },
  );
  const people = peopleAdmitted(input.admissions);
  return {
    subject: t('subject', values),
    preview: people > 0 ? t('preview', { ...values, count: people }) : t('previewGoods', values),
    title: t('title'),
    blocks,
  };
}

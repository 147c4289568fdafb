/**
 * The pages of an order's ticket PDF: one page per barcode when the ticket is printed separately
 * (and for every annual pass and gift voucher), otherwise one page per line with all its barcodes.
 */
import { formatDate, formatMoney, type Language } from '@foyer/domain';
import { serverT } from '../../i18n/texts';
import type { IssuedTicketRow, VoucherCodeRow } from './fulfilment.repository';
import { timeOf, tourBooking, type OrderLine } from './order-lines';

/** A label and its value on a page. */
export type Fact = readonly [label: string, value: string];

export interface AdmissionPage {
  type: 'admission';
  heading: string;
  subheading: string | null;
  facts: Fact[];
  barcodes: { code: string; caption: string | null }[];
  hint: string;
}

export interface VoucherPage {
  type: 'voucher';
  heading: string;
  name: string;
  value: string;
  code: string;
  validity: string;
  facts: Fact[];
  hint: string;
}

export type TicketPage = AdmissionPage | VoucherPage;

export interface TicketsDocument {
  siteName: string;
  lang: Language;
  title: string;
  continued: string;
  pages: TicketPage[];
}

export interface TicketsInput {
  siteName: string;
  lang: Language;
  orderNumber: string;
  lines: OrderLine[];
  /** Issued tickets of the order, in id order. */
  issued: IssuedTicketRow[];
  vouchers: Map<string, VoucherCodeRow>;
}

function whenFacts(line: OrderLine, row: IssuedTicketRow, lang: Language): Fact[] {
  const t = serverT(lang, 'documents');
  const from = row.validFrom;
  const to = row.validTo;
  if (!from) return [];
  if (line.kind === 'dayTicket' || line.kind === 'pass') {
    return line.kind === 'pass' && to
      ? [[t('validity'), `${formatDate(from)} – ${formatDate(to)}`]]
      : [[t('date'), formatDate(from)]];
  }
  if (to && from.slice(0, 10) !== to.slice(0, 10)) {
    return [[t('validity'), `${formatDate(from)} – ${formatDate(to)}`]];
  }
  // Ranges and event-long evenings show their end; a timed slot only its start.
  const showEnd = to !== null && line.kind === 'ticket' && line.mode !== 1;
  return [
    [t('date'), formatDate(from)],
    [t('time'), showEnd ? `${timeOf(from)} – ${timeOf(to)}` : timeOf(from)],
  ];
}

/** The price of what one page admits. */
function pagePrice(line: OrderLine, group: IssuedTicketRow[], lineRows: number): number {
  if (group.length === lineRows) return line.item.totalPrice;
  const part = group.length === 1 ? group[0]?.holderName : null;
  const sub =
    line.kind === 'pass' ? undefined : line.details.subtickets.find((s) => s.name === part);
  return sub ? sub.price : line.item.unitPrice;
}

function caption(row: IssuedTicketRow, line: OrderLine, lang: Language): string | null {
  const parts = [
    line.kind === 'pass' ? null : row.holderName,
    row.admits > 1 ? serverT(lang, 'documents')('admits', { count: row.admits }) : null,
  ].filter((part): part is string => part !== null && part.length > 0);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** The ticket PDF's pages in order of the order's lines. */
export function ticketsDocument(input: TicketsInput): TicketsDocument {
  const { lang } = input;
  const t = serverT(lang, 'documents');
  const money = (cents: number) => formatMoney(cents, lang);
  const orderFact: Fact = [t('orderNumber'), input.orderNumber];
  const rowsByItem = new Map<number, IssuedTicketRow[]>();
  for (const row of input.issued) {
    rowsByItem.set(row.orderItemId, [...(rowsByItem.get(row.orderItemId) ?? []), row]);
  }
  const pages: TicketPage[] = [];
  for (const line of input.lines) {
    const rows = rowsByItem.get(line.item.id) ?? [];
    if (rows.length === 0) continue;
    if (line.kind === 'voucher') {
      for (const row of rows) {
        const code = input.vouchers.get(row.barcode);
        if (!code) continue;
        pages.push({
          type: 'voucher',
          heading: t('giftVoucher'),
          name: line.heading,
          value: money(code.amount),
          code: code.barcode,
          validity:
            code.validFrom && code.validTo
              ? t('validFromTo', {
                  from: formatDate(code.validFrom),
                  to: formatDate(code.validTo),
                })
              : '',
          facts: [orderFact],
          hint: t('redeemHint'),
        });
      }
      continue;
    }
    if (line.kind === 'guidedTour') {
      const booking = tourBooking(line, input.lines);
      const [row] = rows;
      if (!row) continue;
      pages.push({
        type: 'admission',
        heading: line.heading,
        subheading: booking
          .map((part) => `${part.item.count} × ${part.ticketType ?? part.heading}`)
          .join(', '),
        facts: [
          ...whenFacts(line, row, lang),
          [t('price'), money(booking.reduce((sum, part) => sum + part.item.totalPrice, 0))],
          ...(line.venue ? [[t('venue'), line.venue] as const] : []),
          orderFact,
        ],
        barcodes: [{ code: row.barcode, caption: caption(row, line, lang) }],
        hint: t('showAtEntrance'),
      });
      continue;
    }
    const separately = line.kind === 'pass' || line.flags.printSeparately;
    const groups = separately ? rows.map((row) => [row]) : [rows];
    for (const group of groups) {
      const first = group[0];
      if (!first) continue;
      const holder = line.kind === 'pass' && first.holderName ? first.holderName : null;
      const facts: Fact[] = [
        ...(holder ? [[t('holder'), holder] as const] : []),
        ...whenFacts(line, first, lang),
        [t('price'), money(pagePrice(line, group, rows.length))],
        ...(line.venue ? [[t('venue'), line.venue] as const] : []),
        orderFact,
      ];
      pages.push({
        type: 'admission',
        heading: line.heading,
        subheading:
          line.kind === 'pass'
            ? line.heading === t('annualPass')
              ? null
              : t('annualPass')
            : line.ticketType,
        facts,
        barcodes: group.map((row) => ({ code: row.barcode, caption: caption(row, line, lang) })),
        hint: t('showAtEntrance'),
      });
    }
  }
  return {
    siteName: input.siteName,
    lang,
    title: `${input.siteName} – ${input.orderNumber}`,
    continued: t('continued'),
    pages,
  };
}

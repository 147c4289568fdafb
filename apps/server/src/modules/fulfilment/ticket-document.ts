/**
 * The pages of an order's ticket PDF: one page per barcode when the ticket is printed separately
 * (and for every annual pass and gift voucher), otherwise one page per line with a section per
 * barcode (each scanned on its own). Every admission shows its own price and the persons it admits,
 * the venue and the museum's address, the order number and the conditions of entry.
 */
import { formatDate, formatMoney, localized, type Language } from '@foyer/domain';
import type { MuseumSettings } from '../../config/museum';
import { serverT } from '../../i18n/texts';
import type { IssuedTicketRow, VoucherCodeRow } from './fulfilment.repository';
import { timeOf, tourBooking, type OrderLine } from './order-lines';

/** A label and its value on a page. */
export type Fact = readonly [label: string, value: string];

export interface AdmissionBarcode {
  code: string;
  caption: string | null;
  /** The barcode's own price, formatted. */
  price: string;
}

export interface AdmissionPage {
  type: 'admission';
  heading: string;
  subheading: string | null;
  /** The annual pass holder's name, printed large. */
  holder: string | null;
  /** The event's or tour's catalog image, when it has one. */
  image: { type: 'event' | 'tour'; id: number } | null;
  facts: Fact[];
  barcodes: AdmissionBarcode[];
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
  /** Heading and text of the conditions of entry, or null. */
  conditions: { label: string; text: string } | null;
  pages: TicketPage[];
}

export interface TicketsInput {
  siteName: string;
  museum: MuseumSettings;
  /** The shop's default language (conditions of entry missing in `lang`). */
  fallback: string;
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

/** The price of what one barcode admits: its component, the whole line, or one ticket. */
function barcodePrice(line: OrderLine, row: IssuedTicketRow, lineRows: number): number {
  if (lineRows === 1) return line.item.totalPrice;
  const part = line.kind === 'pass' ? null : row.holderName;
  const sub =
    line.kind === 'pass' ? undefined : line.details.subtickets.find((s) => s.name === part);
  return sub ? sub.price : line.item.unitPrice;
}

/** `Am Markt 3, 04999 Lindenau`, or null. */
function museumAddress(museum: MuseumSettings): string | null {
  const address = museum.address;
  return address ? `${address.street}, ${address.postalCode} ${address.city}` : null;
}

function caption(row: IssuedTicketRow, line: OrderLine, lang: Language): string | null {
  const parts = [
    line.kind === 'pass' ? null : row.holderName,
    serverT(lang, 'documents')('admits', { count: row.admits }),
  ].filter((part): part is string => part !== null && part.length > 0);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** The ticket PDF's pages in order of the order's lines. */
export function ticketsDocument(input: TicketsInput): TicketsDocument {
  const { lang } = input;
  const t = serverT(lang, 'documents');
  const money = (cents: number) => formatMoney(cents, lang);
  const orderFact: Fact = [t('orderNumber'), input.orderNumber];
  const address = museumAddress(input.museum);
  const place = (line: OrderLine): Fact[] => [
    ...(line.venue ? [[t('venue'), line.venue] as const] : []),
    ...(address ? [[t('address'), address] as const] : []),
  ];
  const persons = (group: IssuedTicketRow[]): Fact => [
    t('persons'),
    String(group.reduce((sum, row) => sum + row.admits, 0)),
  ];
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
      const tourPrice = money(booking.reduce((sum, part) => sum + part.item.totalPrice, 0));
      pages.push({
        type: 'admission',
        heading: line.heading,
        subheading: booking
          .map((part) => `${part.item.count} × ${part.ticketType ?? part.heading}`)
          .join(', '),
        holder: null,
        image: line.tourId === null ? null : { type: 'tour', id: line.tourId },
        facts: [
          ...whenFacts(line, row, lang),
          ...place(line),
          [t('price'), tourPrice],
          persons([row]),
          orderFact,
        ],
        barcodes: [{ code: row.barcode, caption: caption(row, line, lang), price: tourPrice }],
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
      const price = (row: IssuedTicketRow) => money(barcodePrice(line, row, rows.length));
      const facts: Fact[] = [
        ...(holder ? [[t('holder'), holder] as const] : []),
        ...whenFacts(line, first, lang),
        ...place(line),
        ...(line.ticketType ? [[t('ticketType'), line.ticketType] as const] : []),
        ...(group.length === 1 ? [[t('price'), price(first)] as const] : []),
        persons(group),
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
        holder,
        image:
          line.eventId === null || line.kind === 'pass'
            ? null
            : { type: 'event', id: line.eventId },
        facts,
        barcodes: group.map((row) => ({
          code: row.barcode,
          caption: caption(row, line, lang),
          price: price(row),
        })),
        hint: t('showAtEntrance'),
      });
    }
  }
  const conditions = localized(input.museum.conditionsOfEntry, lang, input.fallback) || null;
  return {
    siteName: input.siteName,
    lang,
    title: `${input.siteName} – ${input.orderNumber}`,
    continued: t('continued'),
    conditions: conditions ? { label: t('conditionsOfEntry'), text: conditions } : null,
    pages,
  };
}

/**
 * The admissions of a booked order as wallet passes show them (Apple and Google alike): one per
 * issued ticket of an event, day ticket, guided tour or annual pass (gift vouchers are not
 * admissions), with its barcode, what it admits, when and where, in the order's language.
 */
import { formatDate, isAdmissionKind, localized, venueInstant, type Language } from '@foyer/domain';
import type { AppDeps } from '../../deps';
import { serverT } from '../../i18n/texts';
import { defaultLanguage } from '../../i18n/languages';
import { hasValidLines } from '../orders';
import {
  type IssuedTicketRow,
  siteName,
  type LoadedOrder,
  timeOf,
  tourBooking,
  type OrderLine,
  visitTicketsUrl,
} from '../fulfilment';

/** A label and its value on a pass. */
export interface WalletField {
  key: string;
  label: string;
  value: string;
}

export interface WalletAdmission {
  /** The issued ticket: it stays when the barcode changes (a move). */
  ticketId: number;
  barcode: string;
  /** Its line was cancelled or its order holds no valid line any more: the pass is void. */
  voided: boolean;
  /** The event, tour or pass name. */
  name: string;
  ticketType: string | null;
  /** Front: date, time, persons or holder, in this order. */
  facts: WalletField[];
  /** Back: venue, address, order number, conditions of entry. */
  details: WalletField[];
  venue: string;
  /** When it starts (the pass is relevant then) and stops being valid, as instants. */
  startsAt: Date | null;
  endsAt: Date | null;
}

export interface WalletOrder {
  lang: Language;
  orderNumber: string;
  organization: string;
  siteName: string;
  hint: string;
  /** The visit link (tickets only, never the order's own link) and its label. */
  tickets: WalletField;
  description: (name: string) => string;
  admissions: WalletAdmission[];
}

function instant(local: string | null, timeZone: string): Date | null {
  if (!local) return null;
  try {
    return venueInstant(local, timeZone);
  } catch {
    return null;
  }
}

function whenFields(line: OrderLine, row: IssuedTicketRow, lang: Language): WalletField[] {
  const t = serverT(lang, 'wallet');
  const from = row.validFrom;
  const to = row.validTo;
  if (!from) return [];
  const sameDay = !to || from.slice(0, 10) === to.slice(0, 10);
  if (line.kind === 'pass' || !sameDay) {
    const range = to ? `${formatDate(from)} – ${formatDate(to)}` : formatDate(from);
    return [{ key: 'validity', label: t('validity'), value: range }];
  }
  const date = { key: 'date', label: t('date'), value: formatDate(from) };
  if (line.kind === 'dayTicket') return [date];
  return [date, { key: 'time', label: t('time'), value: timeOf(from) }];
}

function ticketTypeOf(line: OrderLine, lines: OrderLine[], lang: Language): string | null {
  if (line.kind === 'pass') return serverT(lang, 'wallet')('annualPass');
  if (line.kind === 'guidedTour') {
    return tourBooking(line, lines)
      .map((part) => `${part.item.count} × ${part.ticketType ?? part.heading}`)
      .join(', ');
  }
  return line.ticketType;
}

/**
 * The wallet view of an order's issued tickets; those of cancelled lines, or of an order without
 * valid lines, are void (the order's page leaves them out, the web service serves them voided).
 */
export function walletOrder(
  config: AppDeps['config'],
  loaded: LoadedOrder,
  issued: IssuedTicketRow[],
): WalletOrder {
  const { lang, order } = loaded;
  const t = serverT(lang, 'wallet');
  const museum = config.server.museum;
  const site = siteName(config, lang);
  const organization = config.server.wallet.apple?.organizationName ?? museum.legalName ?? site;
  const address = museum.address
    ? `${museum.address.street}, ${museum.address.postalCode} ${museum.address.city}`
    : null;
  const conditions = localized(museum.conditionsOfEntry, lang, defaultLanguage(config)) || null;
  const lineOf = new Map(loaded.lines.map((line) => [line.item.id, line]));
  const admissions: WalletAdmission[] = [];
  for (const row of issued) {
    const line = lineOf.get(row.orderItemId);
    if (!line || !isAdmissionKind(line.kind)) continue;
    const holder = row.holderName?.trim() || null;
    const type = ticketTypeOf(line, loaded.lines, lang);
    const ticketType =
      line.kind !== 'pass' && holder ? [type, holder].filter(Boolean).join(' · ') : type;
    const venue = line.venue ?? site;
    const facts: WalletField[] = [
      ...whenFields(line, row, lang),
      line.kind === 'pass' && holder
        ? { key: 'holder', label: t('holder'), value: holder }
        : { key: 'admits', label: t('persons'), value: t('admits', { count: row.admits }) },
    ];
    const details: WalletField[] = [
      ...(ticketType ? [{ key: 'ticketType', label: t('ticketType'), value: ticketType }] : []),
      { key: 'venue', label: t('venue'), value: venue },
      ...(address ? [{ key: 'address', label: t('address'), value: address }] : []),
      { key: 'orderNumber', label: t('orderNumber'), value: order.number },
      ...(conditions ? [{ key: 'conditions', label: t('conditions'), value: conditions }] : []),
    ];
    admissions.push({
      ticketId: row.id,
      barcode: row.barcode,
      voided: line.item.cancelledAt !== null || !hasValidLines(order.status),
      name: line.heading,
      ticketType,
      facts,
      details,
      venue,
      startsAt: instant(row.validFrom, config.server.timeZone),
      endsAt: instant(row.validTo, config.server.timeZone),
    });
  }
  return {
    lang,
    orderNumber: order.number,
    organization,
    siteName: site,
    hint: t('showAtEntrance'),
    tickets: { key: 'tickets', label: t('ticketsLink'), value: visitTicketsUrl(config, order) },
    description: (name) => t('description', { name }),
    admissions,
  };
}

/** Loads a stored order with its catalog data and customer contact, as documents and e-mails show it. */
import type { Language } from '@foyer/domain';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { defaultLanguage, offeredLanguage } from '../../i18n/languages';
import { itemsOfOrder, type OrderItem, type OrderRow } from '../orders';
import { customerContact, type CustomerContact } from './fulfilment.repository';
import { readLineDetails } from './line-details';
import { loadCatalog, type CatalogInfo, type CatalogRefs } from './order-catalog';
import { orderLine, type OrderLine } from './order-lines';
import { readLocal } from './validity';

type Config = AppDeps['config'];

export function siteName(config: Config, lang: Language): string {
  return config.shop.siteNameTranslations?.[lang] ?? config.shop.siteName;
}

function baseUrl(config: Config): string {
  return config.server.publicBaseUrl.replace(/\/+$/, '');
}

/** Links to an order's PDFs, served by `fulfilment.routes.ts`; null when the order has none. */
export function documentUrls(
  deps: Pick<AppDeps, 'config'>,
  order: { token: string; language: string; requestInvoice: boolean; hasTickets: boolean },
): { tickets: string | null; invoice: string | null } {
  const lang = offeredLanguage(order.language, deps.config);
  const base = `${baseUrl(deps.config)}/api/${lang}/order/documents/${encodeURIComponent(order.token)}`;
  return {
    tickets: order.hasTickets ? `${base}/tickets.pdf` : null,
    invoice: order.requestInvoice ? `${base}/invoice.pdf` : null,
  };
}

/** The order review page of the shop. */
export function orderReviewUrl(config: Config, order: { token: string; language: string }): string {
  const lang = offeredLanguage(order.language, config);
  return `${baseUrl(config)}/${lang}/order-review/${encodeURIComponent(order.token)}`;
}

function catalogRefs(items: OrderItem[]): CatalogRefs {
  const refs: CatalogRefs = {
    ticketIds: [],
    eventIds: [],
    slotStarts: [],
    tourIds: [],
    merchandiseIds: [],
    voucherTypeIds: [],
  };
  for (const item of items) {
    const details = readLineDetails(item);
    if (details.eventId !== null) refs.eventIds.push(details.eventId);
    if (item.type === 'ticket' || item.type === 'dayTicket') {
      if (item.refId !== null) refs.ticketIds.push(item.refId);
      const start = readLocal(item.datetime);
      if (start) refs.slotStarts.push(start);
    } else if (item.type === 'guidedTour') {
      if (details.tourId !== null) refs.tourIds.push(details.tourId);
    } else if (item.type === 'merchandise' && item.refId !== null) {
      refs.merchandiseIds.push(item.refId);
    } else if (item.type === 'voucher' && item.refId !== null) {
      refs.voucherTypeIds.push(item.refId);
    }
  }
  const unique = <T>(values: T[]) => [...new Set(values)];
  return {
    ticketIds: unique(refs.ticketIds),
    eventIds: unique(refs.eventIds),
    slotStarts: unique(refs.slotStarts),
    tourIds: unique(refs.tourIds),
    merchandiseIds: unique(refs.merchandiseIds),
    voucherTypeIds: unique(refs.voucherTypeIds),
  };
}

export interface LoadedOrder {
  order: OrderRow;
  lang: Language;
  catalog: CatalogInfo;
  lines: OrderLine[];
  contact: CustomerContact | null;
}

/** The order with its lines as stored, or as `printed` (the lines a document kept). */
export async function loadOrder(
  tx: Tx,
  config: Config,
  order: OrderRow,
  printed: OrderItem[] | null = null,
): Promise<LoadedOrder> {
  const lang = offeredLanguage(order.language, config);
  const items = printed ?? (await itemsOfOrder(tx, order.id));
  // One query at a time: `tx` is a single connection.
  const catalog = await loadCatalog(tx, catalogRefs(items));
  const contact = order.customerId === null ? null : await customerContact(tx, order.customerId);
  const context = { catalog, lang, fallback: defaultLanguage(config) };
  return { order, lang, catalog, lines: items.map((item) => orderLine(item, context)), contact };
}

/**
 * The calendar file of an order: `GET /api/{lang}/order/documents/{token}/
 * calendar.ics`, linked from the confirmation e-mail and the shop's success and order review pages.
 * The order's token is the only key, as for its PDFs.
 */
import type { AppDeps } from '../../deps';
import { offeredLanguage } from '../../i18n/languages';
import { failed, success, type Outcome } from '../../outcome';
import { hasValidLines, itemsOfOrder, orderByToken } from '../orders';
import { calendarFileName, orderCalendar } from './calendar';
import { loadOrder, siteName } from './order-loader';
import { orderPublicKey, visitTicketsUrl } from './visit-link';

type Config = AppDeps['config'];

/** The download link of an order's calendar file. */
export function calendarUrl(config: Config, order: { token: string; language: string }): string {
  const lang = offeredLanguage(order.language, config);
  const base = config.server.publicBaseUrl.replace(/\/+$/, '');
  return `${base}/api/${lang}/order/documents/${encodeURIComponent(order.token)}/calendar.ics`;
}

/** The museum's address on one line (`Am Markt 3, 04999 Lindenau`), or null. */
export function museumAddressLine(config: Config): string | null {
  const address = config.server.museum.address;
  return address ? `${address.street}, ${address.postalCode} ${address.city}` : null;
}

/** An order's calendar file by its token: 404 without dated visits, 406 while not booked. */
export async function orderCalendarFile(
  deps: Pick<AppDeps, 'config' | 'db'>,
  token: string,
): Promise<Outcome<{ ics: string; filename: string }>> {
  const order = await orderByToken(deps.db, token);
  if (!order) return failed({ kind: 'notFound', code: 'NOT_FOUND' });
  if (!hasValidLines(order.status)) {
    return failed({ kind: 'notAvailable', code: 'ORDER_NOT_AVAILABLE' });
  }
  const loaded = await loadOrder(deps.db, deps.config, order);
  const cancelled = new Set(
    (await itemsOfOrder(deps.db, order.id)).flatMap((item) => (item.cancelledAt ? [item.id] : [])),
  );
  const lang = loaded.lang;
  const ics = orderCalendar({
    lang,
    siteName: siteName(deps.config, lang),
    orderNumber: order.number,
    orderKey: orderPublicKey(order),
    timeZone: deps.config.server.timeZone,
    lines: loaded.lines.filter((line) => !cancelled.has(line.item.id)),
    catalog: loaded.catalog,
    address: museumAddressLine(deps.config),
    ticketsUrl: visitTicketsUrl(deps.config, order),
    uidDomain: new URL(deps.config.server.publicBaseUrl).hostname,
  });
  if (ics === null) return failed({ kind: 'notFound', code: 'NOT_FOUND' });
  return success({ ics, filename: calendarFileName(order.number) });
}

/**
 * Puts the confirmation e-mail together: the content (confirmation-mail), the museum's look
 * (mail-brand, mail-layout), the inline logo and the calendar file of the dated visits, with links to
 * the order review, the PDFs and the calendar download.
 */
import { localized } from '@foyer/domain';
import type { AppDeps } from '../../deps';
import { defaultLanguage } from '../../i18n/languages';
import { mailBrand, renderMail, type RenderedMail, type MailAttachment } from '../mail';
import { calendarAttachment, calendarVisits, orderCalendar } from './calendar';
import { calendarUrl, museumAddressLine } from './calendar.service';
import { confirmationContent, type ConfirmationInput } from './confirmation-mail';
import { documentVat } from './invoice-document';
import { documentUrls, orderReviewUrl, siteName, type LoadedOrder } from './order-loader';
import { orderPublicKey, visitTicketsUrl } from './visit-link';

type Config = AppDeps['config'];

/** An address's country code (`SE`) as the country's name in `lang`; other lines as they are. */
function countryLine(line: string, lang: string): string {
  if (!/^[A-Z]{2}$/.test(line)) return line;
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(line) ?? line;
  } catch {
    return line;
  }
}

export interface ConfirmationParts {
  hasTickets: boolean;
  /** The valid issued barcodes with what each admits (`ConfirmationInput.admissions`). */
  admissions: ConfirmationInput['admissions'];
  invoiceAttached: boolean;
  customerName: string;
  shippingAddress: string[] | null;
}

export interface ConfirmationMessage extends RenderedMail {
  /** The inline logo and the calendar file; the PDFs are the caller's. */
  attachments: MailAttachment[];
}

/**
 * What the confirmation lists: the order as booked; after lines were cancelled, the valid lines only
 * (no voucher-code payments: what was paid and given back is in the cancellation e-mails and credit
 * notes), the shipping while goods are still valid, and their total (docs/decisions.md "My orders",
 * "A confirmation sent again").
 */
export function validSummary(loaded: Pick<LoadedOrder, 'order' | 'lines'>): {
  lines: LoadedOrder['lines'];
  shipping: number;
  voucherDiscount: number;
  total: number;
} {
  const { order } = loaded;
  if (loaded.lines.every((line) => line.item.cancelledAt === null)) {
    return {
      lines: loaded.lines,
      shipping: order.shippingCost,
      voucherDiscount: order.voucherDiscount,
      total: order.total,
    };
  }
  const lines = loaded.lines.filter(
    (line) => line.item.cancelledAt === null && line.kind !== 'voucherCode',
  );
  const shipping = lines.some((line) => line.kind === 'merchandise') ? order.shippingCost : 0;
  return {
    lines,
    shipping,
    voucherDiscount: 0,
    total: lines.reduce((sum, line) => sum + line.item.totalPrice, 0) + shipping,
  };
}

/** The rendered confirmation e-mail of a loaded order, with its logo and calendar attachments. */
export async function confirmationMessage(
  config: Config,
  loaded: LoadedOrder,
  parts: ConfirmationParts,
): Promise<ConfirmationMessage> {
  const { order, lang } = loaded;
  const site = siteName(config, lang);
  const reviewUrl = orderReviewUrl(config, order);
  const summary = validSummary(loaded);
  const visits = parts.hasTickets ? calendarVisits(summary.lines, loaded.catalog) : [];
  const ics =
    visits.length > 0
      ? orderCalendar({
          lang,
          siteName: site,
          orderNumber: order.number,
          orderKey: orderPublicKey(order),
          timeZone: config.server.timeZone,
          lines: summary.lines,
          catalog: loaded.catalog,
          address: museumAddressLine(config),
          ticketsUrl: visitTicketsUrl(config, order),
          uidDomain: new URL(config.server.publicBaseUrl).hostname,
        })
      : null;
  const links = documentUrls(
    { config },
    { ...order, hasTickets: parts.hasTickets, requestInvoice: parts.invoiceAttached },
  );
  const admissionNote =
    localized(config.server.museum.admissionNote, lang, defaultLanguage(config)) || null;
  const content = confirmationContent({
    lang,
    siteName: site,
    orderNumber: order.number,
    customerName: parts.customerName,
    lines: summary.lines,
    visits,
    admissions: parts.admissions,
    shippingCost: summary.shipping,
    vat: documentVat(order, summary.lines, summary.shipping, config.server.museum),
    voucherDiscount: summary.voucherDiscount,
    total: summary.total,
    reviewUrl,
    ticketsUrl: links.tickets,
    invoiceUrl: links.invoice,
    calendarUrl: ics ? calendarUrl(config, order) : null,
    hasTickets: parts.hasTickets,
    invoiceAttached: parts.invoiceAttached,
    calendarAttached: ics !== null,
    admissionNote,
    shippingAddress: parts.shippingAddress?.map((line) => countryLine(line, lang)) ?? null,
  });
  const { brand, attachments } = await mailBrand(config, lang);
  const rendered = await renderMail(content, brand);
  return {
    ...rendered,
    attachments: [...attachments, ...(ics ? [calendarAttachment(order.number, ics)] : [])],
  };
}

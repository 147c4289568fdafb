/**
 * Renders an order's documents: the ticket PDF (with the museum's logo and the catalog images of
 * its events and tours), the invoice and the credit notes of its refunds, each numbered from its
 * gapless series (`invoice-numbers.ts`) and each a Factur-X PDF with its XRechnung beside it for an
 * order with the buyer's reference (docs/accounting.md "E-invoices").
 */
import type { Language } from '@foyer/domain';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { defaultLanguage } from '../../i18n/languages';
import { serverT } from '../../i18n/texts';
import { documentImageJpeg } from '../images';
import { type IssuedTicketRow, voucherCodesByBarcode } from './fulfilment.repository';
import { invoiceDocument, type InvoiceInput } from './invoice-document';
import { eInvoiceXml, type PaymentMethodName } from './e-invoice';
import { documentNumber, ensureCreditNote, type InvoiceDocumentRow } from '../orders';
import { renderInvoicePdf } from './invoice-pdf';
import { museumLogoPng } from '../brand';
import { siteName, type LoadedOrder } from './order-loader';
import { ticketsDocument } from './ticket-document';
import { imageKey, renderTicketsPdf } from './tickets-pdf';
import { renderTicketsRollPdf } from './tickets-roll-pdf';

type Config = AppDeps['config'];

/** Logo width in pixels: sharp enough at the printed width (150 pt ≈ 53 mm) at 300 dpi. */
const LOGO_PX = 600;
/** Catalog images up to this width are printed (180 pt wide at about 250 dpi). */
const IMAGE_PX = 640;

function fileStem(orderNumber: string): string {
  return orderNumber.replace(/[^A-Za-z0-9._-]+/g, '-');
}

/** The PDF file names of an order. */
export function documentFileName(
  which: 'tickets' | 'invoice' | 'cancellation' | 'creditNote',
  lang: Language,
  number: string,
): string {
  const t = serverT(lang, 'documents');
  const stem =
    which === 'tickets'
      ? 'Tickets'
      : which === 'invoice'
        ? t('invoiceFile')
        : which === 'cancellation'
          ? t('cancellationFile')
          : t('creditNoteFile');
  return `${stem}-${fileStem(number)}.pdf`;
}

function primaryColour(config: Config): string {
  return config.server.museum?.colors?.primary ?? config.shop.theme?.colors.primary ?? '#1f4e5f';
}

/** The tickets' paper: A4 pages, or an 80 mm roll (`?format=80mm`). */
export type TicketsFormat = 'a4' | 'roll';

/**
 * The ticket PDF of the issued tickets (A4, or `roll`: 80 mm slips for the till's printer), or null
 * when they fill no page.
 */
export async function renderTickets(
  tx: Tx,
  config: Config,
  loaded: LoadedOrder,
  issued: IssuedTicketRow[],
  format: TicketsFormat = 'a4',
): Promise<Buffer | null> {
  const { order, lang } = loaded;
  if (issued.length === 0) return null;
  const vouchers = await voucherCodesByBarcode(
    tx,
    issued.filter((row) => row.kind === 'voucher').map((row) => row.barcode),
  );
  const document = ticketsDocument({
    siteName: siteName(config, lang),
    museum: config.server.museum,
    fallback: defaultLanguage(config),
    lang,
    orderNumber: order.number,
    lines: loaded.lines,
    issued,
    vouchers,
  });
  if (document.pages.length === 0) return null;
  if (format === 'roll') return renderTicketsRollPdf(document, order.bookedAt ?? order.createdAt);
  const images = new Map<string, Buffer>();
  for (const page of document.pages) {
    if (page.type !== 'admission' || !page.image) continue;
    const key = imageKey(page.image);
    if (images.has(key)) continue;
    // One query at a time: `tx` may be a single connection.
    const jpeg = await documentImageJpeg(tx, page.image.type, page.image.id, IMAGE_PX);
    if (jpeg) images.set(key, jpeg);
  }
  return renderTicketsPdf(document, order.bookedAt ?? order.createdAt, {
    logo: await museumLogoPng(config, LOGO_PX),
    images,
    primary: primaryColour(config),
  });
}

/** The invoices a document names and how the order was paid (`InvoiceInput`). */
export type RelatedDocuments = Pick<InvoiceInput, 'refersTo' | 'replacedBy' | 'paidBy'>;

/**
 * The PDF of an invoice, a cancellation invoice or a credit note; `refersTo` is the invoice a
 * cancellation or credit note refers to or a replacing invoice replaces, `replacedBy` the invoice
 * that replaces a cancelled one.
 */
export async function renderInvoice(
  config: Config,
  loaded: LoadedOrder,
  document: InvoiceDocumentRow,
  related: RelatedDocuments = {
    refersTo: null,
    replacedBy: null,
  },
  method: PaymentMethodName = null,
): Promise<Buffer> {
  const input = invoiceInput(config, loaded, document, related);
  const rendered = invoiceDocument(input);
  // The PDF is a Factur-X invoice: the same document as CII XML, profile EN 16931.
  const xml = eInvoiceXml(input, 'en16931', method);
  return renderInvoicePdf(
    rendered,
    document.issuedAt,
    await museumLogoPng(config, LOGO_PX),
    Buffer.from(xml, 'utf8'),
  );
}

/**
 * The XRechnung (CII XML) of an invoice, cancellation invoice or credit note of an order with the
 * buyer's reference; null for an order without one (XRechnung requires it).
 */
export function renderXRechnung(
  config: Config,
  loaded: LoadedOrder,
  document: InvoiceDocumentRow,
  related: RelatedDocuments,
  method: PaymentMethodName,
): string | null {
  if (!loaded.order.externalDocumentNumber?.trim()) return null;
  return eInvoiceXml(invoiceInput(config, loaded, document, related), 'xrechnung', method);
}

function invoiceInput(
  config: Config,
  loaded: LoadedOrder,
  document: InvoiceDocumentRow,
  related: RelatedDocuments,
): InvoiceInput {
  const { order, lang } = loaded;
  return {
    siteName: siteName(config, lang),
    museum: config.server.museum,
    lang,
    timeZone: config.server.timeZone,
    order,
    lines: loaded.lines,
    contact: loaded.contact,
    document,
    ...related,
  };
}

/** The file name of a numbered document (`Gutschrift-CN-000001.pdf`, `Storno-CI-000002.pdf`). */
export function invoiceDocumentFileName(lang: Language, document: InvoiceDocumentRow): string {
  return documentFileName(document.kind, lang, documentNumber(document.kind, document.number));
}

/** The file name of a document's XRechnung (`Rechnung-INV-000001.xml`). */
export function xRechnungFileName(lang: Language, document: InvoiceDocumentRow): string {
  return invoiceDocumentFileName(lang, document).replace(/\.pdf$/, '.xml');
}

export { ensureCreditNote };

/**
 * Fulfilment of booked orders: barcodes, gift voucher codes, the ticket and invoice
 * PDFs and the confirmation e-mail. The rules are in docs/decisions.md "Fulfilment".
 *
 * What it reads from each `order_items` row (written by checkout):
 * - `ticket` / `dayTicket`: one line per ticket type; `ref_id` the ticket, `count` its tickets,
 *   `datetime` the slot start (null for event-long tickets); `details.places` the people held for
 *   the line; `details.subtickets` the subtickets or family components with their counts for the
 *   whole line; `details.date` the day of a day ticket; `details.ticketFlags` the ticket's barcode
 *   flags (else the catalog's); `details.eventId`.
 * - `guidedTour`: one line per ticket type or price-list entry, `details.tourId` (else `ref_id`),
 *   `datetime`, `count` participants (whole tours when `details.wholeTour`).
 * - `merchandise`: `ref_id` the article; an annual pass (product kind 13, or `details.owners`) gets
 *   one barcode per unit named after `details.owners[i]`.
 * - `voucher`: `ref_id` the voucher type, `count` vouchers of `details.amount` (else `unit_price`),
 *   valid `details.validityDays` (else the type's).
 * - `voucherCode` (if checkout stores redeemed codes as lines): `name` the code, `total_price` the
 *   amount used; otherwise the order's `voucher_discount` is shown as one voucher line.
 * Display names come from the catalog in the order's language; `details.venue` names the venue.
 */
import { addDays, venueToday, voucherToday as voucherDay, type Language } from '@foyer/domain';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { failed, success, type Failure, type Outcome } from '../../outcome';
import {
  hasValidLines,
  isReviewable,
  orderById,
  orderByToken,
  paymentsOfOrder,
  type OrderRow,
  documentsOfOrder,
  ensureInvoice,
  invoiceReferredTo,
  printedLines,
  type InvoiceDocumentRow,
} from '../orders';
import { resolvePaymentType } from '../payments';
import type { PaymentMethodName } from './e-invoice';
import {
  ATTACH_DOCUMENT_MAIL,
  type MailAttachment,
  enqueueMail,
  type ComposedMail,
  type MailComposers,
} from '../mail';
import { offeredLanguage } from '../../i18n/languages';
import { serverT } from '../../i18n/texts';
import { planTicketBarcodes } from './admissions';
import { loadOrder, siteName, type LoadedOrder } from './order-loader';
import { newBarcode } from './barcodes';
import { confirmationSubject } from './confirmation-mail';
import { confirmationMessage } from './confirmation-message';
import {
  customerContact,
  hasIssuedTickets,
  insertIssuedTickets,
  insertVoucherCodes,
  issuedTicketsOfOrder,
  reissueTicket,
  takenBarcodes,
  type IssuedTicketRow,
  type NewIssuedTicket,
  type NewVoucherCode,
} from './fulfilment.repository';
import { addressLines } from './invoice-document';
import {
  invoiceDocumentFileName,
  documentFileName,
  renderInvoice,
  renderTickets,
  renderXRechnung,
  xRechnungFileName,
  type TicketsFormat,
} from './order-documents';
import { slotKey, type CatalogInfo } from './order-catalog';
import { tourBooking, type OrderLine } from './order-lines';
import {
  dayValidity,
  eventTicketValidity,
  passValidity,
  tourValidity,
  type Validity,
} from './validity';
import { orderOfVisitToken } from './visit-link';

const DEFAULT_TOUR_MINUTES = 60;

export { hasIssuedTickets, issuedTicketsOfOrder };
export type { IssuedTicketRow };
export { documentUrls } from './order-loader';

/** `count` barcodes that no issued ticket or voucher code has yet. */
export async function freeBarcodes(tx: Tx, count: number): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(newBarcode());
  let list = [...codes];
  for (;;) {
    const taken = await takenBarcodes(tx, list);
    if (taken.size === 0) return list;
    list = list.map((code) => {
      if (!taken.has(code)) return code;
      let fresh = newBarcode();
      while (codes.has(fresh)) fresh = newBarcode();
      codes.add(fresh);
      return fresh;
    });
  }
}

type PlannedTicket = Omit<NewIssuedTicket, 'barcode'>;

function lineValidity(line: OrderLine, catalog: CatalogInfo, today: string): Validity {
  switch (line.kind) {
    case 'dayTicket':
    case 'ticket': {
      if (line.day) return dayValidity(line.day);
      const event = line.eventId === null ? undefined : catalog.events.get(line.eventId);
      const slot =
        line.eventId !== null && line.mode !== null && line.start
          ? catalog.slots.get(slotKey(line.eventId, line.mode, line.start))
          : undefined;
      return eventTicketValidity({
        mode: line.mode,
        start: line.start,
        slotEnd: slot?.endsAt ?? null,
        eventStart: event?.startsAt ?? null,
        eventEnd: event?.endsAt ?? null,
      });
    }
    case 'guidedTour': {
      const tour = line.tourId === null ? undefined : catalog.tours.get(line.tourId);
      return line.start
        ? tourValidity(line.start, tour?.durationMinutes ?? DEFAULT_TOUR_MINUTES)
        : { validFrom: null, validTo: null };
    }
    case 'pass':
      return passValidity(today);
    default:
      return { validFrom: null, validTo: null };
  }
}

/** Issues the order's barcodes and voucher codes (once: the caller holds the order's lock). */
async function issue(tx: Tx, deps: AppDeps, loaded: LoadedOrder): Promise<IssuedTicketRow[]> {
  const now = deps.clock.now();
  const today = venueToday(now, deps.config.server.timeZone);
  const voucherToday = voucherDay(now);
  const { order, catalog } = loaded;
  const planned: PlannedTicket[] = [];
  const vouchers: { index: number; code: Omit<NewVoucherCode, 'barcode'> }[] = [];
  for (const line of loaded.lines) {
    const item = line.item;
    const base = { orderId: order.id, orderItemId: item.id, ...lineValidity(line, catalog, today) };
    if (line.kind === 'ticket' || line.kind === 'dayTicket') {
      const barcodes = planTicketBarcodes({
        count: item.count,
        family: line.family,
        components: line.components,
        places: line.details.places,
        flags: line.flags,
      });
      for (const barcode of barcodes) {
        planned.push({
          ...base,
          kind: line.kind,
          admits: barcode.admits,
          holderName: barcode.part,
        });
      }
    } else if (line.kind === 'guidedTour') {
      // One barcode per booking, on its first line; whole tours booked name no participants.
      const booking = tourBooking(line, loaded.lines);
      if (booking[0] !== line) continue;
      const participants = booking.reduce(
        (sum, part) => sum + (part.details.wholeTour ? 0 : part.item.count),
        0,
      );
      planned.push({
        ...base,
        kind: 'guidedTour',
        admits: Math.max(1, participants),
        holderName: null,
      });
    } else if (line.kind === 'pass') {
      for (let i = 0; i < item.count; i += 1) {
        const holderName = line.details.owners[i] || null;
        planned.push({ ...base, kind: 'pass', admits: 1, holderName });
      }
    } else if (line.kind === 'voucher' && item.type === 'voucher') {
      const type = item.refId === null ? undefined : catalog.voucherTypes.get(item.refId);
      const validTo = addDays(voucherToday, item.details.validityDays);
      for (let i = 0; i < item.count; i += 1) {
        vouchers.push({
          index: planned.length,
          code: {
            amount: item.details.amount,
            usedAmount: 0,
            validFrom: voucherToday,
            validTo,
            voucherTypeId: type?.id ?? null,
            orderId: order.id,
            createdAt: now,
          },
        });
        planned.push({
          ...base,
          kind: 'voucher',
          admits: 1,
          holderName: null,
          validFrom: `${voucherToday} 00:00:00`,
          validTo: `${validTo} 23:59:59`,
        });
      }
    }
  }
  const barcodes = await freeBarcodes(tx, planned.length);
  const code = (index: number): string => {
    const barcode = barcodes[index];
    if (barcode === undefined) throw new Error('fewer barcodes than planned tickets');
    return barcode;
  };
  await insertVoucherCodes(
    tx,
    vouchers.map((voucher) => ({ ...voucher.code, barcode: code(voucher.index) })),
  );
  return insertIssuedTickets(
    tx,
    planned.map((ticket, index) => ({ ...ticket, barcode: code(index), createdAt: now })),
  );
}

/**
 * Gives the issued tickets of lines moved to another start new barcodes, valid for their new start
 * (or day): the old barcodes are then unknown at the door and refused. The caller holds the order's
 * lock and has written the lines' new start; scans recorded on the tickets stay with them.
 */
export async function reissueTickets(
  tx: Tx,
  deps: Pick<AppDeps, 'config' | 'clock'>,
  orderId: number,
  lineIds: readonly number[],
): Promise<number> {
  const order = await orderById(tx, orderId);
  if (!order) throw new Error(`reissueTickets: order ${orderId} does not exist`);
  const loaded = await loadOrder(tx, deps.config, order);
  const now = deps.clock.now();
  const today = venueToday(now, deps.config.server.timeZone);
  const tickets = (await issuedTicketsOfOrder(tx, orderId)).filter((ticket) =>
    lineIds.includes(ticket.orderItemId),
  );
  const barcodes = await freeBarcodes(tx, tickets.length);
  for (const [index, ticket] of tickets.entries()) {
    const line = loaded.lines.find((candidate) => candidate.item.id === ticket.orderItemId);
    const barcode = barcodes[index];
    if (!line || barcode === undefined)
      throw new Error('reissueTickets: a ticket without its line');
    // `updatedAt` tells the wallet job that the ticket's passes changed (modules/wallet).
    await reissueTicket(tx, ticket.id, {
      barcode,
      ...lineValidity(line, loaded.catalog, today),
      updatedAt: now,
    });
  }
  return tickets.length;
}

interface RenderedDocuments {
  tickets: Buffer | null;
  invoice: Buffer | null;
  /** The invoice's XRechnung, for an order with the buyer's reference. */
  xRechnung: { xml: string; filename: string } | null;
}

async function renderDocuments(
  tx: Tx,
  deps: Pick<AppDeps, 'config' | 'clock'>,
  loaded: LoadedOrder,
  issued: IssuedTicketRow[],
  which: { tickets: boolean; invoice: boolean },
): Promise<RenderedDocuments> {
  const tickets = which.tickets ? await renderTickets(tx, deps.config, loaded, issued) : null;
  if (!which.invoice) return { tickets, invoice: null, xRechnung: null };
  const document = await ensureInvoice(tx, loaded.order, deps.clock.now());
  const invoice = await renderNumbered(tx, deps.config, loaded, document);
  const xml = await renderNumberedXml(tx, deps.config, loaded, document);
  return {
    tickets,
    invoice,
    xRechnung: xml ? { xml, filename: xRechnungFileName(loaded.lang, document) } : null,
  };
}

function billingText(order: OrderRow, key: string): string {
  const value = order.billing?.[key];
  return typeof value === 'string' ? value.trim() : '';
}

function attachment(filename: string, pdf: Buffer): MailAttachment {
  return { filename, contentType: 'application/pdf', contentBase64: pdf.toString('base64') };
}

/**
 * Fulfils a booked order inside the transaction that booked it: issues its barcodes and gift
 * voucher codes, numbers its invoice and queues the confirmation e-mail, which the outbox writes
 * with its PDFs after the booking committed (`composeConfirmation`), never under the order's lock.
 * The caller holds the order's lock and calls this once per booking; tickets already issued are not
 * issued again.
 */
export async function fulfilOrder(
  tx: Tx,
  deps: AppDeps,
  orderId: number,
): Promise<{ hasTickets: boolean }> {
  const order = await orderById(tx, orderId);
  if (!order) throw new Error(`fulfilOrder: order ${orderId} does not exist`);
  if (order.status !== 'booked') {
    throw new Error(`fulfilOrder: order ${orderId} is ${order.status}, not booked`);
  }
  const loaded = await loadOrder(tx, deps.config, order);
  const existing = await issuedTicketsOfOrder(tx, order.id);
  const issued = existing.length > 0 ? existing : await issue(tx, deps, loaded);
  const hasTickets = issued.length > 0;
  // The invoice is numbered in the booking's transaction, so its number and date are the booking's.
  if (order.requestInvoice) await ensureInvoice(tx, order, deps.clock.now());
  await queueConfirmation(tx, deps, order, loaded.contact?.email ?? null, null);
  return { hasTickets };
}

/** The kind of the confirmation e-mail in the outbox (`MailComposition`). */
export const CONFIRMATION_MAIL = 'orderConfirmation';

/**
 * Queues the order's confirmation e-mail (to `to`, else the order's address), to be written by the
 * outbox; answers the address used, or null when there is none.
 */
async function queueConfirmation(
  tx: Tx,
  deps: AppDeps,
  order: OrderRow,
  contactEmail: string | null,
  to: string | null,
): Promise<string | null> {
  const address = to ?? (billingText(order, 'email') || contactEmail || '');
  // No address, no mail: the order review still shows everything.
  if (address.length === 0) return null;
  const lang = offeredLanguage(order.language, deps.config);
  await enqueueMail(
    tx,
    {
      to: address,
      subject: confirmationSubject(lang, siteName(deps.config, lang), order.number),
      text: '',
      orderId: order.id,
      compose: { kind: CONFIRMATION_MAIL, orderId: order.id },
    },
    deps.clock.now(),
  );
  return address;
}

/**
 * Writes an order's confirmation e-mail from the stored order, as it is now: its valid lines'
 * tickets and its invoice as PDFs, the calendar file and the museum's look. The outbox's composer.
 */
export async function composeConfirmation(
  tx: Tx,
  deps: Pick<AppDeps, 'config' | 'clock'>,
  orderId: number,
): Promise<ComposedMail> {
  const order = await orderById(tx, orderId);
  if (!order) throw new Error(`composeConfirmation: order ${orderId} does not exist`);
  const loaded = await loadOrder(tx, deps.config, order);
  const cancelled = new Set(
    loaded.lines.flatMap((line) => (line.item.cancelledAt ? [line.item.id] : [])),
  );
  const issued = (await issuedTicketsOfOrder(tx, order.id)).filter(
    (ticket) => !cancelled.has(ticket.orderItemId),
  );
  const hasTickets = issued.length > 0;
  const documents = await renderDocuments(tx, deps, loaded, issued, {
    tickets: hasTickets,
    invoice: hasTickets && order.requestInvoice,
  });
  const attachments = [
    ...(documents.tickets
      ? [attachment(documentFileName('tickets', loaded.lang, order.number), documents.tickets)]
      : []),
    ...(documents.invoice
      ? [attachment(documentFileName('invoice', loaded.lang, order.number), documents.invoice)]
      : []),
    // A business customer (the order has the buyer's reference) gets the XRechnung too.
    ...(documents.xRechnung
      ? [
          {
            filename: documents.xRechnung.filename,
            contentType: 'application/xml',
            contentBase64: Buffer.from(documents.xRechnung.xml, 'utf8').toString('base64'),
          },
        ]
      : []),
  ];
  const shipsSomething = loaded.lines.some((line) => line.kind === 'merchandise');
  const customerName =
    [billingText(order, 'fname'), billingText(order, 'lname')].filter(Boolean).join(' ') ||
    [loaded.contact?.fname ?? '', loaded.contact?.lname ?? ''].filter(Boolean).join(' ');
  const mail = await confirmationMessage(deps.config, loaded, {
    hasTickets,
    admissions: issued.map((ticket) => ({
      orderItemId: ticket.orderItemId,
      kind: ticket.kind,
      admits: ticket.admits,
    })),
    invoiceAttached: documents.invoice !== null,
    customerName,
    shippingAddress: shipsSomething
      ? addressLines(order.shippingAddress ?? order.billing, loaded.contact)
      : null,
  });
  return {
    text: mail.text,
    html: mail.html,
    attachments: [...mail.attachments, ...attachments],
  };
}

/** The outbox's writers of the messages this slice queues. */
export function fulfilmentComposers(deps: Pick<AppDeps, 'config' | 'clock'>): MailComposers {
  return {
    [CONFIRMATION_MAIL]: (tx, composition) => composeConfirmation(tx, deps, composition.orderId),
    [ATTACH_DOCUMENT_MAIL]: async (tx, composition, _to, written) => {
      const attachment = await documentAttachment(tx, deps, composition);
      return { ...written, attachments: [...written.attachments, attachment] };
    },
  };
}

/** The PDF of the order's numbered document a message carries (a credit note), as an attachment. */
async function documentAttachment(
  tx: Tx,
  deps: Pick<AppDeps, 'config'>,
  composition: { orderId: number; documentId?: number },
): Promise<MailAttachment> {
  const order = await orderById(tx, composition.orderId);
  const document = (await documentsOfOrder(tx, composition.orderId)).find(
    (row) => row.id === composition.documentId,
  );
  if (!order || !document) {
    throw new Error(
      `document ${composition.documentId ?? '?'} of order ${composition.orderId} is gone`,
    );
  }
  const loaded = await loadOrder(tx, deps.config, order);
  const pdf = await renderNumbered(tx, deps.config, loaded, document);
  return {
    filename: invoiceDocumentFileName(loaded.lang, document),
    contentType: 'application/pdf',
    contentBase64: pdf.toString('base64'),
  };
}

/**
 * Sends a booked (or partly refunded) order's confirmation again, to `to` or the order's address
 * (back office). The caller's transaction; answers the address, or null when there is none.
 */
export async function resendConfirmation(
  tx: Tx,
  deps: AppDeps,
  orderId: number,
  to: string | null,
): Promise<string | null> {
  const order = await orderById(tx, orderId);
  if (!order) throw new Error(`resendConfirmation: order ${orderId} does not exist`);
  const contact = order.customerId === null ? null : await customerContact(tx, order.customerId);
  return queueConfirmation(tx, deps, order, contact?.email ?? null, to);
}

/** 404 `{ error }`: no such order, or no such document of it. */
const NO_DOCUMENT: Failure = { kind: 'notFound', code: 'NOT_FOUND' };

export type OrderDocumentName =
  | { which: 'tickets'; format?: TicketsFormat }
  | { which: 'invoice' }
  | { which: 'numbered'; kind: InvoiceDocumentRow['kind']; number: number; xml?: boolean };

/**
 * How the order was paid, for the e-invoice's payment means: the payment type's method of a web
 * order, the kind of the paid payment of a desk sale (`cash`, `card_terminal`).
 */
async function paymentMethodOf(
  tx: Tx,
  config: AppDeps['config'],
  order: OrderRow,
): Promise<PaymentMethodName> {
  if (order.payart !== null) return resolvePaymentType(config, order.payart)?.method ?? null;
  const paid = (await paymentsOfOrder(tx, order.id)).find((row) => row.status === 'paid');
  return paid?.provider ?? null;
}

/** A numbered document's PDF, with the invoices it names (see `renderInvoice`). */
async function renderNumbered(
  tx: Tx,
  config: AppDeps['config'],
  loaded: LoadedOrder,
  document: InvoiceDocumentRow,
): Promise<Buffer> {
  const { lines, related } = await numberedContext(tx, config, loaded, document);
  return renderInvoice(
    config,
    lines,
    document,
    related,
    await paymentMethodOf(tx, config, loaded.order),
  );
}

/** A numbered document's XRechnung; null when the order has no buyer's reference. */
async function renderNumberedXml(
  tx: Tx,
  config: AppDeps['config'],
  loaded: LoadedOrder,
  document: InvoiceDocumentRow,
): Promise<string | null> {
  if (!loaded.order.externalDocumentNumber?.trim()) return null;
  const { lines, related } = await numberedContext(tx, config, loaded, document);
  return renderXRechnung(
    config,
    lines,
    document,
    related,
    await paymentMethodOf(tx, config, loaded.order),
  );
}

/** The lines a numbered document prints and the invoices it names. */
async function numberedContext(
  tx: Tx,
  config: AppDeps['config'],
  loaded: LoadedOrder,
  document: InvoiceDocumentRow,
): Promise<{
  lines: LoadedOrder;
  related: {
    refersTo: InvoiceDocumentRow | null;
    replacedBy: InvoiceDocumentRow | null;
    paidBy: string | null;
  };
}> {
  const all = await documentsOfOrder(tx, document.orderId);
  const refersTo =
    document.kind === 'invoice'
      ? (all.find((row) => row.id === document.refersToId) ?? null)
      : await invoiceReferredTo(tx, document);
  const replacedBy =
    document.kind === 'cancellation'
      ? (all.find((row) => row.kind === 'invoice' && row.refersToId === document.refersToId) ??
        null)
      : null;
  // A document prints the lines it kept when it was issued (older ones: the lines as stored).
  const printed = printedLines(document);
  const lines = printed ? await loadOrder(tx, config, loaded.order, printed) : loaded;
  const paidBy = await paymentMethodName(tx, config, loaded.order, loaded.lang);
  return { lines, related: { refersTo, replacedBy, paidBy } };
}

/**
 * How the order was paid, as its invoice says it: the payment type's name in `lang` (else English)
 * of a web order, cash or card at the desk; the sale's own payment (the first paid), not a later
 * top-up. Null when nothing was paid (voucher codes paid it all).
 */
async function paymentMethodName(
  tx: Tx,
  config: AppDeps['config'],
  order: OrderRow,
  lang: Language,
): Promise<string | null> {
  const paid = (await paymentsOfOrder(tx, order.id))
    .filter((payment) => payment.status === 'paid' && payment.amount > 0)
    .sort((a, b) => a.id - b.id)[0];
  if (!paid) return null;
  const t = serverT(lang, 'documents');
  if (paid.provider === 'cash') return t('paidByCash');
  if (paid.provider === 'card_terminal') return t('paidByCardTerminal');
  const type = config.server.payments.types.find((entry) => entry.payartId === order.payart);
  const names = (type?.i18n ?? {}) as Partial<Record<string, string>>;
  return names[lang] ?? names.en ?? null;
}

const PDF = 'application/pdf';

/**
 * An order's ticket PDF, current invoice, or a numbered invoice, cancellation invoice or credit
 * note (its PDF, or its XRechnung for an order with the buyer's reference), by the order's token,
 * rendered from what was issued; the invoice is numbered on its first request when the booking did
 * not number it. A numbered document stays available whatever happened to the order since.
 */
export async function orderDocument(
  deps: Pick<AppDeps, 'config' | 'db' | 'clock'>,
  token: string,
  name: OrderDocumentName,
): Promise<Outcome<{ body: Buffer; filename: string; contentType: string }>> {
  const order = await orderByToken(deps.db, token);
  if (!order) return failed(NO_DOCUMENT);
  if (name.which === 'numbered') {
    const document = (await documentsOfOrder(deps.db, order.id)).find(
      (row) => row.kind === name.kind && row.number === name.number,
    );
    if (!document) return failed(NO_DOCUMENT);
    const loaded = await loadOrder(deps.db, deps.config, order);
    if (name.xml) {
      // The XRechnung exists only for an order with the buyer's reference.
      const xml = await renderNumberedXml(deps.db, deps.config, loaded, document);
      if (xml === null) return failed(NO_DOCUMENT);
      return success({
        body: Buffer.from(xml, 'utf8'),
        filename: xRechnungFileName(loaded.lang, document),
        contentType: 'application/xml; charset=utf-8',
      });
    }
    return success({
      body: await renderNumbered(deps.db, deps.config, loaded, document),
      filename: invoiceDocumentFileName(loaded.lang, document),
      contentType: PDF,
    });
  }
  const { which } = name;
  // 406 `{ error }` unless the order was booked; its tickets only while it has valid lines (the
  // invoice of a wholly refunded or cancelled order stays available beside its credit notes).
  if (which === 'tickets' ? !hasValidLines(order.status) : !isReviewable(order)) {
    return failed({ kind: 'notAvailable', code: 'ORDER_NOT_AVAILABLE' });
  }
  if (which === 'invoice' && !order.requestInvoice) return failed(NO_DOCUMENT);
  const loaded = await loadOrder(deps.db, deps.config, order);
  if (which === 'invoice') {
    const invoice = await deps.db.transaction((tx) => ensureInvoice(tx, order, deps.clock.now()));
    return success({
      body: await renderNumbered(deps.db, deps.config, loaded, invoice),
      filename: documentFileName('invoice', loaded.lang, order.number),
      contentType: PDF,
    });
  }
  // The tickets of cancelled lines are left out: their barcodes are refused at the door.
  const live = new Set(
    loaded.lines.flatMap((line) => (line.item.cancelledAt ? [] : [line.item.id])),
  );
  const issued = (await issuedTicketsOfOrder(deps.db, order.id)).filter((ticket) =>
    live.has(ticket.orderItemId),
  );
  const pdf = await renderTickets(deps.db, deps.config, loaded, issued, name.format);
  if (!pdf) return failed(NO_DOCUMENT);
  return success({
    body: pdf,
    filename: documentFileName('tickets', loaded.lang, order.number),
    contentType: PDF,
  });
}

/**
 * A numbered document's PDF and file name as the order's visitor gets it (the accountant's ZIP of
 * a month's documents); null when its order is gone.
 */
export async function numberedDocumentPdf(
  deps: Pick<AppDeps, 'config' | 'db'>,
  document: InvoiceDocumentRow,
): Promise<{ pdf: Buffer; filename: string } | null> {
  const order = await orderById(deps.db, document.orderId);
  if (!order) return null;
  const loaded = await loadOrder(deps.db, deps.config, order);
  return {
    pdf: await renderNumbered(deps.db, deps.config, loaded, document),
    filename: invoiceDocumentFileName(loaded.lang, document),
  };
}

/**
 * The tickets PDF a visit link opens (visit-link.ts): the same tickets as the order's own link
 * gives, and nothing else of the order. 404 for a token that is unknown or forged.
 */
export async function visitTicketsPdf(
  deps: Pick<AppDeps, 'config' | 'db' | 'clock'>,
  token: string,
): Promise<Outcome<{ body: Buffer; filename: string; contentType: string }>> {
  const order = await orderOfVisitToken(deps.db, token);
  if (!order) return failed(NO_DOCUMENT);
  return orderDocument(deps, order.token, { which: 'tickets' });
}

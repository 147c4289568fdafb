/**
 * The fulfilment module's front door: what happens after a booking (tickets issued, documents,
 * confirmation e-mail, calendar files) as routes and calls, and the loaded order with its lines that
 * the wallet passes and the mail preview read.
 *
 * Other modules and code outside `modules/` import this file, never the module's other files
 * (tools/eslint-boundaries.js, docs/architecture.md).
 */
export { newBarcode } from './barcodes';
export type { CalendarVisit } from './calendar';
export { calendarRoutes } from './calendar.routes';
export { confirmationContent } from './confirmation-mail';
export { addressLines } from './invoice-document';
export { insertIssuedTickets } from './fulfilment.repository';
export { fulfilmentRoutes } from './fulfilment.routes';
export {
  type IssuedTicketRow,
  documentUrls,
  freeBarcodes,
  resendConfirmation,
  fulfilOrder,
  fulfilmentComposers,
  hasIssuedTickets,
  issuedTicketsOfOrder,
  numberedDocumentPdf,
  reissueTickets,
} from './fulfilment.service';
export { type OrderLine, timeOf, tourBooking } from './order-lines';
export { type LoadedOrder, loadOrder, siteName } from './order-loader';
export { visitTicketsUrl } from './visit-link';
export { FONT, qrPng, renderPdf, type Pdf, type PdfInfo } from './pdf';

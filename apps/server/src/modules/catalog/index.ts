/**
 * The catalog module's front door: the shop's catalog reads (events, tours, merchandise,
 * vouchers) as routes and lists, the batched readers and rules that pricing, fulfilment and orders
 * read the catalog with, and the slot columns the catalog writer shares.
 *
 * Other modules and code outside `modules/` import this file, never the module's other files
 * (tools/eslint-boundaries.js, docs/architecture.md).
 */
export { eventSlotColumns, tourSlotColumns } from './catalog.columns';
export { type CatalogNames, type NameLanguage, type NameRefs, catalogNames } from './catalog-names';
export {
  type CatalogArticle,
  type CatalogEvent,
  type CatalogSlot,
  type CatalogSubticket,
  type CatalogTicket,
  type CatalogTour,
  type CatalogTourOffer,
  type CatalogTourQuestion,
  type CatalogTourSlot,
  type CatalogVoucherCode,
  type CatalogVoucherType,
  type SlotKey,
  articlesByIds,
  byId,
  dayKey,
  eventDaysByKeys,
  eventSlotsByKeys,
  eventsByIds,
  slotKey,
  startsOf,
  ticketsByIds,
  tourOffersByIds,
  tourSlotKey,
  tourSlotsByKeys,
  toursByIds,
  voucherCodesByBarcodes,
  voucherTypesByIds,
} from './catalog.readers';
export { inTourLifetime, ticketRule, tourQuestionRules, tourRules } from './catalog.rules';
export { eventRoutes } from './events.routes';
export { listEvents } from './events.service';
export { merchandiseRoutes } from './merchandise.routes';
export { listCategories, listMerchandise } from './merchandise.service';
export { tourRoutes } from './tours.routes';
export { listTours } from './tours.service';
export { voucherRoutes } from './vouchers.routes';
export { listVoucherTypes } from './vouchers.service';

/**
 * The projections of catalog rows, once: the columns both the batch readers
 * (`readers.repository.ts`) and the catalog API's list and detail queries answer. Each query adds
 * only what it alone needs.
 */
import {
  eventSlots,
  events,
  merchandise,
  tickets,
  tourSlots,
  venues,
  voucherCodes,
  voucherTypes,
} from '../../db/schema';

/** An event's name and dates. */
export const eventColumns = {
  id: events.id,
  name: events.name,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
};

/** An event with its venue's name (join `venues` on `events.venue_id`). */
export const eventWithVenueColumns = { ...eventColumns, venue: venues.name };

/** A ticket's price, mode and barcode flags. */
export const ticketColumns = {
  id: tickets.id,
  name: tickets.name,
  price: tickets.price,
  vatValue: tickets.vatValue,
  mode: tickets.mode,
  dayTicket: tickets.dayTicket,
  family: tickets.family,
  printSeparately: tickets.printSeparately,
  uniqueBarcode: tickets.uniqueBarcode,
  scanSeparately: tickets.scanSeparately,
  capacityId: tickets.capacityId,
};

/** An event slot's mode, times and capacity. */
export const eventSlotColumns = {
  mode: eventSlots.mode,
  startsAt: eventSlots.startsAt,
  endsAt: eventSlots.endsAt,
  capacityId: eventSlots.capacityId,
};

/** A tour slot's start and its two capacities (participants, parallel tours). */
export const tourSlotColumns = {
  tourId: tourSlots.tourId,
  startsAt: tourSlots.startsAt,
  participantsCapacityId: tourSlots.participantsCapacityId,
  toursCapacityId: tourSlots.toursCapacityId,
};

/** An article's (or pass's) price, kind and stock capacity. */
export const articleColumns = {
  id: merchandise.id,
  categoryId: merchandise.categoryId,
  name: merchandise.name,
  price: merchandise.price,
  vatValue: merchandise.vatValue,
  productKindRef: merchandise.productKindRef,
  capacityId: merchandise.capacityId,
};

/** A gift voucher type's price and amount rule. */
export const voucherTypeColumns = {
  id: voucherTypes.id,
  groupId: voucherTypes.groupId,
  name: voucherTypes.name,
  price: voucherTypes.price,
  vatValue: voucherTypes.vatValue,
  variableAmount: voucherTypes.variableAmount,
};

/** A voucher code with its type's name (left join `voucher_types`) and what is left on it. */
export const voucherCodeColumns = {
  id: voucherCodes.id,
  barcode: voucherCodes.barcode,
  name: voucherCodes.name,
  typeName: voucherTypes.name,
  amount: voucherCodes.amount,
  usedAmount: voucherCodes.usedAmount,
  validFrom: voucherCodes.validFrom,
  validTo: voucherCodes.validTo,
};

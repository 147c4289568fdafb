/**
 * What fulfilment reads of an order line's typed details (`orders/order-lines.ts`), in one shape for
 * every line type: fields a type does not have are null (or empty).
 */
import type { OrderItem } from '../orders';
import type { LineSubticket, TicketFlags } from './admissions';

export interface LineDetails {
  /** The basket item the line was booked with; null for a redeemed voucher code. */
  itemIndex: number | null;
  eventId: number | null;
  tourId: number | null;
  /** The day of a day ticket, `YYYY-MM-DD`. */
  date: string | null;
  venue: string | null;
  subtickets: LineSubticket[];
  /** Pass holders' names, `title first last`. */
  owners: string[];
  /** The product kind an article was sold as (13: annual pass). */
  productKind: number | null;
  /** Value of a sold gift voucher in cents. */
  amount: number | null;
  /** Validity of a sold gift voucher in days. */
  validityDays: number | null;
  /** People the line holds places for (checkout's count). */
  places: number | null;
  /** A tour price-list line that books whole tours. */
  wholeTour: boolean;
  ticketFlags: TicketFlags | null;
}

const NONE: LineDetails = {
  itemIndex: null,
  eventId: null,
  tourId: null,
  date: null,
  venue: null,
  subtickets: [],
  owners: [],
  productKind: null,
  amount: null,
  validityDays: null,
  places: null,
  wholeTour: false,
  ticketFlags: null,
};

function venue(name: string): string | null {
  return name.trim() || null;
}

/** The details of a line in fulfilment's shape. */
export function readLineDetails(item: OrderItem): LineDetails {
  switch (item.type) {
    case 'ticket':
    case 'dayTicket': {
      const { details } = item;
      return {
        ...NONE,
        itemIndex: details.itemIndex,
        eventId: details.eventId,
        date: item.type === 'dayTicket' ? item.details.date : null,
        venue: venue(details.venue),
        subtickets: details.subtickets,
        places: details.places,
        ticketFlags: {
          uniqueBarcode: details.ticketFlags.unique_barcode,
          scanSeparately: details.ticketFlags.scan_separately,
          printSeparately: details.ticketFlags.print_separately,
        },
      };
    }
    case 'guidedTour': {
      const { details } = item;
      return {
        ...NONE,
        itemIndex: details.itemIndex,
        tourId: details.tourId,
        venue: venue(details.venue),
        subtickets: 'subtickets' in details ? details.subtickets : [],
        wholeTour: 'wholeTour' in details && details.wholeTour,
      };
    }
    case 'merchandise':
      return {
        ...NONE,
        itemIndex: item.details.itemIndex,
        productKind: item.details.productKind,
        owners: (item.details.owners ?? []).map(({ name }) =>
          [name.title, name.first, name.last]
            .map((part) => part.trim())
            .filter((part) => part.length > 0)
            .join(' '),
        ),
      };
    case 'voucher':
      return {
        ...NONE,
        itemIndex: item.details.itemIndex,
        amount: item.details.amount,
        validityDays: item.details.validityDays,
      };
    case 'voucherCode':
      return NONE;
  }
}

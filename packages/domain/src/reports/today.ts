/**
 * Today at a glance (the back office's start screen): each slot of today and tomorrow with what is
 * sold on the web and at the desk, held in baskets, checked in and still free, and the day's sales.
 * docs/decisions.md "Today at a glance".
 */
import type { Admission, SaleOrder } from './figures';

/** A slot as the server reads it: its capacity's counters and what desk orders took of it. */
export interface GlanceSlotInput {
  kind: 'event' | 'tour';
  productId: number;
  name: string;
  /** Venue-local `YYYY-MM-DDTHH:mm`. */
  startsAt: string;
  capacity: number;
  sold: number;
  held: number;
  /** Places of `sold` that desk orders took. */
  soldDesk: number;
  sales: 'open' | 'stopped' | 'cancelled';
}

/** A barcode's admission (`event:<id>` or `tour:<id>` at a start): the people it admits, if in. */
export type GlanceAdmission = Pick<Admission, 'product' | 'at' | 'admits' | 'checkedIn'>;

export interface GlanceRow {
  kind: 'event' | 'tour';
  productId: number;
  name: string;
  startsAt: string;
  capacity: number;
  soldWeb: number;
  soldDesk: number;
  held: number;
  checkedIn: number;
  /** What the shop and the desk can still sell: nothing while sales are stopped or cancelled. */
  free: number;
  sales: 'open' | 'stopped' | 'cancelled';
}

/** The slots in time order with their figures (the desk's share never above what is sold). */
export function glanceRows(
  slots: readonly GlanceSlotInput[],
  admissions: readonly GlanceAdmission[],
): GlanceRow[] {
  const checkedIn = new Map<string, number>();
  for (const admission of admissions) {
    const key = `${admission.product} ${admission.at}`;
    if (admission.checkedIn) checkedIn.set(key, (checkedIn.get(key) ?? 0) + admission.admits);
  }
  return slots
    .map((slot) => {
      const soldDesk = Math.min(slot.soldDesk, slot.sold);
      return {
        kind: slot.kind,
        productId: slot.productId,
        name: slot.name,
        startsAt: slot.startsAt,
        capacity: slot.capacity,
        soldWeb: slot.sold - soldDesk,
        soldDesk,
        held: slot.held,
        checkedIn: checkedIn.get(`${slot.kind}:${slot.productId} ${slot.startsAt}`) ?? 0,
        free: slot.sales === 'open' ? Math.max(0, slot.capacity - slot.sold - slot.held) : 0,
        sales: slot.sales,
      };
    })
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.name.localeCompare(b.name));
}

export interface ChannelSales {
  orders: number;
  /** Cents booked, before anything paid back. */
  amount: number;
}

/** The orders booked in a day, all together and by channel. */
export function daySales(orders: readonly Pick<SaleOrder, 'channel' | 'total'>[]): {
  all: ChannelSales;
  web: ChannelSales;
  desk: ChannelSales;
} {
  const sum = (list: readonly Pick<SaleOrder, 'total'>[]): ChannelSales => ({
    orders: list.length,
    amount: list.reduce((total, order) => total + order.total, 0),
  });
  return {
    all: sum(orders),
    web: sum(orders.filter((order) => order.channel === 'web')),
    desk: sum(orders.filter((order) => order.channel === 'desk')),
  };
}

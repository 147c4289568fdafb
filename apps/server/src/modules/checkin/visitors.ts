/**
 * Visitors expected and checked in, as the reports count them: one `Admission` per issued barcode of
 * a ticket or tour, for the event or tour it admits to and the slot booked.
 */
import { addDays, type Admission } from '@foyer/domain';
import type { Tx } from '../../db/client';
import { readOrderItem, type OrderItem } from '../orders';
import { admissionsBetween } from './visitors.repository';

/** The event or tour an admission is for (its ticket types together), and its name. */
export function visitOf(item: OrderItem): { product: string; label: string } {
  if (item.type === 'ticket' || item.type === 'dayTicket') {
    return { product: `event:${item.details.eventId}`, label: item.details.eventName };
  }
  if (item.type === 'guidedTour') {
    // Tour lines are named "<tour> – <ticket or price>": the tour is the part before the last dash.
    const cut = item.name.lastIndexOf(' – ');
    return {
      product: `tour:${item.details.tourId}`,
      label: cut > 0 ? item.name.slice(0, cut) : item.name,
    };
  }
  return { product: `${item.type}:${item.refId ?? 0}`, label: item.name };
}

/** Admissions for slots on the days `from` … `to` (venue dates, included). */
export async function admissionsOn(tx: Tx, from: string, to: string): Promise<Admission[]> {
  const rows = await admissionsBetween(tx, `${from} 00:00:00`, `${addDays(to, 1)} 00:00:00`);
  return rows.map((row) => ({
    at: row.slot.slice(0, 16).replace(' ', 'T'),
    ...visitOf(readOrderItem(row.item)),
    admits: row.admits,
    checkedIn: row.checkedIn,
  }));
}

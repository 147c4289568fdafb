/**
 * Visitors expected and checked in, as the reports count them: one `Admission` per issued barcode of
 * a ticket or tour, for the event or tour it admits to and the slot booked.
 */
import { addDays, type Admission } from '@foyer/domain';
import type { Tx } from '../../db/client';
import { lineNames, readOrderItem, type NameLanguage, type OrderItem } from '../orders';
import { admissionsBetween } from './visitors.repository';

/** The event or tour an admission is for (its ticket types together), whatever the order's language. */
export function visitOf(item: OrderItem): string {
  if (item.type === 'ticket' || item.type === 'dayTicket') return `event:${item.details.eventId}`;
  if (item.type === 'guidedTour') return `tour:${item.details.tourId}`;
  return `${item.type}:${item.refId ?? 0}`;
}

/** An admission before it is named: what the door's counts need. */
export type CountedAdmission = Omit<Admission, 'label'> & { item: OrderItem };

/** Admissions for slots on the days `from` … `to` (venue dates, included). */
export async function countedAdmissionsOn(
  tx: Tx,
  from: string,
  to: string,
): Promise<CountedAdmission[]> {
  const rows = await admissionsBetween(tx, `${from} 00:00:00`, `${addDays(to, 1)} 00:00:00`);
  return rows.map((row) => {
    const item = readOrderItem(row.item);
    return {
      at: row.slot.slice(0, 16).replace(' ', 'T'),
      product: visitOf(item),
      admits: row.admits,
      checkedIn: row.checkedIn,
      item,
    };
  });
}

/**
 * Admissions for slots on the days `from` … `to` (venue dates, included), each named in `language`
 * (the event's or tour's name).
 */
export async function admissionsOn(
  tx: Tx,
  from: string,
  to: string,
  language: NameLanguage,
): Promise<Admission[]> {
  const counted = await countedAdmissionsOn(tx, from, to);
  const names = await lineNames(
    tx,
    counted.map((admission) => admission.item),
    language,
  );
  return counted.map(({ item, ...admission }) => ({ ...admission, label: names.visit(item) }));
}

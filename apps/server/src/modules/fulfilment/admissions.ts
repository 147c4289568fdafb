/**
 * How many barcodes a booked line gets and how many people each admits (docs/decisions.md
 * "Fulfilment"). Pure: the service feeds it the order line and the ticket's flags.
 *
 * - People of an event-ticket line: the places checkout held for it; without that number, one per
 *   ticket, and for a family ticket one per unit of its components that are not fixed-count
 *   add-ons (at least one per ticket). Other subtickets are add-ons of a ticket, not people.
 * - `unique_barcode` 0: one barcode for the whole line, admitting all its people. It wins over
 *   `scan_separately`: the line has a single barcode, there is nothing to scan separately.
 * - `scan_separately` 1: one barcode per person; a family ticket's persons are named after their
 *   component (`Kinder`, `Erwachsene`).
 * - Otherwise one barcode per ticket (`count`); the people are spread over them as evenly as
 *   possible, earlier barcodes first, so a family ticket has one barcode for the family.
 * - A guided-tour booking (all lines of one tour and start) is one group: one barcode admitting the
 *   participants it names.
 * - Annual passes: one barcode per pass, named after its holder; gift vouchers get voucher codes.
 */

/** The three barcode flags of an event ticket. */
export interface TicketFlags {
  uniqueBarcode: boolean;
  scanSeparately: boolean;
  printSeparately: boolean;
}

/** Flags of a ticket that sets none: a barcode per ticket, printed together. */
export const DEFAULT_TICKET_FLAGS: TicketFlags = {
  uniqueBarcode: true,
  scanSeparately: false,
  printSeparately: false,
};

/** A subticket (or family component) of a line, with its count for the whole line. */
export interface LineSubticket {
  id: number;
  name: string;
  count: number;
  /** Unit price in cents. */
  price: number;
}

export interface TicketLineInput {
  /** Ticket units of the line. */
  count: number;
  family: boolean;
  /** The family components that are people (fixed-count add-ons left out). */
  components: readonly LineSubticket[];
  /** The places checkout held for the line, when it said so. */
  places: number | null;
  flags: TicketFlags;
}

/** One barcode to issue: how many it admits and, for a separately scanned component, which. */
export interface PlannedBarcode {
  admits: number;
  /** The component this barcode stands for (scan_separately), else null. */
  part: string | null;
}

function positive(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** The people an event-ticket line admits (at least one). */
export function linePeople(line: Omit<TicketLineInput, 'flags'>): number {
  const places = positive(line.places);
  if (places > 0) return places;
  const units = positive(line.count);
  const persons = line.family
    ? line.components.reduce((sum, component) => sum + positive(component.count), 0)
    : 0;
  return Math.max(1, units, persons);
}

/** The barcodes of an event-ticket or day-ticket line. */
export function planTicketBarcodes(line: TicketLineInput): PlannedBarcode[] {
  const people = linePeople(line);
  if (!line.flags.uniqueBarcode) return [{ admits: people, part: null }];
  if (line.flags.scanSeparately) {
    const planned: PlannedBarcode[] = [];
    if (line.family) {
      for (const component of line.components) {
        for (let i = 0; i < positive(component.count); i += 1) {
          planned.push({ admits: 1, part: component.name });
        }
      }
    }
    while (planned.length < people) planned.push({ admits: 1, part: null });
    return planned;
  }
  const barcodes = Math.min(Math.max(1, positive(line.count)), people);
  const base = Math.floor(people / barcodes);
  const extra = people % barcodes;
  return Array.from({ length: barcodes }, (_, i) => ({
    admits: base + (i < extra ? 1 : 0),
    part: null,
  }));
}

/**
 * Reads `order_items.details`, the jsonb checkout writes for each line (shared interface of issue 5):
 * `{ eventId?, tourId?, datetime?, date?, venue?, subtickets?: {id,name,count,price}[], answers?,
 * owners?: PassHolder[], amount?, ticketFlags?: { unique_barcode, scan_separately, print_separately } }`
 * and, where checkout adds them, `places` (people held), `wholeTour` and `validityDays`.
 * Every key is optional and read leniently: a malformed key counts as absent, so an odd line never
 * stops a booking.
 */
import { z } from 'zod';
import type { LineSubticket, TicketFlags } from './admissions';

const flag = z.union([z.boolean(), z.number()]).transform((value) => value === true || value === 1);

const details = z.object({
  eventId: z.number().int().positive().optional().catch(undefined),
  tourId: z.number().int().positive().optional().catch(undefined),
  datetime: z.string().optional().catch(undefined),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined),
  venue: z.string().optional().catch(undefined),
  subtickets: z
    .array(
      z.object({
        id: z.number().int().optional().catch(undefined),
        name: z.string().catch(''),
        count: z.number().catch(0),
        price: z.number().int().catch(0),
      }),
    )
    .optional()
    .catch(undefined),
  owners: z
    .array(
      z.object({
        name: z.object({
          title: z.string().optional().catch(undefined),
          first: z.string().catch(''),
          last: z.string().catch(''),
        }),
      }),
    )
    .optional()
    .catch(undefined),
  amount: z.number().int().positive().optional().catch(undefined),
  validityDays: z.number().int().positive().optional().catch(undefined),
  places: z.number().int().positive().optional().catch(undefined),
  wholeTour: z.boolean().optional().catch(undefined),
  ticketFlags: z
    .object({ unique_barcode: flag, scan_separately: flag, print_separately: flag })
    .optional()
    .catch(undefined),
});

export interface LineDetails {
  eventId: number | null;
  tourId: number | null;
  datetime: string | null;
  date: string | null;
  venue: string | null;
  subtickets: LineSubticket[];
  /** Pass holders' names, `title first last`. */
  owners: string[];
  amount: number | null;
  /** Validity of a sold gift voucher in days. */
  validityDays: number | null;
  /** People the line holds places for (checkout's count). */
  places: number | null;
  /** A tour price-list line that books whole tours. */
  wholeTour: boolean;
  ticketFlags: TicketFlags | null;
}

/** The details of a line; what cannot be read is left out. */
export function readLineDetails(raw: unknown): LineDetails {
  const parsed = details.safeParse(raw ?? {});
  const value: z.output<typeof details> = parsed.success ? parsed.data : {};
  const flags = value.ticketFlags;
  return {
    eventId: value.eventId ?? null,
    tourId: value.tourId ?? null,
    datetime: value.datetime ?? null,
    date: value.date ?? null,
    venue: value.venue?.trim() || null,
    subtickets: (value.subtickets ?? [])
      .filter((sub) => sub.count > 0)
      .map((sub) => ({ ...sub, id: sub.id ?? null })),
    owners: (value.owners ?? []).map((owner) =>
      [owner.name.title, owner.name.first, owner.name.last]
        .map((part) => (part ?? '').trim())
        .filter((part) => part.length > 0)
        .join(' '),
    ),
    amount: value.amount ?? null,
    validityDays: value.validityDays ?? null,
    places: value.places ?? null,
    wholeTour: value.wholeTour ?? false,
    ticketFlags: flags
      ? {
          uniqueBarcode: flags.unique_barcode,
          scanSeparately: flags.scan_separately,
          printSeparately: flags.print_separately,
        }
      : null,
  };
}

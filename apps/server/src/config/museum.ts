/**
 * `server.museum`: who sells, as the documents and e-mails name it. The seller's legal name,
 * address and VAT ID go on every invoice (§ 14 UStG); the logo, colours, contact and conditions of
 * entry go on tickets and e-mails. Everything is optional so that a museum can start without it,
 * except what an XRechnung names (address, VAT ID, telephone, e-mail) when the checkout takes the
 * buyer's reference (`foyerConfig` in schema.ts).
 */
import { z } from 'zod';
import { VISIT_KINDS } from '@foyer/domain';
import { apiLanguage } from '@foyer/domain/contract';

const countryCode = z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166-1 alpha-2 code such as DE');
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour such as #1f4e5f');
const perLanguage = z.partialRecord(apiLanguage, z.string().min(1));

/** Hours before a visit's start (whole or fractional hours, at most a year). */
const hoursBefore = z
  .number()
  .min(0)
  .max(24 * 366);

/**
 * What a visitor may do with their order themselves (docs/configuration.md "Visitor's terms");
 * nothing by default. `cancel.kinds` names order line types (`@foyer/domain` `CANCELLABLE_KINDS`).
 */
export const museumTerms = z
  .object({
    cancel: z
      .object({
        allowed: z.boolean().default(false),
        untilHours: hoursBefore.default(24),
        // The fee the museum keeps of a cancellation: a percentage of the cancelled lines or fixed
        // cents; the credit note, the reports and the exports book it (docs/decisions.md "The
        // cancellation fee booked").
        fee: z
          .union([
            z.object({ percent: z.number().min(0).max(100) }).strict(),
            z.object({ fixed: z.number().int().min(0) }).strict(),
          ])
          .nullable()
          .default(null),
        // Visits only (`VISIT_KINDS`): staff cancel articles and vouchers.
        kinds: z.array(z.enum(VISIT_KINDS)).default([]),
      })
      .strict()
      .prefault({}),
    move: z
      .object({
        allowed: z.boolean().default(false),
        untilHours: hoursBefore.default(24),
      })
      .strict()
      .prefault({}),
  })
  .strict();

export const museumSettings = z
  .object({
    /** The seller's legal name (invoices); the shop's site name when absent. */
    legalName: z.string().min(1).optional(),
    address: z
      .object({
        street: z.string().min(1),
        postalCode: z.string().min(1),
        city: z.string().min(1),
        country: countryCode,
      })
      .strict()
      .optional(),
    /** VAT identification number (USt-IdNr.), or the tax number where there is none. */
    vatId: z.string().min(1).optional(),
    /**
     * The museum's tax number (Steuernummer, e.g. `21/815/08150`), written as `STNR` in the till's
     * DSFinV-K closings (docs/till.md); the standard allows 20 characters.
     */
    taxNumber: z.string().trim().min(1).max(20).optional(),
    /**
     * The museum uses the EU one-stop-shop: goods shipped to another EU country carry that
     * country's VAT rate (docs/accounting.md "VAT"). Off: German VAT on everything.
     */
    oss: z.boolean().default(false),
    email: z.string().min(3).optional(),
    phone: z.string().min(1).optional(),
    website: z.string().url().optional(),
    /**
     * The logo on documents and e-mails: a file path (PNG, JPEG or SVG; relative to the working
     * directory) or a path under the web root such as `/static/logo.svg`. The shop theme's logo when
     * absent.
     */
    logo: z.string().min(1).optional(),
    /** Colours of documents and e-mails; the shop theme's when absent. */
    colors: z.object({ primary: colour, text: colour }).strict().optional(),
    /** Conditions of entry printed on every ticket, per language (the default language's text otherwise). */
    conditionsOfEntry: perLanguage.default({}),
    /** How to get in, shown in the ticket e-mail, per language. */
    admissionNote: perLanguage.default({}),
    /** Cancelling and moving by the visitor themselves; nothing is allowed by default. */
    terms: museumTerms.prefault({}),
  })
  .strict();

export type MuseumSettings = z.infer<typeof museumSettings>;

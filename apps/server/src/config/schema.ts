/**
 * The museum's configuration file (YAML): the remote configuration served as `shopinfo/config`
 * under `shop`, and the server's own settings under `server`. Validated with zod at start;
 * every field is documented in docs/configuration.md.
 */
import { z } from 'zod';
import {
  DEFAULT_GUEST_RETENTION_DAYS,
  DEFAULT_MAX_WAITING_PLACES,
  DEFAULT_OFFER_MINUTES,
  DEFAULT_ROOM_ADMIT_PER_SECOND,
  DEFAULT_ROOM_MAX_PER_ADDRESS,
  DEFAULT_ROOM_PASS_MINUTES,
} from '@foyer/domain';
import { apiLanguage, customerField, shopConfig } from '@foyer/domain/contract';
import { museumSettings } from './museum';
import { accountingSettings } from './accounting';
import { walletSettings } from './wallet';

// Messages describe what is expected: the loader prints them as `path: expected …, got …`.
const cents = z.number().int().min(0);
const countryCode = z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166-1 alpha-2 code such as DE');

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const smtpTransport = z
  .object({
    kind: z.literal('smtp'),
    host: z.string().min(1),
    port: z.number().int().min(1).max(65535).default(587),
    secure: z.boolean().default(false),
    user: z.string().optional(),
    pass: z.string().optional(),
  })
  .strict();

/** Default for a fresh machine: every message is written as an .eml file to a folder. */
const outboxTransport = z
  .object({ kind: z.literal('folder'), dir: z.string().min(1).default('data/outbox') })
  .strict();

const KEYWORD_SOURCE = /^'(self|none)'$/;
const SCHEME_SOURCE = /^[a-z][a-z0-9+.-]*:$/i;
const HOST_SOURCE =
  /^(?:[a-z][a-z0-9+.-]*:\/\/)?(?:\*|(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(?:\d{1,5}|\*))?(?:\/[^\s;,']*)?$/i;

/**
 * A source of the CSP directive `frame-ancestors`. Checked strictly because it is written into a
 * header: a space, `;` or `,` would smuggle in other directives.
 */
const frameAncestor = z.string().superRefine((value, ctx) => {
  if (value === 'self' || value === 'none') {
    ctx.addIssue({
      code: 'custom',
      message: `'${value}' needs its single quotes; in YAML write "'${value}'"`,
    });
  } else if (
    !KEYWORD_SOURCE.test(value) &&
    !SCHEME_SOURCE.test(value) &&
    !HOST_SOURCE.test(value)
  ) {
    ctx.addIssue({
      code: 'custom',
      message:
        "expected 'self', 'none', a scheme such as https: or an origin such as https://www.museum.example",
    });
  }
});

const paymentMethod = z.enum(['card', 'sepa', 'wallet', 'express']);

/** A payment type offered in checkout (`checkout/payments`). */
const paymentType = z
  .object({
    payartId: z.number().int().positive(),
    method: paymentMethod,
    provider: z.string().min(1).default('test'),
    i18n: z.partialRecord(apiLanguage, z.string().min(1)),
  })
  .strict();

/** A secret written into the file: refused, with the variable that takes it instead. */
const refusedSecret = (variable: string) =>
  z
    .unknown()
    .optional()
    .superRefine((value, ctx) => {
      if (value !== undefined) {
        ctx.addIssue({
          code: 'custom',
          message: `secrets are never written in the configuration file: set ${variable} or ${variable}_FILE in the environment (docs/payments.md)`,
        });
      }
    });

/** Stripe (docs/payments.md); its secrets come from the environment only. */
const stripeSettings = z
  .object({
    /** Another address of Stripe's API, e.g. a local stand-in for tests; Stripe's own when absent. */
    apiBase: z
      .url({
        protocol: /^https?$/,
        error: 'expected an http(s) URL such as http://127.0.0.1:12111',
      })
      .optional(),
    secretKey: refusedSecret('STRIPE_SECRET_KEY'),
    webhookSecret: refusedSecret('STRIPE_WEBHOOK_SECRET'),
  })
  .strict();

/** A till (cash point) of the museum: its code (kept with its transactions) and its name. */
const tillEntry = z
  .object({
    code: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'expected lower-case letters, digits and -'),
    name: z.string().min(1).max(60),
    /** The TSE client's id (a UUID) when the till is registered already; else one is made. */
    clientId: z.uuid().optional(),
  })
  .strict();

/** How till transactions are signed (docs/till.md "Fiscal signing"). */
const tillFiscal = z.discriminatedUnion('kind', [
  /** Not signed: every receipt says it is not fiscalised. */
  z.object({ kind: z.literal('none') }).strict(),
  /**
   * fiskaly SIGN DE (API v2), a cloud TSE. The API key, secret and admin PIN come from the
   * environment only (FISKALY_API_KEY, FISKALY_API_SECRET, FISKALY_ADMIN_PIN or their _FILE forms).
   */
  z
    .object({
      kind: z.literal('fiskaly'),
      baseUrl: z
        .url({ protocol: /^https?$/, error: 'expected an http(s) URL' })
        .default('https://kassensichv-middleware.fiskaly.com'),
      tssId: z.uuid(),
      /** Milliseconds a call to the TSE may take before the sale goes on without it. */
      timeoutMs: z.number().int().min(500).max(30_000).default(5000),
      apiKey: refusedSecret('FISKALY_API_KEY'),
      apiSecret: refusedSecret('FISKALY_API_SECRET'),
      adminPin: refusedSecret('FISKALY_ADMIN_PIN'),
    })
    .strict(),
]);

const tillSettings = z
  .object({
    /** The till (its calls and the back office's till screen); false: the calls answer 404. */
    enabled: z.boolean().default(true),
    tills: z
      .array(tillEntry)
      .min(1)
      .default([{ code: 'till-1', name: 'Kasse 1' }])
      .refine((list) => new Set(list.map((till) => till.code)).size === list.length, {
        message: 'every till needs a code of its own',
      }),
    fiscal: tillFiscal.default({ kind: 'none' }),
  })
  .strict();

export const serverSettings = z
  .object({
    /** Public URL of the shop, used in e-mails and payment redirects. */
    publicBaseUrl: z
      .url({
        protocol: /^https?$/,
        error: 'expected an http(s) URL such as https://shop.museum.example',
      })
      .default('http://localhost:3000'),
    /** IANA time zone of the venue: slots, days and "today" are read in it. */
    timeZone: z
      .string()
      .refine(isTimeZone, 'expected an IANA time zone such as Europe/Berlin')
      .default('Europe/Berlin'),
    /** Minutes a pending order holds its tickets and stock. */
    holdMinutes: z.number().int().min(1).max(240).default(20),
    /**
     * Milliseconds between the orders of a cancelled or messaged date (docs/configuration.md): a
     * pause keeps the refunds of a big day under the payment provider's rate limit.
     */
    closurePaceMs: z.number().int().min(0).max(60_000).default(0),
    /** Folder for the embedded database, the pepper and the e-mail folder transport. */
    dataDir: z.string().min(1).default('data'),
    /** Where the shop may be embedded in an iframe (CSP frame-ancestors). */
    /**
     * Trust X-Forwarded-* headers from a reverse proxy (Fastify `trustProxy`): `true`, or the
     * proxies' addresses. Needed behind a proxy so per-IP limits see the visitor's address.
     */
    trustProxy: z.union([z.boolean(), z.array(z.string().min(1))]).default(false),
    /**
     * Admission control: API requests under way at once per server process; one more is
     * answered 503 with `Retry-After` instead of queueing without bound.
     */
    admission: z
      .object({
        maxConcurrent: z.number().int().min(1).max(100_000).default(256),
        retryAfterSeconds: z.number().int().min(1).max(3600).default(2),
      })
      .strict()
      .prefault({}),
    /**
     * Prometheus metrics at `GET /metrics` on a port of their own, never the shop's (docs/operations.md);
     * off while `port` is null. On PostgreSQL with several processes the primary serves the sum of
     * its workers on it. `host` is the address it listens on (this machine only by default).
     */
    metrics: z
      .object({
        port: z.number().int().min(0).max(65_535).nullable().default(null),
        host: z.string().min(1).default('127.0.0.1'),
      })
      .strict()
      .prefault({}),
    frameAncestors: z
      .array(frameAncestor)
      .refine((list) => !list.includes("'none'") || list.length === 1, {
        message: "'none' cannot be combined with other sources",
      })
      .default(["'self'"]),
    /** Who sells, as documents and e-mails name it (seller, address, VAT ID, logo, conditions). */
    museum: museumSettings.prefault({}),
    /** The accountant's DATEV export: numbers, fiscal year, account mapping (config/accounting.ts). */
    accounting: accountingSettings.prefault({}),
    /** Apple Wallet passes and Google Wallet links, each only when configured (config/wallet.ts). */
    wallet: walletSettings.prefault({}),
    mail: z
      .object({
        from: z.string().min(3).default('Foyer <shop@localhost>'),
        transport: z.discriminatedUnion('kind', [smtpTransport, outboxTransport]).default({
          kind: 'folder',
          dir: 'data/outbox',
        }),
      })
      .strict()
      .prefault({}),
    payments: z
      .object({
        types: z
          .array(paymentType)
          .default([])
          .superRefine((types, ctx) => {
            types.forEach((type, index) => {
              if (types.findIndex((other) => other.payartId === type.payartId) < index) {
                ctx.addIssue({
                  code: 'custom',
                  path: [index, 'payartId'],
                  message: `payartId ${type.payartId} is used by an earlier payment type`,
                });
              }
            });
          }),
        stripe: stripeSettings.prefault({}),
        /** How orders paid by direct debit are booked (docs/payments.md "Direct debits"). */
        directDebit: z
          .object({
            /**
             * `whileProcessing` (default): the order is booked once the mandate is given, and its
             * unused tickets are cancelled if the debit fails later; `afterSuccess`: the order is
             * booked only when the money has arrived, its places held until then.
             */
            booking: z.enum(['whileProcessing', 'afterSuccess']).default('whileProcessing'),
            /** With `afterSuccess`: hours the places stay held while the debit is under way. */
            holdHours: z
              .number()
              .int()
              .min(1)
              .max(24 * 21)
              .default(120),
          })
          .strict()
          .prefault({}),
      })
      .strict()
      .prefault({}),
    shipping: z
      .object({
        /** Shipping cost in cents per destination country; a missing country has no rate. */
        rates: z.record(countryCode, cents).default({}),
        /** Orders of merchandise from this amount ship free (null: never). */
        freeFrom: cents.nullable().default(null),
      })
      .strict()
      .prefault({}),
    /** Data protection (docs/decisions.md "Data protection"). */
    privacy: z
      .object({
        /** Days after a guest's last visit and last order until their data is anonymised. */
        guestRetentionDays: z.number().int().min(1).max(3650).default(DEFAULT_GUEST_RETENTION_DAYS),
      })
      .strict()
      .prefault({}),
    /** The till: shifts, till payments, fiscal signing and the DSFinV-K export (docs/till.md). */
    till: tillSettings.prefault({}),
    /** The waiting list of sold-out slots (docs/decisions.md "Waiting list"). */
    waitingList: z
      .object({
        /**
         * Whether visitors may join lines (docs/decisions.md "Waiting list"): while off, the join,
         * leave and offer calls do not exist, no job runs and the shop shows no join form.
         */
        enabled: z.boolean().default(true),
        /** Minutes an offer holds its places for the person whose turn it is. */
        offerMinutes: z.number().int().min(5).max(1440).default(DEFAULT_OFFER_MINUTES),
        /** The most places one person may wait for. */
        maxPlaces: z.number().int().min(1).max(100).default(DEFAULT_MAX_WAITING_PLACES),
      })
      .strict()
      .prefault({}),
    /** The waiting room for on-sale moments (docs/decisions.md "A waiting room for on-sale moments"). */
    waitingRoom: z
      .object({
        /** Places admitted a second from each room (the rate the checkout can hold). */
        admitPerSecond: z.number().min(0.01).max(10_000).default(DEFAULT_ROOM_ADMIT_PER_SECOND),
        /** Minutes an admitted browser may start its checkout (its pass). */
        passMinutes: z.number().min(0.1).max(240).default(DEFAULT_ROOM_PASS_MINUTES),
        /** Waiting places one address holds in a room before new browsers share its oldest. */
        maxPerAddress: z.number().int().min(1).max(10_000).default(DEFAULT_ROOM_MAX_PER_ADDRESS),
        /** How often each process's admission worker looks at the rooms (ms). */
        tickMs: z.number().int().min(20).max(10_000).default(250),
        /**
         * Whether the checkout opens the shop-wide room by itself when admission control is
         * saturated (instead of answering a bare 503), and how long it stays open after the last
         * saturation once its line is empty.
         */
        onLoad: z.boolean().default(true),
        loadQuietSeconds: z.number().int().min(1).max(3600).default(30),
      })
      .strict()
      .prefault({}),
    /**
     * Annual-pass holders' free timed entries and the door (docs/decisions.md "Annual-pass holders'
     * free entries"): limits per venue day and per ISO week (none by default), and whether a pass's
     * own code admits without a booked entry (walk-in; allowed by default, as before).
     */
    passes: z
      .object({
        perDay: z.number().int().min(1).max(100).nullable().default(null),
        perWeek: z.number().int().min(1).max(700).nullable().default(null),
        walkIn: z.boolean().default(true),
      })
      .strict()
      .prefault({}),
    customers: z
      .object({
        countries: z
          .array(countryCode)
          .min(1)
          .default(['DE', 'AT', 'CH', 'FR', 'IT', 'NL', 'ES', 'SE', 'DK']),
        salutations: z.array(z.string().min(1)).default(['mr', 'ms', 'mx']),
        requiredFields: z.array(customerField).default(['fname', 'lname', 'email']),
        visibleFields: z.array(customerField).default([...customerField.options]),
      })
      .strict()
      .prefault({}),
    /**
     * Catalog and content answers kept ready in memory (docs/performance.md "Catalog reads").
     * Catalog answers stay until the catalog changes (every process hears it) or `catalogSeconds`
     * pass; availability answers (calendars, sold-out calls, ticket counts, stock) live at most
     * `availabilitySeconds`, which may not exceed one second (0: not kept, only validated).
     */
    readCache: z
      .object({
        enabled: z.boolean().default(true),
        catalogSeconds: z.number().int().min(1).max(3600).default(60),
        availabilitySeconds: z.number().min(0).max(1).default(1),
        maxEntries: z.number().int().min(10).max(1_000_000).default(10_000),
      })
      .strict()
      .prefault({}),
    security: z
      .object({
        /** Secret mixed into password hashes; generated once into the data folder when absent. */
        pepper: z.string().min(32).optional(),
      })
      .strict()
      .prefault({}),
  })
  .strict();

export const foyerConfig = z
  .object({
    shop: shopConfig,
    server: serverSettings.prefault({}),
  })
  .strict()
  .superRefine((config, ctx) => {
    config.shop.languages.forEach((lang, index) => {
      if (config.shop.languages.indexOf(lang) < index) {
        ctx.addIssue({
          code: 'custom',
          path: ['shop', 'languages', index],
          message: `"${lang}" is listed twice`,
        });
      }
    });
    // A checkout that asks for the buyer's reference issues XRechnung e-invoices, which must name
    // the seller's address, VAT ID and a contact with telephone and e-mail (docs/accounting.md
    // "E-invoices").
    if (config.shop.checkoutDocumentNumber) {
      const museum = config.server.museum;
      for (const field of ['address', 'vatId', 'email', 'phone'] as const) {
        if (museum[field] !== undefined) continue;
        ctx.addIssue({
          code: 'custom',
          path: ['server', 'museum', field],
          message:
            'needed for XRechnung e-invoices, which shop.checkoutDocumentNumber offers (the buyer’s reference)',
        });
      }
    }
  });

export type FoyerConfig = z.infer<typeof foyerConfig>;
export type ServerSettings = z.infer<typeof serverSettings>;

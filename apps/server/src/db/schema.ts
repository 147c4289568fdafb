/**
 * The database schema (Drizzle, PostgreSQL / PGlite). Catalog texts are stored per language as
 * jsonb maps (`{ "de": "…", "en": "…" }`) and fall back to the default language when read.
 * Local date-times of slots are `timestamp without time zone` in the venue's time zone.
 * Every sellable quantity points at a `capacities` row: the inventory module is the only code that
 * changes its `sold` and `held` counters.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@foyer/domain';

/** A text in several languages, keyed by language code (the domain's `LocalizedText`). */
export type I18nText = LocalizedText;

const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
const i18n = (name: string) => jsonb(name).$type<I18nText>().notNull().default({});
const money = (name: string) => integer(name).notNull().default(0);
const vat = () => doublePrecision('vat_value').notNull().default(0);
const seq = () => integer('sequence_no').notNull().default(0);
const localDateTime = (name: string) => timestamp(name, { mode: 'string' });
const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

// ---------------------------------------------------------------- inventory

/** One sellable capacity: a time slot, a day, an event-long ticket, a tour slot or a stock. */
export const capacities = pgTable(
  'capacities',
  {
    id: id(),
    kind: text('kind', {
      enum: ['event_slot', 'event_day', 'event', 'tour_participants', 'tour_tours', 'stock'],
    }).notNull(),
    capacity: integer('capacity').notNull(),
    sold: integer('sold').notNull().default(0),
    held: integer('held').notNull().default(0),
    /**
     * Whether it sells: `stopped` by staff until they open it again, `cancelled` for good (its
     * bookings were cancelled). A capacity that does not sell has nothing free for new holds.
     */
    sales: text('sales', { enum: ['open', 'stopped', 'cancelled'] })
      .notNull()
      .default('open'),
  },
  (t) => [
    check('capacities_non_negative', sql`${t.capacity} >= 0 AND ${t.sold} >= 0 AND ${t.held} >= 0`),
    check('capacities_sales', sql`${t.sales} IN ('open', 'stopped', 'cancelled')`),
  ],
);

// ---------------------------------------------------------------- venues and groups

export const venues = pgTable('venues', {
  id: id(),
  name: i18n('name'),
  address: text('address').notNull().default(''),
  sequenceNo: seq(),
});

/** Display groups shared by events, tours and merchandise (`custom_groups`). */
export const customGroups = pgTable('custom_groups', {
  id: id(),
  name: i18n('name'),
  sequenceNo: seq(),
});

// ---------------------------------------------------------------- events and tickets

export const events = pgTable(
  'events',
  {
    id: id(),
    name: i18n('name'),
    description: i18n('description'),
    venueId: integer('venue_id').references(() => venues.id),
    image: text('image'),
    sequenceNo: seq(),
    sortingDatetime: localDateTime('sorting_datetime'),
    startsAt: localDateTime('starts_at'),
    /** The event ends here: afterwards it is expired. */
    endsAt: localDateTime('ends_at'),
    customGroups: integer('custom_groups')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    active: boolean('active').notNull().default(true),
    /** Whether visitors may join the waiting list of its sold-out slots (docs/decisions.md "Waiting list: staff"). */
    waitingList: boolean('waiting_list').notNull().default(true),
  },
  (t) => [index('events_active_seq_idx').on(t.active, t.sequenceNo)],
);

export const ticketGroups = pgTable('ticket_groups', {
  id: id(),
  name: i18n('name'),
  sequenceNo: seq(),
});

export const tickets = pgTable(
  'tickets',
  {
    id: id(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: i18n('name'),
    description: i18n('description'),
    price: money('price'),
    vatValue: vat(),
    /** 1 timed, 3 event-long, 5 scheduled range. */
    mode: smallint('mode').notNull(),
    /** A day ticket is sold per date against the event's day capacity. */
    dayTicket: boolean('day_ticket').notNull().default(false),
    family: boolean('family').notNull().default(false),
    groupId: integer('group_id').references(() => ticketGroups.id),
    printSeparately: boolean('print_separately').notNull().default(false),
    uniqueBarcode: boolean('unique_barcode').notNull().default(true),
    scanSeparately: boolean('scan_separately').notNull().default(false),
    bookWithCost: boolean('book_with_cost').notNull().default(false),
    bookWithCostWarn: boolean('book_with_cost_warn').notNull().default(false),
    /** Event-long tickets (mode 3) share this capacity. */
    capacityId: integer('capacity_id').references(() => capacities.id),
    sequenceNo: seq(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('tickets_event_idx').on(t.eventId, t.sequenceNo),
    check('tickets_mode', sql`${t.mode} IN (1, 3, 5)`),
  ],
);

/** Subtickets of a ticket; for a family ticket they are its components. */
export const ticketSubtickets = pgTable(
  'ticket_subtickets',
  {
    id: id(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    name: i18n('name'),
    price: money('price'),
    vatValue: vat(),
    minQuantity: integer('min_quantity').notNull().default(0),
    maxQuantity: integer('max_quantity').notNull().default(10),
    sequenceNo: seq(),
  },
  (t) => [index('ticket_subtickets_ticket_idx').on(t.ticketId)],
);

/** A time slot (mode 1) or a scheduled range (mode 5) of an event, with its shared capacity. */
export const eventSlots = pgTable(
  'event_slots',
  {
    id: id(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    mode: smallint('mode').notNull().default(1),
    startsAt: localDateTime('starts_at').notNull(),
    endsAt: localDateTime('ends_at'),
    capacityId: integer('capacity_id')
      .notNull()
      .references(() => capacities.id),
  },
  (t) => [
    index('event_slots_event_start_idx').on(t.eventId, t.startsAt),
    // The event's last date (`ticket/lifetime`) from one index entry instead of all its slots.
    index('event_slots_event_last_idx').on(t.eventId, sql`COALESCE(${t.endsAt}, ${t.startsAt})`),
    uniqueIndex('event_slots_unique').on(t.eventId, t.mode, t.startsAt),
  ],
);

/** A day's capacity for the day tickets of an event. */
export const eventDays = pgTable(
  'event_days',
  {
    id: id(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    capacityId: integer('capacity_id')
      .notNull()
      .references(() => capacities.id),
  },
  (t) => [uniqueIndex('event_days_unique').on(t.eventId, t.day)],
);

// ---------------------------------------------------------------- guided tours

export const tourCategories = pgTable('tour_categories', {
  id: id(),
  name: i18n('name'),
  sequenceNo: seq(),
});

export const tours = pgTable(
  'tours',
  {
    id: id(),
    name: i18n('name'),
    eventName: i18n('event_name'),
    description: i18n('description'),
    image: text('image'),
    /** The language the tour is given in (`langIdentifier`). */
    langIdentifier: text('lang_identifier').notNull(),
    venueId: integer('venue_id').references(() => venues.id),
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    customGroups: integer('custom_groups')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    maxParticipants: integer('max_participants').notNull(),
    minParticipants: integer('min_participants').notNull().default(0),
    singleTicketing: boolean('single_ticketing').notNull().default(true),
    bookCompleteTour: boolean('book_complete_tour').notNull().default(false),
    bookingWithoutTickets: boolean('booking_without_tickets').notNull().default(false),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    /** First and last bookable dates (`tour/lifetime`). */
    firstDate: date('first_date', { mode: 'string' }),
    lastDate: date('last_date', { mode: 'string' }),
    sequenceNo: seq(),
    active: boolean('active').notNull().default(true),
    /** Whether visitors may join the waiting list of its sold-out starts (docs/decisions.md "Waiting list: staff"). */
    waitingList: boolean('waiting_list').notNull().default(true),
  },
  (t) => [index('tours_active_seq_idx').on(t.active, t.sequenceNo)],
);

/** Participant tickets of a tour (single ticketing). */
export const tourTickets = pgTable(
  'tour_tickets',
  {
    id: id(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    name: i18n('name'),
    price: money('price'),
    vatValue: vat(),
    sequenceNo: seq(),
  },
  (t) => [index('tour_tickets_tour_idx').on(t.tourId)],
);

export const tourSubtickets = pgTable(
  'tour_subtickets',
  {
    id: id(),
    tourTicketId: integer('tour_ticket_id')
      .notNull()
      .references(() => tourTickets.id, { onDelete: 'cascade' }),
    name: i18n('name'),
    price: money('price'),
    vatValue: vat(),
    sequenceNo: seq(),
  },
  (t) => [index('tour_subtickets_ticket_idx').on(t.tourTicketId)],
);

/** Prices for booking a whole tour (`priceList`). */
export const tourPrices = pgTable(
  'tour_prices',
  {
    id: id(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    name: i18n('name'),
    price: money('price'),
    vatValue: vat(),
    sequenceNo: seq(),
  },
  (t) => [index('tour_prices_tour_idx').on(t.tourId)],
);

/** A bookable tour start: participants and parallel tours each have a capacity. */
export const tourSlots = pgTable(
  'tour_slots',
  {
    id: id(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    startsAt: localDateTime('starts_at').notNull(),
    participantsCapacityId: integer('participants_capacity_id')
      .notNull()
      .references(() => capacities.id),
    toursCapacityId: integer('tours_capacity_id')
      .notNull()
      .references(() => capacities.id),
  },
  (t) => [uniqueIndex('tour_slots_unique').on(t.tourId, t.startsAt)],
);

export const tourQuestions = pgTable(
  'tour_questions',
  {
    id: id(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    text: i18n('text'),
    type: text('type', {
      enum: ['radio', 'select', 'checkbox', 'text', 'textarea', 'number'],
    }).notNull(),
    mandatory: boolean('mandatory').notNull().default(false),
    sequenceNo: seq(),
  },
  (t) => [index('tour_questions_tour_idx').on(t.tourId)],
);

export const tourQuestionOptions = pgTable(
  'tour_question_options',
  {
    id: id(),
    questionId: integer('question_id')
      .notNull()
      .references(() => tourQuestions.id, { onDelete: 'cascade' }),
    text: i18n('text'),
    sequenceNo: seq(),
  },
  (t) => [index('tour_question_options_question_idx').on(t.questionId)],
);

// ---------------------------------------------------------------- merchandise and passes

export const merchandiseCategories = pgTable('merchandise_categories', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: i18n('name'),
  sequenceNo: seq(),
});

export const merchandise = pgTable(
  'merchandise',
  {
    id: id(),
    categoryId: integer('category_id').references(() => merchandiseCategories.id),
    name: i18n('name'),
    description: i18n('description'),
    price: money('price'),
    vatValue: vat(),
    /** `ANNUAL_PASS_PRODUCT_KIND` (13) for an annual pass. */
    productKindRef: integer('product_kind_ref'),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    customGroups: integer('custom_groups')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Items suggested with this one in the basket (upsell). */
    relatedIds: integer('related_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    needsShipping: boolean('needs_shipping').notNull().default(true),
    capacityId: integer('capacity_id')
      .notNull()
      .references(() => capacities.id),
    sequenceNo: seq(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('merchandise_category_idx').on(t.categoryId, t.sequenceNo)],
);

// ---------------------------------------------------------------- vouchers

export const voucherCategories = pgTable('voucher_categories', {
  id: id(),
  name: i18n('name'),
  sequenceNo: seq(),
});

export const voucherTypes = pgTable('voucher_types', {
  id: id(),
  groupId: integer('group_id').references(() => voucherCategories.id),
  name: i18n('name'),
  description: i18n('description'),
  image: text('image'),
  price: money('price'),
  vatValue: vat(),
  variableAmount: boolean('variable_amount').notNull().default(false),
  validityDays: integer('validity_days').notNull().default(1095),
  sequenceNo: seq(),
  active: boolean('active').notNull().default(true),
});

export const voucherCodes = pgTable(
  'voucher_codes',
  {
    id: id(),
    barcode: text('barcode').notNull(),
    name: i18n('name'),
    amount: integer('amount').notNull(),
    usedAmount: integer('used_amount').notNull().default(0),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    voucherTypeId: integer('voucher_type_id').references(() => voucherTypes.id),
    /** The order that bought this voucher, if it was sold in the shop. */
    orderId: integer('order_id'),
    createdAt: createdAt(),
    /** Set when staff voided the code: checkout refuses it; orders that used it keep it. */
    voidedAt: timestamp('voided_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('voucher_codes_barcode_unique').on(t.barcode),
    check('voucher_codes_amounts', sql`${t.usedAmount} >= 0 AND ${t.amount} >= 0`),
  ],
);

// ---------------------------------------------------------------- customers

export const customers = pgTable(
  'customers',
  {
    id: id(),
    email: text('email').notNull(),
    /** argon2id over HMAC-SHA256(pepper, md5); null for guests. */
    passwordHash: text('password_hash'),
    isGuest: boolean('is_guest').notNull().default(false),
    salutation: text('salutation').notNull().default(''),
    fname: text('fname').notNull().default(''),
    lname: text('lname').notNull().default(''),
    company: text('company').notNull().default(''),
    phone: text('phone').notNull().default(''),
    street: text('street').notNull().default(''),
    zip: text('zip').notNull().default(''),
    city: text('city').notNull().default(''),
    country: text('country').notNull().default(''),
    sendInvoice: boolean('send_invoice').notNull().default(true),
    shipping: jsonb('shipping').$type<{
      name: string;
      street: string;
      zip: string;
      city: string;
      country: string;
    } | null>(),
    language: text('language').notNull().default('de'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * When the person's data was erased: the account deleted (by the visitor or staff) or the guest
     * anonymised after the retention period (docs/decisions.md "Data protection"). The row stays,
     * without personal data, for the orders the law requires to keep.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // The anonymisation job looks for guests not yet erased.
    index('customers_guest_pending_idx')
      .on(t.id)
      .where(sql`${t.isGuest} = true AND ${t.erasedAt} IS NULL`),
    uniqueIndex('customers_email_registered_unique')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.isGuest} = false`),
    // The back office finds orders by e-mail (guests included).
    index('customers_email_lower_idx').on(sql`lower(${t.email})`),
    // ... and by part of an e-mail or name (trigram indexes: pg_trgm answers ILIKE '%…%').
    index('customers_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('customers_name_trgm_idx').using(
      'gin',
      sql`(${t.fname} || ' ' || ${t.lname}) gin_trgm_ops`,
    ),
  ],
);

// ---------------------------------------------------------------- orders, holds, payments

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /**
     * The order token: the order's unguessable public reference, in the payment return URLs, the
     * order review and the document links (its names on the shop's wire: checkout/shop-wire.ts).
     */
    token: text('token').notNull(),
    /** Human-readable order number printed on tickets and invoices. */
    number: text('number').notNull(),
    status: text('status', {
      enum: [
        'pending',
        'paid',
        'booked',
        'cancelled',
        'expired',
        'failed',
        'partlyRefunded',
        'disputed',
        'refunded',
      ],
    })
      .notNull()
      .default('pending'),
    customerId: integer('customer_id').references(() => customers.id),
    language: text('language').notNull(),
    payart: integer('payart'),
    partner: text('partner'),
    requestInvoice: boolean('request_invoice').notNull().default(true),
    externalDocumentNumber: text('external_document_number'),
    subtotal: money('subtotal'),
    shippingCost: money('shipping_cost'),
    voucherDiscount: money('voucher_discount'),
    total: money('total'),
    billing: jsonb('billing').$type<Record<string, unknown>>(),
    shippingAddress: jsonb('shipping_address').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    bookedAt: timestamp('booked_at', { withTimezone: true, mode: 'date' }),
    /** Where the order was made: the web shop or a sale at the desk (back office). */
    channel: text('channel', { enum: ['web', 'desk'] })
      .notNull()
      .default('web'),
  },
  (t) => [
    uniqueIndex('orders_token_unique').on(t.token),
    uniqueIndex('orders_number_unique').on(t.number),
    index('orders_status_expires_idx').on(t.status, t.expiresAt),
    // The back office's order search: newest first, by customer.
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_customer_idx').on(t.customerId),
    // Part of the e-mail or name an order was made with (a desk order has no customer).
    index('orders_billing_email_trgm_idx').using(
      'gin',
      sql`(${t.billing} ->> 'email') gin_trgm_ops`,
    ),
    index('orders_billing_name_trgm_idx').using(
      'gin',
      sql`(coalesce(${t.billing} ->> 'fname', '') || ' ' || coalesce(${t.billing} ->> 'lname', '')) gin_trgm_ops`,
    ),
    check('orders_channel_check', sql`${t.channel} in ('web', 'desk')`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type', {
      enum: ['ticket', 'dayTicket', 'guidedTour', 'merchandise', 'voucher', 'voucherCode'],
    }).notNull(),
    refId: integer('ref_id'),
    name: text('name').notNull(),
    datetime: localDateTime('datetime'),
    count: integer('count').notNull(),
    unitPrice: integer('unit_price').notNull(),
    totalPrice: integer('total_price').notNull(),
    vatValue: vat(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** Set when the back office cancelled this line (its barcodes are refused at check-in). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/**
 * What each basket item of an order (`itemIndex`, its index in the basket) took of each capacity,
 * recorded with its holds, so a cancelled item gives back exactly its units, once (`returnedAt`).
 */
export const orderCapacityUses = pgTable(
  'order_capacity_uses',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemIndex: integer('item_index').notNull(),
    capacityId: integer('capacity_id')
      .notNull()
      .references(() => capacities.id),
    quantity: integer('quantity').notNull(),
    returnedAt: timestamp('returned_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('order_capacity_uses_order_idx').on(t.orderId)],
);

/** A temporary claim on a capacity while an order waits for payment. */
export const holds = pgTable(
  'holds',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    capacityId: integer('capacity_id')
      .notNull()
      .references(() => capacities.id),
    quantity: integer('quantity').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Set when the hold turned into a sale or was given back. */
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('holds_active_capacity_idx')
      .on(t.capacityId, t.expiresAt)
      .where(sql`${t.settledAt} IS NULL`),
    index('holds_order_idx').on(t.orderId),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    status: text('status', { enum: ['started', 'paid', 'failed', 'cancelled'] })
      .notNull()
      .default('started'),
    amount: integer('amount').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_ref_unique').on(t.provider, t.providerRef),
    index('payments_order_idx').on(t.orderId),
  ],
);

// ---------------------------------------------------------------- e-mail outbox

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; contentBase64: string; cid?: string }[]>()
      .notNull()
      .default([]),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /** The order the message is about (confirmations, cancellations), for the back office. */
    orderId: integer('order_id'),
    /**
     * What the message is to be written from, while it is not written yet: the outbox composes it
     * (body and attachments) after the transaction that queued it, never under its locks.
     */
    compose: jsonb('compose').$type<{ kind: string; orderId: number; documentId?: number }>(),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_order_idx').on(t.orderId),
  ],
);

// ---------------------------------------------------------------- content

export const banners = pgTable('banners', {
  id: id(),
  groupName: text('group_name').notNull().default('home'),
  image: text('image').notNull(),
  imageMobile: text('image_mobile'),
  link: text('link'),
  alt: i18n('alt'),
  sequenceNo: seq(),
});

export const socialLinks = pgTable('social_links', {
  id: id(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  sequenceNo: seq(),
});

/** Static pages: imprint, terms, data_protection, accessibility_statement, shipping. */
export const pages = pgTable('pages', {
  id: text('id').primaryKey(),
  title: i18n('title'),
  html: i18n('html'),
});

/** Small content blocks such as the cookie warning text. */
export const contentBlocks = pgTable('content_blocks', {
  key: text('key').primaryKey(),
  text: i18n('text'),
});

// ---------------------------------------------------------------- sessions and abuse limits

/** Login and guest tokens: only a SHA-256 hash of the token is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    /** Absolute expiry, whatever the activity. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_unique').on(t.tokenHash),
    index('auth_tokens_customer_idx').on(t.customerId),
  ],
);

/** Single-use password reset tokens (hash only). */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('password_resets_hash_unique').on(t.tokenHash),
    index('password_resets_customer_idx').on(t.customerId),
  ],
);

/**
 * Counters for rate limits (login, password reset, registration) per IP and per account. Kept in the
 * database so that several server processes share them.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    /** No attempt is accepted before this instant (progressive delay). */
    blockedUntil: timestamp('blocked_until', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowStart)],
);

// ---------------------------------------------------------------- fulfilment and check-in

/** A ticket issued for a booked order: one barcode per admission (or per line when scanned together). */
export const issuedTickets = pgTable(
  'issued_tickets',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    barcode: text('barcode').notNull(),
    /** What the barcode admits: a ticket, a tour participant, an annual pass or a gift voucher. */
    kind: text('kind', {
      enum: ['ticket', 'dayTicket', 'guidedTour', 'pass', 'voucher'],
    }).notNull(),
    /** How many people one scan admits (tickets printed together share a barcode). */
    admits: integer('admits').notNull().default(1),
    holderName: text('holder_name'),
    /** Venue-local validity: the slot start, or the day for day tickets. */
    validFrom: localDateTime('valid_from'),
    validTo: localDateTime('valid_to'),
    createdAt: createdAt(),
    /** Set when the ticket got a new barcode and validity (its booking moved to another start). */
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('issued_tickets_barcode_unique').on(t.barcode),
    index('issued_tickets_order_idx').on(t.orderId),
  ],
);

/**
 * Each check-in scan with its result, who scanned it on which device and at which checkpoint. A scan
 * id (made by the scanner) is recorded once: a scan sent twice counts once. Scans of unknown barcodes
 * are recorded without a ticket. `conflict`: an offline admission of a barcode admitted elsewhere.
 */
export const ticketScans = pgTable(
  'ticket_scans',
  {
    id: id(),
    issuedTicketId: integer('issued_ticket_id').references(() => issuedTickets.id, {
      onDelete: 'cascade',
    }),
    scannedAt: timestamp('scanned_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    result: text('result', {
      enum: [
        'valid',
        'already_used',
        'wrong_day',
        'wrong_slot',
        'other_entrance',
        'cancelled',
        'unknown',
        'pass_needs_booking',
      ],
    }).notNull(),
    device: text('device'),
    /** The scanner's id of the scan (a UUID); null for scans recorded before migration 0007 added it. */
    scanId: text('scan_id'),
    /** The barcode as read (normalized). */
    barcode: text('barcode'),
    staffId: integer('staff_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    /** `event:3`, `event:3@2026-11-25T11:00`, or null for every entrance. */
    checkpoint: text('checkpoint'),
    /** Decided by the door while offline and uploaded later. */
    offline: boolean('offline').notNull().default(false),
    conflict: boolean('conflict').notNull().default(false),
    /**
     * The time an offline scan claimed when it was not believed (before its door synced, outside
     * the ticket's validity): `scanned_at` is the time it was decided at, and it is a conflict.
     */
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    index('ticket_scans_ticket_idx').on(t.issuedTicketId),
    uniqueIndex('ticket_scans_scan_id_unique').on(t.scanId),
  ],
);

/**
 * When a door (by its device name) first fetched the list of a day for deciding offline: offline
 * scans of that day from that door cannot have been made earlier.
 */
export const checkinListSyncs = pgTable(
  'checkin_list_syncs',
  {
    device: text('device').notNull(),
    /** The venue date of the list. */
    date: text('date').notNull(),
    firstAt: timestamp('first_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.device, t.date] })],
);

// ---------------------------------------------------------------- staff (back office)

/** A staff account of the back office; `role` is one of owner, manager, sales, door. */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: id(),
    /** Normalized (trimmed, lower case). */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    language: text('language').notNull().default('en'),
    /** argon2id, as for customers; null until set through a set-password link. */
    passwordHash: text('password_hash'),
    /** Base32 TOTP secret once 2FA is on. */
    totpSecret: text('totp_secret'),
    /** A secret being set up, not yet confirmed with a code. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The last accepted TOTP time step: a code is accepted once. */
    totpLastStep: integer('totp_last_step'),
    disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_accounts_email_unique').on(t.email),
    check('staff_accounts_role_check', sql`${t.role} in ('owner', 'manager', 'sales', 'door')`),
  ],
);

/** Staff sessions: the cookie's token (hashed), its CSRF token (synchronizer token), idle and absolute expiry. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    csrfToken: text('csrf_token').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('staff_sessions_hash_unique').on(t.tokenHash),
    index('staff_sessions_staff_idx').on(t.staffId),
  ],
);

/** One-time set-password tokens (hash only), valid 24 hours. */
export const staffPasswordTokens = pgTable(
  'staff_password_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('staff_password_tokens_hash_unique').on(t.tokenHash)],
);

/**
 * One-time recovery codes of a staff member's 2FA (SHA-256 of the canonical code only): each stands
 * in for one authenticator code; `usedAt` is set once. Regenerating deletes the old ones.
 */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: id(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('staff_recovery_codes_staff_hash_unique').on(t.staffId, t.codeHash)],
);

/** Back-office settings, one row (id 1). */
export const staffSettings = pgTable('staff_settings', {
  id: integer('id').primaryKey(),
  requireTotp: boolean('require_totp').notNull().default(false),
});

/** Every change a staff member (or the command line) makes: who, when, what, before and after. */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: id(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Null for the command line. */
    actorId: integer('actor_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    /** The actor's e-mail at the time, or `cli`. */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('staff_audit_log_at_idx').on(t.at)],
);
export * from './schema-closures';
export * from './schema-images';
export * from './schema-payment-events';
export * from './schema-privacy';
export * from './schema-invoices';
export * from './schema-ledger';
export * from './schema-wallet';
export * from './schema-waiting-list';
export * from './schema-till';
export * from './schema-waiting-room';
export * from './schema-passes';
